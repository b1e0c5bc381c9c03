// Pack checks an author meets: region codes and file names, digits of other scripts in
// templates, the format limit of an extended region, tables with packs on top.

import Foundation
import PhoneCallerID
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhonePickerData
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

  @Test("A table file's packs given again keep their picker data and places")
  func heldPacksKeepData() throws {
    let path = NSTemporaryDirectory() + "phonefmt-held-data-\(getpid()).tbl"
    defer { unlink(path) }
    let geocoding = repositoryRoot + "/RulePacks/geocoding"
    // The shipped tables: writing them again decodes instead of compiling every region.
    let source = RulePackCatalog()
    try source.load(directories: [examples + "/canary-islands", geocoding])
    _ = try CompiledTables.write(source, to: path)
    let loaded = try RulePackCatalog.load(
      tables: path, packs: [examples + "/canary-islands", geocoding])
    #expect(loaded.refusedTables == nil)
    let packs = loaded.packs
    #expect(packs.packs.isEmpty)
    #expect(
      try packs.pickerData(for: RegionCode("IC")!)?.subdivisions.map(\.code) == ["ES-GC", "ES-TF"])
    let number = try packs.catalog.parse("+1 650 253 0000", region: nil)
    #expect(try packs.describe(number, locale: "en").location == "Mountain View, CA")
  }

  @Test("Tables, then packs: the packs apply on top of a table file's regions")
  func tablesThenPacks() throws {
    let path = NSTemporaryDirectory() + "phonefmt-catalog-loading-\(getpid()).tbl"
    defer { unlink(path) }
    let source = try RulePackCatalog(coreDirectory: coreDirectory)
    try source.load(directory: examples + "/uae-mobile-dashes")
    _ = try CompiledTables.write(source, to: path)
    let held = try CompiledTables.packs(path: path)
    #expect(held.map(\.description) == ["uae-mobile-dashes 1.0.0"])
    #expect(held.first?.regions == ["AE"])
    #expect(held.first?.fingerprint == source.packs.first?.fingerprint)

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

  @Test(
    "A pack the table file holds is not applied again; the same name from other files is refused")
  func tablePacksOnce() throws {
    let dir = NSTemporaryDirectory() + "phonefmt-table-packs-\(getpid())"
    try? FileManager.default.removeItem(atPath: dir)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/t.tbl"
    let source = try RulePackCatalog(coreDirectory: coreDirectory)
    try source.load(directory: examples + "/uae-mobile-dashes")
    _ = try CompiledTables.write(source, to: path)
    let formats = source.catalog.regions[.ae]?.formats.count

    let again = try RulePackCatalog.load(
      tables: path, packs: [examples + "/uae-mobile-dashes"], coreDirectory: coreDirectory)
    #expect(again.refusedTables == nil)
    #expect(again.packs.packs.isEmpty)
    #expect(again.packs.catalog.regions[.ae]?.formats.count == formats)

    // The same name, other files: a copy whose description differs.
    let copy = dir + "/uae"
    try FileManager.default.copyItem(atPath: examples + "/uae-mobile-dashes", toPath: copy)
    let manifest = copy + "/pack.json"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    try text.replacingOccurrences(of: "\"description\": \"", with: "\"description\": \"Changed. ")
      .write(toFile: manifest, atomically: true, encoding: .utf8)
    #expect(throws: PackErrors.self) {
      try RulePackCatalog.load(tables: path, packs: [copy], coreDirectory: coreDirectory)
    }
    do {
      _ = try RulePackCatalog.load(tables: path, packs: [copy], coreDirectory: coreDirectory)
    } catch {
      #expect(
        error.description
          == "\(copy)/pack.json: $.name: the table file \(path) holds pack uae-mobile-dashes 1.0.0 "
          + "compiled from other files; compile the table file again with this pack (phonefmt "
          + "pack compile), or leave the pack out")
    }
  }

  @Test(
    "A refused table file never drops the packs it held: compiled again, or an error naming them")
  func refusedTablesKeepPacks() throws {
    let path = NSTemporaryDirectory() + "phonefmt-refused-packs-\(getpid()).tbl"
    defer { unlink(path) }
    let source = try RulePackCatalog(coreDirectory: coreDirectory)
    try source.load(directory: examples + "/uae-mobile-dashes")
    _ = try CompiledTables.write(source, to: path)
    // Cut short after its list of packs: the file is refused, the list still read.
    let cut = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(500))
    try Data(cut).write(to: URL(fileURLWithPath: path))
    #expect(try CompiledTables.packs(path: path).map(\.name) == ["uae-mobile-dashes"])

    do {
      _ = try RulePackCatalog.load(
        tables: path, packs: [examples + "/canary-islands"], coreDirectory: coreDirectory)
      Issue.record("a refused file that held uae-mobile-dashes loaded without it")
    } catch {
      #expect(
        error.description
          == "\(path): table file is cut short (at byte 500); it was compiled with pack "
          + "uae-mobile-dashes 1.0.0, which the packs given leave out: give its directory to "
          + "compile them again, or compile the table file again")
    }
    let rebuilt = try RulePackCatalog.load(
      tables: path, packs: [examples + "/uae-mobile-dashes", examples + "/canary-islands"],
      coreDirectory: coreDirectory)
    #expect(rebuilt.refusedTables == .invalid(.truncated(offset: 500)))
    #expect(
      try rebuilt.packs.catalog.format("0501234567", region: .ae, style: .national)
        == "050-123-4567")

    // Damage inside the list itself: which packs it held cannot be told, so nothing loads.
    var damaged = cut
    damaged[30] ^= 0xff
    try Data(damaged).write(to: URL(fileURLWithPath: path))
    #expect(throws: TableFileError.self) { try CompiledTables.packs(path: path) }
    #expect(throws: PackErrors.self) {
      try RulePackCatalog.load(
        tables: path, packs: [examples + "/uae-mobile-dashes"], coreDirectory: coreDirectory)
    }
  }
}

@Suite("Rule packs: a pack directory that is not there")
struct PackDirectoryTests {
  @Test("A loop of symbolic links is named as one, not as a missing directory")
  func symlinkLoop() throws {
    let dir = NSTemporaryDirectory() + "phonefmt-links-\(getpid())"
    try? FileManager.default.removeItem(atPath: dir)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: dir + "/a", withDestinationPath: dir + "/b")
    try FileManager.default.createSymbolicLink(atPath: dir + "/b", withDestinationPath: dir + "/a")
    #expect(
      try loadProblems(dir + "/a") == [
        "\(dir)/a: a symbolic link that leads to no directory (a loop of links, or a missing target)"
      ])
    #expect(try loadProblems(dir + "/none") == ["\(dir)/none: no such directory"])
  }
}
