// Readers for the golden vectors in Tests/Golden (generated from the pinned phonenumbers).

import Foundation
import PhoneCompiler
public import PhoneCore
import PhoneCoreData
import PhonePacks

/// The repository root, found from this file's path.
public let repositoryRoot: String = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// One typing from `asyoutype.tsv`: keystrokes and libphonenumber's text after each.
public struct TypingVector: Sendable {
  public var region: String
  public var mode: String
  public var keys: String
  public var expected: [String]
}

/// One row of a golden TSV: its columns.
public typealias GoldenRow = [String]

public enum Golden {
  /// The rows of `Tests/Golden/NAME` (comment lines skipped), split on TAB.
  public static func rows(_ name: String) throws -> [GoldenRow] {
    let text = try String(contentsOfFile: repositoryRoot + "/Tests/Golden/" + name, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }

  /// The bytes of `Tests/Golden/NAME`, as committed.
  public static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Tests/Golden/" + name)))
  }

  /// All rows of `Tests/Golden/asyoutype.tsv`.
  public static func asYouType() throws -> [TypingVector] {
    let text = try String(
      contentsOfFile: repositoryRoot + "/Tests/Golden/asyoutype.tsv", encoding: .utf8)
    var out: [TypingVector] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true)
    where !line.hasPrefix("#") {
      let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      out.append(
        TypingVector(region: cols[0], mode: cols[1], keys: cols[2], expected: Array(cols[3...])))
    }
    return out
  }
}

/// The core pack, loaded once per test process.
public enum CoreFixture {
  package static let regions: [Region] = {
    do {
      return try RulePack.load(directory: repositoryRoot + "/RulePacks/core").regions
    } catch {
      fatalError("the core pack does not load: \(error)")
    }
  }()

  /// What the tests type, parse and format with: the shipped tables, as an app has them
  /// (`CorePack.catalog()`). `ShippedTablesTests` requires them to equal `jsonCatalog`'s
  /// compilation byte for byte.
  public static var catalog: PhoneCatalog { CorePack.catalog() }

  /// The JSON core pack (`RulePacks/core`), compiled on first use: for the tests of the
  /// compiler and of what only a catalog of rule models has.
  public static let jsonCatalog = PhoneCatalog(regions: regions)

  /// The same regions with every explicit priority removed: the computed ranking alone.
  public static let rankingOnlyCatalog: PhoneCatalog = {
    PhoneCatalog(
      regions: regions.map { r in
        var r = r
        r.formats = r.formats.map {
          var f = $0; f.priority = 0; return f
        }
        r.internationalFormats = r.internationalFormats?.map {
          var f = $0; f.priority = 0; return f
        }
        return r
      })
  }()
}

/// Types `keys` into a fresh formatter; returns the text after each keystroke.
public func typeAll(_ keys: String, region: String, catalog: PhoneCatalog) throws -> [String] {
  var f = try AsYouTypeFormatter(region: RegionCode(region)!, catalog: catalog)
  return keys.map { f.input($0) }
}

/// A small deterministic generator (SplitMix64) so random tests replay exactly.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Every digit string of length 0...maxLength, shortest first.
public func allDigitStrings(upTo maxLength: Int) -> [[UInt8]] {
  var out: [[UInt8]] = [[]]
  var layer: [[UInt8]] = [[]]
  for _ in 0..<maxLength {
    layer = layer.flatMap { s in (UInt8(0)...9).map { s + [$0] } }
    out += layer
  }
  return out
}
