// ShortNumberTable: every region's short-number metadata, read from its compiled form (what the
// library ships, decoded per region on first use: `ShortNumberTable+Binary.swift`) or from its
// text form (compiled per region on first use).

/// The short-number metadata of every region: `RulePacks/core/short-numbers.tsv` (generated
/// from libphonenumber's short-number metadata), compiled per region on first use; or its
/// compiled form (`init(compiled:)`, what the library ships), decoded per region on first use.
///
/// The text has one line per region and field, TAB-separated, `#` lines being comments:
///
/// ```
/// GB  callingCode  44
/// GB  emergency    3        112|999
/// GB  shortCode    3,4,5,6  1(?:0[015]|...)
/// ```
/// `callingCode` gives the region's calling code; every other line a field of
/// `ShortNumberInfo.Field`, its possible lengths (comma-separated, empty for any) and its
/// pattern.
package final class ShortNumberTable: Sendable {
  /// Per region: its calling code and its fields' patterns, as read (from text).
  let entries: [RegionCode: Entry]
  /// The compiled form's bytes and index, when read from it (`init(compiled:)`); nil from text.
  let binary: Binary?
  /// What compiles a region read from text; nil for the compiled form.
  private let compile: Compile?
  /// Compiled regions, by the packed region code's slot.
  private let compiled = SetOnceSlots<Compiled>(count: 26 * 26)

  /// A compiled region, as a slot holds it.
  final class Compiled: Sendable {
    let info: ShortNumberInfo
    init(_ info: ShortNumberInfo) { self.info = info }
  }

  package struct Entry: Sendable {
    package var callingCode: Int
    package var patterns: [ShortNumberInfo.Field: (pattern: String, lengths: [Int])]

    package init(
      callingCode: Int, patterns: [ShortNumberInfo.Field: (pattern: String, lengths: [Int])]
    ) {
      self.callingCode = callingCode
      self.patterns = patterns
    }
  }

  /// Why the text is not short-number metadata.
  package enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A line without the fields it needs, an unknown region, field or length.
    case malformedLine(Int)

    package var description: String {
      switch self {
      case .malformedLine(let line): return "short-number metadata, line \(line): malformed"
      }
    }
  }

  /// What compiles a region of the text form: PhoneCompiler's (its `init(text:)`); the runtime
  /// itself compiles no pattern.
  package typealias Compile =
    @Sendable (RegionCode, Int, [ShortNumberInfo.Field: (pattern: String, lengths: [Int])])
    throws(RuleError) -> ShortNumberInfo

  /// A table of metadata read from text (PhoneCompiler's `init(text:)` reads it): each
  /// region's entry, compiled by `compile` on first use.
  package init(entries: [RegionCode: Entry], compile: @escaping Compile) {
    self.entries = entries
    self.binary = nil
    self.compile = compile
  }

  /// A table of compiled metadata (`init(compiled:)` checks it).
  init(binary: Binary) {
    self.entries = [:]
    self.binary = binary
    self.compile = nil
  }

  /// The regions with short-number metadata, by code.
  package var regions: [RegionCode] {
    binary.map { $0.entries.map(\.region).sorted() } ?? entries.keys.sorted()
  }

  /// The compiled short-number rules of `region`; rules that say nothing for a region without
  /// metadata.
  /// - Throws: `RuleError` when a pattern of the region does not compile (from text), or
  ///   `.damagedTables` when its entry of compiled metadata is damaged.
  package func info(for region: RegionCode) throws(RuleError) -> ShortNumberInfo {
    let slot = CompileCache.ruleSlot(Int(region.packed))
    if slot >= 0, let hit = compiled.load(slot) { return hit.info }
    let info: ShortNumberInfo
    if let binary {
      guard let entry = binary.entry(region) else { return ShortNumberInfo(emptyFor: region) }
      do {
        info = try Self.decode(entry, in: binary.bytes)
      } catch {
        throw .damagedTables(callingCode: CallingCode(unchecked: entry.callingCode), error)
      }
    } else {
      guard let entry = entries[region], let compile else {
        return ShortNumberInfo(emptyFor: region)
      }
      info = try compile(region, entry.callingCode, entry.patterns)
    }
    guard slot >= 0 else { return info }
    return compiled.store(Compiled(info), at: slot).info
  }
}
