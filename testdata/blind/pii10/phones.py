# Hand-written phone forms per country from each national numbering plan.
# Tokens: X any digit, N digit 2-9, {a|b|c} choice. Everything else literal.
P = {
# CN: mobile 1[3-9]x + 8 = 11 digits; landline Beijing 010/Shanghai 021/Guangzhou 020 + 8, Shenzhen 0755 + 8, Hangzhou 0571 + 8
"CN": ["{133|135|136|138|139|150|151|158|159|186|187|188|177|199|166|183}XXXXXXXX", "{135|138|139|152|189|176}-XXXX-XXXX", "{136|137|158|185|181|198} XXXX XXXX",
       "+86 {138|139|150|186|131} XXXX XXXX", "+86-{133|159|188}-XXXX-XXXX", "+86{137|155|180|173}XXXXXXXX", "0086 {139|158|189}XXXXXXXX",
       "010-{6|8|5}XXXXXXX", "021-{5|6|3}XXXXXXX", "0755-{2|8}XXXXXXX", "020-{3|8}XXXXXXX", "(010) {6|8}XXX XXXX", "0571-8XXXXXXX", "+86 21 {5|6}XXX XXXX", "028-{8|6}XXXXXXX"],
# IN: mobile 10 digits starting 6-9; Delhi 011 / Mumbai 022 / Bengaluru 080 + 8
"IN": ["{98|97|99|96|95|94|93|91|90|88|87|70|72|73|63}XXX XXXXX", "+91 {98|99|97|81|70}XXX XXXXX", "+91-{9|8|7}XXXXXXXXX", "0{98|94|88}XXXXXXXX",
       "+91 {93|62|76}XXXXXXXX", "011 2XXX XXXX", "022 {2|6}XXX XXXX", "080 4XXX XXXX", "+91 11 {2|4}XXX XXXX", "(022) 2XXX-XXXX"],
# US: NANP NXX-NXX-XXXX, real area codes, exchange not 555
"US": ["({212|415|312|617|206|512|305|713|404|646|718|202}) NXX-XXXX", "{310|602|503|614|919|720}-NXX-XXXX", "+1 {415|917|213|347}-NXX-XXXX",
       "{303|651|858|412}.NXX.XXXX", "+1 ({202|773|214}) NXX-XXXX", "1-{800|888}-NXX-XXXX", "+1{646|408|702}NXXXXXX", "{425|971|615} NXX XXXX"],
# ID: mobile 08xx + 6-9 digits (0812-3456-7890); Jakarta (021) + 8
"ID": ["08{11|12|13|21|22|52|53|57|77|78|95|96|81|82|31|32}-XXXX-XXXX", "+62 8{12|13|57|77|96}-XXXX-XXXX", "+628{11|21|52|81}XXXXXXXX",
       "08{12|78|38} XXXX XXXX", "(021) {5|7|2}XXX XXXX", "+62 21 {5|7}XXX XXXX"],
# PK: mobile 03xx-XXXXXXX (11); Karachi 021 / Lahore 042 + 8
"PK": ["03{00|01|03|11|21|33|45|36|42}-NXXXXXX", "+92 3{00|21|33|45} NXXXXXX", "+92-3{01|11|36}-NXXXXXX", "03{04|13|47}NXXXXXX", "021-3XXXXXXX", "042-3XXXXXXX", "+92 51 {2|8}XXXXXX"],
# NG: mobile 0[7-9][01]x + 7 (11); Lagos 01 + 7
"NG": ["0{803|806|813|816|703|706|805|807|802|808|812|901|903|906|909|810} XXX XXXX", "+234 {803|806|703|905|816} XXX XXXX", "+234{802|708|813}XXXXXXX",
       "0{803|907}-XXX-XXXX", "+234 (0){806|812} XXX XXXX", "01 {2|4|7}XX XXXX"],
# BR: mobile (DD) 9[6-9]XXX-XXXX; landline (DD) [2-5]XXX-XXXX
"BR": ["({11|21|31|41|51|61|71|81|85|19}) 9{6|7|8|9}XXX-XXXX", "+55 {11|21|48|62} 9{8|9|7}XXX-XXXX", "+55{11|31}9{9|8}XXXXXXX", "{11|21} 9{9|8}XXX-XXXX",
       "({11|21|31}) {3|2|4}XXX-XXXX", "+55 {11|51} {3|2}XXX-XXXX"],
# BD: mobile 01[3-9]xx-xxxxxx (11); Dhaka 02 + 8
"BD": ["01{3|7|8|9|5|6|4}XX-XXXXXX", "+880 1{7|8|9|3}XX-XXXXXX", "+8801{7|5|6}XXXXXXXX", "01{7|9}XX XXX XXX", "02-{4|5|9}XXXXXXX"],
# RU: mobile 9xx + 7; Moscow 495/499, SPb 812
"RU": ["+7 9{16|03|05|15|26|85|99|77|67|63} XXX-XX-XX", "8 (9{16|25|31|85}) XXX-XX-XX", "8-9{03|11|50}-XXX-XX-XX", "+79{16|26|60|99}XXXXXXX",
       "+7 ({495|499}) NXX-XX-XX", "8 ({495|812}) NXX-XX-XX", "+7 812 NXX XX XX"],
# ET: mobile 09xx + 6 (10); Safaricom 07; Addis 011 + 7
"ET": ["09{11|12|13|14|15|16|21|23|24|25|29|30|33|40|41} XX XXXX", "+251 9{11|12|21|44} XX XXXX", "+2519{13|15|18}XXXXXX", "+251 7{00|01|02} XXX XXX", "011 {1|5|6}XX XXXX", "+251 11 {5|6}XX XXXX"],
# MX: 10 digit plan, 2-digit (55/81/33) or 3-digit area codes
"MX": ["{55|81|33} NXXX XXXX", "+52 {55|81|33} NXXX XXXX", "({55|33}) NXXX-XXXX", "{222|998|442|664} NXX XXXX", "+52 {999|477|614} NXX XXXX", "+52{55|81}NXXXXXXX"],
# JP: mobile 070/080/090 + 8; Tokyo 03 / Osaka 06 + 8, Yokohama 045 / Kyoto 075 + 7
"JP": ["0{90|80|70}-{1|2|3|4|5|6|7|8|9}XXX-XXXX", "+81 {90|80}-{1|2|3|4|5|6|8|9}XXX-XXXX", "+81 {90|70} {2|3|4|5|6|8}XXX XXXX", "0{90|80}{1|2|3|4|5|6|7|8|9}XXXXXXX",
       "03-{3|5|6}XXX-XXXX", "06-{6|4}XXX-XXXX", "045-NXX-XXXX", "075-NXX-XXXX", "+81 3-{3|5}XXX-XXXX", "(03) {3|5|6}XXX-XXXX"],
# EG: mobile 01[0125] + 8 (11); Cairo 02 + 8, Alexandria 03 + 7
"EG": ["01{0|1|2|5} XXXX XXXX", "+20 1{0|1|2|5} XXXX XXXX", "+201{0|1|2}XXXXXXXX", "01{0|2}-XXXX-XXXX", "02 {2|3}XXX XXXX", "+20 2 {2|3}XXX XXXX", "03 {4|5}XX XXXX"],
# PH: mobile 09xx + 7 (11); Manila (02) 8 + 7
"PH": ["09{17|18|19|20|27|28|05|06|15|16|26|35|36|45|55|56|77|98|99|66} XXX XXXX", "+63 9{17|18|27|56|98} XXX XXXX", "+639{17|05|20}XXXXXXX", "09{17|19}-XXX-XXXX", "(02) 8XXX XXXX", "+63 2 8XXX XXXX"],
# CD: mobile 0 + 8[1-5,9]/9[7-9] + 7 (10 nat.)
"CD": ["0{81|82|84|85|89|97|99} XXX XXXX", "+243 {81|82|84|85|89|97|99} XXX XXXX", "+243{81|99|97}XXXXXXX", "+243 {81|85} XXX XX XX"],
# VN: mobile 0 + 9 digits (0912 345 678); Hanoi 024 / HCMC 028 + 8
"VN": ["0{90|91|93|94|96|97|98|86|88|89|70|76|77|78|79|32|33|34|35|36|37|38|39|81|82|83|84|85|56|58|59}X XXX XXX", "+84 {90|91|98|35|77}X XXX XXX", "+84{93|86|38}XXXXXXX",
       "0{91|98|90}X.XXX.XXX", "024 3XXX XXXX", "028 {3|6}XXX XXXX", "+84 28 3XXX XXXX"],
# IR: mobile 09xx + 7 (11); Tehran 021 + 8
"IR": ["09{12|13|19|35|36|37|38|39|01|02|03|05|21|22|90|91} XXX XXXX", "+98 9{12|35|19|01} XXX XXXX", "+989{12|36}XXXXXXX", "021 {2|4|8|6}XXX XXXX", "+98 21 {2|8}XXX XXXX"],
# TR: mobile 05xx + 7 (11); Istanbul 0212/0216, Ankara 0312 + 7
"TR": ["05{30|32|33|35|36|38|41|42|43|44|46|05|06|07|52|53|55|59} XXX XX XX", "+90 5{32|33|42|55|05} XXX XX XX", "+90 (5{35|44}) XXX XXXX", "05{32|42}XXXXXXX",
       "0{212|216|312|232} NXX XX XX", "+90 {212|216} NXX XX XX", "(0{212|312}) NXX XX XX"],
# DE: mobile 0151/0152/0176 + 8, 0171/0172/0160 + 7; Berlin 030, Hamburg 040, Munich 089, Frankfurt 069 + 7-8
"DE": ["015{1|2|7|9} NXXXXXXX", "017{1|2|5} NXXXXXX", "0176 NXXXXXXX", "0160/NXXXXXX", "+49 17{1|2|0} NXXXXXX", "+49 (0)15{1|2} NXXXXXXX", "0049 176 NXXXXXXX", "+49 151 NXXX XXXX",
       "030 NXXXXXXX", "(0{30|40|89}) NXXX XXXX", "0{89|69}/NXXXXXXX", "+49 {30|40|89} NXXXXXXX", "+49 (0)69 NXXX XXXX", "030-NXXX XXXX"],
# TH: mobile 0[689]x + 7 (10); Bangkok 02 + 7
"TH": ["0{81|82|83|84|85|86|87|88|89|61|62|63|64|65|91|92|93|94|95|96|97|98|99}-XXX-XXXX", "+66 {81|86|89|92|95} XXX XXXX", "+66{81|61|98}XXXXXXX", "0{81|98} XXX XXXX", "02-NXX-XXXX", "+66 2 NXX XXXX"],
# GB: mobile 07[4-9] (not 07700 900); London 020 [378], Manchester 0161, Birmingham 0121, Edinburgh 0131, Glasgow 0141, Leeds 0113 (drama ranges avoided)
"GB": ["07{400|412|480|507|533|590|711|723|788|802|841|866|900|912|940|958|971|985} NXXXXX", "+44 7{412|533|723|866|912|958} NXXXXX", "+44 (0)7{788|507|971} NXX XXX", "0044 7{841|940}NXXXXX", "+447{480|711|985}NXXXXX",
       "07{5|7|8|9}XX NXX XXX", "020 {7|8|3}{2|3|4|5|6|8}XX XXXX", "+44 20 {7|8}{2|3|5|6|8}XX XXXX", "0161 {2|3|5|7|8}XX XXXX", "0121 {2|3|4|5|7}XX XXXX", "(0131) {2|3|4|5|6}XX XXXX", "0141 {2|3|5|7|9}XX XXXX", "+44 (0)113 {2|3|4}XX XXXX"],
# FR: mobile 06 / 07[5-9] + 8; Paris 01, Lyon/SE 04, Sud-Ouest 05
"FR": ["06 XX XX XX XX", "07 {5|6|7|8}X XX XX XX", "+33 6 XX XX XX XX", "+33 (0)7 {6|8}X XX XX XX", "06.XX.XX.XX.XX", "0033 6 XX XX XX XX", "+336XXXXXXXX",
       "01 {4|5|3}X XX XX XX", "04 {7|9}X XX XX XX", "+33 1 {4|5}X XX XX XX", "05.{5|6}X.XX.XX.XX"],
# IT: mobile 3xx + 7 (10); Rome 06 / Milan 02 + 8, Naples 081 + 7
"IT": ["3{20|28|29|30|31|33|34|35|38|39|40|45|46|47|48|49|66|80|88|89|92|93|27} XXX XXXX", "+39 3{47|33|39|28|89} XXX XXXX", "+39 3{40|48}XXXXXXX", "3{35|92}-XXXXXXX",
       "06 NXXX XXXX", "02 NXXX XXXX", "+39 06 NXXXXXXX", "081 NXX XXXX", "+39 02 NXXX XXXX"],
# ES: mobile 6xx / 7[1-4]x + 6 (9); Madrid 91, Barcelona 93 + 7
"ES": ["6XX XXX XXX", "+34 6XX XX XX XX", "+34 6XX XXX XXX", "7{1|2|3|4}X XX XX XX", "+346XXXXXXXX", "91 NXX XX XX", "93 NXX XX XX", "+34 91 NXX XX XX", "0034 93 NXX XXXX"],
# KR: mobile 010 + 8; Seoul 02 + 8, Busan 051 + 7
"KR": ["010-NXXX-XXXX", "+82 10-NXXX-XXXX", "+82 10 NXXX XXXX", "010NXXXXXXX", "010 NXXX XXXX", "02-{3|5|6|2}XXX-XXXX", "051-NXX-XXXX", "+82 2-{5|3}XXX-XXXX", "(02) {5|7}XX-XXXX"],
# AU: mobile 04xx + 6 (0491 570 avoided); Sydney (02) 9, Melbourne (03) 9, Brisbane (07) 3, Perth (08) 9 + 7
"AU": ["04{00|01|02|03|04|07|08|09|10|11|12|13|14|15|16|17|18|19|21|22|23|24|25|27|28|29|30|31|32|33|38|39|47|48|50|52|55|57|58} XXX XXX", "+61 4{12|00|31|57|09} XXX XXX", "+61 (0)4{13|22} XXX XXX", "+614{17|38}XXXXXX", "04{11|29}XXXXXX",
       "(02) 9XXX XXXX", "(03) 9XXX XXXX", "(07) 3XXX XXXX", "(08) 9XXX XXXX", "+61 2 9XXX XXXX", "+61 3 9XXX XXXX"],
# CA: NANP, Canadian area codes
"CA": ["({416|647|604|778|514|438|403|613|905|780|902}) NXX-XXXX", "{416|604|587}-NXX-XXXX", "+1 {514|613|437}-NXX-XXXX", "{604|250}.NXX.XXXX", "+1 ({403|306}) NXX-XXXX"],
# ZA: mobile 0[6-8]x + 7 (10); Joburg 011, Cape Town 021, Durban 031, Pretoria 012 + 7
"ZA": ["0{82|83|84|72|73|74|76|78|79|81|71|60|61|62|63|64|65} XXX XXXX", "+27 {82|83|72|79|61} XXX XXXX", "+27{82|71|84}XXXXXXX", "0{82|76}-XXX-XXXX", "0{11|21|31|12} NXX XXXX", "+27 {21|11} NXX XXXX", "(0{11|21}) NXX-XXXX"],
# SA: mobile 05x + 7 (10); Riyadh 011, Jeddah 012 + 7
"SA": ["05{0|3|4|5|6|8|9} XXX XXXX", "+966 5{0|5|3|4} XXX XXXX", "+9665{0|6}XXXXXXX", "05{0|5}-XXX-XXXX", "00966 5{0|9}XXXXXXX", "011 NXX XXXX", "+966 1{1|2} NXX XXXX"],
# AE: mobile 05[0245678] + 7; Dubai 04, Abu Dhabi 02 + 7
"AE": ["05{0|2|4|5|6|8} XXX XXXX", "+971 5{0|5|2|6} XXX XXXX", "+971 5{0|8}-XXX-XXXX", "009715{0|5}XXXXXXX", "+9715{4|6}XXXXXXX", "04 NXX XXXX", "02 NXX XXXX", "+971 4 NXX XXXX"],
# SG: 8 digits, mobile 8/9, fixed 6
"SG": ["9XXX XXXX", "8{1|2|3|4|5|6|7|8}XX XXXX", "+65 9XXX XXXX", "+65 8{1|3|7|8}XXXXXX", "+659XXXXXXX", "6{2|3|4|5|7|8}XX XXXX", "+65 6{2|3|7}XX XXXX", "9XXX-XXXX"],
# MY: mobile 01[2346789] + 7, 011 + 8; KL 03 + 8, Penang 04 + 7
"MY": ["01{2|3|4|6|7|9}-XXX XXXX", "011-{1|2|3|5|6}XXX XXXX", "+60 1{2|3|6|9}-XXX XXXX", "+601{2|7|9}XXXXXXX", "01{2|6}XXXXXXX", "03-{2|7|8|6}XXX XXXX", "04-{2|6}XX XXXX", "+60 3-{2|7}XXX XXXX"],
# HK: 8 digits, mobile 5/6/9, fixed 2/3
"HK": ["{9|6|5}XXX XXXX", "+852 {9|6|5}XXX XXXX", "+852{9|6}XXXXXXX", "(852) {9|5}XXX XXXX", "{2|3}XXX XXXX", "+852 {2|3}XXX-XXXX", "{9|6}XXX-XXXX"],
# TW: mobile 09xx + 6 (10); Taipei (02) + 8, Taichung (04) + 8, Kaohsiung (07) + 7
"TW": ["09{10|11|12|19|20|21|28|30|32|33|35|37|52|55|58|63|66|70|72|75|78|80|82|88|89|97}-XXX-XXX", "+886 9{12|21|33|58|88} XXX XXX", "+886 9{10|66}-XXX-XXX", "+8869{19|75}XXXXXX", "09{12|33}XXXXXX",
       "(02) 2XXX-XXXX", "(04) 2XXX-XXXX", "(07) NXX-XXXX", "+886 2 2XXX XXXX", "02-2XXX-XXXX"],
# NL: mobile 06 [1-5] + 7; Amsterdam 020, Rotterdam 010 + 7
"NL": ["06-{1|2|3|4|5}XXXXXXX", "06 {1|2|3|4|5}XXX XXXX", "+31 6 {1|2|4|5}XXX XXXX", "+31 (0)6 {1|2|3}XXXXXXX", "+316{1|2|4}XXXXXXX", "020 NXX XXXX", "010-NXX XXXX", "+31 20 NXX XXXX"],
# PL: mobile 9 digits 5x/6x/7x/88; Warsaw 22, Kraków 12 + 7
"PL": ["{501|502|512|530|570|600|601|602|660|691|693|721|730|781|790|880|885} XXX XXX", "+48 {601|512|790|880} XXX XXX", "+48 {502|660}-XXX-XXX", "+48{693|730}XXXXXX", "22 NXX XX XX", "12 NXX XX XX", "+48 22 NXX XX XX"],
# SE: mobile 07[02369] + 7; Stockholm 08 + 7, Gothenburg 031 + 7
"SE": ["07{0|2|3|6|9}-XXX XX XX", "+46 7{0|2|3|6} XXX XX XX", "+46 (0)7{0|3}-XXX XX XX", "07{0|3}XXXXXXX", "08-NXX XX XX", "031-NXX XX XX", "+46 8 NXX XX XX"],
# AR: BA mobile 11 15-NXXX-XXXX nat. / +54 9 11 intl; landline (011) 4XXX-XXXX; Córdoba 351
"AR": ["+54 9 11 {2|3|4|5|6}XXX-XXXX", "011 15-{2|3|4|5|6}XXX-XXXX", "15-{2|3|4|5|6}XXX-XXXX", "+54911{3|5|6}XXXXXXX", "+54 9 351 {5|6|2}XX-XXXX", "(011) 4XXX-XXXX", "+54 11 4XXX-XXXX", "(0351) 4XX-XXXX"],
# CO: mobile 3xx + 7 (10); landline 60x + 7 (2021 plan)
"CO": ["3{00|01|02|04|05|10|11|12|13|14|15|16|17|18|20|21|23|50} XXX XXXX", "+57 3{10|00|15|20} XXX XXXX", "+573{01|12|50}XXXXXXX", "3{00|13}-XXX-XXXX", "601 NXX XXXX", "604 NXX XXXX", "+57 601 NXX XXXX"],
# KE: mobile 07xx / 01[01]x + 6 (10); Nairobi 020 + 7
"KE": ["07{0|1|2|9|4|5|6|8}X XXX XXX", "+254 7{12|22|33|40|90|57} XXX XXX", "+2547{0|1|2}XXXXXXX", "01{10|11|00|01} XXX XXX", "+254 1{10|11} XXX XXX", "07{2|9}XXXXXXX", "020 NXX XXXX", "+254 20 NXX XXXX"],
# NZ: mobile 021/022/027 + 7; Auckland 09, Wellington 04 + 7
"NZ": ["02{1|2|7} NXX XXXX", "+64 2{1|7} NXX XXXX", "+6422NXXXXXX", "09 NXX XXXX", "(04) NXX XXXX", "+64 9 NXX XXXX"],
# IE: mobile 08[35679] + 7; Dublin 01 + 7
"IE": ["08{3|5|6|7|9} XXX XXXX", "+353 8{7|6|3|5} XXX XXXX", "+353 (0)8{7|9} NXX XXXX", "08{7|5}-NXXXXXX", "01 NXX XXXX", "+353 1 NXX XXXX", "(021) 4XX XXXX"],
# CH: mobile 07[6-9] + 7; Zürich 044, Geneva 022, Bern 031 + 7
"CH": ["07{6|7|8|9} XXX XX XX", "+41 7{9|8|6} XXX XX XX", "+417{7|9}XXXXXXX", "0{44|22|31} NXX XX XX", "+41 {44|61} NXX XX XX"],
# BE: mobile 04[5-9]x + 6; Brussels 02 + 7, Antwerp 03 + 7
"BE": ["04{7|8|9}{0|1|2|3|4|5|6|7|8|9} XX XX XX", "+32 4{70|75|86|96} XX XX XX", "+324{77|94}XXXXXX", "02 NXX XX XX", "+32 2 NXX XX XX", "03/NXX.XX.XX"],
# PT: mobile 9[1236] + 7; Lisbon 21, Porto 22 + 7
"PT": ["9{1|2|3|6}X XXX XXX", "+351 9{1|3|6}X XXX XXX", "+3519{1|2}XXXXXXX", "21X XXX XXX", "+351 22X XXX XXX"],
}
# index of the first landline form per country (forms before it are mobile); None = plan has no separate mobile format (NANP, MX) or no landline forms (CD)
LAND = dict(CN=7, IN=5, US=None, ID=4, PK=4, NG=5, BR=4, BD=4, RU=4, ET=4, MX=None, JP=4, EG=4, PH=4, CD=None, VN=4, IR=3, TR=4, DE=8, TH=4, GB=6, FR=7, IT=4, ES=5, KR=5, AU=5, CA=None, ZA=4, SA=5, AE=5, SG=5, MY=5, HK=4, TW=5, NL=5, PL=4, SE=4, AR=5, CO=4, KE=6, NZ=3, IE=4, CH=3, BE=3, PT=3)
