// Pack checks an author meets: region codes and file names, digits of other scripts in
// templates, the format limit of an extended region, tables with packs on top.

import Foundation
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

/// A pack written to a fresh temporary directory: `pack.json` from `name`, then `files`
/// (relative path: content). Returns the directory.
func temporaryPack(_ name: String, files: [String: String]) throws -> String {
  let dir =
    NSTemporaryDirectory() + "phonefmt-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  let manager = FileManager.default
  try manager.createDirectory(atPath: dir + "/regions", withIntermediateDirectories: true)
  let manifest = #"{"name": "\#(name)", "version": "1", "engine": ">=0.1"}"#
  try Data(manifest.utf8).write(to: URL(fileURLWithPath: dir + "/pack.json"))
  for (path, content) in files {
    try Data(content.utf8).write(to: URL(fileURLWithPath: dir + "/" + path))
  }
  return dir
}

/// The problems loading `dir` on top of the core pack gives (empty when it loads).
func loadProblems(_ dir: String) throws -> [String] {
  let packs = try RulePackCatalog(coreDirectory: coreDirectory)
  do {
    try packs.load(directory: dir)
    return []
  } catch {
    return error.errors.map(\.description)
  }
}

@Suite("Rule packs: checks for authors")
struct PackCheckTests {
  @Test("Template digits of other scripts are digits: ٠٥٠-###-#### is 050-###-####")
  func nativeDigitTemplates() throws {
    var texts: [String] = []
    for template in ["050-###-####", "٠٥٠-###-####", "۰۵۰-###-####"] {
      let dir = try temporaryPack(
        "native-digits",
        files: [
          "regions/AE.json":
            #"{"operation": "extend", "region": "AE", "formats": [{"template": "\#(template)", "priority": 1}]}"#
        ])
      defer { try? FileManager.default.removeItem(atPath: dir) }
      let packs = try RulePackCatalog(coreDirectory: coreDirectory)
      try packs.load(directory: dir)
      let catalog = packs.catalog
      texts.append(try catalog.format("0501234567", region: RegionCode("AE"), style: .national))
      texts.append(try typeAll("0501234567", region: "AE", catalog: catalog).last ?? "")
    }
    #expect(texts == Array(repeating: "050-123-4567", count: 6))
  }

  @Test("A region code in lower case, or in a file named for another region, is refused")
  func regionCodesAndFileNames() throws {
    let region = #"""
      {"region": "%@", "callingCode": 34, "mainRegionForCode": false, "leadingDigits": "95[26]",
       "types": {"generalDesc": {"pattern": "95[26]\\d{6}", "possibleLengths": [9]}}}
      """#
    let dir = try temporaryPack(
      "codes",
      files: [
        "regions/EA.json": region.replacingOccurrences(of: "%@", with: "ea"),
        "regions/XX.json": region.replacingOccurrences(of: "%@", with: "IC"),
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(
      try loadProblems(dir) == [
        dir + "/regions/EA.json: $.region: write region codes in capitals: \"EA\", not \"ea\"",
        dir + "/regions/XX.json: $.region: region IC is in a file named XX.json; name it IC.json",
      ])
  }

  @Test("The format limit counts the formats an extended region had, and says so")
  func formatLimitOfExtension() throws {
    let formats = (0..<64).map {
      #"{"pattern": "(\\d{3})(\\d{4})", "format": "$1 $2", "leadingDigits": ["\#(200 + $0)"]}"#
    }
    let dir = try temporaryPack(
      "many-formats",
      files: [
        "regions/GB.json":
          #"{"operation": "extend", "region": "GB", "formats": [\#(formats.joined(separator: ","))]}"#
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let had = try #require(CoreFixture.catalog.regions[RegionCode("GB")!]).formats.count
    #expect(
      try loadProblems(dir) == [
        dir
          + "/regions/GB.json: $.formats: \(64 + had) formats, more than the limit of 64 per format list (64 from this file, \(had) the region had)"
      ])
  }

  @Test("Tables, then packs: the packs apply on top of a table file's regions")
  func tablesThenPacks() throws {
    let path = NSTemporaryDirectory() + "phonefmt-catalog-loading-\(getpid()).tbl"
    defer { unlink(path) }
    let source = try RulePackCatalog(coreDirectory: coreDirectory)
    try source.load(directory: examples + "/uae-mobile-dashes")
    _ = try CompiledTables.write(source.catalog, to: path)

    let loaded = try RulePackCatalog.load(
      tables: path, packs: [examples + "/canary-islands"], coreDirectory: coreDirectory)
    #expect(loaded.refusedTables == nil)
    let packs = loaded.packs
    #expect(packs.packs.map(\.name) == ["canary-islands"])
    let catalog = packs.catalog
    #expect(catalog.validate("928 123 456", region: RegionCode("IC")) == .valid(.fixedLine))
    #expect(
      try catalog.format("0501234567", region: RegionCode("AE"), style: .national) == "050-123-4567"
    )

    let missing = try RulePackCatalog.load(
      tables: path + ".missing", packs: [examples + "/canary-islands"],
      coreDirectory: coreDirectory)
    #expect(missing.refusedTables == .missing)
    let fallback = missing.packs
    #expect(fallback.catalog.regions[RegionCode("IC")!] != nil)
    #expect(
      try fallback.catalog.format("0501234567", region: RegionCode("AE"), style: .national)
        == "050 123 4567")
  }
}
