#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets (Fuzz/Corpus/<target>/) from the golden
vectors (Tests/Golden/*.tsv) and the core pack's patterns. Deterministic: run it again and
nothing changes. Standard library only.

    python3 Fuzz/make-corpus.py
"""
import hashlib
import json
import os
import random
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PER_TARGET = 250


def rows(name):
    with open(os.path.join(ROOT, "Tests", "Golden", name), encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]


def spread(items, count):
    """`count` items evenly spread over the list (all of them when it is shorter)."""
    if len(items) <= count:
        return list(items)
    step = len(items) / count
    return [items[int(i * step)] for i in range(count)]


def write(target, seeds):
    folder = os.path.join(ROOT, "Fuzz", "Corpus", target)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    unique = {}
    for seed in seeds:
        unique[hashlib.sha1(seed).hexdigest()[:16]] = seed
    for name, seed in sorted(unique.items()):
        with open(os.path.join(folder, name), "wb") as f:
            f.write(seed)
    print(f"{target}: {len(unique)} seeds")


def typing():
    rng = random.Random(7)
    vectors = spread(rows("asyoutype.tsv"), PER_TARGET - 50)
    seeds = [(r[0] + r[2]).encode() for r in vectors]
    # Edits (see Fuzz/Targets/typing.swift for the operation bytes) over some of the typings.
    edits = [b"\x01", b"\x01\x01", b"\x02\x0c", b"\x02\x08", b"\x04\x0a\x0e",
             b"\x03\x08\x08\x03+44", b"\x03\x09\x0c\x01\x30", b"\x05", b"\x06\x00\x06\x63",
             b"\x07", "\u0663\u06f5\uff17\uff0b".encode(), b"\x03\x00\xff\x00"]
    for r in spread(rows("asyoutype.tsv"), 50):
        keys = (r[0] + r[2]).encode()
        cut = rng.randrange(2, len(keys) + 1)
        seeds.append(keys[:cut] + rng.choice(edits) + keys[cut:])
    write("typing", seeds)


def numbers():
    seeds = [(r[0] + r[1]).encode() for r in spread(rows("format.tsv"), 120)]
    seeds += [(r[0] + r[1]).encode() for r in spread(rows("validate.tsv"), 100)]
    seeds += [("--" + r[0]).encode() for r in spread(rows("region.tsv"), 20)]
    seeds += [s.encode() for s in [
        "GBtel:+44-20-7946-0958;ext=12", "GB(020) 7946-0958 ext. 12", "US+1 (416) 555-0123 x7",
        "DE+49 30 123456#89", "--+800 1234 5678", "FR\uff10\uff11\uff12\uff13\uff14\uff15\uff16",
        "EG\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668", "GB0800 FLOWERS",
    ]]
    write("numbers", seeds)


def patterns():
    seeds = []
    regions = sorted(os.listdir(os.path.join(ROOT, "RulePacks", "core", "regions")))
    for file in regions:
        with open(os.path.join(ROOT, "RulePacks", "core", "regions", file), encoding="utf-8") as f:
            region = json.load(f)
        formats = region.get("formats") or []
        for i, fmt in enumerate(formats[:2]):
            other = formats[i + 1] if i + 1 < len(formats) else None
            fields = [fmt["pattern"], fmt["format"], (fmt.get("leadingDigits") or [""])[0]]
            if other:
                fields += [other["pattern"], other["format"], region.get("internationalPrefix", "00")]
            seeds.append("\n".join(fields).encode())
        general = region.get("types", {}).get("generalDesc", {}).get("pattern")
        if general and len(general) < 200:
            seeds.append(general.encode())
        if region.get("nationalPrefixForParsing"):
            seeds.append(region["nationalPrefixForParsing"].encode())
    write("patterns", spread(seeds, PER_TARGET))


if __name__ == "__main__":
    typing()
    numbers()
    patterns()
