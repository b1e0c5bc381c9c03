// SearchQueryTableTests: queries people type in seven locales, and the region each should find first.

import PhoneCore
import PhoneLocale
import Testing

/// One query as a person types it, in a locale, and the region they are looking for.
struct SearchQuery: CustomTestStringConvertible, Sendable {
  let locale: String
  let text: String
  let expected: String

  var testDescription: String { "\(locale) '\(text)' -> \(expected)" }
}

@Suite("Country search: the query table")
struct SearchQueryTableTests {
  /// The table: short and variant names, ISO codes, punctuation and accents left out, dial
  /// codes, native scripts, in en, de, fr, es, ar, ja and sv.
  static let table: [SearchQuery] = [
    // English: CLDR short and variant names, alpha-3, folding, ranking.
    .init(locale: "en", text: "uk", expected: "GB"),
    .init(locale: "en", text: "usa", expected: "US"),
    .init(locale: "en", text: "us", expected: "US"),
    .init(locale: "en", text: "united states", expected: "US"),
    .init(locale: "en", text: "ger", expected: "DE"),
    .init(locale: "en", text: "deu", expected: "DE"),
    .init(locale: "en", text: "gbr", expected: "GB"),
    .init(locale: "en", text: "ivory coast", expected: "CI"),
    .init(locale: "en", text: "cote d'ivoire", expected: "CI"),
    .init(locale: "en", text: "cote dʼivoire", expected: "CI"),
    .init(locale: "en", text: "ivoire", expected: "CI"),
    .init(locale: "en", text: "turkiye", expected: "TR"),
    .init(locale: "en", text: "czech republic", expected: "CZ"),
    .init(locale: "en", text: "east timor", expected: "TL"),
    .init(locale: "en", text: "swaziland", expected: "SZ"),
    .init(locale: "en", text: "cabo verde", expected: "CV"),
    .init(locale: "en", text: "palestine", expected: "PS"),
    .init(locale: "en", text: "congo (drc)", expected: "CD"),
    .init(locale: "en", text: "st kitts", expected: "KN"),
    .init(locale: "en", text: "saint kitts", expected: "KN"),
    .init(locale: "en", text: "saint lucia", expected: "LC"),
    .init(locale: "en", text: "st. kitts and nevis", expected: "KN"),
    .init(locale: "en", text: "trinidad and tobago", expected: "TT"),
    .init(locale: "en", text: "bosnia", expected: "BA"),
    .init(locale: "en", text: "niger", expected: "NE"),
    .init(locale: "en", text: "nigeria", expected: "NG"),
    .init(locale: "en", text: "burma", expected: "MM"),
    .init(locale: "en", text: "hong kong", expected: "HK"),
    .init(locale: "en", text: "ＵＫ", expected: "GB"),
    .init(locale: "en", text: "isle of man", expected: "IM"),
    .init(locale: "en", text: "aotearoa", expected: "NZ"),
    .init(locale: "en", text: "turkey", expected: "TR"),
    .init(locale: "en", text: "man", expected: "IM"),
    .init(locale: "en", text: "korea", expected: "KR"),
    .init(locale: "en", text: "+44", expected: "GB"),
    .init(locale: "en", text: "44", expected: "GB"),
    .init(locale: "en", text: "+1", expected: "US"),
    .init(locale: "en", text: "+7", expected: "RU"),
    .init(locale: "en", text: "+61", expected: "AU"),
    .init(locale: "en", text: "+262", expected: "RE"),
    // German.
    .init(locale: "de", text: "usa", expected: "US"),
    .init(locale: "de", text: "uk", expected: "GB"),
    .init(locale: "de", text: "vereinigtes k", expected: "GB"),
    .init(locale: "de", text: "deutsch", expected: "DE"),
    .init(locale: "de", text: "osterreich", expected: "AT"),
    .init(locale: "de", text: "elfenbeinkuste", expected: "CI"),
    .init(locale: "de", text: "tschechische republik", expected: "CZ"),
    .init(locale: "de", text: "ger", expected: "DE"),
    .init(locale: "de", text: "turkei", expected: "TR"),
    .init(locale: "de", text: "+41", expected: "CH"),
    // French.
    .init(locale: "fr", text: "etats unis", expected: "US"),
    .init(locale: "fr", text: "é.-u.", expected: "US"),
    .init(locale: "fr", text: "royaume uni", expected: "GB"),
    .init(locale: "fr", text: "cote d'ivoire", expected: "CI"),
    .init(locale: "fr", text: "allemagne", expected: "DE"),
    .init(locale: "fr", text: "timor oriental", expected: "TL"),
    .init(locale: "fr", text: "nouvelle zelande", expected: "NZ"),
    .init(locale: "fr", text: "+33", expected: "FR"),
    // Spanish.
    .init(locale: "es", text: "eeuu", expected: "US"),
    .init(locale: "es", text: "ee.uu.", expected: "US"),
    .init(locale: "es", text: "estados unidos", expected: "US"),
    .init(locale: "es", text: "espana", expected: "ES"),
    .init(locale: "es", text: "reino unido", expected: "GB"),
    .init(locale: "es", text: "costa de marfil", expected: "CI"),
    .init(locale: "es", text: "mexico", expected: "MX"),
    .init(locale: "es", text: "+52", expected: "MX"),
    // Arabic.
    .init(locale: "ar", text: "مصر", expected: "EG"),
    .init(locale: "ar", text: "السعودية", expected: "SA"),
    .init(locale: "ar", text: "الامارات", expected: "AE"),
    .init(locale: "ar", text: "الإمارات", expected: "AE"),
    .init(locale: "ar", text: "المغرب", expected: "MA"),
    .init(locale: "ar", text: "فلسطين", expected: "PS"),
    .init(locale: "ar", text: "كوت ديفوار", expected: "CI"),
    .init(locale: "ar", text: "+٩٧١", expected: "AE"),
    .init(locale: "ar", text: "+20", expected: "EG"),
    .init(locale: "ar", text: "usa", expected: "US"),
    .init(locale: "ar", text: "germany", expected: "DE"),
    // Japanese.
    .init(locale: "ja", text: "ドイツ", expected: "DE"),
    .init(locale: "ja", text: "アメリカ", expected: "US"),
    .init(locale: "ja", text: "英国", expected: "GB"),
    .init(locale: "ja", text: "イギリス", expected: "GB"),
    .init(locale: "ja", text: "日本", expected: "JP"),
    .init(locale: "ja", text: "象牙海岸", expected: "CI"),
    .init(locale: "ja", text: "ﾄﾞｲﾂ", expected: "DE"),
    .init(locale: "ja", text: "+81", expected: "JP"),
    .init(locale: "ja", text: "uk", expected: "GB"),
    // Swedish.
    .init(locale: "sv", text: "aland", expected: "AX"),
    .init(locale: "sv", text: "osterrike", expected: "AT"),
    .init(locale: "sv", text: "storbritannien", expected: "GB"),
    .init(locale: "sv", text: "tyskland", expected: "DE"),
    .init(locale: "sv", text: "+46", expected: "SE"),
  ]

  /// The queries whose region is listed but not first, as the test prints them (query, then
  /// the first regions listed). Measured, not allowed for: the test fails if this list changes
  /// either way, so a fix or a new miss shows up here.
  ///
  /// - `korea`: "North Korea" and "South Korea" match equally well (the start of a later
  ///   word); collation order puts North first. Only the app knows which one its users mean
  ///   (``CountryPickerOptions/preferred``).
  static let knownMisses: [String] = [
    "en 'korea' -> KR: [\"KP\", \"KR\"]"
  ]

  /// The regions each query lists, in order.
  static func results() throws -> [(query: SearchQuery, regions: [String])] {
    var lists: [String: CountryList] = [:]
    return try table.map { query in
      let list = try lists[query.locale] ?? coreList(query.locale)
      lists[query.locale] = list
      return (query, codes(list.search(query.text)))
    }
  }

  @Test("The table has at least 60 queries in at least 5 locales")
  func tableSize() {
    #expect(Self.table.count >= 60)
    // The CountrySearch article quotes this count and the misses below.
    #expect(Self.table.count == 91)
    #expect(Set(Self.table.map(\.locale)).count >= 5)
  }

  @Test("Every query lists its region, and first except for the documented misses")
  func firstPlace() throws {
    let results = try Self.results()
    let notListed = results.filter { !$0.regions.contains($0.query.expected) }
    #expect(notListed.map { "\($0.query.testDescription): \($0.regions.prefix(5))" } == [])
    let misses = results.filter { $0.regions.first != $0.query.expected }
    #expect(
      misses.map { "\($0.query.testDescription): \($0.regions.prefix(5))" } == Self.knownMisses)
    // The measured rate, as the test asserts it: first place for all but the known misses.
    #expect(results.count - misses.count == Self.table.count - Self.knownMisses.count)
  }
}
