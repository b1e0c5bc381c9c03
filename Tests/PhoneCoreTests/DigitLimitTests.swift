// The opt-in digit limit: the most digits of a region, and keystrokes and edits refused past it.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Digit limits")
struct DigitLimitTests {
  let catalog = CoreFixture.catalog

  @Test("A region's limit is its longest possible length, or the pack's maxDigits")
  func regionLimits() {
    // No core region sets maxDigits: these are the longest possible lengths of their types.
    #expect(catalog.regions.values.allSatisfy { $0.maxDigits == nil })
    #expect(catalog.digitLimit(for: RegionCode("GB")!) == 10)
    #expect(catalog.digitLimit(for: RegionCode("US")!) == 10)
    #expect(catalog.digitLimit(for: RegionCode("DE")!) == 15)
    #expect(catalog.digitLimit(for: RegionCode("JP")!) == 17)
    #expect(catalog.digitLimit(callingCode: 44) == 10)
    #expect(catalog.digitLimit(callingCode: 800) == 8)
    #expect(catalog.digitLimit(callingCode: 999) == nil)
    // A region that sets maxDigits gets it, below or above its longest length.
    for limit in [8, 12] {
      #expect(Self.limited(gb: limit).digitLimit(for: RegionCode("GB")!) == limit)
      #expect(Self.limited(gb: limit).digitLimit(callingCode: 44) == limit)
    }
  }

  /// GB with `maxDigits` set to `limit` (as a pack's `"maxDigits"` sets it), and US as it is.
  static func limited(gb limit: Int) -> PhoneCatalog {
    var gb = CoreFixture.catalog.regions[RegionCode("GB")!]!
    gb.maxDigits = limit
    return PhoneCatalog(regions: [gb, CoreFixture.catalog.regions[RegionCode("US")!]!])
  }

  @Test("A region that sets maxDigits: the region maximum refuses the digit past it")
  func regionThatSetsALimit() throws {
    let catalog = Self.limited(gb: 8)
    var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    typing.digitLimit = .regionMaximum
    var outcomes: [InputOutcome] = []
    for key in "02079460958".unicodeScalars { outcomes.append(typing.input(scalar: key)) }
    // The national prefix 0 and eight national digits; the last two keys are refused.
    #expect(outcomes == Array(repeating: .accepted, count: 9) + [.refused, .refused])
    #expect(typing.text == "020 7946 09")
    // Typed after +44 in a US field, the limit follows the calling code to GB's.
    var us = try AsYouTypeFormatter(region: RegionCode("US")!, catalog: catalog)
    us.digitLimit = .regionMaximum
    for key in "+442079460958".unicodeScalars { us.input(scalar: key) }
    #expect(us.text == "+44 20 7946 09")
    // A limit above the longest length lets an eleventh digit through.
    var longer = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: Self.limited(gb: 11))
    longer.digitLimit = .regionMaximum
    for key in "0207946095812".unicodeScalars { longer.input(scalar: key) }
    #expect(longer.text.filter(\.isNumber) == "020794609581")
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

  @Test(
    "A key refused after a full step (third key, calling code, nothing fits) leaves the formatter as typing the accepted keys afresh would"
  )
  func refusedAfterStep() throws {
    // Limits below three digits are passed at the third key, where a prefix may be taken off,
    // and unformattable numbers are passed in a phase that can take a prefix off: both are
    // stepped first and undone. The state must be that of the accepted keys typed afresh.
    var generator = SeededRandom(seed: 0x130D16)
    let regions = ["GB", "DE", "US", "BR", "JP", "AU", "FR", "IT"]
    var refusals = 0
    for round in 0..<160 {
      let region = RegionCode(regions[round % regions.count])!
      var typing = try AsYouTypeFormatter(region: region, catalog: catalog)
      typing.digitLimit = .digits(1 + round % 6)
      var accepted: [Unicode.Scalar] = []
      let plus = round % 3 == 0
      if plus {
        typing.input(scalar: "+")
        accepted.append("+")
      }
      for _ in 0..<(4 + Int(generator.next() % 10)) {
        let key = Unicode.Scalar(UInt8(48 + generator.next() % 10))
        if typing.input(scalar: key) == .accepted {
          accepted.append(key)
        } else {
          refusals += 1
        }
      }
      var fresh = try AsYouTypeFormatter(region: region, catalog: catalog)
      for key in accepted { fresh.input(scalar: key) }
      fresh.digitLimit = typing.digitLimit  // the setting, not the state, differs
      #expect(typing.text == fresh.text, "\(region) \(String(String.UnicodeScalarView(accepted)))")
      #expect(
        IncrementalEditTests.state(typing) == IncrementalEditTests.state(fresh),
        "\(region) \(String(String.UnicodeScalarView(accepted)))")
    }
    // The rounds do reach refusals (a limit of 1 to 6 digits, up to 13 keys).
    #expect(refusals > 100)
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
    #expect(decoded.digitLimit(for: RegionCode("GB")!) == 12)
  }
}
