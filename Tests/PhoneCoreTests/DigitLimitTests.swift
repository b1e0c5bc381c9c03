// The opt-in digit limit: the most digits of a region, and keystrokes and edits refused past it.

import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Digit limits")
struct DigitLimitTests {
  let catalog = CoreFixture.catalog

  @Test("A region's limit is its longest possible length, or the pack's maxDigits")
  func regionLimits() {
    #expect(catalog.maxDigits(for: RegionCode("GB")!) == 10)
    #expect(catalog.maxDigits(for: RegionCode("US")!) == 10)
    #expect(catalog.maxDigits(for: RegionCode("JP")!) == 17)
    #expect(catalog.maxDigits(callingCode: 44) == 10)
    var gb = catalog.regions[RegionCode("GB")!]!
    gb.maxDigits = 12
    #expect(PhoneCatalog(regions: [gb]).maxDigits(for: RegionCode("GB")!) == 12)
    for region in catalog.allRegions where !region.types.isEmpty {
      let limit = region.digitLimit
      #expect(limit != nil, "\(region.code) has number types but no digit limit")
      let lengths = region.types.values.flatMap(\.possibleLengths)
      #expect(lengths.allSatisfy { $0 <= limit ?? 0 }, "\(region.code)")
    }
  }

  @Test("Off by default: every digit is typed, as libphonenumber does")
  func offByDefault() throws {
    let shown = try typeAll("020794609581", region: "GB", catalog: catalog)
    #expect(shown.last == "020794609581")
  }

  @Test("The region maximum refuses the 11th national digit in GB; text stays as it was")
  func regionMaximum() throws {
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    typing.digitLimit = .regionMaximum
    var outcomes: [InputOutcome] = []
    for key in "0207946095812".unicodeScalars { outcomes.append(typing.input(scalar: key)) }
    #expect(typing.text == "020 7946 0958")
    #expect(outcomes.filter { $0 == .refused }.count == 2)
    #expect(outcomes.prefix(11).allSatisfy { $0 == .accepted })
    // A non-digit is never refused.
    #expect(typing.input(scalar: "-") == .accepted)
  }

  @Test("The limit follows the calling code typed")
  func followsCallingCode() throws {
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    typing.digitLimit = .regionMaximum
    for key in "+1201555012399".unicodeScalars { typing.input(scalar: key) }
    #expect(typing.text == "+1 201-555-0123")
  }

  @Test("A fixed limit counts national digits, not the national prefix")
  func fixedLimit() throws {
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    typing.digitLimit = .digits(4)
    for key in "020794".unicodeScalars { typing.input(scalar: key) }
    #expect(typing.text == "020 79")
  }

  @Test("The field refuses an edit past the limit without moving the caret")
  func fieldRefuses() throws {
    var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: catalog)
    field.digitLimit = .regionMaximum
    #expect(field.insert("02079460958").outcome == .accepted)
    field.moveCaret(to: 4)  // after "020 "
    let r = field.insert("5")
    #expect(r.outcome == .refused)
    #expect(r.text == "020 7946 0958")
    #expect(r.caret == 4)
    #expect(field.caret == 4)
    // Deleting is always taken, and then a digit fits again.
    field.moveCaret(to: 13)
    #expect(field.deleteBackward().outcome == .accepted)
    let again = field.insert("7")
    #expect(again.outcome == .accepted)
    #expect(again.text == "020 7946 0957")
    // A paste that would overflow is refused whole.
    field.clear()
    #expect(field.insert("+44 20 7946 0958 1").outcome == .refused)
    #expect(field.text == "")
  }
}

@Suite("Digit limits in table files")
struct DigitLimitTableFileTests {
  @Test("A region's maxDigits survives a table file")
  func roundTrip() throws {
    var gb = CoreFixture.catalog.regions[RegionCode("GB")!]!
    gb.maxDigits = 12
    let us = CoreFixture.catalog.regions[RegionCode("US")!]!
    let bytes = try TableFile.encode(PhoneCatalog(regions: [gb, us]))
    let decoded = try TableFile.decode(bytes)
    #expect(decoded.regions[RegionCode("GB")!]?.maxDigits == 12)
    #expect(decoded.regions[RegionCode("US")!]?.maxDigits == nil)
    #expect(decoded.maxDigits(for: RegionCode("GB")!) == 12)
  }
}
