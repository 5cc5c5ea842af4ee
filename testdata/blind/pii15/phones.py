"""Phone numbering plans and written forms used by gen.py (45 countries).

Each country: calling code, trunk prefix, and number types 'm' (mobile) / 'l' (landline).
A type is a list of (NSN template, formats).
  NSN template (the national significant number, i.e. without trunk prefix):
      d = any digit, [2-9] = digit class, {a|b|c} = choice of literal prefixes.
  format: 'd' takes the next NSN digit, 's' takes it but writes nothing (used for
      Argentina, where the mobile '9' is only dialled from abroad), anything else is
      written literally (so "0" is the trunk prefix, "+44" the international prefix).
Formats are the ways people actually write numbers in that country (grouping habits
checked against each national plan; weights are given by repeating a format).

Numbering plans (NSN = national significant number, after the trunk prefix):
  CN +86  trunk 0 for landlines only. Mobile 1[3-9]x + 8 = 11 digits, written 3-4-4
          or run together. Landlines: area 10/2x + 8 digits (010-6xxx xxxx),
          3-digit areas (755 Shenzhen, 571 Hangzhou, 512 Suzhou) + 8 digits.
  US/CA +1 NANP, trunk 1: NPA (area) + NXX + 4 = 10 digits, (212) 555-0187 style.
  GB +44  trunk 0. Mobile 7[4-9] + 8 = 10 NSN (07xxx xxxxxx); London 20 + 8
          (020 xxxx xxxx); Manchester 161 / Edinburgh 131 / Birmingham 121 + 7.
  AU +61  trunk 0. Mobile 4 + 8 (04xx xxx xxx); landline area 2/3/7/8 + 8 ((02) xxxx xxxx).
  NZ +64  trunk 0. Mobile 2[127] + 7 (021 xxx xxxx); landline 3/4/6/7/9 + 7 ((09) xxx xxxx).
  IN +91  trunk 0. Mobile [6-9] + 9 = 10 (98xxx xxxxx); landline 11/22/80/44 + 8.
  SG +65  no trunk. 8 digits: mobile 8/9, fixed 6.
  HK +852 no trunk. 8 digits: mobile 5/6/9, fixed 2/3.
  MO +853 no trunk. 8 digits: mobile 6, fixed 28.
  TW +886 trunk 0. Mobile 9 + 8 (09xx-xxx-xxx); Taipei 2 + 8 ((02) xxxx-xxxx),
          Kaohsiung 7 + 7, Taichung 4 + 8.
  JP +81  trunk 0. Mobile 70/80/90 + 8 (090-xxxx-xxxx); Tokyo 3 / Osaka 6 + 8,
          Kyoto 75 + 7, Yokohama 45 + 7.
  KR +82  trunk 0. Mobile 10 + 8 (010-xxxx-xxxx); Seoul 2 + 7-8; Busan 51 + 7.
  DE +49  trunk 0. Mobile 15x + 8 (0151 xxxxxxxx) or 16x/17x + 7; Berlin 30,
          Hamburg 40, Frankfurt 69 + 8; Munich 89 + 7; Cologne 221 + 7.
  FR +33  trunk 0. 9 NSN digits: mobile 6/7, landline 1-5, written in pairs 06 xx xx xx xx.
  ES +34  no trunk. 9 digits: mobile 6 / 7[1-4], landline 9 (Madrid 91, Barcelona 93).
  IT +39  no trunk (landline leading 0 is part of the number). Mobile 3xx + 7;
          Rome 06 / Milan 02 + 8; Florence 055 / Naples 081 + 7.
  NL +31  trunk 0. Mobile 6 + 8 (06-xxxxxxxx); Amsterdam 20 / Rotterdam 10 + 7.
  BE +32  trunk 0. Mobile 4[6-9]x + 6 (04xx xx xx xx); Brussels 2 / Antwerp 3 + 7.
  CH +41  trunk 0. Mobile 7[5-9] + 7; Zurich 44, Geneva 22, Bern 31, Basel 61 + 7.
  AT +43  trunk 0. Mobile 650/660/664/676/681/688/699 + 7; Vienna 1 + 7; Graz 316 + 6.
  SE +46  trunk 0. Mobile 7[02369] + 7 (070-xxx xx xx); Stockholm 8 + 7; Gothenburg 31 + 7.
  NO +47  no trunk. 8 digits: mobile 4/9, fixed 2x (Oslo), 5x (Bergen).
  DK +45  no trunk. 8 digits written in pairs.
  PL +48  no trunk. 9 digits: mobile 5/6/7/8x, Warsaw 22 + 7.
  IE +353 trunk 0. Mobile 8[35-9] + 7 (087 xxx xxxx); Dublin 1 + 7; Cork 21 + 7.
  PT +351 no trunk. 9 digits: mobile 9[1236], Lisbon 21, Porto 22.
  BR +55  trunk 0 (+carrier, mostly omitted). Area 2 digits + mobile 9xxxx-xxxx (11)
          or landline [2-5]xxx-xxxx (10).
  MX +52  no trunk since 2019. 10 digits: CDMX 55 / GDL 33 / MTY 81 + 8, others 3+7.
  AR +54  trunk 0. Buenos Aires 11 + 8, Cordoba 351 + 7. Mobiles: +54 9 11 xxxx-xxxx
          abroad, 011 15-xxxx-xxxx at home.
  ZA +27  trunk 0. 9 NSN digits: mobile 6x/7x/8[1-4]; Johannesburg 11, Cape Town 21.
  NG +234 trunk 0. Mobile 70x/80x/81x/90x + 7 (0803 xxx xxxx); Lagos 1 + 7.
  KE +254 trunk 0. Mobile 7xx / 1[01]x + 6 (0712 345 678); Nairobi 20 + 7.
  EG +20  trunk 0. Mobile 1[0125] + 8 (010 xxxx xxxx); Cairo 2 + 8; Alexandria 3 + 7.
  AE +971 trunk 0. Mobile 5[024568] + 7 (050 xxx xxxx); Dubai 4 / Abu Dhabi 2 + 7.
  SA +966 trunk 0. Mobile 5x + 7 (05x xxx xxxx); Riyadh 11 + 7.
  TR +90  trunk 0. Mobile 5xx + 7 (0532 xxx xx xx); Istanbul 212/216, Ankara 312 + 7.
  RU +7   trunk 8. Mobile 9xx + 7 (8 (9xx) xxx-xx-xx); Moscow 495/499, SPb 812 + 7.
  PH +63  trunk 0. Mobile 9xx + 7 (0917 xxx xxxx); Manila 2 + 8.
  MY +60  trunk 0. Mobile 1x + 7 (012-345 6789) or 11 + 8; KL 3 + 8; Penang 4 + 7.
  TH +66  trunk 0. Mobile 6/8/9x + 7 (081 xxx xxxx); Bangkok 2 + 7; Chiang Mai 53 + 6.
  VN +84  trunk 0. Mobile 3x/5x/7x/8x/9x + 7 (091 xxx xxxx); Hanoi 24 / HCMC 28 + 8.
  ID +62  trunk 0. Mobile 8xx + 7-8 (0812-xxxx-xxxx); Jakarta 21 / Surabaya 31 + 8.
  PK +92  trunk 0. Mobile 3xx + 7 (0300 xxxxxxx); Karachi 21 / Lahore 42 + 8; Islamabad 51 + 7.
  IL +972 trunk 0. Mobile 5x + 7 (05x-xxx-xxxx); Tel Aviv 3 / Jerusalem 2 + 7.
"""

NANP_US = "{212|646|917|718|347|415|628|510|312|773|617|206|512|305|404|713|303|702|602|215|202|619|503|612|919}"
NANP_CA = "{416|647|437|604|778|514|438|403|587|613|343|902|905|780|204|306}"
NANP_FMT = ["(ddd) ddd-dddd", "(ddd) ddd-dddd", "ddd-ddd-dddd", "ddd-ddd-dddd", "ddd.ddd.dddd",
            "ddd ddd dddd", "dddddddddd", "+1 ddd-ddd-dddd", "+1 (ddd) ddd-dddd", "+1 ddd ddd dddd",
            "1-ddd-ddd-dddd", "+1-ddd-ddd-dddd", "+1.ddd.ddd.dddd", "+1dddddddddd", "1 (ddd) ddd-dddd"]

COUNTRIES = {
    "CN": {"cc": "86", "m": [("1{3|5|7|8|9}[0-9]dddddddd", [
        "ddddddddddd", "ddddddddddd", "ddddddddddd", "ddd dddd dddd", "ddd dddd dddd", "ddd-dddd-dddd",
        "+86 ddd dddd dddd", "+86 ddddddddddd", "+86-ddd-dddd-dddd", "+86ddddddddddd",
        "0086 ddddddddddd", "0086-ddd-dddd-dddd", "(+86) ddd dddd dddd", "+86 ddd-dddd-dddd"])],
           "l": [("{10|21|20|28|27|22|25|23}[2-8]ddddddd", [
               "0dd-dddddddd", "0dd-dddddddd", "0dd-dddd dddd", "(0dd) dddd dddd", "0dd dddd dddd",
               "+86 dd dddd dddd", "+86-dd-dddddddd", "0dddddddddd", "(0dd)dddddddd", "+86 (0)dd dddd dddd"]),
                 ("{755|571|512|532|591|731|371|551}[2-8]ddddddd", [
                     "0ddd-dddddddd", "0ddd-dddddddd", "0ddd-dddd dddd", "(0ddd) dddd dddd",
                     "+86 ddd dddd dddd", "+86-ddd-dddddddd", "0ddd dddd dddd", "0ddddddddddd"])]},
    "US": {"cc": "1", "m": [(NANP_US + "[2-9]dddddd", NANP_FMT)], "l": [(NANP_US + "[2-9]dddddd", NANP_FMT)]},
    "CA": {"cc": "1", "m": [(NANP_CA + "[2-9]dddddd", NANP_FMT)], "l": [(NANP_CA + "[2-9]dddddd", NANP_FMT)]},
    "GB": {"cc": "44", "m": [("7{4|5|7|8|9}dddddddd", [
        "0dddd dddddd", "0dddd dddddd", "0dddd dddddd", "0dddddddddd", "0dddd ddd ddd", "+44 dddd dddddd",
        "+44 dddd dddddd", "+44 (0)dddd dddddd", "+44 (0) dddd dddddd", "+44dddddddddd", "0044 dddd dddddd",
        "+44 ddd ddd dddd"])],
           "l": [("{20|29}{7|8|3}ddddddd", [
               "0dd dddd dddd", "0dd dddd dddd", "(0dd) dddd dddd", "+44 dd dddd dddd", "+44 (0)dd dddd dddd",
               "0dddddddddd", "+44 (0) dd dddd dddd", "0044 dd dddd dddd"]),
                 ("{161|131|121|113|114|117}{2|4|5|8}dddddd", [
                     "0ddd ddd dddd", "0ddd ddd dddd", "(0ddd) ddd dddd", "+44 ddd ddd dddd",
                     "+44 (0)ddd ddd dddd", "0dddddddddd"])]},
    "AU": {"cc": "61", "m": [("4{0|1|2|3|5|7|8|9}ddddddd", [
        "0ddd ddd ddd", "0ddd ddd ddd", "0ddd ddd ddd", "0ddddddddd", "0ddd-ddd-ddd", "+61 ddd ddd ddd",
        "+61 ddd ddd ddd", "+61ddddddddd", "+61 d dddd dddd", "0061 ddd ddd ddd", "(+61) ddd ddd ddd"])],
           "l": [("{29|28|39|38|73|89|88|26}ddddddd", [
               "(0d) dddd dddd", "(0d) dddd dddd", "0d dddd dddd", "0ddddddddd", "+61 d dddd dddd",
               "+61 (0)d dddd dddd", "(0d) dddddddd"])]},
    "NZ": {"cc": "64", "m": [("2{1|2|7}ddddddd", [
        "0dd ddd dddd", "0dd ddd dddd", "0dd-ddd-dddd", "0ddddddddd", "+64 dd ddd dddd", "+64 dd-ddd-dddd",
        "+64ddddddddd", "0064 dd ddd dddd"])],
           "l": [("{9|4|3|6|7}{2|3|4|5|8}dddddd", [
               "(0d) ddd dddd", "(0d) ddd dddd", "0d ddd dddd", "0d-ddd dddd", "+64 d ddd dddd", "+64 (0)d ddd dddd"])]},
    "IN": {"cc": "91", "m": [("{98|99|97|96|95|94|93|91|90|89|88|87|86|85|84|83|82|81|80|79|78|77|76|75|74|73|72|70|63|62}dddddddd", [
        "ddddd ddddd", "ddddd ddddd", "dddddddddd", "dddddddddd", "+91 ddddd ddddd", "+91 ddddd ddddd",
        "+91-dddddddddd", "+91 dddddddddd", "+91dddddddddd", "0dddddddddd", "+91 ddd ddd dddd", "0091 ddddd ddddd"])],
           "l": [("{11|22|44|33|80|20|40}{2|4|6}ddddddd", [
               "0dd-dddd dddd", "0dd dddd dddd", "0dd-dddddddd", "+91 dd dddd dddd", "+91-dd-dddddddd",
               "(0dd) dddd dddd", "+91 (0)dd dddd dddd"])]},
    "SG": {"cc": "65", "m": [("{8|9}ddddddd", [
        "dddd dddd", "dddd dddd", "dddddddd", "dddddddd", "+65 dddd dddd", "+65 dddd dddd", "+65 dddddddd",
        "+65-dddd-dddd", "(+65) dddd dddd", "+65dddddddd", "dddd-dddd", "0065 dddd dddd"])],
           "l": [("6{1|2|3|4|5|6|7|8}dddddd", [
               "dddd dddd", "dddddddd", "+65 dddd dddd", "+65 dddddddd", "+65-dddd-dddd", "(+65) dddd dddd"])]},
    "HK": {"cc": "852", "m": [("{5|6|9}[1-9]dddddd", [
        "dddd dddd", "dddd dddd", "dddddddd", "dddddddd", "+852 dddd dddd", "+852 dddd dddd", "+852 dddddddd",
        "(852) dddd dddd", "+852-dddd-dddd", "(+852) dddd dddd", "+852-dddddddd",
        "00852 dddd dddd"])],
           "l": [("{2|3}[1-9]dddddd", [
               "dddd dddd", "dddd dddd", "dddddddd", "+852 dddd dddd", "(852) dddd dddd", "+852-dddd-dddd",
               "(+852) dddd dddd"])]},
    "MO": {"cc": "853", "m": [("6{2|3|6|8}dddddd", [
        "dddd dddd", "dddd dddd", "dddddddd", "+853 dddd dddd", "+853 dddddddd", "(853) dddd dddd",
        "(+853) dddd dddd"])],
           "l": [("28{2|3|7|8}ddddd", ["dddd dddd", "dddddddd", "+853 dddd dddd", "(853) dddd dddd"])]},
    "TW": {"cc": "886", "m": [("9dddddddd", [
        "0ddd-ddd-ddd", "0ddd-ddd-ddd", "0ddd ddd ddd", "0ddddddddd", "0ddddddddd", "0ddd-dddddd",
        "+886 ddd ddd ddd", "+886-ddd-ddd-ddd", "+886 ddd-ddd-ddd", "+886ddddddddd", "(+886) ddd-ddd-ddd",
        "+886 (0)ddd ddd ddd"])],
           "l": [("{2|4}{2|7|8|3}ddddddd", [
               "(0d) dddd-dddd", "(0d) dddd-dddd", "0d-dddd-dddd", "(0d)dddd-dddd", "+886 d dddd dddd",
               "+886-d-dddd-dddd", "0d dddd dddd"]),
                 ("7{2|3}dddddd", ["(0d) ddd-dddd", "0d-ddd-dddd", "+886 d ddd dddd", "(0d)ddd-dddd"])]},
    "JP": {"cc": "81", "m": [("{90|80|70}dddddddd", [
        "0dd-dddd-dddd", "0dd-dddd-dddd", "0dd-dddd-dddd", "0dd dddd dddd", "0dddddddddd", "+81 dd-dddd-dddd",
        "+81 dd dddd dddd", "+81-dd-dddd-dddd", "+81dddddddddd", "+81 (0)dd-dddd-dddd"])],
           "l": [("{3|6}{3|5|6|4}ddddddd", [
               "0d-dddd-dddd", "0d-dddd-dddd", "0d dddd dddd", "(0d) dddd-dddd", "0d(dddd)dddd",
               "+81 d-dddd-dddd", "+81 d dddd dddd", "+81-d-dddd-dddd", "+81 (0)d-dddd-dddd"]),
                 ("{75|45|52|92}{2|3|5|7}dddddd", [
                     "0dd-ddd-dddd", "0dd-ddd-dddd", "0dd ddd dddd", "(0dd) ddd-dddd", "+81 dd-ddd-dddd",
                     "+81 dd ddd dddd"])]},
    "KR": {"cc": "82", "m": [("10{2|3|4|5|6|7|8|9}ddddddd", [
        "0dd-dddd-dddd", "0dd-dddd-dddd", "0dd-dddd-dddd", "0dd dddd dddd", "0dddddddddd", "0dd.dddd.dddd",
        "+82 dd-dddd-dddd", "+82 dd dddd dddd", "+82-dd-dddd-dddd", "+82dddddddddd", "+82 (0)dd-dddd-dddd"])],
           "l": [("2{2|3|5|6}ddddddd", [
               "0d-dddd-dddd", "0d-dddd-dddd", "(0d) dddd-dddd", "0d dddd dddd", "+82 d-dddd-dddd",
               "+82 d dddd dddd"]),
                 ("{51|53|32|42}{2|6|8}dddddd", ["0dd-ddd-dddd", "0dd-ddd-dddd", "+82 dd-ddd-dddd", "(0dd) ddd-dddd"])]},
    "DE": {"cc": "49", "m": [("15{1|2|7|9}dddddddd", [
        "0ddd dddddddd", "0ddd dddddddd", "0ddd/dddddddd", "0ddd-dddddddd", "0ddd dddd dddd", "0ddddddddddd",
        "+49 ddd dddddddd", "+49 ddd dddddddd", "+49 (0)ddd dddddddd", "+49 ddd dddd dddd",
        "+49ddddddddddd", "0049 ddd dddddddd", "+49-ddd-dddddddd"]),
                             ("1{60|62|63|70|71|72|73|74|75|76|77|78|79}ddddddd", [
        "0ddd ddddddd", "0ddd ddddddd", "0ddd/ddddddd", "0ddd-ddddddd", "0ddd ddd dddd", "+49 ddd ddddddd",
        "+49 ddd ddddddd", "+49 (0)ddd ddddddd", "+49 ddd ddd dddd", "0049 ddd ddddddd", "0dddddddddd"])],
           "l": [("{30|40|69}{2|3|4|6|8}ddddddd", [
               "0dd dddddddd", "0dd dddddddd", "0dd/dddddddd", "0dd/dddd dddd", "(0dd) dddd dddd", "+49 dd dddddddd",
               "+49 (0)dd dddd dddd", "+49 dd dddd dddd", "+49-dd-dddddddd", "+49 (0)dd dddddddd"]),
                 ("89{1|2|3|4|5}dddddd", [
                     "0dd ddddddd", "0dd/ddddddd", "0dd ddd dddd", "+49 dd ddddddd", "+49 (0)dd ddd dddd", "(0dd) ddddddd"]),
                 ("{221|711|211|341}{2|3|4|5|9}dddddd", [
                     "0ddd ddddddd", "0ddd/ddddddd", "0ddd ddd dddd", "+49 ddd ddddddd", "+49 (0)ddd ddd dddd",
                     "(0ddd) ddddddd"])]},
    "FR": {"cc": "33", "m": [("{6|7}dddddddd", [
        "0d dd dd dd dd", "0d dd dd dd dd", "0d dd dd dd dd", "0d.dd.dd.dd.dd", "0d.dd.dd.dd.dd", "0d-dd-dd-dd-dd",
        "0ddddddddd", "+33 d dd dd dd dd", "+33 d dd dd dd dd", "+33 (0)d dd dd dd dd", "+33 (0) d dd dd dd dd",
        "+33ddddddddd", "0033 d dd dd dd dd", "+33 d.dd.dd.dd.dd"])],
           "l": [("{1|2|3|4|5}dddddddd", [
               "0d dd dd dd dd", "0d dd dd dd dd", "0d.dd.dd.dd.dd", "0ddddddddd", "+33 d dd dd dd dd",
               "+33 (0)d dd dd dd dd", "0033 d dd dd dd dd"])]},
    "ES": {"cc": "34", "m": [("{60|61|62|63|64|65|66|67|68|69|71|72|73|74}ddddddd", [
        "ddd ddd ddd", "ddd ddd ddd", "ddd dd dd dd", "ddddddddd", "ddd-ddd-ddd", "+34 ddd ddd ddd",
        "+34 ddd ddd ddd", "+34 ddd dd dd dd", "+34ddddddddd", "0034 ddd ddd ddd", "(+34) ddd ddd ddd"])],
           "l": [("{91|93|96|95}{2|3|4|5|7}dddddd", [
               "dd ddd dd dd", "dd ddd dd dd", "ddd dd dd dd", "ddd ddd ddd", "+34 dd ddd dd dd", "+34 ddd ddd ddd",
               "ddddddddd"])]},
    "IT": {"cc": "39", "m": [("3{20|28|29|33|34|35|38|39|40|45|47|48|49|66|68|70|71|77|80|88|89|92}ddddddd", [
        "ddd ddd dddd", "ddd ddd dddd", "ddd ddddddd", "ddd-ddd dddd", "dddddddddd", "+39 ddd ddd dddd",
        "+39 ddd ddd dddd", "+39 ddd ddddddd", "+39dddddddddd", "0039 ddd ddd dddd", "+39 ddd-ddddddd"])],
           "l": [("0{6|2}{4|5|8|9}ddddddd", [
               "dd dddd dddd", "dd dddd dddd", "dd-dddddddd", "dd dddddddd", "+39 dd dddd dddd", "+39 dd dddddddd",
               "0039 dd dddd dddd"]),
                 ("0{55|81|11|51}{2|4|5|7}dddddd", [
                     "ddd ddddddd", "ddd ddddddd", "ddd-ddddddd", "ddd ddd dddd", "+39 ddd ddddddd", "+39 ddd ddd dddd"])]},
    "NL": {"cc": "31", "m": [("6{1|2|3|4|5}ddddddd", [
        "0d-dddddddd", "0d-dddddddd", "0d dddddddd", "0d dd dd dd dd", "0ddddddddd", "+31 d dddddddd",
        "+31 d dddddddd", "+31 (0)d dddddddd", "+31 d dd dd dd dd", "+31ddddddddd", "0031 d dddddddd",
        "+31 (0)d-dddddddd"])],
           "l": [("{20|10|30|70}{2|3|4|5|6|7}dddddd", [
               "0dd-ddd dddd", "0dd-ddd dddd", "0dd ddd dddd", "(0dd) ddd dddd", "+31 dd ddd dddd",
               "+31 (0)dd ddd dddd", "0dd-ddddddd"])]},
    "BE": {"cc": "32", "m": [("4{60|65|66|67|68|70|71|72|73|74|75|76|77|78|79|83|84|85|86|87|88|89|90|91|92|93|94|95|96|97|98|99}dddddd", [
        "0ddd dd dd dd", "0ddd dd dd dd", "0ddd/dd.dd.dd", "0ddd.dd.dd.dd", "0ddd ddd ddd", "0ddd/dd dd dd",
        "0ddddddddd", "+32 ddd dd dd dd", "+32 ddd dd dd dd", "+32 (0)ddd dd dd dd", "+32ddddddddd",
        "0032 ddd dd dd dd", "+32 ddd ddd ddd"])],
           "l": [("{2|3|9}{2|5|6|7}dddddd", [
               "0d ddd dd dd", "0d ddd dd dd", "0d/ddd.dd.dd", "0d/ddd dd dd", "+32 d ddd dd dd", "+32 (0)d ddd dd dd"])]},
    "CH": {"cc": "41", "m": [("7{5|6|7|8|9}ddddddd", [
        "0dd ddd dd dd", "0dd ddd dd dd", "0dd ddd dd dd", "0dd/ddd dd dd", "0ddddddddd", "+41 dd ddd dd dd",
        "+41 dd ddd dd dd", "+41 (0)dd ddd dd dd", "+41ddddddddd", "0041 dd ddd dd dd", "+41 (0) dd ddd dd dd"])],
           "l": [("{44|22|31|61}{2|3|4|5|7}dddddd", [
               "0dd ddd dd dd", "0dd ddd dd dd", "+41 dd ddd dd dd", "+41 (0)dd ddd dd dd", "0041 dd ddd dd dd"])]},
    "AT": {"cc": "43", "m": [("6{64|76|50|99|60|81|88}ddddddd", [
        "0ddd ddddddd", "0ddd ddddddd", "0ddd/ddddddd", "0ddd ddd dddd", "0ddd-ddddddd", "0dddddddddd",
        "+43 ddd ddddddd", "+43 ddd ddddddd", "+43 (0)ddd ddddddd", "+43 ddd ddd dddd", "0043 ddd ddddddd",
        "+43dddddddddd"])],
           "l": [("1{2|4|5|7|9}dddddd", [
               "0d ddd dddd", "0d ddd dddd", "0d/ddd dd dd", "(0d) ddddddd", "+43 d ddd dddd", "+43 (0)d ddd dd dd",
               "+43 d ddddddd"]),
                 ("{316|662|512}{2|3|4|8}ddddd", ["0ddd dddddd", "0ddd/dddddd", "+43 ddd dddddd", "+43 (0)ddd dddddd"])]},
    "SE": {"cc": "46", "m": [("7{0|2|3|6|9}ddddddd", [
        "0dd-ddd dd dd", "0dd-ddd dd dd", "0dd ddd dd dd", "0ddddddddd", "0dd-ddddddd", "+46 dd ddd dd dd",
        "+46 dd ddd dd dd", "+46 (0)dd ddd dd dd", "+46ddddddddd", "0046 dd ddd dd dd", "+46 dd-ddd dd dd"])],
           "l": [("8{5|6|7|4}dddddd", ["0d-ddd dd dd", "0d-ddd dd dd", "0d ddd dd dd", "+46 d ddd dd dd",
                                       "+46 (0)d ddd dd dd"]),
                 ("{31|40|18}{3|7|1}dddddd", ["0dd-ddd dd dd", "0dd ddd dd dd", "+46 dd ddd dd dd"])]},
    "NO": {"cc": "47", "m": [("{4|9}ddddddd", [
        "ddd dd ddd", "ddd dd ddd", "ddd dd ddd", "dd dd dd dd", "dddddddd", "+47 ddd dd ddd", "+47 ddd dd ddd",
        "+47 dd dd dd dd", "+47dddddddd", "0047 ddd dd ddd", "(+47) ddd dd ddd"])],
           "l": [("{2|5|7}{1|2|3|4|5}dddddd", ["dd dd dd dd", "dd dd dd dd", "+47 dd dd dd dd", "dddddddd"])]},
    "DK": {"cc": "45", "m": [("{20|21|22|23|24|25|26|27|28|29|30|31|40|41|42|50|51|52|53|60|61|71|81|91|93}dddddd", [
        "dd dd dd dd", "dd dd dd dd", "dd dd dd dd", "dddd dddd", "dddddddd", "+45 dd dd dd dd", "+45 dd dd dd dd",
        "+45 dddd dddd", "+45dddddddd", "0045 dd dd dd dd"])],
           "l": [("3{3|5|8}dddddd", ["dd dd dd dd", "dd dd dd dd", "+45 dd dd dd dd", "dddd dddd"])]},
    "PL": {"cc": "48", "m": [("{50|51|53|57|60|66|69|72|73|78|79|88}ddddddd", [
        "ddd ddd ddd", "ddd ddd ddd", "ddd ddd ddd", "ddd-ddd-ddd", "ddddddddd", "+48 ddd ddd ddd", "+48 ddd ddd ddd",
        "+48 ddd-ddd-ddd", "+48ddddddddd", "0048 ddd ddd ddd", "(+48) ddd ddd ddd"])],
           "l": [("{22|12|61|71}{5|6|8}dddddd", ["dd ddd dd dd", "dd ddd dd dd", "(dd) ddd dd dd", "+48 dd ddd dd dd",
                                                 "dd ddd-dd-dd"])]},
    "IE": {"cc": "353", "m": [("8{3|5|6|7|9}ddddddd", [
        "0dd ddd dddd", "0dd ddd dddd", "0dd ddd dddd", "0dd-ddd dddd", "0ddddddddd", "0dd ddddddd",
        "+353 dd ddd dddd", "+353 dd ddd dddd", "+353 (0)dd ddd dddd", "+353ddddddddd", "00353 dd ddd dddd",
        "+353 dd-ddd-dddd"])],
           "l": [("1{2|4|6|8}dddddd", ["(0d) ddd dddd", "(0d) ddd dddd", "0d ddd dddd", "0d-ddd dddd", "+353 d ddd dddd",
                                       "+353 (0)d ddd dddd"]),
                 ("{21|91}{4|2|5}dddddd", ["(0dd) ddd dddd", "0dd ddd dddd", "+353 dd ddd dddd"])]},
    "PT": {"cc": "351", "m": [("9{1|2|3|6}ddddddd", [
        "ddd ddd ddd", "ddd ddd ddd", "ddd ddd ddd", "ddddddddd", "+351 ddd ddd ddd", "+351 ddd ddd ddd",
        "+351 ddddddddd", "+351ddddddddd", "00351 ddd ddd ddd", "(+351) ddd ddd ddd"])],
           "l": [("2{1|2}{3|7|8|2|6}dddddd", ["ddd ddd ddd", "ddd ddd ddd", "dd ddd dddd", "+351 ddd ddd ddd",
                                              "+351 dd ddd dddd"])]},
    "BR": {"cc": "55", "m": [("{11|21|31|41|51|61|71|81|19|48|85|27}9{6|7|8|9}ddddddd", [
        "(dd) ddddd-dddd", "(dd) ddddd-dddd", "(dd) ddddd-dddd", "dd ddddd-dddd", "(dd)ddddd-dddd",
        "ddddddddddd", "+55 dd ddddd-dddd", "+55 dd ddddd-dddd", "+55 (dd) ddddd-dddd", "+55 dd ddddd dddd",
        "+55ddddddddddd", "0055 dd ddddd-dddd", "(0dd) ddddd-dddd", "+55 (dd) ddddddddd"])],
           "l": [("{11|21|31|41|51|61}{3|2|4}ddddddd", ["(dd) dddd-dddd", "(dd) dddd-dddd", "dd dddd-dddd",
                                                          "+55 dd dddd-dddd", "+55 (dd) dddd-dddd"])]},
    "MX": {"cc": "52", "m": [("{55|33|81}[1-9]ddddddd", [
        "dd dddd dddd", "dd dddd dddd", "dd dddd dddd", "dd-dddd-dddd", "(dd) dddd dddd", "dddddddddd",
        "+52 dd dddd dddd", "+52 dd dddd dddd", "+52 (dd) dddd-dddd", "+52dddddddddd", "+52 dd-dddd-dddd"]),
                             ("{998|222|442|477|664|999|686}[2-9]dddddd", [
        "ddd ddd dddd", "ddd ddd dddd", "(ddd) ddd dddd", "ddd-ddd-dddd", "+52 ddd ddd dddd", "dddddddddd"])],
           "l": [("{55|33|81}{5|3|8}ddddddd", ["dd dddd dddd", "(dd) dddd dddd", "+52 dd dddd dddd", "(dd) dddd-dddd"])]},
    "AR": {"cc": "54", "m": [("911[2-9]ddddddd", [
        "+54 d dd dddd-dddd", "+54 d dd dddd-dddd", "+54 d dd dddd dddd", "+54ddddddddddd", "0sdd 15-dddd-dddd",
        "0sdd 15-dddd-dddd", "sdd 15 dddd-dddd", "sdd dddd-dddd", "(0sdd) 15-dddd-dddd", "+54 d dd-dddd-dddd"]),
                             ("9351[2-9]dddddd", [
        "+54 d ddd ddd-dddd", "+54 d ddd ddd dddd", "0sddd 15-ddd-dddd", "(0sddd) 15 ddd-dddd", "+54ddddddddddd"])],
           "l": [("11{4|5}ddddddd", ["(0dd) dddd-dddd", "(0dd) dddd-dddd", "0dd dddd-dddd", "+54 dd dddd-dddd",
                                     "+54 dd dddd dddd"]),
                 ("351{4|5}dddddd", ["(0ddd) ddd-dddd", "0ddd ddd-dddd", "+54 ddd ddd-dddd"])]},
    "ZA": {"cc": "27", "m": [("{60|61|62|63|71|72|73|74|76|78|79|81|82|83|84}ddddddd", [
        "0dd ddd dddd", "0dd ddd dddd", "0dd ddd dddd", "0dd-ddd-dddd", "0ddddddddd", "+27 dd ddd dddd",
        "+27 dd ddd dddd", "+27 (0)dd ddd dddd", "+27ddddddddd", "0027 dd ddd dddd", "+27-dd-ddd-dddd"])],
           "l": [("{11|21|31|12}{2|4|7|8}dddddd", ["0dd ddd dddd", "0dd ddd dddd", "(0dd) ddd dddd",
                                                   "+27 dd ddd dddd", "0dd-ddd-dddd", "+27 (0)dd ddd dddd"])]},
    "NG": {"cc": "234", "m": [("{803|806|813|816|703|706|810|805|807|815|905|802|808|812|701|708|902|809|817|818|909|903|906}ddddddd", [
        "0ddd ddd dddd", "0ddd ddd dddd", "0ddd ddd dddd", "0dddddddddd", "0dddddddddd", "0ddd-ddd-dddd",
        "+234 ddd ddd dddd", "+234 ddd ddd dddd", "+234 dddddddddd", "+234-ddd-ddd-dddd", "+234 (0)ddd ddd dddd",
        "+234dddddddddd", "0ddd dddd ddd"])],
           "l": [("1{2|4|7}dddddd", ["0d-ddd dddd", "0d ddd dddd", "+234 d ddd dddd"])]},
    "KE": {"cc": "254", "m": [("{70|71|72|74|79|11|10|75|76}ddddddd", [
        "0ddd ddd ddd", "0ddd ddd ddd", "0ddd ddd ddd", "0ddd dddddd", "0ddddddddd", "0ddddddddd", "0ddd-dddddd",
        "+254 ddd ddd ddd", "+254 ddd ddd ddd", "+254 ddd dddddd", "+254ddddddddd", "00254 ddd ddd ddd"])],
           "l": [("20{2|3|4|5}dddddd", ["0dd ddd dddd", "(0dd) ddd dddd", "+254 dd ddd dddd", "0dd ddddddd"])]},
    "EG": {"cc": "20", "m": [("1{0|1|2|5}dddddddd", [
        "0ddd ddd dddd", "0ddd ddd dddd", "0dd dddd dddd", "0dddddddddd", "0dddddddddd", "+20 dd dddd dddd",
        "+20 ddd ddd dddd", "+20dddddddddd", "0020 dd dddd dddd", "+20-ddd-ddd-dddd"])],
           "l": [("2{2|3|4|7}ddddddd", ["0d dddd dddd", "0d dddd dddd", "(0d) dddd dddd", "0d-dddddddd",
                                         "+20 d dddd dddd"]),
                 ("3{4|5}dddddd", ["0d ddd dddd", "(0d) ddd dddd", "+20 d ddd dddd"])]},
    "AE": {"cc": "971", "m": [("5{0|2|4|5|6|8}ddddddd", [
        "0dd ddd dddd", "0dd ddd dddd", "0dd ddd dddd", "0dd-ddd-dddd", "0ddddddddd", "0dd ddddddd",
        "+971 dd ddd dddd", "+971 dd ddd dddd", "+971-dd-ddd-dddd", "+971 dd-ddd-dddd", "+971ddddddddd",
        "00971 dd ddd dddd", "(+971) dd ddd dddd"])],
           "l": [("{4|2}{2|3|4}dddddd", ["0d ddd dddd", "0d ddd dddd", "0d-ddd dddd", "+971 d ddd dddd",
                                          "+971-d-ddd-dddd", "(0d) ddd dddd"])]},
    "SA": {"cc": "966", "m": [("5{0|3|4|5|6|8|9}ddddddd", [
        "0dd ddd dddd", "0dd ddd dddd", "0dd ddd dddd", "0ddddddddd", "0dd-ddd-dddd", "+966 dd ddd dddd",
        "+966 dd ddd dddd", "+966 ddddddddd", "+966-dd-ddd-dddd", "00966 dd ddd dddd", "+966ddddddddd"])],
           "l": [("1{1|2|3}[2-9]dddddd", ["0dd ddd dddd", "(0dd) ddd dddd", "+966 dd ddd dddd", "0dd-ddd-dddd"])]},
    "TR": {"cc": "90", "m": [("5{30|31|32|33|34|35|36|37|38|39|05|06|07|41|42|43|44|45|46|51|52|53|54|55|59}ddddddd", [
        "0ddd ddd dd dd", "0ddd ddd dd dd", "0ddd ddd dd dd", "0ddd ddd dddd", "0dddddddddd", "0 (ddd) ddd dd dd",
        "0(ddd) ddd dd dd", "+90 ddd ddd dd dd", "+90 ddd ddd dd dd", "+90 (ddd) ddd dd dd", "+90dddddddddd",
        "0090 ddd ddd dd dd", "+90 ddd ddd dddd"])],
           "l": [("{212|216|312|232}[2-9]dddddd", ["0ddd ddd dd dd", "0ddd ddd dd dd", "(0ddd) ddd dd dd",
                                                   "+90 ddd ddd dd dd", "+90 (ddd) ddd dd dd", "0 (ddd) ddd dd dd"])]},
    "RU": {"cc": "7", "m": [("9{01|03|05|06|09|10|11|12|13|14|15|16|17|18|19|20|21|25|26|29|50|52|58|60|61|62|63|64|65|66|67|68|77|85|99}ddddddd", [
        "8 ddd ddd-dd-dd", "8 ddd ddd-dd-dd", "8 (ddd) ddd-dd-dd", "8 (ddd) ddd-dd-dd", "8-ddd-ddd-dd-dd",
        "8dddddddddd", "+7 ddd ddd-dd-dd", "+7 ddd ddd-dd-dd", "+7 (ddd) ddd-dd-dd", "+7 (ddd) ddd-dd-dd",
        "+7dddddddddd", "+7 ddd ddd dd dd", "+7-ddd-ddd-dd-dd", "8(ddd)ddd-dd-dd"])],
           "l": [("{495|499|812|343|383}[2-9]dddddd", ["8 (ddd) ddd-dd-dd", "8 (ddd) ddd-dd-dd", "+7 ddd ddd-dd-dd",
                                                       "+7 (ddd) ddd-dd-dd", "8 ddd ddd dd dd"])]},
    "PH": {"cc": "63", "m": [("9{05|06|15|16|17|26|27|35|45|55|56|66|75|77|78|95|96|97|18|19|20|21|28|29|39|47|49|51|61|81|98|99}ddddddd", [
        "0ddd ddd dddd", "0ddd ddd dddd", "0ddd ddd dddd", "0ddd-ddd-dddd", "0dddddddddd", "0dddddddddd",
        "+63 ddd ddd dddd", "+63 ddd ddd dddd", "+63 dddddddddd", "+63-ddd-ddd-dddd", "+63dddddddddd",
        "(+63) ddd ddd dddd"])],
           "l": [("28{7|8|5|6}dddddd", ["(0d) dddd dddd", "(0d) dddd dddd", "(0d) dddd-dddd", "0d-dddd-dddd",
                                        "+63 d dddd dddd", "(+63d) dddd dddd"])]},
    "MY": {"cc": "60", "m": [("1{2|3|4|6|7|9}ddddddd", [
        "0dd-ddd dddd", "0dd-ddd dddd", "0dd-ddd dddd", "0dd ddd dddd", "0dd-ddddddd", "0ddddddddd",
        "+60 dd-ddd dddd", "+60 dd-ddd dddd", "+60 dd ddd dddd", "+60ddddddddd", "+60 dd-ddddddd",
        "(+60) dd-ddd dddd"]),
                             ("11{1|2|3|5|6|7}ddddddd", [
        "0dd-dddd dddd", "0dd-dddd dddd", "0dd dddd dddd", "0dddddddddd", "+60 dd-dddd dddd", "+60 dd dddd dddd",
        "+60dddddddddd"])],
           "l": [("3{2|7|8|9|6}ddddddd", ["0d-dddd dddd", "0d-dddd dddd", "0d dddd dddd", "0d-dddddddd",
                                          "+60 d-dddd dddd", "+60 d dddd dddd"]),
                 ("4{2|6}dddddd", ["0d-ddd dddd", "0d-ddd dddd", "+60 d-ddd dddd"])]},
    "TH": {"cc": "66", "m": [("{81|82|83|84|85|86|87|88|89|80|91|92|93|94|95|96|97|98|99|61|62|63|64|65}ddddddd", [
        "0dd ddd dddd", "0dd ddd dddd", "0dd-ddd-dddd", "0dd-ddd-dddd", "0ddddddddd", "+66 dd ddd dddd",
        "+66 dd ddd dddd", "+66 d dddd dddd", "+66ddddddddd", "+66-dd-ddd-dddd", "(+66) dd ddd dddd"])],
           "l": [("2{1|2|3|5|6|7}dddddd", ["0d ddd dddd", "0d ddd dddd", "0d-ddd-dddd", "0dddddddd", "+66 d ddd dddd"]),
                 ("53{2|8}ddddd", ["0dd ddd ddd", "0dd-ddd-ddd", "+66 dd ddd ddd"])]},
    "VN": {"cc": "84", "m": [("{90|91|93|94|96|97|98|86|88|89|32|33|34|35|36|37|38|39|70|76|77|78|79|81|82|83|84|85|56|58|59}ddddddd", [
        "0ddd ddd ddd", "0ddd ddd ddd", "0ddd ddd ddd", "0dd ddd dddd", "0ddddddddd", "0ddddddddd",
        "0ddd.ddd.ddd", "+84 ddd ddd ddd", "+84 dd ddd dddd", "+84 dd ddd dddd", "+84ddddddddd",
        "0084 ddd ddd ddd", "(+84) ddd ddd ddd"])],
           "l": [("{24|28}{3|6|7|2}ddddddd", ["0dd dddd dddd", "0dd dddd dddd", "(0dd) dddd dddd", "0dd.dddd.dddd",
                                               "+84 dd dddd dddd", "+84 (dd) dddd dddd"])]},
    "ID": {"cc": "62", "m": [("81{1|2|3|9}dddddddd", [
        "0ddd-dddd-dddd", "0ddd-dddd-dddd", "0ddd dddd dddd", "0ddddddddddd", "0ddddddddddd", "+62 ddd-dddd-dddd",
        "+62 ddd dddd dddd", "+62 ddd dddd dddd", "+62ddddddddddd", "(+62) ddd-dddd-dddd"]),
                             ("{85|87|89|82}{2|3|7|8|5|6}ddddddd", [
        "0ddd-ddd-dddd", "0ddd dddd ddd", "0dddddddddd", "+62 ddd-ddd-dddd", "+62 ddd dddd ddd", "+62dddddddddd"])],
           "l": [("{21|31}{5|7|8|2}ddddddd", ["(0dd) dddd dddd", "(0dd) dddd dddd", "0dd-dddd dddd", "0dd-dddddddd",
                                               "+62 dd dddd dddd", "+62 dd-dddd-dddd", "(0dd) dddddddd"])]},
    "PK": {"cc": "92", "m": [("3{00|01|02|03|04|05|06|07|08|09|11|12|13|14|15|21|22|23|24|33|34|35|36|45|46|47}ddddddd", [
        "0ddd ddddddd", "0ddd ddddddd", "0ddd-ddddddd", "0ddd-ddddddd", "0dddddddddd", "0dddddddddd",
        "+92 ddd ddddddd", "+92 ddd ddddddd", "+92 ddd ddd dddd", "+92-ddd-ddddddd", "+92dddddddddd",
        "0092 ddd ddddddd", "0ddd ddd dddd"])],
           "l": [("{21|42}{3|4|5}ddddddd", ["0dd-dddddddd", "0dd-dddddddd", "(0dd) dddd dddd", "0dd dddd dddd",
                                             "+92 dd dddddddd", "+92 dd dddd dddd"]),
                 ("51{2|8|9}dddddd", ["0dd-ddddddd", "0dd ddddddd", "+92 dd ddddddd", "(0dd) ddddddd"])]},
    "IL": {"cc": "972", "m": [("5{0|2|3|4|5|8}ddddddd", [
        "0dd-ddd-dddd", "0dd-ddd-dddd", "0dd-ddd-dddd", "0dd ddd dddd", "0ddddddddd", "0dd-ddddddd",
        "+972 dd-ddd-dddd", "+972 dd-ddd-dddd", "+972 dd ddd dddd", "+972ddddddddd", "+972-dd-ddd-dddd",
        "00972 dd ddd dddd"])],
           "l": [("{3|2}{5|6|7|9}dddddd", ["0d-ddd-dddd", "0d-ddd-dddd", "0d ddd dddd", "+972 d-ddd-dddd",
                                            "+972 d ddd dddd", "(0d) ddd-dddd"])]},
}

EXT_EN = [" ext. {n}", " ext {n}", " x{n}", " Ext. {n}", " extension {n}", " x {n}", " EXT {n}"]
EXT_ZH = ["转{n}", " 转 {n}", "转{n}", " 转{n}", "分机{n}", " 分机 {n}", " ext. {n}"]

COUNTRY_NAMES = {
    "CN": "China", "US": "United States", "CA": "Canada", "GB": "United Kingdom", "AU": "Australia",
    "NZ": "New Zealand", "IN": "India", "SG": "Singapore", "HK": "Hong Kong", "MO": "Macau", "TW": "Taiwan",
    "JP": "Japan", "KR": "South Korea", "DE": "Germany", "FR": "France", "ES": "Spain", "IT": "Italy",
    "NL": "Netherlands", "BE": "Belgium", "CH": "Switzerland", "AT": "Austria", "SE": "Sweden", "NO": "Norway",
    "DK": "Denmark", "PL": "Poland", "IE": "Ireland", "PT": "Portugal", "BR": "Brazil", "MX": "Mexico",
    "AR": "Argentina", "ZA": "South Africa", "NG": "Nigeria", "KE": "Kenya", "EG": "Egypt",
    "AE": "United Arab Emirates", "SA": "Saudi Arabia", "TR": "Turkey", "RU": "Russia", "PH": "Philippines",
    "MY": "Malaysia", "TH": "Thailand", "VN": "Vietnam", "ID": "Indonesia", "PK": "Pakistan", "IL": "Israel",
}


def expand(tpl, rng):
    out, i = [], 0
    while i < len(tpl):
        c = tpl[i]
        if c == "d":
            out.append(str(rng.randrange(10)))
            i += 1
        elif c == "[":
            j = tpl.index("]", i)
            a, b = tpl[i + 1], tpl[i + 3]
            out.append(str(rng.randint(int(a), int(b))))
            i = j + 1
        elif c == "{":
            j = tpl.index("}", i)
            out.append(rng.choice(tpl[i + 1:j].split("|")))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def apply_fmt(fmt, nsn):
    it = iter(nsn)
    out = []
    for ch in fmt:
        if ch == "d":
            out.append(next(it))
        elif ch == "s":
            next(it)
        else:
            out.append(ch)
    rest = list(it)
    if rest:
        raise ValueError("format %r too short for %r" % (fmt, nsn))
    return "".join(out)


def make_phone(rng, country, typ=None, ext=False, lang="en", punct=False):
    """punct=True prefers a form written with dots or slashes when the country uses one."""
    c = COUNTRIES[country]
    if typ is None:
        typ = "m" if rng.random() < 0.68 else "l"
    nsn_tpl, fmts = rng.choice(c[typ])
    if punct:
        fmts = [f for f in fmts if "." in f or "/" in f] or fmts
    nsn = expand(nsn_tpl, rng)
    s = apply_fmt(rng.choice(fmts), nsn)
    if ext:
        e = rng.choice(EXT_ZH if lang == "zh" else EXT_EN)
        s += e.format(n=rng.choice([str(rng.randint(10, 99)), str(rng.randint(100, 999)), str(rng.randint(1000, 8999))]))
    return s


def self_test():
    import random
    rng = random.Random(1)
    for cc, c in COUNTRIES.items():
        for typ in ("m", "l"):
            for nsn_tpl, fmts in c[typ]:
                for f in fmts:
                    for _ in range(3):
                        try:
                            apply_fmt(f, expand(nsn_tpl, rng))
                        except (ValueError, StopIteration) as e:
                            print("BAD", cc, typ, nsn_tpl, f, e)
