// AsYouTypeFormatter+ShortNumbers: short numbers shown as typed (an option; off, the formatter
// is libphonenumber's). The worked example of Documentation/Internals.md.
//
// libphonenumber's formatter knows nothing of short numbers: a short code's first digits can
// start a format, and the code is shown in it (Somalia's `555` as `5 55`; 63 of the golden
// corpus's 1,130 valid short numbers, typed as digits, are formatted). With a region's
// short-number rules set, a number typed without `+` whose digits so far are a valid short
// number of that region shows as typed; the next digit that makes it no short number shows what libphonenumber shows.
//
// Only the text changes: the step runs as before and the state it leaves is libphonenumber's,
// so a later digit continues from it. The check runs after the full step, and only while the
// digits dialled are no more than the longest short number: the fast paths, which would skip
// it, take a digit only past that length (`fastPathsFrom`, one comparison more per keystroke);
// the checked build asks them to agree with the full step there, as everywhere.

extension AsYouTypeFormatter {
  /// Short numbers shown as typed: with a region's short-number rules
  /// (`CorePack.shortNumbers(for:)`), a number typed without `+` whose digits so far are a
  /// valid short number there (`ShortNumberInfo.isValid(_:)`: `116123`, Somalia's `555`)
  /// shows as typed, not in the format its first digits would start. Nil by default:
  /// libphonenumber's behaviour.
  ///
  /// ```swift
  /// var typing = try AsYouTypeFormatter(region: .so, catalog: catalog)
  /// typing.shortNumbers = CorePack.shortNumbers(for: .so)
  /// for key in "555" { typing.input(key) }
  /// typing.text  // "555" (without the rules: "5 55")
  /// ```
  /// Setting it applies from the next keystroke (a ``PhoneNumberField`` types its keys again).
  public var shortNumbers: ShortNumberInfo? {
    get { shortNumberRules }
    set {
      shortNumberRules = newValue
      fastPathsFrom = newValue.map { $0.longestValidLength + 1 } ?? 0
    }
  }

  /// Whether the digits typed so far, without `+`, are a valid short number of the rules set,
  /// and the text does not show them as typed already.
  func showsShortNumber() -> Bool {
    guard let rules = shortNumberRules, state.typedIsDialled, dialled.first != 43,
      dialled.count < fastPathsFrom, state.shown != .typed
    else { return false }
    return rules.isValid(digits: dialled.elements.lazy.map { $0 &- 48 })
  }
}
