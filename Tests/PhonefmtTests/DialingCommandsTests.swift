// End-to-end tests of the dialing commands: `validate --in-region`, the dialing styles of
// `format` and `short`.

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt dialing commands end to end")
struct DialingCommandsTests {
  @Test("validate --in-region: `invalid wrong-region` for a number valid for another region")
  func validateInRegion() throws {
    let input = "+1 416 555 0123\n(201) 555-0123\n+44 20 7946 0958\n+1 201\nabc\n"
    let r = try phonefmt(["validate", "--region", "US", "--in-region"], stdin: input)
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        invalid wrong-region
        valid fixed-line-or-mobile
        invalid wrong-region
        invalid too-short
        invalid not-a-number

        """)
    let plain = try phonefmt(["validate", "--region", "US"], stdin: input)
    #expect(plain.stdout.hasPrefix("valid fixed-line-or-mobile\nvalid fixed-line-or-mobile\n"))
  }

  @Test("validate --in-region takes no value")
  func inRegionFlag() throws {
    let r = try phonefmt(["validate", "--region", "US", "--in-region=yes"], stdin: "")
    #expect(r.status == 2)
    #expect(r.stderr == "phonefmt: error: --in-region takes no value\n")
  }

  @Test("format --style out-of-country and mobile-dialing: the number as dialled from XX")
  func dialingStyles() throws {
    let london = "020 7946 0958\n"
    var r = try phonefmt(
      ["format", "--region", "GB", "--style", "out-of-country", "--calling-from", "US"],
      stdin: london + "abc\n")
    #expect(r.status == 1)
    #expect(r.stdout == "011 44 20 7946 0958\nerror: not-a-number\n")
    // From a non-geographic entity (001), as from a region libphonenumber does not know.
    r = try phonefmt(
      ["format", "--region", "GB", "--style", "out-of-country", "--calling-from", "001"],
      stdin: london)
    #expect(r.stdout == "+44 20 7946 0958\n")
    r = try phonefmt(
      ["format", "--region", "GB", "--style", "mobile-dialing", "--calling-from", "GB"],
      stdin: london)
    #expect(r.status == 0)
    #expect(r.stdout == "020 7946 0958\n")
    // Within Brazil, fixed-line numbers need a carrier code: not dialable as parsed.
    r = try phonefmt(
      ["format", "--region", "BR", "--style", "mobile-dialing", "--calling-from", "BR"],
      stdin: "(11) 2345-6789\n")
    #expect(r.status == 1)
    #expect(r.stdout == "error: not-dialable\n")
  }

  @Test("format: --calling-from is required by the dialing styles and refused by the others")
  func callingFromUsage() throws {
    var r = try phonefmt(["format", "--region", "GB", "--style", "out-of-country"], stdin: "")
    #expect(r.status == 2)
    #expect(
      r.stderr == "phonefmt: error: missing --calling-from XX (the region the call is made from)\n")
    r = try phonefmt(
      ["format", "--region", "GB", "--style", "e164", "--calling-from", "US"], stdin: "")
    #expect(r.status == 2)
    #expect(
      r.stderr
        == "phonefmt: error: --calling-from goes with --style out-of-country or mobile-dialing\n")
    r = try phonefmt(
      ["format", "--region", "GB", "--style", "mobile-dialing", "--calling-from", "ZZ"], stdin: "")
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("phonefmt: error: unknown region 'ZZ' after --calling-from"))
  }

  @Test("short: seven answers per line, TAB-joined; error lines make exit status 1")
  func short() throws {
    let r = try phonefmt(
      ["short", "--region", "GB"], stdin: "999\n116123\n9994\n+44 999\nabc\n118118\n")
    #expect(r.status == 1)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        possible\tvalid\ttoll-free\temergency\tconnects-to-emergency\t-\t-
        possible\tvalid\ttoll-free\t-\t-\t-\t-
        possible\tinvalid\tunknown-cost\t-\tconnects-to-emergency\t-\t-
        possible\tvalid\ttoll-free\t-\t-\t-\t-
        error: not-a-number
        possible\tvalid\tunknown-cost\t-\t-\t-\t-

        """)
  }

  @Test("short: hostile lines each get a defined answer")
  func shortHostile() throws {
    let lines = [
      String(repeating: "9", count: 100_000), "\u{200B}\u{202E}112", "\u{0}\u{1}",
      String(repeating: "ab", count: 50_000), "999",
    ]
    let r = try phonefmt(["short", "--region", "GB"], stdin: lines.joined(separator: "\n") + "\n")
    #expect(r.status == 1)
    let out = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(out.count == lines.count + 1)
    #expect(out.first == "error: too-long")
    #expect(
      out.dropLast().last == "possible\tvalid\ttoll-free\temergency\tconnects-to-emergency\t-\t-")
  }

  @Test("The usage text names short, the dialing styles and --in-region")
  func usage() throws {
    let h = try phonefmt(["--help"])
    #expect(h.status == 0)
    #expect(
      h.stdout.contains("\n  short --region RR      each stdin line is digits as dialled in RR"))
    #expect(
      h.stdout.contains(
        "\n  format --region RR --style out-of-country|mobile-dialing --calling-from XX\n"))
    #expect(h.stdout.contains("\n  validate --region RR [--in-region]\n"))
  }
}
