"""What a new core pack changes for users, region by region (Scripts/update-metadata).

Two core packs (RulePacks/core as it was, kept by update-metadata, and as regenerated) are
compared file by file. For every region whose file differs, sample numbers are drawn from each
pattern that changed (every type's national-number pattern, every format's pattern, old and
new; all of the region's patterns when its prefixes or calling code changed): one number per
branch of every alternation and per repeat count, so a range a release opens or closes is
sampled even inside CN's or DE's long patterns. `phonefmt pack diff --before-tables OLD` then
answers each sample (typed, formatted nationally and internationally, validated) with the old
tables and the new core, beside every region's example numbers; its lines are summarised here:
numbers that became valid or invalid (with their type), changed type, format or region.
Standard library only.
"""
import json
import os
import random
import re
from collections import defaultdict

try:  # Python 3.11+
    import re._parser as sre_parse
    from re._constants import (ANY, BRANCH, IN, LITERAL, MAX_REPEAT, MIN_REPEAT, NEGATE,
                               RANGE, SUBPATTERN, CATEGORY, CATEGORY_DIGIT)
except ImportError:  # pragma: no cover
    import sre_parse
    from sre_constants import (ANY, BRANCH, IN, LITERAL, MAX_REPEAT, MIN_REPEAT, NEGATE,
                               RANGE, SUBPATTERN, CATEGORY, CATEGORY_DIGIT)

DIGITS = "0123456789"
MAX_EXTRA_REPEATS = 3   # repeat counts sampled: min .. min + 3 (and max when bounded)
MAX_PER_PATTERN = 600   # more only for patterns with more branches than that
CHECKS = ["validate", "national", "international", "type"]


def _class_digits(items):
    allowed, negate = set(), False
    for op, av in items:
        if op == NEGATE:
            negate = True
        elif op == LITERAL:
            allowed.add(chr(av))
        elif op == RANGE:
            allowed.update(chr(c) for c in range(av[0], av[1] + 1))
        elif op == CATEGORY and av == CATEGORY_DIGIT:
            allowed.update(DIGITS)
    digits = [d for d in DIGITS if (d in allowed) != negate]
    return digits


def _zip(parts):
    """One string per index up to the longest option list, each part's options cycled."""
    if any(not p for p in parts):
        return []
    n = max((len(p) for p in parts), default=1)
    return ["".join(p[(i * 7 + k) % len(p)] if len(p) > 1 and i >= len(p) else p[i % len(p)]
                    for k, p in enumerate(parts)) for i in range(n)]


def _options(tree, rng):
    parts = []
    for op, av in tree:
        if op == LITERAL:
            parts.append([chr(av)])
        elif op == IN:
            digits = _class_digits(av)
            if not digits:
                return []
            parts.append(digits)
        elif op == ANY:
            parts.append(list(DIGITS))
        elif op == SUBPATTERN:
            parts.append(_options(av[-1], rng))
        elif op == BRANCH:
            branch = []
            for alternative in av[1]:
                branch += _options(alternative, rng)
            parts.append(branch)
        elif op in (MAX_REPEAT, MIN_REPEAT):
            low, high, item = av
            top = min(high, low + MAX_EXTRA_REPEATS)
            counts = list(range(low, top + 1))
            if high != sre_parse.MAXREPEAT and high not in counts:
                counts.append(high)
            inner = _options(item, rng) or [""]
            repeated = []
            for count in counts:
                for start in range(len(inner)):
                    repeated.append("".join(
                        inner[(start + j) % len(inner)] if j == 0 else rng.choice(inner)
                        for j in range(count)))
            parts.append(repeated)
        else:  # anchors and the like: no digits
            continue
        if not parts[-1]:
            return []
    return _zip(parts)


def samples(pattern, seed):
    """Digit strings the pattern matches whole: every branch and repeat count at least once."""
    rng = random.Random(seed)
    try:
        tree = sre_parse.parse(pattern)
    except re.error:
        return []
    out = sorted(set(_options(tree, rng)))
    if len(out) > MAX_PER_PATTERN:
        out = sorted(rng.sample(out, MAX_PER_PATTERN))
    full = re.compile(pattern)
    return [s for s in out if s and full.fullmatch(s)]


def load_pack(directory):
    regions = {}
    folder = os.path.join(directory, "regions")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            with open(os.path.join(folder, name), encoding="utf-8") as fh:
                regions[name[:-5]] = json.load(fh)
    return regions


def _patterns(region):
    out = {}
    for key, desc in sorted((region.get("types") or {}).items()):
        if desc and desc.get("pattern"):
            out["types." + key] = desc["pattern"]
    for key in ("formats", "internationalFormats"):
        for i, f in enumerate(region.get(key) or []):
            out[f"{key}[{i}]"] = f["pattern"] + "\x00" + json.dumps(f.get("leadingDigits"))
    return out


def changed_regions(old, new):
    """(changed, added, removed) region file names."""
    added = sorted(set(new) - set(old))
    removed = sorted(set(old) - set(new))
    changed = sorted(name for name in set(old) & set(new) if old[name] != new[name])
    return changed, added, removed


def sample_inputs(old, new, names):
    """{region code: [inputs]} for the regions `names` (file names): national and +CC forms."""
    out = defaultdict(list)
    for name in names:
        a, b = old.get(name), new.get(name)
        region = b or a
        code = region.get("region", name)
        if code == "001" or name.startswith("001-"):
            continue  # non-geographic: answered through +CC in no region; examples cover them
        pa, pb = _patterns(a or {}), _patterns(b or {})
        scalar = {k: v for k, v in (a or {}).items() if k not in ("types", "formats",
                                                                  "internationalFormats")}
        scalar_new = {k: v for k, v in (b or {}).items() if k not in ("types", "formats",
                                                                      "internationalFormats")}
        everything = scalar != scalar_new or a is None or b is None
        chosen = set()
        for side in (pa, pb):
            for key, pattern in side.items():
                if everything or pa.get(key) != pb.get(key):
                    chosen.add(pattern.split("\x00")[0])
        numbers = set()
        for i, pattern in enumerate(sorted(chosen)):
            numbers.update(samples(pattern, f"{name}:{i}"))
        prefix = (b or a).get("nationalPrefix") or ""
        cc = (b or a).get("callingCode")
        seen = set()
        for n in sorted(numbers):
            for text in (prefix + n, f"+{cc}{n}"):
                if text not in seen:
                    seen.add(text)
                    out[code].append(text)
    return out


def write_sample_pack(directory, inputs):
    os.makedirs(os.path.join(directory, "regions"), exist_ok=True)
    with open(os.path.join(directory, "pack.json"), "w", encoding="utf-8") as fh:
        json.dump({"name": "metadata-samples", "version": "1.0.0", "engine": ">=0.1",
                   "description": "Sample numbers of the patterns a release changed "
                                  "(Scripts/update-metadata); changes nothing."}, fh, indent=2)
        fh.write("\n")
    lines = ["# REGION\tINPUT\tCHECK\tEXPECTED (only the inputs matter: pack diff answers them)"]
    for code in sorted(inputs):
        for text in inputs[code]:
            for check in CHECKS:
                lines.append(f"{code}\t{text}\t{check}\t-")
    with open(os.path.join(directory, "tests.tsv"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    return sum(len(v) for v in inputs.values())


def parse_diff(text):
    rows = []
    for line in text.splitlines():
        f = line.split("\t")
        if len(f) == 5:
            rows.append(f)
    return rows


def _verdict(answer):
    if answer.startswith("valid "):
        return "valid", answer[len("valid "):]
    return "invalid", answer


def summarise(rows):
    """{region: {change: set of inputs}}, and {region: inputs that differ}. Changes: `now valid
    TYPE`, `no longer valid (was TYPE)`, `TYPE -> TYPE`, `formatted differently`, `typed
    differently`, `invalid for another reason`."""
    by_region = defaultdict(lambda: defaultdict(set))
    numbers = defaultdict(set)
    for region, text, check, before, after in rows:
        numbers[region].add(text)
        if check == "validate":
            (vb, tb), (va, ta) = _verdict(before), _verdict(after)
            if vb == "invalid" and va == "valid":
                what = f"now valid {ta}"
            elif vb == "valid" and va == "invalid":
                what = f"no longer valid (was {tb})"
            elif vb == va == "valid":
                what = f"{tb} now {ta}"
            else:
                what = "invalid for another reason"
        elif check == "type":
            what = "typed differently"
        else:
            what = "formatted differently"
        by_region[region][what].add(text)
    return by_region, numbers


def describe(by_region, numbers):
    """One line per region: `DE: 4 inputs answer differently: 2 no longer valid (was mobile),
    ...` (an input is a number written nationally or with +CC)."""
    lines = []
    for region in sorted(by_region):
        parts = [f"{len(inputs)} {what}" for what, inputs in
                 sorted(by_region[region].items(),
                        key=lambda kv: (kv[0] in ("formatted differently", "typed differently"),
                                        -len(kv[1]), kv[0]))]
        lines.append(f"{region}: {len(numbers[region])} inputs answer differently: "
                     + ", ".join(parts))
    return lines


def headline(by_region):
    """A few sentences a user can read: the ranges now valid and no longer valid, by region and
    type, and the regions whose numbers format or type differently."""
    now, gone, formats = defaultdict(set), defaultdict(set), set()
    for region, changes in by_region.items():
        for what in changes:
            if what.startswith("now valid "):
                now[region].add(what[len("now valid "):])
            elif what.startswith("no longer valid (was "):
                gone[region].add(what[len("no longer valid (was "):-1])
            elif what in ("formatted differently", "typed differently"):
                formats.add(region)

    def listed(d):
        return "; ".join(f"{r} {', '.join(sorted(d[r]))}" for r in sorted(d))
    out = []
    if now:
        out.append(f"Newly valid: {listed(now)}.")
    if gone:
        out.append(f"No longer valid: {listed(gone)}.")
    if formats:
        out.append(f"Formatted or typed differently: {', '.join(sorted(formats))}.")
    return " ".join(out)


def examples_of(rows, region, limit):
    """The first `limit` distinct validate and national lines of a region, for the report."""
    out = []
    for r in rows:
        if r[0] == region and r[2] in ("validate", "national") and len(out) < limit:
            out.append(f"  {r[1]}  {r[2]}: {r[3]} -> {r[4]}")
    return out
