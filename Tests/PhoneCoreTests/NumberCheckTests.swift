// NumberCheckTests: the submit call (number and validity in one parse) and the region constants.

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Submitting a number: catalog.check")
struct NumberCheckTests {
  let catalog = CoreFixture.catalog

  @Test("A valid number: its kind, its region and every style, from one call")
  func valid() {
    let check = catalog.check("07400 123456", region: .gb)
    #expect(check.validity == .valid(.mobile))
    #expect(check.isValid && check.type == .mobile && check.invalidReason == nil)
    #expect(check.number?.description == "+447400123456")
    #expect(check.region == .gb)
    #expect(check.formatted(.e164) == "+447400123456")
    #expect(check.formatted(.international) == "+44 7400 123456")
    #expect(check.formatted(.national) == "07400 123456")
    #expect(check.formatted(.rfc3966) == "tel:+44-7400-123456")
    #expect(check.description == "valid mobile +447400123456")
  }

  @Test("A number of the wrong length keeps its digits and says why it is invalid")
  func tooShort() {
    let check = catalog.check("0612", region: .fr)
    #expect(check.validity == .invalid(.tooShort))
    #expect(!check.isValid && check.type == nil && check.invalidReason == .tooShort)
    // The national prefix 0 stays: without it the rest would be shorter still
    // (libphonenumber's parse keeps it then too).
    #expect(check.number?.description == "+330612")
    #expect(check.formatted(.e164) == "+330612")
    #expect(catalog.check("06 12 34 56 78 9", region: .fr).invalidReason == .tooLong)
  }

  @Test("Text that is not a number has no number, and the parse error's reason")
  func notANumber() {
    let check = catalog.check("hello", region: .gb)
    #expect(check.number == nil)
    #expect(check.validity == .invalid(.notANumber))
    #expect(check.formatted(.international) == nil && check.region == nil)
    #expect(check.description == "invalid not-a-number")
    #expect(catalog.check("+999 123", region: nil).validity == .invalid(.invalidCallingCode))
  }

  @Test("The region is the number's, not the one it was typed in")
  func regionOfNumber() {
    #expect(catalog.check("+1 416 555 0123", region: .us).region == .ca)
    #expect(catalog.check("+44 7624 123456", region: .gb).region == .im)
  }

  @Test("check agrees with validate and parse on every golden validation row")
  func agreesWithValidateAndParse() throws {
    let rows = try Golden.rows("validate.tsv")
    #expect(rows.count > 10000)
    var disagreements: [String] = []
    for row in rows {
      let region = RegionCode(row[0])
      let check = catalog.check(row[1], region: region)
      let parsed: PhoneNumber?
      do { parsed = try catalog.parse(row[1], region: region) } catch { parsed = nil }
      if check.validity != catalog.validate(row[1], region: region) || check.number != parsed {
        disagreements.append("\(row[0]) \(row[1])")
      }
    }
    #expect(disagreements == [])
  }
}

@Suite("Region code constants")
struct RegionCodeConstantTests {
  @Test("Each constant's packed letters are its name's (RegionCode+Known.swift, read as text)")
  func packedLettersAreTheName() throws {
    let path = repositoryRoot + "/Sources/PhoneCore/Model/RegionCode+Known.swift"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var mismatched: [String] = []
    var count = 0
    for line in text.split(separator: "\n") where line.contains("RegionCode(constant: 0x") {
      let words = line.split(whereSeparator: { " :{}()`".contains($0) })
      guard let nameAt = words.firstIndex(of: "var"), nameAt + 1 < words.count,
        let hex = words.first(where: { $0.hasPrefix("0x") }),
        let packed = UInt16(hex.dropFirst(2), radix: 16)
      else {
        mismatched.append(String(line))
        continue
      }
      count += 1
      let name = words[nameAt + 1].uppercased()
      let letters = String(decoding: [UInt8(packed >> 8), UInt8(packed & 0xFF)], as: UTF8.self)
      if name != letters { mismatched.append("\(name): \(hex)") }
    }
    #expect(count == RegionCode.known.count)
    #expect(mismatched == [])
  }

  @Test("The constants are exactly the core pack's regions, each spelled as its name")
  func constantsAreTheCorePack() {
    let core = CoreFixture.catalog.regions.keys.sorted()
    #expect(RegionCode.known == core)
    #expect(RegionCode.gb == RegionCode("GB"))
    #expect(RegionCode.us.description == "US")
    // Swift keywords are constants too, written with backticks where declared.
    #expect(RegionCode.in.description == "IN")
    #expect(RegionCode.do.description == "DO")
    #expect(RegionCode.is.description == "IS")
    #expect(RegionCode.as.description == "AS")
  }

  @Test("A constant works wherever a region is expected")
  func usable() throws {
    var typing = try AsYouTypeFormatter(region: .gb, catalog: CoreFixture.catalog)
    var shown = ""
    for key in "02079460958" { shown = typing.input(key) }
    #expect(shown == "020 7946 0958")
  }
}
