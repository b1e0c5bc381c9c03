// The finder's alternate formats: their generated pattern trees are their texts parsed, so the
// finder reads trees and never parses a pattern at run time.
//
// This test is also the generator of Sources/PhoneCore/Finding/AlternateFormats+Trees.swift:
// after Scripts/generate-alternate-formats.py changes AlternateFormats+Data.swift, run
//   PHONEFMT_WRITE_GENERATED=1 swift test --filter AlternateFormatTrees
// and commit the file it writes (CI has no Python; the generated data are committed).

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Alternate formats' pattern trees")
struct AlternateFormatTreesTests {
  static let path = repositoryRoot + "/Sources/PhoneCore/Finding/AlternateFormats+Trees.swift"

  /// The generated file holding `bytes`, the trees of `formats` formats.
  static func file(_ bytes: [UInt8], formats: Int) -> String {
    var lines: [String] = []
    for start in stride(from: 0, to: bytes.count, by: 16) {
      let row = bytes[start..<min(start + 16, bytes.count)]
      lines.append("    " + row.map { String(format: "0x%02X", $0) }.joined(separator: ", ") + ",")
    }
    return """
      // swift-format-ignore-file
      // AlternateFormats+Trees: generated from AlternateFormats+Data.swift by the test "The
      // alternate formats' trees are their texts parsed" (Tests/PhoneCoreTests/
      // AlternateFormatTreesTests.swift, with PHONEFMT_WRITE_GENERATED=1). Do not edit.

      extension AlternateFormats {
        /// The syntax trees of the \(formats) formats of `source`, in its order
        /// (`trees(patterns:)`, `PatternCoding.swift`): \(bytes.count) bytes.
        static let trees: [UInt8] = [
      \(lines.joined(separator: "\n"))
        ]
      }

      """
  }

  @Test("The alternate formats' trees are their texts parsed, and every format reads")
  func treesAreTextsParsed() throws {
    let texts = AlternateFormatsProbe.texts
    var patterns: [(pattern: DigitPattern, leading: DigitPattern?)] = []
    for t in texts {
      patterns.append(
        (
          try DigitPattern(parsing: t.pattern),
          t.leading.isEmpty ? nil : try DigitPattern(parsing: t.leading)
        ))
    }
    let expected = AlternateFormatsProbe.trees(for: patterns)
    let text = Self.file(expected, formats: texts.count)
    if ProcessInfo.processInfo.environment["PHONEFMT_WRITE_GENERATED"] == "1" {
      try text.write(toFile: Self.path, atomically: true, encoding: .utf8)
    }
    let stale =
      "AlternateFormats+Trees.swift is stale: run PHONEFMT_WRITE_GENERATED=1 swift test --filter AlternateFormatTrees"
    #expect(AlternateFormatsProbe.trees == expected, "\(stale)")
    #expect(try String(contentsOfFile: Self.path, encoding: .utf8) == text, "\(stale)")
    #expect(!texts.isEmpty)
    #expect(AlternateFormatsProbe.compiled == texts.count)
  }
}
