#!/usr/bin/env python3
"""Compares a built phonefmt with phonenumbers (pinned) on far more dialing questions than the
committed corpora hold: every example number of every region (and of the non-geographic
entities, some with an extension) dialled from each region with both dialing styles,
validated in each region with --in-region, and every digit string of up to three digits plus
random and decorated short strings through `phonefmt short` in each region. Prints the first
differences and a count per kind; exit 1 when any differs. Takes minutes (one phonefmt run per
region and question).

Usage: python3 Scripts/compare-dialing.py [--phonefmt PATH] [--every N] [short|in-region|dialing...]
(--every N: one region in N, for a quicker look; default every region.)
"""
import argparse
import importlib
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
corpora = importlib.import_module("generate-golden-dialing")
numbers = corpora.numbers

import phonenumbers  # noqa: E402
from phonenumbers import PhoneMetadata  # noqa: E402
from phonenumbers.phonenumberutil import (COUNTRY_CODES_FOR_NON_GEO_REGIONS,  # noqa: E402
                                          SUPPORTED_REGIONS)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def every_example():
    out = []
    for region in sorted(SUPPORTED_REGIONS):
        for example in numbers.examples(PhoneMetadata.metadata_for_region(region)):
            n = phonenumbers.parse(example, region)
            out.append(f"+{n.country_code} {phonenumbers.national_significant_number(n)}")
    for code in sorted(COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        for example in numbers.examples(PhoneMetadata.metadata_for_nongeo_region(code)):
            out.append(f"+{code} {example}")
    return out


def short_lines(region):
    rng = random.Random(region)
    lines = [str(i) for i in range(10)] + [f"{i:02d}" for i in range(100)]
    lines += [f"{i:03d}" for i in range(1000)]
    lines += ["".join(rng.choice("0123456789") for _ in range(rng.randint(4, 7)))
              for _ in range(300)]
    lines += [rng.choice(["+", "", "0", "00", "(", "tel:", "#", "*"]) + line
              + rng.choice(["", " ", "5", "#", "/x1", "abc", " 1"]) for line in lines[110:400:3]]
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--phonefmt", default=os.path.join(ROOT, ".build", "debug", "phonefmt"))
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("kinds", nargs="*", default=["short", "in-region", "dialing"])
    args = parser.parse_args()

    def run(arguments, lines):
        done = subprocess.run([args.phonefmt] + arguments, input="\n".join(lines) + "\n",
                              capture_output=True, text=True)
        out = done.stdout.split("\n")[:-1]
        # A missing line (a crash, a line answered twice) is a difference too.
        return out + ["(no answer)"] * (len(lines) - len(out)) if len(out) <= len(lines) \
            else out[:len(lines)] + ["(extra lines)"]

    examples = every_example()
    differences = {}
    total = 0
    for region in sorted(SUPPORTED_REGIONS)[::args.every]:
        checks = []
        if "dialing" in args.kinds:
            lines = examples + [x + " ext. 12" for x in examples[::7]]
            for column, style in enumerate(["out-of-country", "mobile-dialing"]):
                got = run(["format", "--region", region, "--style", style, "--calling-from", region],
                          lines)
                checks += [(style, t, corpora.dialing_row(t, region, region)[column], g)
                           for t, g in zip(lines, got)]
        if "in-region" in args.kinds:
            got = run(["validate", "--region", region, "--in-region"], examples)
            checks += [("in-region", t, corpora.in_region_row(t, region), g)
                       for t, g in zip(examples, got)]
        if "short" in args.kinds:
            lines = short_lines(region)
            got = run(["short", "--region", region], lines)
            checks += [("short", t, "\t".join(corpora.short_row(t, region)), g)
                       for t, g in zip(lines, got)]
        for kind, text, expected, got in checks:
            total += 1
            if expected != got:
                differences[kind] = differences.get(kind, 0) + 1
                if sum(differences.values()) <= 20:
                    print(f"{region} {kind} {text[:40]!r}: expected {expected!r}, got {got!r}")
    print(f"{total} answers compared; differences: {differences or 'none'}")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
