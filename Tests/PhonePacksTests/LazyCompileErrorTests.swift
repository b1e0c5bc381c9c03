// Regions that compile on first use and fail then: a JSON core pack is applied without
// compiling (as PHONEFMT_CORE_PACK is), so its broken rules surface only when used. Every entry
// point says so; none falls back to another region's rules or leaves a region out silently.

import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Rules that do not compile on first use")
struct LazyCompileErrorTests {
  /// GB and US compile; DE's formats do not, FR's and CA's number types do not.
  static func catalog() throws -> PhoneCatalog {
    try RulePackCatalog(coreDirectory: fixtures + "/lazy-core").catalog
  }

  static let deFormats =
    "DE formats[0].pattern: unterminated group at position 7 in \"(\\d{2})(\\d{4}\""

  @Test("Typing +CC of a region whose formats do not compile shows the keys, and says why")
  func typingCallingCode() throws {
    let catalog = try Self.catalog()
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    var shown: [String] = []
    for key in "+4930123456" { shown.append(typing.input(key)) }
    // Never GB's rules: as typed from the calling code on.
    #expect(
      shown.suffix(9) == [
        "+49", "+493", "+4930", "+49301", "+493012", "+4930123",
        "+49301234", "+493012345", "+4930123456",
      ])
    #expect(typing.rulesError?.description == Self.deFormats)
    #expect(typing.detectedRegion == RegionCode("DE"))
    // The dialling prefix too.
    typing.clear()
    #expect(typing.rulesError == nil)
    for key in "0049301" { typing.input(key) }
    #expect(typing.text == "0049301")
    #expect(typing.rulesError?.description == Self.deFormats)
    // A calling code whose rules compile formats as before.
    typing.clear()
    for key in "02079460958" { typing.input(key) }
    #expect(typing.text == "020 7946 0958")
    #expect(typing.rulesError == nil)
    // The field shows the same, and its formatter says why.
    var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: catalog)
    field.insert("+49 30 123")  // a paste: its digits typed
    #expect(field.text == "+4930123")
    #expect(field.formatter.rulesError?.description == Self.deFormats)
  }

  @Test("A formatter of such a region is refused with the compile error")
  func formatterOfBrokenRegion() throws {
    let catalog = try Self.catalog()
    #expect(throws: FormatterError.self) {
      try AsYouTypeFormatter(region: RegionCode("DE")!, catalog: catalog)
    }
    do {
      _ = try AsYouTypeFormatter(region: RegionCode("DE")!, catalog: catalog)
    } catch {
      #expect(error.description == Self.deFormats)
    }
  }

  @Test("Parsing, validating and checking need the rules: rules-do-not-compile")
  func parseAndValidate() throws {
    let catalog = try Self.catalog()
    let gb = RegionCode("GB")
    // FR's number types do not compile: a +33 number cannot be parsed.
    #expect(throws: ParseError.rulesDoNotCompile) {
      try catalog.parse("+33 1 23 45 67 89", region: gb)
    }
    #expect(throws: ParseError.rulesDoNotCompile) {
      try catalog.parse("01 23 45 67 89", region: RegionCode("FR"))
    }
    #expect(catalog.validate("+33 1 23 45 67 89", region: gb) == .invalid(.rulesDoNotCompile))
    #expect(catalog.check("+33 1 23 45 67 89", region: gb).validity == .invalid(.rulesDoNotCompile))
    // +1 is shared by US and CA, and CA's types do not compile: whether a number is one of
    // CA's cannot be told, so it is not taken for a US number.
    let us = try catalog.parse("+1 201 555 0123", region: gb)
    #expect(catalog.validate("+1 201 555 0123", region: gb) == .invalid(.rulesDoNotCompile))
    #expect(catalog.region(for: us) == nil)
    #expect(!catalog.isValid(us))
    // GB compiles, in the same catalog.
    #expect(catalog.validate("020 7946 0958", region: gb) == .valid(.fixedLine))
  }

  @Test("Formatting needs the formats: rules-do-not-compile, except for E.164")
  func format() throws {
    let catalog = try Self.catalog()
    let gb = RegionCode("GB")
    // DE's number types compile, its formats do not.
    let number = try catalog.parse("+49 30 123456", region: gb)
    #expect(number.description == "+4930123456")
    #expect(throws: ParseError.rulesDoNotCompile) {
      try catalog.format("+49 30 123456", region: gb, style: .international)
    }
    #expect(try catalog.format("+49 30 123456", region: gb, style: .e164) == "+4930123456")
    var line: [UInt8] = []
    #expect(throws: ParseError.rulesDoNotCompile) {
      try catalog.format("+49 30 123456", region: gb, style: .national, into: &line)
    }
    #expect(line.isEmpty)
    #expect(
      try catalog.format("02079460958", region: gb, style: .international) == "+44 20 7946 0958")
  }
}
