#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets (Fuzz/Corpus/<target>/) from the golden
vectors (Tests/Golden/*.tsv) and the core pack's patterns. Deterministic: run it again and
nothing changes. Standard library only.

    python3 Fuzz/make-corpus.py

The `tables` seeds are table files written by `phonefmt pack compile`, so they need a built
phonefmt (`swift build -c release`, or PHONEFMT=path); without one they are left as they are.
"""
import hashlib
import json
import os
import random
import shutil
import subprocess
import tempfile

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


def short():
    seeds = [(r[0] + r[1]).encode() for r in spread(rows("short.tsv"), 230)]
    seeds += [s.encode() for s in [
        "GB999", "GB9994", "GB+44 999", "US911/x1", "BR1901", "GB\uff11\uff11\uff12",
        "EG\u0661\u0662\u0662", "USx/911", "NI1181",
    ]]
    write("short", seeds)


def find():
    # A leniency byte, the region, the text (see Fuzz/Targets/find.swift).
    seeds = [bytes([i % 4]) + (r[0] + r[1]).encode() for i, r in
             enumerate(spread(rows("find.tsv"), PER_TARGET - 10))]
    seeds += [b"\x01GB" + b"1" * 2000, b"\x00GB" + b"12 " * 600, b"\x02GB" + b"(1) " * 500,
              b"\x03--+44 20 7946 0958 ext. 12", b"\x01US" + "\uff11\u0661 ".encode() * 300]
    write("find", seeds)


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


def core_regions():
    folder = os.path.join(ROOT, "RulePacks", "core", "regions")
    regions = {}
    for file in sorted(os.listdir(folder)):
        with open(os.path.join(folder, file), encoding="utf-8") as f:
            regions[file] = json.load(f)
    return regions


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def pack_text(files):
    """A pack directory as the `packs` target reads it: pack.json, then `=== PATH` sections."""
    text = files.pop("pack.json", "")
    for path, content in files.items():
        text += "\n=== " + path + "\n" + content
    return text.encode()


MANIFEST = compact({"name": "fuzz", "version": "1.0", "engine": ">=0.1"})


def packs():
    seeds = []
    # The example packs, whole.
    examples = os.path.join(ROOT, "RulePacks", "examples")
    for name in sorted(os.listdir(examples)):
        files = {}
        for folder, _, names in sorted(os.walk(os.path.join(examples, name))):
            for file in sorted(names):
                if not file.endswith(".json"):  # tests.tsv: the packs target reads JSON only
                    continue
                path = os.path.join(folder, file)
                with open(path, encoding="utf-8") as f:
                    files[os.path.relpath(path, os.path.join(examples, name))] = compact(json.load(f))
        seeds.append(pack_text(files))
    # Core regions replaced whole, extended with their first formats, or added under a new code.
    regions = core_regions()
    for i, (file, region) in enumerate(spread(sorted(regions.items()), 60)):
        code = region["region"]
        replaced = dict(region, operation="replace")
        if i % 3 == 1:
            patch = {"operation": "extend", "region": code,
                     "formats": [dict(f, priority=1) for f in region.get("formats", [])[:2]],
                     "searchNames": [code.lower()]}
            if code == "001":
                patch["callingCode"] = region["callingCode"]
        elif i % 3 == 2 and code != "001":
            patch = dict(region, operation="add", region="Q" + code[1], mainRegionForCode=False,
                         names={"en": "Fuzzland"})
        else:
            patch = replaced
        seed = pack_text({"pack.json": MANIFEST, "regions/" + file: compact(patch)})
        if len(seed) <= 4096:
            seeds.append(seed)
    # Directory shapes the loader must refuse cleanly.
    seeds += [b"", MANIFEST.encode(), pack_text({"pack.json": MANIFEST, "regions": "x"}),
              pack_text({"pack.json": MANIFEST, "regions/GB.json/": ""}),
              pack_text({"pack.json": MANIFEST, "regions/": "", "picker/GB.json": "{}"}),
              pack_text({"pack.json": "{\"name\":\"x\"", "regions/": ""})]
    write("packs", seeds)


def varint(n):
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def table_sections(data):
    """(models, formats, rules) of each calling code of a table file (format 6, see
    TableFile.swift)."""
    pos = [24]

    def read_varint(buf, p):
        value, shift = 0, 0
        while True:
            b = buf[p[0]]
            p[0] += 1
            value |= (b & 0x7F) << shift
            if b < 0x80:
                return value
            shift += 7

    def decompress(stored, size):
        # SectionCodec (format 4, unchanged in 5): a token (literal count, match length - 4,
        # four bits each, 15 meaning a varint follows), the literals, a two-byte distance - 1,
        # the match.
        out, p = bytearray(), [0]
        while True:
            token = stored[p[0]]
            p[0] += 1
            n = token >> 4
            if n == 15:
                n += read_varint(stored, p)
            out += stored[p[0]:p[0] + n]
            p[0] += n
            if len(out) == size:
                return bytes(out)
            distance = stored[p[0]] + 256 * stored[p[0] + 1] + 1
            p[0] += 2
            length = (token & 15) + 4
            if token & 15 == 15:
                length += read_varint(stored, p)
            for _ in range(length):
                out.append(out[-distance])

    index_length = int.from_bytes(data[12:16], "little")
    packs = read_varint(data, pos)  # format 6: the list of packs compiled in, then its checksum
    pos[0] += packs + 8
    engine = read_varint(data, pos)
    pos[0] += engine  # the engine version's bytes
    blocks, offset = [], 24 + index_length
    for _ in range(read_varint(data, pos)):
        stored, decoded = read_varint(data, pos), read_varint(data, pos)
        pos[0] += 8
        blocks.append(decompress(data[offset:offset + stored], decoded))
        offset += stored
    result = []
    for _ in range(read_varint(data, pos)):
        read_varint(data, pos)  # calling code
        regions = read_varint(data, pos)
        pos[0] += 2 * regions  # region codes, two bytes each
        sections = []
        for k in range(3):
            block, start, length = (read_varint(data, pos) for _ in range(3))
            sections.append(blocks[block][start:start + length])
            if k == 1:
                read_varint(data, pos)  # where the formats section's national part ends
        result.append(tuple(sections))
    return result


def tables():
    phonefmt = os.environ.get("PHONEFMT") or os.path.join(ROOT, ".build", "release", "phonefmt")
    if not os.access(phonefmt, os.X_OK):
        print(f"tables: no phonefmt at {phonefmt}; seeds left as they are")
        return
    regions = core_regions()
    by_code = {}
    for file, region in regions.items():
        by_code.setdefault(region["callingCode"], []).append(file)
    seeds = []
    for code in [7, 20, 33, 39, 41, 47, 55, 81, 82, 86, 91, 212, 262, 290, 358, 590, 599, 800,
                 870, 971, 979]:
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "regions"))
            shutil.copy(os.path.join(ROOT, "RulePacks", "core", "pack.json"), tmp)
            for file in by_code[code]:
                shutil.copy(os.path.join(ROOT, "RulePacks", "core", "regions", file),
                            os.path.join(tmp, "regions"))
            out = os.path.join(tmp, "tables.bin")
            subprocess.run([phonefmt, "pack", "compile", "--output", out], check=True,
                           env=dict(os.environ, PHONEFMT_CORE_PACK=tmp), stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            with open(out, "rb") as f:
                data = f.read()
        if len(data) > 48 * 1024:
            continue
        # Mode 0: one calling code's three sections, decoded (a varint length and the models,
        # a varint length and the formats, the rules; the target compresses them and writes the
        # index); one whole file in mode 3.
        for models, formats, rules in table_sections(data):
            seeds.append(b"\x00" + varint(len(models)) + models + varint(len(formats)) + formats
                         + rules)
        if code == 800:
            seeds.append(b"\x03" + data)
    write("tables", seeds)


def data():
    """Damage to the linked data (Targets/data.swift): none, a cut, a byte in the header, in
    the index and in the records or prefix bodies, for the picker data (0) and carriers and
    time zones (1)."""
    seeds = []
    for kind in (0, 1):
        seeds.append(bytes([kind, 0]))
        for cut in (9, 13, 200, 999, 20000, 120000):
            seeds.append(bytes([kind]) + varint(cut + 1))
        for offset, value in ((8, 0), (12, 0xFF), (16, 0xFF), (4000, 0x80), (50000, 0x7F),
                              (90000, 0), (130000, 0xFF), (200000, 0x80)):
            seeds.append(bytes([kind, 0]) + varint(offset) + bytes([value]))
    write("data", seeds)


if __name__ == "__main__":
    data()
    typing()
    numbers()
    short()
    find()
    patterns()
    packs()
    tables()
