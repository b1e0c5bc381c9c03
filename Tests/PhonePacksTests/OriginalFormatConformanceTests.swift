// Agreement with libphonenumber (phonenumbers 9.0.43) on writing a number the way it was
// written: `format_in_original_format(parse_and_keep_raw_input(text, RR), RR)`.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Numbers written as they were written agree with libphonenumber")
struct OriginalFormatConformanceTests {
  let catalog = CoreFixture.catalog

  @Test("formatAsWritten agrees on every row of original.tsv")
  func corpus() throws {
    let rows = try Golden.rows("original.tsv")
    #expect(rows.count > 10000)
    var tally = Tally()
    for row in rows {
      let region = try #require(RegionCode(row[0]))
      let got: String
      do {
        got = try catalog.formatAsWritten(row[1], region: region)
      } catch {
        got = "error: \(error.rawValue)"
      }
      tally.record(
        got == row[2], kind: row[0],
        example: "\(row[0]) \(row[1]): expected \(row[2]), got \(got)")
    }
    #expect(tally.agree == tally.total, "original format: \(tally.summary)")
  }

  @Test("Each way of writing keeps its style; a changed digit gives the text back")
  func styles() throws {
    let gb = try #require(RegionCode("GB"))
    let us = try #require(RegionCode("US"))
    #expect(try catalog.formatAsWritten("02079460958", region: gb) == "020 7946 0958")
    #expect(try catalog.formatAsWritten("2079460958", region: gb) == "20 7946 0958")
    #expect(try catalog.formatAsWritten("+442079460958", region: gb) == "+44 20 7946 0958")
    #expect(try catalog.formatAsWritten("442079460958", region: gb) == "44 20 7946 0958")
    #expect(try catalog.formatAsWritten("011442079460958", region: us) == "011 44 20 7946 0958")
    #expect(
      try catalog.formatAsWritten("+44 (0) 20 7946 0958", region: gb) == "+44 (0) 20 7946 0958")
  }
}
