// CompiledTables: loading a table file written by `phonefmt pack compile`, with a fallback.

import Foundation
public import PhoneCore

/// Precompiled tables on disk.
public enum CompiledTables {
  /// Reads a table file into a catalog whose regions need no compiling.
  /// - Throws: `TableFileError`; an unreadable file is `.notATableFile`.
  public static func load(path: String) throws(TableFileError) -> PhoneCatalog {
    guard let data = FileManager.default.contents(atPath: path) else { throw .notATableFile }
    return try TableFile.decode([UInt8](data))
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

  /// Writes the tables of `catalog` to `path` atomically.
  public static func write(_ catalog: PhoneCatalog, to path: String) throws -> Int {
    let bytes = try TableFile.encode(catalog)
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    return bytes.count
  }
}
