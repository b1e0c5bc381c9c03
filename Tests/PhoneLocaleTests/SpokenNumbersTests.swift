// Spoken numbers: digits spelled by ICU in the display locale, grouped as written.

import CICU
import PhoneCore
import PhoneLocale
import PhoneTestSupport
import Testing

/// ICU's own spell-out of `n` in `locale`, straight through the shim (the second opinion).
func icuSpellOut(_ n: Int64, locale: String) -> String {
  var status: Int32 = 0
  guard let f = phonefmt_unum_open(Int32(PHONEFMT_UNUM_SPELLOUT), nil, 0, locale, &status)
  else { return "" }
  defer { phonefmt_unum_close(f) }
  var buffer = [UInt16](repeating: 0, count: 128)
  status = 0
  let length = phonefmt_unum_formatInt64(f, n, &buffer, Int32(buffer.count), &status)
  guard status <= 0 else { return "" }
  return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
}

@Suite("Spoken numbers")
struct SpokenNumbersTests {
  static let locales = ["en", "ar", "es", "ja", "fr", "de"]

  @Test("Each digit is ICU's spell-out in the locale", arguments: locales)
  func digitsFromICU(_ locale: String) throws {
    let speaker = try SpokenNumbers(locale: DisplayLocale(locale))
    for d in 0..<10 {
      let icu = icuSpellOut(Int64(d), locale: locale)
      #expect(!icu.isEmpty)
      #expect(speaker.digitWords[d] == icu, "\(locale) \(d)")
    }
    // A number is its groups, each digit by digit, joined by the language's list separator.
    let words = speaker.digitWords
    #expect(
      speaker.speak("+44 20 7946")
        == [
          speaker.plusWord, "\(words[4]) \(words[4])", "\(words[2]) \(words[0])",
          "\(words[7]) \(words[9]) \(words[4]) \(words[6])",
        ].joined(separator: speaker.groupSeparator))
    #expect(speaker.plusWord != "+")
  }

  @Test("Fixed expectations in English, Spanish, Arabic and Japanese")
  func fixed() throws {
    let en = try SpokenNumbers(locale: DisplayLocale("en"))
    #expect(en.speak("+44 20") == "plus, four four, two zero")
    #expect(
      en.speak("+1 201-555-0123")
        == "plus, one, two zero one, five five five, zero one two three")
    #expect(en.speak("(020) 7946") == "zero two zero, seven nine four six")
    let es = try SpokenNumbers(locale: DisplayLocale("es"))
    #expect(es.speak("+34 912") == "más, tres cuatro, nueve uno dos")
    let ar = try SpokenNumbers(locale: DisplayLocale("ar"))
    #expect(ar.speak("+20 10") == "زائد، إثنان صفر، واحد صفر")
    // Arabic-Indic digits are spoken like ASCII ones.
    #expect(ar.speak("+٢٠ ١٠") == ar.speak("+20 10"))
    let ja = try SpokenNumbers(locale: DisplayLocale("ja"))
    #expect(ja.speak("+81 3") == "プラス、八 一、三")
  }

  @Test("A language without a word for plus keeps the sign")
  func noPlusWord() throws {
    let sw = try SpokenNumbers(locale: DisplayLocale("sw"))
    #expect(sw.plusWord == "+")
    #expect(sw.speak("+2").hasPrefix("+, "))
  }

  @Test(
    "Groups are joined by the language's own list separator (ICU's list patterns)",
    arguments: [
      ("en", ", "), ("de", ", "), ("es", ", "), ("fr", ", "),
      ("ar", "\u{060C} "),  // Arabic comma; the "and" list repeats و, the units list has "، و"
      ("ja", "\u{3001}"),  // ideographic comma, no space
      ("zh", "\u{3001}"), ("th", " "),
    ])
  func groupSeparator(_ locale: String, _ separator: String) throws {
    let speaker = try SpokenNumbers(locale: DisplayLocale(locale))
    #expect(speaker.groupSeparator == separator)
    let words = speaker.digitWords
    #expect(
      speaker.speak("+44 20")
        == "\(speaker.plusWord)\(separator)\(words[4]) \(words[4])\(separator)\(words[2]) \(words[0])"
    )
  }

  @Test("The separator is the punctuation of ICU's list pattern, without a conjunction")
  func punctuationOfSeparator() {
    #expect(SpokenNumbers.punctuation(of: "\u{060C} \u{0648}") == "\u{060C} ")
    #expect(SpokenNumbers.punctuation(of: " \u{0648}") == nil)
    #expect(SpokenNumbers.punctuation(of: ", and ") == ", ")
  }
}
