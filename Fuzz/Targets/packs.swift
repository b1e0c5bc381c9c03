// Fuzz target `packs`: a fuzzed rule-pack directory loaded on top of the core pack through
// `RulePackCatalog.load(directory:)` (reading pack.json, regions/ and picker/, checking and
// compiling the pack against what is loaded), then used and unloaded.
//
// Checks besides "no crash, no hang, no runaway memory":
// - every file is also read by the strict JSON reader alone (`StrictJSON`, the pack-trust
//   boundary): what it accepts, Foundation's JSONSerialization accepts too, with the same value;
// - a refused pack gives at least one error, each with a message, and leaves the catalog's
//   regions exactly as they were;
// - an accepted pack's regions make formatters, and typing, parsing, formatting and
//   validating their example numbers works; unloading it gives back the regions before it.
//
// Input: bytes describing the directory, kept as they are in the files (so malformed UTF-8
// reaches the reader). The text before
// the first header line is `pack.json`; each header line `=== PATH` starts a file at PATH,
// whose content is the text up to the next header. A PATH ending in `/` makes a directory.
// PATH is made safe: at most three components of letters, digits, `.`, `-` and `_` (others
// become `_`; `.` and `..` become `_`), so everything stays inside the pack's directory.
//
//   {"name":"p","version":"1","engine":">=0.1"}
//   === regions/GB.json
//   {"operation":"extend","region":"GB","formats":[...]}

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks

/// The core pack, with fuzzed packs loaded on it one at a time (and unloaded after).
let packCatalog: RulePackCatalog = {
  do {
    return try RulePackCatalog()
  } catch {
    fatalError("fuzz: the core pack does not load: \(error)")
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
  let bytes = Array(UnsafeRawBufferPointer(start: data, count: count))
  let directory = scratchDirectory + "/pack"
  try? FileManager.default.removeItem(atPath: directory)
  for file in writePack(bytes, to: directory) { checkStrictJSON(file) }

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

/// Writes the directory the bytes describe (see the top of this file); returns the files'
/// contents.
func writePack(_ bytes: [UInt8], to directory: String) -> [[UInt8]] {
  let files = FileManager.default
  try? files.createDirectory(atPath: directory, withIntermediateDirectories: true)
  var path = "pack.json"
  var content: [ArraySlice<UInt8>] = []
  var written: [[UInt8]] = []
  func flush() {
    let full = directory + "/" + path
    if path.hasSuffix("/") {
      try? files.createDirectory(atPath: full, withIntermediateDirectories: true)
      return
    }
    let parent = (full as NSString).deletingLastPathComponent
    try? files.createDirectory(atPath: parent, withIntermediateDirectories: true)
    let joined = Array(content.joined(separator: [0x0A]))
    _ = files.createFile(atPath: full, contents: Data(joined))
    written.append(joined)
  }
  let header = Array("=== ".utf8)
  for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
    if line.starts(with: header) {
      flush()
      path = safePath(Substring(String(decoding: line.dropFirst(4), as: UTF8.self)))
      content = []
    } else {
      content.append(line)
    }
  }
  flush()
  return written
}

/// The strict reader either refuses `bytes` with a position inside them, or gives the value
/// Foundation's reader gives (numbers to within rounding).
func checkStrictJSON(_ bytes: [UInt8]) {
  let value: JSONValue
  do {
    value = try StrictJSON.parse(bytes)
  } catch {
    require(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset)")
    require(error.line >= 1 && error.column >= 1, "error line \(error.line) column \(error.column)")
    require(error.jsonPath.hasPrefix("$"), "error path \(error.jsonPath)")
    return
  }
  let foundation: Any
  do {
    foundation = try JSONSerialization.jsonObject(
      with: Data(bytes), options: [.fragmentsAllowed])
  } catch {
    fatalError("invariant: StrictJSON accepted what JSONSerialization refuses: \(error)")
  }
  require(agree(value, foundation), "StrictJSON and JSONSerialization read different values")
}

func agree(_ ours: JSONValue, _ theirs: Any) -> Bool {
  switch ours {
  case .null: return theirs is NSNull
  case .bool(let b):
    guard let n = theirs as? NSNumber, String(cString: n.objCType) == "c" else { return false }
    return n.boolValue == b
  case .number(let d):
    guard let n = theirs as? NSNumber, String(cString: n.objCType) != "c" else { return false }
    let e = n.doubleValue
    return d == e || abs(d - e) <= 1e-9 * max(abs(d), abs(e))
  case .string(let s): return (theirs as? String) == s
  case .array(let a):
    guard let t = theirs as? [Any], t.count == a.count else { return false }
    return zip(a, t).allSatisfy { agree($0, $1) }
  case .object(let o):
    guard let t = theirs as? [String: Any], t.count == o.count else { return false }
    return o.allSatisfy { key, value in t[key].map { agree(value, $0) } ?? false }
  }
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
