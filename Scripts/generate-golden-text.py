#!/usr/bin/env python3
"""Writes the golden vectors for numbers compared, kept as written and found in text, from
phonenumbers (pinned):

- Tests/Golden/match.tsv:    region ("" for none), A, B, is_number_match answer
  (exact, nsn, short-nsn, none, not-a-number). Without a region: is_number_match(A, B) on the
  two strings. With one: both parsed in it first (either failing: not-a-number), then
  is_number_match on the two numbers (what `phonefmt match --region RR` answers).
- Tests/Golden/original.tsv: region, input, format_in_original_format(parse_and_keep_raw_input(
  input, region), region), or `error: REASON` (reasons as `phonefmt format`).
- Tests/Golden/find.tsv: region, text, then what PhoneNumberMatcher finds at each leniency
  (possible, valid, strict-grouping, exact-grouping): `START:END:E164[;ext=N]` per number,
  joined by ` | ` (offsets in Unicode scalars, END exclusive), empty when none. Texts are
  sentences in several languages and scripts around numbers written in many forms, and decoys
  (dates, times, prices, IP addresses, card numbers, ISBNs, order numbers, page ranges).

Inputs come from every region's example numbers written in several forms (national with and
without the national prefix, +CC, the international dialling prefix, E.164 without +,
punctuation, extensions, the last digits alone), paired with each other, with a changed digit,
with another calling code, and with garbage. Seeded, so the file is the same on every run.
"""
import os
import random
import re
import sys

import phonenumbers
from phonenumbers import MatchType, NumberParseException, PhoneMetadata, PhoneNumberFormat
from phonenumbers.phonenumberutil import COUNTRY_CODES_FOR_NON_GEO_REGIONS, SUPPORTED_REGIONS

from metadata import PINNED, require_phonenumbers  # noqa: E402
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number",
         "voip", "pager", "uan", "voicemail"]
MATCH_NAMES = {
    MatchType.EXACT_MATCH: "exact", MatchType.NSN_MATCH: "nsn",
    MatchType.SHORT_NSN_MATCH: "short-nsn", MatchType.NO_MATCH: "none",
    MatchType.NOT_A_NUMBER: "not-a-number",
}
GARBAGE = ["", "abc", "12", "+", "+999 1234 5678", "+0 123 456", "tel:", "1" * 30, "0", "+44",
           "++44 20 7946 0958", "00", "#123", "x12", "\u0660\u0662\u0660 \u0667\u0669\u0664\u0666 "
           "\u0660\u0669\u0665\u0668", "\uff0b\uff14\uff14 20 7946 0958", "0800 FLOWERS",
           "+1 800 FLOWERS", "20 7946 0958 ext. 12", "tel:7946-0958;phone-context=+44-20",
           "+800 1234 5678", "+882 3421 2345", "12345678901234567890"]


def examples(m):
    seen = []
    for t in TYPES:
        d = getattr(m, t)
        if d is not None and d.example_number and d.example_number not in seen:
            seen.append(d.example_number)
    return seen


def dialling_prefix(m):
    for candidate in (m.preferred_international_prefix, m.international_prefix):
        if candidate is None:
            continue
        candidate = candidate.replace("~", "")
        if re.fullmatch(r"\d+", candidate) and re.fullmatch(m.international_prefix, candidate):
            return candidate
    return None


def clean(text):
    assert "\t" not in text and "\n" not in text, repr(text)
    return text


def match_strings(a, b):
    return MATCH_NAMES[phonenumbers.is_number_match(a, b)]


def match_in_region(a, b, region):
    try:
        na = phonenumbers.parse(a, region)
        nb = phonenumbers.parse(b, region)
    except NumberParseException:
        return "not-a-number"
    return MATCH_NAMES[phonenumbers.is_number_match(na, nb)]


def written_forms(region, m, example):
    """The example written in several ways: (text, is it written with a calling code)."""
    n = phonenumbers.parse(example, region)
    cc = str(m.country_code)
    nsn = phonenumbers.national_significant_number(n)
    national = phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)
    forms = [national, re.sub(r"\D", "", national), intl, "+" + cc + nsn, cc + nsn, nsn,
             "+" + cc + " (0) " + nsn, national.replace(" ", "-"), "(" + national + ")"]
    idd = dialling_prefix(m)
    if idd is not None:
        forms.append(idd + " " + cc + " " + nsn)
    if len(nsn) > 6:
        forms += [nsn[-7:], nsn[-6:], "+" + cc + nsn[-7:]]
    forms += [national + " ext. 12", intl + " x12", intl + " x34", "+" + cc + nsn + ";ext=12"]
    wrong = nsn[:-1] + str((int(nsn[-1]) + 1) % 10)
    forms += ["+" + cc + wrong, wrong, "+" + cc + nsn + "1", "+" + cc + nsn[1:]]
    other = "1" if cc != "1" else "44"
    forms += ["+" + other + nsn, "0" + nsn, "00" + nsn]
    return forms


PARSE_REASONS = {
    NumberParseException.INVALID_COUNTRY_CODE: "invalid-country-code",
    NumberParseException.NOT_A_NUMBER: "not-a-number",
    NumberParseException.TOO_SHORT_AFTER_IDD: "too-short",
    NumberParseException.TOO_SHORT_NSN: "too-short",
    NumberParseException.TOO_LONG: "too-long",
}
# Regions the international forms are also read in: single and preferred prefixes (RU 8~10),
# a prefix pattern without a single form (BR), the NANP (US, CA), and others.
CALLING_FROM = ["US", "GB", "RU", "BR", "DE", "JP", "AU", "CA", "FR", "CN", "IN", "KR"]


def original(text, region):
    try:
        n = phonenumbers.parse(text, region, keep_raw_input=True)
    except NumberParseException as e:
        return "error: " + PARSE_REASONS[e.error_type]
    return phonenumbers.format_in_original_format(n, region)


def original_inputs(region, m, example, rng):
    """(reading region, text) pairs: the example written in the ways people write numbers."""
    n = phonenumbers.parse(example, region)
    cc = str(m.country_code)
    nsn = phonenumbers.national_significant_number(n)
    national = phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)
    digits = re.sub(r"\D", "", national)
    forms = [national, digits, nsn, intl, "+" + cc + nsn, cc + nsn, cc + " " + nsn,
             national.replace(" ", "-"), national.replace(" ", "."), national.replace(" ", ""),
             "+" + cc + " (0) " + nsn, "Tel: " + national, national + " ext. 12",
             intl + " x34", digits + "#5", nsn[:3] + " " + nsn[3:], "(" + nsn[:3] + ") " + nsn[3:]]
    prefix = m.national_prefix
    if prefix and not digits.startswith(prefix):
        forms += [prefix + nsn, prefix + " " + nsn]
    if prefix and digits.startswith(prefix):
        forms += [digits[len(prefix):]]
    idd = dialling_prefix(m)
    if idd is not None:
        forms += [idd + " " + cc + " " + nsn, idd + cc + nsn]
    pairs = [(region, f) for f in forms]
    for other in rng.sample(CALLING_FROM, 2):
        om = PhoneMetadata.metadata_for_region(other)
        oidd = dialling_prefix(om)
        pairs += [(other, intl), (other, national)]
        if oidd is not None:
            pairs += [(other, oidd + " " + cc + " " + nsn), (other, oidd + cc + nsn)]
    return pairs


LENIENCIES = [phonenumbers.Leniency.POSSIBLE, phonenumbers.Leniency.VALID,
              phonenumbers.Leniency.STRICT_GROUPING, phonenumbers.Leniency.EXACT_GROUPING]
SENTENCES = [
    "Call me at {} for details.", "Ring {} tomorrow, or {} after six.", "Tel: {}", "{}",
    "Bitte rufen Sie {} an (Durchwahl {}).", "Appelez le {} ou le {}.", "Llámame al {} mañana.",
    "Позвоните по номеру {} до 18:00.", "اتصل بنا على {} أو {}", "请拨打{}联系我们。",
    "お問い合わせは{}まで", "कृपया {} पर कॉल करें", "התקשרו ל-{} עכשיו", "Καλέστε στο {}.",
    "Phone:{};Fax:{}", "({})", "[{}]", "x{}", "Nr.{}", "{}abc", "abc{}", "#{}",
    "ID 99{}99", "Preis: {} €", "{} %", "Our office ({}) opens at 9.", "{}, {}, {}",
    "Call {} / {} today", "Tel. {} ext. 5 or {} x 12", "{} - mobile", "mobile: {}. Home: {}.",
]
DECOYS = [
    "on 12/03/2024 at 10:30", "born 1/2/99", "2012-01-02 08:00 meeting", "2012-01-02 08 :00",
    "$1,234,567.89", "€ 1234567890", "price 1234567890$", "12 %", "IP 192.168.100.200",
    "card 4111 1111 1111 1111", "ISBN 978-3-16-148410-0", "order #A-12345678-90",
    "pages 211-227 (2003)", "see 12-13 (1999) p. 4", "version 10.15.7.1234", "12345678901234567890123",
    "1" * 40, "10:30-11:45", "24.12.2024", "Mon 14.03.2011 10:00", "1/2/3/4/5/6",
    "(12) (34) (56) (78) (90)", "+++1234", "((((123))))", "3.14159265358979",
    "00 +X488512345 4 217 123", "+X44 20 7946 0958", "tel:+44-20-7946-0958;ext=12",
]
# What random texts are made of, around numbers: letters of several scripts, combining marks,
# currency and percent signs, brackets, dashes, dots, slashes, labels, digits of other scripts.
PIECES = [" ", "  ", "-", ".", "/", "(", ")", "[", "]", "x", "X", " x ", "ext", "ext.", "#", "~",
          "+", "++", "\uff0c", "\u3001", "%", "$", "\u20ac", "\u00e9", "a", "Z", "\u00df",
          "\u0436", "\u4e2d", "\u0663", "\uff15", "\u00a0", "\u2013", "\u2014", "\uff0d",
          ":", ";", ",", "_", "'", '"', "tel:", "00", "011", "0", "1", "12", "123", "2020",
          "12/03", "10:30", " - ", "...", "\u0301", "\uff41", "\u216b", "\u00b2"]


def mutated(rng, form):
    """The form with a few characters replaced by pieces."""
    if rng.random() >= 0.3:
        return form
    return "".join(rng.choice(PIECES) if rng.random() < 0.05 else c for c in form)


def random_text(rng, forms):
    parts = [mutated(rng, rng.choice(forms)) if rng.random() < 0.4 else rng.choice(PIECES)
             for _ in range(rng.randint(1, 7))]
    return ("" if rng.random() < 0.5 else " ").join(parts)


def found(text, region, leniency):
    out = []
    for m in phonenumbers.PhoneNumberMatcher(text, region, leniency=leniency):
        item = f"{m.start}:{m.end}:{phonenumbers.format_number(m.number, PhoneNumberFormat.E164)}"
        if m.number.extension:
            item += ";ext=" + m.number.extension
        out.append(item)
    return " | ".join(out)


def find_forms(region, m, example):
    n = phonenumbers.parse(example, region)
    cc = str(m.country_code)
    nsn = phonenumbers.national_significant_number(n)
    national = phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)
    digits = re.sub(r"\D", "", national)
    forms = [national, intl, "+" + cc + nsn, digits, nsn, national.replace(" ", "-"),
             national.replace(" ", "."), intl.replace(" ", "/"), "+" + cc + " (0) " + nsn,
             national + " ext. 12", intl + " x34", "+" + cc + "-" + nsn[:3] + "-" + nsn[3:],
             nsn[:2] + " " + nsn[2:5] + " " + nsn[5:], "(" + nsn[:3] + ") " + nsn[3:],
             digits.translate(FULLWIDTH), digits.translate(ARABIC_INDIC), cc + " " + nsn]
    idd = dialling_prefix(m)
    if idd is not None:
        forms.append(idd + " " + cc + " " + nsn)
    return forms


FULLWIDTH = {ord(str(d)): chr(0xFF10 + d) for d in range(10)}
ARABIC_INDIC = {ord(str(d)): chr(0x660 + d) for d in range(10)}
FIND_REGIONS = ["US", "GB", "DE", "FR", "ES", "IT", "RU", "CN", "JP", "IN", "BR", "AU", "SA",
                "IL", "GR", "CH", "NL", "MX", "AR", "KR", "EG", "NG", "PL", "SE", "TR", "ID"]


def main():
    require_phonenumbers()
    rng = random.Random(41)
    rows = []
    regions = sorted(SUPPORTED_REGIONS)
    every = []
    for region in regions:
        m = PhoneMetadata.metadata_for_region(region)
        exs = examples(m)
        if not exs:
            continue
        forms = written_forms(region, m, exs[0])
        if len(exs) > 1:
            forms += written_forms(region, m, exs[1])[:6]
        every += forms
        pairs = set()
        for a in forms[:6]:
            for b in forms:
                pairs.add((a, b))
        pairs = sorted(pairs)
        rng.shuffle(pairs)
        for a, b in pairs[:24]:
            rows.append(("", a, b))
        for a, b in pairs[24:36]:
            rows.append((region, a, b))
        for g in rng.sample(GARBAGE, 3):
            rows.append(("", forms[0], g))
            rows.append(("", g, forms[2]))
            rows.append((region, forms[0], g))
    for code in sorted(COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        m = PhoneMetadata.metadata_for_nongeo_region(code)
        for example in examples(m)[:1]:
            plus = "+" + str(code) + " " + example
            for b in (example, "+" + str(code) + example, example[-6:], str(code) + example,
                      "+" + str(code) + example + " ext. 5"):
                rows.append(("", plus, b))
                rows.append(("", b, plus))
                rows.append(("US", plus, b))
    for a in GARBAGE:
        for b in rng.sample(GARBAGE, 4):
            rows.append(("", a, b))
    # Pairs across regions: the same digits, other codes.
    for _ in range(1000):
        rows.append(("", rng.choice(every), rng.choice(every)))

    golden = os.path.join(ROOT, "Tests", "Golden")
    header = f"# Generated by Scripts/generate-golden-text.py from phonenumbers {PINNED}.\n"
    counts = {}
    with open(os.path.join(golden, "match.tsv"), "w", encoding="utf-8") as fh:
        fh.write(header + "# region (empty: none)\tA\tB\tis_number_match\n")
        for region, a, b in rows:
            answer = match_in_region(a, b, region) if region else match_strings(a, b)
            counts[answer] = counts.get(answer, 0) + 1
            fh.write("\t".join([region, clean(a), clean(b), answer]) + "\n")
    print(f"match: {len(rows)} lines, {counts}")

    originals = []
    for region in regions:
        m = PhoneMetadata.metadata_for_region(region)
        for example in examples(m)[:2]:
            originals += original_inputs(region, m, example, rng)
    for code in sorted(COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        m = PhoneMetadata.metadata_for_nongeo_region(code)
        for example in examples(m)[:1]:
            for other in ("US", "GB", "RU"):
                originals += [(other, "+" + str(code) + " " + example),
                              (other, "00" + str(code) + example), (other, "011 " + str(code) + example)]
    for region in ("GB", "US", "DE", "RU", "BR"):
        originals += [(region, g) for g in GARBAGE]
    for _ in range(1000):
        region = rng.choice(regions)
        m = PhoneMetadata.metadata_for_region(region)
        exs = examples(m)
        if exs:
            forms = [t for _, t in original_inputs(region, m, rng.choice(exs), rng)]
            originals.append((region, random_text(rng, forms)))
    changed = 0
    with open(os.path.join(golden, "original.tsv"), "w", encoding="utf-8") as fh:
        fh.write(header + "# region\tinput\tformat_in_original_format\n")
        for region, text in originals:
            answer = original(text, region)
            changed += answer != text
            fh.write("\t".join([region, clean(text), clean(answer)]) + "\n")
    print(f"original: {len(originals)} lines, {changed} written otherwise than as given")

    texts = []
    all_forms = []
    for region in FIND_REGIONS:
        m = PhoneMetadata.metadata_for_region(region)
        forms = []
        for example in examples(m)[:2]:
            forms += find_forms(region, m, example)
        all_forms += forms
        for form in forms:
            sentence = rng.choice(SENTENCES)
            fill = [form] + [rng.choice(forms + DECOYS) for _ in range(sentence.count("{}") - 1)]
            texts.append((region, sentence.format(*fill)))
        for decoy in DECOYS:
            texts.append((region, decoy + " " + rng.choice(forms)))
    for _ in range(300):
        region = rng.choice(FIND_REGIONS)
        parts = [rng.choice(all_forms + DECOYS + ["and", "или", "و", "和", ",", ";", "/", "-"])
                 for _ in range(rng.randint(2, 6))]
        texts.append((region, rng.choice(["", " ", "  "]).join(parts)))
    for _ in range(600):
        region = rng.choice(regions)
        m = PhoneMetadata.metadata_for_region(region)
        exs = examples(m)
        if exs:
            texts.append((region, random_text(rng, find_forms(region, m, rng.choice(exs)))))
    # A page of mixed text.
    texts.append(("GB", " ".join(t for _, t in texts[:60])))
    lines = 0
    numbers = [0, 0, 0, 0]
    with open(os.path.join(golden, "find.tsv"), "w", encoding="utf-8") as fh:
        fh.write(header + "# region\ttext\tpossible\tvalid\tstrict-grouping\texact-grouping\n")
        for region, text in texts:
            answers = [found(text, region, leniency) for leniency in LENIENCIES]
            for k, a in enumerate(answers):
                numbers[k] += len(a.split(" | ")) if a else 0
            fh.write("\t".join([region, clean(text)] + answers) + "\n")
            lines += 1
    print(f"find: {lines} texts, numbers found per leniency {numbers}")


if __name__ == "__main__":
    main()
