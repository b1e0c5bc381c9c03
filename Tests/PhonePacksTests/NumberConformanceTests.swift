// Agreement with libphonenumber (phonenumbers 9.0.43) for complete numbers: formatting in four
// styles, validation, and the region of numbers whose calling code is shared.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

struct Tally {
  var total = 0
  var agree = 0
  var disagreements: [String: Int] = [:]
  var examples: [String] = []

  mutating func record(
    _ ok: Bool, kind: @autoclosure () -> String, example: @autoclosure () -> String
  ) {
    total += 1
    if ok {
      agree += 1
    } else {
      disagreements[kind(), default: 0] += 1
      if examples.count < 10 { examples.append(example()) }
    }
  }

  /// The agreement, the most frequent kinds of disagreement and the first differences: the
  /// message of a failed equality.
  var summary: String {
    let kinds = disagreements.sorted { $0.value > $1.value }.prefix(8)
      .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    var text = "\(agree)/\(total) agree"
    if !kinds.isEmpty { text += "; disagreements: \(kinds); first:\n" }
    return text + examples.map { "  \($0)" }.joined(separator: "\n")
  }
}

@Suite("Complete numbers agree with libphonenumber")
struct NumberConformanceTests {
  let catalog = CoreFixture.catalog

  @Test("Formatting in E.164, international, national and RFC 3966 agrees on every row")
  func format() throws {
    let rows = try Golden.rows("format.tsv")
    #expect(rows.count > 7000)
    var tally = Tally()
    let styles: [NumberStyle] = [.e164, .international, .national, .rfc3966]
    for row in rows {
      let region = RegionCode(row[0])
      for (i, style) in styles.enumerated() {
        let got: String
        do {
          got = try catalog.format(row[1], region: region, style: style)
        } catch {
          got = "error: \(error.rawValue)"
        }
        tally.record(
          got == row[2 + i], kind: "\(row[0]) \(style.rawValue)",
          example:
            "\(row[0]) \(style.rawValue) \(row[1].prefix(40)): expected \(row[2 + i]), got \(got)")
      }
    }
    #expect(tally.agree == tally.total, "format: \(tally.summary)")
  }

  @Test("Validation (valid TYPE / invalid REASON) agrees on every row")
  func validate() throws {
    let rows = try Golden.rows("validate.tsv")
    #expect(rows.count > 10000)
    var tally = Tally()
    for row in rows {
      let got = catalog.validate(row[1], region: RegionCode(row[0])).description
      tally.record(
        got == row[2], kind: "\(row[2]) -> \(got)",
        example: "\(row[0]) \(row[1].prefix(40)): expected \(row[2]), got \(got)")
    }
    #expect(tally.agree == tally.total, "validation: \(tally.summary)")
  }

  @Test("The region of numbers with a shared calling code agrees on every row")
  func regionDetection() throws {
    let rows = try Golden.rows("region.tsv")
    #expect(rows.count > 250)
    var tally = Tally()
    for row in rows {
      let number = try catalog.parse(row[0], region: nil)
      let got = catalog.region(for: number).map { "\($0)" } ?? "ZZ"
      tally.record(
        got == row[1], kind: "\(row[1]) -> \(got)",
        example: "\(row[0]): expected \(row[1]), got \(got)")
      // The as-you-type formatter reports the same region once the number is complete.
      var typing = try AsYouTypeFormatter(region: RegionCode("US")!, catalog: catalog)
      for c in row[0] { typing.input(c) }
      if got != "ZZ" { #expect(typing.detectedRegion.map { "\($0)" } == got, "\(row[0])") }
    }
    #expect(tally.agree == tally.total, "region detection: \(tally.summary)")
  }
}
