# Hand-written phone number forms per country (pii12).
# Template syntax: X = any digit, N = digit 2-9, Q = NANP central-office code (3 digits, first 2-9,
# never N11, never 555), {a|b|c} = pick one literal alternative, "~" separates the main number
# from an extension (the "~" itself is dropped; the extension stays in the text and in the span).
# Each entry: cc (country calling code), trunk (national trunk prefix or ""), nsn (allowed lengths of
# the national significant number, checked by build.py), mobile / land forms, place names.
# Free subscriber digits are random; everything else (prefixes, area codes, grouping) is hand-written.

P = {}

# CN: MIIT plan. Mobiles 11 digits 1[3-9]x (130-139,150-159 minus 154,166,17x,18x,19x).
# Landlines: trunk 0 + area code (010 Beijing, 021 Shanghai, 020 Guangzhou, 0755 Shenzhen,
# 0571 Hangzhou, 028 Chengdu, 027 Wuhan, 025 Nanjing) + 8-digit local number starting 2-8.
P["CN"] = dict(cc="86", trunk="0", nsn={10, 11},
  mobile=["{138|139|135|136|137|158|159|150|151|152|157|188|187|182|183|184|147|178}XXXXXXXX",
          "{130|131|132|155|156|185|186|166|176|175}-XXXX-XXXX",
          "{133|153|180|181|189|177|173|199|191}XXXX XXXX".replace("XXXX XXXX", " XXXX XXXX"),
          "+86 {139|186|133|158|177|198} XXXX XXXX", "+86-1{3|5|8}XXXXXXXXX", "+8618XXXXXXXXX",
          "0086 13XXXXXXXXX", "+86 15X-XXXX-XXXX", "1{3|8}X XXXX XXXX", "1{5|7|9}X-XXXX-XXXX"],
  land=["010-{6|8|5}XXXXXXX", "(010) 6XXX XXXX", "021-{5|6|3}XXXXXXX", "021 6XXX XXXX",
        "020-{3|8}XXXXXXX", "0755-{8|2}XXXXXXX", "0755 8XXX XXXX", "0571-{8|5}XXXXXXX",
        "028-8XXXXXXX", "027-{8|5}XXXXXXX", "025-{8|5}XXXXXXX", "+86 21 {5|6}XXX XXXX",
        "+86 10 {6|8}XXX XXXX", "+86 (0)755 8XXX XXXX", "010-6XXXXXXX~-8X{0|1|2}", "0755-86XXXXXX~转6X0X"],
  en=["Shanghai", "Chengdu", "Beijing", "Shenzhen"], zh=["上海", "成都", "北京", "深圳", "杭州"])

# US: NANP. Real area codes (212 NYC, 718 Brooklyn, 415 SF, 312 Chicago, 617 Boston, 206 Seattle,
# 305 Miami, 512 Austin, 713 Houston, 404 Atlanta, 602 Phoenix, 503 Portland, 919 Raleigh, 702 Las Vegas);
# exchange 2-9 first digit, not N11, not 555; 4-digit line. Extensions "ext." / "x".
P["US"] = dict(cc="1", trunk="1", nsn={10},
  mobile=["({212|718|415|312|617|206}) Q-XXXX", "{305|512|713|404}-Q-XXXX", "{602|503|919}.Q.XXXX",
          "+1 {702|213|646} Q XXXX", "+1 ({415|312|617}) Q-XXXX", "1-{800|888}-Q-XXXX".replace("{800|888}", "{480|773}"),
          "{206|512}QXXXX", "+1{212|305|713}QXXXX", "{919|404} Q XXXX", "001 {646|310} Q XXXX"],
  land=["({617|212}) Q-XXXX~ ext. {2|3|4}XX", "{312|415}-Q-XXXX~ x{1|2|5}XX", "({713|503}) Q-XXXX~ Ext. {1|4}XX",
        "+1 ({202|206}) Q-XXXX", "({470|678}) Q XXXX"],
  en=["Brooklyn", "Austin", "Seattle", "Miami"], zh=["纽约", "洛杉矶", "西雅图", "休斯敦"])

# CA: NANP. Area codes 416/647 Toronto, 604/778 Vancouver, 514/438 Montreal, 403/587 Calgary,
# 613 Ottawa, 902 Halifax, 204 Winnipeg, 905 GTA.
P["CA"] = dict(cc="1", trunk="1", nsn={10},
  mobile=["({416|647}) Q-XXXX", "{604|778}-Q-XXXX", "{514|438}.Q.XXXX", "+1 {403|587} Q XXXX",
          "+1 ({613|902}) Q-XXXX", "1-{204|905}-Q-XXXX", "{416|604}QXXXX", "+1{514|647}QXXXX"],
  land=["({613|416}) Q-XXXX~ ext. {2|3|7}XX", "{905|403}-Q-XXXX~ x{1|2}XX", "({204|902}) Q XXXX"],
  en=["Toronto", "Vancouver", "Montreal", "Calgary"], zh=["多伦多", "温哥华", "蒙特利尔"])

# GB: Ofcom plan. Mobiles 07[1-5,7-9]xx + 6 digits (07700 900xxx drama range avoided).
# Geographic: 020 London (3/7/8 first), 0161 Manchester, 0121 Birmingham, 0113 Leeds, 0141 Glasgow,
# 0131 Edinburgh, 0117 Bristol, 029 20 Cardiff, 01223 Cambridge, 01865 Oxford; drama 496/7946 0 avoided.
P["GB"] = dict(cc="44", trunk="0", nsn={10},
  mobile=["07{7|8|9|4|5}{1|2|3|5|6|8}X XXXXXX", "07{9|8}{1|2|5}XXXXXXX", "+44 7{7|8|9|5|4}{1|2|3|6|8}X XXXXXX",
          "+44 (0)7{9|7|4}{1|3|5}X XXX XXX", "0044 7{8|5}{1|2|9}X XXX XXX", "07{3|4|5}{2|4|5|8}X XXX XXX",
          "+447{9|7|8}{1|2|3}XXXXXXX", "07{9|5}{2|3|4}X-XXX-XXX"],
  land=["020 {7|8|3}{0|1|2|3|4|5|6|8}XX XXXX", "+44 20 {7|8}{2|3|4}XX XXXX", "+44 (0)20 {3|8}{1|4|5}XX XXXX",
        "0161 {2|3|7|8|9}XX XXXX", "0121 {2|3|7|4}{0|1|2|3|5}X XXXX", "0113 {2|3|2}{0|4|6}X XXXX",
        "0141 {2|3|5|9}XX XXXX", "0131 {2|3|5|6}XX XXXX", "(0117) {9|3|2}XX XXXX", "029 20{2|3|4|5}X XXXX",
        "01223 {3|4|5}XXXXX", "(01865) {2|5|7}XXXXX", "+44 161 {2|8|9}XX XXXX", "020 {7|8}{2|5}XX XXXX~ ext {2|3}XX",
        "0121 {2|4}{1|2}X XXXX~ ext. {4|5}XX"],
  en=["Leeds", "Bristol", "Glasgow", "Manchester"], zh=["伦敦", "曼彻斯特", "爱丁堡", "伯明翰"])

# IN: TRAI plan. Mobiles 10 digits starting 6-9 (written 5+5). Landlines: trunk 0 + STD code + local,
# 10 digits in total after the 0: 011 Delhi, 022 Mumbai, 080 Bengaluru, 044 Chennai, 033 Kolkata,
# 040 Hyderabad, 020 Pune (local numbers start 2/4/6).
P["IN"] = dict(cc="91", trunk="0", nsn={10},
  mobile=["{98|99|97|94|93|90|88|87|70|78|63|62|81|95}XXX XXXXX", "+91 {98|99|96|91|89|73}XXX XXXXX",
          "+91-{9|8|7|6}XXXXXXXXX", "{9|8|7}XXXXXXXXX", "0{98|94|90}XXXXXXXX", "+91 {9|7|8}XXXX-XXXXX",
          "{91|93|86}XXX-XXXXX", "+91{9|6|7}XXXXXXXXX"],
  land=["011-{2|4}XXXXXXX", "022 {2|6}XXX XXXX", "080-{2|4}XXX XXXX", "044 {2|4}XXXXXXX",
        "033-{2|4}XXX-XXXX", "040 {2|6}XXX XXXX", "+91 80 {4|2}XXX XXXX", "+91 22 {2|6}XXX XXXX",
        "(020) {2|6}XXXXXXX", "+91-11-{2|4}XXXXXXX~ ext. {2|3}XX"],
  en=["Pune", "Bengaluru", "Chennai", "Jaipur"], zh=["孟买", "班加罗尔", "新德里"])

# ID: Indonesian plan. Mobiles 08 + operator (811-813/821-823/852-853 Telkomsel, 814-816/855-858
# Indosat, 817-819/859/877-878 XL, 895-899 Tri), 10-13 digits. Landlines 021 Jakarta (+8), 031 Surabaya,
# 022 Bandung, 0274 Yogyakarta (+6), 0361 Denpasar (+6).
P["ID"] = dict(cc="62", trunk="0", nsn={9, 10, 11, 12},
  mobile=["08{12|13|21|52|53|11}-XXXX-XXXX", "08{15|16|56|57|58}XXXXXXXX", "+62 8{12|17|18|77|78} XXXX XXXX",
          "+628{13|21|95|96}XXXXXXXX", "0{812|877|896} XXXX XXXX", "+62 8{11|19}-XXXX-XXX", "08{52|59} XXXX XXXXX"],
  land=["(021) {5|7|2}XXX XXXX", "021-{2|5}XXXXXXX", "+62 21 {5|7}XXX XXXX", "(031) {5|8}XXXXXX",
        "022-{2|7}XXXXXX", "(0274) {3|5}XXXXX", "0361 {2|7}XXXXX"],
  en=["Bali", "Jakarta", "Yogyakarta", "Bandung"], zh=["雅加达", "巴厘岛", "泗水"])

# PK: PTA plan. Mobiles 03xx + 7 digits (030x Jazz, 031x Zong, 032x Jazz, 033x Ufone, 034x Telenor).
# Landlines: 021 Karachi (+8), 042 Lahore (+8), 051 Islamabad/Rawalpindi (+7).
P["PK"] = dict(cc="92", trunk="0", nsn={9, 10},
  mobile=["03{00|01|05|21|33|45}-XXXXXXX", "03{12|14|35|47} XXXXXXX", "+92 3{00|21|33|45} XXXXXXX",
          "+92-3{01|15|42}-XXXXXXX", "+923{00|32|46}XXXXXXX", "0092 3{31|03} XXX XXXX", "03{02|24|36}XXXXXXX"],
  land=["021-{3|9}XXXXXXX", "042 {3|9}XXX XXXX", "+92 21 3XXX XXXX", "051-{2|5}XXXXXX", "(042) 3XXXXXXX"],
  en=["Lahore", "Karachi", "Islamabad"], zh=["拉合尔", "卡拉奇", "伊斯兰堡"])

# NG: NCC plan. Mobiles 0 + 70x/80x/81x/90x + 7 digits (0803/0806/0813/0816/0703/0706/0903 MTN,
# 0805/0807/0815/0905 Glo, 0802/0808/0812/0701/0902 Airtel, 0809/0817/0818/0909 9mobile).
# Landlines: 01 Lagos (+7), 09 Abuja (+7).
P["NG"] = dict(cc="234", trunk="0", nsn={8, 10},
  mobile=["0{803|806|813|816|703|706|903} XXX XXXX", "0{805|807|815|905}-XXX-XXXX", "+234 {802|808|812|701} XXX XXXX",
          "+234{809|817|818|909}XXXXXXX", "0{810|814|903|906}XXXXXXX", "+234 (0){803|805} XXX XXXX", "0{902|708} XXX XXXX"],
  land=["01 {2|4|7}XX XXXX", "+234 1 {2|4}XX XXXX", "09-{2|4|6}XXXXXX"],
  en=["Lagos", "Abuja", "Ibadan"], zh=["拉各斯", "阿布贾"])

# BR: Anatel plan. Mobiles: DDD (11 SP, 21 RJ, 31 BH, 41 Curitiba, 51 POA, 61 Brasília, 71 Salvador,
# 81 Recife, 85 Fortaleza, 19 Campinas, 48 Florianópolis) + 9 + 8 digits (second digit 6-9).
# Landlines DDD + 8 digits starting 2-5.
P["BR"] = dict(cc="55", trunk="0", nsn={10, 11},
  mobile=["({11|21|31|41}) 9{6|7|8|9}XXX-XXXX", "+55 {11|51|61|71} 9{8|9|7}XXX-XXXX", "+55 ({21|81|85}) 9{6|8|9}XXX-XXXX",
          "{19|48} 9{7|9}XXX XXXX", "+55{11|21}9{8|9}XXXXXXX", "({31|61}) 9 {8|9}XXX-XXXX", "0{11|21} 9{8|9}XXX-XXXX"],
  land=["({11|21}) {3|2}XXX-XXXX", "+55 {11|41} {3|4}XXX-XXXX", "({51|31}) {3|2}XXX XXXX", "+55 (61) 3XXX-XXXX"],
  en=["São Paulo", "Rio", "Recife", "Curitiba"], zh=["圣保罗", "里约"])

# BD: BTRC plan. Mobiles 01[3-9] + 8 digits (017/013 Grameenphone, 019/014 Banglalink, 018 Robi,
# 016 Airtel, 015 Teletalk). Landlines 02 Dhaka (+8, 55xxxxxx / 9xxxxxxx style), 031 Chattogram (+7? written 6-7).
P["BD"] = dict(cc="880", trunk="0", nsn={8, 9, 10},
  mobile=["01{7|3|9|4|8|6|5}XX-XXXXXX", "01{7|8}XXXXXXXX", "+880 1{7|9|8}XX-XXXXXX", "+8801{3|5|6}XXXXXXXX",
          "01{9|7}XX XXX XXX", "+880 1{4|7} XXXX XXXX", "880-1{7|9}XX-XXXXXX".replace("880-", "0")],
  land=["02-55{1|2|3|4|5|6}XXXXX", "+880 2 9XXXXXXX", "02 9XXXXXXX", "031-{2|7}XXXXXX"],
  en=["Dhaka", "Chittagong", "Sylhet"], zh=["达卡", "吉大港"])

# RU: Rossvyaz plan. Trunk 8. Mobiles 9xx (903/905/906/909 Beeline, 910/915/916/917/985 MTS,
# 925/926/920 MegaFon, 977/999 others, 912/921/950) + 7 digits. Landlines 495/499 Moscow,
# 812 St Petersburg, 383 Novosibirsk, 343 Yekaterinburg + 7 digits.
P["RU"] = dict(cc="7", trunk="8", nsn={10},
  mobile=["+7 9{03|05|16|26|77|85} NXX-XX-XX", "8 (9{15|25|99|12}) NXX-XX-XX", "8-9{06|09|21|50}-NXX-XX-XX",
          "+79{16|26|03|17}NXXXXXX", "8 9{10|20|85} NXX XX XX", "+7 (9{99|77|05}) NXX-XX-XX", "89{15|26}NXXXXXX"],
  land=["+7 (495) NXX-XX-XX", "8 (499) NXX-XX-XX", "8 (812) NXX-XX-XX", "+7 812 NXX XX XX", "8 (383) NXX-XX-XX",
        "+7 (343) NXX-XX-XX", "8 495 NXX-XX-XX"],
  en=["Moscow", "Kazan", "St Petersburg"], zh=["莫斯科", "圣彼得堡", "海参崴"])

# ET: Ethiopian plan. Mobiles 09 (Ethio telecom 091x-099x) and 07 (Safaricom Ethiopia 070/071) + 8 digits
# (10 digits with trunk 0). Landlines 011 Addis Ababa (+7, local 1/5/6 first), 058 Bahir Dar, 046 Hawassa.
P["ET"] = dict(cc="251", trunk="0", nsn={9},
  mobile=["09{11|12|13|21|22|30|41|44|60|91} XX XX XX", "+251 9{1|2|4}X XXX XXX", "+251 9{11|13} XXX XXX".replace("9{11|13} XXX XXX", "9{1|3} XXX XXXX"),
          "09{1|2|3}XXXXXXX", "+2519{1|2|4}XXXXXXX", "07{0|1}X XXX XXX", "+251 7{0|1}X XXX XXX"],
  land=["011 {5|6|1}XX XXXX", "+251 11 {5|6}XX XXXX", "011-{5|6}XX-XXXX", "058 {2|3}XX XXXX", "046 {2|2}XX XXXX"],
  en=["Addis", "Bahir Dar", "Hawassa"], zh=["亚的斯亚贝巴", "巴赫达尔"])

# MX: IFT plan since 2019: 10-digit national numbers, no trunk, no "044/045" or "+52 1".
# 2-digit areas 55 CDMX, 33 Guadalajara, 81 Monterrey (+8); 3-digit: 222 Puebla, 998 Cancún,
# 664 Tijuana, 442 Querétaro, 999 Mérida (+7). Mobiles and landlines share the format.
P["MX"] = dict(cc="52", trunk="", nsn={10},
  mobile=["{55|33|81} NXXX XXXX", "({55|33}) NXXX-XXXX", "+52 {55|81} NXXX XXXX", "+52 ({33|55}) NXXX-XXXX",
          "{998|664|442} NXX XXXX", "+52 {222|999} NXX XXXX", "+52{55|81}NXXXXXXX", "{55|33}-NXXX-XXXX"],
  land=["({55|81}) 5XXX-XXXX", "({222|442}) NXX-XXXX", "+52 (55) 5XXX XXXX"],
  en=["Guadalajara", "CDMX", "Oaxaca", "Cancún"], zh=["墨西哥城", "坎昆"])

# JP: MIC plan. Mobiles 090/080/070 + 8 digits (first 1-9). Landlines: 03 Tokyo, 06 Osaka (+8),
# 045 Yokohama, 052 Nagoya, 075 Kyoto, 011 Sapporo, 092 Fukuoka, 078 Kobe (+7). Written with hyphens.
P["JP"] = dict(cc="81", trunk="0", nsn={9, 10},
  mobile=["0{90|80|70}-NXXX-XXXX", "0{90|80} NXXX XXXX", "+81 {90|80}-NXXX-XXXX", "+81 {90|70} NXXX XXXX",
          "+81{90|80}NXXXXXXX", "0{90|80}NXXXXXXX", "+81-(0){90|80}-NXXX-XXXX"],
  land=["03-{3|5|6}XXX-XXXX", "06-{6|4}XXX-XXXX", "0{45|52|75|92|78}-NXX-XXXX", "011-{2|7}XX-XXXX",
        "+81 3 {3|5|6}XXX XXXX", "+81-6-6XXX-XXXX", "(075) NXX-XXXX", "03-{5|3}XXX-XXXX~ 内線{2|3}XX"],
  en=["Kyoto", "Osaka", "Sapporo", "Fukuoka"], zh=["大阪", "京都", "东京", "札幌"])

# EG: NTRA plan. Mobiles 010 Vodafone, 011 Etisalat, 012 Orange, 015 WE + 8 digits. Landlines 02 Cairo/Giza
# (+8, local 2/3 first), 03 Alexandria (+7, 4/5 first).
P["EG"] = dict(cc="20", trunk="0", nsn={8, 9, 10},
  mobile=["01{0|1|2|5} XXXX XXXX", "01{0|2}NXXXXXXX", "+20 1{0|1|2|5} NXXX XXXX", "+201{0|1|2}NXXXXXXX",
          "01{1|5}-NXXX-XXXX", "0020 1{0|2} NXXX XXXX"],
  land=["02 {2|3}XXX XXXX", "(02) {2|3}XXXXXXX", "+20 2 {2|3}XXX XXXX", "03 {4|5}XX XXXX", "+20 3 {4|5}XXXXXX"],
  en=["Cairo", "Alexandria", "Luxor"], zh=["开罗", "亚历山大"])

# PH: NTC plan. Mobiles 09xx + 7 digits (0917/0918/0919/0920/0927/0928/0939/0945/0955/0966/0977/0995/0998).
# Landlines: (02) 8 + 7 digits Metro Manila (since 2019), (032) Cebu + 7, (082) Davao + 7.
P["PH"] = dict(cc="63", trunk="0", nsn={9, 10},
  mobile=["09{17|18|19|20|27|28} XXX XXXX", "09{39|45|55|66}-XXX-XXXX", "+63 9{17|77|95|98} XXX XXXX",
          "+639{19|27|55}XXXXXXX", "09{77|98|15}XXXXXXX", "+63-9{05|06|16}-XXX-XXXX", "0{917|999} XXX XXXX"],
  land=["(02) 8XXX XXXX", "02-8XXX-XXXX", "+63 2 8XXX XXXX", "(032) {2|4|5}XX XXXX", "(082) {2|3}XX XXXX"],
  en=["Cebu", "Davao", "Quezon City", "Manila"], zh=["马尼拉", "宿务"])

# CD: ARPTC plan. 9-digit NSN, trunk 0. Mobiles 081/082/083 Vodacom, 084/085/089 Orange,
# 097/099 Airtel, 090 Africell. Fixed lines are practically unused; mobile-only forms (landline list
# holds a second set of mobile forms, as people give mobiles for homes and shops too).
P["CD"] = dict(cc="243", trunk="0", nsn={9},
  mobile=["08{1|2|3|4|5|9} XXX XXXX", "09{7|8|9}XXXXXXX", "+243 8{1|2|4|5} XXX XXXX", "+243 9{7|9|0}X XXX XXX",
          "+2438{1|4}XXXXXXX", "0{81|99|97}-XXX-XXXX", "00243 8{2|5} XXX XXXX"],
  land=["+243 {81|99} XXX XX XX", "0{82|84} XXX XX XX"],
  en=["Kinshasa", "Lubumbashi", "Goma"], zh=["金沙萨", "卢本巴希"])

# VN: MIC plan (2018 renumbering). Mobiles 10 digits: 09x/03x Viettel (032-039, 096-098, 086),
# 07x Mobifone (070, 076-079, 089, 090, 093), 08x Vinaphone (081-085, 088, 091, 094).
# Landlines 024 Hanoi, 028 HCMC (+8), 0236 Da Nang (+7).
P["VN"] = dict(cc="84", trunk="0", nsn={9, 10},
  mobile=["09{0|1|3|4|6|7|8}X XXX XXX", "03{2|3|4|5|6|7|8|9}X XXX XXX", "0{70|76|77|78|79|81|83|85|86|88}X XXX XXX",
          "+84 9{1|8|7}X XXX XXX", "+84 (0)9{0|3}X XXX XXX", "+843{5|8}XXXXXXX", "09{8|1} XXX XX XX", "0{90|98|35}XXXXXXX"],
  land=["024 3{7|8|9}XX XXXX", "028 3{8|9}XX XXXX", "(028) 6XXX XXXX", "+84 24 3XXX XXXX", "0236 3XX XXXX"],
  en=["Hanoi", "Da Nang", "Hoi An", "Saigon"], zh=["胡志明市", "河内", "岘港"])

# IR: CRA plan. Mobiles 09 + 9 digits (0912/0919/0935/0936/0901/0921/0990/0939). Landlines 021 Tehran,
# 031 Isfahan, 051 Mashhad, 071 Shiraz (+8). Trunk 0.
P["IR"] = dict(cc="98", trunk="0", nsn={10},
  mobile=["09{12|19|35|36|01|21|90|39} XXX XXXX", "+98 9{12|35|19} XXX XXXX", "+98-9{01|36}-XXX-XXXX",
          "+989{12|21}XXXXXXX", "09{15|33|38}XXXXXXX", "0098 9{12|19} XXX XXXX"],
  land=["021 {8|2|6}XXX XXXX", "+98 21 {8|2}XXX XXXX", "031 3XXX XXXX", "051 3XXX XXXX", "(071) 3XXXXXXX"],
  en=["Tehran", "Isfahan", "Shiraz"], zh=["德黑兰", "伊斯法罕"])

# TR: BTK plan. Mobiles 05xx + 7 digits (0505/0506/0551-0555 Türk Telekom, 0530-0539 Turkcell,
# 0541-0549 Vodafone). Landlines 0212/0216 Istanbul, 0312 Ankara, 0232 Izmir, 0242 Antalya (+7, first 2-8).
P["TR"] = dict(cc="90", trunk="0", nsn={10},
  mobile=["05{32|33|35|42|44|05|55|30|38|06} XXX XX XX", "0 (5{32|41|53}) XXX XX XX", "+90 5{32|42|55} XXX XX XX",
          "+905{30|43|06}XXXXXXX", "05{36|46}XXXXXXX", "+90 (5{35|44}) XXX-XX-XX"],
  land=["(0212) {2|5|6}XX XX XX", "0216 {3|4}XX XX XX", "+90 212 {2|3}XX XX XX", "(0312) 4XX XX XX",
        "0232 {4|3}XX XX XX", "+90 (242) {3|2}XX XX XX"],
  en=["Istanbul", "Izmir", "Antalya"], zh=["伊斯坦布尔", "安塔利亚"])

# DE: BNetzA plan. Mobiles: 0151/0152/0157/0176/0177/0178 + 8 digits, 0160/0162/0170/0171/0172/0175 + 7.
# Landlines: 030 Berlin, 040 Hamburg, 089 München, 069 Frankfurt (+7-8), 0221 Köln, 0711 Stuttgart,
# 0211 Düsseldorf (+7). Durchwahl written with a dash. Slash separator and "(0)" are common.
P["DE"] = dict(cc="49", trunk="0", nsn={9, 10, 11},
  mobile=["01{51|52|57|76|77|78} NXXXXXXX", "01{70|71|72|75|60|62} NXXXXXX", "01{51|76}/NXXX XXXX", "+49 1{71|72|60} NXXXXXX",
          "+49 (0)1{76|52} NXXX XXXX", "0049 1{51|57} NXXXXXXX", "+491{77|78}NXXXXXXX", "01{76|51}-NXXXXXXX"],
  land=["030 {2|3|4|6|8}XXXXXXX", "(030) {2|4}XXX XXXX", "+49 30 {2|8}XXXXXXX", "040 / {2|3|4}XXXXXXX", "089 {2|5|7}XXX XXXX",
        "+49 (0)69 {2|9}XXXXXXX", "0221 {2|9}XXXXXX", "0711/{2|6}XXXXXX", "+49 211 {3|5}XXXXXX", "069 {2|7}XXXXXX~-{1|2}X"],
  en=["Freiburg", "Leipzig", "Hamburg", "Cologne"], zh=["慕尼黑", "柏林", "法兰克福"])

# TH: NBTC plan. Mobiles 06/08/09 + 8 digits (081-089, 061-065, 091-099). Landlines 02 Bangkok (+7),
# 053 Chiang Mai, 076 Phuket, 038 Pattaya/Chonburi (+6).
P["TH"] = dict(cc="66", trunk="0", nsn={8, 9},
  mobile=["08{1|2|4|6|9} XXX XXXX", "09{1|2|5|8}-XXX-XXXX", "06{1|2|3|4|5}XXXXXXX", "+66 8{1|9|6} XXX XXXX",
          "+66 9{2|5} XXX XXXX", "+668{4|9}XXXXXXX", "08{0|7}-XXXXXXX"],
  land=["02 {2|6|7}XX XXXX", "02-{2|3}XX-XXXX", "+66 2 {2|6}XX XXXX", "053 {2|8}XX XXX", "076 {2|3}XX XXX", "038 {4|7}XX XXX"],
  en=["Chiang Mai", "Phuket", "Bangkok", "Krabi"], zh=["清迈", "普吉岛", "曼谷"])

# FR: ARCEP plan. 10 digits with trunk 0, written in pairs. Mobiles 06, 07 (073-078). Landlines 01
# Île-de-France, 02 North-West, 03 North-East, 04 South-East, 05 South-West; 09 non-geographic VoIP.
# 01 99 00 / 04 99 00 fiction ranges avoided.
P["FR"] = dict(cc="33", trunk="0", nsn={9},
  mobile=["06 {1|2|3|4|5|6|7|8}X XX XX XX", "07 {5|6|7|8}X XX XX XX", "06.{1|4|6|8}X.XX.XX.XX", "+33 6 {1|2|7}X XX XX XX",
          "+33 (0)7 {6|8}X XX XX XX", "0033 6 {3|5}X XX XX XX", "+336{2|6|8}XXXXXXX", "06{1|9}XXXXXXX"],
  land=["01 {4|5}{2|3|5|7} XX XX XX", "02 {4|9}{0|8} XX XX XX", "04 {7|9}{1|2|3} XX XX XX",
        "05 {5|6}{1|3|6} XX XX XX", "+33 1 4{2|5} XX XX XX", "+33 (0)4 {7|9}{2|3} XX XX XX", "03.{8|2}{8|0}.XX.XX.XX",
        "09 {5|7}X XX XX XX"],
  en=["Lyon", "Bordeaux", "Marseille", "Nantes"], zh=["巴黎", "里昂", "尼斯"])

# IT: AGCOM plan. Mobiles 3xx + 6-7 digits (320/328/329/333/334/338/339 TIM/Vodafone, 340/345/347/348/349,
# 366/388/392/393). Landlines keep the 0 internationally: 06 Roma, 02 Milano (+8), 081 Napoli,
# 011 Torino, 055 Firenze, 051 Bologna (+7).
P["IT"] = dict(cc="39", trunk="", nsn={10},
  mobile=["3{20|28|29|33|34|38|39} XXX XXXX", "3{40|45|47|48|49}XXXXXXX", "+39 3{33|47|49} XXX XXXX", "+39 3{66|88|92}XXXXXXX",
          "3{93|35} XXXXXXX", "0039 3{28|40} XXX XXXX", "+393{38|29}XXXXXXX", "34{7|8}-XXX XXXX"],
  land=["06 {4|5|8}XXX XXXX", "02 {4|8|3}XXX XXXX", "+39 06 {6|7}XXXXXXX", "+39 02 {8|4}XXX XXXX", "081 {5|7}XX XXXX",
        "011 {5|4}XX XXXX", "055 {2|4}XX XXXX", "051-{2|6}XXXXXX"],
  en=["Bologna", "Naples", "Turin", "Florence"], zh=["罗马", "米兰", "佛罗伦萨"])

# ES: CNMC plan. 9 digits, no trunk. Mobiles 6xx, 71x-74x. Landlines 91 Madrid, 93 Barcelona, 96 Valencia,
# 954 Sevilla, 944 Bilbao, 952 Málaga, 971 Mallorca.
P["ES"] = dict(cc="34", trunk="", nsn={9},
  mobile=["6{0|1|2|3|5|6|7|8|9}X XX XX XX", "6{1|4|8|9}X XXX XXX", "7{1|2|3|4}X XXX XXX", "+34 6{0|5|9}X XX XX XX",
          "+34 6{1|7}X XXX XXX", "+346{2|3|6}XXXXXXX", "0034 6{5|8}X XXX XXX", "6{2|9}XXXXXXX"],
  land=["91 {3|4|5|7}XX XX XX", "93 {2|4}XX XX XX", "96 {3|1}XX XX XX", "954 {2|4}X XX XX", "+34 91 {4|5}XX XX XX",
        "+34 93 {2|3}XX XX XX", "944 {2|7}XX XXX", "(971) {7|2}XX XXX"],
  en=["Seville", "Valencia", "Málaga", "Bilbao"], zh=["巴塞罗那", "马德里", "塞维利亚"])

# KR: KCC plan. Mobiles 010 + 8 digits (first 2-9). Landlines 02 Seoul (+7-8), 051 Busan, 032 Incheon,
# 053 Daegu, 064 Jeju (+7).
P["KR"] = dict(cc="82", trunk="0", nsn={8, 9, 10},
  mobile=["010-NXXX-XXXX", "010 NXXX XXXX", "010NXXXXXXX", "+82 10-NXXX-XXXX", "+82 10 NXXX XXXX", "+8210NXXXXXXX",
          "+82-10-NXXX-XXXX"],
  land=["02-NXXX-XXXX", "02-NXX-XXXX", "0{51|32|53|64}-NXX-XXXX", "+82 2-NXXX-XXXX", "(02) NXXX-XXXX", "+82 51 NXX XXXX"],
  en=["Busan", "Jeju", "Seoul", "Incheon"], zh=["首尔", "釜山", "济州"])

# AU: ACMA plan. Mobiles 04xx + 6 digits (0491 570 fiction range avoided). Landlines (02) NSW/ACT,
# (03) VIC/TAS, (07) QLD, (08) SA/WA/NT + 8 digits (5550/7010 fiction ranges avoided).
P["AU"] = dict(cc="61", trunk="0", nsn={9},
  mobile=["04{01|03|09|11|12|19|21|23|32|38|50|68|77|88} XXX XXX", "04{12|38}-XXX-XXX", "+61 4{12|23|50} XXX XXX",
          "+61 (0)4{01|77} XXX XXX", "+614{09|19|32}XXXXXX", "04{88|68}XXXXXX", "04{11|21} XX XX XX"],
  land=["(02) {9|8}XXX XXXX", "(03) {9|8}XXX XXXX", "(07) {3|5}{2|3|8}XX XXXX", "(08) {9|8}{2|3|4}XX XXXX",
        "02 {9|6}XXX XXXX", "+61 2 {9|8}XXX XXXX", "+61 3 {9|8}XXX XXXX", "(03) 9XXX XXXX~ ext {2|3}XX"],
  en=["Melbourne", "Perth", "Brisbane", "Sydney"], zh=["悉尼", "墨尔本", "布里斯班"])

# ZA: ICASA plan. 10 digits with trunk 0. Mobiles 06x, 07x (071-074, 076, 078, 079), 08x (081-084).
# Landlines 011 Johannesburg, 012 Pretoria, 021 Cape Town, 031 Durban, 041 Gqeberha (+7).
P["ZA"] = dict(cc="27", trunk="0", nsn={9},
  mobile=["08{2|3|4|1} XXX XXXX", "07{1|2|3|4|6|8|9} XXX XXXX", "06{0|1|3|6|8}-XXX-XXXX", "+27 8{2|3|4} XXX XXXX",
          "+27 7{2|6|9} XXX XXXX", "+27{82|73|61}XXXXXXX", "0{82|79}XXXXXXX"],
  land=["011 {4|7|8}XX XXXX", "021 {4|5|7}XX XXXX", "031 {2|3|5}XX XXXX", "012 {3|4}XX XXXX", "+27 21 {4|7}XX XXXX",
        "+27 (0)11 {8|4}XX XXXX", "(041) {3|5}XX XXXX"],
  en=["Cape Town", "Durban", "Joburg", "Stellenbosch"], zh=["开普敦", "约翰内斯堡"])

# SA: CST plan. Mobiles 05x + 7 digits (050/053/055 STC, 054/056 Mobily, 058/059 Zain). Landlines 011 Riyadh,
# 012 Jeddah/Mecca, 013 Dammam, 014 Medina (+7).
P["SA"] = dict(cc="966", trunk="0", nsn={9},
  mobile=["05{0|3|4|5|6|8|9} XXX XXXX", "05{0|5}XXXXXXX", "+966 5{0|4|5} XXX XXXX", "+9665{3|6|9}XXXXXXX",
          "00966 5{0|8} XXX XXXX", "05{5|6}-XXX-XXXX"],
  land=["011 {4|2}XX XXXX", "012 {6|2}XX XXXX", "013 8XX XXXX", "+966 11 {4|2}XX XXXX", "+966 12 6XX XXXX"],
  en=["Riyadh", "Jeddah", "Dammam"], zh=["利雅得", "吉达"])

# AE: TDRA plan. Mobiles 050/052/054/055/056/058 + 7 digits. Landlines 04 Dubai, 02 Abu Dhabi,
# 06 Sharjah/Ajman, 03 Al Ain, 07 Ras Al Khaimah (+7).
P["AE"] = dict(cc="971", trunk="0", nsn={8, 9},
  mobile=["05{0|2|4|5|6|8} XXX XXXX", "+971 5{0|5|2} XXX XXXX", "+971-5{6|8}-XXXXXXX", "+9715{0|4}XXXXXXX",
          "05{0|5}-XXX-XXXX", "00971 5{0|6} XXX XXXX", "05{2|8}XXXXXXX"],
  land=["04 {3|2}XX XXXX", "02 {6|4}XX XXXX", "06 5XX XXXX", "+971 4 {3|4}XX XXXX", "+971 2 6XX XXXX", "(04) 3XX XXXX"],
  en=["Dubai", "Abu Dhabi", "Sharjah"], zh=["迪拜", "阿布扎比"])

# SG: IMDA plan. 8 digits, no trunk. Mobiles 8xxx/9xxx, landlines 6xxx.
P["SG"] = dict(cc="65", trunk="", nsn={8},
  mobile=["{8|9}XXX XXXX", "9{0|1|2|3|4|6|7|8}XXXXXX", "+65 {8|9}XXX XXXX", "+65 9XXX-XXXX", "+65{8|9}XXXXXXX", "(+65) 8XXX XXXX"],
  land=["6XXX XXXX", "+65 6XXX XXXX", "6{2|3|4|7}XX-XXXX", "+65-6{5|7}XX-XXXX"],
  en=["Tampines", "Jurong", "Sengkang", "Bedok"], zh=["新加坡", "裕廊"])

# MY: MCMC plan. Mobiles 01x: 012/013/014/016/017/019 + 7 digits, 011 + 8 digits. Landlines 03 Klang Valley
# (+8), 04 Penang/Kedah, 05 Perak, 07 Johor (+7), 088 Sabah (+6).
P["MY"] = dict(cc="60", trunk="0", nsn={8, 9, 10},
  mobile=["01{2|3|6|7|9}-XXX XXXX", "01{2|6|9}-XXXXXXX", "011-{1|2|5|6}XXX XXXX", "+60 1{2|3|7}-XXX XXXX",
          "+60 11-{1|2}XXX XXXX", "+601{6|9|4}XXXXXXX", "01{4|8}XXXXXXX"],
  land=["03-{2|7|8|5}XXX XXXX", "+60 3-{7|2}XXX XXXX", "04-{2|6}XX XXXX", "07-{2|3}XX XXXX", "05-{2|5}XX XXXX",
        "+60 4 {2|6}XX XXXX", "088-{2|4}XXXXX"],
  en=["Penang", "Ipoh", "KL", "Johor Bahru"], zh=["吉隆坡", "槟城", "新山"])

# HK: OFCA plan. 8 digits, no trunk. Mobiles start 5/6/9 (and 4/7 newer blocks); fixed lines 2/3.
P["HK"] = dict(cc="852", trunk="", nsn={8},
  mobile=["{5|6|9}XXX XXXX", "{9|6}XXXXXXX", "+852 {5|6|9}XXX XXXX", "+852-{6|9}XXX-XXXX", "(852) {5|9}XXX XXXX",
          "+852{5|6}XXXXXXX", "{6|5}XXX-XXXX"],
  land=["2XXX XXXX", "3XXX XXXX", "+852 2XXX XXXX", "+852 3{1|7|9}XX XXXX", "2{3|5|7|8}XX-XXXX"],
  en=["Mong Kok", "Sha Tin", "Causeway Bay"], zh=["旺角", "沙田", "铜锣湾", "尖沙咀"])

# TW: NCC plan. Mobiles 09xx + 6 digits (10 digits). Landlines (02) Taipei (+8, first 2), (04) Taichung (+7-8),
# (07) Kaohsiung (+7), (06) Tainan (+7), (03) Taoyuan/Hsinchu (+7).
P["TW"] = dict(cc="886", trunk="0", nsn={8, 9},
  mobile=["09{1|2|3|5|6|7|8}X-XXX-XXX", "09{1|3|8}X XXX XXX", "09{2|5}XXXXXXXX".replace("XXXXXXXX", "XXXXXXX"),
          "+886 9{1|2|3}X XXX XXX", "+886-9{5|7|8}X-XXX-XXX", "+8869{1|3}XXXXXXX", "+886 (0)9{2|8}X-XXX-XXX"],
  land=["(02) 2XXX-XXXX", "02-2{3|5|7|9}XX-XXXX", "+886 2 2XXX XXXX", "(04) 2{2|3|4}XX-XXXX", "(07) {2|3|5}XX-XXXX",
        "06-{2|3}XX-XXXX", "(03) {4|5}XX-XXXX"],
  en=["Taichung", "Tainan", "Taipei", "Kaohsiung"], zh=["台北", "台中", "高雄", "台南"])

# NL: ACM plan. Mobiles 06 + 8 digits (first 1-6). Landlines 020 Amsterdam, 010 Rotterdam, 070 Den Haag,
# 030 Utrecht, 040 Eindhoven (+7), 0345 Culemborg-style (+6).
P["NL"] = dict(cc="31", trunk="0", nsn={9},
  mobile=["06-{1|2|3|4|5}XXXXXXX", "06 {1|2|3|4|5}X XX XX XX", "06 {1|2|3|4|5}XXX XXXX", "+31 6 {1|2|4|5}XXXXXXX",
          "+31 (0)6 {1|2|3}X XX XX XX", "0031 6 {2|4}XXX XXXX", "+316{1|3|5}XXXXXXX", "06{2|4|5}XXXXXXX"],
  land=["020 {6|5|7|3|4}XX XXXX", "(010) {4|2}XX XX XX", "070-{3|5}XX XX XX", "030 {2|6}XX XXXX", "+31 20 {6|5}XX XXXX",
        "+31 (0)40 {2|7}XX XXXX", "0345-{5|6}XXXXX"],
  en=["Utrecht", "Rotterdam", "Leiden", "Groningen"], zh=["阿姆斯特丹", "鹿特丹"])

# PL: UKE plan. 9 digits, no trunk. Mobiles 50x, 51x, 53x, 57x, 60x, 66x, 69x, 72x, 78x, 79x, 88x.
# Landlines 22 Warszawa, 12 Kraków, 71 Wrocław, 61 Poznań, 58 Gdańsk, 42 Łódź.
P["PL"] = dict(cc="48", trunk="", nsn={9},
  mobile=["{50|51|53|57|60|66|69|72|78|79|88}X XXX XXX", "{60|69|50}X-XXX-XXX", "+48 {50|60|66}X XXX XXX",
          "+48 {51|72|79}X-XXX-XXX", "+48{53|88|69}XXXXXXX", "{78|60}XXXXXXX", "0048 {50|69}X XXX XXX"],
  land=["22 {5|6|8|4}XX XX XX", "12 {4|6}XX XX XX", "(22) {6|8}XX-XX-XX", "+48 22 {5|6}XX XX XX", "71 {3|7}XX XX XX",
        "+48 61 {8|6}XX XX XX", "58 {3|5}XX-XX-XX"],
  en=["Kraków", "Gdańsk", "Wrocław", "Warsaw"], zh=["华沙", "克拉科夫"])

# SE: PTS plan. Mobiles 070/072/073/076/079 + 7 digits. Landlines 08 Stockholm (+7-8), 031 Göteborg,
# 040 Malmö (+6-7), 018 Uppsala (+6).
P["SE"] = dict(cc="46", trunk="0", nsn={7, 8, 9},
  mobile=["07{0|2|3|6|9}-XXX XX XX", "07{0|3}XXXXXXX", "07{2|6} XXX XX XX", "+46 7{0|3|6} XXX XX XX", "+46 (0)7{0|2}-XXX XX XX",
          "+467{3|9}XXXXXXX", "0046 70 XXX XX XX"],
  land=["08-{5|6|7}XX XX XX", "08-{5|4}XX XXX XX", "031-{1|7}X XX XX", "040-{1|6}X XX XX", "+46 8 {5|6}XX XX XX",
        "018-{1|5}X XX XX", "+46 31 {7|1}XX XX XX"],
  en=["Gothenburg", "Malmö", "Uppsala"], zh=["斯德哥尔摩", "哥德堡"])

# AR: ENACOM plan. NSN 10 digits (area + subscriber): 11 Buenos Aires (+8), 351 Córdoba, 341 Rosario,
# 261 Mendoza (+7). Mobiles dialled nationally with "15" after the area code, internationally as +54 9.
P["AR"] = dict(cc="54", trunk="0", nsn={10, 11, 12},
  mobile=["+54 9 11 {2|3|4|5|6}XXX-XXXX", "+54 9 {351|341|261} {2|4|5|6}XX-XXXX", "011 15-{2|3|4|5|6}XXX-XXXX",
          "(0351) 15-{2|5|6}XX-XXXX", "+5491{1|1}{3|5|6}XXXXXXX".replace("{1|1}", "1"), "11 {5|6|3}XXX-XXXX", "15 {4|5|6}XXX-XXXX".replace("15 ", "011 15 ")],
  land=["(011) 4XXX-XXXX", "+54 11 4XXX-XXXX", "(0351) 4XX-XXXX", "0341 4XX-XXXX", "+54 261 4XX XXXX", "011 {4|5}XXX XXXX"],
  en=["Córdoba", "Rosario", "Mendoza", "Buenos Aires"], zh=["布宜诺斯艾利斯", "门多萨"])

# CO: CRC plan (2021 change). 10 digits, no trunk. Mobiles 3xx (300-305 Tigo/Claro, 310-323 Claro/Movistar,
# 350-351 Avantel). Landlines 60 + area + 7 digits: 601 Bogotá, 604 Medellín, 602 Cali, 605 Barranquilla/Cartagena.
P["CO"] = dict(cc="57", trunk="", nsn={10},
  mobile=["3{00|01|02|04|10|11|12|13|14|15|16|17|18|20|21|50} XXX XXXX", "3{10|15|20}-XXX-XXXX", "+57 3{00|12|17} XXX XXXX",
          "+57 3{01|14|50}-XXX-XXXX", "+573{04|16|21}XXXXXXX", "3{13|18}XXXXXXX", "(+57) 3{00|10} XXX XXXX"],
  land=["601 {2|3|6|7}XX XXXX", "(601) {3|7}XX XXXX", "604 {4|3|2}XX XXXX", "602 {3|5|8}XX XXXX", "+57 601 {2|7}XX XXXX",
        "+57 605 {3|6}XX XXXX"],
  en=["Medellín", "Cartagena", "Bogotá", "Cali"], zh=["波哥大", "麦德林"])

# KE: CA plan. 9-digit NSN, trunk 0. Mobiles 07xx (0700-0729/0740-0743/0757-0759/0768/0769/0790-0799 Safaricom,
# 0730-0739/0750-0756/0780-0789 Airtel) and 011x/010x. Landlines 020 Nairobi, 041 Mombasa, 057 Kisumu (+7).
P["KE"] = dict(cc="254", trunk="0", nsn={9},
  mobile=["07{0|1|2}X XXX XXX", "07{9|4|5}{0|1|2|3}XXXXXX", "+254 7{1|2|3}X XXX XXX", "+254-7{0|8|9}X-XXXXXX",
          "+2547{2|1}XXXXXXX", "01{10|11|12|15} XXX XXX", "254 7{2|0}X XXX XXX".replace("254 ", "+254 ")],
  land=["020 {2|3|4}XX XXXX", "+254 20 {2|4}XX XXXX", "041 {2|4}XX XXXX", "(057) 20X XXXX", "020-{2|7}XXXXXX"],
  en=["Nairobi", "Mombasa", "Kisumu", "Nakuru"], zh=["内罗毕", "蒙巴萨"])

# NZ: NZ numbering plan. Mobiles 021 (+6-8), 022, 027 (+7), 029 (+6-7). Landlines (09) Auckland, (04)
# Wellington, (03) South Island, (07) Waikato/BoP, (06) + 7 digits (first 2-9).
P["NZ"] = dict(cc="64", trunk="0", nsn={8, 9},
  mobile=["02{1|2|7} XXX XXXX", "02{1|7}-XXX-XXXX", "+64 2{1|7} XXX XXXX", "+64 2{2|1}XXXXXXX", "027XXXXXXX", "+64 (0)27 XXX XXXX"],
  land=["(09) {3|4|5|6|8}XX XXXX", "(04) {3|4|5|8}XX XXXX", "03 {3|4|5}XX XXXX", "(07) {8|5|3}XX XXXX", "+64 9 {3|6}XX XXXX", "06 {3|8}XX XXXX"],
  en=["Wellington", "Dunedin", "Queenstown", "Auckland"], zh=["奥克兰", "皇后镇"])

# IE: ComReg plan. Mobiles 083/085/086/087/089 + 7 digits. Landlines 01 Dublin (+7), 021 Cork (+7),
# 091 Galway (+6), 061 Limerick (+6).
P["IE"] = dict(cc="353", trunk="0", nsn={8, 9},
  mobile=["08{3|5|6|7|9} XXX XXXX", "08{6|7}-XXXXXXX", "+353 8{3|5|6|7} XXX XXXX", "+353 (0)8{6|9} XXX XXXX", "+3538{7|5}XXXXXXX",
          "08{5|3}XXXXXXX"],
  land=["01 {2|4|6|8}XX XXXX", "(01) {4|6}XX XXXX", "+353 1 {2|6}XX XXXX", "021 4XX XXXX", "091 5XXXXX", "061 {3|4}XXXXX"],
  en=["Galway", "Cork", "Dublin", "Limerick"], zh=["都柏林", "戈尔韦"])

# CH: BAKOM plan. 9-digit NSN, trunk 0. Mobiles 075-079 + 7 digits. Landlines 044/043 Zürich, 031 Bern,
# 061 Basel, 022 Genève, 021 Lausanne, 041 Luzern.
P["CH"] = dict(cc="41", trunk="0", nsn={9},
  mobile=["07{5|6|7|8|9} XXX XX XX", "+41 7{6|8|9} XXX XX XX", "+41 (0)7{9|7} XXX XX XX", "07{8|9}XXXXXXX", "+417{6|9}XXXXXXX",
          "0041 7{8|6} XXX XX XX"],
  land=["044 {2|3|4}XX XX XX", "031 {3|9}XX XX XX", "+41 22 {7|3}XX XX XX", "061 {2|6}XX XX XX", "+41 (0)21 {6|3}XX XX XX",
        "041 {2|4}XX XX XX"],
  en=["Zurich", "Geneva", "Lucerne", "Bern"], zh=["苏黎世", "日内瓦"])

# IL: MoC plan. Mobiles 050/052/053/054/055/058 + 7 digits. Landlines 02 Jerusalem, 03 Tel Aviv,
# 04 Haifa, 08 south, 09 Sharon (+7, first 2-9).
P["IL"] = dict(cc="972", trunk="0", nsn={8, 9},
  mobile=["05{0|2|3|4|5|8}-XXX-XXXX", "05{0|4}-XXXXXXX", "+972 5{0|2|4}-XXX-XXXX", "+972-5{3|8}-XXXXXXX", "+9725{4|2}XXXXXXX",
          "05{2|8} XXX XXXX"],
  land=["03-{5|6|7|9}XX-XXXX", "02-{5|6}XX-XXXX", "04-8XX-XXXX", "+972 3-{6|5}XX-XXXX", "09-{7|8}XXXXXX", "08-{6|9}XX-XXXX"],
  en=["Haifa", "Tel Aviv", "Jerusalem"], zh=["特拉维夫", "耶路撒冷"])
