// End-to-end: `phonefmt explain` says which region a number belongs to and where its format
// came from.

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt explain end to end")
struct ExplainCommandTests {
  @Test("explain: region, validity, the format chosen and its pack, file and JSON path")
  func explain() throws {
    let r = try phonefmt(
      ["explain", "--region", "AE", "--packs", "RulePacks/examples/uae-mobile-dashes"],
      stdin: "0501234567\n+1 900 234 5678\nabc\n", jsonCore: true)
    #expect(r.stderr == "")
    #expect(r.status == 1)  // "abc" is not a number
    #expect(
      r.stdout == #"""
        input: 0501234567
        number: +971501234567
        region: AE
        validity: valid mobile
        formats-of: AE (+971)
        format: (\d{2})(\d{3})(\d{4}) -> $1-$2-$3
        source: uae-mobile-dashes regions/AE.json $.formats[0]
        candidates: formats[0] formats[4]
        candidate-sources: uae-mobile-dashes regions/AE.json $.formats[0], core regions/AE.json $.formats[3]
        chosen-by: the first candidate in list order (libphonenumber's format_number)
        typing-ranks-first: formats[0]
        national: 050-123-4567
        international: +971 50-123-4567
        carrier: Etisalat

        input: +1 900 234 5678
        number: +19002345678
        region: US
        validity: valid premium-rate
        formats-of: US (+1)
        format: (\d{3})(\d{3})(\d{4}) -> ($1) $2-$3
        source: core regions/US.json $.formats[2]
        candidates: formats[2]
        candidate-sources: core regions/US.json $.formats[2]
        chosen-by: the first candidate in list order (libphonenumber's format_number)
        typing-ranks-first: formats[2]
        international-format: (\d{3})(\d{3})(\d{4}) -> $1-$2-$3
        international-source: core regions/US.json $.internationalFormats[1]
        national: (900) 234-5678
        international: +1 900-234-5678

        input: abc
        error: not-a-number


        """#)
  }

  @Test("explain names the pack that replaced a region, and the region a number belongs to")
  func replaced() throws {
    let r = try phonefmt(
      ["--packs", "Tests/PhonePacksTests/Fixtures/replace-gb", "explain", "--region", "GB"],
      stdin: "2079460958\n")
    #expect(r.stderr == "")
    #expect(r.stdout.contains("\nregion: GB\n"))
    #expect(r.stdout.contains("\nsource: replace-gb regions/GB.json $.formats[0]\n"))
  }
}
