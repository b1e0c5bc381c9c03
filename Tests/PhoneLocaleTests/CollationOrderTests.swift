// CollationOrderTests: the list's order per locale is ICU's, checked against ucol_strcoll.

import PhoneCore
import PhoneLocale
import PhoneTestSupport
import Testing

@Suite("Collation order of the country list")
struct CollationOrderTests {
  static let locales = ["sv", "de", "es", "fr", "ar", "ja", "zh", "tr", "zh_Hant", "he", "ru"]

  /// Sorts by the reading where a row has one (Japanese names with kanji), else the name;
  /// then by the name; then by region code.
  @Test("The order equals an independent sort with ICU's ucol_strcoll", arguments: locales)
  func equalsReference(_ locale: String) throws {
    let list = try coreList(locale)
    #expect(list.entries.count == CoreFixture.catalog.regions.count)
    let expected = try withReferenceCollator(locale) { compare in
      list.entries.sorted { a, b in
        let c = compare(a.reading ?? a.name, b.reading ?? b.name)
        if c != 0 { return c < 0 }
        let n = compare(a.name, b.name)
        return n == 0 ? a.region < b.region : n < 0
      }
    }
    #expect(codes(list.entries) == codes(expected))
    try withReferenceCollator(locale) { compare in
      for (a, b) in zip(list.entries, list.entries.dropFirst()) {
        #expect(
          compare(a.reading ?? a.name, b.reading ?? b.name) <= 0, "\(a.name) before \(b.name)")
      }
    }
  }

  @Test(
    "Outside Japanese no row has a reading: the order is the names' alone",
    arguments: locales.filter { $0 != "ja" } + ["ko", "zh_Hant_HK", "en"])
  func noReadingsOutsideJapanese(_ locale: String) throws {
    let list = try coreList(locale)
    #expect(list.entries.allSatisfy { $0.reading == nil })
    let byName = try withReferenceCollator(locale) { compare in
      list.entries.sorted { a, b in
        let c = compare(a.name, b.name)
        return c == 0 ? a.region < b.region : c < 0
      }
    }
    #expect(codes(list.entries) == codes(byName))
  }

  @Test("The order is the locale's own, not the root collation's", arguments: ["sv", "tr", "zh"])
  func differsFromRoot(_ locale: String) throws {
    let list = try coreList(locale)
    let rootOrder = try withReferenceCollator("root") { compare in
      list.entries.sorted { compare($0.name, $1.name) < 0 }
    }
    #expect(codes(list.entries) != codes(rootOrder))
    #expect(list.collationLocale == locale)
  }

  @Test("Swedish puts Åland and Österrike after Z, and Å before Ä before Ö")
  func swedish() throws {
    let list = try coreList("sv")
    let names = list.entries.map(\.name)
    let zimbabwe = try #require(names.firstIndex(of: "Zimbabwe"))
    let aland = try #require(names.firstIndex(of: "Åland"))
    let austria = try #require(names.firstIndex(of: "Österrike"))
    #expect(zimbabwe < aland && aland < austria)
    #expect(names.suffix(from: zimbabwe + 1).allSatisfy { "ÅÄÖ".contains($0.first!) })
    #expect(list.sortsBefore("Åland", "Ärlan") && list.sortsBefore("Ärlan", "Örn"))
  }

  @Test("Spanish sorts Ñ after N and before O")
  func spanish() throws {
    // No Spanish country name starts with Ñ, so a pack supplies one.
    let list = try coreList("es", packNames: PackRegionNames(names: [rc("NU"): ["es": "Ñiue"]]))
    let names = list.entries.map(\.name)
    let niue = try #require(names.firstIndex(of: "Ñiue"))
    let lastN = try #require(names.lastIndex { $0.hasPrefix("N") })
    let firstO = try #require(names.firstIndex { $0.hasPrefix("O") })
    #expect(lastN < niue && niue < firstO)
    #expect(list.sortsBefore("Nz", "Ña") && list.sortsBefore("Ñz", "Oa"))
  }

  @Test("Turkish sorts Ç after every C and before D")
  func turkish() throws {
    let names = try coreList("tr").entries.map(\.name)
    let cedilla = names.indices.filter { names[$0].hasPrefix("Ç") }
    let plainC = names.indices.filter { names[$0].hasPrefix("C") }
    let firstD = try #require(names.firstIndex { $0.hasPrefix("D") })
    #expect(cedilla.count >= 3)  // Çad, Çekya, Çin
    #expect(cedilla.allSatisfy { i in plainC.allSatisfy { $0 < i } && i < firstD })
  }

  @Test("Chinese sorts by pinyin: Ālbāniyà, Déguó, Fǎguó, Měiguó, Rìběn, Yīngguó, Zhōngguó")
  func chinese() throws {
    let names = try coreList("zh").entries.map(\.name)
    let inPinyinOrder = ["阿尔巴尼亚", "德国", "法国", "美国", "日本", "英国", "中国"]
    let positions = try inPinyinOrder.map { try #require(names.firstIndex(of: $0), "\($0)") }
    #expect(positions == positions.sorted())
    #expect(names.first == "阿尔巴尼亚")
  }

  @Test("German sorts Österreich with O, between Oman and Pakistan")
  func german() throws {
    let names = try coreList("de").entries.map(\.name)
    let oman = try #require(names.firstIndex(of: "Oman"))
    let austria = try #require(names.firstIndex(of: "Österreich"))
    let pakistan = try #require(names.firstIndex(of: "Pakistan"))
    #expect(oman < austria && austria < pakistan)
  }

  @Test("Japanese sorts katakana in gojūon order, アイスランド first")
  func japanese() throws {
    let names = try coreList("ja").entries.map(\.name)
    #expect(names.first == "アイスランド")
    let america = try #require(names.firstIndex(of: "アメリカ合衆国"))
    let germany = try #require(names.firstIndex(of: "ドイツ"))
    #expect(america < germany)
  }

  @Test("Arabic sorts by the Arabic alphabet: ألمانيا (alif) before مصر (mīm)")
  func arabic() throws {
    let names = try coreList("ar").entries.map(\.name)
    let germany = try #require(names.firstIndex(of: "ألمانيا"))
    let egypt = try #require(names.firstIndex(of: "مصر"))
    let yemen = try #require(names.firstIndex(of: "اليمن"))
    #expect(germany < egypt)
    #expect(yemen < egypt)  // the article ال counts: alif-lām
  }
}
