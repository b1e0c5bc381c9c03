// What an app passes in: region codes from a server, numbers compared and stored. Nothing
// traps; an unknown region types as libphonenumber's formatter for one; equal numbers are
// one number, and a number survives JSON.

import Foundation
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("What an app passes in")
struct AppInputTests {
  static let catalog = CorePack.catalog()

  /// Every code of the right shape: AA...ZZ and 001.
  static let everyCode: [RegionCode] = {
    var codes = [RegionCode.nonGeographic]
    for a in UInt8(ascii: "A")...UInt8(ascii: "Z") {
      for b in UInt8(ascii: "A")...UInt8(ascii: "Z") {
        codes.append(RegionCode(String(decoding: [a, b], as: UTF8.self))!)
      }
    }
    return codes
  }()

  @Test("A field in an unknown region types as libphonenumber's formatter for ZZ")
  func unknownRegionConformance() throws {
    let rows = try Golden.rows("unknown-region.tsv")
    #expect(!rows.isEmpty)
    var differences: [String] = []
    for row in rows {
      let region = try #require(RegionCode(row[0]))
      #expect(Self.catalog.callingCode(for: region) == nil, "\(region) is unknown")
      var typing = AsYouTypeFormatter(region: region)
      #expect(typing.regionError == .unknownRegion(row[0]))
      let got = row[2].map { typing.input($0) }
      let want = Array(row[3...])
      if got != want, differences.count < 10 {
        differences.append("\(row[1]) \(row[2]): got \(got), want \(want)")
      }
    }
    #expect(differences.isEmpty, "first differences: \(differences)")
  }

  @Test("Every region code of the right shape opens a field, types, edits and changes region")
  func everyCodeOpensAField() {
    var random = SeededRandom(seed: 57)
    let keys: [Character] = Array("0123456789+*#()- .x٣")
    var knownByCatalog = 0
    for code in Self.everyCode {
      var field = PhoneNumberField(region: code)
      let known = Self.catalog.callingCode(for: code) != nil
      if known { knownByCatalog += 1 }
      // A code the catalog has opens with its rules; any other says why (001 has several
      // calling codes, and opens either way).
      if code != .nonGeographic && known != (field.regionError == nil) {
        Issue.record(
          "\(code): known \(known), regionError \(String(describing: field.regionError))")
      }
      var text = ""
      for _ in 0..<Int.random(in: 1...14, using: &random) {
        text.append(keys.randomElement(using: &random)!)
      }
      _ = field.insert(text)
      let typedKeys = field.keys.count
      let other = Self.everyCode.randomElement(using: &random)!
      field.setRegion(other)
      #expect(field.region == other)
      #expect(field.keys.count == typedKeys, "\(code) -> \(other): the keys stay")
      field.setRegion(code)
      _ = field.replace(utf16Range: 0..<field.utf16.count, with: text)
      var typing = AsYouTypeFormatter(region: code)
      for c in text { typing.input(c) }
      _ = Self.catalog.check(text, region: code)
      _ = CorePack.shortNumbers(for: code).isEmergencyNumber(text)
    }
    // Derived from the catalog: every region it has (001 has several calling codes).
    let regions = Set(
      Self.catalog.callingCodes.flatMap { Self.catalog.regions(forCallingCode: $0) })
    #expect(knownByCatalog == regions.subtracting([.nonGeographic]).count)
  }

  @Test("A region code from a server: the shapes read, the unknown ones say so")
  func regionCodesFromText() throws {
    #expect(RegionCode("UK") != nil && Self.catalog.callingCode(for: RegionCode("UK")!) == nil)
    #expect(RegionCode(rawValue: "gb") == .gb)
    #expect(RegionCode.gb.rawValue == "GB" && RegionCode.nonGeographic.rawValue == "001")
    for bad in ["", "G", "GBR", "G1", "ÄB", "01", "0001"] {
      #expect(RegionCode(bad) == nil, "\(bad)")
    }
    var field = PhoneNumberField(region: RegionCode("UK")!)
    #expect(field.regionError == .unknownRegion("UK"))
    _ = field.insert("+442079460958")
    // The calling code typed brings its rules, as in a field of a known region.
    var gb = PhoneNumberField(region: .gb)
    _ = gb.insert("+442079460958")
    #expect(field.text == gb.text)
    #expect(field.detectedRegion == .gb)
    // Parsing in it: what libphonenumber answers for an unknown region.
    let uk = RegionCode("UK")!
    #expect(throws: ParseError.invalidCallingCode) {
      try Self.catalog.parse("020 7946 0958", region: uk)
    }
    #expect(
      try Self.catalog.parse("+44 20 7946 0958", region: uk)
        == Self.catalog.parse("+44 20 7946 0958", region: nil))
  }

  @Test("callingCode(for:) is the calling code each region is listed under")
  func callingCodeOfEveryRegion() {
    var seen = 0
    for code in Self.catalog.callingCodes {
      for region in Self.catalog.regions(forCallingCode: code) where region != .nonGeographic {
        #expect(Self.catalog.callingCode(for: region) == code, "\(region)")
        seen += 1
      }
    }
    #expect(seen > 0)
    #expect(Self.catalog.callingCode(for: .nonGeographic) == nil)
    #expect(Self.catalog.callingCode(for: .gb)?.description == "+44")
  }

  @Test("Two parses of one number are equal and hash alike, however it was written")
  func numbersCompareAsNumbers() throws {
    let a = try Self.catalog.parse("+44 20 7946 0958", region: nil)
    let b = try Self.catalog.parse("020 7946 0958", region: .gb)
    #expect(a.source != b.source, "written differently")
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    // Not equal: another extension, another leading zero, another calling code.
    let ext = try Self.catalog.parse("020 7946 0958 ext. 7", region: .gb)
    #expect(ext != a && ext.extensionNumber == "7")
    let it = try Self.catalog.parse("+39 02 3661 8300", region: nil)
    let itWithout = PhoneNumber(callingCode: 39, nationalNumber: "236618300")
    #expect(it != itWithout, "the leading zero is part of the number")
    #expect(PhoneNumber(callingCode: 1, nationalNumber: "2079460958") != a)
  }

  @Test("match on two texts in a region is the match of their parses")
  func matchInARegion() throws {
    let pairs = [
      ("+44 20 7946 0958", "020 7946 0958"), ("020 7946 0958", "7946 0958"),
      ("020 7946 0958", "tomorrow"), ("07400 123456", "+44 7400 123456"),
    ]
    for (x, y) in pairs {
      let want: NumberMatch
      do {
        want = Self.catalog.match(
          try Self.catalog.parse(x, region: .gb), try Self.catalog.parse(y, region: .gb))
      } catch {
        want = .notANumber
      }
      #expect(Self.catalog.match(x, y, region: .gb) == want, "\(x) | \(y)")
    }
    #expect(Self.catalog.match("+44 20 7946 0958", "020 7946 0958") == .nsn)
    #expect(Self.catalog.match("+44 20 7946 0958", "020 7946 0958", region: .gb) == .exact)
  }

  @Test("A valid check gives the number; an invalid one gives none")
  func validNumber() throws {
    let valid = Self.catalog.check("07400 123456", region: .gb)
    let number = try #require(valid.validNumber)
    #expect(number.e164 == valid.formatted(.e164))
    #expect(Self.catalog.check("0740", region: .gb).validNumber == nil)
    #expect(Self.catalog.check("0740", region: .gb).number != nil)
  }

  @Test("Numbers and region codes round-trip through JSON; bad text is a decoding error")
  func codable() throws {
    // Every example number of the format corpus, with and without an extension.
    var numbers: [PhoneNumber] = []
    for row in try Golden.rows("format.tsv").prefix(400) {
      guard let region = RegionCode(row[0]),
        let number = try? Self.catalog.parse(row[1], region: region)
      else { continue }
      numbers.append(number)
      var withExtension = number
      withExtension.extensionNumber = "1234"
      numbers.append(withExtension)
    }
    #expect(numbers.count > 100)
    let data = try JSONEncoder().encode(numbers)
    let back = try JSONDecoder().decode([PhoneNumber].self, from: data)
    #expect(back == numbers)
    let one = try Self.catalog.parse("(201) 555-0123 ext. 7", region: .us)
    let text = String(decoding: try JSONEncoder().encode(one), as: UTF8.self)
    #expect(text == "\"+12015550123;ext=7\"")
    for bad in [
      "\"442079460958\"", "\"+\"", "\"+0442079460958\"", "\"+44 20 7946 0958\"",
      "\"+442079460958;ext=\"", "\"+442079460958;ex=1\"", "\"+99912345\"", "44",
    ] {
      #expect(throws: DecodingError.self, "\(bad)") {
        try JSONDecoder().decode(PhoneNumber.self, from: Data(bad.utf8))
      }
    }
    let codes: [RegionCode] = [.gb, .nonGeographic, .us]
    let codesText = String(decoding: try JSONEncoder().encode(codes), as: UTF8.self)
    #expect(codesText == "[\"GB\",\"001\",\"US\"]")
    #expect(try JSONDecoder().decode([RegionCode].self, from: Data(codesText.utf8)) == codes)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RegionCode.self, from: Data("\"GBR\"".utf8))
    }
  }
}
