// Rule packs as plugins: add, extend, replace, precedence, validation, atomic loading, unloading.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhonePickerData
import PhoneTestSupport
import Testing

let fixtures = repositoryRoot + "/Tests/PhonePacksTests/Fixtures"
let examples = repositoryRoot + "/RulePacks/examples"
let coreDirectory = repositoryRoot + "/RulePacks/core"

@Suite("Rule packs: operations and precedence")
struct PackOperationsTests {
  @Test("add: the Canary Islands example pack adds IC on +34 beside Spain")
  func addRegion() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    #expect(packs.catalog.regions[RegionCode("IC")!] == nil)
    try packs.load(directory: examples + "/canary-islands")
    let catalog = packs.catalog
    let ic = try #require(catalog.regions[RegionCode("IC")!])
    #expect(ic.names == ["en": "Canary Islands", "es": "Islas Canarias"])
    #expect(ic.searchNames == ["Canarias", "Canaries"])
    #expect(catalog.validate("928 123 456", region: RegionCode("IC")) == .valid(.fixedLine))
    let canary = try catalog.parse("+34 928 123 456", region: nil)
    #expect(catalog.region(for: canary) == RegionCode("IC"))
    let madrid = try catalog.parse("+34 912 345 678", region: nil)
    #expect(catalog.region(for: madrid) == RegionCode("ES"))
    // Spain stays the main region of +34, but IC's own formats serve IC's numbers.
    #expect(catalog.format(canary, style: .international) == "+34 928 123 456")
    #expect(catalog.format(madrid, style: .international) == "+34 912 34 56 78")
  }

  @Test("extend: the UAE example pack writes mobile numbers 05X-XXX-XXXX, other formats stay")
  func extendRegion() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    let before = packs.catalog
    try packs.load(directory: examples + "/uae-mobile-dashes")
    let after = packs.catalog
    let ae = RegionCode("AE")
    #expect(try before.format("0501234567", region: ae, style: .national) == "050 123 4567")
    #expect(try after.format("0501234567", region: ae, style: .national) == "050-123-4567")
    #expect(
      try after.format("+971501234567", region: ae, style: .international) == "+971 50-123-4567")
    // Typing follows the pack too.
    #expect(try typeAll("0501234567", region: "AE", catalog: after).last == "050-123-4567")
    // A landline keeps the core format.
    #expect(
      try after.format("02 123 4567", region: ae, style: .national)
        == before.format("02 123 4567", region: ae, style: .national))
    #expect(after.regions[ae!]?.searchNames.contains("UAE") == true)
  }

  @Test("replace: a pack replaces a region whole")
  func replaceRegion() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: fixtures + "/replace-gb")
    let catalog = packs.catalog
    let gb = try #require(catalog.regions[RegionCode("GB")!])
    #expect(gb.formats.count == 1)
    #expect(gb.types[.mobile] == nil)
    #expect(
      try catalog.format("2079460958", region: RegionCode("GB"), style: .international)
        == "+44 2079-460958")
    // Only the pack's one type is left: every 10-digit number is a fixed line.
    #expect(catalog.validate("07400 123456", region: RegionCode("GB")) == .valid(.fixedLine))
    #expect(catalog.validate("+44 800 123 456", region: RegionCode("GB")) == .invalid(.tooShort))
  }

  @Test("Precedence: packs apply in order, so a later pack's format and names win")
  func precedence() throws {
    let ab = try RulePackCatalog(coreDirectory: coreDirectory)
    try ab.load(directory: fixtures + "/ae-a")
    try ab.load(directory: fixtures + "/ae-b")
    let ba = try RulePackCatalog(coreDirectory: coreDirectory)
    try ba.load(directory: fixtures + "/ae-b")
    try ba.load(directory: fixtures + "/ae-a")
    let ae = RegionCode("AE")
    #expect(try ab.catalog.format("0501234567", region: ae, style: .national) == "050/123/4567")
    #expect(try ba.catalog.format("0501234567", region: ae, style: .national) == "050.123.4567")
    #expect(ab.catalog.regions[ae!]?.names["en"] == "Emirates (B)")
    #expect(ab.packs.map(\.name) == ["ae-a", "ae-b"])
  }

  @Test("Unloading a pack applies the others again without it")
  func unload() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: fixtures + "/ae-a")
    try packs.load(directory: fixtures + "/ae-b")
    #expect(try packs.unload(name: "ae-b"))
    #expect(
      try packs.catalog.format("0501234567", region: RegionCode("AE"), style: .national)
        == "050.123.4567")
    #expect(try packs.unload(name: "ae-a"))
    #expect(
      try packs.catalog.format("0501234567", region: RegionCode("AE"), style: .national)
        == "050 123 4567")
    #expect(try packs.unload(name: "ae-a") == false)
  }
}

@Suite("Rule packs: validation")
struct PackValidationTests {
  func problems(_ dir: String) throws -> [String] { try loadProblems(dir) }

  @Test("Every problem of a pack is reported at once, with file, JSON path and message")
  func everyProblem() throws {
    #expect(
      try problems(fixtures + "/bad-ops") == [
        fixtures
          + "/bad-ops/regions/XB2.json: $.region: region XB is in a file named XB2.json; name it XB.json",
        fixtures
          + "/bad-ops/regions/XD.json: $.types.generalDesc.possibleLengths[0]: expected a length from 1 to 20",
        fixtures
          + "/bad-ops/regions/XD.json: $.names.english: expected a locale identifier such as en, es or zh_Hant",
        fixtures
          + "/bad-ops/regions/GB.json: $.operation: GB exists already (from the core pack); use \"extend\" or \"replace\"",
        fixtures + "/bad-ops/regions/XA.json: $.operation: XA does not exist; use \"add\"",
        fixtures
          + "/bad-ops/regions/XB.json: $.mainRegionForCode: +44 already has its main region GB; set mainRegionForCode to false",
        fixtures + "/bad-ops/regions/XC.json: $.callingCode: +800 is a non-geographic calling code",
        fixtures
          + "/bad-ops/regions/XB.json: $.formats[0].pattern: unterminated group at position 7 in \"(\\d{3})(\\d{4}\"",
        fixtures
          + "/bad-ops/regions/XB.json: $.formats[1].format: format \"$1 $2 $3\" refers to $3 but the pattern has 2 group(s)",
        fixtures
          + "/bad-ops/regions/XB.json: $.types.fixedLine.example: example 3123456 does not match the fixedLine pattern",
        fixtures
          + "/bad-ops/regions/XB.json: $.types.mobile.example: example 71234567 does not match the mobile pattern",
      ])
  }

  @Test("The manifest is checked: unknown fields and the engine versions it needs")
  func manifest() throws {
    #expect(
      try problems(fixtures + "/bad-engine") == [
        fixtures + "/bad-engine/pack.json: $.homepage: unknown field",
        fixtures
          + "/bad-engine/pack.json: $.engine: the pack needs engine >=9; this engine is 0.1.0",
      ])
  }

  @Test("A rejected pack changes nothing: the catalog stays as it was")
  func atomic() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: examples + "/canary-islands")
    let before = packs.catalog
    #expect(throws: PackErrors.self) { try packs.load(directory: fixtures + "/bad-ops") }
    let after = packs.catalog
    #expect(packs.packs.map(\.name) == ["canary-islands"])
    #expect(after.allRegions == before.allRegions)
    #expect(after.regions[RegionCode("XB")!] == nil)
    #expect(after.validate("928 123 456", region: RegionCode("IC")) == .valid(.fixedLine))
  }

  @Test("The same pack cannot be loaded twice")
  func twice() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: fixtures + "/ae-a")
    let errors = try problems(fixtures + "/ae-a")
    #expect(errors.isEmpty)  // a fresh catalog takes it
    do {
      try packs.load(directory: fixtures + "/ae-a")
      Issue.record("loaded twice")
    } catch {
      #expect(
        error.errors.map(\.description) == [
          fixtures + "/ae-a/pack.json: $.name: a pack named ae-a is loaded already, from "
            + fixtures + "/ae-a"
        ])
    }
  }

  @Test("The example packs and the core pack pass their own checks")
  func examplesLint() throws {
    let core = try RulePack.loadAndApply(directory: coreDirectory, to: [:], compile: true)
    let files = try FileManager.default.contentsOfDirectory(atPath: coreDirectory + "/regions")
    #expect(core.regions.count == files.filter { $0.hasSuffix(".json") }.count)
    for name in ["canary-islands", "uae-mobile-dashes"] {
      _ = try RulePack.loadAndApply(directory: examples + "/" + name, to: core.regions)
    }
  }
}

@Suite("Rule packs: picker data")
struct PackPickerDataTests {
  @Test("A pack's picker folder adds postal codes and subdivisions for its region")
  func pickerData() throws {
    for packs in [try RulePackCatalog(coreDirectory: coreDirectory), RulePackCatalog()] {
      #expect(try packs.pickerData(for: RegionCode("IC")!) == nil)
      #expect(try packs.pickerData(for: .us)?.subdivisions.isEmpty == false)
      try packs.load(directory: examples + "/canary-islands")
      let ic = try #require(try packs.pickerData(for: RegionCode("IC")!))
      #expect(ic.postalCode?.examples == ["35001", "38001"])
      #expect(ic.subdivisions.map(\.code) == ["ES-GC", "ES-TF"])
      try packs.unload(name: "canary-islands")
      #expect(try packs.pickerData(for: RegionCode("IC")!) == nil)
    }
  }
}
