// CompiledTables: loading a table file written by `phonefmt pack compile`, with a fallback.

import Foundation
import PhoneCompiler
public import PhoneCore
import PhoneCoreData

/// Precompiled tables on disk.
public enum CompiledTables {
  /// Reads a table file into a catalog whose regions need no compiling.
  /// - Throws: `TableFileError`; an unreadable file is `.notATableFile`.
  public static func load(path: String) throws(TableFileError) -> PhoneCatalog {
    guard let data = FileManager.default.contents(atPath: path) else { throw .notATableFile }
    return try TableFile.decode(
      [UInt8](data), shortNumbers: CorePack.shortNumberTable, compiler: PatternRegionCompiler())
  }

  /// The catalog of a table file when it is usable; otherwise the catalog compiled lazily from
  /// the JSON packs, and the reason the file was refused (for a warning).
  /// - Throws: `PackErrors` only when the JSON fallback itself fails.
  package static func catalog(
    tables path: String, orPacks packs: () throws(PackErrors) -> PhoneCatalog
  ) throws(PackErrors) -> (catalog: PhoneCatalog, refused: TableFileError?) {
    do {
      return (try load(path: path), nil)
    } catch {
      return (try packs(), error)
    }
  }

  /// Writes the tables of everything `packs` has loaded to `path` atomically, with the name,
  /// version and fingerprint of each pack (those of the table file it started from included),
  /// so that loading the file with `--packs` does not apply them again.
  /// - Returns: the bytes written.
  /// - Throws: the `RuleError` of a region that does not compile, or the error of writing.
  public static func write(_ packs: RulePackCatalog, to path: String) throws -> Int {
    let (catalog, records) = packs.state.withLock { s in
      let loaded = s.packs.map { pack in
        TableFile.PackRecord(
          name: pack.name, version: pack.manifest.version, fingerprint: pack.fingerprint,
          regions: pack.patches.map {
            RegionKey(code: $0.code, callingCode: $0.callingCode).description
          })
      }
      return (s.catalog, s.tablePacks + loaded)
    }
    let bytes = try TableFile.encode(catalog, packs: records)
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    return bytes.count
  }

  /// The packs a table file was compiled with, in the order they were loaded on the core pack
  /// (empty for the core pack alone). Read from the front of the file with a checksum of
  /// their own, so that a file damaged further on still tells them.
  /// - Throws: `TableFileError` when the file is missing, not a table file of this format, or
  ///   the list is damaged.
  public static func packs(path: String) throws(TableFileError) -> [TablePack] {
    guard let data = FileManager.default.contents(atPath: path) else { throw .notATableFile }
    return try TableFile.packs(in: [UInt8](data)).map {
      TablePack(
        name: $0.name, version: $0.version, fingerprint: $0.fingerprint, regions: $0.regions)
    }
  }
}

/// A rule pack compiled into a table file (`CompiledTables.packs(path:)`).
public struct TablePack: Hashable, Sendable, CustomStringConvertible {
  /// The pack's name and version (its `pack.json`).
  public var name: String
  public var version: String
  /// A checksum of the pack's files when it was compiled: the same pack read again has the
  /// same one, any change to `pack.json` or a region file gives another.
  public var fingerprint: UInt64
  /// The regions the pack adds, extends or replaces (`GB`, `001-800`).
  public var regions: [String]

  /// `name version`, as `phonefmt pack compile` prints it.
  public var description: String { "\(name) \(version)" }
}
