// RulePack: a pack directory (pack.json + regions/*.json) read and type-checked, not yet applied.

import CPhoneTables
import Foundation
package import PhoneCallerID
package import PhoneCompiler
public import PhoneCore
import PhoneDataBlob
public import PhonePickerData

/// A pack's manifest (`pack.json`).
public struct PackManifest: Sendable, Hashable {
  public var name: String
  public var version: String
  /// The engine versions the pack works with, e.g. `>=0.1` or `>=0.1 <2`.
  public var engine: String
  public var description: String
  /// What the pack means though lint would refuse it otherwise (`"accepts": ["typing-differs"]`
  /// in pack.json): `typing-differs`, typing may end at another text than formatting writes.
  package var accepts: Set<String> = []
}

/// A rule pack as read from its directory.
///
/// A pack is a directory with `pack.json` and a `regions/` folder holding one JSON file per
/// region, each saying whether it adds, extends or replaces a region. Reading a pack checks
/// every file's syntax, types and fields; applying it (`PackMerger`) checks it against what is
/// loaded already. See `RulePacks/README.md`.
public struct RulePack: Sendable {
  public var manifest: PackManifest
  public var directory: String
  package var patches: [RegionPatch]
  /// What the pack's `picker/` folder gives country pickers, per region.
  public var pickerData: [RegionCode: PickerData] = [:]
  /// The places of the pack's `geocoding.bin` (the geocoding pack, `RulePacks/geocoding`):
  /// what `RulePackCatalog.describe` names as a number's location.
  package var geocoding: PrefixData?
  /// The file of places a pack may hold.
  static let geocodingFile = "geocoding.bin"
  /// What compiling the pack's regions built, when it was loaded with compiling (nil before):
  /// the figures its `CompileBudget` limits (`phonefmt pack lint` prints the states).
  package internal(set) var compileCost: CompileCost?
  /// The checksum of the pack's files as read (`pack.json`, then `regions/*.json` in name
  /// order): what a table file records of the pack, so that the same pack is not applied on
  /// top of it again, and another version of it is refused.
  package internal(set) var fingerprint: UInt64 = 0

  public var name: String { manifest.name }

  /// The directory as given, without trailing slashes: how messages name the pack
  /// (`bad/ea-extend/regions/EA.json: ...`), so that a path in a message can be opened.
  public var label: String { Self.label(directory) }

  static func label(_ directory: String) -> String {
    var d = Substring(directory)
    while d.count > 1 && d.hasSuffix("/") { d = d.dropLast() }
    return String(d)
  }

  /// The regions of a pack that only adds regions (such as the core pack).
  package var regions: [Region] { patches.map { $0.standalone() } }

  /// Reads and checks a pack directory. Every problem of every file is collected.
  /// - Throws: `PackErrors` listing each problem as pack, file, JSON path and message.
  public static func load(directory: String) throws(PackErrors) -> RulePack {
    let (pack, errors) = read(directory: directory)
    if !errors.isEmpty { throw PackErrors(errors: errors) }
    return pack
  }

  /// Reads a pack directory, returning what could be read and every problem found, so that a
  /// caller can check the readable part further and report all problems together.
  ///
  /// - Parameter directory: the pack's directory, as messages will name it.
  /// - Parameter pickerData: also read the `picker/` folder, when the pack has one (the JSON
  ///   core pack's is 2.3 MB, so the catalog reads it only when picker data is asked for).
  package static func read(directory: String, pickerData: Bool = true) -> (
    pack: RulePack, errors: [PackError]
  ) {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    let folder = url.standardizedFileURL.lastPathComponent
    let label = Self.label(directory)
    var errors: [PackError] = []
    var manifest = PackManifest(name: folder, version: "", engine: "", description: "")
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      // A link that is there but leads nowhere (a loop, a missing target) is not "no such
      // directory": the author sees the name in `ls`.
      let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
      let reason =
        link
        ? "a symbolic link that leads to no directory (a loop of links, or a missing target)"
        : "no such directory"
      errors.append(.unreadable(pack: label, file: "", reason: reason))
      return (RulePack(manifest: manifest, directory: directory, patches: []), errors)
    } else if !isDirectory.boolValue {
      errors.append(
        .unreadable(pack: label, file: "", reason: "not a directory (a pack is a directory)"))
      return (RulePack(manifest: manifest, directory: directory, patches: []), errors)
    }
    /// The files read, each as its name, a zero byte, its bytes and a zero byte: what the
    /// pack's fingerprint is the checksum of.
    var content: [UInt8] = []
    switch readJSON(
      url.appendingPathComponent("pack.json"), pack: label, file: "pack.json", into: &content)
    {
    case .success(let json):
      do {
        manifest = try decodeManifest(json, folder: label)
      } catch {
        errors += error.errors
      }
    case .failure(let e):
      errors.append(e)
    }
    let regionsURL = url.appendingPathComponent("regions", isDirectory: true)
    let geocodingPath = url.appendingPathComponent(geocodingFile).path
    let hasGeocoding = FileManager.default.fileExists(atPath: geocodingPath)
    var files: [String] = []
    // A pack of places only (the geocoding pack) needs no regions/ folder.
    if !hasGeocoding || FileManager.default.fileExists(atPath: regionsURL.path) {
      do {
        let entries = try FileManager.default.contentsOfDirectory(atPath: regionsURL.path).sorted()
        files = entries.filter { name in
          var isDirectory: ObjCBool = false
          _ = FileManager.default.fileExists(
            atPath: regionsURL.appendingPathComponent(name).path, isDirectory: &isDirectory)
          return name.hasSuffix(".json") && !isDirectory.boolValue
        }
        // A file or folder the pack holds but never reads is an error, not silence: the author
        // meant it to apply (`regions/europe/DE.json`, `DE.JSON`).
        for name in entries where !name.hasPrefix(".") && !files.contains(name) {
          errors.append(
            .unreadable(
              pack: label, file: "regions/\(name)",
              reason: "never read: a pack reads only the files regions/*.json (lower-case "
                + "\".json\", no subfolders)"))
        }
      } catch {
        let missing = !FileManager.default.fileExists(atPath: regionsURL.path)
        errors.append(
          .unreadable(
            pack: label, file: "regions",
            reason: missing ? "no regions/ folder" : "cannot list regions/"))
        return (RulePack(manifest: manifest, directory: directory, patches: []), errors)
      }
    }
    var patches: [RegionPatch] = []
    for file in files {
      let relative = "regions/\(file)"
      let json: JSONValue
      switch readJSON(
        regionsURL.appendingPathComponent(file), pack: label, file: relative, into: &content)
      {
      case .success(let value): json = value
      case .failure(let e):
        errors.append(e)
        continue
      }
      var decoder = RegionDecoder(pack: label, file: relative)
      let patch = decoder.patch(json)
      errors += decoder.errors
      if let patch { patches.append(patch) }
    }
    var pack = RulePack(manifest: manifest, directory: directory, patches: patches)
    if hasGeocoding {
      if let bytes = FileManager.default.contents(atPath: geocodingPath) {
        do throws(DataBlobError) {
          pack.geocoding = try PrefixData(
            BlobStorage(copying: [UInt8](bytes)), magic: PrefixData.geocodingMagic)
        } catch {
          errors.append(.corruptData(pack: label, file: geocodingFile, error: error))
        }
      } else {
        errors.append(
          .unreadable(pack: label, file: geocodingFile, reason: "cannot read \(geocodingFile)"))
      }
    }
    pack.fingerprint = checksum64(content[...])
    // A pack need not have picker data; one whose `picker` is there but not a readable
    // folder is an error (`PickerData.load` names it).
    let picker = url.appendingPathComponent("picker").path
    if pickerData, FileManager.default.fileExists(atPath: picker) {
      do {
        pack.pickerData = try PickerData.load(directory: directory, pack: label)
      } catch {
        errors += error.errors
      }
    }
    return (pack, errors)
  }

  /// Reads a pack and applies it to `base`, reporting the problems of both steps together.
  /// - Throws: `PackErrors` with every problem; `base` is a value and stays as it was.
  package static func loadAndApply(
    directory: String, to base: [RegionKey: Region], compile: Bool = true
  ) throws(PackErrors) -> (pack: RulePack, regions: [RegionKey: Region]) {
    var (pack, readErrors) = read(directory: directory)
    let regions: [RegionKey: Region]
    do throws(PackErrors) {
      (regions, pack.compileCost) = try PackMerger.apply(
        pack, to: base, compile: compile, context: PackMerger.Context())
    } catch {
      throw PackErrors(errors: readErrors + error.errors)
    }
    if !readErrors.isEmpty { throw PackErrors(errors: readErrors) }
    return (pack, regions)
  }

  static let manifestKeys: Set<String> = ["name", "version", "engine", "description", "accepts"]
  /// What `accepts` may list.
  static let acceptable: Set<String> = [
    RulePackCatalog.typingDiffers, RulePackCatalog.sharedLeadingDigits,
  ]

  static func decodeManifest(_ json: JSONValue, folder: String) throws(PackErrors) -> PackManifest {
    var errors: [PackError] = []
    func bad(_ path: String, _ reason: String) {
      errors.append(.invalidValue(pack: folder, file: "pack.json", jsonPath: path, reason: reason))
    }
    guard let o = json.object else {
      bad("$", "expected an object")
      throw PackErrors(errors: errors)
    }
    for key in o.keys.sorted() where !manifestKeys.contains(key) {
      errors.append(.unknownField(pack: folder, file: "pack.json", jsonPath: "$.\(key)"))
    }
    func text(_ key: String) -> String {
      guard let v = o[key] else {
        bad("$.\(key)", "missing required string")
        return ""
      }
      guard let s = v.string, !s.isEmpty else {
        bad("$.\(key)", "expected a non-empty string")
        return ""
      }
      return s
    }
    var manifest = PackManifest(
      name: text("name"), version: text("version"), engine: text("engine"),
      description: o["description"]?.string ?? "")
    if let accepts = o["accepts"] {
      let items = accepts.array?.compactMap(\.string) ?? []
      if accepts.array == nil || items.count != accepts.array?.count {
        bad("$.accepts", "expected an array of strings")
      }
      for (i, item) in items.enumerated() where !acceptable.contains(item) {
        bad(
          "$.accepts[\(i)]",
          "unknown \"\(item)\"; a pack may accept \(acceptable.sorted().map { "\"\($0)\"" }.joined(separator: ", "))"
        )
      }
      manifest.accepts = Set(items)
    }
    if !manifest.engine.isEmpty {
      switch EngineVersion.satisfies(manifest.engine) {
      case nil: bad("$.engine", "expected version conditions such as >=0.1 or >=0.1 <2")
      case false?:
        bad("$.engine", "the pack needs engine \(manifest.engine); this engine is \(engineVersion)")
      case true?: break
      }
    }
    if !manifest.name.isEmpty
      && !manifest.name.allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0))
      })
    {
      bad("$.name", "use letters, digits, '-', '_' and '.' only")
    }
    if !errors.isEmpty { throw PackErrors(errors: errors) }
    return manifest
  }

  /// A file of the pack, parsed by the strict reader (`StrictJSON`).
  static func readJSON(_ url: URL, pack: String, file: String, into content: inout [UInt8])
    -> Result<JSONValue, PackError>
  {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      let missing = !FileManager.default.fileExists(atPath: url.path)
      return .failure(
        .unreadable(
          pack: pack, file: file, reason: missing ? "no such file" : "cannot read \(file)"))
    }
    content += Array(file.utf8) + [0] + [UInt8](data) + [0]
    do {
      return .success(try StrictJSON.parse([UInt8](data)))
    } catch {
      return .failure(.malformedJSON(pack: pack, file: file, error: error))
    }
  }
}
