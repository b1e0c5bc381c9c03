// Loading rule-pack directories: the core pack, and every kind of problem reported precisely.

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneCoreData
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
    #expect(pack.manifest.version == CorePack.version)
    // One region per file: regions/GB.json, and regions/001-800.json per non-geographic code.
    let files = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot + "/RulePacks/core/regions"
    ).filter { $0.hasSuffix(".json") }
    #expect(files.count > 240)
    #expect(pack.regions.count == files.count)
    #expect(
      pack.regions.filter { $0.code == .nonGeographic }.map(\.callingCode).sorted()
        == files.filter { $0.hasPrefix("001-") }.map { Int($0.dropFirst(4).dropLast(5))! }.sorted())
    let gb = try #require(pack.regions.first { $0.code == RegionCode("GB") })
    #expect(gb.callingCode == 44 && gb.nationalPrefix == "0" && gb.internationalPrefix == "00")
    // The example as the JSON file has it, read by Foundation's parser.
    let gbJSON = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: URL(fileURLWithPath: repositoryRoot + "/RulePacks/core/regions/GB.json")))
        as? [String: Any])
    let gbMobile = (gbJSON["types"] as? [String: Any])?["mobile"] as? [String: Any]
    #expect(gb.types[.mobile]?.example == gbMobile?["example"] as? String)
    #expect(gb.types[.mobile]?.example?.count == 10)
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
