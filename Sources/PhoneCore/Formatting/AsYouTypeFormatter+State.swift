// AsYouTypeFormatter+State: everything a keystroke decides besides the text and the buffers'
// elements, as one value.
//
// The formatter's state was a phase enum, seven flags, a second enum and five sentinels, each a
// stored property of the formatter, listed again in `clear`, `restartFormatting`, the snapshot
// type, `save` and `resume`: a field added to the formatter had six places to be added to, and
// one forgotten was a bug only some edit found. Here it is one `State`: `clear()` assigns a fresh
// one, a checkpoint copies it, a resume assigns it back, and the checked build
// (`+Checked`) compares it whole. A field added here is cleared, kept and resumed by
// construction.
//
// The buffers (the text, the digits, the prefix, the template's units) are not in it: they live
// in the formatter's work storage (`WorkBuffer`), and a checkpoint keeps their elements packed
// beside the state (`FormatterSnapshot`).

extension AsYouTypeFormatter {
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

  /// How `output` was written, so a keystroke can extend it instead of writing it anew.
  enum Shown: Hashable, Sendable {
    /// `output` is (a prefix of) the text as typed, grown by appending.
    case typed
    /// `output` is `prefix`, a space when the format asks for one, and the template up to and
    /// including offset `end`; its digits are the digits typed.
    case template(end: Int)
    /// Anything else.
    case other
  }

  /// The template being filled: which format it was taken from, and where its last digit went
  /// (its units are the formatter's `templateUnits`).
  struct Template: Hashable, Sendable {
    /// The format's pattern (formats with the same pattern share a template), or -1 for none.
    var patternID = -1
    /// The offset of the last digit placed (libphonenumber's `lastMatchPosition`).
    var lastPlaced = 0
    /// The index, in the list in use, of the format the template was taken from; -1 when
    /// unknown (none, or the list changed since): what lets a keystroke that completes the
    /// template's own format stay on the fast path (`appendCompletingTemplate`).
    var format = -1
  }

  /// What a keystroke decides, besides the buffers' elements and the rules and list in use: the
  /// phase, how the text was written, the template, the formats still possible and the automaton
  /// cursor, and what is known of the text. A fresh value is the state of an empty formatter.
  ///
  /// Two kinds of fields: those that say what was typed and shown, which two formatters typed
  /// the same keys by any path agree on; and what a keystroke keeps known to save work
  /// (`shown`, `showsDialled`, the cursor), which a fast path may know more or less of than the
  /// general step, never wrongly (`decided` and `claimsHold` in `+Checked`).
  struct State: Hashable, Sendable {
    // In the order a keystroke reads them, the flags last (a struct is laid out in declaration
    // order; flags between wider fields would each take a word of padding).
    var phase = Phase.collecting
    /// How `output` was written (``Shown``). `.typed` when nothing is typed: the empty text is
    /// the text as typed, so the first keys append to it (`showTyped`, `appendCollected`) rather
    /// than write it anew.
    var shown = Shown.typed
    /// The formats of `list` that may still fit, a bit per format (`possibleFormats`).
    var candidates = FormatSet.empty
    var template = Template()
    /// The automaton state after `national` (in `list`), advanced lazily: `cursorDigits` digits
    /// of it have been stepped; `cursorValid` is false after the national number changed other
    /// than by a digit appended.
    var cursor = StateID.dead
    var cursorDigits = 0
    /// Scalars typed since the formatter was cleared.
    var typedScalars = 0
    /// The calling code typed after `+` or the dialling prefix, once recognised.
    var enteredCallingCode: Int?
    var cursorValid = false
    /// Known true: the text's digits, `+`, `*` and `#` are the characters dialled
    /// (`showsCharactersDialled()`), so a keystroke that completes the template's format need
    /// not scan the text to know it (`appendCompletingTemplate`). Found by the check after a
    /// full step, kept by the fast path (which then takes no separator with a sign), false
    /// after anything else.
    var showsDialled = false
    /// Whether the text as typed is `dialled`'s characters (`typed` is then empty); false from
    /// the first key that is neither a digit nor a leading ASCII `+` until ``clear()``.
    var typedIsDialled = true
    /// Known true: `prefix`'s digits and `+` are the characters dialled before the national
    /// number, and the national number's digits are the rest (`prefixAndNationalAreDialled()`).
    /// Taking a prefix off moves characters from the national number's start to the prefix's
    /// end, which keeps it; only `takeOffLongerNationalPrefix` can end it, and works it out
    /// again.
    var prefixIsDialled = true
    /// Whether the number was typed with `+`, a dialling prefix or a national prefix.
    var isCompleteNumber = false
    /// Whether the format in use wants a space after the national prefix shown.
    var spaceAfterNationalPrefix = false
  }
}
