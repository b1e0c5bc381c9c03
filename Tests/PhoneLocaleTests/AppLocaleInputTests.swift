// Locales and texts an app passes in (from the system, a setting, a server, a person typing):
// every public init and search either answers or throws its documented error, never traps.

import PhoneCore
import PhoneLocale
import PhoneTestSupport
import Testing

@Suite("Locales and texts an app passes in")
struct AppLocaleInputTests {
  /// Locale texts of every kind: real, with scripts, regions and keywords, BCP 47 tags,
  /// ICU's special IDs, and random ones.
  static func localeTexts() -> [String] {
    var texts = [
      "", "de", "de_DE", "de-AT", "zh_Hant_TW", "zh-Hans-CN", "sr_Latn", "ar-EG", "he", "ja",
      "de@collation=phonebook", "de-u-co-phonebk", "root", "und", "xx", "qaa", "C", "POSIX",
      "en_US_POSIX", "ain", "@", "_", "-", "de__", "de@", "x-private", "i-klingon", "toolongtag",
      "de_DE@currency=EUR;collation=phonebook", "😀", "日本", "\u{0}",
      String(repeating: "a", count: 300),
    ]
    var random = SeededRandom(seed: 0x57)
    let pieces = ["de", "en", "_", "-", "@", "=", ";", "Latn", "x", "u", "co", "ZZ", "001", "١"]
    for _ in 0..<60 {
      var t = ""
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        t += pieces.randomElement(using: &random)!
      }
      texts.append(t)
    }
    return texts
  }

  @Test("Every locale text gives a locale, its fallback or ICUError; lists build and search")
  func everyLocaleText() throws {
    var random = SeededRandom(seed: 0x5701)
    let queries = ["", " ", "de", "öster", "+4", "+", "44", "日本", "にほん", "\u{200F}", "ÅÄÖ", "x"]
    var thrown = 0
    var opened = 0
    for text in Self.localeTexts() {
      let lenient = DisplayLocale(text, fallback: .english)
      #expect(!lenient.identifier.isEmpty, "\(text.debugDescription)")
      do {
        let strict = try DisplayLocale(text)
        opened += 1
        // What the lenient init gives for a locale ICU knows is that locale.
        #expect(lenient == strict, "\(text.debugDescription)")
      } catch {
        thrown += 1
        #expect(lenient == .english, "\(text.debugDescription): \(error)")
      }
      let names = try RegionNames(locale: lenient)
      let list = try CountryList(catalog: CoreFixture.catalog, names: names)
      #expect(!list.entries.isEmpty)
      let picker = CountryPicker(list: list, options: CountryPickerOptions())
      for _ in 0..<3 {
        let q = queries.randomElement(using: &random)!
        _ = list.search(q)
        _ = picker.search(q)
      }
      _ = try LocaleDigits(locale: lenient)
    }
    // Both kinds were met (derived from the texts, not a count written here).
    #expect(thrown > 0 && opened > 0)
  }
}
