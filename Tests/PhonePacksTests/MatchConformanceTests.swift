// Agreement with libphonenumber (phonenumbers 9.0.43) on whether two numbers are the same:
// `isNumberMatch` on two texts, and on two numbers parsed in one region.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Number matching agrees with libphonenumber")
struct MatchConformanceTests {
  let catalog = CoreFixture.catalog

  @Test("exact, nsn, short-nsn, none and not-a-number agree on every row of match.tsv")
  func corpus() throws {
    let rows = try Golden.rows("match.tsv")
    #expect(rows.count > 10000)
    var tally = Tally()
    var seen = Set<String>()
    for row in rows {
      let got: NumberMatch
      if row[0].isEmpty {
        got = catalog.match(row[1], row[2])
      } else {
        let region = RegionCode(row[0])
        do {
          got = catalog.match(
            try catalog.parse(row[1], region: region), try catalog.parse(row[2], region: region))
        } catch {
          got = .notANumber
        }
      }
      seen.insert(row[3])
      tally.record(
        got.rawValue == row[3], kind: "\(row[3]) -> \(got)",
        example: "[\(row[0])] \(row[1]) | \(row[2]): expected \(row[3]), got \(got)")
    }
    #expect(seen == Set(NumberMatch.allCases.map(\.rawValue)))
    #expect(tally.agree == tally.total, "match: \(tally.summary)")
  }

  @Test("The cases of libphonenumber's documentation")
  func documented() throws {
    #expect(catalog.match("+1 345 657 1234", "657 1234") == .shortNSN)
    #expect(catalog.match("+1 345 657 1234", "345 657") == .noMatch)
    #expect(catalog.match("+44 20 7946 0958", "020 7946 0958") == .nsn)
    #expect(catalog.match("+44 20 7946 0958", "+44 20 7946 0958") == .exact)
    #expect(catalog.match("+44 20 7946 0958", "+44 20 7946 0958 ext. 12") == .shortNSN)
    #expect(catalog.match("+44 20 7946 0958 x1", "+44 20 7946 0958 ext. 12") == .noMatch)
    #expect(catalog.match("+44 20 7946 0958", "hello") == .notANumber)
    #expect(catalog.match("020 7946 0958", "7946 0958") == .shortNSN)
    let a = try catalog.parse("+39 06 1234 5678", region: nil)
    let b = try catalog.parse("+39 6 1234 5678", region: nil)
    #expect(catalog.match(a, b) == .shortNSN)  // the Italian leading zero
    #expect(catalog.match(a, a) == .exact)
    #expect(catalog.match(a, "06 1234 5678") == .nsn)
  }
}
