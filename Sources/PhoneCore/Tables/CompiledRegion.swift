// CompiledRegion: a region's rules compiled for formatting (format lists, automata, prefixes).

/// A region ready for the as-you-type formatter (an immutable final class, shared by
/// reference: see `FormatAutomaton`).
package final class CompiledRegion: Sendable {
  // What typing reads on every number comes first (the object's first lines); the rest after.
  package let callingCode: Int
  /// The format lists as the as-you-type formatter reads them, made once.
  let nationalTypingList: FormatList
  package let nationalAutomaton: FormatAutomaton
  /// Whether the region has an international format list (`international()`), known without
  /// decoding it.
  package let hasInternationalFormats: Bool
  /// The international list once it was first asked for (read from a table file then: a
  /// national number typed or formatted never needs it, and it is a third of a large region's
  /// tables).
  private let internationalSlot = SetOnceSlots<InternationalOutcome>(count: 1)
  /// libphonenumber's international prefix pattern; nil when the region has none.
  package let internationalPrefix: PrefixMatcher?
  package let nationalPrefixForParsing: PrefixMatcher?
  /// The region whose rules these are: held when compiled, decoded when first asked when read
  /// from a table file (its formats section holds all that typing and formatting need, and the
  /// model is a third of a large region's first keystroke). A model that does not decode (a
  /// damaged file, which `.everySection` refuses, while the formats section is sound) reads
  /// as a region with only its code and calling code.
  package var region: Region {
    if let box = regionSlot.load(0) { return box.region }
    let region = readRegion() ?? Region(code: code, callingCode: callingCode)
    return regionSlot.store(RegionBox(region), at: 0).region
  }
  private let regionSlot = SetOnceSlots<RegionBox>(count: 1)
  private let readRegion: @Sendable () -> Region?
  /// The region's code (`region.code`, known without reading the model).
  package let code: RegionCode
  /// From a table file: what typing needs of the calling code's other regions, in index order
  /// (main region excluded), so that their formatters need not decode their models; empty
  /// when compiled (the catalog holds the models then).
  let otherRegions: [RegionTyping]
  package let nationalFormats: [CompiledFormat]
  /// What gives the international list when first asked: the table file's reader, or the list
  /// compiled with the region.
  private let readInternational: @Sendable () -> Result<InternationalList, TableFileError>
  /// `region.digitLimit`, kept so that a formatter under a digit limit need not work it out
  /// from the number types on every keystroke (and, from a table file, without the model).
  package let digitLimit: Int?

  /// The international format list; nil when the region has none, or when its part of the
  /// table file it was read from is damaged (`international()` throws then).
  package var internationalFormats: [CompiledFormat]? { (try? international())?.formats }
  package var internationalAutomaton: FormatAutomaton? { (try? international())?.automaton }

  /// States and bytes of this region's tables.
  package var stateCount: Int {
    nationalAutomaton.stateCount + (internationalAutomaton?.stateCount ?? 0)
  }
  package var byteCount: Int {
    nationalAutomaton.byteCount + (internationalAutomaton?.byteCount ?? 0)
  }

  /// The international format list and its automaton, decoded (and checked) the first time a
  /// region read from a table file is asked; nil when the region has none.
  /// - Throws: `TableFileError` when that part of the file is damaged, every time it is asked
  ///   (nothing of it is used).
  package func international() throws(TableFileError) -> InternationalList? {
    guard hasInternationalFormats else { return nil }
    let outcome =
      internationalSlot.load(0)
      ?? internationalSlot.store(InternationalOutcome(readInternational()), at: 0)
    if let error = outcome.error { throw error }
    return outcome.list
  }

  /// Whether the international list was asked for (and so read), without reading it: what
  /// tests of lazy reading look at.
  package var internationalIsRead: Bool { internationalSlot.load(0) != nil }

  /// The international list as the formatter types it: read once (then one load), or a list
  /// without formats when it is damaged.
  @inline(__always)
  func internationalTypingList() -> FormatList {
    if let list = internationalSlot.load(0)?.list { return list.typingList }
    return readInternationalTypingList()
  }

  @inline(never)
  private func readInternationalTypingList() -> FormatList {
    (try? international())?.typingList ?? FormatList.none
  }

  /// The automaton of the list the formatter should be using: the national one, or the
  /// international one once read (nil before, or when damaged: the formatter then asks for the
  /// list, `typingList(international:)`). Asked on every keystroke: one load, nothing read.
  @inline(__always)
  func currentAutomaton(international: Bool) -> FormatAutomaton? {
    guard international, hasInternationalFormats else { return nationalAutomaton }
    return internationalSlot.load(0)?.list?.automaton
  }

  /// Whether `automaton` is `currentAutomaton(international:)`, asked without taking the
  /// national automaton out of the region (which retains and releases it).
  @inline(__always)
  func isCurrent(_ automaton: FormatAutomaton, international: Bool) -> Bool {
    guard international, hasInternationalFormats else { return automaton === nationalAutomaton }
    return automaton === currentAutomaton(international: true)
  }

  /// A compiled region from its parts (read from a table file): the international list is
  /// read by `readInternational` on first use (never when `hasInternationalFormats` is false).
  package init(
    code: RegionCode, callingCode: Int, digitLimit: Int?, otherRegions: [RegionTyping] = [],
    readRegion: @escaping @Sendable () -> Region?, nationalFormats: [CompiledFormat],
    nationalAutomaton: FormatAutomaton, hasInternationalFormats: Bool,
    readInternational: @escaping @Sendable () -> Result<InternationalList, TableFileError>,
    internationalPrefix: PrefixMatcher?, nationalPrefixForParsing: PrefixMatcher?
  ) {
    self.code = code
    self.callingCode = callingCode
    self.otherRegions = otherRegions
    self.readRegion = readRegion
    self.nationalFormats = nationalFormats
    self.nationalAutomaton = nationalAutomaton
    self.hasInternationalFormats = hasInternationalFormats
    self.readInternational = readInternational
    self.internationalPrefix = internationalPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.digitLimit = digitLimit
    nationalTypingList = FormatList(
      formats: nationalFormats, automaton: nationalAutomaton, isInternational: false)
  }
}

extension CompiledRegion {
  /// Rules for a region no catalog has: no formats, no prefixes, no calling code (as
  /// libphonenumber's empty metadata for an unknown region). A formatter with them shows
  /// digits as typed until `+` and a calling code bring that code's rules.
  package static func withoutRules(_ code: RegionCode) -> CompiledRegion {
    CompiledRegion(
      code: code, callingCode: 0, digitLimit: nil,
      readRegion: { Region(code: code, callingCode: 0) }, nationalFormats: [],
      nationalAutomaton: FormatAutomaton.withoutFormats, hasInternationalFormats: false,
      readInternational: { .failure(.corrupt(offset: 0, reason: "no international formats")) },
      internationalPrefix: nil,
      nationalPrefixForParsing: nil)
  }
}

/// What a formatter of a region that is not its calling code's main one needs of its model:
/// its digit limit, and whether it has formats of its own (then it types with those, compiled
/// from the model). A table file's formats section holds it for each such region (format 5).
package struct RegionTyping: Equatable, Sendable {
  var digitLimit: Int?
  var hasOwnFormats: Bool

  init(digitLimit: Int?, hasOwnFormats: Bool) {
    (self.digitLimit, self.hasOwnFormats) = (digitLimit, hasOwnFormats)
  }

  /// What `region`'s model says.
  package init(_ region: Region) {
    self.init(digitLimit: region.digitLimit, hasOwnFormats: PhoneCatalog.hasOwnFormats(region))
  }

  /// One varint: the digit limit + 1 (0: none) above a bit for own formats.
  package var packed: UInt64 {
    UInt64(digitLimit.map { $0 + 1 } ?? 0) << 1 | (hasOwnFormats ? 1 : 0)
  }

  /// From `packed`; nil for a digit limit past 65,535.
  init?(packed: UInt64) {
    let limit = packed >> 1
    guard limit <= 1 << 16 else { return nil }
    self.init(digitLimit: limit == 0 ? nil : Int(limit - 1), hasOwnFormats: packed & 1 != 0)
  }
}

/// A region kept by reference in a set-once slot.
final class RegionBox: Sendable {
  let region: Region
  init(_ region: Region) { self.region = region }
}

/// A region's international format list, its automaton and the formatter's view of them.
package final class InternationalList: Sendable {
  package let formats: [CompiledFormat]
  package let automaton: FormatAutomaton
  let typingList: FormatList

  package init(formats: [CompiledFormat], automaton: FormatAutomaton) {
    self.formats = formats
    self.automaton = automaton
    typingList = FormatList(
      formats: formats, automaton: automaton, isInternational: true)
  }
}

/// What reading an international list gave, kept once (a damaged one is refused every time).
/// Two optionals rather than a `Result`: the formatter asks on every keystroke of an
/// international number, and reading a `Result` out copied its error's string.
final class InternationalOutcome: Sendable {
  let list: InternationalList?
  let error: TableFileError?
  init(_ result: Result<InternationalList, TableFileError>) {
    switch result {
    case .success(let list): (self.list, self.error) = (list, nil)
    case .failure(let error): (self.list, self.error) = (nil, error)
    }
  }
}

/// Where a prefix pattern's first match (Python's `re.match`) ends on a digit string.
///
/// Prefix rules (international dialling prefix, national prefix for parsing) are matched only
/// when the formatter changes phase (the third keystroke, or re-extraction after an
/// unformattable number). Their match end follows backtracking priorities (alternation order,
/// greedy repetition), which a `FirstMatchDFA` answers in one table step per digit.
package struct PrefixMatcher: Sendable {
  package let automaton: FirstMatchDFA

  package init(automaton: FirstMatchDFA) {
    self.automaton = automaton
  }

  /// The end of the first match at the start of `digits`, or nil.
  func matchEnd(_ digits: some Collection<UInt8>, less base: UInt8 = 0) -> Int? {
    automaton.matchEnd(digits, less: base)
  }
}
