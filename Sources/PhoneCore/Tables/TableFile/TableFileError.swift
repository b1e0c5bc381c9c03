// TableFileError: why a compiled table file was refused.

/// A table file that cannot be used. Loading refuses the whole file; nothing of it is used.
public enum TableFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not a phonefmt table file (the first bytes are not the magic).
  case notATableFile
  /// Written in another version of the file format.
  case unsupportedFormatVersion(found: UInt32, supported: UInt32)
  /// Written by another engine version; tables are only valid for the engine that wrote them.
  case engineMismatch(file: String, engine: String)
  /// The file ends before the data it announces.
  case truncated(offset: Int)
  /// The payload's checksum does not match: the file was damaged.
  case checksumMismatch
  /// The data is inconsistent (a count, an index, a table that breaks its invariants).
  case corrupt(offset: Int, reason: String)

  public var description: String {
    switch self {
    case .notATableFile: return "not a phonefmt table file"
    case .unsupportedFormatVersion(let found, let supported):
      return "table file format \(found) is not supported (this engine reads format \(supported))"
    case .engineMismatch(let file, let engine):
      return "table file was written by engine \(file); this engine is \(engine): recompile it"
    case .truncated(let offset): return "table file is cut short (at byte \(offset))"
    case .checksumMismatch: return "table file is damaged (checksum mismatch)"
    case .corrupt(let offset, let reason):
      return "table file is corrupt at byte \(offset): \(reason)"
    }
  }
}
