// Package pii finds and masks personal data in free text before engram stores
// it or sends it to an embedding endpoint (DESIGN.md §7), and applies a
// tenant's policy: mask (the default), drop, or encrypt.
//
// # Detectors
//
// Find is a hand-written byte scanner, not a set of regular expressions: one
// pass notes whether the text has any ASCII digit, full-width digit or '@'
// at all (most text stops there) and which detectors can apply.
//
//   - Chinese mobile (PHONE): 11 digits 1[3-9]xxxxxxxxx, ASCII or full-width
//     (０-９), ungrouped or grouped 3-4-4, 3-8 or 7-4 by spaces or dashes,
//     optionally after 86, 0086, +86, (+86) or (86).
//   - Chinese resident ID (CN_ID): 17 digits and a check character (digit or
//     X/x), ungrouped or 6-8-4; the ISO 7064 MOD 11-2 checksum must hold,
//     the first two digits must be a province code and digits 7-14 a real
//     date between 1900 and 2099.
//   - Phone numbers of every country (PHONE, phone.go), checked against
//     the numbering plans of github.com/nyaruka/phonenumbers: a span
//     written like a phone (digits with single spaces, dashes, dots or one
//     slash, parenthesised groups, "(0)", a leading '+' or 00, full-width
//     forms), international and possible for its country code (valid,
//     after an order or parcel word), or national and valid in one of
//     Regions, or in any other country the library knows when the text
//     gives a reason (a phone word before or after it, the country or a
//     city named, or the country's trunk prefix 0 and its own grouping);
//     unseparated digits need a phone word or must be written as at home
//     (trunk prefix, or a country code without the '+'); a chat link
//     (wa.me/…) holds a number in international form.
//   - Bank card (BANK_CARD): 13-19 digits passing Luhn, ungrouped or grouped
//     4-4-4-4(-n), 4-6-5, 4-6-4 or 6 + 10-13 with one separator style
//     (space, dash, or dot: a dotted run is a card or nothing; two spaces
//     or " - " join only a card's groups).
//   - E-mail (EMAIL): local@domain with at least two LDH labels and an
//     alphabetic top-level label.
//   - IP: dotted quads (octets up to 255, leading zeros allowed) and IPv6
//     text (with optional zone) that net/netip.ParseAddr accepts; a dotted
//     quad may follow an address word glued to it ("IP10.0.0.1").
//
// # False-positive guards
//
// A number is a candidate only if it is not glued to a word: no ASCII
// letter, digit or '_' on either side, no '.' plus digit (decimals, dotted
// versions), no thousands separator, no "ORD-" or "/path/" prefix and no
// "-suffix" or '@' after it. Runs of grouped digits are split only at their
// separators, so a 14-digit timestamp never yields an 11-digit phone. A
// Luhn-valid number is a card only if it is grouped like a card, or follows
// a card word (card, 卡, 银行, 账号, visa, …), or has a known issuer prefix of
// the right length (Visa 4, Mastercard 51-55/2221-2720, Amex 34/37, UnionPay
// 62, JCB 3528-3589, Discover 6011/644-649/65, Diners 36/300-305, Mir
// 2200-2204, RuPay 60/81/82/508, Maestro and Verve 50/56-58/6759/676, Troy
// 9792); and never
// if the nearest context word before it is an order/invoice/timestamp/serial
// word (order, 订单, 发票, 流水, ts, …). Context words (context.go) are read
// backwards from the candidate, nearest first: a negative word speaks only
// for the first number after it and within its clause (no clause break,
// at most three words between), "number", "no.", "#" and "号码" take the
// sense of the word before them; phone words are also read after a
// number, within its clause ("…是我办公室座机"); a phrase whose last word is
// itself a context word decides in its place ("area code (030) …" is no
// code). An unseparated run in the same sentence as a phone, valid in that
// phone's country and after no negative word, is a phone too ("mine is 91
// 123 45 67 and my husband's is 911234568"). Five or more groups of one and
// two digits mixed (a draw: "7 14 21 33 45"), or a number followed by an
// arithmetic word ("… divided by 11", "… 乘以 3"), are no phone. A dotted quad right after a version word
// (v, version, build, 版本, …) or with more or fewer than four parts is not
// an IP; IPv6 text needs a decimal digit and two colons, so clock times,
// MAC addresses and C++ scopes do not pass netip.
//
// Overlaps resolve by priority: e-mail, then IPv6, IPv4, numbers. The
// "[ENC:…]" tokens written by an Encrypter are never reported.
//
// # Masking and policies
//
// Mask replaces each match with a placeholder ("[PHONE]", "[CN_ID]",
// "[BANK_CARD]", "[EMAIL]", "[IP]") and repeats until nothing is found, so it
// is idempotent. Apply enforces a Policy; ActionEncrypt seals each match with
// AES-256-GCM under the tenant's key (Encrypter, KeyProvider, MemKeys), and
// destroying the key makes those tokens unreadable.
//
// The labelled evaluation set in testdata/ is produced by
// testdata/gen/main.go (see go:generate below); TestLabelledSet reports its
// recall and false-positive rate.
package pii

//go:generate go run ./testdata/gen/main.go -out testdata
