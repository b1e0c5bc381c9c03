// Names read from a locale's own table of country names equal uloc_getDisplayCountry's.

import PhoneCore
import PhoneTestSupport
import Testing

@testable import PhoneLocale

@Suite("Region names from the locale's own table")
struct RegionNameTableTests {
  /// Locales with and without a table of their own: base languages, regional variants that
  /// fall back to their language (`de_CH`, `en_GB`, `es_419`), scripts (`zh_Hant`,
  /// `sr_Latn`), and languages with little data (`haw`, `ain`).
  static let locales = [
    "de", "de_CH", "fr", "fr_CA", "es", "es_419", "sv", "tr", "ru", "uk", "ar", "he", "fa",
    "hi", "bn", "th", "zh", "zh_Hant", "zh_Hant_HK", "ja", "ko", "vi", "pt_BR", "pt_PT", "da",
    "nb", "en", "en_GB", "sr_Latn", "haw", "ain", "yue", "sw", "am",
  ]

  @Test("Every region's name equals the one ICU answers region by region", arguments: locales)
  func sameNames(locale: String) throws {
    let names = try RegionNames(
      locale: DisplayLocale(locale), preferredLanguages: [DisplayLocale("fr")])
    let table = ICUResourceBundle.ownCountryNames(locale: names.locale.identifier)
    var differing: [String] = []
    for region in CoreFixture.catalog.regions.keys
    where try names.name(of: region, localNames: table) != names.name(of: region) {
      differing.append(region.description)
    }
    #expect(differing == [])
  }

  @Test("German has a table of its own; a locale ICU falls back for has none")
  func tableOrNot() throws {
    let german = try #require(ICUResourceBundle.ownCountryNames(locale: "de"))
    #expect(german.string(forKey: "DE") == "Deutschland")
    #expect(german.string(forKey: "XX") == nil)
    #expect(ICUResourceBundle.ownCountryNames(locale: "xx_YY") == nil)
  }
}
