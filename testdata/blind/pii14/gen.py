#!/usr/bin/env python3
"""Seeded generator for the pii14 test set.

Reads hand-written frames from frames_en.txt / frames_zh.txt, fills placeholders with made-up
values, checks each row with validate.check_row and writes pii.jsonl + README.md.

Frame line format:  <kind>[@CC] <text with {PLACEHOLDERS}>
  positive kinds: phone, email, cn_id, bank_card, ipv4, ipv6, multi
  negative kinds: neg:<kind>
Personal placeholders (become spans): PHONE PHONE2 EMAIL EMAIL2 CNID CARD IP4 IP4B IP6 IP6B
Everything else is a look-alike / filler value (never personal).
"""
import datetime
import ipaddress
import json
import os
import random
import re
from collections import Counter, defaultdict

import validate

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20251203)

# =============================================================================================
# Phone numbering plans.  For every country: cc, and entries
#   (type, weight, NSN pattern, national formats, international formats)
# NSN pattern: X = any digit, N = 2-9, [a-b] = digit range, {p|q} = one of the strings.
# Formats: '#' takes the next NSN digit; 'CC' is replaced by the country code.
# The plan notes (prefixes, lengths, trunk prefix) are the ones the formats below follow.
# =============================================================================================
PLANS = {
    # CN +86, trunk 0.  Mobile 1[3-9] + 9 digits (11); voice/SMS blocks used here: 13x, 150-153,
    # 155-159, 166, 170-173, 175-178, 18x, 190-193, 195-199, 147.  Landline: area 10 (Beijing) / 2X
    # (Shanghai 21, Guangzhou 20, ...) + 8-digit subscriber; 3-digit areas (755 Shenzhen,
    # 571 Hangzhou, ...) + 8 digits.  Written 010-6552 1234, (0755)86012345, +86 10 6552 1234.
    "CN": ("86", [
        ("mob", 6, "1{3X|5[0-3]|5[5-9]|66|7[0-3]|7[5-8]|8X|9[0-3]|9[5-9]|47}XXXXXXXX",
         ["### #### ####", "###-####-####", "###########", "###########", "###########",
          "### ########", "###-########", "### ####-####"],
         ["+CC ### #### ####", "+CC-###-####-####", "+CC###########", "+CC ###########",
          "00CC ### #### ####", "00CC###########", "(+CC) ###########", "+CC-###########"]),
        ("land", 2, "{10|20|21|22|23|24|25|27|28|29}NXXXXXXX",
         ["0##-########", "0## ########", "(0##) ########", "0##-#### ####", "(0##)########",
          "0##########"],
         ["+CC ## #### ####", "+CC-##-########", "+CC ## ########", "00CC ## ########"]),
        ("land", 1, "{755|571|512|532|591|731|769|574|431|871}NXXXXXXX",
         ["0###-########", "0### #### ####", "(0###)########", "0###-#### ####", "(0###) ########"],
         ["+CC ### #### ####", "+CC-###-########", "+CC ### ########"]),
    ]),
    # US +1 / CA +1 (NANP): NPA [2-9]XX, exchange [2-9]XX (not N11), line XXXX; trunk 1.
    "US": ("1", [
        ("mob", 1, "{212|415|646|312|713|206|617|305|702|404|512|303|919|503|615}NXXXXXX",
         ["(###) ###-####", "###-###-####", "###.###.####", "##########", "### ### ####",
          "1-###-###-####", "1 (###) ###-####", "(###)###-####"],
         ["+CC ###-###-####", "+CC (###) ###-####", "+CC##########", "+CC ### ### ####",
          "00CC ### ### ####", "+CC.###.###.####"]),
    ]),
    "CA": ("1", [
        ("mob", 1, "{416|604|514|403|613|647|780|905|438|902}NXXXXXX",
         ["(###) ###-####", "###-###-####", "###.###.####", "##########", "### ### ####",
          "1-###-###-####"],
         ["+CC ###-###-####", "+CC (###) ###-####", "+CC##########", "+CC ### ### ####"]),
    ]),
    # GB +44, trunk 0.  Mobile 07[1-5,7-9] + 8 (11 digits national).  London 020 + 8,
    # Manchester 0161 / Birmingham 0121 / Leeds 0113 + 7.  Written +44 (0)20 7946 0018.
    "GB": ("44", [
        ("mob", 3, "7[1-5]XXXXXXXX",
         ["0#### ######", "0##########", "0### ### ####", "0####-######", "0#### ### ###"],
         ["+CC #### ######", "+CC (0)#### ######", "+CC##########", "00CC #### ######",
          "+CC-####-######"]),
        ("mob", 1, "7[7-9]XXXXXXXX",
         ["0#### ######", "0##########", "0### ### ####"],
         ["+CC #### ######", "+CC (0)#### ######", "+CC##########"]),
        ("land", 1, "20{3|7|8}XXXXXXX",
         ["0## #### ####", "(0##) #### ####", "0##-####-####", "0##########"],
         ["+CC ## #### ####", "+CC (0)## #### ####", "+CC (0) ## #### ####", "00CC ## #### ####"]),
        ("land", 1, "1{61|21|13}NXXXXXX",
         ["0### ### ####", "(0###) ### ####", "0###-###-####"],
         ["+CC ### ### ####", "+CC (0)### ### ####"]),
    ]),
    # IN +91, trunk 0.  Mobile [6-9] + 9 (10 digits).  Delhi 011 / Mumbai 022 / Kolkata 033 /
    # Chennai 044 / Bengaluru 080 + 8-digit subscriber.
    "IN": ("91", [
        ("mob", 3, "[6-9]XXXXXXXXX",
         ["##### #####", "##########", "0##########", "0 ##### #####", "###-###-####", "#####-#####"],
         ["+CC ##### #####", "+CC-##########", "+CC##########", "00CC ##### #####",
          "+CC ### ### ####", "(+CC) ##########"]),
        ("land", 1, "{11|22|33|44|80}{2|4|6}XXXXXXX",
         ["0##-########", "0## #### ####", "0##-#### ####"],
         ["+CC ## #### ####", "+CC-##-########"]),
    ]),
    # DE +49, trunk 0.  Mobile 015x + 8 (NSN 11), 016x/017x + 7 (NSN 10).  Berlin 030,
    # Hamburg 040, Munich 089 + 8-digit subscriber.  Slash style 030/12345678 is common.
    "DE": ("49", [
        ("mob", 1, "15{1|2|5|7|9}XXXXXXXX",
         ["0### ########", "0###-########", "0###/########", "(0###) ########", "0###########",
          "0### #### ####"],
         ["+CC ### ########", "+CC (0)### ########", "+CC###########", "00CC ### ########",
          "+CC ### #### ####"]),
        ("mob", 1, "1{60|62|63|70|71|72|73|74|75|78|79}XXXXXXX",
         ["0### #######", "0###/#######", "0###-#######", "0### ### ####", "0##########"],
         ["+CC ### #######", "+CC (0)### #######", "+CC-###-#######"]),
        ("land", 1, "{30|40|89}NXXXXXXX",
         ["0## ########", "0##/########", "0##-########", "(0##) #### ####", "0## #### ####"],
         ["+CC ## ########", "+CC (0)## #### ####", "+CC-##-########", "00CC ## ########"]),
    ]),
    # FR +33, trunk 0, NSN 9.  Mobile 06 / 07[3-9]; landline 01-05; written in pairs.
    "FR": ("33", [
        ("mob", 2, "6XXXXXXXX", None, None),
        ("mob", 1, "7[3-9]XXXXXXX", None, None),
        ("land", 1, "[1-5]XXXXXXXX", None, None),
    ], {
        "nat": ["0# ## ## ## ##", "0#.##.##.##.##", "0#########", "0#-##-##-##-##", "0# ## ## ## ##"],
        "intl": ["+CC # ## ## ## ##", "+CC (0)# ## ## ## ##", "+CC#########", "00CC # ## ## ## ##",
                 "+CC (0) #.##.##.##.##"]}),
    # JP +81, trunk 0.  Mobile 070/080/090 + 8 (11 digits national).  Tokyo 03 / Osaka 06 + 8.
    # Bracket style 03(1234)5678 is used in Japan.
    "JP": ("81", [
        ("mob", 2, "{70|80|90}XXXXXXXX",
         ["0##-####-####", "0##########", "0## #### ####", "0##(####)####"],
         ["+CC ##-####-####", "+CC ## #### ####", "+CC-##-####-####", "+CC##########"]),
        ("land", 1, "{3|6}NXXXXXXX",
         ["0#-####-####", "0#(####)####", "(0#) ####-####", "0# #### ####"],
         ["+CC #-####-####", "+CC # #### ####", "+CC-#-####-####"]),
    ]),
    # KR +82, trunk 0.  Mobile 010 + 8.  Seoul 02 + 8 (or 7).
    "KR": ("82", [
        ("mob", 3, "10NXXXXXXX",
         ["0##-####-####", "0##########", "0## #### ####", "0##.####.####"],
         ["+CC ##-####-####", "+CC ## #### ####", "+CC-##-####-####", "+CC##########",
          "00CC ##-####-####"]),
        ("land", 1, "2NXXXXXXX",
         ["0#-####-####", "(0#) ####-####", "0# #### ####"],
         ["+CC #-####-####", "+CC # #### ####"]),
    ]),
    # AU +61, trunk 0, NSN 9.  Mobile 04xx xxx xxx; landline 02 (NSW), 03 (VIC), 07 (QLD), 08.
    "AU": ("61", [
        ("mob", 3, "4XXXXXXXX",
         ["0### ### ###", "0#########", "0###-###-###", "0### ######"],
         ["+CC ### ### ###", "+CC (0)### ### ###", "+CC#########", "00CC ### ### ###",
          "+CC-###-###-###"]),
        ("land", 1, "[2-3][3-9]XXXXXXX",
         ["(0#) #### ####", "0# #### ####", "0#-####-####", "0#########"],
         ["+CC # #### ####", "+CC (0)# #### ####", "+CC-#-####-####"]),
        ("land", 1, "{7|8}[3-9]XXXXXXX",
         ["(0#) #### ####", "0# #### ####"],
         ["+CC # #### ####"]),
    ]),
    # BR +55.  2-digit area code (DDD) + mobile 9 + 8 digits, or landline [2-5] + 7 digits.
    # Written (11) 98765-4321; domestic long-distance 0 sometimes written before the DDD.
    "BR": ("55", [
        ("mob", 3, "{11|21|31|41|51|61|71|81|85|19|48}9[6-9]XXXXXXX",
         ["(##) #####-####", "(##)#####-####", "## #####-####", "###########", "(##) # ####-####",
          "(0##) #####-####"],
         ["+CC ## #####-####", "+CC (##) #####-####", "+CC###########", "+CC ## # ####-####",
          "00CC ## #####-####"]),
        ("land", 1, "{11|21|31|41|51}[2-5]XXXXXXX",
         ["(##) ####-####", "## ####-####", "(##)####-####"],
         ["+CC ## ####-####", "+CC (##) ####-####"]),
    ]),
    # MX +52.  Since 2019 all numbers are 10 digits, no trunk prefix.  CDMX 55/56, GDL 33,
    # MTY 81 + 8; other cities 3-digit area + 7.  Old mobile form +52 1 ... still typed.
    "MX": ("52", [
        ("mob", 2, "{55|56|33|81}NXXXXXXX",
         ["## #### ####", "(##) ####-####", "##-####-####", "##########", "## ## ## ## ##"],
         ["+CC ## #### ####", "+CC (##) ####-####", "+CC##########", "+CC 1 ## #### ####"]),
        ("land", 1, "{222|998|664|442|477}NXXXXXX",
         ["### ### ####", "(###) ###-####", "###-###-####"],
         ["+CC ### ### ####", "+CC (###) ###-####"]),
    ]),
    # RU +7, trunk 8, NSN 10.  Mobile 9xx; Moscow 495/499, St Petersburg 812.
    # Written 8 (916) 123-45-67 / +7 916 123-45-67.
    "RU": ("7", [
        ("mob", 3, "9{0|1|2|3|5|6|8|9}XXXXXXXX",
         ["8 (###) ###-##-##", "8-###-###-##-##", "8##########", "8 ### ### ## ##", "8(###)###-##-##"],
         ["+CC (###) ###-##-##", "+CC ### ###-##-##", "+CC##########", "+CC-###-###-##-##",
          "+CC ### ### ## ##"]),
        ("land", 1, "{495|499|812}NXXXXXX",
         ["8 (###) ###-##-##", "8 ### ###-##-##"],
         ["+CC (###) ###-##-##", "+CC ### ### ## ##"]),
    ]),
    # IT +39.  No trunk removal: landlines keep the 0 after +39 (Rome 06, Milan 02 + 8);
    # mobiles 3xx + 7 (10 digits).
    "IT": ("39", [
        ("mob", 3, "3{20|24|28|29|33|34|35|38|39|40|45|47|48|49|66|68|80|88|89|92|93}XXXXXXX",
         ["### ### ####", "### #######", "##########", "###-#######", "###.###.####"],
         ["+CC ### ### ####", "+CC ##########", "0039 ### #######", "+CC-###-#######"]),
        ("land", 1, "0{6|2}NXXXXXXX",
         ["## #### ####", "##-########", "## ########"],
         ["+CC ## #### ####", "+CC ##########", "0039 ## ########"]),
    ]),
    # ES +34, no trunk, 9 digits.  Mobile 6xx / 7[1-4]x; Madrid 91, Barcelona 93, Sevilla 95,
    # Valencia 96.
    "ES": ("34", [
        ("mob", 3, "{6[0-9]|7[1-4]}XXXXXXX",
         ["### ### ###", "### ## ## ##", "#########", "###-###-###"],
         ["+CC ### ### ###", "+CC ### ## ## ##", "+CC#########", "00CC ### ### ###",
          "(+CC) ### ### ###"]),
        ("land", 1, "9{1|3|5|6}NXXXXXX",
         ["## ### ## ##", "### ## ## ##", "#########"],
         ["+CC ## ### ## ##", "+CC ### ## ## ##"]),
    ]),
    # NL +31, trunk 0, NSN 9.  Mobile 06 + 8; Amsterdam 020 / Rotterdam 010 + 7.
    "NL": ("31", [
        ("mob", 3, "6[1-5]XXXXXXX",
         ["0#-########", "0# ########", "0# ## ## ## ##", "0#########"],
         ["+CC # ########", "+CC (0)# ########", "+CC#########", "00CC # ## ## ## ##",
          "+CC # ## ## ## ##"]),
        ("land", 1, "{20|10}NXXXXXX",
         ["0##-### ####", "0## ### ####", "(0##) ### ####", "0##-#######"],
         ["+CC ## ### ####", "+CC (0)## ### ####"]),
    ]),
    # SG +65, no trunk, 8 digits.  Mobile 8/9, landline 6.
    "SG": ("65", [
        ("mob", 3, "[8-9]XXXXXXX", ["#### ####", "########", "####-####"],
         ["+CC #### ####", "+CC-####-####", "+CC########", "(+CC) #### ####", "+CC ########",
          "00CC #### ####"]),
        ("land", 1, "6NXXXXXX", ["#### ####", "####-####"], ["+CC #### ####", "+CC-####-####"]),
    ]),
    # HK +852, no trunk, 8 digits.  Mobile 5/6/9, landline 2/3.
    "HK": ("852", [
        ("mob", 3, "{5|6|9}XXXXXXX", ["#### ####", "########", "####-####"],
         ["+CC #### ####", "+CC-####-####", "+CC########", "(CC) #### ####", "(+CC) #### ####",
          "00CC #### ####"]),
        ("land", 1, "{2|3}XXXXXXX", ["#### ####", "####-####"], ["+CC #### ####", "(+CC) #### ####"]),
    ]),
    # TW +886, trunk 0.  Mobile 09xx-xxx-xxx (NSN 9); Taipei (02) xxxx-xxxx (NSN 9).
    "TW": ("886", [
        ("mob", 3, "9XXXXXXXX", ["0###-###-###", "0### ### ###", "0#########", "0###-######"],
         ["+CC ### ### ###", "+CC-###-###-###", "+CC#########", "+CC #########"]),
        ("land", 1, "2[2-8]XXXXXXX", ["(0#) ####-####", "0#-####-####", "0# #### ####", "(0#)########"],
         ["+CC # #### ####", "+CC-#-####-####"]),
    ]),
    # MY +60, trunk 0.  Mobile 01[2-9] + 7 (NSN 9), 011 + 8 (NSN 10); KL 03 + 8.
    "MY": ("60", [
        ("mob", 3, "1{2|3|6|7|9}XXXXXXX", ["0##-### ####", "0##-#######", "0## ### ####", "0#########"],
         ["+CC ##-### ####", "+CC ## ### ####", "+CC#########", "00CC ##-### ####"]),
        ("mob", 1, "11XXXXXXXX", ["0##-#### ####", "0##-########"], ["+CC ##-#### ####"]),
        ("land", 1, "3NXXXXXXX", ["0#-#### ####", "0# #### ####", "0#-########"],
         ["+CC #-#### ####", "+CC # #### ####"]),
    ]),
    # TH +66, trunk 0.  Mobile 06/08/09 + 8 (NSN 9); Bangkok 02 + 7 (NSN 8).
    "TH": ("66", [
        ("mob", 3, "{6|8|9}XXXXXXXX", ["0##-###-####", "0## ### ####", "0#########"],
         ["+CC ## ### ####", "+CC-##-###-####", "+CC#########"]),
        ("land", 1, "2NXXXXXX", ["0#-###-####", "0# ### ####", "0#-#######"],
         ["+CC # ### ####", "+CC-#-###-####"]),
    ]),
    # VN +84, trunk 0.  Mobile 032-039, 052/056/058/059, 070/076-079, 081-089, 09x + 7 (10 digits
    # national); Hanoi 024 /
    # HCMC 028 + 8.
    "VN": ("84", [
        ("mob", 3, "{3[2-9]|5[2-2]|5[6-6]|5[8-9]|70|7[6-9]|8[1-9]|9X}XXXXXXX",
         ["0## ### ####", "0### ### ###", "0#########", "0###.###.###", "0##-###-####"],
         ["+CC ## ### ####", "+CC ### ### ###", "+CC#########", "+CC-##-###-####",
          "00CC ## ### ####"]),
        ("land", 1, "2{4|8}NXXXXXXX", ["0## #### ####", "(0##) #### ####", "0##-####-####", "0##.####.####"],
         ["+CC ## #### ####", "+CC-##-####-####"]),
    ]),
    # PH +63, trunk 0.  Mobile 09xx + 7 (11 digits national; Globe/Smart/DITO blocks 0905-0999 used
    # here); Metro Manila (02) 8xxx xxxx.
    "PH": ("63", [
        ("mob", 3, "9{05|06|15|16|17|18|19|20|21|26|27|28|29|35|36|45|55|56|66|75|77|78|95|96|97|98|99}XXXXXXX",
         ["0### ### ####", "0###-###-####", "0##########", "0### #######"],
         ["+CC ### ### ####", "+CC-###-###-####", "+CC##########", "00CC ### ### ####"]),
        ("land", 1, "28XXXXXXX", ["(0#) ####-####", "0# #### ####", "(0#) #### ####", "0#-####-####"],
         ["+CC # #### ####", "+CC-#-####-####"]),
    ]),
    # ID +62, trunk 0.  Mobile 08xx, NSN 10-11 (0812-3456-7890); Jakarta (021) + 8.
    "ID": ("62", [
        ("mob", 3, "8{11|12|13|21|22|52|53|55|56|57|58|77|78|95|96|81|82}XXXXXXXX",
         ["0###-####-####", "0### #### ####", "0###########"],
         ["+CC ###-####-####", "+CC ### #### ####", "+CC###########", "+CC-###-####-####"]),
        ("mob", 1, "8{11|12|13|21|52|57|77|78|81}XXXXXXX", ["0###-###-####", "0### ### ####"],
         ["+CC ###-###-####"]),
        ("land", 1, "21NXXXXXXX", ["(0##) ####-####", "0##-########", "0## #### ####"],
         ["+CC ## #### ####", "+CC-##-########"]),
    ]),
    # AE +971, trunk 0.  Mobile 050/052/054/055/056/058 + 7; Dubai 04 / Abu Dhabi 02 + 7.
    "AE": ("971", [
        ("mob", 3, "5{0|2|4|5|6|8}XXXXXXX", ["0## ### ####", "0##-###-####", "0#########", "0## #######"],
         ["+CC ## ### ####", "+CC-##-###-####", "+CC#########", "00CC ## ### ####", "+CC ## #######"]),
        ("land", 1, "{4|2}NXXXXXX", ["0# ### ####", "0#-#######", "0#-### ####"],
         ["+CC # ### ####", "+CC-#-###-####"]),
    ]),
    # SA +966, trunk 0.  Mobile 05x + 7 (NSN 9); Riyadh 011 / Jeddah 012 + 7.
    "SA": ("966", [
        ("mob", 3, "5{0|3|4|5|6|9}XXXXXXX", ["0## ### ####", "0##-###-####", "0#########"],
         ["+CC ## ### ####", "+CC-##-###-####", "+CC#########", "00CC ## ### ####"]),
        ("land", 1, "1{1|2}NXXXXXX", ["0## ### ####", "0##-###-####"], ["+CC ## ### ####"]),
    ]),
    # ZA +27, trunk 0, NSN 9.  Mobile 06x, 071-074, 076, 078, 079, 081-084; Johannesburg 011, Cape Town 021,
    # Durban 031, Pretoria 012.
    "ZA": ("27", [
        ("mob", 3, "{6X|7[1-4]|7[6-6]|7[8-9]|8[1-4]}XXXXXXX", ["0## ### ####", "0##-###-####", "0#########"],
         ["+CC ## ### ####", "+CC-##-###-####", "+CC#########", "+CC (0)## ### ####",
          "00CC ## ### ####"]),
        ("land", 1, "{11|21|31|12}NXXXXXX", ["0## ### ####", "(0##) ### ####", "0##-###-####"],
         ["+CC ## ### ####", "+CC (0)## ### ####"]),
    ]),
    # NG +234, trunk 0.  Mobile 070x/080x/081x/090x/091x + 7 (11 digits national).
    "NG": ("234", [
        ("mob", 1, "{70|80|81|90|91}{1|2|3|5|6|8|9}XXXXXXX",
         ["0### ### ####", "0##########", "0###-###-####", "0### #######"],
         ["+CC ### ### ####", "+CC ##########", "+CC-###-###-####", "+CC##########",
          "+CC (0)### ### ####"]),
    ]),
    # EG +20, trunk 0.  Mobile 010/011/012/015 + 8 (11 digits national); Cairo 02 + 8.
    "EG": ("20", [
        ("mob", 3, "1{0|1|2|5}XXXXXXXX", ["0### ### ####", "0##########", "0## #### ####", "0###-###-####"],
         ["+CC ## #### ####", "+CC ### ### ####", "+CC##########", "+CC-##-####-####",
          "00CC ## #### ####"]),
        ("land", 1, "2NXXXXXXX", ["0# #### ####", "(0#) ########", "0#-########"],
         ["+CC # #### ####", "+CC-#-########"]),
    ]),
    # TR +90, trunk 0, NSN 10.  Mobile 5xx; Istanbul 212 (Europe) / 216 (Asia).
    # Written 0532 123 45 67.
    "TR": ("90", [
        ("mob", 3, "5{30|32|33|35|36|42|43|44|05|06|52|53|55}XXXXXXX",
         ["0### ### ## ##", "0###-###-##-##", "0##########", "0 ### ### ## ##", "(0###) ### ## ##"],
         ["+CC ### ### ## ##", "+CC ### ### ####", "+CC##########", "+CC-###-###-##-##",
          "00CC ### ### ## ##"]),
        ("land", 1, "2{12|16}NXXXXXX", ["0### ### ## ##", "(0###) ### ## ##", "0 ### ### ## ##"],
         ["+CC ### ### ## ##", "+CC (###) ### ## ##"]),
    ]),
    # PK +92, trunk 0.  Mobile 03xx + 7 (11 digits national); Karachi 021 / Lahore 042 /
    # Islamabad 051 + 8.
    "PK": ("92", [
        ("mob", 3, "3{00|01|03|05|06|08|11|12|15|21|23|33|35|45}XXXXXXX",
         ["0###-#######", "0### #######", "0##########", "0### ### ####"],
         ["+CC ### #######", "+CC-###-#######", "+CC##########", "00CC ### #######", "+CC ### ### ####"]),
        ("land", 1, "{21|42|51}NXXXXXXX", ["0##-########", "(0##) ########", "0##-####-####", "0## #### ####"],
         ["+CC ## ########", "+CC-##-########", "+CC ## #### ####"]),
    ]),
    # NZ +64, trunk 0.  Mobile 021/022/027 + 7; Auckland 09 / Wellington 04 + 7.
    "NZ": ("64", [
        ("mob", 3, "2{1|2|7}XXXXXXX", ["0## ### ####", "0##-###-####", "0#########", "0## #######"],
         ["+CC ## ### ####", "+CC (0)## ### ####", "+CC#########", "+CC-##-###-####", "00CC ## ### ####"]),
        ("land", 1, "{9|4}NXXXXXX", ["(0#) ### ####", "0# ### ####", "0#-### ####"],
         ["+CC # ### ####", "+CC (0)# ### ####"]),
    ]),
    # CH +41, trunk 0, NSN 9.  Mobile 075-079; Zurich 044, Bern 031, Geneva 022, Basel 061.
    "CH": ("41", [
        ("mob", 3, "7{5|6|7|8|9}XXXXXXX", ["0## ### ## ##", "0#########", "0##-###-##-##", "0## ### ####"],
         ["+CC ## ### ## ##", "+CC (0)## ### ## ##", "+CC#########", "00CC ## ### ## ##",
          "+CC-##-###-##-##"]),
        ("land", 1, "{44|31|22|61}NXXXXXX", ["0## ### ## ##", "0##-###-##-##"],
         ["+CC ## ### ## ##", "+CC (0)## ### ## ##"]),
    ]),
    # SE +46, trunk 0.  Mobile 070/072/073/076/079 + 7; Stockholm 08 + 8 (or 7).
    "SE": ("46", [
        ("mob", 3, "7{0|2|3|6|9}XXXXXXX", ["0##-### ## ##", "0## ### ## ##", "0#########", "0##-#######"],
         ["+CC ## ### ## ##", "+CC (0)## ### ## ##", "+CC#########", "00CC ## ### ## ##", "+CC-##-###-####"]),
        ("land", 1, "8NXXXXXXX", ["0#-### ### ##", "0# ### ### ##", "0#-########"],
         ["+CC # ### ### ##", "+CC (0)# ### ### ##"]),
    ]),
    # PL +48, no trunk, 9 digits.  Mobile 50x/51x/53x/57x/60x/66x/69x/72x/73x/78x/79x/88x;
    # Warsaw 22 / Krakow 12 + 7.
    "PL": ("48", [
        ("mob", 3, "{50|51|53|57|60|66|69|72|73|78|79|88}XXXXXXX",
         ["### ### ###", "###-###-###", "#########", "### ## ## ##"],
         ["+CC ### ### ###", "+CC ###-###-###", "+CC#########", "0048 ### ### ###", "(+CC) ### ### ###"]),
        ("land", 1, "{22|12}NXXXXXX", ["## ### ## ##", "(##) ### ## ##", "##-###-##-##"],
         ["+CC ## ### ## ##", "+CC (##) ### ## ##"]),
    ]),
}

# how often each country is drawn per language
W_EN = {"US": 10, "GB": 8, "IN": 7, "CA": 5, "AU": 6, "CN": 4, "DE": 4, "FR": 4, "JP": 3, "KR": 3,
        "BR": 4, "MX": 4, "RU": 3, "IT": 3, "ES": 3, "NL": 3, "SG": 4, "HK": 3, "TW": 2, "MY": 3,
        "TH": 2, "VN": 2, "PH": 4, "ID": 3, "AE": 3, "SA": 2, "ZA": 3, "NG": 4, "EG": 2, "TR": 2,
        "PK": 3, "NZ": 3, "CH": 3, "SE": 3, "PL": 3}
W_ZH = {"CN": 130, "HK": 6, "TW": 6, "SG": 5, "MY": 4, "US": 5, "GB": 3, "CA": 3, "AU": 3, "JP": 3,
        "KR": 3, "DE": 2, "FR": 2, "TH": 2, "VN": 2, "AE": 1, "RU": 1, "IT": 1, "ID": 1, "PH": 1,
        "NZ": 1, "IN": 1, "ES": 1, "NL": 1, "BR": 1, "MX": 1, "SA": 1, "ZA": 1, "NG": 1, "EG": 1,
        "TR": 1, "PK": 1, "CH": 1, "SE": 1, "PL": 1}


USED = Counter()


def wchoice(d, even_p):
    """Weighted draw; with probability even_p take the least-used country so every plan gets enough numbers."""
    ks = list(d)
    if R.random() < even_p:
        low = min(USED[k] for k in ks)
        c = R.choice([k for k in ks if USED[k] == low])
    else:
        c = R.choices(ks, weights=[d[k] for k in ks])[0]
    USED[c] += 1
    return c


def digits(n, first=None):
    s = str(R.randint(1, 9)) if first is None else first
    return (s + "".join(str(R.randint(0, 9)) for _ in range(n - len(s))))[:n]


def expand(pat):
    out, i = [], 0
    while i < len(pat):
        c = pat[i]
        if c == "X":
            out.append(str(R.randint(0, 9)))
        elif c == "N":
            out.append(str(R.randint(2, 9)))
        elif c == "[":
            j = pat.index("]", i)
            out.append(str(R.randint(int(pat[i + 1]), int(pat[i + 3]))))
            i = j
        elif c == "{":
            j = pat.index("}", i)
            out.append(expand(R.choice(pat[i + 1:j].split("|"))))
            i = j
        else:
            out.append(c)
        i += 1
    return "".join(out)


def apply_fmt(fmt, nsn, cc):
    fmt = fmt.replace("CC", cc)
    assert fmt.count("#") == len(nsn), (fmt, nsn)
    it = iter(nsn)
    return "".join(next(it) if ch == "#" else ch for ch in fmt)


EXT_EN = [" ext. {}", " x{}", " ext {}", " ext.{}", " extn {}"]
EXT_ZH = ["转{}", " 转{}", "转 {}", "转{}", " 分机{}"]


def make_phone(country, lang, intl_p=None, typ=None):
    """typ: None (any), 'mob' (frame says mobile / text / WhatsApp / 手机 / 微信) or 'land'."""
    plan = PLANS[country]
    cc, entries = plan[0], plan[1]
    shared = plan[2] if len(plan) > 2 else None
    if typ and any(x[0] == typ for x in entries):
        entries = [x for x in entries if x[0] == typ]
    e = R.choices(entries, weights=[x[1] for x in entries])[0]
    typ, _, pat, nat, intl = e
    nat = nat or shared["nat"]
    intl = intl or shared["intl"]
    while True:
        nsn = expand(pat)
        if country in ("US", "CA") and nsn[4:6] == "11":
            continue
        if len(set(nsn[-7:])) < 3:
            continue
        break
    if intl_p is None:
        intl_p = 0.25 if (country == "CN" and lang == "zh") else (0.45 if lang == "en" else 0.6)
    fmt = R.choice(intl) if R.random() < intl_p else R.choice(nat)
    s = apply_fmt(fmt, nsn, cc)
    if typ == "land" and R.random() < 0.15:
        s += R.choice(EXT_ZH if lang == "zh" else EXT_EN).format(R.choice([str(R.randint(10, 99)),
                                                                            str(R.randint(100, 999)),
                                                                            str(R.randint(1000, 9999))]))
    return s


# ============================================================================ emails
FIRST = ["emma", "liam", "olivia", "noah", "sophie", "lucas", "mia", "ethan", "chloe", "ravi", "priya",
         "arjun", "yuki", "haruto", "minji", "jisoo", "lena", "felix", "camille", "hugo", "giulia", "marco",
         "sofia", "diego", "ana", "ivan", "olga", "fatima", "omar", "aisha", "kemal", "zeynep", "thandi",
         "sipho", "chidi", "ngozi", "linh", "somchai", "ploy", "budi", "siti", "jose", "maria", "lars",
         "ingrid", "piotr", "kasia", "tom", "jake", "nina", "sam", "alex", "grace", "daniel", "hannah"]
LAST = ["smith", "nguyen", "patel", "kim", "tanaka", "muller", "rossi", "garcia", "silva", "ivanova",
        "okafor", "khan", "yilmaz", "dubois", "berg", "kowalski", "tan", "lim", "wong", "chen", "reyes",
        "santos", "haddad", "mokoena", "jensen", "walsh", "obrien", "fischer", "moreau", "sato"]
PINYIN = ["wangfang", "zhangwei", "liuyang", "chenjing", "lina", "zhaolei", "sunli", "zhouxin", "wujie",
          "xuming", "huangting", "linxiao", "heyu", "gaojun", "luoqian", "zhengkai", "xiaoyu", "tangmin",
          "fengyi", "caiwen", "liqiang", "yangxue", "mawei", "hujing"]
FREE = ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me", "qq.com",
        "163.com", "126.com", "sina.com", "foxmail.com", "gmx.de", "web.de", "yahoo.co.jp", "naver.com",
        "mail.ru", "yandex.ru", "libero.it", "orange.fr", "btinternet.com", "bigpond.com", "hotmail.co.uk",
        "yahoo.com.tw", "hanmail.net", "fastmail.fm", "wp.pl", "sina.cn", "139.com", "aliyun.com"]
ORG = ["bakery-lumiere.fr", "greenleaf-dental.com", "mail.brightpath.co.uk", "ops.kestrel-logistics.net",
       "hr.zhongyuan-tech.cn", "sz.huaxin-mfg.com.cn", "eng.nordvik.se", "students.westbrook-uni.edu",
       "alumni.donghai-univ.edu.cn", "mail.riverside-school.org.au", "lists.opentide.dev",
       "billing.cloudfern.io", "team.pixel-harbor.co", "cs.tanaka-shoji.co.jp", "sales.mumbai-textiles.in",
       "info.casa-verde.mx", "post.kantor-surya.co.id", "support.bluefin-games.com", "jiaowu.xinhe-edu.cn",
       "clinic-sunrise.com.sg", "fix-it-plumbing.com", "maple-lane-pta.org", "rent.harbourview-homes.co.nz",
       "yx.lanshan-tech.com", "kundenservice.holzwerk-bremen.de", "mail.kopi-corner.my"]
TAGS = ["shop", "amazon", "news", "work", "taobao", "bills", "spam", "travel", "school", "jd", "steam",
        "rent", "2024", "kids", "newsletter"]


def make_email(lang):
    f, l = R.choice(FIRST), R.choice(LAST)
    p = R.choice(PINYIN)
    dom = R.choice(FREE) if R.random() < 0.6 else R.choice(ORG)
    style = R.randint(0, 14)
    if style == 0:
        loc = f + "." + l
    elif style == 1:
        loc = f + l + str(R.randint(1, 99))
    elif style == 2:
        loc = f[0] + "." + l
    elif style == 3:
        loc = f + "_" + l
    elif style == 4:
        loc = f + "-" + l
    elif style == 5:
        loc = f + "+" + R.choice(TAGS)
    elif style == 6:
        loc = f + "." + l + "+" + R.choice(TAGS)
    elif style == 7:
        loc = f.capitalize() + "." + l.capitalize()
    elif style == 8:
        loc = p + digits(R.choice([2, 3, 4]), first=str(R.randint(0, 9)))
    elif style == 9:
        loc, dom = digits(R.randint(6, 10)), "qq.com"
    elif style == 10:
        loc = l + "." + f + str(R.randint(1, 9))
    elif style == 11:
        loc = p[:R.randint(2, 4)] + "." + p
    elif style == 12:
        loc = (f + l).upper() if R.random() < 0.3 else f.capitalize() + l.capitalize() + str(R.randint(80, 99))
    elif style == 13:
        loc = p + "_" + R.choice(["work", "hk", "sz", "bj", "home", "official"])
    else:
        loc = f + "." + l + "-" + R.choice(["hk", "uk", "de", "ops", "dev", "admin"])
    if R.random() < 0.08:
        dom = dom.capitalize()
    if lang == "zh" and R.random() < 0.45 and style not in (9,):
        loc = p + R.choice(["", str(R.randint(1, 999)), "." + R.choice(["work", "li", "home"]), "+" + R.choice(TAGS)])
        dom = R.choice(["qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "139.com", "aliyun.com"] + ORG[4:6] + ORG[18:19])
    return loc + "@" + dom


# ============================================================================ cn_id
AREAS = ["110101", "110105", "110108", "120101", "130102", "140105", "150102", "210102", "220104",
         "230103", "310104", "310115", "320102", "320583", "330106", "330302", "340104", "350203",
         "360102", "370202", "410105", "420106", "430104", "440106", "440305", "441900", "450103",
         "460105", "500103", "510107", "520102", "530102", "540102", "610113", "620102", "630104",
         "640104", "650102"]


def make_cnid(want_x=None, valid=True):
    if want_x is None:
        want_x = R.random() < 0.14
    for _ in range(1000):
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=R.randint(0, 21549))  # .. 2008
        body = R.choice(AREAS) + d.strftime("%Y%m%d") + digits(3, first=str(R.randint(0, 9)))
        c = validate.id_check_char(body)
        if valid:
            if want_x == (c == "X"):
                return body + c
        else:
            wrong = R.choice([x for x in "0123456789X" if x != c and (x != "X" or R.random() < 0.3)])
            return body + wrong
    raise RuntimeError


# ============================================================================ cards
CARD_PREFIX = [("622202", 19, 3), ("621226", 19, 2), ("621700", 19, 2), ("622848", 19, 3), ("621661", 19, 2),
               ("621799", 19, 1), ("622260", 19, 1), ("623058", 19, 1), ("621483", 16, 2), ("622588", 16, 2),
               ("622609", 16, 1), ("625807", 16, 1), ("628288", 16, 1), ("4", 16, 6), ("5", 16, 4),
               ("2", 16, 1), ("35", 16, 1), ("6011", 16, 1), ("62", 17, 1), ("62", 18, 1), ("4", 19, 1)]


def luhn_digit(partial):
    for c in "0123456789":
        if validate.luhn_ok(partial + c):
            return c


def card_digits(valid=True, brand=None):
    table = CARD_PREFIX
    if brand == "visa":
        table = [x for x in CARD_PREFIX if x[0] == "4"]
    elif brand == "unionpay":
        table = [x for x in CARD_PREFIX if x[0].startswith("62")]
    pre, n, _ = R.choices(table, weights=[x[2] for x in table])[0]
    if pre == "5":
        pre = str(R.randint(51, 55))
    elif pre == "2":
        pre = str(R.randint(2221, 2720))
    elif pre == "35":
        pre = str(R.randint(3528, 3589))
    body = pre + digits(n - 1 - len(pre), first=str(R.randint(0, 9)))
    c = luhn_digit(body)
    if not valid:
        c = R.choice([x for x in "0123456789" if x != c])
    return body + c


def group_card(d):
    n = len(d)
    r = R.random()
    if n == 16:
        if r < 0.35:
            return " ".join(d[i:i + 4] for i in range(0, 16, 4))
        if r < 0.5:
            return "-".join(d[i:i + 4] for i in range(0, 16, 4))
        return d
    if n == 19:
        if r < 0.3:
            return " ".join(d[i:i + 4] for i in range(0, 19, 4))
        if r < 0.4:
            return d[:6] + " " + d[6:]
        if r < 0.48:
            return "-".join(d[i:i + 4] for i in range(0, 19, 4))
        return d
    return d


def make_card(valid=True, brand=None):
    return group_card(card_digits(valid, brand))


# ============================================================================ IPs
PUB1 = [36, 39, 42, 47, 58, 59, 60, 61, 101, 106, 110, 111, 112, 113, 114, 115, 116, 117, 119, 120, 121,
        122, 123, 124, 125, 139, 140, 171, 175, 180, 182, 183, 202, 203, 210, 211, 218, 219, 220, 221, 222,
        5, 31, 45, 62, 77, 78, 81, 82, 84, 86, 88, 91, 93, 94, 95, 104, 107, 142, 151, 185, 188, 194, 212,
        213, 217, 24, 50, 64, 66, 67, 68, 69, 70, 71, 73, 74, 75, 76, 96, 97, 98, 99]


def make_ip4(private=None):
    if private is None:
        private = R.random() < 0.45
    if private:
        r = R.random()
        if r < 0.5:
            s = "192.168.%d.%d" % (R.choice([0, 1, 1, 2, 3, 8, 10, 31, 50, 88, 100]), R.randint(2, 254))
        elif r < 0.8:
            s = "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
        else:
            s = "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254))
    else:
        s = "%d.%d.%d.%d" % (R.choice(PUB1), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    return s


V6PRE = [[0x2001, 0xdb8], [0x2408, 0x8207], [0x240e, 0x3b7], [0x2409, 0x8a28], [0x2a02, 0x908],
         [0x2600, 0x1700], [0x2001, 0x470], [0x2a01, 0x4f8], [0x2406, 0xda18], [0x2401, 0xd800],
         [0xfd12, 0x3456], [0x2400, 0xcb00]]


def make_ip6():
    if R.random() < 0.15:
        g = [0xfe80, 0, 0, 0] + [R.randint(0, 0xffff) for _ in range(4)]
    else:
        g = list(R.choice(V6PRE)) + [R.randint(0, 0xffff) for _ in range(6)]
        r = R.random()
        if r < 0.5:
            i = R.randint(3, 6)
            for k in range(i, min(8, i + R.randint(1, 3))):
                g[k] = 0
            g[7] = g[7] or R.randint(1, 0xff)
        elif r < 0.68:
            g[4:7] = [0, 0, 0]
            g[7] = R.randint(1, 0x1ff)
        elif r < 0.75:
            g[3] = R.randint(0, 0xff)
    a = ipaddress.IPv6Address(":".join("%x" % x for x in g))
    r = R.random()
    if r < 0.5:
        s = a.compressed
    elif r < 0.7:
        s = a.exploded
    elif r < 0.85:
        s = ":".join("%x" % x for x in g)
    else:
        s = a.compressed.upper()
    return s


# ============================================================================ look-alikes
def rdate():
    d = datetime.date(2019, 1, 1) + datetime.timedelta(days=R.randint(0, (datetime.date(2026, 11, 30) - datetime.date(2019, 1, 1)).days))
    return d


MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def fmt_date(d, lang):
    if lang == "zh":
        return R.choice(["%d年%d月%d日" % (d.year, d.month, d.day), "%d.%d.%d" % (d.year, d.month, d.day),
                         "%d月%d号" % (d.month, d.day), d.strftime("%Y/%m/%d"), d.isoformat(),
                         "%d月%d日" % (d.month, d.day), "%d.%d" % (d.month, d.day), "%d-%d" % (d.month, d.day)])
    return R.choice([d.strftime("%m/%d/%Y"), d.strftime("%d/%m/%Y"), d.isoformat(), d.strftime("%d.%m.%Y"),
                     "%s %d, %d" % (MON[d.month - 1], d.day, d.year), "%d/%d" % (d.month, d.day),
                     d.strftime("%Y.%m.%d"), "%d %s %d" % (d.day, MON[d.month - 1], d.year),
                     "%s %d" % (MON[d.month - 1], d.day), "%d/%d/%02d" % (d.month, d.day, d.year % 100)])


def g_date(lang, ctx):
    d = rdate()
    ctx["date"] = d
    return fmt_date(d, lang)


def g_date2(lang, ctx):
    base = ctx.get("date") or rdate()
    d = base + datetime.timedelta(days=R.randint(3, 400))
    if d > datetime.date(2026, 11, 30):
        d = datetime.date(2026, 11, R.randint(1, 30))
    return fmt_date(d, lang)


def g_time(lang, ctx):
    h, m = R.randint(0, 23), R.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55, R.randint(0, 59)])
    if lang == "zh" and R.random() < 0.5:
        seg = "凌晨" if h < 6 else "早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "晚上"
        hh = h if h <= 12 else h - 12
        return R.choice(["%s%d点" % (seg, hh), "%s%d点半" % (seg, hh), "%s%d:%02d" % (seg, hh, m), "%d:%02d" % (h, m)])
    hh = (h % 12) or 12
    return R.choice(["%d:%02d" % (h, m), "%02d:%02d" % (h, m), "%d:%02d%s" % (hh, m, R.choice(["pm", "am", " pm", "PM"])),
                     "%d%s" % (hh, R.choice(["pm", "am"])), "%d:%02d" % (h, m), "%d:%02d%s" % (hh, m, R.choice(["pm", "am"])),
                     "%d.%02d%s" % (hh, m, R.choice(["pm", "am"]))])


def commas(n):
    return "{:,}".format(n)


def g_bigamt(lang, ctx):
    n = R.randint(30, 900) * 1000 + R.choice([0, 0, 500, R.randint(0, 999)])
    if lang == "zh":
        return R.choice(["%s元" % commas(n), "¥%s" % commas(n), "%d万" % (n // 10000 + 1), "%.1f万" % (n / 10000)])
    return R.choice(["$%s" % commas(n), "£%s" % commas(n), "€%s" % commas(n), "%dk" % (n // 1000), "₹%s" % commas(n * 20), "AUD %s" % commas(n)])


def g_amount(lang, ctx):
    n = R.choice([R.randint(10, 999), R.randint(10, 999), R.randint(1000, 9999), R.randint(1000, 25000)])
    c = R.randint(0, 99)
    if lang == "zh":
        return R.choice(["¥%s" % commas(n), "%s元" % commas(n), "￥%s.%02d" % (commas(n), c), "%d块" % (n % 5000 + 5),
                         "%.1f万" % (n / 10000 + 0.1), "HK$%s" % commas(n), "NT$%s" % commas(n), "RM%s.%02d" % (commas(n), c),
                         "S$%s" % commas(n), "%s块钱" % commas(n % 9000 + 10), "¥ %s" % commas(n)])
    return R.choice(["$%s" % commas(n), "$%s.%02d" % (commas(n), c), "£%s" % commas(n), "€%s" % commas(n),
                     "€%s,%02d" % ("{:,}".format(n).replace(",", "."), c), "%s USD" % commas(n), "AUD %s" % commas(n),
                     "₹%s" % commas(n), "R%s" % commas(n), "%s bucks" % (n % 900 + 10), "CAD %s.%02d" % (commas(n), c),
                     "¥%s" % commas(n), "SGD %s" % commas(n), "₦%s" % commas(n), "$%dk" % (n % 300 + 1)])


def g_order(lang, ctx):
    r = R.random()
    if lang == "zh":
        if r < 0.35:
            return digits(19, first=str(R.randint(1, 4)))             # Taobao-like, 19 digits
        if r < 0.55:
            return digits(R.choice([12, 13]), first=str(R.randint(2, 3)))   # JD-like
        if r < 0.75:
            d = rdate()
            return d.strftime("%y%m%d") + "-" + digits(15)             # PDD-like
        if r < 0.9:
            return digits(R.choice([18, 20]), first=str(R.randint(7, 9)))
        return "DD" + digits(16)
    if r < 0.35:
        return "%s-%s-%s" % (digits(3, first="1"), digits(7), digits(7))  # Amazon 3-7-7
    if r < 0.45:
        return "%s-%s-%s" % (digits(2), digits(5), digits(5))          # eBay
    if r < 0.55:
        return "#" + digits(R.randint(4, 6))
    if r < 0.65:
        return "ORD-%d-%s" % (rdate().year, digits(5))
    if r < 0.8:
        return digits(R.choice([15, 16, 17]), first=str(R.randint(2, 9)))
    if r < 0.9:
        return "W" + digits(9)
    return "BBY01-%s" % digits(12)


def g_track(lang, ctx):
    r = R.random()
    if lang == "zh" and r < 0.6:
        return R.choice(["SF" + digits(13), "YT" + digits(13), "JT" + digits(13), "75" + digits(12),
                         "78" + digits(12), "JDVA" + digits(11, first=str(R.randint(2, 9))), "LP00" + digits(12),
                         "EA" + digits(9) + "CN", "4" + digits(12)])
    return R.choice(["1Z" + "".join(R.choice("0123456789ABCDEFGHJKLMNPRSTVWXY") for _ in range(6)) + digits(2) + digits(8),
                     "9400 " + " ".join(digits(4, first=str(R.randint(0, 9))) for _ in range(4)) + " " + digits(2),
                     "92" + digits(20), "RN" + digits(9) + "GB", "LX" + digits(9) + "CN", digits(12, first="7"),
                     digits(10, first=str(R.randint(2, 9))), "TBA" + digits(12), "CP" + digits(9) + "DE"])


def g_version(lang, ctx):
    a = R.randint(0, 24)
    return R.choice(["v%d.%d.%d" % (a, R.randint(0, 20), R.randint(0, 40)), "%d.%d.%d" % (R.randint(1, 20), R.randint(0, 12), R.randint(0, 30)),
                     "v%d.%d" % (R.randint(1, 9), R.randint(0, 30)),
                     "v%d.%d.%d-beta" % (R.randint(0, 3), R.randint(0, 30), R.randint(0, 9)),
                     "%d.%d.%d-rc%d" % (R.randint(1, 9), R.randint(0, 9), R.randint(0, 9), R.randint(1, 3)),
                     "%d.%d" % (R.randint(1, 130), R.randint(0, 9)), "build %d.%d" % (R.randint(1000, 9999), R.randint(1, 99))])


def g_osver(lang, ctx):
    return R.choice(["iOS %d.%d.%d" % (R.randint(15, 18), R.randint(0, 6), R.randint(1, 3)), "iOS %d.%d" % (R.randint(15, 18), R.randint(0, 6)),
                     "Android %d" % R.randint(10, 15), "HarmonyOS %d.%d" % (R.randint(2, 4), R.randint(0, 2)), "Windows 11 %dH2" % R.randint(22, 24),
                     "macOS %d.%d" % (R.randint(13, 15), R.randint(0, 6)), "MIUI %d" % R.randint(12, 14)])


def g_postcode(lang, ctx):
    if lang == "zh":
        return R.choice(["100080", "518057", "200120", "310012", "610041", "430074", "210008", "510630", "300072",
                         "%s" % digits(6, first=str(R.randint(1, 8))), "150-0002", "999077"])
    return R.choice(["94107", "10001-%s" % digits(4, first=str(R.randint(1, 9))), "SW1A 2AA", "M1 1AE", "M5V 3L9",
                     "10115", "560001", "560 001", "2000", "1012 AB", "01310-100", "EC2A 4NE", "75011", "3000",
                     digits(5, first=str(R.randint(1, 9))), "V6B 1A1", "D02 X285", "238859"])


def g_measure(lang, ctx):
    if lang == "zh":
        return R.choice(["%d斤" % R.randint(80, 220), "%.1fkg" % R.uniform(30, 110), "%dcm" % R.randint(95, 192),
                         "%d寸" % R.choice([43, 55, 65, 75, 85]), "%d平米" % R.randint(35, 180), "%.1f公里" % R.uniform(1, 40),
                         "%dx%dcm" % (R.randint(40, 220), R.randint(30, 120)), "%dmAh" % R.choice([3000, 4500, 5000, 10000, 20000]),
                         "%.1f度" % R.uniform(36, 40), "%dGB" % R.choice([64, 128, 256, 512]), "%d毫升" % R.choice([250, 330, 500, 750])])
    return R.choice(["%.1f kg" % R.uniform(20, 110), "%d cm" % R.randint(95, 195), "%d'%d\"" % (R.randint(4, 6), R.randint(0, 11)),
                     "%.1fm x %.1fm" % (R.uniform(1, 5), R.uniform(1, 5)), "%s sq ft" % commas(R.randint(400, 3500)),
                     "%dGB" % R.choice([16, 32, 64, 128, 256]), "%dTB" % R.randint(1, 8), "%.2fL" % R.uniform(0.3, 3),
                     "%d lbs" % R.randint(90, 260), "%d x %d x %d cm" % (R.randint(20, 80), R.randint(20, 60), R.randint(10, 40)),
                     "%.1f°C" % R.uniform(-10, 40), "%d rpm" % R.randint(800, 7000), "%.1f miles" % R.uniform(1, 30)])


def g_score(lang, ctx):
    a, b = R.randint(0, 7), R.randint(0, 7)
    if lang == "zh":
        return R.choice(["%d:%d" % (a, b), "%d分" % R.randint(60, 150), "雅思%.1f" % R.choice([5.5, 6, 6.5, 7, 7.5, 8]),
                         "托福%d" % R.randint(80, 115), "%d比%d" % (R.randint(80, 130), R.randint(80, 130)),
                         "总分%d" % R.randint(450, 690), "%d-%d" % (R.randint(15, 21), R.randint(10, 21)), "GPA %.2f" % R.uniform(2.5, 4)])
    return R.choice(["%d-%d" % (a, b), "%d/100" % R.randint(40, 100), "GPA %.2f" % R.uniform(2.5, 4), "%d-%d" % (R.randint(15, 21), R.randint(10, 21)),
                     "%d-%d" % (R.randint(85, 130), R.randint(85, 130)), "6-%d %d-6 7-6" % (R.randint(0, 4), R.randint(0, 4)),
                     "%s on the SAT" % R.randint(1100, 1580), "KDA %d/%d/%d" % (R.randint(0, 20), R.randint(0, 12), R.randint(0, 25)),
                     "%d/%d" % (R.randint(20, 50), 50), "band %.1f" % R.choice([6, 6.5, 7, 7.5])])


def g_flight(lang, ctx):
    al = R.choice(["CA", "MU", "CZ", "HU", "BA", "UA", "SQ", "EK", "NH", "QF", "CX", "KE", "LH", "AF", "TK", "HO", "3U", "QR", "AA", "DL"])
    return al + R.choice(["", " "]) + str(R.randint(1, 9999))


def g_isbn(lang, ctx):
    pre = R.choice(["978-7-", "978-0-", "978-1-", "979-8-", "978-4-", "978-3-"])
    pub = digits(R.randint(2, 4), first=str(R.randint(1, 9)))
    title = digits(8 - len(pub), first=str(R.randint(0, 9)))
    core = (pre + pub + "-" + title).replace("-", "")
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
    chk = (10 - s % 10) % 10
    v = pre + pub + "-" + title + "-" + str(chk)
    return v if R.random() < 0.7 else v.replace("-", "")


def g_serial(lang, ctx):
    al = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    while True:
        s = "".join(R.choice(al) for _ in range(R.choice([10, 11, 12])))
        if sum(c.isalpha() for c in s) >= 3 and s[0].isalpha():
            return s


def g_coord(lang, ctx):
    la, lo = R.uniform(-45, 60), R.uniform(-120, 150)
    p = R.choice([4, 5, 6])
    r = R.random()
    if r < 0.4:
        return "%.*f, %.*f" % (p, la, p, lo)
    if r < 0.7:
        return "%.4f°%s %.4f°%s" % (abs(la), "N" if la > 0 else "S", abs(lo), "E" if lo > 0 else "W")
    return "(%.*f, %.*f)" % (p, la, p, lo)


def g_hash(lang, ctx):
    n = R.choice([7, 7, 32, 40, 64])
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def g_meeting(lang, ctx):
    r = R.random()
    if lang == "zh" and r < 0.6:
        return R.choice(["%s %s %s" % (digits(3), digits(3), digits(3)), "%s-%s-%s" % (digits(3), digits(3), digits(3)),
                         digits(9)])
    if r < 0.5:
        return "%s %s %s" % (digits(3, first=str(R.randint(2, 9))), digits(4), digits(4))
    if r < 0.75:
        return "%s %s %s" % (digits(3, first=str(R.randint(2, 9))), digits(3), digits(4))
    return "%s %s %s %s" % (digits(3), digits(3), digits(3), digits(3))


def g_math(lang, ctx):
    a, b = R.randint(100, 99999), R.randint(10, 9999)
    r = R.random()
    wrong = R.random() < 0.3
    if r < 0.3:
        return "%d + %d = %d" % (a, b, a + b + (R.randint(1, 9) if wrong else 0))
    if r < 0.5:
        return "%d × %d = %d" % (a % 9999, b % 99, (a % 9999) * (b % 99) + (10 if wrong else 0))
    if r < 0.6:
        return "%d - %d = %d" % (a, b, a - b)
    if r < 0.7:
        return "(%d - %d) / %d" % (a, b, R.randint(2, 12))
    if r < 0.8:
        n = R.randint(10, 32)
        return "2^%d = %d" % (n, 2 ** n)
    if r < 0.9:
        return "%d ÷ %d" % (a, R.randint(3, 13))
    return "%.2f * %.1f" % (R.uniform(1, 99), R.uniform(1, 20))


def g_year(lang, ctx):
    y = R.randint(1840, 2026) if R.random() < 0.3 else R.randint(1980, 2026)
    ctx["year"] = y
    return str(y)


def g_year2(lang, ctx):
    y = min(2026, ctx.get("year", 2000) + R.randint(1, 12))
    return str(y)


def g_reading(lang, ctx):
    if lang == "zh":
        return R.choice(["%d/%d" % (R.randint(100, 170), R.randint(60, 105)), "%.1f" % R.uniform(4.5, 11),
                         "%.1fmmol/L" % R.uniform(4.5, 11), "%d次/分" % R.randint(55, 110), "%.1f度" % R.uniform(36.2, 39.5),
                         "%dμmol/L" % R.randint(250, 560), "%.1f%%" % R.uniform(5, 9)])
    return R.choice(["%d/%d mmHg" % (R.randint(100, 170), R.randint(60, 105)), "%d/%d" % (R.randint(100, 170), R.randint(60, 105)),
                     "%.1f mmol/L" % R.uniform(4.5, 11), "%d bpm" % R.randint(50, 120), "%.1fC" % R.uniform(36.2, 39.5),
                     "HbA1c %.1f%%" % R.uniform(5, 9), "SpO2 %d%%" % R.randint(90, 99), "%d mg/dL" % R.randint(80, 240)])


def g_pickup(lang, ctx):
    return R.choice(["%d-%d-%s" % (R.randint(1, 12), R.randint(1, 6), digits(4)), "%s%d" % (R.choice("ABCDKM"), R.randint(1, 999)),
                     digits(6), "#%d" % R.randint(1, 300), "%d-%s" % (R.randint(1, 30), digits(4)), digits(4)])


def g_barcode(lang, ctx):
    pre = R.choice(["690", "691", "692", "693", "694", "695", "400", "450", "490", "880", "489", "471"])
    body = pre + digits(12 - len(pre), first=str(R.randint(0, 9)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    ean = body + str((10 - s % 10) % 10)
    if R.random() < 0.25:
        b = "0" + digits(10, first=str(R.randint(0, 9)))
        s = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(b))
        return b + str((10 - s % 10) % 10)
    return ean


def g_invoice(lang, ctx):
    if lang == "zh":
        return R.choice([digits(8, first="0"), digits(20, first="2"), "0" + digits(11, first="4"), digits(12, first="1") + "0"])
    return R.choice(["INV-%d-%s" % (rdate().year, digits(6, first="0")), "#%s" % digits(5), "INV%s" % digits(5, first="0"),
                     "%d-%s" % (rdate().year, digits(4, first="0")), "A-%s" % digits(7)])


def g_train(lang, ctx):
    if lang == "zh":
        return R.choice("GGGDDKZTC") + str(R.randint(1, 9999))
    return R.choice(["ICE %d" % R.randint(100, 1999), "Eurostar %d" % R.randint(9000, 9199), "Amtrak %d" % R.randint(1, 800),
                     "TGV %d" % R.randint(5000, 9999), "G%d" % R.randint(1, 9999)])


def g_room(lang, ctx):
    if lang == "zh":
        return R.choice(["%d栋%d单元%d" % (R.randint(1, 30), R.randint(1, 6), R.randint(101, 3306)), "%d室" % R.randint(101, 3306),
                         "A座%d" % R.randint(101, 3306), "B%d-%d" % (R.randint(1, 3), R.randint(1, 40)), "%d号楼%d" % (R.randint(1, 30), R.randint(101, 2506))])
    return R.choice(["Room %d" % R.randint(101, 3306), "rm %d" % R.randint(101, 999), "Apt %d%s" % (R.randint(1, 30), R.choice("ABCDEF")),
                     "B%d-%d" % (R.randint(1, 3), R.randint(1, 40)), "Suite %d" % R.randint(100, 2400), "unit %d/%d" % (R.randint(1, 40), R.randint(1, 200))])


def g_section(lang, ctx):
    return R.choice(["%d.%d.%d" % (R.randint(1, 12), R.randint(1, 9), R.randint(1, 9)), "%d.%d" % (R.randint(1, 30), R.randint(1, 20))])


def g_stock(lang, ctx):
    if lang == "zh":
        return R.choice(["600519", "000001", "300750", "00700.HK", "601318", "000858", "09988.HK", "002594", "688981", "03690.HK"])
    return R.choice(["AAPL", "TSLA", "NVDA", "0700.HK", "7203.T", "BABA", "VOO", "MSFT", "005930.KS", "BHP.AX"])


def g_lottery(lang, ctx):
    if lang == "zh" and R.random() < 0.6:
        red = sorted(R.sample(range(1, 34), 6))
        return " ".join("%02d" % x for x in red) + " + %02d" % R.randint(1, 16)
    red = sorted(R.sample(range(1, 36), 5))
    return " ".join("%02d" % x for x in red) + " + " + " ".join("%02d" % x for x in sorted(R.sample(range(1, 13), 2)))


def g_percent(lang, ctx):
    return R.choice(["%.1f%%" % R.uniform(0.1, 30), "%.2f%%" % R.uniform(1, 25), "%d%%" % R.randint(1, 100)])


def g_badip(lang, ctx):
    parts = [R.randint(1, 255) for _ in range(4)]
    parts[R.randint(0, 3)] = R.randint(256, 999)
    if R.random() < 0.4:
        parts[0], parts[1] = 192, 168
        parts[R.choice([2, 3])] = R.randint(256, 400)
    return ".".join(map(str, parts))


def g_model(lang, ctx):
    return R.choice(["iPhone 15 Pro", "iPhone 16", "RTX 4070 Ti", "WH-1000XM5", "Sony XR-65X90L", "Galaxy S24",
                     "ThinkPad X1 Carbon Gen 11", "DJI Mini 4 Pro", "Mate 60 Pro", "Xiaomi 14", "Model Y", "PS5 Slim",
                     "Dyson V15", "MacBook Air M3", "Switch OLED", "Kindle Paperwhite 5", "RX 7800 XT", "AirPods Pro 2"])


def g_txn(lang, ctx):
    if lang == "zh":
        d = rdate().strftime("%Y%m%d")
        return R.choice(["42000" + digits(23, first=str(R.randint(0, 9))), d + "2200" + digits(16), d + digits(20)])
    return R.choice(["%s%s" % (digits(1), "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16))),
                     "FT%s%s" % (digits(5), "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(5))),
                     "ch_3" + "".join(R.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(20)),
                     digits(22)])


def g_bankcode(lang, ctx):
    return R.choice(["ICBKCNBJ", "BKCHCNBJ", "HSBCHKHH", "CHASUS33", "DEUTDEFF", "BARCGB22", "CMBCCNBS", "PCBCCNBJ",
                     "ICBKCNBJSZN", "BKCHHKHHXXX", "DBSSSGSG", "MAYBMYKL"])


def g_routing(lang, ctx):
    return R.choice(["021000021", "026009593", "121000358", "011000138", "322271627", "071000013"])


def g_temp(lang, ctx):
    if lang == "zh":
        return R.choice(["%d度" % R.randint(-15, 40), "零下%d度" % R.randint(1, 25), "%d°C" % R.randint(-10, 40), "%.1f℃" % R.uniform(-5, 39)])
    return R.choice(["%d°C" % R.randint(-10, 40), "%d°F" % R.randint(10, 105), "%d degrees" % R.randint(-5, 40), "minus %d" % R.randint(1, 20)])


def g_smallamt(lang, ctx):
    n = R.randint(8, 480)
    if lang == "zh":
        return R.choice(["%d元" % n, "%d块" % n, "¥%d" % n, "￥%d.%d0" % (n, R.randint(0, 9)), "%d块钱" % n])
    return R.choice(["$%d" % n, "$%d.%02d" % (n, R.randint(0, 99)), "£%d" % n, "€%d" % n, "%d bucks" % n, "₹%s" % commas(n * 80),
                     "R%d" % (n * 10), "AUD %d" % n, "S$%d" % n, "₱%s" % commas(n * 50)])


def g_height(lang, ctx):
    if lang == "zh":
        return R.choice(["%dcm" % R.randint(95, 185), "一米%d" % R.randint(1, 8), "%d公分" % R.randint(95, 185), "身高%d" % R.randint(95, 185)])
    return R.choice(["%d cm" % R.randint(95, 185), "%dcm" % R.randint(95, 185), "%d'%d\"" % (R.randint(3, 6), R.randint(0, 11)),
                     "%d ft %d" % (R.randint(3, 6), R.randint(0, 11)), "%.2fm" % R.uniform(0.95, 1.9)])


def g_weight(lang, ctx):
    if lang == "zh":
        return R.choice(["%d斤" % R.randint(80, 230), "%.1fkg" % R.uniform(40, 115), "%d公斤" % R.randint(40, 115)])
    return R.choice(["%.1f kg" % R.uniform(40, 115), "%d lbs" % R.randint(90, 260), "%dkg" % R.randint(15, 32), "%d stone %d" % (R.randint(8, 17), R.randint(0, 13))])


def g_dims(lang, ctx):
    a, b, c = R.randint(40, 230), R.randint(30, 100), R.randint(20, 95)
    if lang == "zh":
        return R.choice(["%dx%dx%dcm" % (a, b, c), "%d*%d*%d" % (a, b, c), "长%d宽%d高%d" % (a, b, c), "%d寸" % R.choice([20, 22, 24, 26, 28])])
    return R.choice(["%d x %d x %d cm" % (a, b, c), "%dx%dx%dcm" % (a, b, c), "%d\" x %d\"" % (a // 2.54, b // 2.54), "%d inch" % R.choice([20, 22, 24, 26, 28])])


def g_area(lang, ctx):
    if lang == "zh":
        return R.choice(["%d平米" % R.randint(35, 180), "%d平" % R.randint(35, 180), "%.1f㎡" % R.uniform(8, 40)])
    return R.choice(["%s sq ft" % commas(R.randint(90, 2400)), "%.1f m2" % R.uniform(8, 40), "%d x %d ft" % (R.randint(8, 20), R.randint(8, 20))])


def g_grade(lang, ctx):
    if lang == "zh":
        return R.choice(["%d分" % R.randint(45, 150), "%d" % R.randint(45, 100), "%d/150" % R.randint(60, 148), "%d.%d分" % (R.randint(60, 99), R.randint(1, 9))])
    return R.choice(["%d/100" % R.randint(40, 100), "%d%%" % R.randint(40, 100), R.choice(["B+", "A-", "C", "B", "A*"]), "%d/%d" % (R.randint(20, 50), 50), "%d out of 120" % R.randint(50, 120)])


def g_sha(lang, ctx):
    return "".join(R.choice("0123456789abcdef") for _ in range(64))


def g_md5(lang, ctx):
    return "".join(R.choice("0123456789abcdef") for _ in range(32))


def g_commit(lang, ctx):
    return "".join(R.choice("0123456789abcdef") for _ in range(R.choice([7, 7, 8, 40])))


def g_pctsmall(lang, ctx):
    return R.choice(["%.1f%%" % R.uniform(0.3, 15), "%.2f%%" % R.uniform(0.3, 9), "%d%%" % R.randint(1, 18)])


def g_rate(lang, ctx):
    return R.choice(["%.2f%%" % R.uniform(2.8, 7.9), "%.1f%%" % R.uniform(3, 24), "%.2f%% APR" % R.uniform(9, 29.9) if lang == "en" else "%.2f%%" % R.uniform(3, 5)])


def g_port(lang, ctx):
    return str(R.choice([22, 80, 443, 2222, 3000, 3389, 5000, 5001, 8000, 8080, 8096, 8123, 8443, 8888, 9000, 25565, 32400, 51820, R.randint(1024, 65535)]))


def g_num(lang, ctx):
    return str(R.randint(2, 60))


def g_bignum(lang, ctx):
    return str(R.randint(100, 99999))


def g_seat(lang, ctx):
    return "%d%s" % (R.randint(1, 60), R.choice("ABCDEFHJK"))


def g_gamecode(lang, ctx):
    return R.choice(["".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(R.choice([5, 6]))), digits(R.choice([4, 5, 6]))])


FILL = {"DATE": g_date, "DATE2": g_date2, "TIME": g_time, "AMOUNT": g_amount, "PRICE": g_amount, "ORDER": g_order,
        "TRACK": g_track, "VERSION": g_version, "POSTCODE": g_postcode, "MEASURE": g_measure, "SCORE": g_score,
        "FLIGHT": g_flight, "ISBN": g_isbn, "SERIAL": g_serial, "COORD": g_coord, "HASH": g_hash, "MEETING": g_meeting,
        "MATH": g_math, "YEAR": g_year, "YEAR2": g_year2, "BADCARD": lambda l, c: make_card(valid=False),
        "BADID": lambda l, c: make_cnid(valid=False), "READING": g_reading, "PICKUP": g_pickup, "BARCODE": g_barcode,
        "INVOICE": g_invoice, "TRAIN": g_train, "ROOM": g_room, "SECTION": g_section, "STOCK": g_stock,
        "LOTTERY": g_lottery, "PERCENT": g_percent, "BADIP": g_badip, "MODEL": g_model, "TXN": g_txn,
        "BANKCODE": g_bankcode, "ROUTING": g_routing, "PORT": g_port, "NUM": g_num, "BIGNUM": g_bignum,
        "SEAT": g_seat, "GAMECODE": g_gamecode, "TEMP": g_temp,
        "SMALLAMT": g_smallamt, "HEIGHT": g_height, "WEIGHT": g_weight, "DIMS": g_dims, "AREA": g_area, "GRADE": g_grade,
        "SHA": g_sha, "BIGAMT": g_bigamt, "OSVER": g_osver, "MD5": g_md5, "COMMIT": g_commit, "PCTSMALL": g_pctsmall, "RATE": g_rate}
PERSONAL = {"PHONE": "phone", "PHONE2": "phone", "PHONEM": "phone", "PHONEM2": "phone", "PHONEL": "phone",
            "PHONEL2": "phone", "EMAIL": "email", "EMAIL2": "email", "CNID": "cn_id", "CNIDX": "cn_id",
            "CARD": "bank_card", "CARDV": "bank_card", "CARDCN": "bank_card", "IP4": "ipv4", "IP4B": "ipv4", "IP6": "ipv6", "IP6B": "ipv6"}
PH_RE = re.compile(r"\{([A-Z0-9]+)\}")


def gen_value(name, lang, ctx):
    if name in PERSONAL:
        k = PERSONAL[name]
        if k == "phone":
            typ = "mob" if name.startswith("PHONEM") else "land" if name.startswith("PHONEL") else None
            return make_phone(ctx["country"], lang, typ=typ), True
        if k == "email":
            return make_email(lang), True
        if k == "cn_id":
            return make_cnid(want_x=True if name == "CNIDX" else None), True
        if k == "bank_card":
            return make_card(brand={"CARDV": "visa", "CARDCN": "unionpay"}.get(name)), True
        if k == "ipv4":
            return make_ip4(), True
        return make_ip6(), True
    if name in FILL:
        return FILL[name](lang, ctx), False
    if name[-1] in "2B" and name[:-1] in FILL:
        return FILL[name[:-1]](lang, ctx), False
    raise KeyError(name)


def fill(template, lang, country):
    ctx = {"country": country}
    out, spans, pos = "", [], 0
    for m in PH_RE.finditer(template):
        out += template[pos:m.start()]
        val, personal = gen_value(m.group(1), lang, ctx)
        if personal:
            spans.append(val)
        out += val
        pos = m.end()
    out += template[pos:]
    return out, spans


# ============================================================================ frames
def load_frames(path, lang):
    frames = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            head, text = line.split(" ", 1)
            hint = None
            if "@" in head:
                head, hint = head.split("@")
            if head.startswith("neg:"):
                label, kind = "negative", head[4:]
            else:
                label, kind = "positive", head
            for m in PH_RE.finditer(text):
                n = m.group(1)
                assert n in PERSONAL or n in FILL or (n[-1] in "2B" and n[:-1] in FILL), (path, ln, n)
                if label == "negative":
                    assert n not in PERSONAL, (path, ln)
            frames.append(dict(lang=lang, label=label, kind=kind, hint=hint, text=text, src="%s:%d" % (os.path.basename(path), ln)))
    return frames


TARGET_POS = {"phone": 320, "email": 115, "cn_id": 85, "bank_card": 85, "ipv4": 75, "ipv6": 60, "multi": 135}
TARGET_NEG = 370


def build():
    frames = load_frames(os.path.join(HERE, "frames_en.txt"), "en") + load_frames(os.path.join(HERE, "frames_zh.txt"), "zh")
    groups = defaultdict(list)
    for fr in frames:
        key = (fr["lang"], fr["kind"] if fr["label"] == "positive" else "neg")
        groups[key].append(fr)
    rows, seen = [], set()
    stats_frames = Counter()
    for (lang, kind), frs in sorted(groups.items()):
        target = TARGET_NEG if kind == "neg" else TARGET_POS[kind]
        got, fails, i = 0, 0, 0
        order = frs[:]
        R.shuffle(order)
        while got < target and fails < 5000:
            fr = order[i % len(order)]
            i += 1
            if i % len(order) == 0:
                R.shuffle(order)
            country = None
            if "{PHONE" in fr["text"]:
                country = fr["hint"] or (wchoice(W_EN, 0.4) if lang == "en" else wchoice(W_ZH, 0.08))
            text, spans = fill(fr["text"], lang, country)
            if fr["label"] == "negative":
                row_country = None
            elif fr["kind"] == "multi":
                row_country = country if "{PHONE" in fr["text"] else ("CN" if "{CNID" in fr["text"] else None)
            elif fr["kind"] == "cn_id":
                row_country = "CN"
            else:
                row_country = country
            row = {"id": "", "lang": lang, "label": fr["label"], "kind": fr["kind"], "country": row_country,
                   "text": text, "spans": spans}
            if text in seen:
                fails += 1
                continue
            row["id"] = ("p14-0000" if fr["label"] == "positive" else "n14-0000")
            probs, _ = validate.check_row(row)
            if probs:
                fails += 1
                if fails < 20:
                    print("retry", fr["src"], probs[:2])
                continue
            seen.add(text)
            rows.append(row)
            stats_frames[fr["src"]] += 1
            got += 1
        print("%s %-10s frames=%3d rows=%d" % (lang, kind, len(frs), got))
    R.shuffle(rows)
    for n, r in enumerate(rows):
        r["id"] = ("p14-%04d" if r["label"] == "positive" else "n14-%04d") % n
    with open(os.path.join(HERE, "pii.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    unused = [fr["src"] for fr in frames if stats_frames[fr["src"]] == 0]
    print("frames total", len(frames), "unused", len(unused), unused[:20])
    write_readme(rows, frames)


def table(counter, head):
    lines = ["| %s | count |" % head, "|---|---|"]
    for k, v in sorted(counter.items(), key=lambda x: (-x[1], str(x[0]))):
        lines.append("| %s | %d |" % (k, v))
    return "\n".join(lines)


def write_readme(rows, frames):
    lab = Counter(r["label"] for r in rows)
    lang = Counter((r["lang"], r["label"]) for r in rows)
    pos = Counter(r["kind"] for r in rows if r["label"] == "positive")
    neg = Counter(r["kind"] for r in rows if r["label"] == "negative")
    phone_spans = Counter()
    for r in rows:
        if r["label"] == "positive":
            for s in r["spans"]:
                k = validate.classify_span(s, r["country"])[0]
                if k == "phone":
                    phone_spans[r["country"]] += 1
    rowc = Counter(r["country"] for r in rows if r["country"])
    nfr = Counter((f["lang"], f["label"]) for f in frames)
    with open(os.path.join(HERE, "README_template.md"), encoding="utf-8") as f:
        tpl = f.read()
    txt = tpl.format(
        n=len(rows), npos=lab["positive"], nneg=lab["negative"],
        lang_table="\n".join(["| lang | positive | negative | total |", "|---|---|---|---|"] +
                             ["| %s | %d | %d | %d |" % (l, lang[(l, "positive")], lang[(l, "negative")],
                                                          lang[(l, "positive")] + lang[(l, "negative")]) for l in ("en", "zh")]),
        pos_table=table(pos, "positive kind"), neg_table=table(neg, "negative kind"),
        phone_table=table(phone_spans, "country (phone spans)"), rowc_table=table(rowc, "row `country` field"),
        nneg_kinds=len(neg), ncountries=len(phone_spans),
        frames="%d English (%d positive, %d negative) and %d Chinese (%d positive, %d negative)" % (
            nfr[("en", "positive")] + nfr[("en", "negative")], nfr[("en", "positive")], nfr[("en", "negative")],
            nfr[("zh", "positive")] + nfr[("zh", "negative")], nfr[("zh", "positive")], nfr[("zh", "negative")]))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(txt)


if __name__ == "__main__":
    build()
