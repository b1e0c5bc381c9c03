// Loading rule-pack directories: the core pack, and every kind of problem reported precisely.

import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Rule-pack loading")
struct PackLoadingTests {
  let fixtures = repositoryRoot + "/Tests/PhonePacksTests/Fixtures"

  @Test("The core pack loads every region and non-geographic code")
  func corePack() throws {
    let pack = try RulePack.load(directory: repositoryRoot + "/RulePacks/core")
    #expect(pack.name == "core")
    #expect(pack.manifest.version == "9.0.43")
    #expect(pack.regions.count == 254)
    #expect(
      pack.regions.filter { $0.code == .nonGeographic }.map(\.callingCode).sorted()
        == [800, 808, 870, 878, 881, 882, 883, 888, 979])
    let gb = try #require(pack.regions.first { $0.code == RegionCode("GB") })
    #expect(gb.callingCode == 44 && gb.nationalPrefix == "0" && gb.internationalPrefix == "00")
    #expect(gb.types[.mobile]?.example == "7400123456")
  }

  @Test("A malformed pack reports every problem with file and JSON path")
  func malformed() throws {
    do {
      _ = try RulePack.load(directory: fixtures + "/malformed")
      Issue.record("a malformed pack loaded")
    } catch {
      let lines = error.errors.map(\.description).sorted()
      #expect(
        lines.first?.hasPrefix(fixtures + "/malformed/regions/BAD.json: $: invalid JSON: ") == true)
      #expect(
        Array(lines.dropFirst()) == [
          fixtures + "/malformed/regions/XA.json: $.callingCode: expected an integer",
          fixtures + "/malformed/regions/XA.json: $.formats[0].format: missing required string",
          fixtures + "/malformed/regions/XA.json: $.formats[0].patern: unknown field",
          fixtures + "/malformed/regions/XA.json: $.formats[0].pattern: missing required string",
          fixtures
            + "/malformed/regions/XA.json: $.region: expected two capital letters (ISO 3166-1) or 001",
        ])
    }
  }

  @Test("A pattern that does not compile is an error naming region, field and position")
  func badPattern() throws {
    let pack = try RulePack.load(directory: fixtures + "/badpattern")
    let region = try #require(pack.regions.first)
    #expect(
      throws: RuleError.syntax(
        PatternSite(region: "XB", field: "formats[1].leadingDigits[0]"),
        PatternSyntaxError(pattern: "[2-", position: 2, reason: "unexpected '-' in class"))
    ) {
      try CompiledRegion.compile(region)
    }
  }
}
