# Hand-written phone forms per country, from each national numbering plan.
# Placeholders: X = any digit, N = 2-9 (first subscriber digit), M = 2-8. Everything else literal.
# (country, en name, zh name): list of forms
PLANS = {
# CN: mobile 11 digits 1[3-9]x (131,134-139,150-153,155-159,166,17[3678],18x,19[189]); landline Beijing 010 [5/6/8]+7, Shanghai 021 [5/6]+7, Guangzhou 020 [3/8]+7, Shenzhen 0755 [2/8]+7, Hangzhou 0571 8+7, Chengdu 028 8+7
"CN": ["138XXXXXXXX","139 XXXX XXXX","186-XXXX-XXXX","+86 135 XXXX XXXX","+86-158-XXXX-XXXX","0086 137XXXXXXXX","+8615XXXXXXXXX".replace("15X","159"),
       "177XXXXXXXX","199 XXXX XXXX","+86 188XXXXXXXX","166-XXXX-XXXX","131 XXXX XXXX","150XXXXXXXX","173-XXXX-XXXX",
       "010-6XXXXXXX","010-8XXXXXXX","021-6XXXXXXX","(010) 5XXX XXXX","0755-2XXXXXXX","0755-8XXXXXXX","020-8XXXXXXX","020-3XXXXXXX","0571-8XXXXXXX","+86 10 6XXX XXXX","+86-21-5XXXXXXX","028-8XXXXXXX","(021)5XXXXXXX"],
# IN: mobile 10 digits starting 6-9 (+91, or 0 trunk); landline Delhi 011/Mumbai 022/Bengaluru 080 + 8 digits
"IN": ["98XXX XXXXX","+91 98XXX XXXXX","+91-99XXXXXXXX","097XXXXXXXX","+91 70XXX XXXXX","63XXX XXXXX","+9188XXXXXXXX","81XXX-XXXXX","0091 94XXX XXXXX",
       "011-2XXXXXXX","022 2XXX XXXX","080-4XXXXXXX","+91 11 4XXX XXXX","+91-80-2XXX-XXXX","(022) 6XXX XXXX"],
# US: NANP, real area codes, exchange NXX (not N11, not 555)
"US": ["(212) NXX-XXXX","415-NXX-XXXX","312.NXX.XXXX","+1 617 NXX XXXX","1-206-NXX-XXXX","+1 (512) NXX-XXXX","303 NXX XXXX","+1-404-NXX-XXXX","001 713 NXX XXXX","(305)NXX-XXXX","+1702NXXXXXX","972-NXX-XXXX"],
# CA: NANP, Canadian area codes
"CA": ["(416) NXX-XXXX","604-NXX-XXXX","+1 514 NXX XXXX","403.NXX.XXXX","+1 (613) NXX-XXXX","1-647-NXX-XXXX","778 NXX XXXX"],
# ID: mobile 08xx 10-13 digits (Telkomsel 0812/0813/0821/0852, Indosat 0856/0857, XL 0817/0818/0878); Jakarta (021) + 8
"ID": ["0812-XXXX-XXXX","0813 XXXX XXXX","0856XXXXXXXX","+62 812-XXXX-XXXX","+62 817 XXXX XXXX","+6285XXXXXXXXX".replace("85X","852"),"0878-XXXX-XXX","0821 XXXX XXXX","(021) 5XXX XXXX","021-2XXXXXXX","+62 21 7XXX XXXX"],
# PK: mobile 03xx + 7 (0300-0349); Karachi 021/Lahore 042 + 8 (3xxxxxxx), Islamabad 051 + 7
"PK": ["0300 XXXXXXX","0321-XXXXXXX","0333 NXXXXXX","+92 300 XXXXXXX","+92-345-NXXXXXX","+92312NXXXXXX","0301-NXXXXXX","021-3XXXXXXX","(042) 3XXX XXXX","+92 51 2XXXXXX","051-2XXXXXX"],
# NG: mobile 11 digits 070x/080x/081x/090x; Lagos landline 01 + 7
"NG": ["0803 XXX XXXX","0806XXXXXXX","0813-XXX-XXXX","+234 803 XXX XXXX","+234 706 XXX XXXX","+2348XXXXXXXXX".replace("8X","81"),"0909 XXX XXXX","0705 XXX XXXX","0816-XXX-XXXX","+234 1 NXX XXXX","01-NXXXXXX"],
# BR: mobile (DDD) 9 + [6-9]xxx-xxxx; landline (DDD) [2-5]xxx-xxxx
"BR": ["(11) 98XXX-XXXX","(21) 99XXX-XXXX","+55 11 97XXX-XXXX","+55 (31) 98XXX-XXXX","11 99XXX XXXX","(61) 98XXX-XXXX","+5541996XXXXXX","(51) 99XXX-XXXX","(11) 3XXX-XXXX","(21) 2XXX-XXXX","+55 11 3XXX-XXXX","(85) 3XXX-XXXX"],
# BD: mobile 01[3-9]xx-xxxxxx (11 digits); Dhaka 02 + 8
"BD": ["01711-XXXXXX","01819 XXXXXX","+880 1712-XXXXXX","+8801912XXXXXX","01552-XXXXXX","+880 1673 XXXXXX","01911XXXXXX","02-9XXXXXXX","+880 2 55XX XXXX"],
# RU: mobile 9xx + 7; Moscow 495/499, St Petersburg 812; trunk 8
"RU": ["8 (916) NXX-XX-XX","+7 903 NXX-XX-XX","+7 (925) NXX XX XX","89XXXXXXXXX".replace("89X","891"),"+79XXXXXXXXX".replace("79X","799"),"8-926-NXX-XX-XX","+7 911 NXX XX XX","+7 (495) NXX-XX-XX","8 (499) NXX-XX-XX","+7 812 NXX-XX-XX","8 (812) NXX-XX-XX"],
# ET: mobile 09x + 7 (Ethio Telecom 091-094), 07 (Safaricom 070-071); Addis Ababa 011 + 7
"ET": ["0911 XX XX XX","0912 XXX XXX","+251 91 NXX XXXX","+251 92 XXX XXXX","+251911XXXXXX","0930 XX XX XX","+251 70 XXX XXXX","011 5XX XXXX","+251 11 6XX XXXX"],
# MX: 10-digit closed plan: CDMX 55/Guadalajara 33/Monterrey 81 + 8, others 3-digit area + 7
"MX": ["55 NXXX XXXX","(55) NXXX-XXXX","+52 55 NXXX XXXX","33 NXXX XXXX","+52 33 NXXX XXXX","81-NXXX-XXXX","+52 (998) NXX XXXX","222 NXX XXXX","+52 (55) NXXX XXXX","+5281NXXXXXXX"],
# JP: mobile 090/080/070 + 8; Tokyo 03/Osaka 06 + 8, Yokohama 045/Nagoya 052/Kyoto 075 + 7
"JP": ["090-NXXX-XXXX","080-NXXX-XXXX","070 NXXX XXXX","+81 90-NXXX-XXXX","+81 80 NXXX XXXX","+8170NXXXXXXX","090NXXXXXXX","03-NXXX-XXXX","06-NXXX-XXXX","045-NXX-XXXX","052-NXX-XXXX","075-NXX-XXXX","+81 3-NXXX-XXXX","(03) NXXX-XXXX"],
# EG: mobile 010/011/012/015 + 8; Cairo 02 + 8; Alexandria 03 + 7
"EG": ["010 XXXX XXXX","0111 XXX XXXX","012XXXXXXXX","+20 10 XXXX XXXX","+20 122 XXX XXXX","+20115XXXXXXX","0155 XXX XXXX","02 2XXX XXXX","+20 2 3XXX XXXX","03 4XX XXXX"],
# PH: mobile 09xx + 7 (0917/0918/0919/0920/0927/0939/0945/0995/0998); Metro Manila (02) 8xxx xxxx; Cebu (032) + 7
"PH": ["0917 XXX XXXX","0918-XXX-XXXX","0927XXXXXXX","+63 917 XXX XXXX","+63 939 XXX XXXX","+63995XXXXXXX","0945 XXX XXXX","(02) 8XXX XXXX","+63 2 8XXX XXXX","(032) 2XX XXXX"],
# CD: mobile 08[1-5,9]/09[7-9] + 7 (Vodacom 081/082, Orange 084/085/089, Airtel 097/099)
"CD": ["081 XXX XXXX","0998 XXX XXX","+243 81 XXX XXXX","+243 99 XXX XXXX","+243 85 XXX XXXX","0823XXXXXX","+243970XXXXXX","089 XXX XXXX","+243 84 XXX XXXX"],
# VN: mobile 10 digits 09x/03x/07x/08x; Hanoi 024, HCMC 028 + 8
"VN": ["0912 XXX XXX","090 XXX XX XX","098XXXXXXX","+84 912 XXX XXX","+84 98 XXX XX XX","+8435XXXXXXX".replace("35X","358"),"0868 XXX XXX","0773 XXX XXX","024 3XXX XXXX","028 3XXX XXXX","+84 24 3XXX XXXX","(028) 62XX XXXX"],
# IR: mobile 09[0-3,9]x + 7; Tehran 021 + 8 (2/4/8/6...), Isfahan 031 + 8
"IR": ["0912 XXX XXXX","0935-XXX-XXXX","0919XXXXXXX","+98 912 XXX XXXX","+98 901 XXX XXXX","+98935XXXXXXX","0990 XXX XXXX","021 8XXX XXXX","021-2XXXXXXX","+98 21 4XXX XXXX","031 3XXX XXXX"],
# TR: mobile 05[0-5]x + 7; Istanbul 0212/0216, Ankara 0312, Izmir 0232 + 7
"TR": ["0532 NXX XX XX","0 (533) NXX XX XX","0542XXXXXXX","+90 532 NXX XX XX","+90 555 NXX XXXX","+90505NXXXXXX","0544 NXX XX XX","0212 MXX XX XX","0 (216) 3XX XX XX","+90 312 4XX XX XX","0232 4XX XX XX"],
# DE: mobile 015x+8 (0151/0152/0157), 0176+8, 017[0-5,7-9]+7; Berlin 030/Munich 089/Hamburg 040/Frankfurt 069 + 7-8, Cologne 0221 + 7
"DE": ["0171 NXXXXXX","0151 NXXXXXXX","0176/NXXXXXXX","0172-NXXXXXX","+49 171 NXXXXXX","+49 (0)151 NXXXXXXX","0049 176 NXXXXXXX","+49 160 NXXXXXX","0157 NXXX XXXX","030 NXXXXXXX","(030) NXXXXXX","089/NXXXXXX","+49 89 NXXXXXXX","+49 (0)40 NXXXXXX","069 NX XX XX XX","0221 NXXXXXX"],
# TH: mobile 06x/08x/09x + 7; Bangkok 02 + 7; Chiang Mai 053 + 6
"TH": ["081 XXX XXXX","089-XXX-XXXX","0861234XXX".replace("1234","NXXX"),"+66 81 XXX XXXX","+66 92 XXX XXXX","+6662XXXXXXX","095-XXX-XXXX","02 NXX XXXX","02-MXX-XXXX","+66 2 NXX XXXX","053 2XX XXX"],
# GB: mobile 07[1-5,7-9]xx xxxxxx (no 07700 900 drama range); London 020 [378]xxx xxxx; 0161/0121/0131/0141/0113/0117 + 7 (no 496 drama); 01223 + 6
"GB": ["07812 NXXXXX","07911 NXXXXX","07403NXXXXX","+44 7700 NXXXXX".replace("7700","7720"),"+44 (0)7825 NXXXXX","+447956NXXXXX","0044 7519 NXXXXX","07387 NXX XXX","07123 NXXXXX".replace("07123","07450"),
       "020 7MXX XXXX","020 8MXX XXXX","+44 20 3MXX XXXX","+44 (0)20 7MXX XXXX","0161 MXX XXXX","0121 MXX XXXX","0131 MXX XXXX","(0141) MXX XXXX","0113 MXX XXXX","0117 MXX XXXX","01223 NXXXXX"],
# FR: mobile 06 / 07[3-9] + 8 in pairs; landline 01 4x/5x Paris, 02 40, 03 20, 04 7x, 05 56
"FR": ["06 XX XX XX XX","07 6X XX XX XX","06.XX.XX.XX.XX","06-XX-XX-XX-XX","+33 6 XX XX XX XX","+33 (0)7 8X XX XX XX","0033 6 XX XX XX XX","+336XXXXXXXX","0612XXXXXX".replace("12","N"+"X"),"01 4X XX XX XX","01 5X XX XX XX","+33 1 4X XX XX XX","04 7X XX XX XX","05 56 XX XX XX","02 40 XX XX XX","03 20 XX XX XX"],
# IT: mobile 3[2-9]x + 7 (TIM 333/335/338/339, Vodafone 340/347/348/349, Wind 320/328/329, Iliad 351); Rome 06 + 8, Milan 02 + 8, Naples 081 + 7, Turin 011 + 7 (trunk 0 kept after +39)
"IT": ["333 NXXXXXX","347 NXX XXXX","+39 338 NXX XXXX","+39 340 NXXXXXX","0039 349 NXX XXXX","+39328NXXXXXX","329-NXXXXXX","351.NXX.XXXX","06 NXXX XXXX","02 NXXX XXXX","+39 06 NXXX XXXX","+39 02 NXXXXXXX","081 NXX XXXX","011-NXXXXXX"],
# ES: 9 digits; mobile 6xx / 7[1-4]x; Madrid 91, Barcelona 93, Valencia 96, Seville 954
"ES": ["612 XXX XXX","655 XX XX XX","6XXXXXXXX".replace("6X","67"),"+34 612 XXX XXX","+34 699 XX XX XX","0034 622 XXX XXX","+34722XXXXXX","711 XXX XXX","91 NXX XX XX","93 NXX XX XX","+34 91 NXX XX XX","96 NXX XX XX","954 XX XX XX"],
# KR: mobile 010 + 8 (first 2-9); Seoul 02 + 7/8; Busan 051, Incheon 032 + 7/8
"KR": ["010-NXXX-XXXX","010 NXXX XXXX","010NXXXXXXX","+82 10-NXXX-XXXX","+82 10 NXXX XXXX","+8210NXXXXXXX","02-NXXX-XXXX","02-NXX-XXXX","051-NXX-XXXX","032-NXXX-XXXX","+82 2-NXXX-XXXX"],
# AU: mobile 04xx xxx xxx (avoid 0491 570 fictional); Sydney (02) 9/8xxx, Melbourne (03) 9xxx, Brisbane (07) 3xxx, Perth (08) 9xxx, Adelaide (08) 8xxx
"AU": ["0412 XXX XXX","0438 XXX XXX","0400XXXXXX","+61 412 XXX XXX","+61 423 XXX XXX","+61403XXXXXX","0455 XXX XXX","(02) 9XXX XXXX","02 8XXX XXXX","(03) 9XXX XXXX","(07) 3XXX XXXX","+61 2 9XXX XXXX","(08) 9XXX XXXX","08 8XXX XXXX"],
# ZA: 10 digits; mobile 06x/07x/08[1-4]; Johannesburg 011, Cape Town 021, Durban 031, Pretoria 012 + 7
"ZA": ["082 XXX XXXX","083-XXX-XXXX","072XXXXXXX","+27 82 XXX XXXX","+27 73 XXX XXXX","+2761XXXXXXX","079 XXX XXXX","084 XXX XXXX","011 NXX XXXX","021 NXX XXXX","+27 21 NXX XXXX","031 NXX XXXX","012 NXX XXXX"],
# SA: mobile 05[0,3-9] + 7; Riyadh 011, Jeddah 012, Dammam 013 + 7
"SA": ["050 XXX XXXX","055XXXXXXX","0541 XXX XXX","+966 50 XXX XXXX","+966 55 XXX XXXX","+96656XXXXXXX","00966 53 XXX XXXX","011 4XX XXXX","+966 11 2XX XXXX","012 6XX XXXX","013 8XX XXXX"],
# AE: mobile 05[0,2,4,5,6,8] + 7; Dubai 04, Abu Dhabi 02, Sharjah 06 + 7
"AE": ["050 XXX XXXX","055-XXX-XXXX","0561234XXX".replace("1234","NXXX"),"+971 50 XXX XXXX","+971 52 XXX XXXX","+97158XXXXXXX","00971 54 XXX XXXX","04 3XX XXXX","+971 4 2XX XXXX","02 6XX XXXX","06 5XX XXXX"],
# SG: 8 digits; mobile 8[1-8]/9[0-8]; fixed 6xxx
"SG": ["9XXX XXXX".replace("9X","91"),"8XXX XXXX".replace("8X","83"),"+65 9XXX XXXX".replace("9X","96"),"+65 8XXX XXXX".replace("8X","87"),"+6590XXXXXX","97XX-XXXX","6XXX XXXX".replace("6X","62"),"+65 6XXX XXXX".replace("6X","67"),"(65) 6XXX XXXX".replace("6X","63")],
# MY: mobile 01[0-9]; 011 + 8, others + 7; KL 03 + 8, Penang 04 + 7, Johor Bahru 07 + 7
"MY": ["012-NXX XXXX","013-NXXXXXX","016 NXX XXXX","+60 12-NXX XXXX","+6017 NXX XXXX","+60 11-NXXX XXXX","011-NXXX XXXX","019-NXXXXXX","03-NXXX XXXX","+60 3-NXXX XXXX","04-NXX XXXX","07-NXX XXXX"],
# HK: 8 digits; mobile 5[1-6]/6/9[0-8]; fixed 2/3
"HK": ["9XXX XXXX".replace("9X","94"),"6XXX XXXX".replace("6X","61"),"5XXX-XXXX".replace("5X","53"),"+852 9XXX XXXX".replace("9X","98"),"+852 6XXX XXXX".replace("6X","68"),"+85291XXXXXX","(852) 5XXX XXXX".replace("5X","54"),"2XXX XXXX".replace("2X","25"),"+852 2XXX XXXX".replace("2X","28"),"3XXX-XXXX".replace("3X","31")],
# TW: mobile 09[0-8]x + 6 (10 digits); Taipei (02) + 8 (2xxx), Taichung (04) + 8, Kaohsiung (07) + 7
"TW": ["0912-XXX-XXX","0928 XXX XXX","0937XXXXXX","+886 912 XXX XXX","+886-9-2XXX-XXXX","+886981XXXXXX","0955-XXXXXX","(02) 2XXX-XXXX","02-2XXX-XXXX","+886 2 2XXX XXXX","(04) 2XXX-XXXX","(07) 3XX-XXXX"],
# NL: mobile 06 + 8 (06-1..06-5); Amsterdam 020, Rotterdam 010, Den Haag 070, Utrecht 030 + 7
"NL": ["06-1XXXXXXX","06 2XXX XXXX","0615XXXXXX".replace("15","1N"),"+31 6 1XXX XXXX","+31 (0)6 4XXXXXXX","+31653XXXXXX","0031 6 3XXX XXXX","020-NXX XXXX","010 NXX XXXX","+31 20 NXX XXXX","070-NXX XX XX","030 NXX XXXX"],
# PL: 9 digits; mobile 5xx/6xx/7[2-9]x/88x; Warsaw 22, Kraków 12, Wrocław 71 + 7
"PL": ["501 XXX XXX","601-XXX-XXX","512XXXXXX","+48 600 XXX XXX","+48 792 XXX XXX","+48889XXXXXX","0048 505 XXX XXX","22 NXX XX XX","(22) 6XX-XX-XX","+48 22 NXX XX XX","12 4XX XX XX","71 3XX XX XX"],
# SE: mobile 07[0,2,3,6,9] + 7; Stockholm 08 + 7, Gothenburg 031 + 6, Malmö 040 + 6
"SE": ["070-NXX XX XX","073-NXXXXXX","0762XXXXXX".replace("62","6N"),"+46 70 NXX XX XX","+46 (0)72 NXX XX XX","+4673NXXXXXX","079 NXX XX XX","08-NXX XX XX","+46 8 NXX XX XX","031-NX XX XX","040-NX XX XX"],
# AR: mobile intl +54 9 + area + number (Buenos Aires 11 + 8, Córdoba 351 + 7), national 011 15-xxxx-xxxx; landline 11 4xxx-xxxx
"AR": ["+54 9 11 NXXX-XXXX","+54911NXXXXXXX".replace("1N","15"),"011 15-NXXX-XXXX","11 NXXX-XXXX","15-NXXX-XXXX","+54 9 351 NXX-XXXX","(0351) 15-NXX-XXXX","(011) 4XXX-XXXX","+54 11 4XXX-XXXX","+54 341 4XX-XXXX"],
# CO: mobile 3[0-2]x + 7 (10 digits); landline 60 + area digit + 7 (Bogotá 601, Medellín 604, Cali 602)
"CO": ["310 XXX XXXX","300-XXX-XXXX","3152XXXXXX".replace("52","5N"),"+57 310 XXX XXXX","+57 320 XXX XXXX","+57312XXXXXXX","318 XXX XXXX","601 NXX XXXX","+57 601 NXX XXXX","604 NXX XXXX","(602) NXX XXXX"],
# KE: mobile 07[0-2,4,9]x + 6, 011[0-5] + 6; Nairobi 020 + 7
"KE": ["0712 XXX XXX","0722XXXXXX","0733 XXXXXX","+254 712 XXX XXX","+254 722 XXXXXX","+254701XXXXXX","0110 XXX XXX","+254 110 XXX XXX","0790-XXX-XXX","020 2XX XXXX","+254 20 3XX XXXX"],
# CH: mobile 07[5-9] + 7; Zurich 044, Geneva 022, Bern 031, Basel 061 + 7
"CH": ["079 NXX XX XX","078 NXX XX XX","+41 79 NXX XX XX","+41 76 NXX XX XX","0041 77 NXX XX XX","044 NXX XX XX","+41 22 NXX XX XX","031 NXX XX XX","061 NXX XX XX"],
# NZ: mobile 021 + 6-8, 022/027 + 7; Auckland 09, Wellington 04, Christchurch 03 + 7
"NZ": ["021 NXX XXXX","027 NXX XXXX","022 NXX XXXX","+64 21 NXX XXXX","+64 27 NXX XXXX","09 NXX XXXX","(04) NXX XXXX","+64 9 NXX XXXX","03 3XX XXXX"],
# IE: mobile 08[3,5-9] + 7; Dublin 01 + 7, Cork 021 + 7, Galway 091 + 6
"IE": ["087 NXX XXXX","085 NXXXXXX","086-NXX-XXXX","+353 87 NXX XXXX","+353 83 NXX XXXX","01 NXX XXXX","+353 1 NXX XXXX","(021) 4XX XXXX","091 5XXXXX"],
# PT: 9 digits; mobile 91/92/93/96 + 7; Lisbon 21, Porto 22 + 7
"PT": ["912 XXX XXX","936 XXX XXX","96XXXXXXX".replace("96X","962"),"+351 912 XXX XXX","+351 925 XXX XXX","21 NXX XXXX","+351 21 NXX XXXX","22 NXX XXXX"],
# CL: mobile 9 + 8; Santiago 2 2xxx xxxx
"CL": ["+56 9 NXXX XXXX","9 NXXX XXXX","+569NXXXXXXX","+56 2 2XXX XXXX","(2) 2XXX XXXX","+56 32 2XX XXXX"],
# IL: mobile 05[0,2-5,8] + 7; Tel Aviv 03, Jerusalem 02, Haifa 04 + 7
"IL": ["050-NXX-XXXX","052-NXXXXXX","054 NXX XXXX","+972 50-NXX-XXXX","+972 54 NXX XXXX","+97258NXXXXXX","03-NXX-XXXX","02-NXX-XXXX","+972 3-NXX-XXXX","04-8XX-XXXX"],
}
NAMES = {"CN":("China","中国"),"IN":("India","印度"),"US":("the US","美国"),"CA":("Canada","加拿大"),"ID":("Indonesia","印尼"),
"PK":("Pakistan","巴基斯坦"),"NG":("Nigeria","尼日利亚"),"BR":("Brazil","巴西"),"BD":("Bangladesh","孟加拉"),"RU":("Russia","俄罗斯"),
"ET":("Ethiopia","埃塞俄比亚"),"MX":("Mexico","墨西哥"),"JP":("Japan","日本"),"EG":("Egypt","埃及"),"PH":("the Philippines","菲律宾"),
"CD":("Congo","刚果（金）"),"VN":("Vietnam","越南"),"IR":("Iran","伊朗"),"TR":("Turkey","土耳其"),"DE":("Germany","德国"),"TH":("Thailand","泰国"),
"GB":("the UK","英国"),"FR":("France","法国"),"IT":("Italy","意大利"),"ES":("Spain","西班牙"),"KR":("Korea","韩国"),"AU":("Australia","澳大利亚"),
"ZA":("South Africa","南非"),"SA":("Saudi","沙特"),"AE":("Dubai","迪拜"),"SG":("Singapore","新加坡"),"MY":("Malaysia","马来西亚"),
"HK":("Hong Kong","香港"),"TW":("Taiwan","台湾"),"NL":("the Netherlands","荷兰"),"PL":("Poland","波兰"),"SE":("Sweden","瑞典"),
"AR":("Argentina","阿根廷"),"CO":("Colombia","哥伦比亚"),"KE":("Kenya","肯尼亚"),"CH":("Switzerland","瑞士"),"NZ":("New Zealand","新西兰"),
"IE":("Ireland","爱尔兰"),"PT":("Portugal","葡萄牙"),"CL":("Chile","智利"),"IL":("Israel","以色列")}
# local phone words used in contact-card style lines
LOCAL = {"DE":["Handy: {P}","Tel.: {P}","Mobil {P}"],"FR":["Portable : {P}","Tél. {P}"],"IT":["Cellulare: {P}","Tel. {P}"],
"ES":["Móvil: {P}","Tfno. {P}"],"BR":["Celular: {P}","Zap: {P}","Fone: {P}"],"MX":["Cel. {P}","Tel: {P}"],"AR":["Cel: {P}"],"CO":["Celular {P}"],
"JP":["携帯：{P}","TEL {P}"],"KR":["휴대폰: {P}","전화 {P}"],"RU":["Тел.: {P}","моб. {P}"],"TR":["Cep: {P}","Tel: {P}"],"NL":["Mob.: {P}","Tel.nr: {P}"],
"SE":["Mobil: {P}","Tfn {P}"],"PL":["Tel. kom.: {P}","tel. {P}"],"ID":["HP: {P}","WA: {P}"],"MY":["H/P: {P}","Tel: {P}"],"TH":["โทร {P}","Tel. {P}"],
"VN":["ĐT: {P}","Zalo: {P}"],"IN":["Mob: {P}","Ph. {P}"],"PK":["Cell: {P}","Ph: {P}"],"NG":["Tel: {P}","GSM: {P}"],"KE":["M-Pesa line: {P}","Tel: {P}"],
"GB":["Mob: {P}","Tel: {P}"],"US":["Cell: {P}","Ph: {P}"],"CN":["手机：{P}","座机：{P}","Tel: {P}"],"TW":["手機：{P}","電話：{P}"],"HK":["手提：{P}","電話：{P}"],
"PT":["Telemóvel: {P}"],"CH":["Natel: {P}","Tel. {P}"],"AE":["Mob: {P}"],"SA":["Mobile: {P}"],"EG":["Mob: {P}"],"IR":["Tel: {P}"],"PH":["Cel: {P}","Globe: {P}"]}
