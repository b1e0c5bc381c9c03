// PackError: what is wrong with a rule pack, with the pack, file and JSON path.

import Foundation
import PhoneCompiler
public import PhoneCore
public import PhoneDataBlob

/// A problem found while loading a rule pack. `pack` is the pack's directory as it was given
/// (so that `PACK/FILE` is a path to open).
public enum PackError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The directory or a file could not be read.
  case unreadable(pack: String, file: String, reason: String)
  /// A file is not valid JSON.
  case invalidJSON(pack: String, file: String, reason: String)
  /// A file is not JSON the strict reader accepts (`StrictJSON`): where, and why.
  case malformedJSON(pack: String, file: String, error: JSONSyntaxError)
  /// A value is missing, of the wrong type, or out of range.
  case invalidValue(pack: String, file: String, jsonPath: String, reason: String)
  /// A field the format does not define (likely a typo).
  case unknownField(pack: String, file: String, jsonPath: String)
  /// A pattern or format that does not compile: the compiler's error (shown at its JSON path
  /// with its own reason), and what the pack adds to it, if anything (`64 from this file, 3
  /// the region had`).
  case compile(pack: String, file: String, error: RuleError, context: String? = nil)
  /// A line of the pack's `tests.tsv` that is not a vector, or whose answer is not the one
  /// expected (`want "X" got "Y"`).
  case vector(pack: String, file: String, line: Int, reason: String)
  /// Binary data that does not decode: data linked into the product (`file` names which) or
  /// a data file of a pack.
  case corruptData(pack: String, file: String, error: DataBlobError)

  /// The pack's directory as given (`bad/ea-extend`), or its name for errors about it as a
  /// whole.
  public var pack: String {
    switch self {
    case .unreadable(let p, _, _), .invalidJSON(let p, _, _), .malformedJSON(let p, _, _),
      .invalidValue(let p, _, _, _), .unknownField(let p, _, _), .compile(let p, _, _, _),
      .vector(let p, _, _, _), .corruptData(let p, _, _):
      return p
    }
  }

  /// The file inside the pack (`regions/EA.json`, `pack.json`); empty for the directory itself.
  public var file: String {
    switch self {
    case .unreadable(_, let f, _), .invalidJSON(_, let f, _), .malformedJSON(_, let f, _),
      .invalidValue(_, let f, _, _), .unknownField(_, let f, _), .compile(_, let f, _, _),
      .vector(_, let f, _, _), .corruptData(_, let f, _):
      return f
    }
  }

  /// `PACK/FILE: JSON.PATH: message`, the form `phonefmt pack lint` prints
  /// (`PACK/tests.tsv:LINE: message` for a vector).
  public var description: String {
    switch self {
    case .unreadable(let p, "", let r): return "\(p): \(r)"
    case .unreadable(let p, let f, let r): return "\(p)/\(f): $: \(r)"
    case .invalidJSON(let p, let f, let r): return "\(p)/\(f): $: invalid JSON: \(r)"
    case .malformedJSON(let p, let f, let e): return "\(p)/\(f): \(e.jsonPath): invalid JSON: \(e)"
    case .invalidValue(let p, let f, let path, let r): return "\(p)/\(f): \(path): \(r)"
    case .unknownField(let p, let f, let path): return "\(p)/\(f): \(path): unknown field"
    case .vector(let p, let f, let line, let r): return "\(p)/\(f):\(line): \(r)"
    case .corruptData(let p, let f, let e): return "\(p)/\(f): \(e)"
    case .compile(let p, let f, let e, let context):
      return "\(p)/\(f): \(e.jsonPath): \(e.reason)" + (context.map { " (\($0))" } ?? "")
    }
  }
}

extension PackError {
  /// The JSON path a value-level problem names (nil for a whole file or a vector line).
  package var jsonPath: String? {
    switch self {
    case .invalidValue(_, _, let path, _), .unknownField(_, _, let path): return path
    case .compile(_, _, let e, _): return e.jsonPath
    case .unreadable, .invalidJSON, .malformedJSON, .vector, .corruptData: return nil
    }
  }

  /// `description` with the line and column where the value it names starts in the pack's
  /// file (`PACK/FILE: $.maxDigits: expected an integer (line 4, column 16)`), as `phonefmt`
  /// prints problems; for a field left out, where the object around it starts. The same as
  /// `description` where the file cannot be read again or does not parse that far.
  package var located: String {
    guard let path = jsonPath, path != "$", !file.isEmpty,
      let data = FileManager.default.contents(atPath: pack + "/" + file),
      let (line, column) = StrictJSON.location(of: path, in: [UInt8](data))
    else { return description }
    return description + " (line \(line), column \(column))"
  }
}

/// All problems of a pack, reported together.
public struct PackErrors: Error, Sendable, CustomStringConvertible {
  public var errors: [PackError]
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
