// PhoneNumberField: the edit model of a text field that formats a phone number as it changes.
//
// A text field reports edits as "replace this UTF-16 range of the text with this string"
// (typing, pasting, deleting a selection, editing in the middle). The field keeps the number's
// significant characters (its digits, in the script they were typed in, and a leading `+`),
// applies the edit to them, and re-types them through a fresh `AsYouTypeFormatter`, so the
// text is always what typing those characters would show. The caret is put after the same
// significant character it followed, counting the ones the edit inserted.
//
// Punctuation and letters in typed or pasted text are dropped (a pasted `+44 (20) 7946-0958`
// is its digits), since the formatter supplies separators. A backspace that would delete only
// separators (a space, `)` or `-`) deletes the digit before them instead, as the phone's own
// Contacts app does, rather than letting the formatter put the separator straight back.

/// A phone-number text field's content and caret, edited the way UIKit and AppKit report it.
///
/// ```swift
/// var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: catalog)
/// field.replace(utf16Range: 0..<0, with: "02079460958")   // paste
/// field.text   // "020 7946 0958"
/// field.deleteBackward()                                  // "020 7946 095", caret at the end
/// ```
/// - Complexity: each edit re-types the number: O(n) table steps for n digits.
public struct PhoneNumberField: Sendable {
  public private(set) var formatter: AsYouTypeFormatter
  /// The significant characters: digits as typed, and a leading `+`.
  public private(set) var keys: [Unicode.Scalar] = []
  /// The caret, in UTF-16 code units from the start of `text`.
  public private(set) var caret = 0

  public init(region: RegionCode, catalog: PhoneCatalog) throws(FormatterError) {
    formatter = try AsYouTypeFormatter(region: region, catalog: catalog)
  }

  /// The text shown.
  public var text: String { formatter.text }
  /// The text shown, UTF-16.
  public var utf16: [UInt16] { formatter.output }

  /// Whether a scalar is significant at offset `index` of the significant characters.
  static func isSignificant(_ s: Unicode.Scalar, at index: Int) -> Bool {
    DigitFolding.value(of: s) != nil || (index == 0 && (s == "+" || s == "\u{FF0B}"))
  }

  /// Calls `body` with each scalar of the shown text and its UTF-16 width, decoding the
  /// formatter's buffer in place (no String is built); stops when `body` returns false.
  func forEachScalar(_ body: (Unicode.Scalar, Int) -> Bool) {
    var iterator = formatter.output.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let s): if !body(s, s.utf16.count) { return }
      case .error: if !body("\u{FFFD}", 1) { return }
      case .emptyInput: return
      }
    }
  }

  /// How many significant characters the shown text has before UTF-16 offset `offset`.
  func significantCount(before offset: Int) -> Int {
    var count = 0
    var position = 0
    forEachScalar { s, width in
      if position >= offset { return false }
      if Self.isSignificant(s, at: count) { count += 1 }
      position += width
      return true
    }
    return count
  }

  /// Whether digits beyond a number's length are refused (off by default). An edit that would
  /// make the number longer than the limit is refused whole: text, caret and digits stay as
  /// they were, and the edit answers `.refused`.
  public var digitLimit: DigitLimit {
    get { formatter.digitLimit }
    set { formatter.digitLimit = newValue }
  }

  /// Replaces a UTF-16 range of the shown text with `string`; returns the new text and caret,
  /// and whether the edit was taken (`.refused` only under a ``digitLimit``).
  ///
  /// A range outside the text is clamped to it.
  @discardableResult
  public mutating func replace(utf16Range range: Range<Int>, with string: String) -> (
    text: String, caret: Int, outcome: InputOutcome
  ) {
    let length = formatter.output.count
    let lower = Swift.min(Swift.max(range.lowerBound, 0), length)
    let upper = Swift.min(Swift.max(range.upperBound, lower), length)
    var from = significantCount(before: lower)
    let to = significantCount(before: upper)
    if string.isEmpty && upper > lower && from == to && from > 0 && upper - lower == 1 {
      // Backspace over a separator: delete the digit before it instead.
      from -= 1
    }
    var inserted: [Unicode.Scalar] = []
    for s in string.unicodeScalars where Self.isSignificant(s, at: from + inserted.count) {
      inserted.append(s)
    }
    var newKeys = Array(keys[0..<from])
    newKeys.append(contentsOf: inserted)
    newKeys.append(contentsOf: keys[Swift.min(to, keys.count)...])
    // A '+' is only significant first; one moved away from the start is dropped.
    var cleaned: [Unicode.Scalar] = []
    var caretKeys = from + inserted.count
    for (i, s) in newKeys.enumerated() {
      if Self.isSignificant(s, at: cleaned.count) {
        cleaned.append(s)
      } else if i < from + inserted.count {
        caretKeys -= 1
      }
    }
    let previous = keys
    keys = cleaned
    if retype() == .refused {
      keys = previous
      retype()
      return (text, caret, .refused)
    }
    caret = position(afterSignificant: caretKeys)
    return (text, caret, .accepted)
  }

  /// Deletes the selection, or the character before the caret (with the separator rule).
  @discardableResult
  public mutating func deleteBackward(selection: Range<Int>? = nil) -> (
    text: String, caret: Int, outcome: InputOutcome
  ) {
    if let selection, !selection.isEmpty { return replace(utf16Range: selection, with: "") }
    guard caret > 0 else { return (text, caret, .accepted) }
    // The scalar before the caret may be two UTF-16 units.
    let before = formatter.output[caret - 1]
    let width =
      caret >= 2 && UTF16.isTrailSurrogate(before)
        && UTF16.isLeadSurrogate(formatter.output[caret - 2]) ? 2 : 1
    return replace(utf16Range: (caret - width)..<caret, with: "")
  }

  /// Types `string` at the caret.
  @discardableResult
  public mutating func insert(_ string: String) -> (
    text: String, caret: Int, outcome: InputOutcome
  ) {
    replace(utf16Range: caret..<caret, with: string)
  }

  /// Moves the caret (clamped to the text, and to the start of a character it would split:
  /// an offset between the two UTF-16 units of `𝟘` or an emoji).
  public mutating func moveCaret(to offset: Int) {
    let units = formatter.output
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
    keys.removeAll()
    formatter.clear()
    caret = 0
  }

  /// Types the keys afresh; `.refused` when the digit limit refused one of them.
  @discardableResult
  mutating func retype() -> InputOutcome {
    formatter.clear()
    var outcome = InputOutcome.accepted
    for k in keys where formatter.input(scalar: k) == .refused { outcome = .refused }
    return outcome
  }

  /// The UTF-16 offset just after the `count`-th significant character of the text.
  func position(afterSignificant count: Int) -> Int {
    if count <= 0 {
      // Before the first significant character, after any opening punctuation.
      var position = 0
      var found: Int? = nil
      forEachScalar { s, width in
        if Self.isSignificant(s, at: 0) {
          found = position
          return false
        }
        position += width
        return true
      }
      return found ?? 0
    }
    var seen = 0
    var position = 0
    var found: Int? = nil
    forEachScalar { s, width in
      position += width
      if Self.isSignificant(s, at: seen) {
        seen += 1
        if seen == count {
          found = position
          return false
        }
      }
      return true
    }
    return found ?? formatter.output.count
  }
}
