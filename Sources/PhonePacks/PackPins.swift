// PackPins: the regions a pack was written against (`pinned.json`, written by `phonefmt pack
// pin`), and which of them have changed since: lint's stale-override warning.
//
// A pack that extends or replaces a region, or adds one on a calling code another region
// leads, is written against that region as it was. When the core moves on (a phonenumbers
// release) the override may no longer fit: numbers it formatted become invalid, or the core
// now does what the pack did. `pinned.json` records, per region the pack builds on, the
// fingerprint of that region below the pack (`Region.fingerprint`); lint compares it with the
// region below the pack now and warns, with what the pack changes in that region now.

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneCoreData

/// What `pinned.json` holds.
///
/// ```json
/// {
///   "core": "9.0.43",
///   "regions": {"AE": "5c0f7a3e9d21b864"}
/// }
/// ```
package struct PackPins: Sendable, Hashable {
  /// The core data version (`CorePack.version`) when the pack was pinned.
  package var core: String
  /// Per region the pack builds on (`RegionKey.description`), its fingerprint below the pack.
  package var regions: [String: UInt64]

  package static let file = "pinned.json"

  package init(core: String, regions: [String: UInt64]) {
    self.core = core
    self.regions = regions
  }

  /// The regions `pack` builds on, as `regions` (the regions below it) has them: those it
  /// extends or replaces, and for a region it adds, the main region of its calling code.
  static func basis(of pack: RulePack, below regions: [RegionKey: Region]) -> [RegionKey: Region] {
    var out: [RegionKey: Region] = [:]
    for patch in pack.patches {
      let key = RegionKey(code: patch.code, callingCode: patch.callingCode)
      if patch.operation != .add {
        if let region = regions[key] { out[key] = region }
      } else if let code = patch.callingCode,
        let main = regions.first(where: {
          $0.value.callingCode == code && $0.value.mainRegionForCode && $0.key != key
        })
      {
        out[main.key] = main.value
      }
    }
    return out
  }

  /// The pins of `pack` on `regions` (the regions below it).
  static func of(_ pack: RulePack, below regions: [RegionKey: Region]) -> PackPins {
    var pins: [String: UInt64] = [:]
    for (key, region) in basis(of: pack, below: regions) {
      pins[key.description] = region.fingerprint
    }
    return PackPins(core: CorePack.version, regions: pins)
  }

  /// `pinned.json`'s text: sorted keys, fingerprints as 16 hex digits, a final newline.
  package var json: String {
    let lines = regions.keys.sorted().map { key in
      let hex = String(regions[key] ?? 0, radix: 16)
      return "    \"\(key)\": \"\(String(repeating: "0", count: 16 - hex.count) + hex)\""
    }
    return """
      {
        "core": "\(core)",
        "regions": {\(lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n  ")}
      }

      """
  }

  /// The pins of the pack in `directory`, or nil when it has no `pinned.json`.
  /// - Throws: `PackErrors` for a file that is unreadable, not strict JSON, or not of this shape.
  static func read(directory: String, label: String) throws(PackErrors) -> PackPins? {
    let path = URL(fileURLWithPath: directory).appendingPathComponent(file).path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    var content: [UInt8] = []
    let json: JSONValue
    switch RulePack.readJSON(
      URL(fileURLWithPath: path), pack: label, file: file, into: &content)
    {
    case .success(let value): json = value
    case .failure(let e): throw PackErrors(errors: [e])
    }
    var errors: [PackError] = []
    func bad(_ path: String, _ reason: String) {
      errors.append(.invalidValue(pack: label, file: file, jsonPath: path, reason: reason))
    }
    guard let o = json.object else {
      bad("$", "expected an object (written by phonefmt pack pin)")
      throw PackErrors(errors: errors)
    }
    for key in o.keys.sorted() where key != "core" && key != "regions" {
      errors.append(.unknownField(pack: label, file: file, jsonPath: "$.\(key)"))
    }
    let core = o["core"]?.string
    if core == nil { bad("$.core", "expected a string (the core data version)") }
    var regions: [String: UInt64] = [:]
    if let r = o["regions"]?.object {
      for (key, value) in r.sorted(by: { $0.key < $1.key }) {
        if let hex = value.string, hex.count == 16, let v = UInt64(hex, radix: 16) {
          regions[key] = v
        } else {
          bad("$.regions.\(key)", "expected 16 hexadecimal digits (a region's fingerprint)")
        }
      }
    } else {
      bad("$.regions", "expected an object of region fingerprints")
    }
    if !errors.isEmpty { throw PackErrors(errors: errors) }
    return PackPins(core: core ?? "", regions: regions)
  }
}

/// A region a pack builds on that is no longer as it was when the pack was pinned.
package struct StaleRegion: Sendable, Hashable {
  package enum Reason: Sendable, Hashable {
    /// Its fingerprint differs from the pinned one.
    case changed
    /// It is no longer below the pack.
    case gone
    /// The pack builds on it, but `pinned.json` does not record it (the pack changed since).
    case notPinned
  }

  /// The region (`DE`, `001-800`).
  package var region: String
  /// The core data version the pack was pinned on.
  package var pinnedCore: String
  /// What is wrong with the pin.
  package var reason: Reason
  /// What the pack changes in the region now (`PackDiff` lines).
  package var differences: [String]

  package init(region: String, pinnedCore: String, reason: Reason, differences: [String]) {
    self.region = region
    self.pinnedCore = pinnedCore
    self.reason = reason
    self.differences = differences
  }

  /// `warning: PACK/pinned.json: $.regions.DE: ...`, then the differences, indented.
  package func lines(pack: String) -> [String] {
    let what: String
    switch reason {
    case .changed:
      what =
        "\(region) has changed below this pack since it was pinned (core \(pinnedCore) then, "
        + "\(CorePack.version) now): check the pack against it, then run phonefmt pack pin "
        + "again; what the pack changes in \(region) now: \(differences.count) answer"
        + (differences.count == 1 ? "" : "s")
    case .gone:
      what = "\(region) is no longer there below this pack (pinned on core \(pinnedCore))"
    case .notPinned:
      what =
        "the pack builds on \(region), which is not pinned: run phonefmt pack pin once the "
        + "pack is checked"
    }
    return ["warning: \(pack)/\(PackPins.file): $.regions.\(region): \(what)"]
      + differences.map { "  " + $0 }
  }
}

extension RulePackCatalog {
  /// Loads the packs in `directories` in order, as `load(directories:)` does, and gives each
  /// one's pins: the fingerprints of the regions it builds on as they are below it
  /// (`phonefmt pack pin` writes them to each pack's `pinned.json`).
  /// - Throws: `PackErrors` of the first pack refused; the packs before it stay loaded.
  package func pin(directories: [String]) throws(PackErrors) -> [(RulePack, PackPins)] {
    let all = directories.map { RulePack.read(directory: $0, pickerData: false).pack }
    var out: [(RulePack, PackPins)] = []
    for (i, directory) in directories.enumerated() {
      let below = state.withLock { $0.regions }
      let pack = try load(directory: directory, later: Array(all[(i + 1)...]))
      out.append((pack, PackPins.of(pack, below: below)))
    }
    return out
  }

  /// The regions `pins` records that are not as they were, given the regions below the pack
  /// (`below`) and the catalogs before and after it was loaded.
  static func stale(
    _ pins: PackPins, pack: RulePack, below: [RegionKey: Region], before: PhoneCatalog,
    after: PhoneCatalog
  ) -> [StaleRegion] {
    let byName = Dictionary(below.map { ($0.key.description, $0) }, uniquingKeysWith: { a, _ in a })
    var out: [StaleRegion] = []
    for (name, fingerprint) in pins.regions.sorted(by: { $0.key < $1.key }) {
      guard let (key, region) = byName[name] else {
        out.append(StaleRegion(region: name, pinnedCore: pins.core, reason: .gone, differences: []))
        continue
      }
      guard region.fingerprint != fingerprint else { continue }
      let differences = PackDiff.lines(before: before, after: after, regions: [key.code])
      out.append(
        StaleRegion(region: name, pinnedCore: pins.core, reason: .changed, differences: differences)
      )
    }
    for key in PackPins.basis(of: pack, below: below).keys.sorted()
    where pins.regions[key.description] == nil {
      out.append(
        StaleRegion(
          region: key.description, pinnedCore: pins.core, reason: .notPinned, differences: []))
    }
    return out
  }
}
