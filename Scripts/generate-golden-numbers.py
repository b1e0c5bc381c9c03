#!/usr/bin/env python3
"""Writes the golden vectors for complete numbers from phonenumbers (pinned):

- Tests/Golden/format.tsv:   region, input, E.164, international, national, RFC 3966
- Tests/Golden/validate.tsv: region, input, `valid TYPE` or `invalid REASON`
- Tests/Golden/region.tsv:   input (+CC...), region_code_for_number, for every shared calling code

Inputs come from every region's example numbers: written nationally, with `+`, with the
international dialling prefix, pasted with punctuation and text around them, with extensions;
for validation also cut short by 1-3 digits, lengthened by 1-3 digits and with a wrong leading
digit; plus a fixed list of hostile lines. Failures are written as `error: REASON` (format) and
`invalid REASON` (validate) with the reasons of ../shared/CLI.md.
"""
import os
import sys

import phonenumbers
from phonenumbers import NumberParseException, PhoneMetadata, PhoneNumberFormat, PhoneNumberType
from phonenumbers import ValidationResult
from phonenumbers.phonenumberutil import (COUNTRY_CODE_TO_REGION_CODE, COUNTRY_CODES_FOR_NON_GEO_REGIONS,
                                          SUPPORTED_REGIONS)

from metadata import PINNED, require_phonenumbers  # noqa: E402
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = ["general_desc", "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost",
         "personal_number", "voip", "pager", "uan", "voicemail", "no_international_dialling"]
TYPE_NAMES = {
    PhoneNumberType.FIXED_LINE: "fixed-line", PhoneNumberType.MOBILE: "mobile",
    PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixed-line-or-mobile",
    PhoneNumberType.TOLL_FREE: "toll-free", PhoneNumberType.PREMIUM_RATE: "premium-rate",
    PhoneNumberType.SHARED_COST: "shared-cost", PhoneNumberType.VOIP: "voip",
    PhoneNumberType.PERSONAL_NUMBER: "personal-number", PhoneNumberType.PAGER: "pager",
    PhoneNumberType.UAN: "uan", PhoneNumberType.VOICEMAIL: "voicemail",
    PhoneNumberType.UNKNOWN: "unknown",
}
PARSE_REASONS = {
    NumberParseException.INVALID_COUNTRY_CODE: "invalid-country-code",
    NumberParseException.NOT_A_NUMBER: "not-a-number",
    NumberParseException.TOO_SHORT_AFTER_IDD: "too-short",
    NumberParseException.TOO_SHORT_NSN: "too-short",
    NumberParseException.TOO_LONG: "too-long",
}
POSSIBLE_REASONS = {
    ValidationResult.TOO_SHORT: "too-short", ValidationResult.TOO_LONG: "too-long",
    ValidationResult.INVALID_LENGTH: "invalid-length",
    ValidationResult.INVALID_COUNTRY_CODE: "invalid-country-code",
}
HOSTILE = ["", "   ", "-- ..", "abc", "+", "++44", "12", "+999 1234 5678", "0", "tel:", "+44",
           "x" * 300, "1" * 300, "\u200b\u200e020 7946 0958\u200f", "+44 (0) 20 7946 0958",
           "020 7946 0958 ext. 123", "020 7946 0958 x12", "020 7946 0958#12", "tel:+44-20-7946-0958",
           "tel:7946-0958;phone-context=+44-20", "\uff10\uff12\uff10 \uff17\uff19\uff14\uff16 \uff10\uff19\uff15\uff18",
           "\u0660\u0662\u0660 \u0667\u0669\u0664\u0666 \u0660\u0669\u0665\u0668", "0800 FLOWERS",
           "+1 800 FLOWERS", "+0 123 456", "00 0 123 456", "Tel: 020/7946 0958 /x 22"]


def examples(m):
    seen = []
    for t in TYPES:
        d = getattr(m, t)
        if d is not None and d.example_number and d.example_number not in seen:
            seen.append(d.example_number)
    return seen


def dialling_prefix(m):
    import re
    for candidate in (m.preferred_international_prefix, m.international_prefix):
        if candidate is None:
            continue
        candidate = candidate.replace("~", "")
        if re.fullmatch(r"\d+", candidate) and re.fullmatch(m.international_prefix, candidate):
            return candidate
    return None


def format_row(text, region):
    try:
        n = phonenumbers.parse(text, region)
    except NumberParseException as e:
        return ["error: " + PARSE_REASONS[e.error_type]] * 4
    return [phonenumbers.format_number(n, f) for f in
            (PhoneNumberFormat.E164, PhoneNumberFormat.INTERNATIONAL, PhoneNumberFormat.NATIONAL,
             PhoneNumberFormat.RFC3966)]


def validate_row(text, region):
    try:
        n = phonenumbers.parse(text, region)
    except NumberParseException as e:
        return "invalid " + PARSE_REASONS[e.error_type]
    reason = phonenumbers.is_possible_number_with_reason(n)
    if reason in POSSIBLE_REASONS:
        return "invalid " + POSSIBLE_REASONS[reason]
    if not phonenumbers.is_valid_number(n):
        return "invalid invalid-number"
    return "valid " + TYPE_NAMES[phonenumbers.number_type(n)]


def clean(text):
    assert "\t" not in text and "\n" not in text, repr(text)
    return text


def main():
    require_phonenumbers()
    format_inputs = []
    validate_inputs = []
    for region in sorted(SUPPORTED_REGIONS):
        m = PhoneMetadata.metadata_for_region(region)
        idd = dialling_prefix(m)
        for k, example in enumerate(examples(m)):
            n = phonenumbers.parse(example, region)
            national = phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL)
            intl = phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)
            nsn = phonenumbers.national_significant_number(n)
            cc = str(m.country_code)
            inputs = [national, intl, "+" + cc + nsn, "Tel: " + national.replace(" ", ".") + ".",
                      "(" + national.replace(" ", ") ", 1) if " " in national else national]
            if idd is not None:
                inputs.append(idd + " " + cc + " " + nsn)
            if k == 0:
                inputs += [national + " ext. 1234", intl + " x56", "tel:+" + cc + "-" + nsn + ";ext=7"]
            format_inputs += [(region, t) for t in inputs]
            validate_inputs += [(region, national), (region, "+" + cc + nsn)]
            for cut in (1, 2, 3):
                if len(nsn) > cut:
                    validate_inputs.append((region, "+" + cc + nsn[:-cut]))
                validate_inputs.append((region, "+" + cc + nsn + "123"[:cut]))
            wrong = str((int(nsn[0]) + 1) % 10) + nsn[1:]
            validate_inputs.append((region, "+" + cc + wrong))
    for code in sorted(COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        m = PhoneMetadata.metadata_for_nongeo_region(code)
        for example in examples(m):
            format_inputs.append(("US", "+" + str(code) + " " + example))
            validate_inputs.append(("US", "+" + str(code) + example))
    for region in ("GB", "US", "DE", "AE", "BR", "AR"):
        format_inputs += [(region, t) for t in HOSTILE]
        validate_inputs += [(region, t) for t in HOSTILE]

    golden = os.path.join(ROOT, "Tests", "Golden")
    header = f"# Generated by Scripts/generate-golden-numbers.py from phonenumbers {PINNED}.\n"
    with open(os.path.join(golden, "format.tsv"), "w", encoding="utf-8") as fh:
        fh.write(header + "# region\tinput\tE.164\tinternational\tnational\tRFC 3966\n")
        for region, text in format_inputs:
            fh.write("\t".join([region, clean(text)] + format_row(text, region)) + "\n")
    with open(os.path.join(golden, "validate.tsv"), "w", encoding="utf-8") as fh:
        fh.write(header + "# region\tinput\tresult\n")
        for region, text in validate_inputs:
            fh.write("\t".join([region, clean(text), validate_row(text, region)]) + "\n")
    shared = sorted(cc for cc, regions in COUNTRY_CODE_TO_REGION_CODE.items() if len(regions) > 1)
    region_rows = 0
    with open(os.path.join(golden, "region.tsv"), "w", encoding="utf-8") as fh:
        fh.write(header + "# input\tregion_code_for_number (ZZ when none)\n")
        for cc in shared:
            for region in COUNTRY_CODE_TO_REGION_CODE[cc]:
                m = PhoneMetadata.metadata_for_region(region)
                for example in examples(m):
                    text = "+" + str(cc) + example
                    n = phonenumbers.parse(text, None)
                    fh.write(text + "\t" + (phonenumbers.region_code_for_number(n) or "ZZ") + "\n")
                    region_rows += 1
    print(f"format: {len(format_inputs)} lines, validate: {len(validate_inputs)} lines, "
          f"region: {region_rows} lines ({len(shared)} shared calling codes)")


if __name__ == "__main__":
    main()
