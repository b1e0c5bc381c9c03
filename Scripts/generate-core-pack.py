#!/usr/bin/env python3
"""Writes RulePacks/core/ from libphonenumber's metadata (PyPI `phonenumbers`, pinned).

One JSON file per region (regions/GB.json) and per non-geographic calling code
(regions/001-800.json), plus pack.json. Output is deterministic (sorted keys where order
does not matter, lists in libphonenumber's order), so a version bump shows as a readable diff.

Usage: pip install -r Scripts/requirements.txt && python3 Scripts/generate-core-pack.py
"""
import json
import os
import re
import shutil
import subprocess
import sys

import phonenumbers
from phonenumbers import PhoneMetadata
from phonenumbers.phonenumberutil import (COUNTRY_CODE_TO_REGION_CODE,
                                          COUNTRY_CODES_FOR_NON_GEO_REGIONS,
                                          SUPPORTED_REGIONS)

PINNED = "9.0.43"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "RulePacks", "core")

TYPE_FIELDS = [
    ("generalDesc", "general_desc"), ("fixedLine", "fixed_line"), ("mobile", "mobile"),
    ("tollFree", "toll_free"), ("premiumRate", "premium_rate"), ("sharedCost", "shared_cost"),
    ("personalNumber", "personal_number"), ("voip", "voip"), ("pager", "pager"), ("uan", "uan"),
    ("voicemail", "voicemail"), ("noInternationalDialling", "no_international_dialling"),
]


def dollar(rule):
    """libphonenumber's XML writes groups as $1; the Python port stores \\1. Packs use $1."""
    if rule is None:
        return None
    return re.sub(r"\\(\d)", r"$\1", rule)


def number_format(f):
    out = {"pattern": f.pattern, "format": dollar(f.format)}
    if f.leading_digits_pattern:
        out["leadingDigits"] = list(f.leading_digits_pattern)
    if f.national_prefix_formatting_rule is not None:
        out["nationalPrefixFormattingRule"] = dollar(f.national_prefix_formatting_rule)
    if f.national_prefix_optional_when_formatting:
        out["nationalPrefixOptionalWhenFormatting"] = True
    if f.domestic_carrier_code_formatting_rule is not None:
        out["carrierCodeFormattingRule"] = dollar(f.domestic_carrier_code_formatting_rule)
    return out


def number_desc(d):
    if d is None or d.national_number_pattern is None:
        return None
    out = {"pattern": d.national_number_pattern}
    if d.possible_length:
        out["possibleLengths"] = list(d.possible_length)
    if d.possible_length_local_only:
        out["localOnlyLengths"] = list(d.possible_length_local_only)
    if d.example_number:
        out["example"] = d.example_number
    return out


def region_json(m, region, main):
    out = {"region": region, "callingCode": m.country_code, "mainRegionForCode": main}
    optional = [
        ("leadingDigits", m.leading_digits),
        ("internationalPrefix", m.international_prefix),
        ("preferredInternationalPrefix", m.preferred_international_prefix),
        ("nationalPrefix", m.national_prefix),
        ("preferredExtensionPrefix", m.preferred_extn_prefix),
        ("nationalPrefixForParsing", m.national_prefix_for_parsing),
        ("nationalPrefixTransformRule", dollar(m.national_prefix_transform_rule)),
    ]
    for key, value in optional:
        if value is not None:
            out[key] = value
    if m.mobile_number_portable_region:
        out["mobileNumberPortable"] = True
    if m.same_mobile_and_fixed_line_pattern:
        out["sameMobileAndFixedLinePattern"] = True
    out["formats"] = [number_format(f) for f in m.number_format]
    if m.intl_number_format:
        out["internationalFormats"] = [number_format(f) for f in m.intl_number_format]
    types = {}
    for key, attr in TYPE_FIELDS:
        desc = number_desc(getattr(m, attr))
        if desc is not None:
            types[key] = desc
    out["types"] = types
    return out


def write(path, obj):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(obj, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def main():
    if phonenumbers.__version__ != PINNED:
        sys.exit(f"phonenumbers {PINNED} is required (found {phonenumbers.__version__}); "
                 f"pip install -r Scripts/requirements.txt")
    regions_dir = os.path.join(OUT, "regions")
    shutil.rmtree(regions_dir, ignore_errors=True)
    os.makedirs(regions_dir)
    count = 0
    for region in sorted(SUPPORTED_REGIONS):
        m = PhoneMetadata.metadata_for_region(region)
        main_region = COUNTRY_CODE_TO_REGION_CODE[m.country_code][0] == region
        write(os.path.join(regions_dir, f"{region}.json"), region_json(m, region, main_region))
        count += 1
    for code in sorted(COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        m = PhoneMetadata.metadata_for_nongeo_region(code)
        write(os.path.join(regions_dir, f"001-{code}.json"), region_json(m, "001", True))
        count += 1
    write(os.path.join(OUT, "pack.json"), {
        "name": "core",
        "version": PINNED,
        "engine": ">=0.1",
        "description": "Every region of libphonenumber's metadata, generated by "
                       "Scripts/generate-core-pack.py from phonenumbers " + PINNED + ".",
    })
    print(f"wrote {count} region files to {os.path.relpath(OUT, ROOT)}")
    set_priorities(regions_dir)


def set_priorities(regions_dir):
    """Where the engine's computed ranking would pick another format than libphonenumber's
    list order, give that list explicit priorities (first format highest), so the core pack
    formats exactly as libphonenumber does. Other lists rely on the computed ranking alone.

    The audit is the engine's own: `phonefmt tables --rank-audit` on the pack just written.
    """
    subprocess.run(["swift", "build", "-c", "release", "--product", "phonefmt"], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    env = dict(os.environ, PHONEFMT_CORE_PACK=OUT)
    audit = subprocess.run([os.path.join(ROOT, ".build", "release", "phonefmt"), "tables",
                            "--rank-audit"], cwd=ROOT, env=env, check=True,
                           capture_output=True, text=True).stdout
    lists = formats = 0
    for line in audit.splitlines():
        name, key, _states = line.split("\t")
        path = os.path.join(regions_dir, name + ".json")
        with open(path, encoding="utf-8") as fh:
            region = json.load(fh)
        entries = region[key]
        for index, entry in enumerate(entries):
            entry["priority"] = len(entries) - index
        write(path, region)
        lists += 1
        formats += len(entries)
    print(f"explicit priorities: {formats} formats in {lists} lists where the computed "
          f"ranking differs from libphonenumber's order")


if __name__ == "__main__":
    main()
