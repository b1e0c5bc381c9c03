// Agreement with libphonenumber (phonenumbers 9.0.43) on the numbers found in text, at every
// leniency: PhoneNumberMatcher's ranges (in Unicode scalars), numbers and extensions.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Finding numbers in text agrees with libphonenumber")
struct FindConformanceTests {
  let catalog = CoreFixture.catalog

  /// `START:END:E164[;ext=N]` per number found, joined by ` | `, as find.tsv writes them.
  static func answer(_ found: [FoundNumber]) -> String {
    found.map { f in
      var item = "\(f.scalarRange.lowerBound):\(f.scalarRange.upperBound):\(f.number)"
      if let ext = f.number.extensionNumber { item += ";ext=\(ext)" }
      return item
    }.joined(separator: " | ")
  }

  @Test("Every text of find.tsv at every leniency", arguments: Leniency.allCases)
  func corpus(leniency: Leniency) throws {
    let rows = try Golden.rows("find.tsv")
    #expect(rows.count > 1500)
    let column = 2 + Leniency.allCases.firstIndex(of: leniency)!
    var tally = Tally()
    for row in rows {
      let found = catalog.findNumbers(in: row[1], region: RegionCode(row[0]), leniency: leniency)
      let got = Self.answer(found)
      tally.record(
        got == row[column], kind: row[0],
        example: "\(row[0]) \(row[1].prefix(80)): expected \(row[column]), got \(got)")
      // Every match's range holds its raw text, which parses to its number.
      for f in found {
        #expect(String(row[1][f.range]) == f.rawText)
        #expect(try catalog.parse(f.rawText, region: RegionCode(row[0])) == f.number)
      }
    }
    #expect(tally.agree == tally.total, "find \(leniency): \(tally.summary)")
  }

  @Test("Every alternate format of libphonenumber's data compiles")
  func alternateFormats() {
    #expect(AlternateFormatsProbe.compiled == AlternateFormatsProbe.total)
    #expect(AlternateFormatsProbe.total == 158)
  }

  @Test("Ranges in String indices, UTF-16 and scalars agree")
  func ranges() throws {
    let text = "😀 Ring ０２０ ７９４６ ０９５８ or 👍🏽 +44 20 7946 0958 x12."
    let found = catalog.findNumbers(in: text, region: RegionCode("GB"))
    #expect(found.count == 2)
    for f in found {
      let utf16 = Array(text.utf16)
      #expect(String(decoding: utf16[f.utf16Range], as: UTF16.self) == f.rawText)
      let scalars = Array(text.unicodeScalars)
      #expect(String(String.UnicodeScalarView(scalars[f.scalarRange])) == f.rawText)
    }
    #expect(found.last?.number.extensionNumber == "12")
  }
}
