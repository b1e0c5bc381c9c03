// PhoneNumberField: the edit model of a text field that formats a phone number as it changes.
//
// A text field reports edits as "replace this UTF-16 range of the text with this string"
// (typing, pasting, deleting a selection, editing in the middle). The field keeps the number's
// significant characters (its digits, in the script they were typed in, and a leading `+`),
// applies the edit to them, and types them through its `AsYouTypeFormatter`, so the text is
// always what typing those characters afresh would show. The caret is put after the same
// significant character it followed, counting the ones the edit inserted.
//
// Edits are incremental: keys typed at the end are typed on; an edit elsewhere resumes from the
// formatter's state kept every `checkpointInterval` keys (a compact `AsYouTypeFormatter.Snapshot`)
// before the first key it changes, and types only the keys from there (property tests compare
// with re-typing from scratch). Checkpoints are kept on demand (see `retype(from:)`).
//
// Punctuation and letters in typed or pasted text are dropped (a pasted `+44 (20) 7946-0958`
// is its digits), since the formatter supplies separators. A backspace that would delete only
// separators (a space, `)` or `-`) deletes the digit before them instead, as the phone's own
// Contacts app does, rather than letting the formatter put the separator straight back.

/// A phone-number text field's content and caret, edited the way UIKit and AppKit report it.
///
/// ```swift
/// var field = try PhoneNumberField(region: .gb, catalog: catalog)
/// field.replace(utf16Range: 0..<0, with: "02079460958")   // paste
/// field.text   // "020 7946 0958"
/// field.deleteBackward()                                  // "020 7946 095", caret at the end
/// ```
/// - Complexity: keys typed at the end cost one keystroke each; any other edit types the keys
///   from the last checkpoint kept before its first change, plus O(text) to place the caret.
///   Checkpoints are kept every `checkpointInterval` keys as keys are typed at the end, and
///   by an edit only up to its change: an edit at or before an earlier one's place types at
///   most `checkpointInterval - 1` keys more than the keys from its change on; one past it,
///   also the keys between the two.
public struct PhoneNumberField: Sendable {
  /// The significant characters: digits as typed, and a leading `+`.
  public var keys: [Unicode.Scalar] { typedKeys.scalars }
  /// The keys, with their digit values, in storage an edit splices in place.
  var typedKeys = FieldKeys(capacity: 32)
  /// The caret, in UTF-16 code units from the start of `text`.
  public private(set) var caret = 0
  /// What a paste over the whole text carried that the keys do not (``PastedState``); nil for
  /// almost every field. One reference in the field's first line, which every edit reads
  /// anyway: held inline (56 bytes), it was a line more to read for each edit, and a field
  /// not in the cache paid a miss for it (`edit/middle` 16 % slower).
  var pasted: PastedState?
  /// `checkpoints[j]` is the formatter's state after the first `(j + 1) * checkpointInterval`
  /// keys, for `j < validCheckpoints`, its buffers' elements in `checkpointBytes` (each after
  /// the one before); an edit resumes from the last one before its first change.
  var checkpoints: [AsYouTypeFormatter.Snapshot] = []
  var checkpointBytes = FormatterBuffer<UInt8>(capacity: 0)
  package internal(set) var validCheckpoints = 0
  /// Keys between two checkpoints: an edit in the middle re-types fewer than this many keys
  /// before its own; keeping a checkpoint costs a copy of the formatter's state.
  static let checkpointInterval = 4
  /// After the field's own state (an edit reads it, then the formatter's first lines: laid out
  /// in declaration order, one run of lines).
  public private(set) var formatter: AsYouTypeFormatter

  public init(region: RegionCode, catalog: PhoneCatalog) throws(FormatterError) {
    formatter = try AsYouTypeFormatter(region: region, catalog: catalog)
  }

  /// A field in `region`, or without national rules when `catalog` has none for it (see
  /// ``regionError``): what `PhoneNumberField(region:)` opens.
  package init(orWithoutRules region: RegionCode, catalog: PhoneCatalog) {
    formatter = AsYouTypeFormatter(orWithoutRules: region, catalog: catalog)
  }

  /// Why the field has no rules of its region (nil when it has them): a region the catalog
  /// does not have, given to `PhoneNumberField(region:)` or ``setRegion(_:)``, or rules that
  /// do not compile. Digits typed without `+` are then shown as typed, and a number typed
  /// with `+` is formatted by its calling code's rules (``AsYouTypeFormatter/regionError``).
  public var regionError: FormatterError? { formatter.regionError }

  /// The extension of the number pasted over the whole text (`(201) 555-0123 ext. 7`,
  /// `tel:+1-201-555-0123;ext=12`), which the keys and the text do not hold; nil when the
  /// last such paste had none.
  ///
  /// ```swift
  /// field.replace(utf16Range: 0..<field.utf16.count, with: "(201) 555-0123 ext. 7")
  /// field.text             // "(201) 555-0123"
  /// field.extensionNumber  // "7"
  /// ```
  /// Any edit over the whole text sets it anew (nil unless it pastes a number with an
  /// extension), and it is nil once the field is empty (``clear()``, or every key deleted).
  /// Other edits keep it: they change the number, not its extension. The extension markers
  /// are the parser's (``PhoneCatalog/parse(_:region:)``: `ext.`, `x`, `#`, `;ext=`, ...).
  public var extensionNumber: String? { pasted?.extensionNumber }

  /// Shows the formatter's text again, keeping the extension (after anything but a paste).
  @inline(__always) mutating func dropPresented() {
    if let p = pasted, p.shown != nil {
      pasted = p.extensionNumber.map { .carried(shown: nil, extensionNumber: $0) }
    }
  }

  /// The region the number belongs to, as far as it is typed (see
  /// `AsYouTypeFormatter.detectedRegion`): the field's region for a national number, the
  /// region of the calling code typed after `+`, nil while that code is incomplete.
  public var detectedRegion: RegionCode? { formatter.detectedRegion }

  /// The region whose rules format a number typed without `+`.
  public var region: RegionCode { formatter.region }

  /// Formats the same keys with `region`'s rules: the digits stay, and the caret stays after
  /// the same digit (a country picker's choice changes the region, not what was typed).
  /// A region the catalog has no rules for (or whose rules do not compile) keeps the keys
  /// too, shown as a field without national rules shows them; ``regionError`` says why.
  public mutating func setRegion(_ region: RegionCode) {
    guard region != formatter.region else { return }
    var next = AsYouTypeFormatter(orWithoutRules: region, catalog: formatter.catalog)
    next.digitLimit = formatter.digitLimit
    let caretKeys = Self.significantCount(before: caret, pasted, formatter.output)
    formatter = next
    dropPresented()
    checkpoints.removeAll()
    validCheckpoints = 0
    if retype() == .refused {
      // The new region's limit is shorter than the number typed: the keys stay all the same
      // (a field never drops what was typed); the limit applies to the keys typed next.
      let limit = formatter.digitLimit
      formatter.digitLimit = .off
      retype()
      formatter.digitLimit = limit
    }
    caret = position(afterSignificant: caretKeys)
  }

  /// The text shown, a new `String`.
  ///
  /// Built from ``utf16`` at each read: ASCII text (almost every number) is copied into the
  /// string's own storage, with no allocation up to 15 characters, so reading it costs a
  /// fraction of the edit that changed it (`field/text` in the benchmarks: about 50 ns, a
  /// formatter's keystroke about 25, a field's edit 300 to 400). A caller that reads it again
  /// without an edit in between may keep the string; ``utf16`` reads the text in place,
  /// without a `String`.
  /// - Complexity: O(text); one allocation when it is longer than 15 characters.
  public var text: String {
    Self.withShownUnits(pasted, formatter.output, FormatterBuffer.string(of:))
  }
  /// The text shown, UTF-16, read in place.
  public var utf16: FormatterBuffer<UInt16> {
    // Not `presented ?? formatter.output`, which copied the buffer once more.
    if let presented = pasted?.shown { return presented }
    return formatter.output
  }

  /// The text shown (`utf16`), as unsafe units for `body`, without a copy of the buffer.
  /// Static, `body` capturing no `self`: as a method called from an edit it made the compiler
  /// copy the whole field (752 bytes, 110 instructions an edit).
  @inline(__always) static func withShownUnits<R>(
    _ pasted: PastedState?, _ output: borrowing FormatterBuffer<UInt16>,
    _ body: (UnsafeBufferPointer<UInt16>) -> R
  ) -> R {
    if let presented = pasted?.shown { return presented.withUnsafeBufferPointer(body) }
    return output.withUnsafeBufferPointer(body)
  }

  /// Whether a scalar is significant at offset `index` of the significant characters.
  @inline(__always) static func isSignificant(_ s: Unicode.Scalar, at index: Int) -> Bool {
    FieldKeys.key(s, at: index) != nil
  }

  /// Whether the scalar that starts at `units[i]`, a unit that is not ASCII, is significant at
  /// offset `index`, and its UTF-16 width, as `UTF16`'s decoder reads it: a lone surrogate is
  /// U+FFFD, one unit wide. The text's digits and `+` are ASCII: the scans below come here only
  /// for what else a template or a typed `＋` shows, and out of line (inlined, its Unicode
  /// property lookups cost every scan some 10 instructions).
  @inline(never)
  static func isSignificant(
    at i: Int, of units: UnsafeBufferPointer<UInt16>, index: Int
  ) -> (Bool, width: Int) {
    let u = units[i]
    var scalar: Unicode.Scalar = "\u{FFFD}"
    var width = 1
    if let bmp = Unicode.Scalar(u) {
      scalar = bmp
    } else if UTF16.isLeadSurrogate(u), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
      let value = 0x10000 + (UInt32(u &- 0xD800) << 10) + UInt32(units[i + 1] &- 0xDC00)
      scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      width = 2
    }
    return (isSignificant(scalar, at: index), width)
  }

  /// Counts on the significant characters of `units` that start before offset `end`, from the
  /// scalar that starts at `start` with `count` of them before it; returns the count and the
  /// offset of the first scalar not counted (`end`, or one past it after a surrogate pair).
  @inline(__always) static func countSignificant(
    _ units: UnsafeBufferPointer<UInt16>, from start: Int, counted: Int, before end: Int
  ) -> (count: Int, offset: Int) {
    var count = counted
    var i = start
    let end = Swift.min(end, units.count)
    while i < end {
      let u = units[i]
      if u < 0x80 {
        if u &- 48 < 10 || (u == 43 && count == 0) { count &+= 1 }
        i &+= 1
      } else {
        let (significant, width) = isSignificant(at: i, of: units, index: count)
        if significant { count &+= 1 }
        i &+= width
      }
    }
    return (count, i)
  }

  /// How many significant characters the shown text has before UTF-16 offset `offset`.
  /// (Static, given the shown text's parts: as methods called from an edit, these two made the
  /// compiler copy the whole field, 841 bytes, once the field held a paste's state.)
  static func significantCount(
    before offset: Int, _ pasted: PastedState?, _ output: borrowing FormatterBuffer<UInt16>
  ) -> Int {
    withShownUnits(pasted, output) { units in
      Self.countSignificant(units, from: 0, counted: 0, before: offset).count
    }
  }

  /// `significantCount(before:)` of `lower` and of `upper` (not below it), in one pass.
  static func significantCounts(
    before lower: Int, _ upper: Int, _ pasted: PastedState?,
    _ output: borrowing FormatterBuffer<UInt16>
  ) -> (Int, Int) {
    withShownUnits(pasted, output) { units in
      let a = Self.countSignificant(units, from: 0, counted: 0, before: lower)
      let b = Self.countSignificant(units, from: a.offset, counted: a.count, before: upper)
      return (a.count, b.count)
    }
  }

  /// Whether digits beyond a number's length are refused (off by default). An edit that would
  /// make the number longer than the limit is refused whole: text, caret and digits stay as
  /// they were, and the edit answers `.refused`.
  public var digitLimit: DigitLimit {
    get { formatter.digitLimit }
    set { formatter.digitLimit = newValue }
  }

  /// Short numbers shown as typed (``AsYouTypeFormatter/shortNumbers``): with a region's
  /// short-number rules (`CorePack.shortNumbers(for:)`), digits typed without `+` that are a
  /// valid short number there show as typed. Nil by default (libphonenumber's behaviour).
  /// Setting it types the keys again; the rules stay when the region changes (set the new
  /// region's).
  public var shortNumbers: ShortNumberInfo? {
    get { formatter.shortNumbers }
    set {
      formatter.shortNumbers = newValue
      dropPresented()
      retype()
    }
  }

  /// Replaces a UTF-16 range of the shown text with `string`; returns the new text and caret,
  /// and whether the edit was taken (`.refused` only under a ``digitLimit``).
  ///
  /// A range outside the text is clamped to it.
  ///
  /// A paste over the whole text (or into an empty field) is read as a number when it may say
  /// more than its keys: when it has characters besides its keys and is not the text its keys
  /// show, or when its keys show as typed (no format fits them). The parser reads it
  /// (``PhoneCatalog/parse(_:region:)``), or, when that finds no valid number in a text that
  /// is not keys alone, the finder (``PhoneCatalog/findNumbers(in:region:leniency:maxTries:)``,
  /// leniency `.valid`); then:
  /// - an extension is kept in ``extensionNumber``, its digits out of the keys;
  /// - of several numbers the field takes the first, and the edit says so
  ///   (``FieldEdit/pastedSeveralNumbers``);
  /// - a valid number's keys are its own (`+44 (0)20 7946 0958` gives `+442079460958`), and
  ///   when typing them shows other text than `PhoneCatalog.format` writes (national style
  ///   for a number of the field's region written without a calling code, else
  ///   international), the field shows the formatted text until the next edit (BR
  ///   `(11) 96123-4567`, where typing `11961234567` shows libphonenumber's `11 96123-4567`).
  ///
  /// A paste is not typing, but the keys alone pasted (`11961234567`) show what typing them
  /// one by one shows (libphonenumber's as-you-type text; the number's own keys' when the
  /// keys show as typed and are a valid number's with others, `+4402079460958`), and so does
  /// the text typing them shows pasted again, and a paste into part of the text. The next
  /// edit shows what typing the keys shows, as after any edit.
  ///
  /// ```swift
  /// field.replace(utf16Range: 0..<0, with: "+44 20 7946 0958, +44 7400 123456")
  /// // text "+44 20 7946 0958", pastedSeveralNumbers true
  /// ```
  @discardableResult
  public mutating func replace(utf16Range range: Range<Int>, with string: String) -> FieldEdit {
    let length = pasted?.shown?.count ?? formatter.output.count
    let lower = Swift.min(Swift.max(range.lowerBound, 0), length)
    let upper = Swift.min(Swift.max(range.upperBound, lower), length)
    let oldCount = typedKeys.count
    // The text's ends are the keys' ends: no scan for a paste over the whole text, or for
    // typing at the end.
    var from = 0
    var to = oldCount
    if upper < length {
      let (a, b) = Self.significantCounts(before: lower, upper, pasted, formatter.output)
      from = Swift.min(a, oldCount)
      to = Swift.max(Swift.min(b, oldCount), from)
    } else if lower > 0 {
      from = Swift.min(Self.significantCount(before: lower, pasted, formatter.output), oldCount)
    }
    if string.isEmpty && upper > lower && from == to && from > 0 && upper - lower == 1 {
      // Backspace over a separator: delete the digit before it instead.
      from -= 1
    }
    // Under a digit limit, what a refused edit puts back.
    let previous: (FieldKeys, PastedState?)? =
      formatter.digitLimit != .off ? (typedKeys, pasted) : nil
    let replacesAll = from == 0 && to == oldCount
    if pasted != nil {
      if replacesAll { pasted = nil } else { dropPresented() }
    }
    // The keys after the edit, in place: what it removes, then what it inserts.
    var inserted = typedKeys.replaceSubrange(from..<to, withKeysOf: string)
    // A '+' is only significant first; one moved away from the start is dropped.
    if from == 0, inserted > 0, inserted < typedKeys.count, typedKeys[inserted].digit == nil {
      typedKeys.remove(at: inserted)
    }
    var outcome: InputOutcome
    if from == oldCount && to == oldCount {
      outcome = typeKeys(from: oldCount)  // typed at the end: type on
    } else {
      outcome = retype(from: from)
    }
    var several = false
    if replacesAll, outcome == .accepted, string.utf8.count > 1 {
      // A paste over the whole field that may say more than its keys typed show.
      // Every byte a key: ASCII keys alone, known without a scan.
      var keysAlone = inserted == string.utf8.count
      var read = formatter.showsTextAsTyped
      if !read && !keysAlone
        && !formatter.output.withUnsafeBufferPointer({ Self.isText(string, $0) })
      {
        keysAlone = Self.isKeysAlone(string)
        read = !keysAlone
      } else if read && !keysAlone {
        keysAlone = Self.isKeysAlone(string)
      }
      if read {
        several = takeNumber(
          pastedIn: string, keysAlone: keysAlone, inserted: &inserted, outcome: &outcome)
      }
    }
    if outcome == .refused, let previous {
      typedKeys = previous.0
      retype()
      pasted = previous.1
      return edit(.refused)
    }
    caret = position(afterSignificant: from + inserted)
    return edit(.accepted, pastedSeveralNumbers: several)
  }

  /// Whether a text is keys alone (digits, and a leading `+`). A paste of them, or of the text
  /// the field then shows (`paste/whole`), is read no further than its keys unless they show
  /// as typed: no parse, no finder, nothing allocated.
  static func isKeysAlone(_ text: String) -> Bool {
    var keys = 0
    for s in text.unicodeScalars {
      if FieldKeys.key(s, at: keys) == nil { return false }
      keys += 1
    }
    return true
  }

  /// Whether `text` is the text of `units` (UTF-16). ASCII text of the same length is compared
  /// through a pointer to its bytes (its views cost some 40 instructions a character, and
  /// `elementsEqual` of them allocated in a debug build).
  static func isText(_ text: String, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
    let n = units.count
    if text.utf8.count == n {
      let same = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
        guard let b = bytes.baseAddress, let u = units.baseAddress else { return n == 0 }
        for i in 0..<n where UInt16(b[i]) != u[i] {
          // A byte that is not ASCII may still be the same text in UTF-16.
          return b[i] < 0x80 && u[i] < 0x80 ? false : nil
        }
        return true
      }
      if let same = same ?? nil { return same }
    }
    return String(decoding: units, as: UTF16.self) == text
  }

  /// Reads the number a paste over the whole text holds (see `replace(utf16Range:with:)`),
  /// writes its keys and types them; returns whether the text held several numbers.
  mutating func takeNumber(
    pastedIn string: String, keysAlone: Bool, inserted: inout Int, outcome: inout InputOutcome
  ) -> Bool {
    guard string.unicodeScalars.count > 1,
      let paste = Self.readNumber(
        in: string, catalog: formatter.catalog, region: formatter.region, finding: !keysAlone)
    else { return false }
    var number = paste.number
    var ext = number.extensionNumber
    number.extensionNumber = nil
    var shown: FormatterBuffer<UInt16>? = nil
    if paste.isValid {
      let national = Self.writeKeys(
        of: number, catalog: formatter.catalog, region: formatter.region, keys: &typedKeys)
      inserted = typedKeys.count
      outcome = retype()
      // Keys alone show what typing them shows (the number's own keys, when those differ).
      if outcome == .accepted && !keysAlone { shown = formatted(number, national: national) }
    } else if let digits = ext, typedKeys.removeLast(digits: digits) {
      // No valid number, but the parser read an extension at the end of the text: its digits
      // are the last keys, and come out of the number.
      inserted = typedKeys.count
      outcome = retype()
    } else {
      ext = nil
    }
    if shown != nil || ext != nil { pasted = .carried(shown: shown, extensionNumber: ext) }
    return paste.several
  }

  /// The number in a pasted text: the parser's when it reads a valid number (extension
  /// included); else, when `finding` (the text is not keys alone, which are one run of digits
  /// to the finder too), the first the finder finds, and whether it found more; else the
  /// parser's invalid number when it has an extension (whose digits must not join the
  /// number's); nil otherwise.
  static func readNumber(
    in text: String, catalog: PhoneCatalog, region: RegionCode, finding: Bool
  ) -> (number: PhoneNumber, isValid: Bool, several: Bool)? {
    // Text the parser refuses is no number to it; the finder is asked next.
    let parsed = try? catalog.parse(text, region: region)
    if let parsed {
      var bare = parsed
      bare.extensionNumber = nil
      if catalog.isValid(bare) { return (parsed, true, false) }
    }
    if finding {
      let found = catalog.findNumbers(in: text, region: region)
      if let first = found.first { return (first.number, true, found.count > 1) }
    }
    if let parsed, parsed.extensionNumber != nil { return (parsed, false, false) }
    return nil
  }

  /// The pasted `number` as `PhoneCatalog.format` writes it (`national` style, else
  /// international), to show, when typing its keys shows other text and the formatted text
  /// has the keys' significant characters in order (so carets and edits map to the keys as for the
  /// formatter's text): BR `(11) 96123-4567`, which typing `11961234567` shows as
  /// `11 96123-4567` (libphonenumber's as-you-type formatter applies no national-prefix
  /// formatting rule).
  func formatted(_ number: PhoneNumber, national: Bool) -> FormatterBuffer<UInt16>? {
    let formatted = formatter.catalog.format(
      number, style: national ? .national : .international)
    var n = 0
    for s in formatted.unicodeScalars where FieldKeys.key(s, at: n) != nil {
      guard n < typedKeys.count, typedKeys[n].scalar == s else { return nil }
      n += 1
    }
    guard n == typedKeys.count, !formatter.output.elementsEqual(formatted.utf16) else {
      return nil
    }
    var shown = FormatterBuffer<UInt16>(capacity: formatted.utf16.count)
    for u in formatted.utf16 { shown.append(u) }
    return shown
  }

  /// Writes the keys of a valid `number` (its extension nil) over `keys`, in the field's
  /// style: international (`+`, calling code, national number) when the text gave a calling
  /// code or the number is of another calling code, else national (the digits of
  /// `PhoneCatalog.format(_:style: .national)`); returns whether it wrote the national style.
  ///
  /// A pasted `+44 (0)20 7946 0958` has the keys `+4402079460958`, which libphonenumber's
  /// formatter can only show as typed; the number's keys `+442079460958` show
  /// `+44 20 7946 0958`, as `phonefmt format` would write it. The keys are written in place,
  /// the national text on the stack: a paste allocates nothing here (an array of the keys
  /// was one allocation per such paste).
  /// (Static: a method of the field was called on a copy of it, 752 bytes, on every edit.)
  static func writeKeys(
    of number: PhoneNumber, catalog: PhoneCatalog, region code: RegionCode, keys: inout FieldKeys
  ) -> Bool {
    keys.removeAll()
    let region = catalog.regions[code]
    if number.source == .defaultRegion && number.callingCode.rawValue == region?.callingCode {
      let written: Void? = catalog.withFormatted(number, style: .national) {
        appendDigits(of: $0, to: &keys)
      }
      if written == nil {
        appendDigits(of: catalog.formattedBytes(number, style: .national), to: &keys)
      }
      return true
    }
    keys.append(FieldKeys.Key(scalar: "+", digit: nil))
    var code = number.callingCode.rawValue
    var divisor = 1
    while divisor <= code / 10 { divisor *= 10 }
    while divisor > 0 {
      let d = UInt8(truncatingIfNeeded: code / divisor)
      keys.append(FieldKeys.Key(scalar: Unicode.Scalar(48 + d), digit: d))
      code %= divisor
      divisor /= 10
    }
    appendDigits(of: number.nationalNumber.utf8, to: &keys)
    return false
  }

  /// Appends the ASCII digits among `bytes` (UTF-8) to `keys`.
  static func appendDigits<Bytes: Sequence<UInt8>>(of bytes: Bytes, to keys: inout FieldKeys) {
    for b in bytes where b &- 48 < 10 {
      keys.append(FieldKeys.Key(scalar: Unicode.Scalar(b), digit: b &- 48))
    }
  }

  /// What an edit answers: the text, the caret and whether the edit was taken.
  @inline(__always) func edit(_ outcome: InputOutcome, pastedSeveralNumbers: Bool = false)
    -> FieldEdit
  {
    // Not `presented ?? formatter.output`: that copied the text's buffer once more (its two
    // references retained and released, some 90 instructions an edit).
    if let presented = pasted?.shown {
      return FieldEdit(
        utf16: presented, caret: caret, outcome: outcome,
        pastedSeveralNumbers: pastedSeveralNumbers)
    }
    return FieldEdit(
      utf16: formatter.output, caret: caret, outcome: outcome,
      pastedSeveralNumbers: pastedSeveralNumbers)
  }

  /// Deletes the selection, or the character before the caret (with the separator rule).
  @discardableResult
  public mutating func deleteBackward(selection: Range<Int>? = nil) -> FieldEdit {
    if let selection, !selection.isEmpty { return replace(utf16Range: selection, with: "") }
    guard caret > 0 else { return edit(.accepted) }
    // The scalar before the caret may be two UTF-16 units.
    let caret = self.caret
    let width = Self.withShownUnits(pasted, formatter.output) { units in
      caret >= 2 && caret <= units.count && UTF16.isTrailSurrogate(units[caret - 1])
        && UTF16.isLeadSurrogate(units[caret - 2]) ? 2 : 1
    }
    return replace(utf16Range: (caret - width)..<caret, with: "")
  }

  /// Types `string` at the caret.
  @discardableResult
  public mutating func insert(_ string: String) -> FieldEdit {
    replace(utf16Range: caret..<caret, with: string)
  }

  /// Moves the caret (clamped to the text, and to the start of a character it would split:
  /// an offset between the two UTF-16 units of `𝟘` or an emoji).
  public mutating func moveCaret(to offset: Int) {
    let units = utf16
    var c = Swift.min(Swift.max(offset, 0), units.count)
    if c > 0, c < units.count, UTF16.isTrailSurrogate(units[c]),
      UTF16.isLeadSurrogate(units[c - 1])
    {
      c -= 1
    }
    caret = c
  }

  /// Empties the field.
  public mutating func clear() {
    typedKeys.removeAll()
    pasted = nil
    formatter.clear()
    validCheckpoints = 0
    caret = 0
  }

  /// Types all the keys afresh; `.refused` when the digit limit refused one of them.
  @discardableResult
  mutating func retype() -> InputOutcome { retype(from: 0) }

  /// Brings the formatter to the keys after a change at key `first` (the keys before it are
  /// as the formatter last typed them): resumes from the last checkpoint at or before `first`
  /// and types the keys from there.
  ///
  /// Checkpoints are kept on demand: for keys typed at the end, and for the keys an edit types
  /// up to its own change (those it resumed before), not for the keys it types after it. The
  /// edit itself never needs those; a later edit past this one types from the last checkpoint
  /// before it and keeps the ones up to its own change. Keeping them here cost more than the
  /// rest of the edit when the field is not in the cache (each snapshot written is six cache
  /// lines): `edit/middle` (an insertion and its deletion) and `paste/whole` kept 1.65 and 3
  /// per operation.
  mutating func retype(from first: Int) -> InputOutcome {
    let interval = Self.checkpointInterval
    validCheckpoints = Swift.min(validCheckpoints, first / interval)
    if validCheckpoints == 0 {
      formatter.clear()
      return typeKeys(from: 0, keepingCheckpointsThrough: first)
    }
    Self.resume(&formatter, from: checkpoints, at: validCheckpoints - 1, bytes: checkpointBytes)
    let outcome = typeKeys(from: validCheckpoints * interval, keepingCheckpointsThrough: first)
    #if PHONE_CHECKED
      checkAgainstTypingAfresh()
    #endif
    return outcome
  }

  #if PHONE_CHECKED
    /// The checked build's check of a resume (a fast path of an edit): the formatter resumed
    /// from a checkpoint agrees with one that typed every key afresh (`agrees(with:)`); a
    /// difference traps with the region and the keys.
    func checkAgainstTypingAfresh() {
      var afresh = formatter
      afresh.copyStorage(into: CheckedStoragePool.take(bytes: afresh.workBytesInUse))
      afresh.clear()
      for n in 0..<typedKeys.count {
        _ = afresh.input(scalar: typedKeys[n].scalar, digit: typedKeys[n].digit)
      }
      if !formatter.agrees(with: afresh) {
        preconditionFailure(
          "PHONE_CHECKED: resuming from a checkpoint and typing afresh differ for region "
            + "\(formatter.region), keys \(afresh.keysTyped.debugDescription): "
            + formatter.differences(from: afresh).joined(separator: "; "))
      }
      CheckedStoragePool.giveBack(consume afresh)
    }
  #endif

  /// `formatter.resume` from checkpoint `i`, read in place: `checkpoints[i]` would copy the
  /// snapshot (a retain per reference), and the arrays read in closures while a method of the
  /// field changes its formatter were retained and released for the call (two atomic
  /// operations each); passed here, they are borrowed.
  static func resume(
    _ formatter: inout AsYouTypeFormatter, from checkpoints: [AsYouTypeFormatter.Snapshot],
    at i: Int, bytes: FormatterBuffer<UInt8>
  ) {
    precondition(i >= 0 && i < checkpoints.count, "a kept checkpoint")
    checkpoints.withUnsafeBufferPointer { snapshots in
      bytes.withUnsafeBufferPointer { bytes in
        formatter.resume(from: snapshots.baseAddress! + i, bytes: bytes)
      }
    }
  }

  /// Types `keys[start...]` into the formatter, which has typed `keys[..<start]`, keeping a
  /// checkpoint at every `checkpointInterval` keys up to key `last`; `.refused` when the digit
  /// limit refused one.
  mutating func typeKeys(from start: Int, keepingCheckpointsThrough last: Int = .max)
    -> InputOutcome
  {
    let interval = Self.checkpointInterval
    var outcome = InputOutcome.accepted
    var n = start
    while n < typedKeys.count {
      let key = typedKeys[n]
      if formatter.input(scalar: key.scalar, digit: key.digit) == .refused { outcome = .refused }
      n += 1
      // Checkpoints are kept in order: the next one after the last valid one.
      if n % interval == 0 && n / interval == validCheckpoints + 1 && n <= last {
        keepCheckpoint()
      }
    }
    return outcome
  }

  /// Keeps the formatter's state as checkpoint `validCheckpoints`, after the valid ones.
  mutating func keepCheckpoint() {
    if !formatter.canSnapshot { return }  // none kept past it (see `Snapshot`)
    let j = validCheckpoints
    checkpointBytes.truncate(to: j == 0 ? 0 : checkpoints.withUnsafeBufferPointer { $0[j - 1].end })
    if j == checkpoints.count { checkpoints.append(AsYouTypeFormatter.Snapshot(formatter)) }
    formatter.save(into: &checkpoints[j], bytes: &checkpointBytes)
    validCheckpoints = j + 1
  }

  /// The UTF-16 offset just after the `count`-th significant character of the text.
  @inline(__always) func position(afterSignificant count: Int) -> Int {
    let keyCount = typedKeys.count
    let endsWithDigit = keyCount > 0 && typedKeys[keyCount - 1].digit != nil
    // The closure captures three values, not `self`: one that did made the compiler copy the
    // whole field (752 bytes) for each edit.
    return Self.withShownUnits(pasted, formatter.output) { units in
      Self.position(
        afterSignificant: count, in: units, keyCount: keyCount, endsWithDigit: endsWithDigit)
    }
  }

  /// `position(afterSignificant:)` in `units`, the text of `keyCount` keys.
  static func position(
    afterSignificant count: Int, in units: UnsafeBufferPointer<UInt16>, keyCount: Int,
    endsWithDigit: Bool
  ) -> Int {
    if count <= 0 {
      // Before the first significant character, after any opening punctuation.
      var i = 0
      while i < units.count {
        let u = units[i]
        var width = 1
        if u < 0x80 {
          if u &- 48 < 10 || u == 43 { return i }
        } else {
          let significant: Bool
          (significant, width) = Self.isSignificant(at: i, of: units, index: 0)
          if significant { return i }
        }
        i &+= width
      }
      return 0
    }
    if count == keyCount && endsWithDigit {
      // After the last key, a digit: the text's digits are the keys' digits in ASCII
      // (`AsYouTypeFormatter.typed`), so it is after the text's last ASCII digit.
      var end = units.count
      while end > 0 && units[end - 1] &- 48 >= 10 { end -= 1 }
      if end > 0 { return end }
    }
    var seen = 0
    var i = 0
    while i < units.count {
      let u = units[i]
      var width = 1
      let significant: Bool
      if u < 0x80 {
        significant = u &- 48 < 10 || (u == 43 && seen == 0)
      } else {
        (significant, width) = Self.isSignificant(at: i, of: units, index: seen)
      }
      i &+= width
      if significant {
        seen &+= 1
        if seen == count { return i }
      }
    }
    return units.count
  }
}

/// What a field's edit answers: the text shown and the caret after it, and whether it was taken.
public struct FieldEdit: Sendable {
  /// The text shown, UTF-16 (the field's ``PhoneNumberField/utf16``).
  public let utf16: FormatterBuffer<UInt16>
  /// The caret, in UTF-16 code units from the start of the text.
  public let caret: Int
  /// `.refused` only under a ``DigitLimit``: the text and caret are then as before the edit.
  public let outcome: InputOutcome
  /// Whether the edit pasted a text holding more than one number (`+44 20 7946 0958,
  /// +44 7400 123456`, numbers on lines of their own): the field took the first, and the
  /// others are not in it. False for every other edit.
  public let pastedSeveralNumbers: Bool

  /// The text shown, a new `String` (see ``PhoneNumberField/text``).
  public var text: String { utf16.string }
}

/// What a paste over a field's whole text carried that its keys do not: the number as
/// formatted, shown until the next edit, and its extension, kept until the next edit over the
/// whole text. A value in a box of its own (`indirect`): a field holds one reference to it,
/// nil for almost every field.
package indirect enum PastedState: Sendable {
  /// `shown`: the pasted number as `PhoneCatalog.format` writes it, shown in place of the
  /// formatter's text, with the keys' significant characters in order;
  /// `extensionNumber`: the pasted number's extension (``PhoneNumberField/extensionNumber``).
  case carried(shown: FormatterBuffer<UInt16>?, extensionNumber: String?)

  var shown: FormatterBuffer<UInt16>? {
    switch self {
    case .carried(let shown, _): shown
    }
  }

  var extensionNumber: String? {
    switch self {
    case .carried(_, let ext): ext
    }
  }
}
