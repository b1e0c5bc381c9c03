// The formatter and the field never show a text whose digits differ from the digits typed
// (issue 19). libphonenumber's steps drop typed digits in two known cases; where they would,
// the text is shown as typed (Documentation/Limits.md, "Typing, editing, parsing").

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Typed digits are never lost")
struct TypedDigitsTests {
  static let catalog = CoreFixture.catalog

  /// Digit values of scalars, in order (every script).
  static func digits(_ scalars: some Sequence<Unicode.Scalar>) -> [UInt8] {
    scalars.compactMap { DigitFolding.value(of: $0) }
  }

  static func typed(_ keys: String, region: String) throws -> [String] {
    var formatter = try AsYouTypeFormatter(region: RegionCode(region)!, catalog: Self.catalog)
    return keys.unicodeScalars.map { key in
      formatter.input(scalar: key)
      return formatter.text
    }
  }

  // phonenumbers 9.0.43 shows `0000029455 ` at the 15th digit: the national prefix is taken
  // off by UTF-16 offsets, and `𝟘` is two UTF-16 units.
  @Test("JP: a two-unit digit before the national prefix is taken off keeps every digit")
  func japanSurrogatePair() throws {
    let keys = "0\u{1D7D8}0626960029455"
    let texts = try Self.typed(keys, region: "JP")
    for (n, text) in texts.enumerated() {
      let expected = Self.digits(keys.unicodeScalars.prefix(n + 1))
      #expect(
        Self.digits(text.unicodeScalars) == expected, "key \(n + 1): \(text.debugDescription)")
    }
    #expect(texts.last == "000626960029455", "past libphonenumber's loss: as typed, in ASCII")
  }

  @Test("JP: the fuzzer's field input shows every digit after every key")
  func japanFieldFromFuzzer() throws {
    var field = try PhoneNumberField(region: RegionCode("JP")!, catalog: Self.catalog)
    var all = ""
    for key in ["0", "\u{1D7D8}", "062696", "\u{13}", "0029", "+", "\u{13}", "45562"] {
      for s in key.unicodeScalars {
        field.insert(String(s))
        all.unicodeScalars.append(s)
        #expect(
          Self.digits(field.text.unicodeScalars) == Self.digits(all.unicodeScalars),
          "after \(all.debugDescription): \(field.text.debugDescription)")
      }
    }
    #expect(field.caret == field.utf16.count)
  }

  // phonenumbers 9.0.43 shows `012348102398810989989 `, six digits fewer than typed.
  @Test("BR: 27 digits typed are 27 digits shown, formatted while a format keeps them all")
  func brazilPastTwentyDigits() throws {
    let keys = "012348109899892398810989989"
    let texts = try Self.typed(keys, region: "BR")
    for (n, text) in texts.enumerated() {
      #expect(
        Self.digits(text.unicodeScalars) == Self.digits(keys.unicodeScalars.prefix(n + 1)),
        "key \(n + 1): \(text.debugDescription)")
    }
    #expect(texts.last == keys, "shown as typed")
    #expect(
      texts[9] != String(keys.prefix(10)),
      "ten digits are still formatted, not shown as typed: \(texts[9].debugDescription)")
  }

  /// Keys of every script the field takes as digits, with controls, `+` and punctuation.
  static let keys: [Unicode.Scalar] = {
    var keys: [Unicode.Scalar] = []
    for base: UInt32 in [0x30, 0xFF10, 0x660, 0x6F0, 0x1D7D8] {
      for d in 0..<10 { keys.append(Unicode.Scalar(base + UInt32(d))!) }
    }
    return keys + ["+", "\u{FF0B}", "\u{13}", "\u{0}", " ", "-", "(", "\u{200F}", "x"]
  }()

  @Test("In every region, random typings of mixed scripts show exactly the digits typed")
  func everyRegionEveryScript() throws {
    var rng = SeededRandom(seed: 0x1919_0019)
    for region in Self.catalog.regions.keys.sorted() {
      for _ in 0..<4 {
        var formatter = try AsYouTypeFormatter(region: region, catalog: Self.catalog)
        var field = try PhoneNumberField(region: region, catalog: Self.catalog)
        var typed: [Unicode.Scalar] = []
        // Mostly ASCII digits, so formats are chosen and prefixes taken off.
        for _ in 0..<Int.random(in: 1...32, using: &rng) {
          let key =
            Int.random(in: 0..<3, using: &rng) == 0
            ? Self.keys[Int.random(in: 0..<Self.keys.count, using: &rng)]
            : Unicode.Scalar(48 + UInt8.random(in: 0...9, using: &rng))
          typed.append(key)
          formatter.input(scalar: key)
          field.insert(String(key))
          let expected = Self.digits(typed)
          let context =
            "\(region) typed \(String(String.UnicodeScalarView(typed)).debugDescription)"
          #expect(
            Self.digits(formatter.text.unicodeScalars) == expected,
            "formatter, \(context): \(formatter.text.debugDescription)")
          #expect(
            Self.digits(field.text.unicodeScalars) == expected,
            "field, \(context): \(field.text.debugDescription)")
        }
      }
    }
  }
}
