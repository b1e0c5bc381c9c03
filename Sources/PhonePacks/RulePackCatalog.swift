// RulePackCatalog: the packs loaded at run time, in order, and the catalog they make together.

import Foundation
import PhoneCallerID
import PhoneCompiler
public import PhoneCore
import PhoneCoreData
import PhoneDataBlob
public import PhonePickerData

/// The bundled core pack and the packs loaded on top of it, in order; safe to use from many
/// threads.
///
/// ```swift
/// let packs = RulePackCatalog()                       // the core pack
/// try packs.load(directory: "RulePacks/examples/canary-islands")
/// let catalog = packs.catalog                             // includes IC
/// packs.unload(name: "canary-islands")
/// ```
/// Loading validates the pack whole against what is loaded; a rejected pack changes nothing.
/// Readers take `catalog`, an immutable snapshot whose regions compile lazily on first use.
public final class RulePackCatalog: Sendable {
  struct State: Sendable {
    /// The core pack's manifest and directory (its regions are `base`; from a table file the
    /// pack has no patches).
    var core: RulePack
    /// What the packs apply to: the core pack's regions, or those of a table file.
    var base: [RegionKey: Region]
    /// The catalog of `base` alone (a table file's keeps its compiled tables).
    var baseCatalog: PhoneCatalog
    /// Where `base` came from, as messages name it: `the core pack`, `the table file T`.
    var baseOrigin: String
    var packs: [RulePack]
    /// The packs compiled into the table file `base` came from (none for the core pack): they
    /// are not applied again, and one of the same name but other files is refused.
    var tablePacks: [TableFile.PackRecord] = []
    /// The packs given again that the table file holds: not applied again, but their picker
    /// data and places are used (a table file holds neither), before those of `packs`.
    var heldPacks: [RulePack] = []
    /// The packs whose data (picker data, places) applies, in order.
    var dataPacks: [RulePack] { heldPacks + packs }
    var regions: [RegionKey: Region]
    var catalog: PhoneCatalog

    /// The JSON core pack's directory when the catalog started from one (its `picker/` folder
    /// then gives the core's picker data); nil: the picker data linked into the product.
    var corePickerDirectory: String?
    /// The core pack's picker data read from `corePickerDirectory`, on first use.
    var corePickerFromJSON: [RegionCode: PickerData]?

    /// Which loaded pack last added or replaced each region (for messages).
    var origins: [RegionKey: String] {
      var out: [RegionKey: String] = [:]
      for key in base.keys { out[key] = baseOrigin }
      for pack in tablePacks {
        for name in pack.regions {
          for key in base.keys where key.description == name {
            out[key] = "pack \(pack.name) (compiled into \(baseOrigin))"
          }
        }
      }
      for pack in packs {
        for patch in pack.patches where patch.operation != .extend {
          out[RegionKey(code: patch.code, callingCode: patch.callingCode)] =
            "pack \(pack.name) (\(pack.label))"
        }
      }
      return out
    }

    init(core: RulePack, base: [RegionKey: Region], catalog: PhoneCatalog, origin: String) {
      self.core = core
      self.base = base
      self.baseCatalog = catalog
      self.baseOrigin = origin
      self.packs = []
      self.regions = base
      self.catalog = catalog
    }
  }

  let state: Locked<State>
  /// The data linked into the product, opened on first use by this catalog (each catalog keeps
  /// the regions and calling codes it decoded).
  let linkedPicker = Locked<Result<ShippedPickerData, DataBlobError>?>(nil)
  let linkedPrefixes = Locked<Result<PrefixData, DataBlobError>?>(nil)

  /// The linked picker data, opened once.
  func openedPicker() throws(DataBlobError) -> ShippedPickerData {
    try linkedPicker.withLock { opened in
      if let opened { return opened }
      let result = Result { () throws(DataBlobError) in try ShippedPickerData.openLinked() }
      opened = result
      return result
    }.get()
  }

  /// The linked carrier and time-zone data, opened once.
  func openedPrefixes() throws(DataBlobError) -> PrefixData {
    try linkedPrefixes.withLock { opened in
      if let opened { return opened }
      let result = Result { () throws(DataBlobError) in try PrefixData.openLinked() }
      opened = result
      return result
    }.get()
  }

  /// Starts from the core pack's tables shipped in the library (`CorePack.catalog()`): nothing
  /// to catch, the tables are part of the library.
  ///
  /// ```swift
  /// let packs = RulePackCatalog()
  /// try packs.load(directory: "RulePacks/examples/gb-spaced-mobile")
  /// ```
  public convenience init() {
    self.init(tables: CorePack.catalog(), path: "", coreDirectory: nil, origin: "the core pack")
  }

  /// Starts from the JSON core pack at `coreDirectory` (a development build of the rules);
  /// nil starts from the shipped tables, as `init()`.
  /// - Throws: `PackErrors` when the JSON core pack does not load.
  public convenience init(coreDirectory: String?) throws(PackErrors) {
    if let directory = coreDirectory {
      let (core, errors) = RulePack.read(directory: directory, pickerData: false)
      if !errors.isEmpty { throw PackErrors(errors: errors) }
      let regions = try PackMerger.apply(core, to: [:], compile: false)
      var state = State(
        core: core, base: regions,
        catalog: PhoneCatalog(regions: Self.ordered(regions))
          .attaching(shortNumbers: CorePack.shortNumberTable),
        origin: "the core pack")
      state.corePickerDirectory = directory
      self.init(state: state)
    } else {
      self.init(tables: CorePack.catalog(), path: "", coreDirectory: nil, origin: "the core pack")
    }
  }

  /// Starts from the regions of a table file's catalog (`CompiledTables.load(path:)`); packs
  /// loaded later apply on top of them, and calling codes they leave alone keep the file's
  /// compiled tables. `path` names the file in messages; a JSON core pack's directory gives
  /// picker data only (nil: the picker data linked into the product).
  convenience init(
    tables catalog: PhoneCatalog, path: String, coreDirectory: String?, origin: String? = nil,
    packs: [TableFile.PackRecord] = []
  ) {
    let core = RulePack(
      manifest: PackManifest(name: "core", version: "", engine: "", description: ""),
      directory: coreDirectory ?? "", patches: [])
    var base: [RegionKey: Region] = [:]
    for region in catalog.allRegions { base[RegionKey(region)] = region }
    var state = State(
      core: core, base: base, catalog: catalog, origin: origin ?? "the table file \(path)")
    state.tablePacks = packs
    state.corePickerDirectory = coreDirectory
    self.init(state: state)
  }

  private init(state: State) {
    self.state = Locked(state)
  }

  /// The catalog of everything loaded now.
  public var catalog: PhoneCatalog { state.withLock { $0.catalog } }

  /// A region's postal code format, subdivisions and mobile carrier prefixes: from the last
  /// loaded pack whose `picker/` folder has the region, else from the core pack (the data
  /// linked into the product, decoded for this region on first use).
  ///
  /// ```swift
  /// let packs = RulePackCatalog()
  /// let us = try packs.pickerData(for: .us)
  /// us?.subdivisions.first { $0.code == "US-CA" }?.name   // "California"
  /// us?.postalCode?.name                                  // "zip"
  /// ```
  /// - Returns: nil where no pack has picker data for the region.
  /// - Throws: `PackErrors` when the core's picker data does not decode (`.corruptData`), or,
  ///   for a catalog started from a JSON core pack, when its `picker/` folder does not load.
  /// - Complexity: the first call for a region decodes its record (well under a millisecond);
  ///   later calls return it from a cache.
  public func pickerData(for region: RegionCode) throws(PackErrors) -> PickerData? {
    let (packs, directory) = state.withLock { ($0.dataPacks, $0.corePickerDirectory) }
    for pack in packs.reversed() {
      if let data = pack.pickerData[region] { return data }
    }
    if let directory {
      return try state.withLock { (s: inout State) throws(PackErrors) in
        if s.corePickerFromJSON == nil {
          s.corePickerFromJSON = try PickerData.load(directory: directory, pack: s.core.name)
        }
        return s.corePickerFromJSON?[region]
      }
    }
    do throws(DataBlobError) {
      return try openedPicker().record(for: region)
    } catch {
      throw PackErrors(errors: [
        .corruptData(pack: "core", file: ShippedPickerData.label, error: error)
      ])
    }
  }

  /// The packs loaded on top of the core pack, in the order they apply.
  public var packs: [RulePack] { state.withLock { $0.packs } }

  /// Loads a pack directory on top of those loaded.
  ///
  /// This is the one check of a pack: `phonefmt pack lint`, `--packs` and
  /// `load(directories:)` all come here, so they refuse exactly the same packs.
  /// - Throws: `PackErrors` with every problem; nothing changes then.
  @discardableResult
  public func load(directory: String) throws(PackErrors) -> RulePack {
    try load(directory: directory, later: [])
  }

  /// Loads a pack, naming in messages the packs in `later` (to be loaded after it) that add a
  /// region this one extends or replaces: the fix is then the order of the packs.
  @discardableResult
  func load(directory: String, later: [RulePack]) throws(PackErrors) -> RulePack {
    try state.withLock { (s: inout State) throws(PackErrors) -> RulePack in
      let (pack, regions) = try Self.check(directory: directory, on: s, later: later)
      // A pack the table file holds already is not applied a second time.
      if s.tablePacks.contains(where: { $0.name == pack.name }) {
        s.heldPacks.append(pack)
        return pack
      }
      s.packs.append(pack)
      s.regions = regions
      s.catalog = PhoneCatalog(regions: Self.ordered(regions), reusing: s.baseCatalog)
      return pack
    }
  }

  /// Reads a pack and checks it against `s`: its own files, its name among the loaded packs',
  /// every region file against the regions loaded, and its picker data's regions.
  static func check(directory: String, on s: State, later: [RulePack]) throws(PackErrors) -> (
    RulePack, [RegionKey: Region]
  ) {
    var (pack, readErrors) = RulePack.read(directory: directory)
    if let held = s.tablePacks.first(where: { $0.name == pack.name }), readErrors.isEmpty {
      if held.fingerprint == pack.fingerprint { return (pack, s.regions) }
      throw PackErrors(errors: [
        .invalidValue(
          pack: pack.label, file: "pack.json", jsonPath: "$.name",
          reason: "\(s.baseOrigin) holds pack \(held.name) \(held.version) compiled from other "
            + "files; compile the table file again with this pack (phonefmt pack compile), "
            + "or leave the pack out")
      ])
    }
    let sameName = pack.manifest.name == s.core.name ? nil : s.packs.first { $0.name == pack.name }
    if pack.manifest.name == s.core.name || sameName != nil {
      let reason =
        sameName.map { "a pack named \(pack.name) is loaded already, from \($0.label)" }
        ?? "the core pack is always loaded first; give only the packs to load on top of it"
      throw PackErrors(
        errors: readErrors.filter { $0.file == "pack.json" } + [
          .invalidValue(pack: pack.label, file: "pack.json", jsonPath: "$.name", reason: reason)
        ])
    }
    var laterAdds: [RegionKey: String] = [:]
    for other in later.reversed() {
      for patch in other.patches where patch.operation == .add {
        laterAdds[RegionKey(code: patch.code, callingCode: patch.callingCode)] =
          "pack \(other.name) (\(other.label))"
      }
    }
    let regions: [RegionKey: Region]
    do throws(PackErrors) {
      (regions, pack.compileCost) = try PackMerger.apply(
        pack, to: s.regions, context: PackMerger.Context(origins: s.origins, laterAdds: laterAdds))
    } catch {
      throw PackErrors(errors: readErrors + error.errors)
    }
    if !readErrors.isEmpty { throw PackErrors(errors: readErrors) }
    let after = PhoneCatalog(regions: Self.ordered(regions), reusing: s.baseCatalog)
    let behaviour =
      typingErrors(pack, regions: regions, before: s.catalog, after: after)
      + sharedCodeErrors(pack, regions: regions, before: s.catalog, after: after)
    if !behaviour.isEmpty { throw PackErrors(errors: behaviour) }
    let unknown = pack.pickerData.keys.filter { code in
      !regions.keys.contains { $0.code == code }
    }
    if !unknown.isEmpty {
      throw PackErrors(
        errors: unknown.sorted().map {
          .invalidValue(
            pack: pack.label, file: "picker/\($0).json", jsonPath: "$.region",
            reason: "\($0) is not a loaded region")
        })
    }
    return (pack, regions)
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
      var regions = s.base
      for pack in remaining { regions = try PackMerger.apply(pack, to: regions, compile: false) }
      s.packs = remaining
      s.regions = regions
      s.catalog =
        remaining.isEmpty
        ? s.baseCatalog : PhoneCatalog(regions: Self.ordered(regions), reusing: s.baseCatalog)
      return true
    }
  }

  static func ordered(_ regions: [RegionKey: Region]) -> [Region] {
    regions.sorted { $0.key < $1.key }.map(\.value)
  }
}
