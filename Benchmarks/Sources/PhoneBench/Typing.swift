// Typing: one row of the golden file Tests/Golden/asyoutype.tsv, read at run time.

import Foundation
package import PhoneCore

/// An example number typed keystroke by keystroke: `GB national 02079460958`.
///
/// The golden file's columns are region, mode (`national`, `plus` or `idd`), the keystrokes,
/// then libphonenumber's text after each keystroke; the last of those is the finished number.
package struct Typing: Sendable, Equatable {
  package var region: String
  package var code: RegionCode
  package var mode: String
  package var keys: String
  /// The text shown after the last keystroke (libphonenumber's, from the golden file).
  package var finalText: String

  /// The keystrokes as scalars (each keystroke of the golden file is one scalar).
  package var scalars: [Unicode.Scalar] { Array(keys.unicodeScalars) }

  /// Reads every typing of a golden TSV file.
  /// - Throws: `BenchError.unreadable` or `BenchError.golden` naming the line.
  package static func load(from path: String) throws(BenchError) -> [Typing] {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .unreadable(path: path, reason: "cannot read the golden typings")
    }
    return try parse(text, path: path)
  }

  package static func parse(_ text: String, path: String) throws(BenchError) -> [Typing] {
    var out: [Typing] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard cols.count >= 4 else {
        throw .golden(path: path, line: index + 1, reason: "expected at least 4 columns")
      }
      guard let code = RegionCode(cols[0]) else {
        throw .golden(path: path, line: index + 1, reason: "bad region '\(cols[0])'")
      }
      out.append(
        Typing(
          region: String(cols[0]), code: code, mode: String(cols[1]), keys: String(cols[2]),
          finalText: String(cols[cols.count - 1])))
    }
    if out.isEmpty { throw .golden(path: path, line: 0, reason: "no typings") }
    return out
  }
}
