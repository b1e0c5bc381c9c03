// Format templates (`(###) ###-####`) compiled to patterns and formats, and ranked with them.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Format templates")
struct FormatTemplateTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var template: String
    var nationalPrefix: String?
    var pattern: String
    var format: String
    var leadingDigits: [String]
    var rule: String?
    var testDescription: String { template }
  }

  static let cases: [Case] = [
    Case(
      template: "(###) ###-####", pattern: "(\\d{3})(\\d{3})(\\d{4})", format: "($1) $2-$3",
      leadingDigits: []),
    Case(
      template: "+1 (###) ###-####", pattern: "(\\d{3})(\\d{3})(\\d{4})", format: "($1) $2-$3",
      leadingDigits: []),
    Case(
      template: "1 (###) ###-####", nationalPrefix: "1", pattern: "(\\d{3})(\\d{3})(\\d{4})",
      format: "($1) $2-$3", leadingDigits: [], rule: "1 $1"),
    Case(
      template: "011 $", pattern: "(\\d{3})(\\d{1,14})", format: "$1 $2",
      leadingDigits: ["011"]),
    Case(
      template: "0### - ### ####", nationalPrefix: "0", pattern: "(\\d{3})(\\d{3})(\\d{4})",
      format: "$1 - $2 $3", leadingDigits: [], rule: "0$1"),
    Case(
      template: "02# #### ####", nationalPrefix: "0", pattern: "(\\d{2})(\\d{4})(\\d{4})",
      format: "$1 $2 $3", leadingDigits: ["2"], rule: "0$1"),
    Case(
      template: "(0##) ####-####", nationalPrefix: "0", pattern: "(\\d{2})(\\d{4})(\\d{4})",
      format: "$1 $2-$3", leadingDigits: [], rule: "(0$1)"),
    Case(
      template: "0#0-####-####", nationalPrefix: "0", pattern: "(\\d{2})(\\d{4})(\\d{4})",
      format: "$1-$2-$3", leadingDigits: ["\\d0"], rule: "0$1"),
    Case(
      template: "01[2-9]1 ### ####", nationalPrefix: "0", pattern: "(\\d{3})(\\d{3})(\\d{4})",
      format: "$1 $2 $3", leadingDigits: ["1[2-9]1"], rule: "0$1"),
    Case(
      template: "## ### ## ##", nationalPrefix: "0", pattern: "(\\d{2})(\\d{3})(\\d{2})(\\d{2})",
      format: "$1 $2 $3 $4", leadingDigits: []),
  ]

  @Test(
    "A template compiles to a pattern, a format, leading digits and a prefix rule",
    arguments: cases)
  func compiles(_ c: Case) throws {
    let f = try FormatTemplate(parsing: c.template).numberFormat(nationalPrefix: c.nationalPrefix)
    #expect(f.pattern == c.pattern)
    #expect(f.format == c.format)
    #expect(f.leadingDigits == c.leadingDigits)
    #expect(f.nationalPrefixFormattingRule == c.rule)
  }

  @Test("A leading +CC is the calling code, taken off")
  func callingCode() throws {
    #expect(try FormatTemplate(parsing: "+44 ## #### ####").callingCode == 44)
    #expect(try FormatTemplate(parsing: "## ####").callingCode == nil)
  }

  @Test(
    "Templates that can never match are errors with their position",
    arguments: [
      ("0### $ ###", 7, "nothing can be typed after $"),
      ("0[] ###", 1, "empty class"),
      ("0[9-2]##", 2, "reversed range 9-2"),
      ("[2-9", 0, "unterminated class"),
      (" - () ", 6, "nothing to type"),
      ("", 0, "nothing to type"),
      ("## + ##", 3, "+ is only allowed at the start, before the calling code"),
      ("##x##", 2, "unexpected letter 'x' (templates use #, digits, [2-9] and $)"),
      ("## {3}", 3, "unexpected '{' (templates use #, digits, [2-9] and $)"),
      ("##################", 17, "more than 17 digits"),
    ])
  func errors(_ text: String, _ position: Int, _ reason: String) {
    #expect(throws: PatternSyntaxError(pattern: text, position: position, reason: reason)) {
      try FormatTemplate(parsing: text)
    }
  }

  @Test("Templates and patterns rank together in one region")
  func mixedRegion() throws {
    // A pattern format for 020 numbers and template formats for 01x1 and other 01 numbers.
    let t1 = try FormatTemplate(parsing: "01#1 ### ####").numberFormat(nationalPrefix: "0")
    let t2 = try FormatTemplate(parsing: "01### ######").numberFormat(nationalPrefix: "0")
    let london = NumberFormat(
      pattern: "(\\d{2})(\\d{4})(\\d{4})", format: "$1 $2 $3", leadingDigits: ["2"],
      nationalPrefixFormattingRule: "0$1")
    for order in [[t1, t2, london], [london, t2, t1], [t2, london, t1]] {
      let region = Region(
        code: RegionCode("GB")!, callingCode: 44, internationalPrefix: "00",
        nationalPrefix: "0", nationalPrefixForParsing: "0", formats: order)
      let catalog = PhoneCatalog(regions: [region])
      #expect(try typeAll("01214960000", region: "GB", catalog: catalog).last == "0121 496 0000")
      #expect(try typeAll("01632960000", region: "GB", catalog: catalog).last == "01632 960000")
      #expect(try typeAll("02079460958", region: "GB", catalog: catalog).last == "020 7946 0958")
      #expect(try typeAll("0121496", region: "GB", catalog: catalog).last == "0121 496")
    }
  }
}
