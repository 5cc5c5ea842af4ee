"""Hand-written phone number forms per country (pii11).

Template letters: X = any digit, N = digit 2-9, E = NANP central-office code
(3 digits, [2-9]XX, never N11 and never 555). Every other character is literal.
A form may be a tuple (form, extension_suffix): the suffix is written after the
number in the text but is NOT part of the span (see README).
Each country: a comment naming the numbering plan that the forms follow, then
mobile forms (M) and landline forms (L). Where a country does not distinguish
(NANP, MX since 2019) both lists hold the same kind of numbers.
"""

PHONES = {
# US - NANP: NPA (real area codes) + NXX (2-9, no N11/555) + 4 digits; 10 digits, +1.
"US": dict(M=["(415) E-XXXX", "646-E-XXXX", "312.E.XXXX", "+1 206 E XXXX", "+1-512-E-XXXX",
              "713-E-XXXX", "1 (305) E-XXXX", "+1303EXXXX", "617 E XXXX", "(702)E-XXXX"],
           L=[("(212) E-XXXX", " ext. XXX"), ("404-E-XXXX", " x2XX"), "(919) E-XXXX", "818.E.XXXX", ("+1 (617) E-XXXX", " ext XX"), "001 213 E XXXX"]),
# CA - NANP: Canadian NPAs 416, 604, 514, 403, 613, 905, 780, 647.
"CA": dict(M=["(416) E-XXXX", "604-E-XXXX", "+1 514 E XXXX", "647.E.XXXX", "+1-780-E-XXXX"],
           L=[("(613) E-XXXX", " ext. XXXX"), "403 E XXXX", "1-905-E-XXXX"]),
# GB - Ofcom plan: mobiles 07[1-5,7-9] + 8 digits (07700 900 drama range avoided); London 020 [378]XXX XXXX,
# Manchester 0161, Birmingham 0121, Edinburgh 0131, Glasgow 0141, Leeds 0113 (+7 digits), Cambridge 01223 (+6).
"GB": dict(M=["074XX XXXXXX", "0752X XXXXXX", "+44 7787 XXXXXX", "+44 (0)7912 XXXXXX", "+447398XXXXXX",
              "0044 7834 XXXXXX", "0785N XXX XXX", "07983 XXX XXX", "(+44) 7711 XXXXXX"],
           L=["020 7NXX XXXX", "020 3NXX XXXX", "+44 20 8NXX XXXX", "+44 (0)20 7NXX XXXX", "0161 NXX XXXX", "(0121) NXX XXXX",
              ("0131 NXX XXXX", " ext 2XX"), "+44 141 NXX XXXX", "0113-NXX-XXXX", "01223 NXXXXX", "+44 (0) 1865 NXXXXX"]),
# IE - ComReg: mobiles 083/085/086/087/089 + 7 digits; Dublin 01 + 7 digits, Cork 021 4XX XXXX, Galway 091 5XXXXX.
"IE": dict(M=["087 NXX XXXX", "086-NXX XXXX", "+353 85 NXX XXXX", "+353 (0)83 NXX XXXX", "00353 89 NXX XXXX", "+35387NXXXXXX"],
           L=["01 NXX XXXX", "(01) 6XX XXXX", "+353 1 NXX XXXX", "021 4XX XXXX", "+353 91 5XXXXX"]),
# IN - TRAI NNP 2003: mobiles 10 digits starting 6-9, written 5+5 or with 0 / +91; landlines STD code + subscriber
# (Delhi 011 + 8, Mumbai 022 + 8, Bengaluru 080 + 8, Chennai 044 + 8, Kolkata 033 + 8, Hyderabad 040 + 8, Pune 020 + 8).
"IN": dict(M=["98XXX XXXXX", "+91 97XXX XXXXX", "+91-99XXXXXXXX", "098XXXXXXXX", "+91 70XXX XXXXX", "88XXXXXXXX",
              "+9196XXXXXXXX", "63XXX-XXXXX", "(+91) 94XXX XXXXX", "0091 81XXX XXXXX", "+91 62XXX XXXXX"],
           L=["011-2XXX XXXX", "+91 11 4XXX XXXX", "022 6XXX XXXX", "(080) 4XXX XXXX", "+91-44-2XXX-XXXX", "033-2XXX-XXXX", ("040 2XXX XXXX", " Extn. XXX"), "020-2XXXXXXX"]),
# CN - MIIT plan: mobiles 11 digits, prefixes 13x, 145/147, 150-153/155-159, 166, 17[0-8], 18x, 19[1,3,5,8,9];
# landlines: area code (010 Beijing, 021 Shanghai, 020 Guangzhou, 0755 Shenzhen, 0571 Hangzhou, 028 Chengdu,
# 027 Wuhan, 025 Nanjing, 023 Chongqing, 022 Tianjin, 029 Xi'an, 0512 Suzhou, 0532 Qingdao, 0731 Changsha) + 8 digits.
"CN": dict(M=["138 XXXX XXXX", "139-XXXX-XXXX", "135XXXXXXXX", "+86 186 XXXX XXXX", "+86-158XXXXXXXX", "0086 137XXXXXXXX",
              "(+86)189XXXXXXXX", "177 XXXX XXXX", "152-XXXX-XXXX", "199XXXXXXXX", "+86150XXXXXXXX", "181 XXXX XXXX",
              "136-XXXX-XXXX", "147 XXXX XXXX", "166XXXXXXXX", "+86 173 XXXX XXXX", "187XXXXXXXX", "195 XXXX XXXX", "156XXXXXXXX", "130 XXXX XXXX",
              "183-XXXX-XXXX", "+86 176XXXXXXXX", "198 XXXX XXXX", "159XXXXXXXX"],
           L=["010-6XXX XXXX", "010-8XXXXXXX", "(021)5XXXXXXX", "021-6XXX XXXX", "020-8XXX XXXX", "0755-2XXX XXXX", ("0755-8XXXXXXX", "转XXXX"),
              "0571-8XXX XXXX", "028-8XXX XXXX", "+86 10 6XXX XXXX", "+86-21-5XXX-XXXX", "027-8XXXXXXX", "(025)8XXX XXXX", "023-6XXXXXXX",
              "022-2XXX XXXX", "029-8XXX XXXX", "0512-6XXXXXXX", ("0532-8XXX XXXX", "-XXX"), "0731-8XXXXXXX", "+86 755 2XXX XXXX"]),
# HK - OFCA: 8 digits; mobiles start 5/6/9, fixed lines 2/3; +852.
"HK": dict(M=["9XXX XXXX", "+852 6XXX XXXX", "+852 9XXXXXXX", "54XX-XXXX", "(852) 6XXX XXXX", "+852-9XXX-XXXX"],
           L=["2XXX XXXX", "+852 3XXX XXXX", "(852) 2XXX-XXXX", "3XXX-XXXX"]),
# TW - NCC: mobiles 09XX + 6 digits; Taipei (02) + 8 digits, Taichung (04) + 8, Kaohsiung (07) + 7.
"TW": dict(M=["091X-XXX-XXX", "0933 XXX XXX", "+886 912 XXX XXX", "+886-98XXXXXXX", "0975XXXXXX", "+886 (0)921 XXX XXX"],
           L=["(02) 2XXX-XXXX", "02-2XXX-XXXX", "+886 2 2XXX XXXX", "(04) 2XXX-XXXX", "07-NXX-XXXX", "+886-7-NXX-XXXX"]),
# JP - MIC plan: mobiles 090/080/070 + 8 digits; landline area code + subscriber to 10 digits
# (Tokyo 03-XXXX-XXXX, Osaka 06-XXXX-XXXX, Yokohama 045-XXX-XXXX, Nagoya 052, Kyoto 075, Sapporo 011, Fukuoka 092).
"JP": dict(M=["090-NXXX-XXXX", "080-NXXX-XXXX", "070 NXXX XXXX", "+81 90-NXXX-XXXX", "+81 80 NXXX XXXX", "+8170NXXXXXXX", "080NXXXXXXX"],
           L=["03-NXXX-XXXX", "06-NXXX-XXXX", "045-NXX-XXXX", "+81 3-NXXX-XXXX", "052-NXX-XXXX", "(075) NXX-XXXX", "+81-92-NXX-XXXX", "011-NXX-XXXX"]),
# KR - KCC plan: mobiles 010-NXXX-XXXX; Seoul 02-NXXX-XXXX / 02-NXX-XXXX, Busan 051, Incheon 032, Daegu 053 + 7-8 digits.
"KR": dict(M=["010-NXXX-XXXX", "010 NXXX XXXX", "+82 10-NXXX-XXXX", "+82 10 NXXX XXXX", "+8210NXXXXXXX", "010NXXXXXXX", "+82-10-NXXX-XXXX"],
           L=["02-NXXX-XXXX", "02-NXX-XXXX", "051-NXX-XXXX", "+82 2-NXXX-XXXX", "032-NXX-XXXX", "(053) NXX-XXXX"]),
# SG - IMDA: 8 digits; mobiles 8/9, fixed 6; +65.
"SG": dict(M=["9XXX XXXX", "+65 8XXX XXXX", "+65 9XXX-XXXX", "+6581XXXXXX", "8XXX-XXXX", "(+65) 9XXX XXXX"],
           L=["6XXX XXXX", "+65 6XXX XXXX", "+65-6XXX-XXXX", "6XXX-XXXX"]),
# MY - MCMC: mobiles 01[0-9] + 7 digits (011 + 8); KL/Selangor 03 + 8 digits, Penang 04 + 7, Johor 07 + 7.
"MY": dict(M=["012-NXX XXXX", "013-NXXXXXX", "+60 12-NXX XXXX", "+6019NXXXXXX", "011-NXXX XXXX", "016 NXX XXXX", "+60 17 NXX XXXX"],
           L=["03-NXXX XXXX", "+60 3-NXXX XXXX", "04-NXX XXXX", "(07) NXX XXXX", "+603 NXXX XXXX"]),
# TH - NBTC: mobiles 06/08/09 + 8 digits (10 total); Bangkok 02 + 7 digits, Chiang Mai 053 + 6.
"TH": dict(M=["081-NXX-XXXX", "089 NXX XXXX", "+66 81 NXX XXXX", "+66 92-NXX-XXXX", "0863XXXXXX", "+6661NXXXXXX", "095-NXX-XXXX"],
           L=["02-NXX-XXXX", "02 NXX XXXX", "+66 2 NXX XXXX", "053-NXX-XXX", "+66-53-NXX-XXX"]),
# VN - MIC 2018 plan: mobiles 10 digits 09x, 03[2-9], 07[06-9], 08[1-9]; Hanoi 024 + 8, HCMC 028 + 8.
"VN": dict(M=["091 NXX XXXX", "0912 NXX XXX", "+84 98 NXX XXXX", "+84 36NXXXXXX", "0983.NXX.XXX", "+84 (0) 90 NXX XXXX", "0773NXXXXX", "+8488NXXXXXX"],
           L=["024 3NXX XXXX", "(028) 3NXX XXXX", "+84 24 3NXX XXXX", "028.6NXX.XXXX", "+84-28-3NXX-XXXX"]),
# ID - Kominfo: mobiles 08[1-9]X + 6-9 digits (e.g. Telkomsel 0812/0813/0821/0852, Indosat 0815/0857, XL 0817/0878, Tri 0896);
# Jakarta (021) + 8 digits, Bandung (022) + 7-8, Surabaya (031) + 7-8.
"ID": dict(M=["0812-NXXX-XXXX", "0813 NXXX XXXX", "+62 812-NXXX-XXX", "+62 857 NXXX XXXX", "0878NXXXXXXX", "+62821NXXXXXXX", "0896-NXXX-XXXX", "0852 NXX XXX XXX"],
           L=["(021) 5XXX XXXX", "021-7XXX-XXXX", "+62 21 2XXX XXXX", "(022) 2XXX XXX", "031-5XXX XXXX"]),
# PH - NTC: mobiles 09XX + 7 digits (0917/0918/0920/0927/0939/0945/0966/0995); Metro Manila (02) 8XXX XXXX since 2019, Cebu (032) + 7.
"PH": dict(M=["0917 NXX XXXX", "0918-NXX-XXXX", "+63 927 NXX XXXX", "+63 939-NXX-XXXX", "0945NXXXXXX", "+63995NXXXXXX", "0966 NXX XXXX"],
           L=["(02) 8NXX XXXX", "02-8NXX-XXXX", "+63 2 8NXX XXXX", "(032) NXX XXXX", "+63 32 NXX XXXX"]),
# PK - PTA: mobiles 03XX + 7 digits (0300-0309 Jazz, 0311-0315 Zong, 0333-0336 Ufone, 0341-0347 Telenor);
# Karachi 021-3XXXXXXX, Lahore 042-3XXXXXXX (8 digits), Islamabad 051-XXXXXXX (7).
"PK": dict(M=["0300-NXXXXXX", "0321 NXXXXXX", "+92 333 NXXXXXX", "+92-345-NXXXXXX", "0312NXXXXXX", "+92 300 NXX XXXX", "0346 NXX XXXX"],
           L=["021-3XXXXXXX", "(042) 35XXXXXX", "+92 21 34XXXXXX", "051-2XXXXXX", "+92-51-2XXXXXX"]),
# BD - BTRC: mobiles 01[3-9] + 8 digits (017/013 GP, 019/014 Banglalink, 018/016 Robi, 015 Teletalk); Dhaka 02 + 7-8 digits.
"BD": dict(M=["017NX-XXXXXX", "01911-XXXXXX", "+880 1712-XXXXXX", "+8801819XXXXXX", "01556 XXXXXX", "+880 13NX XXXXXX", "01611XXXXXX"],
           L=["02-9XXXXXX", "+880 2 9XXXXXX", "02-55XXXXXX", "+880-2-58XXXXXX"]),
# AU - ACMA: mobiles 04XX XXX XXX (0491 570-579 fiction range avoided); Sydney (02) 8/9XXX XXXX, Melbourne (03) 8/9XXX,
# Brisbane (07) 3XXX, Perth (08) 6/9XXX, Adelaide (08) 8XXX.
"AU": dict(M=["0412 NXX XXX", "0423 NXX XXX", "+61 413 NXX XXX", "+61 (0)438 NXX XXX", "0400NXXXXX", "+61 401-NXX-XXX", "0450 NXX XXX"],
           L=["(02) 9XXX XXXX", "02 8XXX XXXX", "+61 3 9XXX XXXX", "(07) 3XXX XXXX", "08 9XXX XXXX", "+61 8 8XXX XXXX", "(03) 8XXX XXXX"]),
# NZ - NZ Numbering Plan: mobiles 021/022/027 + 6-8 digits; Auckland (09) + 7, Wellington (04) + 7, Christchurch (03) + 7.
"NZ": dict(M=["021 NXX XXXX", "027 NXX XXXX", "022-NXX-XXXX", "+64 21 NXX XXXX", "+64 27 NXXX XXX", "+6422NXXXXXX"],
           L=["(09) 3XX XXXX", "09 5XX XXXX", "+64 9 8XX XXXX", "(04) 4XX XXXX", "+64 4 3XX XXXX", "03 3XX XXXX"]),
# DE - BNetzA: mobiles 015x (+8), 016x/017x (+7 or +8); Berlin 030, Hamburg 040, Munich 089, Frankfurt 069 (+7-8), Köln 0221, Stuttgart 0711.
"DE": dict(M=["0171 NXXXXXX", "0172-NXXXXXX", "0176 NXXXXXXX", "0151 NXXX XXXX", "+49 160 NXXXXXX", "+49 (0)175 NXX XXXX", "+49157NXXXXXXX", "0049 170 NXXXXXX", "0162/NXXXXXX"],
           L=["030 NXXXXXXX", "030/NXXX XXXX", "(089) NXX XXXX", "+49 40 NXXX XXXX", "+49 (0)69 NXXXXXX", "0221 NXXXXXX", "0711-NXXXXXX", ("+49 30 NXXX XX", "-XX")]),
# FR - ARCEP: 10 digits 0Z XX XX XX XX; mobiles 06 and 07[3-9]; landlines 01 (Paris) 02-05; 09 boxes.
"FR": dict(M=["06 NX XX XX XX", "07 5X XX XX XX", "06.NX.XX.XX.XX", "+33 6 NX XX XX XX", "+33 (0)7 8X XX XX XX", "+336NXXXXXXX", "0033 6 NX XX XX XX", "06NXXXXXXX"],
           L=["01 4X XX XX XX", "01.5X.XX.XX.XX", "+33 1 4X XX XX XX", "04 7X XX XX XX", "+33 (0)5 5X XX XX XX", "02 4X XX XX XX", "09 5X XX XX XX"]),
# IT - AGCOM: mobiles 3XX + 6-7 digits (320/328/329/333/335/338/339/340/347/348/349/366/380/392); fixed numbers keep the 0
# internationally: Rome 06 + 6-8, Milan 02 + 6-8, Naples 081, Turin 011, Florence 055.
"IT": dict(M=["333 NXX XXXX", "347 NXXXXXX", "+39 338 NXX XXXX", "+39 349-NXX-XXXX", "+39340NXXXXXX", "0039 328 NXX XXXX", "392.NXX.XXXX"],
           L=["06 NXXX XXXX", "02 NXXX XXXX", "+39 06 NXXX XXXX", "+39 02-NXXXXXXX", "081 NXX XXXX", "(011) NXX XXXX", "055 NXX XXXX"]),
# ES - CNMC: 9 digits; mobiles 6XX and 7[1-4]X; fixed 9XX (Madrid 91, Barcelona 93, Valencia 96, Sevilla 954).
"ES": dict(M=["612 XXX XXX", "65X XX XX XX", "+34 699 XXX XXX", "+34 622 XX XX XX", "+3471NXXXXXX", "0034 678 XXX XXX", "744 XX XX XX"],
           L=["91 NXX XX XX", "93 NXX XX XX", "+34 91 NXX XX XX", "+34 963 XXX XXX", "954 XX XX XX", "(+34) 93 NXX XXXX"]),
# PT - ANACOM: 9 digits; mobiles 91/92/93/96 + 7; Lisbon 21 + 7, Porto 22 + 7.
"PT": dict(M=["912 XXX XXX", "965 XXX XXX", "+351 936 XXX XXX", "+351 924 XXX XXX", "+35191NXXXXXX", "00351 963 XXX XXX"],
           L=["21 NXX XXXX", "22 NXX XXXX", "+351 21 NXX XXXX", "+351 22 NXX XX XX", "213 NXX XXX"]),
# NL - ACM: mobiles 06 + 8 digits (06-1 to 06-5); Amsterdam 020 + 7, Rotterdam 010, The Hague 070, Utrecht 030, Eindhoven 040.
"NL": dict(M=["06-1XXXXXXX", "06 2XXX XXXX", "+31 6 4XXX XXXX", "+31 (0)6 3X XX XX XX", "+3165XXXXXXX", "0031 6 1XXX XXXX", "06-5X XX XX XX"],
           L=["020-NXX XXXX", "010 NXX XX XX", "+31 20 NXX XXXX", "+31 (0)70 NXX XXXX", "030-NXXXXXX", "(040) NXX XXXX"]),
# BE - BIPT: mobiles 04[5-9]X + 6 digits (0470-0479, 0484-0489, 0490-0499); Brussels 02 + 7, Antwerp 03 + 7, Ghent 09 + 7.
"BE": dict(M=["0475 XX XX XX", "0486/XX.XX.XX", "+32 478 XX XX XX", "+32 495 XX XX XX", "+32489XXXXXX", "0032 472 XX XX XX", "0497 XXX XXX"],
           L=["02 NXX XX XX", "03 NXX XX XX", "+32 2 NXX XX XX", "09/NXX.XX.XX", "+32 (0)2 NXX XX XX"]),
# CH - OFCOM/BAKOM: 10 digits; mobiles 075-079; Zürich 044/043, Geneva 022, Bern 031, Basel 061, Lausanne 021.
"CH": dict(M=["079 NXX XX XX", "078 NXX XX XX", "+41 76 NXX XX XX", "+41 (0)79 NXX XX XX", "+4177NXXXXXX", "0041 78 NXX XX XX"],
           L=["044 NXX XX XX", "+41 22 NXX XX XX", "031 NXX XX XX", "+41 (0)61 NXX XX XX", "021 NXX XX XX", "043 NXX XX XX"]),
# AT - RTR: mobiles 0650/0660/0664/0676/0680/0699 + 6-8 digits; Vienna 01 + 4-8, Graz 0316, Linz 0732, Salzburg 0662.
"AT": dict(M=["0664 NXXXXXX", "0676 NXX XX XX", "+43 664 NXXXXXX", "+43 699 NXX XX XXX", "+43650NXXXXXX", "0660/NXXXXXX"],
           L=["01 NXX XX XX", "01/NXX XX XX", "+43 1 NXX XXXX", "0316 NXXXXX", "+43 732 NXXXXX", "0662/NXXXXX"]),
# SE - PTS: mobiles 070/072/073/076/079 + 7; Stockholm 08 + 7-8, Gothenburg 031 + 6-7, Malmö 040 + 6-7.
"SE": dict(M=["070-NXX XX XX", "073 NXX XX XX", "+46 70 NXX XX XX", "+46 (0)76 NXX XX XX", "+4672NXXXXXX", "079-NXXXXXX"],
           L=["08-NXX XX XX", "08-NXX XXX XX", "+46 8 NXX XXX XX", "031-NX XX XX", "040-NXX XX XX", "+46 31 NXX XX XX"]),
# NO - Nkom: 8 digits; mobiles start 4 or 9, fixed 2 (Oslo 21-23), 5 (Bergen 55), 7 (Trondheim 73).
"NO": dict(M=["412 XX XXX", "9XX XX XXX", "+47 4XX XX XXX", "+47 9XXXXXXX", "48 XX XX XX", "+47 930 XX XXX"],
           L=["22 XX XX XX", "+47 23 XX XX XX", "55 XX XX XX", "73 XX XX XX", "+47 22XXXXXX"]),
# DK - Energistyrelsen: 8 digits, no trunk prefix; mobiles 20-31, 40-42, 50-53, 60-61; Copenhagen fixed 33/35/38, Aarhus 86/87/89.
"DK": dict(M=["20 XX XX XX", "+45 21 XX XX XX", "40 XX XX XX", "+45 51XXXXXX", "28 XX XX XX", "+45 61XX XXXX"],
           L=["33 XX XX XX", "+45 35 XX XX XX", "86 XX XX XX", "+45 38XXXXXX", "89 XX XX XX"]),
# FI - Traficom: mobiles 040-046, 050 + 5-8 digits; Helsinki 09 + 5-8, Tampere 03, Turku 02.
"FI": dict(M=["040 NXX XXXX", "050 NXX XXXX", "+358 40 NXX XXXX", "+358 45 NXXXXXX", "044-NXX XXXX", "+35850NXXXXXX"],
           L=["09 NXXX XXXX", "(09) NXX XXX", "+358 9 NXXX XXXX", "03 NXX XXXX", "+358 2 NXX XXXX"]),
# PL - UKE: 9 digits, no trunk prefix; mobiles 50x, 51x, 53x, 57x, 60x, 66x, 69x, 72x, 78x, 79x, 88x;
# fixed: Warsaw 22, Kraków 12, Wrocław 71, Poznań 61, Gdańsk 58 + 7.
"PL": dict(M=["601 XXX XXX", "+48 662 XXX XXX", "+48 790-XXX-XXX", "508XXXXXX", "0048 725 XXX XXX", "+48 883 XXX XXX", "698-XXX-XXX"],
           L=["22 NXX XX XX", "(12) NXX XX XX", "+48 22 NXX XX XX", "71 NXX XX XX", "+48 61 NXX-XX-XX", "58 NXX XX XX"]),
# RU - Rossvyaz: mobiles 9XX + 7 digits (903/905 Beeline, 910-919 MTS, 920-929 MegaFon, 950/952 Tele2, 960-968 Beeline, 977, 985, 999);
# Moscow 495/499, St Petersburg 812, Novosibirsk 383, Kazan 843 + 7; trunk prefix 8.
"RU": dict(M=["8 (916) NXX-XX-XX", "+7 926 NXX-XX-XX", "+7 (903) NXX XX XX", "8915NXXXXXX", "+7985NXXXXXX", "8-962-NXX-XX-XX", "+7 977 NXX XX XX", "8 999 NXX-XX-XX"],
           L=["8 (495) NXX-XX-XX", "+7 499 NXX-XX-XX", "+7 (812) NXX-XX-XX", "8 (383) NXX-XX-XX", "+7 843 NXX XX XX", "(495) NXX-XX-XX"]),
# UA - NCEC: 10 digits national; mobiles 050/066/095/099 Vodafone, 067/068/096/097/098 Kyivstar, 063/073/093 lifecell;
# Kyiv 044 + 7, Lviv 032 + 7, Odesa 048 + 7, Kharkiv 057 + 7.
"UA": dict(M=["067 NXX XX XX", "050-NXX-XX-XX", "+380 97 NXX XX XX", "+380 (63) NXX-XX-XX", "+38093NXXXXXX", "096 NXX XXXX", "+38 099 NXX XX XX"],
           L=["044 NXX XX XX", "+380 44 NXX XXXX", "(032) 2XX-XX-XX", "048 7XX XX XX", "+380 57 7XX XX XX"]),
# TR - BTK: mobiles 05XX + 7 digits (530-539 Turkcell, 540-549 Vodafone, 501-507/551-559 Türk Telekom);
# Istanbul 0212/0216, Ankara 0312, Izmir 0232 + 7.
"TR": dict(M=["0532 NXX XX XX", "0542 NXX XX XX", "+90 533 NXX XX XX", "+90 (555) NXX XX XX", "+90505NXXXXXX", "0 536 NXX XX XX", "0549-NXX-XXXX"],
           L=["0212 2XX XX XX", "(0216) 3XX XX XX", "+90 312 4XX XX XX", "0232 4XX XX XX", "+90 (212) 2XX XX XX"]),
# IL - MoC: mobiles 050/052/053/054/055/058 + 7; Jerusalem 02, Tel Aviv 03, Haifa 04 + 7 (first digit 5-9).
"IL": dict(M=["050-NXX-XXXX", "054-NXXXXXX", "+972 52-NXX-XXXX", "+972 54 NXX XXXX", "+97258NXXXXXX", "053 NXX XXXX"],
           L=["03-6XX-XXXX", "02-5XX-XXXX", "+972 3-7XX-XXXX", "04-8XX-XXXX", "+972 2 6XX XXXX"]),
# AE - TDRA: mobiles 050/052/054/055/056/058 + 7; Dubai 04, Abu Dhabi 02, Sharjah 06 + 7.
"AE": dict(M=["050 NXX XXXX", "055-NXX-XXXX", "+971 50 NXX XXXX", "+971 56 NXX XXXX", "+97152NXXXXXX", "00971 58 NXX XXXX"],
           L=["04 3XX XXXX", "+971 4 2XX XXXX", "02 6XX XXXX", "+971 2 4XX XXXX", "06 5XX XXXX"]),
# SA - CST: mobiles 05X + 7 (050/053/055 STC, 054/056 Mobily, 058/059 Zain); Riyadh 011, Jeddah 012, Dammam 013 + 7.
"SA": dict(M=["050 NXX XXXX", "055-NXX-XXXX", "+966 54 NXX XXXX", "+966 59 NXX XXXX", "+96656NXXXXXX", "053 3NX XXXX"],
           L=["011 4XX XXXX", "+966 11 2XX XXXX", "012 6XX XXXX", "+966 13 8XX XXXX", "(011) 2XX-XXXX"]),
# EG - NTRA: mobiles 010 Vodafone, 011 Etisalat, 012 Orange, 015 WE + 8 digits; Cairo 02 + 8, Alexandria 03 + 7.
"EG": dict(M=["010 NXXX XXXX", "0122 NXX XXXX", "+20 10 NXXX XXXX", "+20 11 NXX XXXXX", "+2015NXXXXXXX", "0111-NXX-XXXX"],
           L=["02 2XXX XXXX", "+20 2 3XXX XXXX", "(02) 2XXXXXXX", "03 4XX XXXX", "+20 3 5XX XXXX"]),
# NG - NCC: mobiles 11 digits 070x/080x/081x/090x/091x (0803/0806/0813/0703/0903 MTN, 0805/0807/0815 Glo,
# 0802/0808/0812/0701/0902 Airtel, 0809/0817/0818/0909 9mobile); Lagos 01 + 7, Abuja 09 + 7.
"NG": dict(M=["0803 NXX XXXX", "0806-NXX-XXXX", "+234 805 NXX XXXX", "+234 (0)802 NXX XXXX", "+234813NXXXXXX", "0703NXXXXXX", "0909 NXX XXXX", "0812-NXX-XXXX"],
           L=["01 NXX XXXX", "+234 1 NXX XXXX", "09 NXX XXXX", "+234 9 NXX XXXX", "(01) 2XX XXXX"]),
# KE - CA Kenya: mobiles 07XX / 011X + 6 digits (0700-0729 and 0790-0799 Safaricom, 073x/075x/078x Airtel, 0110-0115);
# Nairobi 020 + 7.
"KE": dict(M=["0712 XXX XXX", "0722-XXX-XXX", "+254 733 XXX XXX", "+254 79N XXX XXX", "+254110XXXXXX", "0757XXXXXX", "0780 XXX XXX"],
           L=["020 2XX XXXX", "+254 20 3XX XXXX", "(020) 4XX XXXX", "+254 20 2XXXXXX"]),
# ZA - ICASA: 10 digits; mobiles 06x/07x/08[1-4]; Johannesburg 011, Cape Town 021, Durban 031, Pretoria 012 + 7.
"ZA": dict(M=["082 NXX XXXX", "083-NXX-XXXX", "+27 72 NXX XXXX", "+27 (0)84 NXX XXXX", "+2779NXXXXXX", "061 NXX XXXX", "076 NXX XXXX"],
           L=["011 NXX XXXX", "021 4XX XXXX", "+27 21 NXX XXXX", "(031) NXX XXXX", "+27 12 NXX XXXX"]),
# ET - ECA plan: mobiles 09 (ethio telecom 091-094) or 07 (Safaricom Ethiopia 070-079) + 8 digits; Addis Ababa 011 + 7.
"ET": dict(M=["0911 XX XX XX", "091 NXX XXXX", "+251 91 NXX XXXX", "+251 92 NXX XXXX", "+25193NXXXXXX", "0700 NXX XXX", "+251 70N XXX XXX"],
           L=["011 5XX XXXX", "+251 11 6XX XXXX", "011-1XX-XXXX", "+251 11 5XXXXXX"]),
# CD - ARPTC: national 0 + 9 digits, mobiles 081/082/083 Vodacom, 084/085/089 Orange, 097/098/099 Airtel, 090 Africell.
# Fixed-line service is practically extinct in DRC, so all forms are mobile.
"CD": dict(M=["081 NXX XXXX", "0998 NXX XXX", "+243 81 NXX XXXX", "+243 97 NXX XXXX", "+243 (0)85 NXX XXXX", "+24382NXXXXXX", "0899-NXX-XXX", "+243 990 NXX XXX"],
           L=["084 NXX XXXX", "+243 89 NXX XXXX"]),
# IR - CRA: mobiles 09XX + 7 digits (0912/0919 MCI, 0935-0939 Irancell, 0901/0902 Irancell, 0921/0922 RighTel);
# Tehran 021 + 8, Isfahan 031 + 8, Mashhad 051 + 8, Shiraz 071 + 8.
"IR": dict(M=["0912 NXX XXXX", "0935-NXX-XXXX", "+98 912 NXX XXXX", "+98 919 NXX XXXX", "+98936NXXXXXX", "0901 NXX XXXX", "0938NXXXXXX"],
           L=["021 8XXX XXXX", "(021) 2XXX XXXX", "+98 21 6XXX XXXX", "031 3XXX XXXX", "+98 51 3XXX XXXX", "071-3XXX-XXXX"]),
# BR - Anatel: mobiles (DDD) 9XXXX-XXXX with 9 + [6-9]; landlines (DDD) [2-5]XXX-XXXX;
# DDD 11 São Paulo, 21 Rio, 31 BH, 41 Curitiba, 51 Porto Alegre, 61 Brasília, 71 Salvador, 81 Recife, 85 Fortaleza.
"BR": dict(M=["(11) 98XXX-XXXX", "(21) 99XXX-XXXX", "+55 11 97XXX-XXXX", "+55 (31) 98XXX-XXXX", "+5541996XXXXXX", "11 9 6XXX-XXXX", "(61)98XXX-XXXX", "+55 85 99XXX XXXX"],
           L=["(11) 3XXX-XXXX", "(21) 2XXX-XXXX", "+55 51 3XXX-XXXX", "(71) 3XXX-XXXX", "+55 (81) 3XXX-XXXX", "(41) 3XXX XXXX"]),
# MX - IFT 2019 plan: 10 digits, no mobile/landline distinction; CDMX 55, Guadalajara 33, Monterrey 81 (+8), Puebla 222,
# Tijuana 664, Cancún 998 (+7). International +52 (the old +52 1 mobile prefix is not used).
"MX": dict(M=["55 NXXX XXXX", "+52 55 NXXX XXXX", "33 NXXX XXXX", "+52 81 NXXX XXXX", "(55) NXXX-XXXX", "+5255NXXXXXXX"],
           L=["222 NXX XXXX", "+52 664 NXX XXXX", "(998) NXX XXXX", "81 NXXX-XXXX", "+52 (33) NXXX XXXX"]),
# AR - ENACOM: Buenos Aires 11 + 8 digits, Córdoba 351 + 7, Rosario 341 + 7, Mendoza 261 + 7;
# mobiles nationally 0AA 15 + number, internationally +54 9 AA + number; landlines (0AA) + number.
"AR": dict(M=["+54 9 11 NXXX-XXXX", "011 15-NXXX-XXXX", "+54 9 351 NXX-XXXX", "11 15 NXXX XXXX", "+5491165XXXXXX", "(0341) 15-NXX-XXXX", "+54 9 261 NXX XXXX"],
           L=["(011) 4XXX-XXXX", "+54 11 4XXX-XXXX", "(0351) 4XX-XXXX", "0341 4XX-XXXX", "+54 261 4XX XXXX"]),
# CO - CRC 2021 plan: mobiles 3XX + 7 (300-305, 310-324, 350-351); fixed 60 + region + 7 (601 Bogotá, 604 Medellín, 602 Cali, 605 Barranquilla).
"CO": dict(M=["310 NXX XXXX", "300-NXX-XXXX", "+57 315 NXX XXXX", "+57 320 NXX XXXX", "+57301NXXXXXX", "(+57) 350 NXX XXXX", "318 NXXXXXX"],
           L=["601 NXX XXXX", "+57 601 NXX XXXX", "(604) NXX XXXX", "+57 602 NXX XXXX", "605 3XX XXXX"]),
# CL - Subtel: 9 digits; mobiles 9 + 8; Santiago 2 2XXX XXXX, Valparaíso 32 2XX XXXX, Concepción 41 2XX XXXX.
"CL": dict(M=["+56 9 NXXX XXXX", "9 NXXX XXXX", "+569NXXXXXXX", "(+56 9) NXXX XXXX", "+56 9 NXXX-XXXX"],
           L=["+56 2 2XXX XXXX", "(2) 2XXX XXXX", "+56 32 2XX XXXX", "22 NXX XXXX", "+56 41 2XX XXXX"]),
}

# target item counts per country (at least 20 each; more for the big four)
COUNTS = {c: 22 for c in PHONES}
COUNTS.update(US=52, GB=50, IN=46, CN=92, CA=21, HK=21, SG=21, NO=20, DK=20, CD=20, ET=20)
