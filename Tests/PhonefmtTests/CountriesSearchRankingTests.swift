// End-to-end: `phonefmt countries --search` lists the best matches first (issue 16's ranking).

import Foundation
import Testing

@Suite("phonefmt countries --search ranking end to end")
struct CountriesSearchRankingTests {
  /// The region codes of the output's lines, in order.
  static func codes(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
  }

  @Test("A name that starts with the query comes before names that contain it")
  func prefixFirst() throws {
    let r = try phonefmt(["countries", "--locale", "en", "--search", "ger"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        DE\t+49\tGermany
        DZ\t+213\tAlgeria
        NE\t+227\tNiger
        NG\t+234\tNigeria

        """)
  }

  @Test("A dial code lists its main region first")
  func dialCodes() throws {
    let one = try phonefmt(["countries", "--locale", "en", "--search", "+1"])
    #expect(Array(Self.codes(one.stdout).prefix(4)) == ["US", "AS", "AI", "AG"])
    let seven = try phonefmt(["countries", "--locale", "en", "--search", "+7"])
    #expect(Self.codes(seven.stdout) == ["RU", "KZ"])
  }

  @Test("CLDR short and variant names, alpha-3 codes and punctuation-blind names are found")
  func otherNames() throws {
    for (locale, query, first) in [
      ("en", "uk", "GB"), ("de", "usa", "US"), ("en", "deu", "DE"), ("en", "ivory coast", "CI"),
      ("en", "cote d'ivoire", "CI"), ("fr", "etats unis", "US"), ("es", "eeuu", "US"),
      ("ja", "英国", "GB"), ("en", "st kitts", "KN"),
    ] {
      let r = try phonefmt(["countries", "--locale", locale, "--search", query])
      #expect(r.status == 0)
      #expect(Self.codes(r.stdout).first == first, "\(locale) \(query)")
    }
  }
}
