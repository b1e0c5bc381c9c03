// describe against phonenumbers (Tests/Golden/describe.tsv): carriers and time zones exactly,
// in every locale of the corpus, and no place without the geocoding pack.

import PhoneCallerID
import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

/// The corpus of `Scripts/generate-describe-corpus.py`, read once.
struct DescribeCorpus {
  /// The locales of the CARRIER/LOCATION column pairs, in order.
  static let locales = [
    "en", "de", "fr", "zh", "ja", "ar", "ru", "es", "ko", "pt", "zh_Hant", "pt_BR", "zh_TW", "kk",
    "uk",
  ]

  struct Row {
    var line: Int
    var region: String
    var input: String
    /// `error: REASON`, or the time zones joined by ",".
    var zones: String
    /// Per locale: carrier, location ("=" expanded).
    var answers: [(carrier: String, location: String)]
  }

  static func rows() throws -> [Row] {
    var out: [Row] = []
    for (i, cols) in try Golden.rows("describe.tsv").enumerated() {
      guard cols.count >= 3 else { continue }
      var answers: [(String, String)] = []
      if !cols[2].hasPrefix("error: ") {
        guard cols.count == 3 + 2 * locales.count else {
          Issue.record("row \(i): \(cols.count) columns")
          continue
        }
        for l in 0..<locales.count {
          let c = cols[3 + 2 * l]
          let p = cols[4 + 2 * l]
          answers.append((c == "=" ? cols[3] : c, p == "=" ? cols[4] : p))
        }
      }
      out.append(Row(line: i, region: cols[0], input: cols[1], zones: cols[2], answers: answers))
    }
    return out
  }
}

@Suite("Describe: carriers, places and time zones as libphonenumber")
struct DescribeConformanceTests {
  @Test("Carriers and time zones equal phonenumbers' for every number and locale of the corpus")
  func corpus() throws {
    let packs = RulePackCatalog()
    try compare(packs.catalog, places: false) { try packs.describe($0, locale: $1) }
  }

  @Test("CallerID.describe, without the packs, answers the corpus's carriers and time zones")
  func corpusWithoutPacks() throws {
    let catalog = CorePack.catalog()
    try compare(catalog, places: false) { number, locale in
      let about = try CallerID.describe(number, catalog: catalog, locale: locale)
      #expect(about.location == nil)
      return about
    }
  }

  @Test("With the geocoding pack, places equal phonenumbers' too, in every locale of the corpus")
  func corpusWithPlaces() throws {
    let packs = RulePackCatalog()
    try packs.load(directory: repositoryRoot + "/RulePacks/geocoding")
    try compare(packs.catalog, places: true) { try packs.describe($0, locale: $1) }
  }

  /// Parses every number of the corpus with `catalog` and compares what `describe` says of it
  /// in each locale with phonenumbers' answers (places too when `places`).
  func compare(
    _ catalog: PhoneCatalog, places: Bool,
    describe: (PhoneNumber, String) throws -> NumberDescription
  ) throws {
    let rows = try DescribeCorpus.rows()
    #expect(rows.count > 10_000)
    var differences: [String] = []
    var compared = 0
    var carriersNamed = 0
    var placesNamed = 0
    for row in rows {
      let region = try #require(RegionCode(row.region))
      let number: PhoneNumber
      do throws(ParseError) {
        number = try catalog.parse(row.input, region: region)
      } catch {
        if row.zones != "error: \(error.rawValue)" {
          differences.append(
            "\(row.region) \(row.input): error: \(error.rawValue), want \(row.zones)")
        }
        continue
      }
      if row.zones.hasPrefix("error: ") {
        differences.append("\(row.region) \(row.input): parsed, want \(row.zones)")
        continue
      }
      for (l, locale) in DescribeCorpus.locales.enumerated() {
        let about = try describe(number, locale)
        let got = [
          about.carrier ?? "", about.location ?? "", about.timeZones.joined(separator: ","),
        ]
        let want = [row.answers[l].carrier, places ? row.answers[l].location : "", row.zones]
        compared += 1
        if !row.answers[l].carrier.isEmpty { carriersNamed += 1 }
        if !row.answers[l].location.isEmpty { placesNamed += 1 }
        if got != want {
          differences.append("\(row.region) \(row.input) \(locale): got \(got), want \(want)")
        }
      }
    }
    #expect(compared > 100_000)
    #expect(carriersNamed > 10_000)
    #expect(placesNamed > 10_000)
    #expect(
      differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(10))")
  }

  @Test("Locales are read as libphonenumber's language, script and region, with its fallback")
  func locales() {
    #expect(DescribeLocale("zh_TW").candidates == ["zh_Hant", "zh_TW", "zh_TW", "zh"])
    #expect(DescribeLocale("zh-Hant-TW").candidates == ["zh_Hant_TW", "zh_Hant", "zh_TW", "zh"])
    #expect(DescribeLocale("pt-br").candidates == ["pt_BR", "pt_BR", "pt", "en"])
    #expect(DescribeLocale("en").candidates == ["en", "en", "en"])
    #expect(DescribeLocale("ja").candidates == ["ja", "ja"])
  }
}
