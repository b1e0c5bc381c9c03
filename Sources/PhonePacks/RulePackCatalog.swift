// RulePackCatalog: the packs loaded at run time, in order, and the catalog they make together.

import Foundation
public import PhoneCore

/// The bundled core pack and the packs loaded on top of it, in order; safe to use from many
/// threads.
///
/// ```swift
/// let packs = try RulePackCatalog()                       // the core pack
/// try packs.load(directory: "RulePacks/examples/canary-islands")
/// let catalog = packs.catalog                             // includes IC
/// packs.unload(name: "canary-islands")
/// ```
/// Loading validates the pack whole against what is loaded; a rejected pack changes nothing.
/// Readers take `catalog`, an immutable snapshot whose regions compile lazily on first use.
public final class RulePackCatalog: Sendable {
  struct State: Sendable {
    var core: RulePack
    var packs: [RulePack]
    var regions: [RegionKey: Region]
    var catalog: PhoneCatalog

    /// Picker data of every pack, later packs replacing earlier ones region by region.
    var corePickerLoaded = false

    var pickerData: [RegionCode: PickerData] {
      var merged = core.pickerData
      for pack in packs { merged.merge(pack.pickerData) { _, later in later } }
      return merged
    }
  }

  private let state: Locked<State>

  /// Starts from the core pack at `coreDirectory` (default: `CorePack.defaultDirectory`).
  /// - Throws: `PackErrors` when the core pack does not load.
  public init(coreDirectory: String = CorePack.defaultDirectory) throws(PackErrors) {
    let (core, errors) = RulePack.read(directory: coreDirectory, pickerData: false)
    if !errors.isEmpty { throw PackErrors(errors: errors) }
    let regions = try PackMerger.apply(core, to: [:], compile: false)
    state = Locked(
      State(
        core: core, packs: [], regions: regions,
        catalog: PhoneCatalog(regions: Self.ordered(regions))))
  }

  /// The catalog of everything loaded now.
  public var catalog: PhoneCatalog { state.withLock { $0.catalog } }

  /// Postal code format, subdivisions and mobile carrier prefixes per region, from the packs'
  /// `picker/` folders (a later pack's file for a region replaces an earlier one).
  /// The core pack's picker data is read on first use.
  /// - Throws: `PackErrors` when the core pack's `picker/` folder does not load.
  public func pickerData() throws(PackErrors) -> [RegionCode: PickerData] {
    try state.withLock { (s: inout State) throws(PackErrors) in
      if !s.corePickerLoaded {
        s.core.pickerData = try PickerData.load(directory: s.core.directory, pack: s.core.name)
        s.corePickerLoaded = true
      }
      return s.pickerData
    }
  }

  /// The packs loaded on top of the core pack, in the order they apply.
  public var packs: [RulePack] { state.withLock { $0.packs } }

  /// Loads a pack directory on top of those loaded.
  /// - Throws: `PackErrors` with every problem; nothing changes then.
  @discardableResult
  public func load(directory: String) throws(PackErrors) -> RulePack {
    try state.withLock { (s: inout State) throws(PackErrors) -> RulePack in
      let (pack, regions) = try RulePack.loadAndApply(directory: directory, to: s.regions)
      if s.packs.contains(where: { $0.name == pack.name }) || s.core.name == pack.name {
        throw PackErrors(errors: [
          .invalidValue(
            pack: pack.name, file: "pack.json", jsonPath: "$.name",
            reason: "a pack named \(pack.name) is loaded already")
        ])
      }
      let unknown = pack.pickerData.keys.filter { code in
        !regions.keys.contains { $0.code == code }
      }
      if !unknown.isEmpty {
        throw PackErrors(
          errors: unknown.sorted().map {
            .invalidValue(
              pack: pack.name, file: "picker/\($0).json", jsonPath: "$.region",
              reason: "\($0) is not a loaded region")
          })
      }
      s.packs.append(pack)
      s.regions = regions
      s.catalog = PhoneCatalog(regions: Self.ordered(regions))
      return pack
    }
  }

  /// Unloads a pack; the packs after it are applied again without it. Returns false when no
  /// pack has that name. A later pack that needed the unloaded one (it extended a region only
  /// that pack added) makes the unload fail with its errors, and nothing changes.
  @discardableResult
  public func unload(name: String) throws(PackErrors) -> Bool {
    try state.withLock { (s: inout State) throws(PackErrors) -> Bool in
      guard let index = s.packs.firstIndex(where: { $0.name == name }) else { return false }
      var remaining = s.packs
      remaining.remove(at: index)
      var regions = try PackMerger.apply(s.core, to: [:], compile: false)
      for pack in remaining { regions = try PackMerger.apply(pack, to: regions, compile: false) }
      s.packs = remaining
      s.regions = regions
      s.catalog = PhoneCatalog(regions: Self.ordered(regions))
      return true
    }
  }

  static func ordered(_ regions: [RegionKey: Region]) -> [Region] {
    regions.sorted { $0.key < $1.key }.map(\.value)
  }
}
