// Digit patterns as bytes (PatternCoding.swift): every pattern of the core pack reads back as it
// was parsed, and bytes that are not a pattern are refused with a typed error, never a trap.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Digit patterns as bytes")
struct PatternCodingTests {
  /// Every pattern text of the core pack: formats, leading digits, types, prefixes.
  static let coreTexts: [String] = {
    var texts: Set<String> = []
    for r in CoreFixture.regions {
      for f in r.formats + (r.internationalFormats ?? []) {
        texts.insert(f.pattern)
        texts.formUnion(f.leadingDigits)
      }
      for p in r.types.values { texts.insert(p.pattern) }
      for t in [r.internationalPrefix, r.nationalPrefixForParsing, r.leadingDigits] {
        if let t { texts.insert(t) }
      }
    }
    return texts.sorted()
  }()

  @Test("Every pattern of the core pack reads back from its bytes as it was parsed")
  func coreRoundTrip() throws {
    #expect(Self.coreTexts.count > 1000)
    for text in Self.coreTexts {
      let parsed = try DigitPattern(parsing: text)
      let bytes = parsed.encoded
      #expect(try DigitPattern(encoded: bytes) == parsed, "\(text)")
      #expect(try DigitPattern(encoded: bytes).captureCount == parsed.captureCount, "\(text)")
    }
  }

  @Test(
    "The bytes of a few patterns, as the file's comment draws them",
    arguments: [
      ("\\d{3}", [0x09, 0x03, 0x02]),
      ("(\\d{3})(\\d{4})", [0x04, 0x02, 0x06, 0x09, 0x03, 0x02, 0x06, 0x09, 0x04, 0x02]),
      ("1|[2-9]", [0x05, 0x02, 0x11, 0x03, 0xFC, 0x07]),
      ("(?:0)?$", [0x04, 0x02, 0x08, 0x00, 0x02, 0x07, 0x10, 0x01]),
      ("\\d*", [0x08, 0x00, 0x00, 0x02]),
    ] as [(String, [UInt8])])
  func bytes(text: String, bytes: [UInt8]) throws {
    #expect(try DigitPattern(parsing: text).encoded == bytes)
    #expect(try DigitPattern(encoded: bytes) == DigitPattern(parsing: text))
  }

  @Test("Every cut of a pattern's bytes, and bytes added after, are refused with a typed error")
  func truncated() throws {
    var refused = 0
    for text in Self.coreTexts.prefix(200) {
      let bytes = try DigitPattern(parsing: text).encoded
      for n in 0..<bytes.count {
        #expect(throws: TableFileError.self, "\(text) cut at \(n)") {
          try DigitPattern(encoded: Array(bytes[..<n]))
        }
        refused += 1
      }
      #expect(throws: TableFileError.self) { try DigitPattern(encoded: bytes + [0]) }
    }
    #expect(refused > 0)
  }

  @Test(
    "What the parser refuses, the reader refuses",
    arguments: [
      ([0x0A], "an unknown tag"),
      ([0x03, 0x80, 0x08], "a digit set past 9"),
      ([0x09, 0x41, 0x02], "a repetition above the limit"),
      ([0x08, 0x03, 0x02, 0x02], "max below min"),
      ([0x09, 0x02, 0x01], "a repeated '$'"),
      ([0x04, 0x05, 0x02], "a count past the bytes"),
    ] as [([UInt8], String)])
  func refused(bytes: [UInt8], why: String) {
    #expect(throws: TableFileError.self, "\(why)") { try DigitPattern(encoded: bytes) }
  }

  @Test("Nesting past the limit is refused, not recursed into")
  func deep() throws {
    let depth = 100_000
    let deep = [UInt8](repeating: 0x07, count: depth) + [0x02]
    #expect(throws: TableFileError.self) { try DigitPattern(encoded: deep) }
    // The parser's deepest (100 groups) reads.
    let text = String(repeating: "(?:", count: 100) + "1" + String(repeating: ")", count: 100)
    let parsed = try DigitPattern(parsing: text)
    #expect(try DigitPattern(encoded: parsed.encoded) == parsed)
  }

  @Test("Random bytes read as a pattern or are refused with a typed error, never a trap")
  func random() {
    var rng = SeededRandom(seed: 11)
    var read = 0
    var refused = 0
    for _ in 0..<20_000 {
      let n = Int.random(in: 1...12, using: &rng)
      let bytes = (0..<n).map { _ in
        // Mostly tags and small numbers, so that some strings are patterns.
        Bool.random(using: &rng)
          ? UInt8.random(in: 0...0x19, using: &rng) : UInt8.random(in: 0...255, using: &rng)
      }
      do {
        let p = try DigitPattern(encoded: bytes)
        // What reads writes back as it was read.
        #expect(try DigitPattern(encoded: p.encoded) == p)
        read += 1
      } catch {
        refused += 1
      }
    }
    #expect(read > 0 && refused > 0)
  }
}
