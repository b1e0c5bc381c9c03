// FormatList: one of a region's format lists (national, or international) as the as-you-type
// formatter reads it at every keystroke: the list's automaton, its formats' typing data packed
// in one block, and the sets of formats that apply by how the number was typed. A table type:
// `CompiledRegion` makes its lists once, the formatter (Formatting/) only reads them.

import Synchronization

/// A region's national or international format list as typing reads it, with its automaton: the
/// formatter holds one reference to the list in use, set when the list changes (a new region's
/// rules, or the international list of a complete number). Each `CompiledRegion` makes its lists
/// once (`typingList(international:)`).
///
/// `@unchecked Sendable` for memory it owns: its template units, written in `init` only,
/// and its answers to `completesTemplate`, atomics; both given back in `deinit`.
final class FormatList: @unchecked Sendable {
  // Stored in the order a keystroke reads them: the first six fill the object's first cache
  // line (with its header).
  let automaton: FormatAutomaton
  /// How many formats the list has (`formats.count`, read without the array).
  private let formatCount: Int
  /// What a keystroke reads of the list's formats is in one allocation the list owns (`block`),
  /// read through these pointers (no retain, no array header; a pass of every region's
  /// typings read three allocations' first lines before, each a miss in a 1 MiB L2):
  ///
  ///     block: [ answers: UInt64 atomic x n | typing: FormatTyping x n | template units ]
  ///
  /// - answers: per format, `CompiledFormat.rendersAsTemplate` worked out per length on first
  ///   use: bit n of the low half says length n was worked out, bit n of the high half the
  ///   answer (lengths from 32 on: false);
  /// - typing: see ``FormatTyping`` (a format is a class: taking one out of `formats`
  ///   retains and releases it, and reads an object of its own);
  /// - the templates' units, each starting where the one before ends.
  private let typingEntries: UnsafeMutablePointer<FormatTyping>
  private let completingAnswers: UnsafeMutablePointer<Atomic<UInt64>>
  private let templateUnits: UnsafeMutableBufferPointer<UInt16>
  /// The formats that want a space after a national prefix.
  let spacing: FormatSet
  /// The formats that apply, a bit per format, by how the number was typed (libphonenumber's
  /// `GetAvailableFormats` asks each format): with a national prefix taken off; complete
  /// (after `+`, a dialling prefix) without one; neither.
  let afterNationalPrefix: FormatSet
  let complete: FormatSet
  let plain: FormatSet
  let isInternational: Bool
  let formats: [CompiledFormat]
  private let block: UnsafeMutableRawPointer

  init(formats: [CompiledFormat], automaton: FormatAutomaton, isInternational: Bool) {
    (self.formats, self.automaton, self.isInternational) = (formats, automaton, isInternational)
    var (afterNationalPrefix, complete, plain) = (
      FormatSet.empty, FormatSet.empty, FormatSet.empty
    )
    for f in formats where f.eligibleForTyping {
      complete.insert(f.index)
      if !(f.prefixRuleHasFirstGroupOnly && !f.nationalPrefixOptional && !f.hasCarrierCodeRule) {
        afterNationalPrefix.insert(f.index)
      }
      if f.prefixRuleHasFirstGroupOnly || f.nationalPrefixOptional { plain.insert(f.index) }
    }
    (self.afterNationalPrefix, self.complete, self.plain) = (afterNationalPrefix, complete, plain)
    var typing: [FormatTyping] = []
    var units: [UInt16] = []
    var spacing = FormatSet.empty
    for f in formats {
      units.append(contentsOf: f.template ?? [])
      // A pattern id is below the list's format count (at most 64), a template has at most
      // fifteen digits (the format applied to fifteen 9s); the units are unbounded (a pack's
      // format may have a long literal), 32 bits.
      let literal = (f.template ?? []).firstIndex {
        $0 != CompiledFormat.placeholder && TextScanner.dialledCharacterBit($0) != 0
      }
      typing.append(
        FormatTyping(
          patternID: Int32(f.patternID), templateEnd: UInt32(units.count),
          templateDigits: f.template == nil ? -1 : Int16(f.templateDigits),
          dialledLiteral: Int16(clamping: literal ?? Int(Int16.max))))
      if f.spaceAfterNationalPrefix { spacing.insert(f.index) }
    }
    self.spacing = spacing
    let n = formats.count
    formatCount = n
    let layout = Self.layout(formats: n, units: units.count)
    block = .allocate(byteCount: layout.bytes, alignment: 64)
    completingAnswers = block.bindMemory(to: Atomic<UInt64>.self, capacity: Swift.max(n, 1))
    for i in 0..<Swift.max(n, 1) { (completingAnswers + i).initialize(to: Atomic(0)) }
    typingEntries = (block + layout.typing).bindMemory(
      to: FormatTyping.self, capacity: Swift.max(n, 1))
    typingEntries.initialize(from: typing, count: n)
    templateUnits = UnsafeMutableBufferPointer(
      start: (block + layout.units).bindMemory(to: UInt16.self, capacity: units.count),
      count: units.count)
    _ = templateUnits.initialize(from: units)
  }

  /// Where the parts of the block go for `n` formats and `units` template units, and its size.
  private static func layout(formats n: Int, units: Int) -> (typing: Int, units: Int, bytes: Int) {
    let typing = MemoryLayout<Atomic<UInt64>>.stride * Swift.max(n, 1)
    let unitsAt = typing + MemoryLayout<FormatTyping>.stride * n
    return (typing, unitsAt, Swift.max(unitsAt + 2 * units, 8))
  }

  deinit {
    completingAnswers.deinitialize(count: Swift.max(formatCount, 1))
    block.deallocate()
  }

  /// What a keystroke reads of format `f` (of this list).
  @inline(__always) func typing(_ f: Int) -> FormatTyping {
    precondition(f >= 0 && f < formatCount, "a format of the list")
    return typingEntries[f]
  }

  /// Whether the full text of a national number of `length` digits in format `f` is the
  /// template filled with its digits (`CompiledFormat.rendersAsTemplate`), worked out once
  /// per format and length; false from 32 digits on (the formatter formats none past
  /// `CompiledFormat.maxNationalLength`).
  @inline(__always) func completesTemplate(_ f: Int, length: Int) -> Bool {
    precondition(f >= 0 && f < formatCount, "a format of the list")
    guard length >= 0, length < 32 else { return false }
    let answers = completingAnswers[f].load(ordering: .relaxed)
    if answers >> UInt64(length) & 1 != 0 { return answers >> UInt64(32 + length) & 1 != 0 }
    return workOutCompletesTemplate(f, length: length)
  }

  @inline(never) func workOutCompletesTemplate(_ f: Int, length: Int) -> Bool {
    let answer = CompiledFormat.rendersAsTemplate(formats[f], length: length)
    let bits = UInt64(1) << UInt64(length) | (answer ? UInt64(1) << UInt64(32 + length) : 0)
    completingAnswers[f].bitwiseOr(bits, ordering: .relaxed)
    return answer
  }

  /// Format `f`'s template (empty without one), valid while this list lives.
  @inline(__always) func template(_ f: Int) -> UnsafeBufferPointer<UInt16> {
    let start = f == 0 ? 0 : Int(typing(f &- 1).templateEnd)
    return UnsafeBufferPointer(rebasing: templateUnits[start..<Int(typing(f).templateEnd)])
  }

  /// A list without formats (what a damaged international list reads as): nothing fits,
  /// so the number shows as typed.
  static let none = FormatList(
    formats: [], automaton: FormatAutomaton.withoutFormats, isInternational: true)
}

/// What a keystroke reads of one format of a list, packed (a format's own fields are in an
/// object of their own; three arrays of `Int` took three times the cache lines): its
/// `patternID` (formats with the same pattern share a template), its template's digit count
/// (-1 without a template), and where its template ends in the list's template units (each
/// starts where the one before ends), and the offset of its template's first literal that is
/// a character dialled (a digit, `+`, `*` or `#`; `Int16.max` for none before it).
struct FormatTyping: Sendable {
  let patternID: Int32
  let templateEnd: UInt32
  let templateDigits: Int16
  /// Up to this offset the template's dialled characters are the digits placed in it: the
  /// text `prefix` + template shows the characters dialled when `prefix` and the national
  /// number do (`showTemplate`), without reading the text.
  let dialledLiteral: Int16
}
