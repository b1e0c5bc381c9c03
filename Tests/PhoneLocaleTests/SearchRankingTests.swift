// SearchRankingTests: match quality, region importance and collation; fields and folding.

import CICU
import PhoneCore
import PhoneLocale
import Testing

/// ICU's `Countries%<kind>` name of `region` in `locale`, read straight through the shim
/// (the second opinion on ``CountryEntry/shortNames`` and ``CountryEntry/variantNames``).
func icuAlternativeName(_ kind: String, _ region: String, locale: String) -> String? {
  var status: Int32 = 0
  guard let bundle = phonefmt_ures_open(phonefmt_ures_regionPackage(), locale, &status),
    status <= 0
  else { return nil }
  defer { phonefmt_ures_close(bundle) }
  guard let table = phonefmt_ures_getByKey(bundle, "Countries%\(kind)", &status), status <= 0
  else { return nil }
  defer { phonefmt_ures_close(table) }
  while phonefmt_ures_hasNext(table) {
    var length: Int32 = 0
    var key: UnsafePointer<CChar>?
    guard let text = phonefmt_ures_getNextString(table, &length, &key, &status), let key,
      status <= 0
    else { return nil }
    if String(cString: key) == region {
      return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
    }
  }
  return nil
}

@Suite("Country search ranking")
struct SearchRankingTests {
  @Test("A name that starts with the query ranks before one that contains it")
  func prefixBeforeInner() throws {
    let matches = try coreList("en").search("ger")
    #expect(codes(matches).first == "DE")
    #expect(matches.first?.rank == .prefix && matches.first?.field == .name)
    // Algeria, Niger, Nigeria: inside a word, after Germany, in collation order.
    #expect(Array(codes(matches).dropFirst()) == ["DZ", "NE", "NG"])
    #expect(matches.dropFirst().allSatisfy { $0.rank == .inner })
  }

  @Test("A dial code lists its main region first, then the preferred ones, then the rest")
  func dialCodeImportance() throws {
    let list = try coreList("en")
    let plain = list.search("+1")
    #expect(codes(plain).first == "US")
    #expect(plain.first?.importance == .mainRegion)
    #expect(plain.dropFirst().allSatisfy { $0.importance == .other })
    // The rest in collation order: American Samoa, Anguilla, Antigua & Barbuda, ...
    #expect(Array(codes(plain).dropFirst().prefix(3)) == ["AS", "AI", "AG"])

    let preferred = list.search("+1", preferring: [rc("JM"), rc("CA")])
    #expect(Array(codes(preferred).prefix(4)) == ["JM", "CA", "US", "AS"])
    #expect(
      preferred.map(\.importance).prefix(4) == [
        .preferred, .preferred, .mainRegion, .other,
      ])

    #expect(codes(list.search("+44", preferring: [rc("JE")])) == ["JE", "GB", "GG", "IM"])
    // The picker: preferred CH, DE, AT come first for `+4`, in the app's order, then
    // the main regions of the other +4x codes.
    let swiss = list.search("+4", preferring: [.ch, .de, .at])
    #expect(Array(codes(swiss).prefix(3)) == ["CH", "DE", "AT"])
    #expect(swiss.dropFirst(3).first?.importance == .mainRegion)
    // A dial-code prefix: every code starting 4, each code's main region before the others
    // of the same rank.
    let four = list.search("+4")
    #expect(four.allSatisfy { $0.rank == .prefix })
    let firstOther = try #require(four.firstIndex { $0.importance == .other })
    #expect(four[..<firstOther].allSatisfy { $0.entry.isMainRegion })
  }

  @Test("Among equal matches of a name, the preferred regions come first, in the app's order")
  func textImportance() throws {
    let list = try coreList("en")
    let plain = codes(list.search("guinea"))
    // Exact, then the start of "Guinea-Bissau", then later words: "Equatorial Guinea",
    // "Papua New Guinea".
    #expect(plain == ["GN", "GW", "GQ", "PG"])
    // "Congo - Brazzaville" and "Congo - Kinshasa" both start with "congo".
    #expect(codes(list.search("congo")) == ["CG", "CD"])
    let preferred = list.search("congo", preferring: [rc("CD"), rc("CG")])
    #expect(codes(preferred) == ["CD", "CG"])
    #expect(preferred.allSatisfy { $0.importance == .preferred })
    #expect(codes(list.search("congo", preferring: [rc("CD")])) == ["CD", "CG"])
  }

  @Test("The picker's preferred countries rank as preferred")
  func pickerPreferred() throws {
    let picker = CountryPicker(
      list: try coreList("en"), options: CountryPickerOptions(preferred: [rc("CA")]))
    #expect(Array(codes(picker.search("+1")).prefix(3)) == ["CA", "US", "AS"])
  }

  @Test(
    "Each field says why a row matched",
    arguments: [
      ("en", "uk", "GB", MatchField.shortName), ("de", "usa", "US", .shortName),
      ("en", "usa", "US", .alpha3Code), ("en", "gbr", "GB", .alpha3Code),
      ("en", "gb", "GB", .regionCode), ("en", "ivory coast", "CI", .variantName),
      ("de", "ivory coast", "CI", .variantName), ("ja", "germany", "DE", .englishName),
      ("en", "+44", "GB", .callingCode), ("fr", "allemagne", "DE", .name),
    ])
  func fields(_ locale: String, _ query: String, _ region: String, _ field: MatchField) throws {
    let first = try #require(try coreList(locale).search(query).first)
    #expect(first.entry.region == rc(region))
    #expect(first.field == field)
    #expect(first.rank == .exact)
  }

  @Test(
    "Apostrophes, quotes, hyphens, dots and & are folded",
    arguments: [
      ("en", "cote d'ivoire", "CI"), ("en", "cote d’ivoire", "CI"), ("en", "cote d‘ivoire", "CI"),
      ("en", "cote dʼivoire", "CI"), ("en", "cote divoire", "CI"), ("fr", "etats unis", "US"),
      ("fr", "royaume uni", "GB"), ("en", "st kitts & nevis", "KN"),
      ("en", "st kitts and nevis", "KN"), ("en", "st kitts nevis", "KN"),
      ("en", "trinidad and tobago", "TT"), ("en", "bosnia herzegovina", "BA"),
      ("es", "eeuu", "US"), ("fr", "eu", "US"),
    ])
  func folding(_ locale: String, _ query: String, _ region: String) throws {
    let first = try #require(try coreList(locale).search(query).first)
    #expect(first.entry.region == rc(region))
    #expect(first.rank == .exact)
  }

  @Test("Word starts: after a space, a hyphen, an apostrophe or a parenthesis")
  func wordStarts() throws {
    let en = try coreList("en")
    for (query, region) in [("ivoire", "CI"), ("kingdom", "GB"), ("drc", "CD")] {
      let first = try #require(en.search(query).first)
      #expect(first.entry.region == rc(region))
      #expect(first.rank == .wordStart)
    }
    let zealand = try #require(try coreList("fr").search("zelande").first)  // Nouvelle-Zélande
    #expect(zealand.entry.region == rc("NZ") && zealand.rank == .wordStart)
  }

  @Test(
    "Short and variant names are ICU's, in the locale and in English",
    arguments: ["en", "de", "fr", "es", "ja", "ar"])
  func alternativeNamesFromICU(_ locale: String) throws {
    let list = try coreList(locale)
    var checked = 0
    for entry in list.entries {
      let code = entry.region.description
      for (kind, names) in [("short", entry.shortNames), ("variant", entry.variantNames)] {
        let expected = [
          icuAlternativeName(kind, code, locale: locale),
          icuAlternativeName(kind, code, locale: "en"),
        ].compactMap { $0 }
        var unique: [String] = []
        for name in expected where !unique.contains(name) { unique.append(name) }
        #expect(names == unique, "\(locale) \(code) \(kind)")
        checked += unique.count
      }
    }
    #expect(checked > 0)
  }

  @Test("Alpha-3 codes are ICU's")
  func alpha3() throws {
    let list = try coreList("en")
    #expect(list.entry(for: rc("GB"))?.alpha3Code == "GBR")
    #expect(list.entry(for: rc("DE"))?.alpha3Code == "DEU")
    #expect(list.entry(for: rc("XK"))?.alpha3Code == "XKK")
    // Ascension and Tristan da Cunha have no alpha-3 code in ISO 3166-1 (nor in ICU).
    #expect(
      list.entries.filter { $0.alpha3Code.count != 3 }.map(\.region.description) == ["AC", "TA"])
  }

  @Test("The main region of each calling code is marked")
  func mainRegions() throws {
    let list = try coreList("en")
    let main = Set(list.entries.filter(\.isMainRegion).map(\.region.description))
    #expect(main.isSuperset(of: ["GB", "US", "RU", "FR", "IT"]))
    #expect(main.isDisjoint(with: ["GG", "CA", "KZ", "VA"]))
  }

  @Test("A query of punctuation only lists every row")
  func punctuationOnly() throws {
    let list = try coreList("en")
    #expect(codes(list.search(" - ")) == codes(list.entries))
  }

  @Test("A locale without ICU data of its own has only the English short and variant names")
  func localeWithoutData() throws {
    // Ainu has no region names in ICU; ures_open answers from the default locale, which is
    // never taken (so nothing depends on LANG).
    let list = try coreList("ain")
    #expect(list.entry(for: rc("GB"))?.shortNames == ["UK"])
    #expect(list.entry(for: rc("CI"))?.variantNames == ["Ivory Coast"])
  }
}
