// Fuzz target `packs`: a fuzzed rule-pack directory loaded on top of the core pack through
// `RulePackCatalog.load(directory:)` (reading pack.json, regions/ and picker/, checking and
// compiling the pack against what is loaded), then used and unloaded.
//
// Checks besides "no crash, no hang, no runaway memory":
// - a refused pack gives at least one error, each with a message, and leaves the catalog's
//   regions exactly as they were;
// - an accepted pack's regions make formatters, and typing, parsing, formatting and
//   validating their example numbers works; unloading it gives back the regions before it.
//
// Input: UTF-8 text (malformed bytes become U+FFFD) describing the directory. The text before
// the first header line is `pack.json`; each header line `=== PATH` starts a file at PATH,
// whose content is the text up to the next header. A PATH ending in `/` makes a directory.
// PATH is made safe: at most three components of letters, digits, `.`, `-` and `_` (others
// become `_`; `.` and `..` become `_`), so everything stays inside the pack's directory.
//
//   {"name":"p","version":"1","engine":">=0.1"}
//   === regions/GB.json
//   {"operation":"extend","region":"GB","formats":[...]}

import Foundation
import PhoneCore
import PhonePacks

/// The core pack, with fuzzed packs loaded on it one at a time (and unloaded after).
let packCatalog: RulePackCatalog = {
  do {
    return try RulePackCatalog()
  } catch {
    fatalError("fuzz: the core pack does not load from \(CorePack.defaultDirectory): \(error)")
  }
}()
let coreRegionList: [Region] = packCatalog.catalog.allRegions

/// This process's scratch directory; the pack is written to `<scratch>/pack` for each input.
let scratchDirectory: String = {
  let path =
    NSTemporaryDirectory() + "phonefmt-fuzz-packs-\(ProcessInfo.processInfo.processIdentifier)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPacks(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
  let directory = scratchDirectory + "/pack"
  try? FileManager.default.removeItem(atPath: directory)
  writePack(text, to: directory)

  let packsBefore = packCatalog.packs.count
  let pack: RulePack
  do {
    pack = try packCatalog.load(directory: directory)
  } catch {
    require(!error.errors.isEmpty, "a refused pack with no error")
    for e in error.errors {
      require(!e.description.isEmpty, "an error with no message: \(e)")
    }
    require(packCatalog.packs.count == packsBefore, "a refused pack changed the packs loaded")
    require(
      packCatalog.catalog.allRegions == coreRegionList,
      "a refused pack changed the regions loaded")
    return 0
  }
  use(pack, in: packCatalog.catalog)
  do {
    require(try packCatalog.unload(name: pack.name), "pack \(pack.name) did not unload")
  } catch {
    fatalError("invariant: pack \(pack.name) does not unload: \(error)")
  }
  require(
    packCatalog.catalog.allRegions == coreRegionList,
    "unloading pack \(pack.name) did not give back the regions before it")
  return 0
}

/// Types, parses, formats and validates numbers of the regions the pack touched.
func use(_ pack: RulePack, in catalog: PhoneCatalog) {
  for patch in pack.patches.prefix(4) {
    let region: Region?
    if patch.code == .nonGeographic {
      region = patch.callingCode.flatMap { catalog.nonGeographic[$0] }
    } else {
      region = catalog.regions[patch.code]
    }
    guard let region else {
      fatalError("invariant: accepted pack \(pack.name) lost region \(patch.code)")
    }
    exercise(region, in: catalog, formatterRequired: true)
  }
}

/// Writes the directory the text describes (see the top of this file).
func writePack(_ text: String, to directory: String) {
  let files = FileManager.default
  try? files.createDirectory(atPath: directory, withIntermediateDirectories: true)
  var path = "pack.json"
  var content: [Substring] = []
  func flush() {
    let full = directory + "/" + path
    if path.hasSuffix("/") {
      try? files.createDirectory(atPath: full, withIntermediateDirectories: true)
      return
    }
    let parent = (full as NSString).deletingLastPathComponent
    try? files.createDirectory(atPath: parent, withIntermediateDirectories: true)
    _ = files.createFile(atPath: full, contents: Data(content.joined(separator: "\n").utf8))
  }
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("=== ") {
      flush()
      path = safePath(line.dropFirst(4))
      content = []
    } else {
      content.append(line)
    }
  }
  flush()
}

/// A relative path of at most three safe components (see the top of this file).
func safePath(_ raw: Substring) -> String {
  let isDirectory = raw.hasSuffix("/")
  let parts = raw.split(separator: "/").prefix(3).map { part -> String in
    let clean = String(
      part.prefix(64).map { c -> Character in
        c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "-" || c == "_") ? c : "_"
      })
    return clean == "." || clean == ".." ? "_" : clean
  }
  guard !parts.isEmpty else { return "_" }
  return parts.joined(separator: "/") + (isDirectory ? "/" : "")
}
