// DigitLimit: the opt-in mode of the formatter and the field that refuses digits beyond a
// number's length, and what an edit answers.

/// How many digits the formatter accepts in the national number.
///
/// ```swift
/// var typing = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
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
      guard let code = enteredCallingCode else { return defaultDigitLimit }
      return rules.callingCode == code ? rules.digitLimit : catalog.digitLimit(callingCode: code)
    }
  }

  /// A keystroke under the limit: refused before the step when the step only appends the
  /// digit to the national number (the common case), else typed and undone when the national
  /// number grew past the limit.
  ///
  /// The national number is the number without `+`, the calling code, the international
  /// dialling prefix and the national prefix, as the formatter has separated them so far
  /// (until the third digit a national prefix is still counted; no region allows fewer than
  /// three digits, so the limit is never reached then). It is always a tail of the digits
  /// typed, so a fixed limit (`.digits(n)`) no smaller than the digits typed cannot be passed.
  /// - Complexity: O(1) besides the step. The keystrokes that may take a prefix off (the third,
  ///   or one that ends a calling code) first copy the formatter into `undo`, a formatter kept
  ///   for the purpose whose buffers have room: no allocation once warm.
  mutating func inputWithinLimit(_ c: Unicode.Scalar) -> InputOutcome {
    guard DigitFolding.value(of: c) != nil else {
      step(scalar: c)
      return .accepted
    }
    let appendsOnly: Bool
    switch phase {
    case .formatting, .asTyped: appendsOnly = true
    case .collecting: appendsOnly = dialled.count < 2
    case .expectingCallingCode, .unformattable:
      appendsOnly = typedScalars >= Self.maxFormattedLength
    }
    if appendsOnly {
      if let limit = activeDigitLimit, national.count >= limit { return .refused }
      step(scalar: c)
      return .accepted
    }
    if case .digits(let limit) = digitLimit {
      let typedDigits = dialled.count - (dialled.first == 43 ? 1 : 0)
      if typedDigits + 1 <= limit {
        step(scalar: c)
        return .accepted
      }
    }
    // Copy into `undo` (moved out of `self` meanwhile, so that reading `self` does not
    // overlap writing it).
    var saved: [AsYouTypeFormatter] = []
    swap(&saved, &undo)
    if saved.isEmpty { saved.append(AsYouTypeFormatter(copying: self)) }
    saved[0].resume(from: self)
    step(scalar: c)
    var outcome = InputOutcome.accepted
    if let limit = activeDigitLimit, national.count > limit {
      resume(from: saved[0])
      outcome = .refused
    }
    swap(&saved, &undo)
    return outcome
  }
}
