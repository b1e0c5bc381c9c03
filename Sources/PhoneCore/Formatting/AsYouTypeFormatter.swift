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
  // Stored in the order a keystroke reads them (a struct is laid out in declaration order):
  // the step's state first, then the buffers, then what only some steps read. An edit that
  // resumes a field's formatter from a checkpoint writes the first two parts; spread over the
  // struct (the defaults first, the rules error's 80 bytes in the middle) they took ten cache
  // lines, each a miss for a field not in the cache.

  // The step's state: one value (see `State`), so that clearing is one assignment, and a
  // checkpoint and a resume one copy.
  var state = State()
  /// Whether ``rulesError`` is set, kept beside the step's state (the error's 80 bytes are at
  /// the end; asking it by pattern there read a line of its own), and asked without copying the
  /// error (`rulesError != nil` copies it through its value witness, then destroys the copy).
  private(set) var hasRulesError = false
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
  /// The fast paths take a digit only when at least this many characters were dialled: 0, or,
  /// with ``shortNumbers``, past the longest short number (the full step asks whether the
  /// digits so far are one; see `+ShortNumbers`).
  var fastPathsFrom = 0
  var list: FormatList
  /// The template being filled: the chosen format's text with a placeholder per digit
  /// (`state.template` says which format and where the last digit went).
  var templateUnits: WorkBuffer<UInt16>

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

  // Read by some steps only.
  /// A region's short numbers, shown as typed (``shortNumbers``), or nil.
  var shortNumberRules: ShortNumberInfo?
  var scratch: WorkBuffer<UInt16>
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

  /// Why this formatter has no rules of its region, nil when it has them: a formatter opened
  /// with `init(region:)` (the core pack) or by `PhoneNumberField.setRegion(_:)` on a region
  /// the catalog does not have (`UK`, `ZZ`), or whose rules do not compile. It then types as
  /// libphonenumber's formatter does for an unknown region: digits typed without `+` are shown
  /// as typed, and a number typed with `+` and a calling code is formatted with that code's
  /// rules.
  public let regionError: FormatterError?

  /// A formatter for numbers typed in `region`, with its formats (`PhoneCatalog.compiled(region:)`:
  /// the calling code's main region's, unless `region` has formats of its own).
  /// - Throws: `FormatterError.unknownRegion` for a region the catalog does not have, or the
  ///   region's `RuleError`.
  public init(region: RegionCode, catalog: PhoneCatalog) throws(FormatterError) {
    self.init(region: region, catalog: catalog, typing: try Self.typingRules(region, catalog))
  }

  /// A formatter for `region`, or, when `catalog` has no rules for it (a `RegionCode("UK")`
  /// from a server) or they do not compile, a formatter without national rules that says
  /// why in ``regionError``: what `PhoneNumberField(region:)` and `setRegion(_:)` open.
  package init(orWithoutRules region: RegionCode, catalog: PhoneCatalog) {
    do {
      self.init(region: region, catalog: catalog, typing: try Self.typingRules(region, catalog))
    } catch {
      self.init(
        region: region, catalog: catalog,
        typing: PhoneCatalog.TypingRules(
          rules: CompiledRegion.withoutRules(region), callingCode: 0, digitLimit: nil),
        regionError: error)
    }
  }

  /// The rules `init(region:catalog:)` types with.
  private static func typingRules(_ region: RegionCode, _ catalog: PhoneCatalog)
    throws(FormatterError) -> PhoneCatalog.TypingRules
  {
    let typing: PhoneCatalog.TypingRules?
    do {
      typing = try catalog.typingRules(region: region)
    } catch {
      throw .compile(error)
    }
    guard let typing else { throw .unknownRegion(String(describing: region)) }
    return typing
  }

  private init(
    region: RegionCode, catalog: PhoneCatalog, typing: PhoneCatalog.TypingRules,
    regionError: FormatterError? = nil
  ) {
    let compiled = typing.rules
    self.catalog = catalog
    self.region = region
    self.regionError = regionError
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
    templateUnits = WorkBuffer(capacity: c.template, in: storage)
    scratch = WorkBuffer(capacity: c.scratch, in: storage)
    retypeKeys = WorkBuffer(capacity: c.retypeKeys, in: storage)
  }

  /// The work buffers' first capacities, more than a phone number's text needs (a longer text
  /// moves that buffer to a block of its own), and the block that holds them all.
  static let workCapacities = (
    typed: 32, dialled: 32, national: 32, prefix: 16, nationalPrefix: 16, template: 48,
    scratch: 48, retypeKeys: 16, output: 48
  )
  static let workBytes: Int = {
    let c = workCapacities
    let units = [c.output, c.typed, c.prefix, c.template, c.scratch, c.retypeKeys]
    let digits = [c.dialled, c.national, c.nationalPrefix]
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
    copyStorage(into: WorkStorage(bytes: workBytesInUse))
  }

  /// The bytes of one block holding every work buffer at its capacity.
  var workBytesInUse: Int {
    typed.bytes + dialled.bytes + national.bytes + prefix.bytes + nationalPrefix.bytes
      + templateUnits.bytes + scratch.bytes + retypeKeys.bytes
      + output.elements.bytes
  }

  /// Copies every work buffer's elements into `fresh` and uses it from now on.
  mutating func copyStorage(into fresh: WorkStorage) {
    typed.rehome(in: fresh)
    dialled.rehome(in: fresh)
    national.rehome(in: fresh)
    prefix.rehome(in: fresh)
    nationalPrefix.rehome(in: fresh)
    templateUnits.rehome(in: fresh)
    scratch.rehome(in: fresh)
    retypeKeys.rehome(in: fresh)
    output.rehome(in: fresh)
  }

  /// The text the field shows now, a new `String` (``output`` reads it in place).
  /// - Complexity: O(text); one allocation when it is longer than 15 characters.
  public var text: String { output.string }

  /// The calling code of the rules in use (changes when a `+CC` is typed).
  public var callingCode: CallingCode { CallingCode(unchecked: rules.callingCode) }

  /// Forgets everything typed; the formatter is ready for a new number. Buffers keep their
  /// capacity, so a cleared formatter types without allocating.
  public mutating func clear() {
    state = State()
    typed.removeAll()
    dialled.removeAll()
    national.removeAll()
    prefix.removeAll()
    nationalPrefix.removeAll()
    templateUnits.removeAll()
    output.elements.removeAll()
    if hasRulesError { rulesError = nil }  // assigning destroys the old value: a call
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
      state.showsDialled = false
      writeTyped()
      for u in String(character).utf16 { typed.append(u) }
      state.typedScalars += scalars.count
      state.phase = .asTyped
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
    #if PHONE_CHECKED
      return inputChecked(c, digit: digit)
    #else
      ownStorage()
      if let digit, appendDigit(digit) { return .accepted }
      return inputStepped(c, digit: digit)
    #endif
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
