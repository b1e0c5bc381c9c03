#!/usr/bin/env python3
"""Writes the golden vectors for numbers compared, kept as written and found in text, from
phonenumbers (pinned):

- Tests/Golden/match.tsv:    region ("" for none), A, B, is_number_match answer
  (exact, nsn, short-nsn, none, not-a-number). Without a region: is_number_match(A, B) on the
  two strings. With one: both parsed in it first (either failing: not-a-number), then
  is_number_match on the two numbers (what `phonefmt match --region RR` answers).
- Tests/Golden/original.tsv: region, input, format_in_original_format(parse_and_keep_raw_input(
  input, region), region), or `error: REASON` (reasons as `phonefmt format`).

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

PINNED = "9.0.43"
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
    for other in rng.sample(CALLING_FROM, 3):
        om = PhoneMetadata.metadata_for_region(other)
        oidd = dialling_prefix(om)
        pairs += [(other, intl), (other, national)]
        if oidd is not None:
            pairs += [(other, oidd + " " + cc + " " + nsn), (other, oidd + cc + nsn)]
    return pairs


def main():
    if phonenumbers.__version__ != PINNED:
        sys.exit(f"phonenumbers {PINNED} is required (found {phonenumbers.__version__})")
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
    changed = 0
    with open(os.path.join(golden, "original.tsv"), "w", encoding="utf-8") as fh:
        fh.write(header + "# region\tinput\tformat_in_original_format\n")
        for region, text in originals:
            answer = original(text, region)
            changed += answer != text
            fh.write("\t".join([region, clean(text), clean(answer)]) + "\n")
    print(f"original: {len(originals)} lines, {changed} written otherwise than as given")


if __name__ == "__main__":
    main()
