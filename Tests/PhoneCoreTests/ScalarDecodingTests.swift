// The finder's UTF-8 decoder gives the scalars the standard library's iterator gives.

import Testing

@testable import PhoneCore

@Suite("Decoding a text's scalars for the finder")
struct ScalarDecodingTests {
  static func decoded(_ text: String) -> [Unicode.Scalar] {
    let count = PhoneCatalog.scalarCount(text)
    #expect(count == text.unicodeScalars.count, "\(text.debugDescription)")
    return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: Swift.max(count, 1)) {
      buffer in
      let n = PhoneCatalog.decodeScalars(text, into: buffer)
      return Array(buffer[0..<n])
    }
  }

  @Test("Texts of one to four UTF-8 bytes per scalar, and random ones, decode as the iterator does")
  func sameAsIterator() {
    let fixed = [
      "", "+44 20 7946 0958", "Привет: +7 495 123-45-67", "電話 03-1234-5678",
      "call 😀 +1 201 555 0123 ☎︎", "٠١٢٣٤٥٦٧٨٩",
      "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
    ]
    for text in fixed { #expect(Self.decoded(text) == Array(text.unicodeScalars)) }
    var rng = SystemRandomNumberGenerator()
    let ranges: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF,
      0x10000...0x10FFFF,
    ]
    for _ in 0..<500 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...40, using: &rng) {
        let range = ranges.randomElement(using: &rng)!
        scalars.append(Unicode.Scalar(UInt32.random(in: range, using: &rng))!)
      }
      let text = String(scalars)
      #expect(Self.decoded(text) == Array(text.unicodeScalars), "\(text.debugDescription)")
    }
  }

  @Test("A buffer shorter than the text takes its first scalars and says how many")
  func shortBuffer() {
    let text = "Привет 123"
    let n = withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: 3) { buffer in
      let n = PhoneCatalog.decodeScalars(text, into: buffer)
      #expect(Array(buffer[0..<n]) == Array(text.unicodeScalars.prefix(3)))
      return n
    }
    #expect(n == 3)
  }
}
