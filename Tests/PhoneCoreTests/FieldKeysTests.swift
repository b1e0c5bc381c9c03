// FieldKeys, the field's significant characters spliced in place: checked against the rule
// written plainly (digits of any script, a plus only first) over Array.

import PhoneCompiler
import PhoneTestSupport
import Testing

@testable import PhoneCore

@Suite("Field keys")
struct FieldKeysTests {
  /// The rule, over arrays: `keys` with `range` replaced by the significant scalars of `text`.
  static func reference(_ keys: [Unicode.Scalar], _ range: Range<Int>, _ text: String)
    -> [Unicode.Scalar]
  {
    var inserted: [Unicode.Scalar] = []
    for s in text.unicodeScalars {
      let first = range.lowerBound + inserted.count == 0
      if DigitFolding.value(of: s) != nil || (first && TextScanner.isPlus(s)) { inserted.append(s) }
    }
    var out = keys
    out.replaceSubrange(range, with: inserted)
    return out
  }

  static func keys(_ scalars: [Unicode.Scalar]) -> FieldKeys {
    var k = FieldKeys(capacity: 2)
    for s in scalars { k.append(FieldKeys.Key(scalar: s, digit: DigitFolding.value(of: s))) }
    return k
  }

  static let texts = [
    "", "5", "+", "+44 (0)20", "0207", "x", "a+1", "\u{0663}\u{0664}", "\u{FF0B}\u{FF17}",
    "\u{1D7D8}\u{1D7DA}", "é1", "\u{0967}-\u{0968}", "+\u{FF0B}1", "12345678901234567890",
    "tel:+1-416-555-0123", "\u{10FFFF}9\u{FFFD}",
  ]

  static func randomText(_ rng: inout SeededRandom) -> String {
    texts[Int.random(in: 0..<texts.count, using: &rng)]
  }

  @Test(
    "A long text replacing the keys' end gives the rule's keys, on both sides of the in-place limit",
    arguments: [5, 1023, 1024, 1025, 4000])
  func longTextAtTheEnd(bytes: Int) {
    // Digits of three scripts among letters and separators, cut to `bytes` bytes of UTF-8.
    let pieces = ["+", "44", " (0)", "\u{0663}", "x", "\u{1D7DA}", "-", "7"]
    var text = ""
    var i = 0
    while text.utf8.count < bytes {
      let next = text + pieces[i % pieces.count]
      if next.utf8.count > bytes {
        text += String(repeating: "y", count: bytes - text.utf8.count)
      } else {
        text = next
      }
      i += 1
    }
    #expect(text.utf8.count == bytes)
    for prefix in [[], Array("12".unicodeScalars)] {
      var keys = Self.keys(prefix)
      let inserted = keys.replaceSubrange(prefix.count..<prefix.count, withKeysOf: text)
      let expected = Self.reference(prefix, prefix.count..<prefix.count, text)
      #expect(keys.scalars == expected, "\(bytes) bytes after \(prefix.count) keys")
      #expect(inserted == expected.count - prefix.count)
      for j in 0..<keys.count {
        #expect(keys[j].digit == DigitFolding.value(of: keys[j].scalar), "key \(j)")
      }
    }
  }

  @Test("Splicing the keys of a text anywhere gives what Array.replaceSubrange gives")
  func spliceMatchesTheRule() {
    var rng = SeededRandom(seed: 0xF1E1_D0C5)
    for i in 0..<2000 {
      let (first, second) = (Self.randomText(&rng), Self.randomText(&rng))
      let start =
        Self.reference([], 0..<0, first)
        + Self.reference([], 0..<0, second).filter { !TextScanner.isPlus($0) }
      var keys = Self.keys(start)
      let a = Int.random(in: 0...start.count, using: &rng)
      let b = Int.random(in: a...start.count, using: &rng)
      let text = Self.randomText(&rng)
      let inserted = keys.replaceSubrange(a..<b, withKeysOf: text)
      let expected = Self.reference(start, a..<b, text)
      #expect(keys.scalars == expected, "case \(i): \(start) \(a)..<\(b) \(text.debugDescription)")
      #expect(inserted == expected.count - (start.count - (b - a)), "case \(i)")
      for j in 0..<keys.count {
        #expect(keys[j].digit == DigitFolding.value(of: keys[j].scalar), "case \(i) key \(j)")
      }
    }
  }

  @Test("A key is removed from the middle, and storage grows past its capacity")
  func removeAndGrow() {
    var keys = FieldKeys(capacity: 1)
    #expect(keys.replaceSubrange(0..<0, withKeysOf: "+4420") == 5)
    keys.remove(at: 1)
    #expect(keys.scalars == Array("+420".unicodeScalars))
    #expect(keys.replaceSubrange(1..<2, withKeysOf: String(repeating: "7", count: 100)) == 100)
    #expect(keys.count == 103)
    #expect(keys.scalars.prefix(3) == ["+", "7", "7"] && keys.scalars.suffix(2) == ["2", "0"])
    keys.removeAll()
    #expect(keys.isEmpty && keys.scalars.isEmpty)
  }
}

@Suite("Field caret against the scalar rule")
struct FieldCaretTests {
  /// The caret rule over scalars: the UTF-16 offset after the `count`-th significant character
  /// (a digit of any script, a plus first), or before the first one for 0.
  static func offset(afterSignificant count: Int, in text: String) -> Int {
    var seen = 0
    var offset = 0
    for s in text.unicodeScalars {
      let significant = DigitFolding.value(of: s) != nil || (seen == 0 && TextScanner.isPlus(s))
      if count == 0 && significant { return offset }
      offset += s.utf16.count
      if significant {
        seen += 1
        if seen == count { return offset }
      }
    }
    return count == 0 ? 0 : offset
  }

  static func significantCount(before end: Int, in text: String) -> Int {
    var seen = 0
    var offset = 0
    for s in text.unicodeScalars where offset < end {
      if DigitFolding.value(of: s) != nil || (seen == 0 && TextScanner.isPlus(s)) { seen += 1 }
      offset += s.utf16.count
    }
    return seen
  }

  @Test("A digit typed at every offset of the text lands where the scalar rule puts it")
  func insertAtEveryOffset() throws {
    let region = RegionCode("GB")!
    var start = try PhoneNumberField(region: region, catalog: CoreFixture.catalog)
    start.insert("\u{FF0B}4420794")  // a full-width plus key; the text shows "+44 20 794"
    let text = start.text
    for at in 0...start.utf16.count {
      var field = start
      field.replace(utf16Range: at..<at, with: "5")
      var fresh = try AsYouTypeFormatter(region: region, catalog: CoreFixture.catalog)
      for k in field.keys { fresh.input(scalar: k) }
      #expect(field.text == fresh.text, "at \(at)")
      let expected = Self.offset(
        afterSignificant: Self.significantCount(before: at, in: text) + 1, in: field.text)
      #expect(field.caret == expected, "at \(at): \(field.text.debugDescription)")
    }
  }
}
