// ICU's UTF-16 strings become Swift strings by a one-pass transcoder: the same strings as the
// standard library's decoder, ill-formed input included.

import Testing

@testable import PhoneLocale

@Suite("Decoding ICU's UTF-16")
struct UTF16DecodingTests {
  static let samples: [[UInt16]] = [
    [],
    Array("Deutschland".utf16),
    Array("Österreich".utf16),
    Array("Côte d’Ivoire".utf16),
    Array("ドイツ".utf16),
    Array("المملكة المتحدة".utf16),
    Array("𠀋𡈽 and 🇬🇧".utf16),  // beyond the BMP: surrogate pairs
    [0xD800],  // a lone high surrogate
    [0x41, 0xDC00, 0x42],  // a lone low surrogate
    [0xD83C, 0x41],  // a high surrogate before a letter
    [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xD7FF, 0xE000],  // the edges of each UTF-8 length
  ]

  @Test("Each sample decodes as String(decoding:as:) decodes it", arguments: samples)
  func sameAsStandardLibrary(units: [UInt16]) {
    let decoded = ICU.string(fromUTF16: units)
    let expected = String(decoding: units, as: UTF16.self)
    #expect(decoded == expected)
    #expect(Array(decoded.utf8) == Array(expected.utf8))
  }

  @Test("A string's UTF-16 units are those of its UTF-16 view", arguments: samples)
  func utf16Units(units: [UInt16]) {
    let text = String(decoding: units, as: UTF16.self)
    #expect(ICU.utf16(of: text) == Array(text.utf16))
  }
}
