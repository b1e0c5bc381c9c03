#!/usr/bin/env python3
"""Writes the data blobs linked into the product beside the core tables, each in its own C target
(an app links only the ones it uses):

- Sources/CPhonePickerData/picker_data.c: the core pack's picker data
  (RulePacks/core/picker/*.json, written by Scripts/generate-picker-data.py): postal codes,
  subdivisions and mobile carrier prefixes, per region. Read by
  Sources/PhonePickerData/ShippedPickerData.swift.
- Sources/CPhoneCallerData/describe_data.c: libphonenumber's carrier names (every language it
  has) and time zones by number prefix, from the pinned PyPI package `phonenumbers` (its
  carrierdata and tzdata). Read by Sources/PhoneCallerID/PrefixData.swift.
- RulePacks/geocoding/geocoding.bin: the optional geocoding pack's places (phonenumbers'
  geodata, every language), in the same layout; an app adds the pack only if it wants it.

Both are byte arrays in C, so that an app or a copied `phonefmt` needs no file and no source
tree. Nothing is parsed at run time but the part a look-up needs: the index, then one region's
record (picker data) or one calling code's prefixes (carriers, time zones).

Encoding (all integers LEB128 varints unless said otherwise, little-endian fixed widths):

    string table   count, then count+1 u32 offsets into the bytes that follow, then the
                   UTF-8 bytes of every string back to back: string i is bytes[off[i]..<off[i+1]]
    packed digits  "1" followed by the digits, read as a decimal number: "074" -> 1074, so
                   prefixes of different lengths never share a value

Picker blob ("PHFMPCK1"):

    magic[8] | u32 total length | string table | u32 region count |
    count x (2 ASCII letters, u32 offset, u32 length) sorted by region | records
    record:  u8 flags (1: postal code, 2: postal code name) |
             [pattern s, examples count, s..., [name s]] |
             subdivisions count, each: code s, name s, latinName s+1 (0: none), prefix s+1 |
             carriers count, each: packed prefix, carrier s          (s: a string index)

Prefix data: the describe blob ("PHFMDSC1": carrier names and time zones) and the geocoding
pack's RulePacks/geocoding/geocoding.bin ("PHFMGEO1": places, no zones), one layout:

    magic[8] | u32 total length | languages (string table) | names (string table) |
    name sets (set table: each 2n values, n x (language, name)) |
    zones (string table) | zone lists (set table: each n zones) |
    calling codes whose mobile numbers are geographical: count, each |
    name index | zone index | name bodies' length | name bodies | zone bodies
    set table: count, count+1 u32 offsets into the bytes that follow, then each set as
               its length and its values
    index:   count, each: calling code, body offset (from the start of its bodies), entries
    body:    entries x (delta of packed suffix after the calling code, set index), sorted

Usage: Scripts/update-metadata (runs every generator in order, in its virtual environment)
"""
import glob
import json
import os
import struct
import sys
from importlib.metadata import version

import phonenumbers
import phonenumbers.phonenumberutil as util
from phonenumbers.carrierdata import CARRIER_DATA, CARRIER_LONGEST_PREFIX
from phonenumbers.tzdata import TIMEZONE_DATA, TIMEZONE_LONGEST_PREFIX

from metadata import PINNED as PINNED_PHONENUMBERS, require_phonenumbers  # noqa: E402
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")


def varint(n):
    assert n >= 0
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def u32(n):
    return struct.pack("<I", n)


class Strings:
    """A string table: each distinct string once, in first-use order."""

    def __init__(self):
        self.index = {}
        self.items = []

    def __call__(self, s):
        if s not in self.index:
            self.index[s] = len(self.items)
            self.items.append(s)
        return self.index[s]

    def encode(self):
        data = [s.encode("utf-8") for s in self.items]
        out = bytearray(varint(len(data)))
        offset = 0
        for d in data:
            out += u32(offset)
            offset += len(d)
        out += u32(offset)
        for d in data:
            out += d
        return bytes(out)


def packed(digits):
    assert digits == "" or digits.isdigit()
    return int("1" + digits)


def picker_blob():
    strings = Strings()
    records = []
    for path in sorted(glob.glob(os.path.join(ROOT, "RulePacks", "core", "picker", "*.json"))):
        with open(path, encoding="utf-8") as f:
            o = json.load(f)
        rec = bytearray()
        postal = o.get("postalCode")
        flags = (1 if postal else 0) | (2 if postal and "name" in postal else 0)
        rec.append(flags)
        if postal:
            rec += varint(strings(postal["pattern"]))
            examples = postal.get("examples", [])
            rec += varint(len(examples))
            for e in examples:
                rec += varint(strings(e))
            if "name" in postal:
                rec += varint(strings(postal["name"]))
        subs = o.get("subdivisions", [])
        rec += varint(len(subs))
        for s in subs:
            rec += varint(strings(s["code"])) + varint(strings(s["name"]))
            for key in ("latinName", "postalCodePrefix"):
                rec += varint(strings(s[key]) + 1 if key in s else 0)
        carriers = o.get("mobileCarriers", [])
        rec += varint(len(carriers))
        for c in carriers:
            rec += varint(packed(c["prefix"])) + varint(strings(c["carrier"]))
        records.append((o["region"], bytes(rec)))
    table = strings.encode()
    head_len = 8 + 4 + len(table) + 4 + 10 * len(records)
    index = bytearray(u32(len(records)))
    body = bytearray()
    for region, rec in records:
        assert len(region) == 2
        index += region.encode("ascii") + u32(head_len + len(body)) + u32(len(rec))
        body += rec
    total = head_len + len(body)
    blob = b"PHFMPCK1" + u32(total) + table + bytes(index) + bytes(body)
    assert len(blob) == total
    return blob, {"regions": len(records), "strings": len(strings.items)}


def calling_code_of(prefix, codes):
    for n in range(1, 4):
        if prefix[:n] in codes:
            return prefix[:n]
    sys.exit(f"prefix {prefix}: no calling code")


def prefix_index(data, codes, set_of):
    """(index bytes, bodies bytes) of a prefix -> set mapping, by calling code."""
    by_code = {}
    for prefix, value in data.items():
        cc = calling_code_of(prefix, codes)
        by_code.setdefault(int(cc), []).append((packed(prefix[len(cc):]), set_of(value)))
    index = bytearray(varint(len(by_code)))
    bodies = bytearray()
    for cc in sorted(by_code):
        entries = sorted(by_code[cc])
        index += varint(cc) + varint(len(bodies)) + varint(len(entries))
        last = 0
        for key, s in entries:
            bodies += varint(key - last) + varint(s)
            last = key
    return bytes(index), bytes(bodies)


class Sets:
    """Lists of integers, each once, in first-use order, stored behind an offset table so that
    one list decodes without the others."""

    def __init__(self):
        self.index = {}
        self.items = []

    def __call__(self, items):
        key = tuple(items)
        if key not in self.index:
            self.index[key] = len(self.items)
            self.items.append(key)
        return self.index[key]

    def encode(self):
        data = []
        for items in self.items:
            d = bytearray(varint(len(items)))
            for v in items:
                d += varint(v)
            data.append(bytes(d))
        out = bytearray(varint(len(data)))
        offset = 0
        for d in data:
            out += u32(offset)
            offset += len(d)
        out += u32(offset)
        for d in data:
            out += d
        return bytes(out)


def prefix_blob(magic, names_by_prefix, zones_by_prefix, geographical_mobile):
    """The prefix-data layout (see the docstring): names in languages by prefix, and zone
    lists by prefix (either may be empty)."""
    codes = {str(c) for c in util.COUNTRY_CODE_TO_REGION_CODE}
    languages, names, zones = Strings(), Strings(), Strings()
    name_sets, zone_lists = Sets(), Sets()

    def name_set(langdict):
        pairs = []
        for lang, name in sorted(langdict.items()):
            pairs += [languages(lang), names(name)]
        return name_sets(pairs)

    def zone_list(value):
        return zone_lists([zones(z) for z in value])

    name_index, name_bodies = prefix_index(names_by_prefix, codes, name_set)
    zone_index, zone_bodies = prefix_index(zones_by_prefix, codes, zone_list)
    geo = sorted(geographical_mobile)
    geo_bytes = varint(len(geo)) + b"".join(varint(c) for c in geo)
    parts = {
        "languages": languages.encode(), "names": names.encode(), "name sets": name_sets.encode(),
        "zones": zones.encode(), "zone lists": zone_lists.encode(), "geo": geo_bytes,
        "name index": name_index, "zone index": zone_index,
        "name bodies": varint(len(name_bodies)) + name_bodies, "zone bodies": zone_bodies,
    }
    rest = b"".join(parts.values())
    blob = magic + u32(12 + len(rest)) + rest
    sizes = {
        "names": sum(len(parts[k]) for k in ("languages", "names", "name sets", "name index",
                                              "name bodies")),
        "zones": sum(len(parts[k]) for k in ("zones", "zone lists", "zone index", "zone bodies")),
    }
    return blob, sizes


def describe_blob():
    # The look-ups read at most this many digits of the E.164 number (libphonenumber's
    # CARRIER_LONGEST_PREFIX and TIMEZONE_LONGEST_PREFIX); the Swift reader assumes 9.
    assert CARRIER_LONGEST_PREFIX <= 9 and TIMEZONE_LONGEST_PREFIX <= 9
    assert max(map(len, CARRIER_DATA)) <= 9 and max(map(len, TIMEZONE_DATA)) <= 9
    blob, sizes = prefix_blob(b"PHFMDSC1", CARRIER_DATA, TIMEZONE_DATA, util._GEO_MOBILE_COUNTRIES)
    return blob, {"carriers": sizes["names"], "time zones": sizes["zones"],
                  "carrier prefixes": len(CARRIER_DATA), "time-zone prefixes": len(TIMEZONE_DATA)}


def geocoding_blob():
    from phonenumbers.geodata import GEOCODE_DATA, GEOCODE_LONGEST_PREFIX
    assert GEOCODE_LONGEST_PREFIX <= 9 and max(map(len, GEOCODE_DATA)) <= 9
    blob, sizes = prefix_blob(b"PHFMGEO1", GEOCODE_DATA, {}, [])
    return blob, {"places": sizes["names"], "place prefixes": len(GEOCODE_DATA)}


def write_c(target, name, symbol, blob, what):
    path = os.path.join(SOURCES, target, name)
    lines = [
        "// Generated by Scripts/generate-shipped-data.py: do not edit.",
        f"// {what} ({len(blob)} bytes).",
        f'#include "{target}.h"',
        "",
        f"static const unsigned char bytes[{len(blob)}] = {{",
    ]
    for i in range(0, len(blob), 16):
        lines.append("  " + " ".join(f"0x{b:02x}," for b in blob[i:i + 16]))
    lines += [
        "};",
        "",
        f"const unsigned char *{symbol}(void) {{ return bytes; }}",
        f"size_t {symbol}_size(void) {{ return sizeof bytes; }}",
        "",
    ]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"wrote {os.path.relpath(path, ROOT)}: {len(blob)} bytes")


def main():
    require_phonenumbers()
    picker, stats = picker_blob()
    write_c("CPhonePickerData", "picker_data.c", "phonefmt_picker_data", picker,
            f"The core pack's picker data, {stats['regions']} regions, "
            f"{stats['strings']} distinct strings")
    describe, sizes = describe_blob()
    write_c("CPhoneCallerData", "describe_data.c", "phonefmt_describe_data", describe,
            f"Carrier names and time zones of phonenumbers {PINNED_PHONENUMBERS}: "
            f"{sizes['carrier prefixes']} carrier prefixes, {sizes['time-zone prefixes']} "
            "time-zone prefixes")
    for key, value in sizes.items():
        print(f"{key}: {value}")
    geocoding, sizes = geocoding_blob()
    path = os.path.join(ROOT, "RulePacks", "geocoding", "geocoding.bin")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(geocoding)
    print(f"wrote {os.path.relpath(path, ROOT)}: {len(geocoding)} bytes")
    for key, value in sizes.items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
