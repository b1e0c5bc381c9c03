// RegionNamesTests: CLDR names per locale, pack names first, and the fallback chain.

import PhoneCore
import PhoneLocale
import Testing

@Suite("Region names")
struct RegionNamesTests {
  @Test("ICU supplies CLDR names in each locale")
  func icuNames() throws {
    let cases: [(String, String, String)] = [
      ("sv", "GB", "Storbritannien"), ("de", "AT", "Österreich"), ("ja", "JP", "日本"),
      ("ar", "EG", "مصر"), ("zh", "CN", "中国"), ("tr", "TD", "Çad"), ("en", "GB", "United Kingdom"),
    ]
    for (locale, region, expected) in cases {
      let names = try RegionNames(locale: DisplayLocale(locale))
      let name = try names.name(of: rc(region))
      #expect(name.text == expected)
      #expect(name.source == .icu(locale: locale))
    }
  }

  @Test("Where the display locale has no name, the preferred languages come next, then English")
  func fallbackChain() throws {
    // Hawaiian has a name for GB but none for AX.
    let haw = try DisplayLocale("haw")
    let withFrench = try RegionNames(locale: haw, preferredLanguages: [DisplayLocale("fr")])
    #expect(try withFrench.name(of: rc("GB")).source == .icu(locale: "haw"))
    #expect(
      try withFrench.name(of: rc("AX"))
        == RegionName(text: "Îles Åland", source: .icu(locale: "fr")))
    let alone = try RegionNames(locale: haw)
    #expect(
      try alone.name(of: rc("AX")) == RegionName(text: "Åland Islands", source: .icu(locale: "en")))
    #expect(alone.chain.map(\.identifier) == ["haw", "en"])
  }

  @Test("A language ICU knows but has no names for falls back along the chain")
  func noDataLocale() throws {
    let names = try RegionNames(
      locale: DisplayLocale("ain"), preferredLanguages: [DisplayLocale("de")])
    #expect(
      try names.name(of: rc("GB"))
        == RegionName(text: "Vereinigtes Königreich", source: .icu(locale: "de")))
  }

  @Test("Pack names take precedence over ICU's, from the most specific locale to its language")
  func packNames() throws {
    let pack = PackRegionNames(names: [
      rc("GB"): ["pt-BR": "Reino Unido (pack)", "pt": "Reino Unido (pt pack)"],
      rc("DE"): ["pt": "Alemanha (pt pack)"],
      rc("XK"): ["sv": "Kosovo (pack)"],
    ])
    let names = try RegionNames(locale: DisplayLocale("pt_BR"), packNames: pack)
    #expect(
      try names.name(of: rc("GB"))
        == RegionName(text: "Reino Unido (pack)", source: .pack(locale: "pt_BR")))
    #expect(
      try names.name(of: rc("DE"))
        == RegionName(text: "Alemanha (pt pack)", source: .pack(locale: "pt")))
    #expect(
      try names.name(of: rc("FR")) == RegionName(text: "França", source: .icu(locale: "pt_BR")))
    // A pack name in a preferred language beats ICU's English name.
    let chain = try RegionNames(
      locale: DisplayLocale("ain"), preferredLanguages: [DisplayLocale("sv")], packNames: pack)
    #expect(try chain.name(of: rc("XK")).source == .pack(locale: "sv"))
  }

  @Test("A region nobody names keeps its code; its English name too")
  func codeFallback() throws {
    let names = try RegionNames(locale: DisplayLocale("sv"))
    let unknown = try #require(RegionCode("QZ"))
    #expect(try names.name(of: unknown) == RegionName(text: "QZ", source: .code))
    #expect(try names.englishName(of: unknown).text == "QZ")
    #expect(try names.englishName(of: rc("SE")).text == "Sweden")
  }

  @Test("A pack name keyed by a locale ICU does not know is rejected")
  func badPackLocale() {
    let pack = PackRegionNames(names: [rc("GB"): ["xx": "Nope"]])
    #expect(throws: ICUError.unknownLocale("xx")) {
      try RegionNames(locale: DisplayLocale("en"), packNames: pack)
    }
  }
}
