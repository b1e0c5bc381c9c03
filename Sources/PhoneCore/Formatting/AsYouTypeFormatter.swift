// AsYouTypeFormatter: formats a phone number while it is typed, one keystroke at a time.
//
// The formatter is a small state machine (`Phase`) over what has been typed. Its steps follow
// libphonenumber's AsYouTypeFormatter (see the AsYouType article), whose names the doc comments
// give: strip `+` or the international dialling prefix and the calling code, or a national
// prefix, at the third keystroke (`+Prefixes`); then choose among the formats whose leading
// digits fit, narrowing at every digit, and fill the chosen format's template (`+Templates`);
// show the number in full when a format's pattern matches all of it, the digits as typed when
// nothing fits or when a non-digit is typed (`+Output`). Every question libphonenumber answers
// with a regular expression per digit is answered here by one step of the region's
// `FormatAutomaton` and bit operations on its labels; where several formats fit, the
// automaton's ranking orders them. A digit that keeps the format in use is one table step and
// a few units appended to the text (`input(scalar:)`'s fast path).

import Synchronization

/// The as-you-type formatter of one region.
///
/// ```swift
/// var typing = try AsYouTypeFormatter(region: .gb, catalog: catalog)
/// for key in "02079460958" { typing.input(key) }
/// typing.text  // "020 7946 0958"
/// ```
/// - Complexity: one table step per digit; a digit that keeps the format in use appends to the
///   text, other keystrokes write the text anew (linear in it).
public struct AsYouTypeFormatter: Sendable {
  /// What the formatter is doing; libphonenumber keeps this in the flags `ableToFormat`,
  /// `inputHasFormatting` and `isExpectingCountryCallingCode`.
  enum Phase: Hashable, Sendable {
    /// Fewer than three digits (a leading `+` counts): the text as typed.
    case collecting
    /// `+` or the international dialling prefix was typed; the calling code is not complete.
    case expectingCallingCode
    /// Formatting the national number with the formats that fit (`ableToFormat`).
    case formatting
    /// No format fits (`!ableToFormat`): the text as typed, but a later digit may still show a
    /// dialling prefix or a longer national prefix, and formatting starts again.
    case unformattable
    /// A character other than a digit (or a leading `+`) was typed (`inputHasFormatting`), or
    /// the text passed ``maxFormattedLength``: the text as typed until ``clear()``.
    case asTyped
  }

  /// Which of the region's format lists is in use, and its automaton: one reference, set when the
  /// list changes (a new region's rules, or the international list of a complete number).
  /// Each `CompiledRegion` makes its lists once (`typingList(international:)`).
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
          $0 != CompiledFormat.placeholder && AsYouTypeFormatter.dialledCharacterBit($0) != 0
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
    private static func layout(formats n: Int, units: Int) -> (typing: Int, units: Int, bytes: Int)
    {
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
    /// `FormatCompiler.maxNationalLength`).
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

  /// The template being filled: the chosen format's text with a placeholder per digit.
  struct Template: Sendable {
    var units: WorkBuffer<UInt16>
    /// The format's pattern (formats with the same pattern share a template), or -1 for none.
    var patternID = -1
    /// The offset of the last digit placed (libphonenumber's `lastMatchPosition`).
    var lastPlaced = 0
    /// The index, in the list in use, of the format the template was taken from; -1 when
    /// unknown (none, or the list changed since): what lets a keystroke that completes the
    /// template's own format stay on the fast path (`appendCompletingTemplate`).
    var format = -1
  }

  // Stored in the order a keystroke reads them (a struct is laid out in declaration order):
  // the step's state first, then the buffers, then what only some steps read. An edit that
  // resumes a field's formatter from a checkpoint writes the first two parts; spread over the
  // struct (the defaults first, the rules error's 80 bytes in the middle) they took ten cache
  // lines, each a miss for a field not in the cache.

  // The step's state.
  var phase = Phase.collecting
  /// How `output` was written (``Shown``). `.typed` when nothing is typed: the empty text is
  /// the text as typed, so the first keys append to it (`showTyped`, `appendCollected`) rather
  /// than write it anew.
  var shown = Shown.typed
  /// Known true: the text's digits, `+`, `*` and `#` are the characters dialled
  /// (`showsCharactersDialled()`), so a keystroke that completes the template's format need
  /// not scan the text to know it (`appendCompletingTemplate`). Found by the check after a
  /// full step, kept by the fast path (which then takes no separator with a sign), false
  /// after anything else.
  var showsDialled = false
  /// Whether the text as typed is `dialled`'s characters (`typed` is then empty); false from the
  /// first key that is neither a digit nor a leading ASCII `+` until ``clear()``.
  var typedIsDialled = true
  /// Known true: `prefix`'s digits and `+` are the characters dialled before the national
  /// number, and the national number's digits are the rest (`prefixAndNationalAreDialled()`).
  /// Taking a prefix off moves characters from the national number's start to the prefix's
  /// end, which keeps it; only `takeOffLongerNationalPrefix` can end it, and works it out again.
  var prefixIsDialled = true
  /// Whether the number was typed with `+`, a dialling prefix or a national prefix.
  var isCompleteNumber = false
  var spaceAfterNationalPrefix = false
  /// Whether ``rulesError`` is set, kept beside the step's state (the error's 80 bytes are at
  /// the end; asking it by pattern there read a line of its own), and asked without copying the
  /// error (`rulesError != nil` copies it through its value witness, then destroys the copy).
  private(set) var hasRulesError = false
  /// The formats of `list` that may still fit, a bit per format (`possibleFormats`).
  var candidates = FormatSet.empty
  /// The automaton state after `national` (in `list`), advanced lazily: `cursorDigits` digits
  /// of it have been stepped; `cursorValid` is false after the national number changed other
  /// than by a digit appended.
  var cursor = StateID.dead
  var cursorDigits = 0
  var cursorValid = false
  var typedScalars = 0
  /// Units of text written and digits scanned or stepped, since creation: a deterministic
  /// measure of the work keystrokes took (tests check it grows linearly).
  package internal(set) var work = 0
  /// `activeDigitLimit`, or `Int.max` for none, kept: worked out again when the limit, the
  /// calling code entered or the rules change (`clear`, `takeOffCallingCode`, a resume), not
  /// on every keystroke under the limit.
  var limitInForce = Int.max
  /// Whether digits beyond a number's length are refused; `.off` (libphonenumber's behaviour)
  /// unless set. See ``DigitLimit``.
  public var digitLimit: DigitLimit = .off {
    didSet { limitInForce = activeDigitLimit ?? .max }
  }
  var list: FormatList
  var template: Template

  // The text shown, what was typed, and how the formatter reads it.
  /// The text shown after the last keystroke, UTF-16.
  ///
  /// Its storage is the formatter's work storage (`output.owner`, the formatter's one reference
  /// to it): see ``FormatterBuffer``.
  public internal(set) var output: FormatterBuffer<UInt16>
  /// The digits typed as ASCII, with a leading `+` (43) (`accruedInputWithoutFormatting`).
  var dialled: WorkBuffer<UInt8>
  /// The national number so far, digit values 0–9.
  var national: WorkBuffer<UInt8>
  /// The text as typed, UTF-16, its digits as ASCII digits (libphonenumber's `accruedInput`,
  /// which keeps a digit's script; here the text shown is always in ASCII digits, whatever the
  /// script typed, and the locale layer shows them in a locale's digits: `FieldText`).
  ///
  /// Written only once it differs from `dialled` (`typedIsDialled`): while every key was a digit
  /// or a leading ASCII `+`, the text as typed is `dialled`'s characters, and a digit typed is
  /// one buffer fewer to write.
  var typed: WorkBuffer<UInt16>
  /// The text shown before the national number: `+44 `, `011 1 `, a national prefix
  /// (`prefixBeforeNationalNumber`).
  var prefix: WorkBuffer<UInt16>
  /// The national prefix taken off the national number (`extractedNationalPrefix`).
  var nationalPrefix: WorkBuffer<UInt8>
  /// The rules in use: the default region's, or those of a calling code typed after `+`.
  var rules: CompiledRegion
  /// The calling code typed after `+` or the dialling prefix, once recognised.
  var enteredCallingCode: Int?

  // Read by some steps only.
  var scratch: WorkBuffer<UInt16>
  var scratchDigits: WorkBuffer<UInt8>
  /// The keys `DigitLimit` types again after refusing one.
  var retypeKeys: WorkBuffer<UInt16>
  /// Scalars typed after which the formatter stops formatting and shows the keystrokes as
  /// typed, appending one keystroke in O(1) (no number is that long: the parser refuses
  /// text over 250 characters, as libphonenumber does). Before it, a keystroke's work is
  /// linear in the text typed; after it, constant.
  public static let maxFormattedLength = 250
  public let catalog: PhoneCatalog
  public let region: RegionCode
  let defaultRules: CompiledRegion
  /// The default region's national format list, worked out once: `clear()` goes back to it.
  let defaultList: FormatList
  /// The default region's calling code: typed after `+`, it keeps `defaultRules`.
  let defaultCallingCode: Int
  /// The default region's `digitLimit` (used by `DigitLimit.regionMaximum`), worked out once.
  let defaultDigitLimit: Int?
  /// Why the calling code typed has no rules to format with: its rules do not compile (a
  /// pack's region compiled on first use, a damaged table file). The text is then shown as
  /// typed until ``clear()``; nil otherwise.
  public internal(set) var rulesError: RuleError? {
    didSet {
      if case .some = rulesError { hasRulesError = true } else { hasRulesError = false }
    }
  }

  /// A formatter for numbers typed in `region`, with its formats (`PhoneCatalog.compiled(region:)`:
  /// the calling code's main region's, unless `region` has formats of its own).
  /// - Throws: `FormatterError.unknownRegion` for a region the catalog does not have, or the
  ///   region's `RuleError`.
  public init(region: RegionCode, catalog: PhoneCatalog) throws(FormatterError) {
    let typing: PhoneCatalog.TypingRules?
    do {
      typing = try catalog.typingRules(region: region)
    } catch {
      throw .compile(error)
    }
    guard let typing else { throw .unknownRegion(String(describing: region)) }
    let compiled = typing.rules
    self.catalog = catalog
    self.region = region
    self.defaultRules = compiled
    self.defaultCallingCode = typing.callingCode
    self.defaultDigitLimit = typing.digitLimit
    self.rules = compiled
    self.defaultList = compiled.typingList(international: false)
    self.list = defaultList
    let c = Self.workCapacities
    let storage = WorkStorage(bytes: Self.workBytes)
    output = FormatterBuffer(capacity: c.output, in: storage)
    typed = WorkBuffer(capacity: c.typed, in: storage)
    dialled = WorkBuffer(capacity: c.dialled, in: storage)
    national = WorkBuffer(capacity: c.national, in: storage)
    prefix = WorkBuffer(capacity: c.prefix, in: storage)
    nationalPrefix = WorkBuffer(capacity: c.nationalPrefix, in: storage)
    template = Template(units: WorkBuffer(capacity: c.template, in: storage))
    scratch = WorkBuffer(capacity: c.scratch, in: storage)
    scratchDigits = WorkBuffer(capacity: c.scratchDigits, in: storage)
    retypeKeys = WorkBuffer(capacity: c.retypeKeys, in: storage)
  }

  /// The work buffers' first capacities, more than a phone number's text needs (a longer text
  /// moves that buffer to a block of its own), and the block that holds them all.
  static let workCapacities = (
    typed: 32, dialled: 32, national: 32, prefix: 16, nationalPrefix: 16, template: 48,
    scratch: 48, scratchDigits: 16, retypeKeys: 16, output: 48
  )
  static let workBytes: Int = {
    let c = workCapacities
    let units = [c.output, c.typed, c.prefix, c.template, c.scratch, c.retypeKeys]
    let digits = [c.dialled, c.national, c.nationalPrefix, c.scratchDigits]
    return units.reduce(0) { $0 + WorkStorage.bytes($1, of: UInt16.self) }
      + digits.reduce(0) { $0 + WorkStorage.bytes($1, of: UInt8.self) }
  }()

  /// The memory of every `WorkBuffer` above and of `output`: one block (and blocks of their own
  /// for buffers that outgrew it), held through `output.owner`, the formatter's one reference
  /// to it, copied before a keystroke writes when a copy of this formatter shares it.
  var storage: WorkStorage { output.owner }

  /// Makes sure no copy of this formatter shares its work buffers' storage: the one check a
  /// keystroke makes before writing them (each array used to make its own). Every mutating
  /// entry point calls it (`input(scalar:digit:)`, `resume`, a multi-scalar `input`, the
  /// digit limit's retype); the steps below them write without asking.
  @inline(__always) package mutating func ownStorage() {
    if !isKnownUniquelyReferenced(&output.owner) { copyStorage() }
  }

  /// Gives this formatter storage of its own, one block holding every buffer at its capacity,
  /// with its elements.
  @inline(never) mutating func copyStorage() {
    let bytes =
      typed.bytes + dialled.bytes + national.bytes + prefix.bytes + nationalPrefix.bytes
      + template.units.bytes + scratch.bytes + scratchDigits.bytes + retypeKeys.bytes
      + output.elements.bytes
    let fresh = WorkStorage(bytes: bytes)
    typed.rehome(in: fresh)
    dialled.rehome(in: fresh)
    national.rehome(in: fresh)
    prefix.rehome(in: fresh)
    nationalPrefix.rehome(in: fresh)
    template.units.rehome(in: fresh)
    scratch.rehome(in: fresh)
    scratchDigits.rehome(in: fresh)
    retypeKeys.rehome(in: fresh)
    output.rehome(in: fresh)
  }

  /// The text the field shows now.
  public var text: String { String(decoding: output, as: UTF16.self) }

  /// The calling code of the rules in use (changes when a `+CC` is typed).
  public var callingCode: CallingCode { CallingCode(unchecked: rules.callingCode) }

  /// Forgets everything typed; the formatter is ready for a new number. Buffers keep their
  /// capacity, so a cleared formatter types without allocating.
  public mutating func clear() {
    typed.removeAll()
    typedIsDialled = true
    typedScalars = 0
    dialled.removeAll()
    national.removeAll()
    prefix.removeAll()
    nationalPrefix.removeAll()
    template.units.removeAll()
    template.patternID = -1
    template.lastPlaced = 0
    template.format = -1
    output.elements.removeAll()
    shown = .typed
    showsDialled = false
    phase = .collecting
    candidates = .empty
    isCompleteNumber = false
    prefixIsDialled = true
    enteredCallingCode = nil
    if hasRulesError { rulesError = nil }  // assigning destroys the old value: a call
    spaceAfterNationalPrefix = false
    cursor = .dead
    cursorDigits = 0
    cursorValid = false
    if rules !== defaultRules { rules = defaultRules }  // assigning: a retain and a release
    if list.automaton !== defaultList.automaton { list = defaultList }
    updateLimitInForce()
  }

  /// Types one character and returns the text shown.
  @discardableResult
  public mutating func input(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.count == 1 {
      input(scalar: scalars.first!)
    } else {
      // A multi-scalar character (an emoji, a digit with a combining mark) is not a digit.
      ownStorage()
      showsDialled = false
      writeTyped()
      for u in String(character).utf16 { typed.append(u) }
      typedScalars += scalars.count
      phase = .asTyped
      showTyped()
    }
    return text
  }

  /// Types one Unicode scalar; the text shown is then in `output` (no allocation once warm).
  ///
  /// - Returns: `.refused` when ``digitLimit`` is on and the digit would make the national
  ///   number longer than the limit; the formatter is then as it was before the call.
  @discardableResult
  public mutating func input(scalar c: Unicode.Scalar) -> InputOutcome {
    input(scalar: c, digit: DigitFolding.value(of: c))
  }

  /// `input(scalar:)` of a scalar the caller has folded: `digit` is `c`'s value when it is a
  /// decimal digit of any script (a ``PhoneNumberField`` folds its keys once, when they are
  /// inserted, not each time it types them again). A digit the fast paths take (under the
  /// digit limit, when one is on) is typed inline; every other keystroke makes one call.
  @inline(__always) mutating func input(scalar c: Unicode.Scalar, digit: UInt8?) -> InputOutcome {
    ownStorage()
    if let digit, appendDigit(digit) { return .accepted }
    return inputStepped(c, digit: digit)
  }

  /// A keystroke the fast paths did not take: the full step, under the digit limit when one
  /// is on.
  @inline(never)
  mutating func inputStepped(_ c: Unicode.Scalar, digit: UInt8?) -> InputOutcome {
    if case .off = digitLimit {
      fullStep(scalar: c, digit: digit)
      return .accepted
    }
    return inputWithinLimit(c, digit: digit)
  }
}
