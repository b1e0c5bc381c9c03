// AsYouTypeFormatter: formats a phone number while it is typed, one keystroke at a time.
//
// The control flow follows libphonenumber's AsYouTypeFormatter (see the AsYouType article):
// strip `+` or the international dialling prefix and the calling code, or a national prefix,
// at the third keystroke; then choose among the formats whose leading digits fit, narrowing at
// every digit; fill the chosen format's template; show the number in full when a format's
// pattern matches all of it; show the digits as typed when nothing fits or when a non-digit is
// typed. Every question libphonenumber answers with a regular expression per digit is answered
// here by one step of the region's `FormatAutomaton` and bit operations on its labels; where
// several formats fit, the automaton's ranking orders them.

/// The as-you-type formatter of one region.
///
/// ```swift
/// var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
/// for key in "02079460958" { typing.input(key) }
/// typing.text  // "020 7946 0958"
/// ```
/// - Complexity: O(1) table steps per digit; rendering is linear in the text shown.
public struct AsYouTypeFormatter: Sendable {
  public let catalog: PhoneCatalog
  public let defaultRegion: RegionCode
  let defaultMetadata: CompiledRegion
  var current: CompiledRegion

  // Text as typed (UTF-16) and its scalar count; digits normalised to ASCII, with a leading '+'.
  var accruedInput: [UInt16] = []
  var accruedScalars = 0
  var accruedDigits: [UInt8] = []
  /// The national number so far, digit values 0–9.
  var national: [UInt8] = []
  var prefix: [UInt16] = []
  var extractedNationalPrefix: [UInt8] = []
  var template: [UInt16] = []
  var currentPatternID = -1
  var lastMatchPosition = 0
  var possible: UInt64 = 0
  var usingInternationalList = false
  var ableToFormat = true
  var inputHasFormatting = false
  var isCompleteNumber = false
  var expectingCallingCode = false
  /// The calling code typed after `+` or the dialling prefix, once recognised.
  var enteredCallingCode: Int?
  /// The default region's `digitLimit` (used by `DigitLimit.regionMaximum`), worked out once.
  let defaultDigitLimit: Int?
  var shouldAddSpaceAfterNationalPrefix = false
  /// The text shown after the last keystroke, UTF-16.
  public private(set) var output: [UInt16] = []
  // The automaton state for `national` in the list in use, advanced lazily.
  var autoState: UInt32 = 0
  var autoConsumed = 0
  var autoInternational = false
  var autoValid = false
  var scratch: [UInt16] = []
  var scratchDigits: [UInt8] = []
  /// `output` is `accruedInput` (as typed), and grows with it.
  var showsTypedText = false
  /// Units of text written and digits scanned or stepped, since creation: a deterministic
  /// measure of the work keystrokes took (tests check it grows linearly).
  package private(set) var work = 0
  /// Scalars typed after which the formatter stops formatting and shows the keystrokes as
  /// typed, appending one keystroke in O(1) (no number is that long: the parser refuses
  /// text over 250 characters, as libphonenumber does). Before it, a keystroke's work is
  /// linear in the text typed; after it, constant.
  public static let maxFormattedLength = 250
  /// Whether digits beyond a number's length are refused; `.off` (libphonenumber's behaviour)
  /// unless set. See ``DigitLimit``.
  public var digitLimit: DigitLimit = .off

  /// A formatter for numbers typed in `region`.
  /// - Throws: `FormatterError.unknownRegion` for a region the catalog does not have, or the
  ///   region's `CompileError`.
  public init(region: RegionCode, catalog: PhoneCatalog) throws(FormatterError) {
    guard let r = catalog.regions[region] else { throw .unknownRegion(String(describing: region)) }
    let compiled: CompiledRegion?
    do {
      compiled = try catalog.compiled(callingCode: r.callingCode)
    } catch {
      throw .compile(error)
    }
    guard let compiled else { throw .unknownRegion(String(describing: region)) }
    self.catalog = catalog
    self.defaultRegion = region
    self.defaultMetadata = compiled
    self.defaultDigitLimit = r.digitLimit
    self.current = compiled
    accruedInput.reserveCapacity(32)
    accruedDigits.reserveCapacity(32)
    national.reserveCapacity(32)
    output.reserveCapacity(48)
    prefix.reserveCapacity(16)
    template.reserveCapacity(48)
    scratch.reserveCapacity(48)
    extractedNationalPrefix.reserveCapacity(8)
    scratchDigits.reserveCapacity(8)
  }

  /// The text the field shows now.
  public var text: String { String(decoding: output, as: UTF16.self) }

  /// The calling code of the rules in use (changes when a `+CC` is typed).
  public var callingCode: Int { current.callingCode }

  /// Forgets everything typed; the formatter is ready for a new number.
  public mutating func clear() {
    accruedInput.removeAll(keepingCapacity: true)
    accruedScalars = 0
    accruedDigits.removeAll(keepingCapacity: true)
    national.removeAll(keepingCapacity: true)
    prefix.removeAll(keepingCapacity: true)
    extractedNationalPrefix.removeAll(keepingCapacity: true)
    template.removeAll(keepingCapacity: true)
    output.removeAll(keepingCapacity: true)
    currentPatternID = -1
    lastMatchPosition = 0
    possible = 0
    usingInternationalList = false
    ableToFormat = true
    inputHasFormatting = false
    isCompleteNumber = false
    expectingCallingCode = false
    enteredCallingCode = nil
    shouldAddSpaceAfterNationalPrefix = false
    autoValid = false
    showsTypedText = false
    current = defaultMetadata
  }

  /// Types one character and returns the text shown.
  @discardableResult
  public mutating func input(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.count == 1 {
      input(scalar: scalars.first!)
    } else {
      // A multi-scalar character (an emoji, a digit with a combining mark) is not a digit.
      accruedInput.append(contentsOf: String(character).utf16)
      accruedScalars += scalars.count
      ableToFormat = false
      inputHasFormatting = true
      showTypedText()
    }
    return text
  }

  /// Types one Unicode scalar; the text shown is then in `output` (no allocation once warm).
  ///
  /// - Returns: `.refused` when ``digitLimit`` is on and the digit would make the national
  ///   number longer than the limit; the formatter is then as it was before the call.
  @discardableResult
  public mutating func input(scalar c: Unicode.Scalar) -> InputOutcome {
    if case .off = digitLimit {
      step(scalar: c)
      return .accepted
    }
    return inputWithinLimit(c)
  }

  /// One keystroke, without the digit limit: libphonenumber's step, then the guarantee that
  /// the text shows every digit typed, in order (see ``showsDigitsTyped``).
  mutating func step(scalar c: Unicode.Scalar) {
    advance(scalar: c)
    guard !showsTypedText else { return }
    work &+= output.count
    if !showsDigitsTyped() { showTypedText() }
  }

  /// Whether the digits of `output` are the digits typed, in order.
  ///
  /// libphonenumber's steps can drop typed digits: a digit written with two UTF-16 units
  /// taken off with the national prefix (JP `0𝟘0626960029455` shows `0000029455 `), or a
  /// number past 20 digits (BR `012348109899892398810989989` shows `012348102398810989989 `).
  /// Where they would, the formatter shows the text as typed instead, libphonenumber's own
  /// answer when it cannot format; no keystroke of the golden vectors is such a case.
  /// - Complexity: O(text shown), one pass, no allocation.
  func showsDigitsTyped() -> Bool {
    var typed = 0
    for u in output where u >= 48 && u <= 57 {
      // `accruedDigits` holds ASCII digits and a leading '+' (43), which `output` shows too.
      while typed < accruedDigits.count && accruedDigits[typed] == 43 { typed += 1 }
      if typed >= accruedDigits.count || UInt16(accruedDigits[typed]) != u { return false }
      typed += 1
    }
    while typed < accruedDigits.count && accruedDigits[typed] == 43 { typed += 1 }
    return typed == accruedDigits.count
  }

  /// One keystroke as libphonenumber's AsYouTypeFormatter takes it (`InputDigitWithOption...`).
  mutating func advance(scalar c: Unicode.Scalar) {
    if accruedScalars >= Self.maxFormattedLength {
      accruedInput.append(contentsOf: UTF16.encode(c)!)
      accruedScalars += 1
      if let digit = DigitFolding.value(of: c) {
        accruedDigits.append(48 + digit)
        national.append(digit)
      }
      ableToFormat = false
      inputHasFormatting = true
      showTypedText()
      return
    }
    accruedInput.append(contentsOf: UTF16.encode(c)!)
    accruedScalars += 1
    let digit = DigitFolding.value(of: c)
    let isPlus = accruedScalars == 1 && (c == "+" || c == "\u{FF0B}")
    var normalized: UInt16 = 0
    if digit == nil && !isPlus {
      ableToFormat = false
      inputHasFormatting = true
    } else if let digit {
      accruedDigits.append(48 + digit)
      national.append(digit)
      normalized = UInt16(48 + digit)
    } else {
      accruedDigits.append(43)  // '+'
      normalized = 43
    }
    if !ableToFormat {
      if inputHasFormatting {
        showTypedText()
        return
      } else if attemptToExtractIDD() {
        if attemptToExtractCallingCode() {
          attemptToChoosePatternWithPrefixExtracted()
          return
        }
      } else if ableToExtractLongerNationalPrefix() {
        prefix.append(32)
        attemptToChoosePatternWithPrefixExtracted()
        return
      }
      showTypedText()
      return
    }
    let count = accruedDigits.count
    if count <= 2 {
      showTypedText()
      return
    } else if count == 3 {
      if attemptToExtractIDD() {
        expectingCallingCode = true
      } else {
        var extracted: [UInt8] = []
        swap(&extracted, &extractedNationalPrefix)  // keep its buffer, no copy
        removeNationalPrefixFromNationalNumber(into: &extracted)
        swap(&extracted, &extractedNationalPrefix)
        attemptToChooseFormattingPattern()
        return
      }
    }
    if expectingCallingCode {
      if attemptToExtractCallingCode() { expectingCallingCode = false }
      scratch.removeAll(keepingCapacity: true)
      scratch.append(contentsOf: prefix)
      for d in national { scratch.append(UInt16(48 + d)) }
      setOutput(scratch)
      return
    }
    if possible != 0 {
      let helperResult = inputDigitHelper(normalized)
      if attemptToFormatAccruedDigits() { return }
      narrowDownPossibleFormats()
      if maybeCreateNewTemplate() {
        inputAccruedNationalNumber()
        return
      }
      if ableToFormat {
        appendNationalNumber(helperResult)
      } else {
        showTypedText()
      }
    } else {
      attemptToChooseFormattingPattern()
    }
  }

  // MARK: - Steps, each named after libphonenumber's

  mutating func setOutput(_ units: [UInt16]) {
    work &+= units.count
    showsTypedText = false
    output.removeAll(keepingCapacity: true)
    output.append(contentsOf: units)
  }
  /// Shows the text as typed. When the output already is the text typed before this
  /// keystroke, only the new keystroke is appended: O(1) per keystroke, not O(text).
  mutating func showTypedText() {
    if showsTypedText && output.count <= accruedInput.count {
      work &+= accruedInput.count &- output.count
      output.append(contentsOf: accruedInput[output.count...])
    } else {
      setOutput(accruedInput)
    }
    showsTypedText = true
  }

  var formats: [CompiledFormat] {
    usingInternationalList ? current.internationalFormats! : current.nationalFormats
  }

  var automaton: FormatAutomaton {
    usingInternationalList ? current.internationalAutomaton! : current.nationalAutomaton
  }

  /// The automaton state after the national number, in the format list in use.
  mutating func automatonState() -> UInt32 {
    if !autoValid || autoInternational != usingInternationalList || autoConsumed > national.count {
      autoState = automaton.start
      autoConsumed = 0
      autoInternational = usingInternationalList
      autoValid = true
    }
    let a = automaton
    work &+= national.count &- autoConsumed
    while autoConsumed < national.count {
      autoState =
        autoConsumed < FormatCompiler.maxNationalLength
        ? a.next(autoState, national[autoConsumed]) : 0
      autoConsumed += 1
    }
    return autoState
  }

  mutating func nationalNumberChanged() { autoValid = false }

  mutating func attemptToChoosePatternWithPrefixExtracted() {
    ableToFormat = true
    expectingCallingCode = false
    possible = 0
    lastMatchPosition = 0
    template.removeAll(keepingCapacity: true)
    currentPatternID = -1
    attemptToChooseFormattingPattern()
  }

  mutating func attemptToChooseFormattingPattern() {
    if national.count >= 3 {
      getAvailableFormats()
      if attemptToFormatAccruedDigits() { return }
      if maybeCreateNewTemplate() {
        inputAccruedNationalNumber()
      } else {
        showTypedText()
      }
    } else {
      scratch.removeAll(keepingCapacity: true)
      for d in national { scratch.append(UInt16(48 + d)) }
      appendNationalNumber(scratch)
    }
  }

  mutating func getAvailableFormats() {
    let international = isCompleteNumber && extractedNationalPrefix.isEmpty
    usingInternationalList = international && current.internationalFormats != nil
    possible = 0
    for f in formats {
      if !extractedNationalPrefix.isEmpty && f.prefixRuleHasFirstGroupOnly
        && !f.nationalPrefixOptional && !f.hasCarrierCodeRule
      {
        continue
      } else if extractedNationalPrefix.isEmpty && !isCompleteNumber
        && !f.prefixRuleHasFirstGroupOnly && !f.nationalPrefixOptional
      {
        continue
      }
      if f.eligibleForTyping { possible |= 1 << UInt64(f.index) }
    }
    narrowDownPossibleFormats()
  }

  mutating func narrowDownPossibleFormats() {
    let state = automatonState()
    if national.count > FormatCompiler.maxNationalLength {
      // Longer than any number the tables cover: no format can show it.
      possible = 0
      return
    }
    possible &= automaton.survivors(state, length: national.count)
  }

  /// A format whose pattern matches the whole national number formats it in full.
  mutating func attemptToFormatAccruedDigits() -> Bool {
    let state = automatonState()
    if national.count > FormatCompiler.maxNationalLength { return false }
    var candidates = possible & automaton.complete(state)
    while let f = automaton.best(candidates, at: state) {
      candidates &= ~(1 << UInt64(f))
      let format = formats[f]
      shouldAddSpaceAfterNationalPrefix = format.spaceAfterNationalPrefix
      // Work in a buffer moved out of `self`: passing `&scratch` to a method of `self` would
      // make the compiler copy `self`, and the buffer with it, on every call.
      var buffer: [UInt16] = []
      swap(&buffer, &scratch)
      buffer.removeAll(keepingCapacity: true)
      renderFull(format, into: &buffer)
      appendNationalNumber(buffer)
      swap(&buffer, &scratch)
      if diallableCharactersMatch(output) { return true }
    }
    return false
  }

  func renderFull(_ format: CompiledFormat, into out: inout [UInt16]) {
    if format.lengthDetermined, national.count < format.splits.count,
      let split = format.splits[national.count]
    {
      CompiledFormat.render(format.pieces, digits: national, groups: split.groups, into: &out)
      for k in split.end..<national.count { out.append(UInt16(48 + national[k])) }
    } else if let m = ReferenceMatcher(format.pattern).matchPrefix(national) {
      CompiledFormat.render(format.pieces, digits: national, groups: m.groups, into: &out)
      for k in m.end..<national.count { out.append(UInt16(48 + national[k])) }
    } else {
      for d in national { out.append(UInt16(48 + d)) }
    }
  }

  func diallableCharactersMatch(_ text: [UInt16]) -> Bool {
    var i = 0
    for u in text where (u >= 48 && u <= 57) || u == 43 || u == 42 || u == 35 {
      if i >= accruedDigits.count || UInt16(accruedDigits[i]) != u { return false }
      i += 1
    }
    return i == accruedDigits.count
  }

  mutating func maybeCreateNewTemplate() -> Bool {
    let state = automatonState()
    var remaining = possible
    while let f = automaton.best(remaining, at: state) {
      remaining &= ~(1 << UInt64(f))
      let format = formats[f]
      if format.patternID == currentPatternID { return false }
      if let t = format.template, format.templateDigits >= national.count {
        template.removeAll(keepingCapacity: true)
        template.append(contentsOf: t)
        currentPatternID = format.patternID
        shouldAddSpaceAfterNationalPrefix = format.spaceAfterNationalPrefix
        lastMatchPosition = 0
        return true
      }
      possible &= ~(1 << UInt64(f))
    }
    ableToFormat = false
    return false
  }

  /// What `inputDigitHelper` produced: the template up to the digit placed, or the raw input
  /// when the template had no room (libphonenumber returns the accrued input then).
  enum Placed {
    case template(upTo: Int)
    case raw
  }

  /// Puts one digit in the template.
  mutating func inputDigitHelper(_ digit: UInt16) -> Placed {
    var i = lastMatchPosition
    while i < template.count && template[i] != CompiledFormat.placeholder { i += 1 }
    if i < template.count {
      template[i] = digit
      lastMatchPosition = i
      return .template(upTo: i)
    }
    if possible.nonzeroBitCount == 1 { ableToFormat = false }
    currentPatternID = -1
    return .raw
  }

  mutating func appendNationalNumber(_ placed: Placed) {
    switch placed {
    case .template(let i): appendNationalNumber(template[0...i])
    case .raw: appendNationalNumber(accruedInput)
    }
  }

  mutating func inputAccruedNationalNumber() {
    work &+= national.count
    if national.isEmpty {
      setOutput(prefix)
      return
    }
    var last = Placed.raw
    for d in national { last = inputDigitHelper(UInt16(48 + d)) }
    if ableToFormat {
      appendNationalNumber(last)
    } else {
      showTypedText()
    }
  }

  mutating func appendNationalNumber(_ number: some Collection<UInt16>) {
    work &+= prefix.count &+ number.count
    showsTypedText = false
    output.removeAll(keepingCapacity: true)
    output.append(contentsOf: prefix)
    if shouldAddSpaceAfterNationalPrefix && !prefix.isEmpty && prefix.last != 32 {
      output.append(32)
    }
    output.append(contentsOf: number)
  }

  func isNANPANumberWithNationalPrefix() -> Bool {
    current.callingCode == 1 && national.count >= 2 && national[0] == 1 && national[1] != 0
      && national[1] != 1
  }

  /// Takes a national prefix (or NANPA's 1) off the national number into `extracted`.
  mutating func removeNationalPrefixFromNationalNumber(into extracted: inout [UInt8]) {
    var start = 0
    if isNANPANumberWithNationalPrefix() {
      start = 1
      prefix.append(contentsOf: [49, 32])
      isCompleteNumber = true
    } else if let npp = current.nationalPrefixForParsing, let end = npp.matchEnd(national),
      end > 0
    {
      isCompleteNumber = true
      start = end
      for d in national[0..<start] { prefix.append(UInt16(48 + d)) }
    }
    extracted.removeAll(keepingCapacity: true)
    extracted.append(contentsOf: national[0..<start])
    national.removeFirst(start)
    nationalNumberChanged()
  }

  mutating func ableToExtractLongerNationalPrefix() -> Bool {
    work &+= national.count &+ prefix.count
    if !extractedNationalPrefix.isEmpty {
      national.insert(contentsOf: extractedNationalPrefix, at: 0)
      nationalNumberChanged()
      // Remove the previously extracted prefix from the text before the national number.
      let ndd = extractedNationalPrefix.map { UInt16(48 + $0) }
      if let r = lastRange(of: ndd, in: prefix) {
        prefix.removeSubrange(r.lowerBound...)
      } else {
        prefix.removeAll()  // Python's rfind returns -1: prefix[:-1]
      }
    }
    var extracted: [UInt8] = []
    swap(&extracted, &scratchDigits)
    removeNationalPrefixFromNationalNumber(into: &extracted)
    let changed = extractedNationalPrefix != extracted
    swap(&extracted, &scratchDigits)
    return changed
  }

  func lastRange(of needle: [UInt16], in hay: [UInt16]) -> Range<Int>? {
    if needle.count > hay.count { return nil }
    var i = hay.count - needle.count
    while i >= 0 {
      if Array(hay[i..<(i + needle.count)]) == needle { return i..<(i + needle.count) }
      i -= 1
    }
    return nil
  }

  mutating func attemptToExtractIDD() -> Bool {
    work &+= accruedDigits.count
    var end: Int? = nil
    if accruedDigits.first == 43 {
      end = 1
    } else if let idd = current.internationalPrefix {
      end = idd.matchEnd(accruedDigits.lazy.map { $0 &- 48 })
    } else {
      end = 0  // the pattern "\+|" matches the empty string
    }
    guard let end else { return false }
    isCompleteNumber = true
    national.removeAll(keepingCapacity: true)
    for u in accruedDigits[end...] where u != 43 { national.append(u - 48) }
    nationalNumberChanged()
    prefix.removeAll(keepingCapacity: true)
    for u in accruedDigits[0..<end] { prefix.append(UInt16(u)) }
    if accruedDigits.first != 43 { prefix.append(32) }
    return true
  }

  mutating func attemptToExtractCallingCode() -> Bool {
    guard let first = national.first, first != 0 else { return false }
    var code = 0
    var length = 0
    for i in 0..<Swift.min(3, national.count) {
      let candidate = code * 10 + Int(national[i])
      code = candidate
      if catalog.isKnownCallingCode(candidate) {
        length = i + 1
        break
      }
    }
    guard length > 0 else { return false }
    national.removeFirst(length)
    nationalNumberChanged()
    if let main = catalog.mainRegion(forCallingCode: code),
      main == .nonGeographic || main != defaultRegion,
      let compiled = try? catalog.compiled(callingCode: code)
    {
      current = compiled
    }
    var divisor = 1
    while divisor * 10 <= code { divisor *= 10 }
    while divisor > 0 {
      prefix.append(UInt16(48 + (code / divisor) % 10))  // the code's digits, no String
      divisor /= 10
    }
    prefix.append(32)
    extractedNationalPrefix.removeAll(keepingCapacity: true)
    enteredCallingCode = code
    return true
  }
}

/// Errors creating a formatter.
public enum FormatterError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownRegion(String)
  case compile(CompileError)

  public var description: String {
    switch self {
    case .unknownRegion(let r):
      return "unknown region '\(r)': the catalog has no rules for it (see PhoneCatalog.regions)"
    case .compile(let e): return e.description
    }
  }
}
