// CatalogLoading: the catalog a program starts from: a table file or the core pack, then packs.

import Foundation
import PhoneCompiler
public import PhoneCore
import PhoneCoreData

/// Why a table file was not used; the catalog was compiled from the JSON packs instead.
public enum TableRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file at that path.
  case missing
  /// Something is there, but it cannot be read as a file (a directory, no permission).
  case unreadable
  /// The file was read and refused (`CompiledTables.load(path:)`).
  case invalid(TableFileError)

  public var description: String {
    switch self {
    case .missing: return "no such file"
    case .unreadable: return "cannot be read"
    case .invalid(let e): return e.description
    }
  }
}

/// What `RulePackCatalog.load(tables:packs:coreDirectory:)` gives: the packs loaded, and why
/// the table file was refused, if it was.
public struct CatalogLoad: Sendable {
  /// The catalog with every pack loaded.
  public let packs: RulePackCatalog
  /// Why the table file was not used (the packs were then loaded on the core pack), or nil.
  public let refusedTables: TableRefusal?
}

/// What `RulePackCatalog.lint(directories:)` says of one pack directory.
public struct PackLint: Sendable {
  /// The directory, as given.
  public let directory: String
  /// The pack as loaded, or every problem found in it.
  public let result: Result<RulePack, PackErrors>
  /// The regions the pack builds on that are not as its `pinned.json` records them (a
  /// warning: the pack still loads).
  package var stale: [StaleRegion] = []
}

extension RulePackCatalog {
  /// The catalog of a table file or the core pack, with packs loaded on top, in order.
  ///
  /// ```swift
  /// let loaded = try RulePackCatalog.load(
  ///   tables: "tables.bin", packs: ["RulePacks/examples/canary-islands"])
  /// if let refused = loaded.refusedTables {
  ///   print("tables.bin: \(refused); compiled the packs instead")
  /// }
  /// ```
  /// With `tables`, its regions (compiled already) are the base, and the packs apply on top of
  /// them as they would on the core pack; a pack the file was compiled with is not applied a
  /// second time (and one of the same name from other files is refused). A table file that
  /// is missing, unreadable, damaged or written by another engine is refused, and the base is
  /// the core pack (the shipped tables) instead, with the packs given compiled on it, but only
  /// when that drops none of the packs the file held (`CompiledTables.packs(path:)`): a file
  /// compiled with a pack that `packs` leaves out, or whose list of packs cannot be read, is
  /// an error that says so. A missing file held nothing.
  ///
  /// - Parameters:
  ///   - tables: a file written by `phonefmt pack compile` (`CompiledTables.write`), or nil.
  ///   - packs: pack directories, loaded in this order (`load(directories:)`).
  ///   - coreDirectory: a JSON core pack to start from instead of the shipped tables (nil:
  ///     the shipped tables).
  /// - Returns: the catalog, and why the table file was refused (for a warning), if it was.
  /// - Throws: `PackErrors` when a pack, or the core pack in the fallback, does not load, or
  ///   when a refused table file held packs that `packs` does not give.
  public static func load(
    tables: String?, packs: [String] = [], coreDirectory: String? = nil
  ) throws(PackErrors) -> CatalogLoad {
    var catalog: RulePackCatalog?
    var refused: TableRefusal?
    if let tables {
      switch open(tables) {
      case .success(let (tablesCatalog, held)):
        catalog = RulePackCatalog(
          tables: tablesCatalog, path: tables,
          coreDirectory: coreDirectory, packs: held)
      case .failure(let reason):
        refused = reason
        try checkNothingDropped(tables, refused: reason, packs: packs)
      }
    }
    let result: RulePackCatalog
    if let catalog {
      result = catalog
    } else {
      result = try RulePackCatalog(coreDirectory: coreDirectory)
    }
    try result.load(directories: packs)
    return CatalogLoad(packs: result, refusedTables: refused)
  }

  /// The catalog of a table file and the packs compiled into it, or why it cannot be used.
  static func open(_ path: String) -> Result<(PhoneCatalog, [TableFile.PackRecord]), TableRefusal> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.missing)
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      return .failure(.unreadable)
    }
    let bytes = [UInt8](data)
    do {
      let catalog = try TableFile.decode(
        bytes, shortNumbers: CorePack.shortNumberTable, compiler: PatternRegionCompiler())
      return .success((catalog, try TableFile.packs(in: bytes)))
    } catch {
      return .failure(.invalid(error))
    }
  }

  /// A table file that cannot be used is replaced by compiling the packs given on the core
  /// pack, but only when that loses none of the packs it was compiled with: each must be among
  /// `packs` (by name; the one given is what is wanted now). A missing file held nothing.
  /// - Throws: `PackErrors` naming the packs the file held that `packs` leaves out, or saying
  ///   that which packs it held cannot be read.
  static func checkNothingDropped(_ path: String, refused: TableRefusal, packs: [String])
    throws(PackErrors)
  {
    if refused == .missing { return }
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    let held: [TableFile.PackRecord]
    do {
      held = try TableFile.packs(in: bytes)
    } catch {
      throw PackErrors(errors: [
        .unreadable(
          pack: path, file: "",
          reason: "\(refused), and which packs it was compiled with cannot be read either: "
            + "compile it again (phonefmt pack compile DIR... --output \(path)), or leave it out")
      ])
    }
    let given = Set(packs.map { RulePack.read(directory: $0, pickerData: false).pack.name })
    let dropped = held.filter { !given.contains($0.name) }
    if dropped.isEmpty { return }
    let names = dropped.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
    throw PackErrors(errors: [
      .unreadable(
        pack: path, file: "",
        reason: "\(refused); it was compiled with pack\(dropped.count == 1 ? "" : "s") \(names), "
          + "which the packs given leave out: give \(dropped.count == 1 ? "its" : "their") "
          + "director\(dropped.count == 1 ? "y" : "ies") to compile them again, or compile the "
          + "table file again")
    ])
  }

  /// Loads pack directories in order; stops at the first pack refused.
  ///
  /// Every pack is read first, so that a pack that extends a region a later pack adds is told
  /// to come after it (`EA does not exist yet: pack ea-add (packs/ea-add) adds it, but loads
  /// after this pack`) instead of only "does not exist".
  /// - Throws: `PackErrors` of the first pack refused; the packs before it stay loaded.
  public func load(directories: [String]) throws(PackErrors) {
    let all = directories.map { RulePack.read(directory: $0, pickerData: false).pack }
    for (i, directory) in directories.enumerated() {
      _ = try load(directory: directory, later: Array(all[(i + 1)...]))
    }
  }

  /// Checks pack directories as `load(directories:)` loads them, but goes on after a pack is
  /// refused (the later ones are checked without it), and runs each pack's own test vectors
  /// (`tests.tsv`, RulePacks/README.md) on the packs loaded so far: `phonefmt pack lint`.
  /// - Returns: per directory, the pack loaded or its problems.
  public func lint(directories: [String]) -> [PackLint] {
    let all = directories.map { RulePack.read(directory: $0, pickerData: false).pack }
    var out: [PackLint] = []
    for (i, directory) in directories.enumerated() {
      do {
        let (below, before) = state.withLock { ($0.regions, $0.catalog) }
        let pack = try load(directory: directory, later: Array(all[(i + 1)...]))
        // The pack's own vectors (`tests.tsv`) run on what is loaded now: a failing one
        // fails the lint, though the pack stays loaded for the packs after it.
        if case .failure(let failures) = PackVectors.check(pack, catalog: catalog) {
          out.append(PackLint(directory: directory, result: .failure(failures)))
          continue
        }
        // What the pack was pinned on (`pinned.json`), against what is below it now.
        var lint = PackLint(directory: directory, result: .success(pack))
        do {
          if let pins = try PackPins.read(directory: pack.directory, label: pack.label) {
            lint.stale = Self.stale(
              pins, pack: pack, below: below, before: before, after: catalog)
          }
        } catch {
          lint = PackLint(directory: directory, result: .failure(error))
        }
        out.append(lint)
      } catch {
        out.append(PackLint(directory: directory, result: .failure(error)))
      }
    }
    return out
  }
}
