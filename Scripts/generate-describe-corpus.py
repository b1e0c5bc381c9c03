#!/usr/bin/env python3
"""Writes Tests/Golden/describe.tsv: what `phonefmt describe` must print, from phonenumbers (pinned).

One row per number: REGION, INPUT, then TZS (libphonenumber's time zones, joined by ","), then
for each locale of LOCALES its CARRIER and LOCATION (a non-empty cell equal to the English
one, the first pair, written `=`), or for a line that does not parse: REGION, INPUT,
`error: REASON`.

- CARRIER: `phonenumbers.carrier.name_for_number(number, lang, script, region)`.
- TZS: `phonenumbers.timezone.time_zones_for_number(number)`.
- LOCATION: the area inside the country, as `phonenumbers.geocoder.description_for_valid_number`
  finds it (the longest prefix with a name in the language, libphonenumber's fallback between
  languages, Argentina's mobile token 9 dropped), but only for valid fixed-line, mobile and
  fixed-line-or-mobile numbers, and never the country's own name (empty where the geocoder
  would fall back to it). `phonefmt describe` prints it only with the geocoding pack.

Numbers: every region's example number of every type, each with neighbours (last digit
changed, one digit fewer, one more); numbers for each carrier prefix that has a name in a
language other than English; and a seeded sample of geocoding prefixes of every calling code.
Each number is written with `+` and the calling code; the examples also nationally.

Usage: Scripts/update-metadata (runs every generator in order, in its virtual environment)
"""
import os
import random
import sys
from importlib.metadata import version

import phonenumbers
import phonenumbers.phonenumberutil as util
from phonenumbers import NumberParseException, PhoneMetadata, PhoneNumberFormat, PhoneNumberType
from phonenumbers import carrier, geocoder, timezone
from phonenumbers.carrierdata import CARRIER_DATA
from phonenumbers.geodata import GEOCODE_DATA, GEOCODE_LONGEST_PREFIX
from phonenumbers.prefix import _prefix_description_for_number

from metadata import PINNED, require_phonenumbers  # noqa: E402
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Golden", "describe.tsv")
LOCALES = ["en", "de", "fr", "zh", "ja", "ar", "ru", "es", "ko", "pt", "zh_Hant", "pt_BR",
           "zh_TW", "kk", "uk"]
TYPES = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number",
         "voip", "pager", "uan", "voicemail", "no_international_dialling"]
PARSE_REASONS = {
    NumberParseException.INVALID_COUNTRY_CODE: "invalid-country-code",
    NumberParseException.NOT_A_NUMBER: "not-a-number",
    NumberParseException.TOO_SHORT_AFTER_IDD: "too-short",
    NumberParseException.TOO_SHORT_NSN: "too-short",
    NumberParseException.TOO_LONG: "too-long",
}
LOCATION_TYPES = (PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE,
                  PhoneNumberType.FIXED_LINE_OR_MOBILE)
EXTRA = ["", "abc", "+", "+999 1234 5678", "12", "+44", "1" * 300, "+800 1234 5678",
         "+882 1234 5678", "+1 800 253 0000", "+1 684 733 1234", "+7 700 000 0000",
         "+54 9 11 2345 6789", "+54 11 2345 6789", "+39 06 1234 5678", "+225 01 23 45 67 89"]


def split_locale(text):
    """lang, script, region the way Sources/PhoneCallerID/PrefixData.swift (DescribeLocale) reads them."""
    parts = text.replace("-", "_").split("_")
    lang, script, region = parts[0].lower(), None, None
    for p in parts[1:]:
        if len(p) == 4 and p.isalpha() and script is None:
            script = p[0].upper() + p[1:].lower()
        elif ((len(p) == 2 and p.isalpha()) or (len(p) == 3 and p.isdigit())) and region is None:
            region = p.upper()
    return lang, script, region


def location(n, lang, script, region):
    if not phonenumbers.is_valid_number(n) or phonenumbers.number_type(n) not in LOCATION_TYPES:
        return ""
    # description_for_valid_number's area, for a user in the number's own region.
    token = util.country_mobile_token(n.country_code)
    national = util.national_significant_number(n)
    subject = n
    if token and national.startswith(token):
        try:
            subject = phonenumbers.parse(national[len(token):],
                                         util.region_code_for_country_code(n.country_code))
        except NumberParseException:
            subject = n
    return _prefix_description_for_number(GEOCODE_DATA, GEOCODE_LONGEST_PREFIX, subject,
                                          lang, script, region)


def row(region, text):
    try:
        n = phonenumbers.parse(text, region)
    except NumberParseException as e:
        return [region, text, "error: " + PARSE_REASONS[e.error_type]]
    cols = [region, text, ",".join(timezone.time_zones_for_number(n))]
    for loc in LOCALES:
        lang, script, reg = split_locale(loc)
        cols.append(carrier.name_for_number(n, lang, script, reg))
        cols.append(location(n, lang, script, reg))
    # A non-empty cell equal to the English one is written "=" (the file is a sixth the size).
    for i in range(5, len(cols)):
        if cols[i] and cols[i] == cols[3 + (i - 3) % 2]:
            assert cols[i] != "="
            cols[i] = "="
    return cols


def neighbours(e164):
    digits = e164[1:]
    last = str((int(digits[-1]) + 1) % 10)
    return ["+" + digits[:-1] + last, "+" + digits[:-1], "+" + digits + "0"]


def main():
    require_phonenumbers()
    rng = random.Random(40)
    inputs = []  # (region, text)
    examples = {}  # calling code -> {type: national number}
    regions = sorted(util.SUPPORTED_REGIONS) + ["001"]
    for region in regions:
        metas = ([PhoneMetadata.metadata_for_nongeo_region(c)
                  for c in sorted(util.COUNTRY_CODES_FOR_NON_GEO_REGIONS)]
                 if region == "001" else [PhoneMetadata.metadata_for_region(region)])
        for meta in metas:
            for t in TYPES:
                desc = getattr(meta, t)
                if desc is None or not desc.example_number:
                    continue
                e164 = f"+{meta.country_code}{desc.example_number}"
                examples.setdefault(meta.country_code, {}).setdefault(t, desc.example_number)
                parse_region = "ZZ" if region == "001" else region
                inputs.append((parse_region, e164))
                if region != "001":
                    inputs.append((region, desc.example_number))
                inputs += [(parse_region, x) for x in neighbours(e164)]
    codes = sorted(util.COUNTRY_CODE_TO_REGION_CODE)

    def padded(prefix, kind):
        for cc in codes:
            if prefix.startswith(str(cc)):
                example = examples.get(cc, {}).get(kind) or examples.get(cc, {}).get("fixed_line")
                if not example:
                    return None
                full = str(cc) + example
                return "+" + prefix + full[len(prefix):] if len(full) > len(prefix) else "+" + prefix
        return None

    for prefix in sorted(CARRIER_DATA):
        if set(CARRIER_DATA[prefix]) != {"en"}:
            number = padded(prefix, "mobile")
            if number:
                inputs.append(("ZZ", number))
    by_code = {}
    for prefix in sorted(GEOCODE_DATA):
        for cc in codes:
            if prefix.startswith(str(cc)):
                by_code.setdefault(cc, []).append(prefix)
                break
    for cc in sorted(by_code):
        prefixes = by_code[cc]
        for prefix in rng.sample(prefixes, min(12, len(prefixes))):
            for kind in ("fixed_line", "mobile"):
                number = padded(prefix, kind)
                if number:
                    inputs.append(("ZZ", number))
    inputs += [("GB", x) for x in EXTRA]
    seen = set()
    rows = []
    for region, text in inputs:
        if (region, text) in seen:
            continue
        seen.add((region, text))
        rows.append(row(region, text))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(f"# Generated by Scripts/generate-describe-corpus.py from phonenumbers {PINNED}; "
                "do not edit.\n")
        f.write("# REGION\tINPUT\tTZS" + "".join(f"\tCARRIER:{l}\tLOCATION:{l}" for l in LOCALES)
                + "  (or REGION\tINPUT\terror: REASON)\n")
        for cols in rows:
            assert not any("\t" in c or "\n" in c for c in cols)
            f.write("\t".join(cols) + "\n")
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(rows)} numbers x {len(LOCALES)} locales")


if __name__ == "__main__":
    main()
