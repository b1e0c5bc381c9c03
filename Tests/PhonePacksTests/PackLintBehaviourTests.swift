// Lint means behaviour: packs a telecom's author wrote that loaded, or passed lint, but then
// dropped digits, moved a region, were never read or had examples `validate` refuses, are now
// refused, each once, at a path its file has. One test per pack that showed it (issue 43).

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Rule packs: lint refuses what would behave wrongly")
struct PackLintBehaviourTests {
  static func problems(_ name: String, _ files: [String: String]) throws -> [String] {
    let dir = try temporaryPack(name, files: files)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    return try loadProblems(dir).map { $0.replacingOccurrences(of: dir + "/", with: "") }
  }

  @Test("A format that drops a group of its pattern is refused (it would write 0151 6789)")
  func dropsDigits() throws {
    let found = try Self.problems(
      "drop",
      [
        "regions/DE.json": #"""
        {"operation": "extend", "region": "DE", "formats": [{"pattern": "(\\d{4})(\\d{4})(\\d{3})",
         "format": "$1 $3", "leadingDigits": ["15"], "nationalPrefixFormattingRule": "0$1",
         "priority": 9}]}
        """#
      ])
    #expect(
      found == [
        #"regions/DE.json: $.formats[0].format: format "$1 $3" drops $2 of "(\d{4})(\d{4})(\d{3})": a number formatted with it would lose those digits; write every group (or digits of the format's own in their place, as AR's "$2 15-$3-$4" does)"#
      ])
  }

  @Test("A format that writes letters is refused (xxx-$2)")
  func writesLetters() throws {
    let found = try Self.problems(
      "letters",
      [
        "regions/DE.json": #"""
        {"operation": "extend", "region": "DE", "formats": [{"pattern": "(\\d{4})(\\d{4})",
         "format": "xxx-$1$2", "leadingDigits": ["15"]}]}
        """#
      ])
    #expect(
      found == [
        #"regions/DE.json: $.formats[0].format: format "xxx-$1$2" writes letters; a format writes digits and separators"#
      ])
  }

  @Test("An extend that gives another calling code is refused; the region keeps +49")
  func extendMovesCallingCode() throws {
    let found = try Self.problems(
      "moved", ["regions/DE.json": #"{"operation": "extend", "region": "DE", "callingCode": 50}"#])
    #expect(
      found == [
        #"regions/DE.json: $.callingCode: an extend cannot move DE from +49 to +50 (every +49 number would become invalid); leave callingCode out, or use "replace" to redefine the region"#
      ])
  }

  @Test("Files under regions/ that are never read are errors, not an ok with 0 regions")
  func unreadFiles() throws {
    let dir = try temporaryPack("nested", files: [:])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/regions/europe", withIntermediateDirectories: true)
    let extend = #"{"operation": "extend", "region": "DE", "searchNames": ["Deutschland"]}"#
    try Data(extend.utf8).write(to: URL(fileURLWithPath: dir + "/regions/europe/DE.json"))
    try Data(extend.utf8).write(to: URL(fileURLWithPath: dir + "/regions/FR.JSON"))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/regions/.DS_Store"))
    let reason =
      #"never read: a pack reads only the files regions/*.json (lower-case ".json", no subfolders)"#
    #expect(
      try loadProblems(dir) == [
        dir + "/regions/FR.JSON: $: " + reason, dir + "/regions/europe: $: " + reason,
      ])
  }

  @Test("An example that validation refuses (not the general pattern) is an error")
  func exampleValidationRefuses() throws {
    let found = try Self.problems(
      "example",
      [
        "regions/XA.json": #"""
        {"operation": "add", "region": "XA", "callingCode": 999, "types": {
         "generalDesc": {"pattern": "\\d{5}", "possibleLengths": [5]},
         "fixedLine": {"pattern": "\\d{7}", "example": "7123456", "possibleLengths": [7]}}}
        """#
      ])
    #expect(
      found == [
        "regions/XA.json: $.types.fixedLine.example: example 7123456 does not match the region's generalDesc pattern, so `validate` refuses it"
      ])
  }

  @Test("An extend's general pattern that refuses examples from below: once, at its own path")
  func inheritedExamplesRefused() throws {
    let found = try Self.problems(
      "narrow",
      [
        "regions/DE.json": #"""
        {"operation": "extend", "region": "DE", "types": {
         "generalDesc": {"pattern": "[2-9]\\d{9,10}", "possibleLengths": [10, 11]}}}
        """#
      ])
    // DE's mobile example 15123456789 starts with 1 and its pager example 16412345 has 8
    // digits: both are the core's, so the path is the pattern this file gives.
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix(
        "regions/DE.json: $.types.generalDesc: the region's pattern or lengths refuse ") == true)
    #expect(found.first?.contains("15123456789 (mobile)") == true)
    #expect(found.first?.contains("16412345 (pager)") == true)
    #expect(found.first?.contains("9001234567 (premiumRate)") == false)
  }

  @Test("An extend may give only a type's example: the pattern and lengths stay the region's")
  func exampleOnly() throws {
    let dir = try temporaryPack(
      "hint",
      files: [
        "regions/DE.json": #"""
        {"operation": "extend", "region": "DE", "types": {"mobile": {"example": "15212345678"}}}
        """#
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    let core = try #require(packs.catalog.regions[.de]?.types[.mobile])
    try packs.load(directory: dir)
    let mobile = try #require(packs.catalog.regions[.de]?.types[.mobile])
    #expect(mobile.example == "15212345678")
    #expect(mobile.pattern == core.pattern)
    #expect(mobile.possibleLengths == core.possibleLengths)
    #expect(core.example != mobile.example)

    let found = try Self.problems(
      "hint-bad",
      [
        "regions/DE.json": #"""
        {"operation": "extend", "region": "DE", "types": {"mobile": {"example": "151234"},
         "voip": {"example": "1"}}}
        """#
      ])
    #expect(
      found == [
        "regions/DE.json: $.types.voip: DE has no voip type to give an example of; give its pattern too",
        "regions/DE.json: $.types.mobile.example: example 151234 does not match the mobile pattern",
      ])
  }

  @Test("A bad pattern in an extend is reported once, at the path the file has")
  func badPatternOnce() throws {
    let found = try Self.problems(
      "badpat",
      [
        "regions/DE.json": #"""
        {"operation": "extend", "region": "DE", "formats": [{"pattern": "(\\d{4}(\\d{4})",
         "format": "$1 $2", "leadingDigits": ["15"]}]}
        """#
      ])
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("regions/DE.json: $.formats[0].pattern: ") == true)
  }

  @Test("Thousands of formats are refused for the limit before anything compiles")
  func manyFormatsRefusedEarly() throws {
    let formats = (0..<10_000).map {
      #"{"pattern": "(\\d{2})(\\d{4})", "format": "$1 $2", "leadingDigits": ["\#($0 % 10)"]}"#
    }
    let found = try Self.problems(
      "many",
      [
        "regions/DE.json":
          #"{"operation": "extend", "region": "DE", "formats": [\#(formats.joined(separator: ","))]}"#
      ])
    let had = try #require(CoreFixture.catalog.regions[.de]).formats.count
    #expect(
      found == [
        "regions/DE.json: $.formats: \(10_000 + had) formats, more than the limit of 64 per format list (10000 from this file, \(had) the region had)"
      ])
  }

  static let deMobile = #"""
    {"operation": "extend", "region": "DE", "formats": [{"pattern": "(\\d{3})(\\d{4})(\\d{4})",
     "format": "$1 $2 $3", "leadingDigits": ["15"], "nationalPrefixFormattingRule": "0$1"%@}]}
    """#

  @Test(
    "A format typing ranks below another is refused: typed 01512 3456789, formatted 0151 2345 6789")
  func typingDisagreesWithFormatting() throws {
    let found = try Self.problems(
      "typing", ["regions/DE.json": Self.deMobile.replacingOccurrences(of: "%@", with: "")])
    #expect(
      found == [
        #"regions/DE.json: $.formats: typing 015123456789 (the mobile example) ends at "01512 3456789" but the number is formatted "0151 2345 6789": typing ranks another format first; give this file's format a higher priority (RulePacks/README.md, "Which format wins"), or add "typing-differs" to pack.json's "accepts" if that is meant"#
      ])
    // With a priority above the core's, typing and formatting agree, and the pack loads.
    let ranked = try Self.problems(
      "typing",
      ["regions/DE.json": Self.deMobile.replacingOccurrences(of: "%@", with: #", "priority": 7"#)])
    #expect(ranked == [])
  }

  @Test(
    "\"accepts\": [\"typing-differs\"] in pack.json lets such a pack load; an unknown item is an error"
  )
  func acceptsTypingDiffers() throws {
    let region = Self.deMobile.replacingOccurrences(of: "%@", with: "")
    let dir = try temporaryPack("typing", files: ["regions/DE.json": region])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func manifest(_ accepts: String) throws {
      let text = #"{"name": "typing", "version": "1", "engine": ">=0.1", "accepts": \#(accepts)}"#
      try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/pack.json"))
    }
    try manifest(#"["typing-differs"]"#)
    #expect(try loadProblems(dir) == [])
    try manifest(#"["typing-differs", "bogus"]"#)
    #expect(
      try loadProblems(dir) == [
        dir + #"/pack.json: $.accepts[1]: unknown "bogus"; a pack may accept "#
          + #""shared-leading-digits", "typing-differs""#
      ])
  }

  static let ea = #"""
    {"operation": "add", "region": "EA", "callingCode": 34, "mainRegionForCode": false,
     "leadingDigits": "9[2-6]", "types": {
      "generalDesc": {"pattern": "9[2-6]\\d{7}", "possibleLengths": [9]},
      "fixedLine": {"pattern": "9[2-6]\\d{7}", "example": "952123456", "possibleLengths": [9]}}}
    """#

  @Test("Two packs claiming the same leading digits of +34 are refused in either load order")
  func sharedLeadingDigits() throws {
    let ea = try temporaryPack("ea", files: ["regions/EA.json": Self.ea])
    defer { try? FileManager.default.removeItem(atPath: ea) }
    let canary = examples + "/canary-islands"
    let eaFirst = try RulePackCatalog(coreDirectory: coreDirectory)
    try eaFirst.load(directory: ea)
    let refused = #expect(throws: PackErrors.self) { try eaFirst.load(directory: canary) }
    #expect(
      refused?.errors.map(\.description).contains(
        canary
          + #"/regions/IC.json: $.leadingDigits: +34 928123456 (the fixedLine example of IC) belongs to EA, whose leading digits claim it too; make the leading digits of the two regions disjoint, or add "shared-leading-digits" to pack.json's "accepts" if that is meant"#
      ) == true, "\(refused?.description ?? "")")
    let canaryFirst = try RulePackCatalog(coreDirectory: coreDirectory)
    try canaryFirst.load(directory: canary)
    let again = #expect(throws: PackErrors.self) { try canaryFirst.load(directory: ea) }
    #expect(
      again?.errors.map(\.description) == [
        ea
          + #"/regions/EA.json: $.leadingDigits: +34 928123456 (the fixedLine example of IC) now belongs to EA; make the leading digits of the two regions disjoint, or add "shared-leading-digits" to pack.json's "accepts" if that is meant"#
      ])
    // Said on purpose, the pack loads, and +34 928 123 456 is EA's.
    let manifest =
      #"{"name": "ea", "version": "1", "engine": ">=0.1", "accepts": ["shared-leading-digits"]}"#
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: ea + "/pack.json"))
    try canaryFirst.load(directory: ea)
    let number = try canaryFirst.catalog.parse("+34928123456", region: nil)
    #expect(canaryFirst.catalog.region(for: number) == RegionCode("EA"))
  }
}
