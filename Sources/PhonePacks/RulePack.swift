// RulePack: a pack directory (pack.json + regions/*.json) loaded into Region models.

import Foundation
public import PhoneCore

/// A loaded rule pack.
///
/// A pack is a directory with `pack.json` (name, version, engine, description) and a
/// `regions/` folder holding one JSON file per region. See `RulePacks/README.md`.
public struct RulePack: Sendable {
  public var name: String
  public var version: String
  public var description: String
  public var directory: String
  public var regions: [Region]

  /// Loads and checks a pack directory. Every problem of every file is collected.
  /// - Throws: `PackErrors` listing each problem as pack, file, JSON path and message.
  public static func load(directory: String) throws(PackErrors) -> RulePack {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    let packName = url.standardizedFileURL.lastPathComponent
    var errors: [PackError] = []
    var name = packName
    var version = ""
    var summary = ""
    let manifestURL = url.appendingPathComponent("pack.json")
    do {
      let data = try Data(contentsOf: manifestURL)
      let json = try JSONSerialization.jsonObject(with: data)
      if let o = json as? [String: Any] {
        name = (o["name"] as? String) ?? packName
        version = (o["version"] as? String) ?? ""
        summary = (o["description"] as? String) ?? ""
      } else {
        errors.append(
          .invalidValue(
            pack: packName, file: "pack.json", jsonPath: "$", reason: "expected an object"))
      }
    } catch let e as NSError where e.domain == NSCocoaErrorDomain && e.code == 3840 {
      errors.append(.invalidJSON(pack: packName, file: "pack.json", reason: Self.reason(e)))
    } catch {
      errors.append(.unreadable(pack: packName, file: "pack.json", reason: "cannot read pack.json"))
    }
    let regionsURL = url.appendingPathComponent("regions", isDirectory: true)
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: regionsURL.path)
        .filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      errors.append(.unreadable(pack: packName, file: "regions", reason: "cannot list regions/"))
      throw PackErrors(errors: errors)
    }
    var regions: [Region] = []
    for file in files {
      let relative = "regions/\(file)"
      let json: Any
      do {
        let data = try Data(contentsOf: regionsURL.appendingPathComponent(file))
        json = try JSONSerialization.jsonObject(with: data)
      } catch {
        errors.append(.invalidJSON(pack: packName, file: relative, reason: Self.reason(error)))
        continue
      }
      var decoder = RegionDecoder(pack: packName, file: relative)
      let region = decoder.region(json)
      errors += decoder.errors
      if let region, decoder.errors.isEmpty { regions.append(region) }
    }
    if !errors.isEmpty { throw PackErrors(errors: errors) }
    return RulePack(
      name: name, version: version, description: summary, directory: directory, regions: regions)
  }
}

extension RulePack {
  /// The parser's own words for a JSON error ("Unexpected end of file ..."), or the file
  /// system's for an unreadable file.
  static func reason(_ error: Error) -> String {
    let e = error as NSError
    if let detail = e.userInfo["NSDebugDescription"] as? String { return detail }
    if e.domain == NSCocoaErrorDomain && e.code == 260 { return "file not found" }
    return e.localizedDescription
  }
}

/// Where the bundled core pack lives.
public enum CorePack {
  /// `PHONEFMT_CORE_PACK` when set, else `RulePacks/core` of the source tree this was built from.
  public static var defaultDirectory: String {
    if let env = ProcessInfo.processInfo.environment["PHONEFMT_CORE_PACK"], !env.isEmpty {
      return env
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("RulePacks/core").path
  }

  /// Loads the core pack into a catalog.
  public static func catalog() throws(PackErrors) -> PhoneCatalog {
    PhoneCatalog(regions: try RulePack.load(directory: defaultDirectory).regions)
  }
}
