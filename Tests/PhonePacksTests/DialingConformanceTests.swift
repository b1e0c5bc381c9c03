// Agreement with libphonenumber (phonenumbers 9.0.43) on dialing questions: valid for one
// region (`isValidNumberForRegion`), dialling from another country, short numbers.

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Dialing questions agree with libphonenumber")
struct DialingConformanceTests {
  let catalog = CoreFixture.catalog

  @Test("Validation for one region (validate --in-region) agrees on every row")
  func inRegion() throws {
    let rows = try Golden.rows("in-region.tsv")
    #expect(rows.count > 7000)
    var tally = Tally()
    for row in rows {
      let got = catalog.validate(row[1], region: RegionCode(row[0]), requireRegion: true)
        .description
      tally.record(
        got == row[2], kind: "\(row[2]) -> \(got)",
        example: "\(row[0]) \(row[1].prefix(40)): expected \(row[2]), got \(got)")
    }
    #expect(tally.agree == tally.total, "in-region: \(tally.summary)")
  }

  @Test("A number valid for another region of its calling code is the wrong region")
  func wrongRegion() {
    #expect(catalog.validate("+1 416 555 0123", region: .us) == .valid(.fixedLineOrMobile))
    #expect(
      catalog.validate("+1 416 555 0123", region: .us, requireRegion: true)
        == .invalid(.wrongRegion))
    #expect(
      catalog.validate("+1 416 555 0123", region: .ca, requireRegion: true)
        == .valid(.fixedLineOrMobile))
    #expect(
      catalog.validate("+43 1 234567890", region: .de, requireRegion: true)
        == .invalid(.wrongRegion))
    // Other reasons are as without the requirement.
    #expect(catalog.validate("+43 1", region: .de, requireRegion: true) == .invalid(.tooShort))
    let check = catalog.check("+1 416 555 0123", region: .us, requireRegion: true)
    #expect(check.invalidReason == .wrongRegion)
    #expect(check.number?.description == "+14165550123")
    #expect(catalog.check("+1 416 555 0123", region: .us).isValid)
  }

  @Test(
    "Out-of-country and mobile-dialing formats and international dialability agree on every row")
  func dialing() throws {
    let rows = try Golden.rows("dialing.tsv")
    #expect(rows.count > 15000)
    var tally = Tally()
    for row in rows {
      let from = try #require(RegionCode(row[1]))
      let got: [String]
      do {
        let number = try catalog.parse(row[2], region: RegionCode(row[0]))
        got = [
          catalog.formatOutOfCountry(number, callingFrom: from),
          catalog.formatForMobileDialing(number, callingFrom: from) ?? "error: not-dialable",
          catalog.canBeInternationallyDialled(number) ? "yes" : "no",
        ]
      } catch {
        got = Array(repeating: "error: \(error.rawValue)", count: 3)
      }
      for (i, name) in ["out-of-country", "mobile-dialing", "internationally"].enumerated() {
        tally.record(
          got[i] == row[3 + i], kind: "\(name) \(row[0])",
          example:
            "\(row[0]) from \(row[1]) \(name) \(row[2].prefix(40)): expected \(row[3 + i]), got \(got[i])"
        )
      }
    }
    #expect(tally.agree == tally.total, "dialing: \(tally.summary)")
  }

  @Test("Dialling London from the US, from Germany, from a mobile and within the UK")
  func dialingExamples() throws {
    let london = try catalog.parse("020 7946 0958", region: .gb)
    #expect(catalog.formatOutOfCountry(london, callingFrom: .us) == "011 44 20 7946 0958")
    #expect(catalog.formatOutOfCountry(london, callingFrom: .de) == "00 44 20 7946 0958")
    #expect(catalog.formatOutOfCountry(london, callingFrom: .gg) == "020 7946 0958")
    #expect(catalog.formatOutOfCountry(london, callingFrom: .ru) == "8~10 44 20 7946 0958")
    // Several international prefixes and no preferred one: the international format.
    #expect(catalog.formatOutOfCountry(london, callingFrom: .sg) == "+44 20 7946 0958")
    #expect(catalog.formatForMobileDialing(london, callingFrom: .gb) == "020 7946 0958")
    #expect(catalog.formatForMobileDialing(london, callingFrom: .us) == "+44 20 7946 0958")
    let toronto = try catalog.parse("+1 416 555 0123", region: nil)
    #expect(catalog.formatOutOfCountry(toronto, callingFrom: .us) == "1 (416) 555-0123")
    // An Australian freephone number cannot be dialled from abroad.
    let freephone = try catalog.parse("1800 123 456", region: .au)
    #expect(!catalog.canBeInternationallyDialled(freephone))
    #expect(catalog.formatForMobileDialing(freephone, callingFrom: .us) == nil)
    #expect(catalog.formatForMobileDialing(freephone, callingFrom: .au) == "1800 123 456")
    #expect(catalog.formatOutOfCountry(freephone, callingFrom: .us) == "011 61 1800 123 456")
    #expect(catalog.canBeInternationallyDialled(london))
  }

  @Test("Short numbers (phonefmt short) agree on every row")
  func shortNumbers() throws {
    let rows = try Golden.rows("short.tsv")
    #expect(rows.count > 9000)
    var tally = Tally()
    for row in rows {
      let region = try #require(RegionCode(row[0]))
      let info = CorePack.shortNumbers(for: region)
      let got: [String]
      do {
        let n = try catalog.parse(row[1], region: region)
        got = [
          info.isPossible(n) ? "possible" : "impossible", info.isValid(n) ? "valid" : "invalid",
          info.expectedCost(n).rawValue, info.isEmergencyNumber(row[1]) ? "emergency" : "-",
          info.connectsToEmergencyNumber(row[1]) ? "connects-to-emergency" : "-",
          info.isCarrierSpecific(n) ? "carrier-specific" : "-", info.isSMSService(n) ? "sms" : "-",
        ]
      } catch {
        got = ["error: \(error.rawValue)"]
      }
      // The UTF-16 reading (a field's text, in place) answers as the String one.
      #expect(info.isEmergencyNumber(utf16: row[1].utf16) == info.isEmergencyNumber(row[1]))
      #expect(
        info.connectsToEmergencyNumber(utf16: row[1].utf16)
          == info.connectsToEmergencyNumber(row[1]))
      let expected = Array(row[2...])
      tally.record(
        got == expected, kind: "\(row[0])",
        example: "\(row[0]) \(row[1].prefix(40)): expected \(expected), got \(got)")
    }
    #expect(tally.agree == tally.total, "short numbers: \(tally.summary)")
  }

  @Test(
    "The shipped short-number metadata is RulePacks/core/short-numbers.tsv compiled, byte for byte, and every region decodes"
  )
  func shippedShortNumbers() throws {
    let source = try Data(
      contentsOf: URL(fileURLWithPath: coreDirectory)
        .appendingPathComponent("short-numbers.tsv"))
    let table = try ShortNumberTable(text: Array(source))
    let compiled = try table.compiledData()
    let shippedBytes = CorePack.shortNumberData
    let firstDifference = zip(shippedBytes, compiled).enumerated().first {
      $0.element.0 != $0.element.1
    }
    #expect(
      shippedBytes == compiled,
      """
      Sources/CPhoneTables/short_numbers.c is stale (\(shippedBytes.count) bytes shipped, \
      \(compiled.count) compiled, first difference at byte \
      \(firstDifference?.offset ?? min(shippedBytes.count, compiled.count))): \
      run Scripts/update-core-tables
      """)
    // The regions are those with a callingCode line in the text.
    let regionLines = Set(
      String(decoding: source, as: UTF8.self).split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "\t")
        return parts.count == 3 && parts[1] == "callingCode" ? RegionCode(parts[0]) : nil
      })
    #expect(table.regions.count == regionLines.count)
    let shipped = try ShortNumberTable(compiled: shippedBytes)
    try shipped.checkEveryRegion()
    #expect(shipped.regions == table.regions)
    #expect(!CorePack.shortNumbers(for: .gq).hasMetadata)
    for region in shipped.regions {
      let info = try shipped.info(for: region)
      #expect(info.hasMetadata, "\(region)")
    }
  }

  @Test("Emergency numbers: exact, with digits after them, with + or formatting")
  func emergency() throws {
    let gb = CorePack.shortNumbers(for: .gb)
    #expect(gb.isEmergencyNumber("999") && gb.isEmergencyNumber("112"))
    #expect(gb.isEmergencyNumber("1 1 2") && gb.isEmergencyNumber("\u{FF11}\u{FF11}\u{FF12}"))
    #expect(!gb.isEmergencyNumber("9994") && gb.connectsToEmergencyNumber("9994"))
    #expect(!gb.isEmergencyNumber("+44 999") && !gb.connectsToEmergencyNumber("+44 999"))
    // Brazil requires the exact number.
    let br = CorePack.shortNumbers(for: .br)
    #expect(br.isEmergencyNumber("190") && !br.connectsToEmergencyNumber("1901"))
    // A field's text, read in place at every keystroke.
    var field = PhoneNumberField(region: .gb)
    _ = field.insert("99")
    #expect(!gb.isEmergencyNumber(utf16: field.utf16))
    #expect(!field.isEmergencyNumber)
    _ = field.insert("9")
    #expect(gb.isEmergencyNumber(utf16: field.utf16) && field.text == "999")
    #expect(field.isEmergencyNumber)
    _ = field.insert("4")
    #expect(!field.isEmergencyNumber)
    // The field asks its own region: 911 is an emergency number in the US, not in the UK.
    field.clear()
    _ = field.insert("911")
    #expect(!field.isEmergencyNumber)
    field.setRegion(.us)
    #expect(field.isEmergencyNumber)
    _ = field.replace(utf16Range: 0..<field.utf16.count, with: "+1 911")
    #expect(!field.isEmergencyNumber)
    // Catalogs of table files and of packs on the core pack have the short-number metadata;
    // one made of regions alone has none.
    let withPacks = RulePackCatalog()
    var packField = try PhoneNumberField(region: .gb, catalog: withPacks.catalog)
    _ = packField.insert("112")
    #expect(packField.isEmergencyNumber)
    let bare = PhoneCatalog(regions: catalog.allRegions.filter { $0.callingCode == 44 })
    var bareField = try PhoneNumberField(region: .gb, catalog: bare)
    _ = bareField.insert("112")
    #expect(!bareField.isEmergencyNumber)
    // A region without short-number metadata knows no emergency number.
    #expect(!CorePack.shortNumbers(for: .gq).isEmergencyNumber("112"))
  }
}
