# Hand-written phone forms per country, from each national numbering plan.
# Mini-language: X = any digit, N = 2-9, [..] = digit class, {a|b|c} = one alternative; rest literal.
# NANP: E = exchange NXX (never N11, never 555).
PLANS = {
 # CN: mobile 1[3-9] + 9 digits (11). Landline: area 010/020/021 + 8 digits; 0755/0571/028(8-digit local).
 "CN": ["1{3[0-9]|5[0-35-9]|8[0-9]}XXXXXXXX", "1{39|86|37|58|77|99|66} XXXX XXXX", "1{35|88|50|52|89|73}-XXXX-XXXX",
        "+86 1{38|59|87|36} XXXX XXXX", "+86-1{33|81|51}-XXXX-XXXX", "0086 1{31|76|98}XXXXXXXX", "+861{57|85|39}XXXXXXXX",
        "010-{6|8}NXXXXXX", "021-{5|6}NXXXXXX", "0755-{2|8}NXXXXXX", "020-{3|8}NXXXXXX", "(0571) 8NXX XXXX",
        "028-{8|6}NXXXXXX", "+86 10 {6|5}NXX XXXX", "+86 21 {5|6}NXX XXXX", "0{10|21}{6|5}NXXXXXX"],
 # IN: mobile [6-9] + 9 (10 digits), trunk 0; landline Delhi 011 + 8, Mumbai 022 + 8, Bengaluru 080 + 8.
 "IN": ["{98|99|97|94|88|70|63}XXX XXXXX", "+91 {98|90|81|93|77}XXX XXXXX", "+91-{9|8|7}[0-9]XXXXXXXX", "0{98|96|87}XXXXXXXX",
        "{9|8|7|6}[0-9]XXXXXXXX", "+91 {99|73} XXXX XXXX", "011-{2|4}NXX XXXX", "022 {2|6}NXX XXXX", "080-{2|4}NXX XXXX", "+91 22 {2|6}NXX XXXX", "+91 80 {4|2}NXX XXXX"],
 # US: NPA NXX XXXX, real area codes.
 "US": ["({212|415|312|617|206|512|303|404|713|646}) E-XXXX", "{213|718|305|702|480|919|612}-E-XXXX", "{503|614|720|412}.E.XXXX",
        "+1 {415|202|310|617} E XXXX", "1-{800|212|516|773}-E-XXXX", "+1 ({646|702|858}) E-XXXX", "{347|512|971}EXXXX"],
 "CA": ["({416|604|514|403|613}) E-XXXX", "{647|778|905|587}-E-XXXX", "+1 {416|514|604} E XXXX", "1-{613|902|306}-E-XXXX", "{204|437}.E.XXXX"],
 # ID: mobile 08xx + 7-9 (10-13 digits), Jakarta 021 + 8, Surabaya 031 + 7.
 "ID": ["08{11|12|13|21|22|52|53|57|77|78|15|56}-NXXX-XXXX", "08{12|17|19|56} NXXX XXX", "+62 8{12|13|17|57}-NXXX-XXXX", "+628{11|21|52}NXXXXXXX",
        "08{13|22|38}NXXXXXXX", "(021) {5|7}NXX XXXX", "+62 21 {5|2}NXX XXXX", "031-{5|8}NX XXXX"],
 # PK: mobile 03[0-4]x + 7 (11); Karachi 021 + 8, Lahore 042 + 8, Islamabad 051 + 7.
 "PK": ["03{00|01|21|33|45|12|42} NXXXXXX", "03{00|32|45}-NXXXXXX", "+92 3{00|21|33|45} NXXXXXX", "+92-3{01|14|36}-NXXXXXX", "+923{03|31}NXXXXXX",
        "021-3{4|5}NXXXXX", "042-3{5|7}NXXXXX", "051-2NXXXXX", "+92 21 3{4|5}NX XXXX"],
 # NG: mobile 0[789]0x/08[01]x + 7 (11 digits); Lagos 01 + 7.
 "NG": ["0{803|806|813|816|703|706|805|807|815|802|808|812|809|817|818|909|908|901|902|903} NXX XXXX",
        "0{803|806|705|810}NXXXXXX", "+234 {803|806|813|802|809} NXX XXXX", "+234 (0) {803|708|905} NXX XXXX", "+234{803|816|902}NXXXXXX", "0{803|807}-NXX-XXXX", "+234 1 {2|4}XX XXXX"],
 # BR: DDD + 9 + [6-9]xxx-xxxx mobile; landline DDD + [2-5]xxx-xxxx.
 "BR": ["({11|21|31|41|51|61|71|81|85|19}) 9[6-9]XXX-XXXX", "{11|21|48|62} 9[6-9]XXX-XXXX", "+55 {11|21|31|27} 9[6-9]XXX-XXXX", "+55 ({11|47|84}) 9[6-9]XXX XXXX",
        "+55{11|21|51}9[6-9]XXXXXXX", "({11|21|31}) {3|2}XXX-XXXX", "+55 {11|41} {3|4}XXX-XXXX"],
 # BD: mobile 01[3-9] + 8 (11 digits). Landlines left out (Dhaka's 7->8 digit migration; not sure of current local length).
 "BD": ["01{711|712|819|911|715|552|678|817|309|999}-NXXXXX", "01{71|81|91|67|55|31}X NXXXXX", "+880 1{711|819|911|552}-NXXXXX", "+8801{71|81|91|74}NXXXXXX",
        "01{711|612|912} NXX XXX", "+880 1{3|4|5|6|7|8|9}XX XXX XXX", "01{3|6|9}XX XXX XXX"],
 # RU: mobile 9xx + 7 (8 trunk); Moscow 495/499, SPb 812.
 "RU": ["8 ({916|903|905|926|915|985|977|999|950|952}) NXX-XX-XX", "+7 {916|903|926|999|921} NXX-XX-XX", "+7 ({925|909|917}) NXX XX XX", "8{916|905|929}NXXXXXX",
        "+79{03|16|26|85}NXXXXXX", "8-{903|911}-NXX-XX-XX", "8 ({495|499}) NXX-XX-XX", "+7 {495|499} NXX-XX-XX", "+7 (812) NXX-XX-XX"],
 # ET: mobile 09[1-4]x / 07[01]x + 6 (10 digits); Addis 011 + 7.
 "ET": ["09{11|12|13|21|23|30|41|44} NXX XXX", "+251 9{11|12|23|41} NXX XXX", "+251 {91|92|70} NXX XXXX", "+2519{11|13}NXXXXX", "09{11|24}NXXXXX",
        "07{00|10|12} NXX XXX", "011 {5|6}NX XXXX", "+251 11 {5|6}NX XXXX"],
 # MX: 10-digit national numbers; CDMX 55, GDL 33, MTY 81, Puebla 222, Cancún 998.
 "MX": ["55 {1|2|4|5|6|7|8}XXX XXXX", "55-{2|5|8}XXX-XXXX", "+52 55 {1|2|5|6}XXX XXXX", "({33|81}) {1|3|8}XXX XXXX", "+52 {81|33} {1|2|8}XXX-XXXX",
        "{222|998|442|664} NXX XXXX", "+52 {222|477} NXX XXXX", "+5255{1|4|6}XXXXXXX"],
 # JP: mobile 090/080/070 + 8 (first 1-9); Tokyo 03 + 8, Osaka 06 + 8, Yokohama 045 + 7, Nagoya 052 + 7.
 "JP": ["0{90|80|70}-[1-9]XXX-XXXX", "0{90|80} [1-9]XXX XXXX", "+81 {90|80}-[1-9]XXX-XXXX", "+81 {90|70} [1-9]XXX XXXX", "0{90|80|70}[1-9]XXXXXXX",
        "03-{3|5|6}XXX-XXXX", "06-{6|4}XXX-XXXX", "+81 3 {3|5|6}XXX XXXX", "045-{2|3|9}XX-XXXX", "052-{2|9}XX-XXXX", "+81-6-{6|4}XXX-XXXX"],
 # EG: mobile 01[0125] + 8 (11 digits); Cairo 02 + 8, Alexandria 03 + 7.
 "EG": ["01{0|1|2|5}NXXX XXXX", "01{0|1|2|5} NXXX XXXX", "01{00|06|11|22|27|55} NXX XXXX", "+20 1{0|1|2|5} NXXX XXXX", "+201{0|2|5}NXXXXXXX", "0020 1{0|1} NXXX XXXX",
        "02 {2|3}NXX XXXX", "+20 2 {2|3}NXX XXXX", "03 {4|5}NX XXXX"],
 # PH: mobile 09xx + 7 (11 digits); Manila 02 + 8xxx xxxx.
 "PH": ["09{17|18|19|20|27|95|98|05|06|15|26|39|66|77} NXX XXXX", "09{17|28|99}-NXX-XXXX", "+63 9{17|18|20|55|98} NXX XXXX", "+639{17|06|27}NXXXXXX", "09{17|19}NXXXXXX",
        "(02) 8NXX XXXX", "+63 2 8NXX XXXX", "02-8NXX-XXXX"],
 # CD: mobile 0 + 8x/9x + 7 (10 digits): Vodacom 81/82, Orange 84/85/89, Airtel 97/99, Africell 90.
 "CD": ["0{81|82|84|85|89|97|99|90} NXX XXXX", "+243 {81|82|85|97|99} NXX XXXX", "+243{81|84|99}NXXXXXX", "0{81|99}NXXXXXX", "00243 {82|89} NXX XXXX", "0{97|81}-NXX-XXXX"],
 # VN: mobile 10 digits: 09x, 03[2-9], 07[06-9], 08[1-9], 05[689]; Hanoi 024 + 8, HCMC 028 + 8.
 "VN": ["09{12|13|03|04|83|87|88|36} NXX XXX", "09{12|87|09}.NXX.XXX", "+84 9{12|03|87|36} NXX XXX", "+84 3{2|5|8|9} NXX XXXX", "0{32|35|39|70|77|78|81|86|56|58}NXXXXXX",
        "0{90|93} NXX XXXX", "024 {3|6}NXX XXXX", "028 {3|6}NXX XXXX", "+84 28 {3|6}NXX XXXX"],
 # IR: mobile 09[0-3]x/099x + 7 (11 digits); Tehran 021 + 8, Isfahan 031 + 8.
 "IR": ["09{12|35|19|01|90|21|13|36} NXX XXXX", "+98 9{12|35|19|01} NXX XXXX", "0098 9{12|35} NXX XXXX", "+989{12|01}NXXXXXX", "09{12|19}NXXXXXX",
        "021 {2|4|8}NXX XXXX", "+98 21 {2|8}NXX XXXX", "031 3NXX XXXX"],
 # TR: mobile 05[0345]x + 7 (11); Istanbul 0212/0216, Ankara 0312 + 7.
 "TR": ["05{32|33|35|42|05|55|44|53|30|06} NXX XX XX", "+90 5{32|35|42|55} NXX XX XX", "0 (5{32|44|05}) NXX XX XX", "+90 (5{35|33}) NXX-XX-XX", "05{32|55}NXXXXXX",
        "0{212|216} NXX XX XX", "0312 NXX XX XX", "+90 {212|216} NXX XX XX", "(0{212|232}) NXX XX XX"],
 # DE: mobile 0151/0152/0157/0176 + 8, 0160/0170/0171/0172 + 7; Berlin 030, Munich 089, Hamburg 040, Frankfurt 069 + 8, Köln 0221 + 7.
 "DE": ["0{151|152|157|176|162} NXXXXXXX", "0{170|171|172|160} NXXXXXX", "+49 {171|172|160} NXXXXXX", "+49 (0){151|176} NXXX XXXX", "0{171|170}/NXXXXXX",
        "0049 {176|152} NXXXXXXX", "+49{151|157}NXXXXXXX", "030 NXXXXXXX", "0{89|40|69} NXXX XXXX", "+49 30 NXXX XXXX", "(030) NXXX XXXX", "030/NXXXXXXX", "0221 NXXXXXX", "+49 {89|40} NXXXXXXX"],
 # TH: mobile 0[689]x + 7 (10); Bangkok 02 + 7, Chiang Mai 053 + 6.
 "TH": ["0{81|86|89|61|62|63|64|65|91|92|95|98}-NXX-XXXX", "0{81|89|96} NXX XXXX", "+66 {81|89|62|92} NXX XXXX", "+66 {8|6|9}[1-9]-NXX-XXXX", "0{81|98}NXXXXXX",
        "02-NXX-XXXX", "+66 2 NXX XXXX", "053-NXX-XXX"],
 # GB: mobile 07[4589]xx + 6 (no 07700 900 drama range); London 020 [378] (not 7946), Manchester 0161, Birmingham 0121, Edinburgh 0131, Leeds 0113 (exchange never 496).
 "GB": ["07[4589][0-9]X XXXXXX", "+44 7[4589][0-9]X XXXXXX", "+44 (0)7[4589][0-9]X XXXXXX", "07[4589]XXXXXXXX", "07[4589][0-9]X XXX XXX",
        "020 {7|8|3}[2-8]XX XXXX", "+44 20 {7|8}[2-8]XX XXXX", "+44 (0)20 {3|7}[2-8]XX XXXX", "0{161|121|131|113} [2-8][0-8]X XXXX", "+44 {161|121} [2-8][0-8]X XXXX", "(0{161|141}) [2-8][0-8]X XXXX"],
 # FR: mobile 06 / 07[3-9] + 8 (10 digits); Paris 01, Lyon 04 + 8.
 "FR": ["06 XX XX XX XX", "07 [5-8]X XX XX XX", "06.XX.XX.XX.XX", "+33 6 XX XX XX XX", "+33 (0)6 XX XX XX XX", "+33 7 [5-8]X XX XX XX", "0033 6 XX XX XX XX", "06XXXXXXXX",
        "01 {4|5|6}X XX XX XX", "04 {7|9}X XX XX XX", "+33 1 {4|5}X XX XX XX", "01.{4|5}X.XX.XX.XX"],
 # IT: mobile 3xx + 7 (10); Rome 06 + 8, Milan 02 + 8, Naples 081 + 7, Turin 011 + 7.
 "IT": ["3{20|28|29|33|35|38|39|40|47|48|49|66|80|88|93} NXX XXXX", "+39 3{33|47|28|40} NXX XXXX", "3{47|39}-NXXXXXX", "+393{35|49}NXXXXXX", "3{33|48} NXXXXXX",
        "06 {3|4|5|8}XXX XXXX", "02 {2|3|4|8}XXX XXXX", "+39 02 {4|8}XXX XXXX", "+39 06 {4|5}XXX XXXX", "081 {5|7}XX XXXX", "011 {5|6}XX XXXX"],
 # ES: mobile 6xx / 7[1-4]x + 6 (9 digits); Madrid 91, Barcelona 93.
 "ES": ["6{12|15|18|20|29|36|47|55|61|66|77|86|96} XXX XXX", "6{0|1|5|9}X XX XX XX", "+34 6{12|39|50|78} XXX XXX", "+34 7{1|2|3|4}X XX XX XX", "+346{26|61}XXXXXX", "0034 6{30|47} XXX XXX",
        "91 NXX XX XX", "93 NXX XX XX", "+34 91 NXX XX XX", "9{54|63|76} NXX XXX"],
 # KR: mobile 010 + [2-9]xxx + 4; Seoul 02 + 8 (or 7), Busan 051 + 7, Gyeonggi 031 + 7/8.
 "KR": ["010-NXXX-XXXX", "010 NXXX XXXX", "+82 10-NXXX-XXXX", "+82 10 NXXX XXXX", "010NXXXXXXX", "+8210NXXXXXXX",
        "02-NXXX-XXXX", "02-NXX-XXXX", "051-NXX-XXXX", "031-NXXX-XXXX", "+82 2-NXXX-XXXX"],
 # AU: mobile 04[0-8]x + 6 (avoids 0491 570 fictional); Sydney/Melbourne/Brisbane/Perth 0N + 9/3 + 7.
 "AU": ["04[0-8]X XXX XXX", "+61 4[0-8]X XXX XXX", "+61 (0)4[0-8]X XXX XXX", "04[0-8]XXXXXXX", "04[0-8]X-XXX-XXX",
        "(02) 9NXX XXXX", "(03) 9NXX XXXX", "(07) 3NXX XXXX", "(08) 9NXX XXXX", "+61 2 9NXX XXXX", "02 8NXX XXXX", "+61 3 9NXX XXXX"],
 # ZA: mobile 06x/07x/08[1-4] + 7 (10); Joburg 011, Cape Town 021, Durban 031 + 7.
 "ZA": ["0{82|83|84|72|73|76|79|60|61|71|74} NXX XXXX", "+27 {82|83|72|79} NXX XXXX", "+27 (0){83|61} NXX XXXX", "0{72|82}NXXXXXX", "0{82|71}-NXX-XXXX",
        "0{11|21|31} NXX XXXX", "+27 {21|11} NXX XXXX", "(0{11|12}) NXX-XXXX"],
 # SA: mobile 05x + 7 (10); Riyadh 011, Jeddah 012 + 7.
 "SA": ["05{0|3|4|5|6|8|9} NXX XXXX", "05{0|5}NXXXXXX", "+966 5{0|3|5|6} NXX XXXX", "00966 5{0|4} NXX XXXX", "+9665{0|5|9}NXXXXXX", "011 4NX XXXX", "012 6NX XXXX", "+966 11 4NX XXXX"],
 # AE: mobile 05[024568] + 7 (10); Dubai 04, Abu Dhabi 02 + 7.
 "AE": ["05{0|2|4|5|6|8} NXX XXXX", "+971 5{0|5|2|6} NXX XXXX", "+9715{0|8}NXXXXXX", "00971 5{0|5} NXX XXXX", "05{0|6}-NXX-XXXX", "04 {2|3|4}XX XXXX", "02 {4|6}XX XXXX", "+971 4 {3|4}XX XXXX"],
 # SG: 8 digits; mobile 8[1-9]/9[0-8], fixed 6.
 "SG": ["9[0-8]XX XXXX", "8[1-9]XX XXXX", "+65 9[0-8]XX XXXX", "+65 8[1-9]XX-XXXX", "+659[0-8]XXXXXX", "9[0-8]XX-XXXX", "6[1-9]XX XXXX", "+65 6[1-9]XX XXXX"],
 # MY: mobile 01[0-46-9] + 7, 011 + 8; KL 03 + 8, Penang 04 + 7.
 "MY": ["01{2|3|6|7|9}-NXX XXXX", "01{2|6|9} NXX XXXX", "+60 1{2|3|7|9}-NXX XXXX", "+601{2|6}NXXXXXX", "011-NXXX XXXX", "+60 11-NXXX XXXX",
        "03-{2|7|8}XXX XXXX", "04-{2|6}XX XXXX", "+60 3-{2|7}XXX XXXX"],
 # HK: 8 digits; mobile 5[1-9]/6/9[0-8], fixed 2/3.
 "HK": ["9[0-8]XX XXXX", "6XXX XXXX", "5[1-9]XX XXXX", "+852 9[0-8]XX XXXX", "+852 6XXX-XXXX", "(852) 5[1-9]XX XXXX", "+8529[0-8]XXXXXX", "2XXX XXXX", "+852 2XXX XXXX", "3XXX-XXXX"],
 # TW: mobile 09xx + 6 (10); Taipei 02 + 8, Taichung 04 + 8, Kaohsiung 07 + 7.
 "TW": ["09{12|13|21|28|33|37|55|58|63|71|77|88|98}-NXX-XXX", "09{12|33|88} NXX XXX", "+886 9{12|21|55} NXX XXX", "+886-9{37|63}-NXX-XXX", "09{10|28}NXXXXX",
        "(02) 2XXX-XXXX", "(04) 2XXX-XXXX", "(07) NXX-XXXX", "+886 2 2XXX XXXX", "02-2XXX-XXXX"],
 # NL: mobile 06 + [1-5] + 7 (10); Amsterdam 020, Rotterdam 010, Utrecht 030 + 7.
 "NL": ["06-[1-5]XXXXXXX", "06 [1-5]XXX XXXX", "06[1-5]XXXXXXX", "+31 6 [1-5]XXX XXXX", "+31 (0)6 [1-5]XXXXXXX", "0031 6 [1-5]XXXXXXX", "020 NXX XXXX", "0{10|30} NXX XXXX", "+31 20 NXX XXXX", "020-NXXXXXX"],
 # PL: 9 digits, mobile 5[0137-9]/6/7[2-9]/88; Warsaw 22, Kraków 12 (fixed + 7).
 "PL": ["{501|502|509|601|602|604|691|721|790|512|533|570|881} XXX XXX", "+48 {501|605|697|782|530} XXX XXX", "+48 {50|51|53|57|60|66|69|72|79}X-XXX-XXX", "+48{601|512}XXXXXX", "{600|793}-XXX-XXX", "22 NXX XX XX", "12 NXX XX XX", "+48 22 NXX XX XX"],
 # SE: mobile 07[02369] + 7 (10); Stockholm 08 + 7, Gothenburg 031 + 6/7.
 "SE": ["07{0|2|3|6|9}-NXX XX XX", "07{0|3|6}NXXXXXX", "+46 7{0|2|3|6} NXX XX XX", "+46 (0)7{0|3} NXX XX XX", "0046 7{6|0} NXX XX XX", "08-NXX XX XX", "+46 8 NXX XX XX", "031-NX XX XX", "08-NXX XXX XX"],
 # AR: mobile +54 9 area local; national 0 area 15 local; BA 11 + 8, Córdoba 351 + 7.
 "AR": ["+54 9 11 {2|3|4|5|6}XXX-XXXX", "011 15-{2|3|4|5|6}XXX-XXXX", "11 {2|3|5|6}XXX-XXXX", "+54 9 351 NXX-XXXX", "0351 15-NXX-XXXX", "+5491{1}{2|5|6}XXXXXXX",
        "(011) 4XXX-XXXX", "+54 11 4XXX-XXXX", "011 {4|5}XXX-XXXX"],
 # CO: mobile 3[0-25]x + 7 (10); landline 60 + area + 7 (Bogotá 601, Medellín 604, Cali 602).
 "CO": ["3{00|01|10|11|12|13|15|16|17|18|20|21|50} NXX XXXX", "+57 3{00|10|15|20} NXX XXXX", "3{15|14}NXXXXXX", "(+57) 3{15|17}-NXX-XXXX", "3{00|12}-NXX-XXXX",
        "601 {2|3|7}XX XXXX", "60{4|2} NXX XXXX", "+57 601 {2|7}XX XXXX"],
 # KE: mobile 07xx / 01[01]x + 6 (10); Nairobi 020 + 7.
 "KE": ["07{12|22|33|01|10|20|23|40|90|57|68} NXX XXX", "+254 7{12|22|33|01} NXX XXX", "+254 7{10|90}NXXXXX", "+2547{22|11}NXXXXX", "07{22|12}-NXX-XXX",
        "01{10|11|12} NXX XXX", "020 NXX XXXX", "+254 20 NXX XXXX"],
 # CH: mobile 07[5-9] + 7 (10); Zürich 044, Geneva 022, Bern 031 + 7.
 "CH": ["07{6|7|8|9} NXX XX XX", "+41 7{6|8|9} NXX XX XX", "+41 (0)79 NXX XX XX", "0041 7{6|8} NXX XX XX", "0{44|22|31} NXX XX XX", "+41 {44|61} NXX XX XX"],
 # IE: mobile 08[35-9] + 7 (10); Dublin 01 + 7, Cork 021 + 6/7.
 "IE": ["08{3|5|6|7|9} NXX XXXX", "+353 8{3|5|7|9} NXX XXXX", "+3538{6|7}NXXXXXX", "08{7|6}-NXX-XXXX", "(01) NXX XXXX", "+353 1 NXX XXXX", "021 4NX XXXX"],
 # NZ: mobile 021/022/027 + 6-8; Auckland 09, Wellington 04 + 7.
 "NZ": ["02{1|2|7} NXX XXXX", "02{1|7} NXX XXX", "+64 2{1|2|7} NXX XXXX", "+64 2{1|7}NXXXXXX", "(09) NXX XXXX", "09 NXX XXXX", "+64 9 NXX XXXX", "(04) NXX XXXX"],
 # BE: mobile 04[5-9]x + 6 (10); Brussels 02 + 7, Antwerp 03 + 7.
 "BE": ["04{70|71|72|75|76|77|78|79|85|86|94|96} XX XX XX", "+32 4{75|77|86|96} XX XX XX", "+324{70|78}XXXXXX", "0032 4{72|95} XX XX XX", "0{2|3} NXX XX XX", "+32 2 NXX XX XX"],
}
WEIGHT = {"CN": 100, "US": 50, "IN": 50, "GB": 34, "DE": 26, "JP": 26, "BR": 24, "RU": 24}
# number of leading mobile forms in each list (the rest are landlines); NANP and MX have one plan for both.
MOBILE = dict(CN=7, IN=6, US=7, CA=5, ID=5, PK=5, NG=6, BR=5, BD=7, RU=6, ET=6, MX=8, JP=5, EG=6, PH=5, CD=6, VN=6, IR=5, TR=5,
              DE=7, TH=5, GB=5, FR=8, IT=5, ES=6, KR=6, AU=5, ZA=5, SA=5, AE=5, SG=6, MY=6, HK=7, TW=5, NL=6, PL=5, SE=5, AR=6,
              CO=5, KE=6, CH=4, IE=4, NZ=4, BE=4)
