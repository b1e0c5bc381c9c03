// DigitLimit: the opt-in mode of the formatter and the field that refuses digits beyond a
// number's length, and what an edit answers.

/// How many digits the formatter accepts in the national number.
///
/// ```swift
/// var typing = try AsYouTypeFormatter(region: .gb, catalog: catalog)
/// typing.digitLimit = .regionMaximum        // GB: 10 digits after the national prefix
/// for key in "020794609581" { typing.input(scalar: key.unicodeScalars.first!) }
/// typing.text                                // "020 7946 0958": the 12th key was refused
/// ```
public enum DigitLimit: Hashable, Sendable {
  /// No limit: every digit is taken, as libphonenumber's AsYouTypeFormatter does (the default).
  case off
  /// The limit of the region whose rules are in use (it follows a `+CC` typed):
  /// `PhoneCatalog.digitLimit(for:)`, the pack's `maxDigits` or the longest possible length.
  case regionMaximum
  /// A fixed number of digits in the national significant number.
  case digits(Int)
}

/// Whether a keystroke or an edit was taken.
public enum InputOutcome: Hashable, Sendable {
  case accepted
  /// Refused by the digit limit: the text and the caret are as they were.
  case refused
}

extension AsYouTypeFormatter {
  /// The limit in force for the rules in use, or nil for none.
  var activeDigitLimit: Int? {
    switch digitLimit {
    case .off: return nil
    case .digits(let n): return n
    case .regionMaximum:
      // Both limits are kept, not worked out from the number types on every keystroke.
      guard let code = state.enteredCallingCode else { return defaultDigitLimit }
      return rules.callingCode == code ? rules.digitLimit : catalog.digitLimit(callingCode: code)
    }
  }

  /// Works `limitInForce` out again, after the calling code entered or the rules changed (with
  /// the limit off it stays `Int.max`, which setting `digitLimit` wrote).
  @inline(__always) mutating func updateLimitInForce() {
    if case .off = digitLimit { return }
    limitInForce = activeDigitLimit ?? .max
  }

  /// A keystroke under the limit: refused before the step when the step only appends the
  /// digit to the national number (the common case), else typed and, when the national number
  /// grew past the limit, undone.
  ///
  /// The national number is the number without `+`, the calling code, the international
  /// dialling prefix and the national prefix, as the formatter has separated them so far
  /// (until the third digit a national prefix is still counted). It is always a tail of the
  /// digits typed, so a fixed limit (`.digits(n)`) no smaller than the digits typed cannot be
  /// passed.
  /// - Complexity: O(1) besides the step, with no copy of the formatter. A keystroke that may
  ///   take a prefix off (the third, one that ends a calling code, one typed while nothing
  ///   fits) is stepped first; in the rare case it passed the limit, the formatter types the
  ///   keys before it again (O(text), no allocation once warm).
  ///
  /// Called when the fast paths did not take the keystroke (`input(scalar:digit:)`): a digit
  /// they refused for the limit is refused here, without a step.
  mutating func inputWithinLimit(_ c: Unicode.Scalar, digit: UInt8?) -> InputOutcome {
    guard digit != nil else {
      fullStep(scalar: c, digit: nil)
      return .accepted
    }
    let appendsOnly: Bool
    switch state.phase {
    case .formatting, .asTyped: appendsOnly = true
    case .collecting: appendsOnly = dialled.count < 2
    case .expectingCallingCode, .unformattable:
      appendsOnly = state.typedScalars >= Self.maxFormattedLength
    }
    assert(limitInForce == activeDigitLimit ?? .max, "limitInForce out of date")
    if appendsOnly {
      if national.count >= limitInForce { return .refused }
      fullStep(scalar: c, digit: digit)
      return .accepted
    }
    fullStep(scalar: c, digit: digit)
    assert(limitInForce == activeDigitLimit ?? .max, "limitInForce out of date")
    guard national.count > limitInForce else { return .accepted }
    retypeAllButLastKey()
    return .refused
  }

  /// Brings the formatter back to before its last keystroke, a digit (one ASCII unit of
  /// `typed`), by typing the keys before it afresh. Each of them was taken under the limit,
  /// so typing them with the limit off gives the same state: the limit only refuses.
  mutating func retypeAllButLastKey() {
    ownStorage()
    writeTyped()
    retypeKeys.removeAll()
    retypeKeys.append(contentsOf: typed, range: 0..<(typed.count - 1))
    let keys = retypeKeys  // the same memory: nothing else writes it meanwhile
    let limit = digitLimit
    digitLimit = .off
    clear()
    // `typed` holds whole scalars (digits as ASCII, others as typed), so decoding cannot fail.
    var units = keys.makeIterator()
    var decoder = UTF16()
    while case .scalarValue(let scalar) = decoder.decode(&units) { input(scalar: scalar) }
    digitLimit = limit
  }
}
