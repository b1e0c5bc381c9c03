#!/usr/bin/env python3
"""Writes Sources/PhoneLocale/JapaneseReadings+Data.swift: the kana readings of ICU's Japanese
region names that are written with kanji, which the Japanese country list sorts and searches by.

ICU's Japanese collation (CLDR `ja`) orders kana by the gojūon and puts every kanji after all
kana, in JIS X 0208 order, because a collator cannot know how a kanji word is read. So without
readings 日本 sorts after ヨルダン and ロシア. With them the list sorts 日本 as にほん, between
ニジェール and ニュージーランド, and 中国 as ちゅうごく.

What the script does:

1. Reads ICU's own `ja` table of region names (`Countries` in the region-name tree,
   `ures_open(U_ICUDATA_NAME "-region", "ja")`), the table the library's country list names
   rows from, through the system ICU (libicuuc) with ctypes; so the names are exactly those the
   library shows with the same ICU. Only keys that are two-letter region codes are kept (not
   the UN M.49 areas `001`, `150`, ...).
2. Keeps the names that contain a kanji (a CJK unified or compatibility ideograph).
3. Reads each name with the morphological analyser MeCab (PyPI `fugashi`) and the dictionary
   UniDic (PyPI `unidic-lite`, UniDic 2.1.2), pinned in Scripts/requirements.txt: the reading
   is the kana form (`kana`, 仮名形出現形) of each word, the surface itself for a word the
   dictionary has no kana for (a katakana loan word it does not know, punctuation), converted
   from katakana to hiragana (`ー` stays), with the name's spaces kept.
4. Applies the corrections below, each with its reason, where the dictionary reads a name
   otherwise than Japanese speakers say it; a correction whose name ICU no longer has is an
   error, so a stale one is noticed.
5. Fails when a word with a kanji has no reading, and writes the Swift table, keyed by name.

Usage:
    python3 -m venv .venv && .venv/bin/pip install -r Scripts/requirements.txt
    .venv/bin/python Scripts/generate-ja-readings.py          # write the table
    .venv/bin/python Scripts/generate-ja-readings.py --check  # compare with the committed one
    .venv/bin/python Scripts/generate-ja-readings.py --list   # print code, name, reading

Users, CI and the tests need neither Python nor the dictionary: the table is committed, and a
test (JapaneseReadingTests) checks that every kanji-bearing name ICU gives has a reading.
"""

import argparse
import ctypes
import ctypes.util
import pathlib
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources" / "PhoneLocale" / "JapaneseReadings+Data.swift"

# Names the dictionary reads otherwise than they are said: name -> (reading, reason).
CORRECTIONS = {
    "日本": ("にほん", "UniDic gives にっぽん; にほん is the everyday reading (both are official)"),
    "ブーベ島": ("ぶーべとう", "島 after a foreign place name is とう (as in アセンション島), not しま"),
    "スバールバル諸島・ヤンマイエン島": (
        "すばーるばるしょとう・やんまいえんとう",
        "島 after a foreign place name is とう, not しま",
    ),
    "仏領極南諸島": ("ふつりょうきょくなんしょとう", "極南 is one word, きょくなん, not きょく + みなみ"),
}


def icu_japanese_names():
    """ICU's `ja` region names, {region code: name}, from the system ICU."""
    path = ctypes.util.find_library("icuuc")
    if path is None:
        sys.exit("error: libicuuc not found (install libicu-dev)")
    lib = ctypes.CDLL(path)
    # ICU renames its C functions per major version (ures_open_72).
    version = next((v for v in range(50, 200) if hasattr(lib, f"ures_open_{v}")), None)
    if version is None:
        sys.exit(f"error: no versioned ures_open in {path}")

    def function(name, restype, argtypes):
        f = getattr(lib, f"{name}_{version}")
        f.restype, f.argtypes = restype, argtypes
        return f

    status_p = ctypes.POINTER(ctypes.c_int)
    ures_open = function(
        "ures_open", ctypes.c_void_p, [ctypes.c_char_p, ctypes.c_char_p, status_p])
    ures_get_by_key = function(
        "ures_getByKey", ctypes.c_void_p,
        [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p, status_p])
    ures_has_next = function("ures_hasNext", ctypes.c_int8, [ctypes.c_void_p])
    ures_get_next_string = function(
        "ures_getNextString", ctypes.c_void_p,
        [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_char_p),
         status_p])
    ures_close = function("ures_close", None, [ctypes.c_void_p])

    status = ctypes.c_int(0)
    bundle = ures_open(f"icudt{version}l-region".encode(), b"ja", ctypes.byref(status))
    if status.value != 0 or not bundle:  # not even a warning: ja has a table of its own
        sys.exit(f"error: ures_open(region, ja) gave status {status.value}")
    table = ures_get_by_key(bundle, b"Countries", None, ctypes.byref(status))
    if status.value != 0 or not table:
        sys.exit(f"error: ures_getByKey(Countries) gave status {status.value}")
    names = {}
    while ures_has_next(table):
        length, key, status = ctypes.c_int32(0), ctypes.c_char_p(), ctypes.c_int(0)
        text = ures_get_next_string(
            table, ctypes.byref(length), ctypes.byref(key), ctypes.byref(status))
        if status.value > 0 or not text:
            sys.exit(f"error: ures_getNextString gave status {status.value}")
        code = key.value.decode()
        if len(code) == 2 and code.isascii() and code.isalpha():
            names[code] = ctypes.string_at(text, length.value * 2).decode("utf-16-le")
    ures_close(table)
    ures_close(bundle)
    return version, names


def has_kanji(text):
    return any(
        unicodedata.name(c, "").startswith(("CJK UNIFIED IDEOGRAPH", "CJK COMPATIBILITY IDEOGRAPH"))
        for c in text)


def hiragana(text):
    """Katakana (ァ U+30A1 to ヶ U+30F6) as hiragana; everything else, `ー` too, unchanged."""
    return "".join(chr(ord(c) - 0x60) if 0x30A1 <= ord(c) <= 0x30F6 else c for c in text)


def read(tagger, name):
    """The dictionary's reading of `name`, in hiragana."""
    parts = []
    for word in tagger(name):
        kana = getattr(word.feature, "kana", None)
        if kana in (None, "", "*"):
            if has_kanji(word.surface):
                sys.exit(f"error: no reading for {word.surface!r} in {name!r}; add a correction")
            kana = word.surface
        # MeCab drops the spaces between words; `white_space` is what stood before this one.
        parts.append(word.white_space + kana)
    return hiragana("".join(parts))


def readings():
    import fugashi
    import unidic_lite

    version, names = icu_japanese_names()
    tagger = fugashi.Tagger("-d " + unidic_lite.DICDIR)
    kanji_names = {code: name for code, name in names.items() if has_kanji(name)}
    known = set(kanji_names.values())
    stale = [name for name in CORRECTIONS if name not in known]
    if stale:
        sys.exit(f"error: corrections for names ICU no longer has: {', '.join(stale)}")
    rows = []
    for code, name in sorted(kanji_names.items()):
        reading = CORRECTIONS[name][0] if name in CORRECTIONS else read(tagger, name)
        rows.append((code, name, reading))
    return version, rows


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def render(version, rows):
    lines = [
        "// swift-format-ignore-file",
        "// JapaneseReadings+Data: generated by Scripts/generate-ja-readings.py from ICU's ja region",
        f"// names (ICU {version}), read with UniDic 2.1.2 (unidic-lite; BSD licence, see NOTICE).",
        "// Do not edit; run the script again.",
        "",
        "extension JapaneseReadings {",
        "  /// ICU's Japanese region names written with kanji, and their readings in hiragana:",
        f"  /// {len(rows)} names, in region-code order.",
        "  static let byName: [String: String] = [",
    ]
    for code, name, reading in rows:
        lines.append(f"    {swift_string(name)}: {swift_string(reading)},  // {code}")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="compare with the committed table")
    mode.add_argument("--list", action="store_true", help="print code, name and reading")
    args = parser.parse_args()
    version, rows = readings()
    if args.list:
        for code, name, reading in rows:
            note = f"\t(corrected: {CORRECTIONS[name][1]})" if name in CORRECTIONS else ""
            print(f"{code}\t{name}\t{reading}{note}")
        return
    text = render(version, rows)
    if args.check:
        if OUTPUT.read_text(encoding="utf-8") != text:
            sys.exit(f"error: {OUTPUT.relative_to(ROOT)} differs; run the script again")
        print(f"ok: {len(rows)} readings")
        return
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(rows)} readings")


if __name__ == "__main__":
    main()
