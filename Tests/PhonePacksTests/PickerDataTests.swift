// Picker data (postal codes, subdivisions, mobile carriers): the core pack's files, the carrier
// look-up against a linear scan, and every kind of problem in a malformed picker/ folder.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhonePickerData
import PhoneTestSupport
import Testing

@Suite("Picker data")
struct PickerDataTests {
  let core = repositoryRoot + "/RulePacks/core"
  let fixtures = repositoryRoot + "/Tests/PhonePacksTests/Fixtures"

  /// The JSON object of one core-pack picker file, read without the loader.
  func coreJSON(_ region: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(core)/picker/\(region).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The carrier of the longest prefix by hashing every prefix of the number, longest first:
  /// a second implementation to check the index's binary search against.
  func reference(_ carriers: [String: String], _ number: String) -> String? {
    let digits = number.prefix { $0.isASCII && $0.isNumber }
    for length in stride(from: digits.count, through: 1, by: -1) {
      if let c = carriers[String(digits.prefix(length))] { return c }
    }
    return nil
  }

  @Test("The core pack's picker data loads, one region per file")
  func coreLoads() throws {
    let picker = try PickerData.load(directory: core, pack: "core")
    let files = try FileManager.default.contentsOfDirectory(atPath: core + "/picker")
      .filter { $0.hasSuffix(".json") }
    #expect(picker.count == files.count)
    #expect(picker.count > 200)
    #expect(Set(picker.keys.map { "\($0).json" }) == Set(files))
    for (code, data) in picker { #expect(data.region == code) }
  }

  @Test("US has its states with ISO codes and a ZIP code pattern that fits its examples")
  func unitedStates() throws {
    let picker = try PickerData.load(directory: core, pack: "core")
    let us = try #require(picker[RegionCode("US")!])
    #expect(us.subdivisions.count >= 50)
    let california = try #require(us.subdivisions.first { $0.code == "US-CA" })
    #expect(california.name == "California")
    #expect(Set(us.subdivisions.map(\.code)).count == us.subdivisions.count)
    let postal = try #require(us.postalCode)
    #expect(postal.name == "zip")
    #expect(!postal.examples.isEmpty)
    let regex = try NSRegularExpression(pattern: "^(?:\(postal.pattern))$")
    func matches(_ s: String) -> Bool {
      regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
    }
    for example in postal.examples { #expect(matches(example), "\(example)") }
    #expect(matches("95014") && matches("95014-1234"))
    #expect(!matches("9501") && !matches("SW1A 1AA"))
  }

  @Test("A GB number starting 7400 gets the carrier GB.json lists for its longest prefix")
  func greatBritain7400() throws {
    let number = "7400123456"
    let rows = try #require(try coreJSON("GB")["mobileCarriers"] as? [[String: String]])
    let listed = rows.compactMap { row -> (String, String)? in
      guard let p = row["prefix"], let c = row["carrier"], number.hasPrefix(p) else { return nil }
      return (p, c)
    }
    let expected = try #require(listed.max { $0.0.count < $1.0.count }?.1)
    let gb = try #require(try PickerData.load(directory: core, pack: "core")[RegionCode("GB")!])
    #expect(gb.mobileCarrier(forNationalNumber: number) == expected)
    #expect(gb.mobileCarrier(forNationalNumber: "2079460958") == nil)
  }

  @Test("The carrier index agrees with a hash-map look-up for every region of the core pack")
  func indexMatchesLinearScan() throws {
    let picker = try PickerData.load(directory: core, pack: "core")
    var random = SeededRandom(seed: 4)
    var checked = 0
    var mismatches: [String] = []
    for (code, data) in picker.sorted(by: { $0.key < $1.key }) where !data.mobileCarriers.isEmpty {
      let byPrefix = Dictionary(
        data.mobileCarriers.map { ($0.prefix, $0.carrier) }, uniquingKeysWith: { a, _ in a })
      #expect(byPrefix.count == data.mobileCarriers.count)
      var numbers: [String] = []
      for c in data.mobileCarriers {
        numbers += [
          c.prefix, String(c.prefix.dropLast()), c.prefix + "0000000", c.prefix + "99999999",
        ]
      }
      for _ in 0..<200 {
        let length = Int.random(in: 1...14, using: &random)
        numbers.append(
          String((0..<length).map { _ in "0123456789".randomElement(using: &random)! }))
      }
      for n in numbers {
        let got = data.mobileCarrier(forNationalNumber: n)
        let want = reference(byPrefix, n)
        if got != want {
          mismatches.append("\(code) \(n): index \(got ?? "nil"), reference \(want ?? "nil")")
        }
        checked += 1
      }
    }
    #expect(checked > 100_000)
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
  }

  @Test("A good fixture decodes every field, and the longest listed prefix wins")
  func goodFixture() throws {
    let picker = try PickerData.load(directory: fixtures + "/picker-good", pack: "picker-good")
    #expect(picker.count == 2)  // README.txt is not a picker file
    #expect(picker[RegionCode("XB")!] == PickerData(region: RegionCode("XB")!))
    let xa = try #require(picker[RegionCode("XA")!])
    #expect(
      xa
        == PickerData(
          region: RegionCode("XA")!,
          postalCode: .init(
            pattern: #"[A-Z]{2}\d{3}"#, examples: ["AB123", "ZZ999"], name: "postal"),
          subdivisions: [
            .init(code: "XA-N", name: "Nord", postalCodePrefix: "N|AB"),
            .init(code: "Isle", name: "Île", latinName: "Ile"),
          ],
          mobileCarriers: [
            .init(prefix: "7", carrier: "Seven"), .init(prefix: "74", carrier: "Seventy-four"),
            .init(prefix: "7400", carrier: "Four hundred"), .init(prefix: "0", carrier: "Zero"),
            .init(prefix: "00", carrier: "Double zero"),
            .init(prefix: "740012345678", carrier: "Twelve digits"),
          ]))
    let cases: [(String, String?)] = [
      ("7400123", "Four hundred"), ("7412", "Seventy-four"), ("79", "Seven"), ("7", "Seven"),
      ("0", "Zero"), ("012", "Zero"), ("001", "Double zero"),
      ("740012345678999", "Twelve digits"), ("74001234567", "Four hundred"),
      ("74 00", "Seventy-four"), ("8", nil), ("", nil), ("+7400", nil),
    ]
    for (number, carrier) in cases {
      #expect(xa.mobileCarrier(forNationalNumber: number) == carrier, "\(number)")
    }
  }

  @Test("Reading a missing picker folder is an error that names it, never an empty result")
  func noPickerFolder() throws {
    let directory = fixtures + "/picker-none"
    do {
      _ = try PickerData.load(directory: directory, pack: "picker-none")
      Issue.record("a missing picker folder loaded")
    } catch {
      #expect(
        error.errors == [
          .unreadable(
            pack: "picker-none", file: "picker", reason: "no picker/ folder in \(directory)")
        ])
    }
  }

  @Test("A malformed picker folder reports every problem with file and JSON path, all at once")
  func malformed() throws {
    let pack = "picker-malformed"
    let errors: [PackError]
    do {
      _ = try PickerData.load(directory: fixtures + "/" + pack, pack: pack)
      Issue.record("malformed picker data loaded")
      return
    } catch {
      errors = error.errors
    }
    guard case .invalidJSON(pack, "picker/BAD.json", let reason)? = errors.first else {
      Issue.record("first error: \(String(describing: errors.first))")
      return
    }
    #expect(!reason.isEmpty)
    func value(_ file: String, _ path: String, _ reason: String) -> PackError {
      .invalidValue(pack: pack, file: "picker/\(file)", jsonPath: path, reason: reason)
    }
    func unknown(_ file: String, _ path: String) -> PackError {
      .unknownField(pack: pack, file: "picker/\(file)", jsonPath: path)
    }
    let string = "expected a non-empty string"
    let digits = "expected 1 to 12 digits 0-9"
    let expected: [PackError] = [
      unknown("XA.json", "$.colour"),
      value("XA.json", "$.region", "XB does not match the file name XA.json"),
      unknown("XA.json", "$.postalCode.zip"),
      value("XA.json", "$.postalCode.pattern", string),
      value("XA.json", "$.postalCode.examples[1]", string + ", found a number"),
      value("XA.json", "$.postalCode.name", "expected a string, found true or false"),
      value(
        "XA.json", "$.subdivisions[1].code",
        "duplicate subdivision code XA-1 (first at $.subdivisions[0])"),
      unknown("XA.json", "$.subdivisions[2].nmae"),
      value("XA.json", "$.subdivisions[2].name", "missing required string"),
      value("XA.json", "$.subdivisions[3]", "expected an object, found a string"),
      value("XA.json", "$.subdivisions[4].code", "expected a string, found a number"),
      value("XA.json", "$.subdivisions[4].latinName", string),
      value("XA.json", "$.mobileCarriers[1].prefix", digits),
      value("XA.json", "$.mobileCarriers[2].prefix", digits),
      value("XA.json", "$.mobileCarriers[3].prefix", string),
      value(
        "XA.json", "$.mobileCarriers[4].prefix",
        "duplicate prefix 7400 (first at $.mobileCarriers[0])"),
      value("XA.json", "$.mobileCarriers[5].prefix", "expected a string, found a number"),
      value("XA.json", "$.mobileCarriers[6].carrier", "missing required string"),
      value("XD.json", "$", "expected an object, found a list"),
      value("XE.json", "$.postalCode", "expected an object, found a string"),
      value("XE.json", "$.subdivisions", "expected a list of objects, found an object"),
      value("XE.json", "$.mobileCarriers", "expected a list of objects, found null"),
      value("XF.json", "$.region", "missing required string"),
      value("XF.json", "$.postalCode.pattern", "missing required string"),
      value("xc.json", "$.region", "expected two capital letters (ISO 3166-1 alpha-2)"),
    ]
    let rest = Array(errors.dropFirst())
    #expect(rest == expected)
    for missing in expected where !rest.contains(missing) {
      Issue.record("not reported: \(missing)")
    }
    for extra in rest where !expected.contains(extra) { Issue.record("unexpected: \(extra)") }
  }
}
