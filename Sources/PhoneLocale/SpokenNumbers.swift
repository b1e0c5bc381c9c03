// SpokenNumbers: a formatted phone number as a screen reader should say it, in a language.
//
// Phone numbers are read digit by digit, in the groups they are written in: `+44 20 7946 0958`
// is "plus, four four, two zero, seven nine four six, zero nine five eight". The digits are
// ICU's rule-based spell-out (`UNUM_SPELLOUT`) of 0–9 in the display locale, asked once per
// locale; the groups are joined by the language's own list separator, taken from ICU's list
// formatter (`ulistfmt`, CLDR's `listPatterns`: ", " in English, "، " in Arabic, "、" in
// Japanese); the word for `+` comes from a small table per language, since ICU has no API
// for it.

import PhoneCore

/// Speaks formatted phone numbers in a locale.
///
/// The spoken form, exactly:
/// - every run of digits (a group as the number is written) becomes its digits spelled one by
///   one with ICU's spell-out of the locale, joined by a space (`2 0` -> `two zero`);
/// - a leading `+` becomes the locale's word for plus (``plusWord``), a group of its own;
/// - groups are joined by ``groupSeparator``, the language's list separator (a pause for a
///   screen reader), whatever separated them (space, dash, parenthesis, dot);
/// - digits of any Unicode script count (`٤٤` is spoken like `44`); anything else is dropped.
///
/// ```swift
/// let english = try SpokenNumbers(locale: DisplayLocale("en"))
/// english.speak("+44 20 7946 0958")
/// // "plus, four four, two zero, seven nine four six, zero nine five eight"
/// try SpokenNumbers(locale: DisplayLocale("es")).speak("+34 912")  // "más, tres cuatro, nueve uno dos"
/// try SpokenNumbers(locale: DisplayLocale("ar")).speak("+20 10")   // "زائد، إثنان صفر، واحد صفر"
/// try SpokenNumbers(locale: DisplayLocale("ja")).speak("+81 3")    // "プラス、八 一、三"
/// ```
public struct SpokenNumbers: Hashable, Sendable {
  /// The locale spoken in.
  public let locale: DisplayLocale
  /// The words for 0–9 (ICU's spell-out in the locale).
  public let digitWords: [String]
  /// The word for `+`: from ``plusWords`` by the locale's language, else `+` itself (a screen
  /// reader says the sign in its own language).
  public let plusWord: String
  /// What joins the groups: the separator CLDR puts between two items in the middle of a
  /// list in the language (`ulistfmt_openForType`, `ULISTFMT_TYPE_AND`, wide), without the
  /// word for "and" where the language repeats it there: `, ` (en, de, es), `، ` (ar: the
  /// "and" list is `A وB وC`, so the separator comes from its units list `A، وB، وC`), `、`
  /// (ja, zh), ` ` (th). Where neither list has punctuation, `, `.
  public let groupSeparator: String

  /// The word for "plus" per language, for the languages ICU gives no word for (it has none).
  public static let plusWords: [String: String] = [
    "en": "plus", "ar": "زائد", "es": "más", "ja": "プラス", "fr": "plus", "de": "plus",
    "it": "più", "pt": "mais", "nl": "plus", "ru": "плюс", "uk": "плюс", "pl": "plus",
    "tr": "artı", "zh": "加", "ko": "플러스", "hi": "प्लस", "he": "פלוס", "fa": "به‌علاوه",
    "sv": "plus",
  ]

  /// Spell-out of the ten digits in `locale`.
  /// - Throws: `ICUError` when ICU cannot open the spell-out rules.
  public init(locale: DisplayLocale) throws(ICUError) {
    let format = try ICUNumberFormat(spellOutLocale: locale.identifier)
    var words: [String] = []
    for d in 0..<10 { words.append(try format.format(Int64(d))) }
    self.locale = locale
    self.digitWords = words
    let language = String(
      locale.identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" })
    self.plusWord = Self.plusWords[language] ?? "+"
    self.groupSeparator = try Self.listSeparator(locale: locale.identifier)
  }

  /// The group separator of `locale` (see ``groupSeparator``).
  static func listSeparator(locale: String) throws(ICUError) -> String {
    let and = try ICUListFormatter(locale: locale, kind: .and).middleSeparator()
    if !and.unicodeScalars.contains(where: isWordPart) { return and }
    if let punctuation = punctuation(of: and) { return punctuation }
    let units = try ICUListFormatter(locale: locale, kind: .units).middleSeparator()
    if !units.unicodeScalars.contains(where: isWordPart) { return units }
    return punctuation(of: units) ?? ", "
  }

  /// `separator` without its words (a conjunction such as Arabic و), runs of spaces made one,
  /// or nil when no punctuation is left: `، ` for `، و`, nil for ` و`.
  package static func punctuation(of separator: String) -> String? {
    var kept = String.UnicodeScalarView()
    for s in separator.unicodeScalars where !isWordPart(s) {
      if s.properties.isWhitespace && kept.last?.properties.isWhitespace == true { continue }
      kept.append(s)
    }
    let hasPunctuation = kept.contains {
      !$0.properties.isWhitespace && $0.properties.generalCategory != .format
    }
    return hasPunctuation ? String(kept) : nil
  }

  /// Letters and combining marks: what a spoken conjunction is made of.
  private static func isWordPart(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return s.properties.isAlphabetic
    }
  }

  /// The spoken form of a formatted number (see the type's description).
  /// - Complexity: O(n) in the text's length.
  public func speak(_ formatted: String) -> String {
    var groups: [String] = []
    var current: [String] = []
    var first = true
    for s in formatted.unicodeScalars {
      if let d = DigitFolding.value(of: s) {
        current.append(digitWords[Int(d)])
      } else {
        if !current.isEmpty {
          groups.append(current.joined(separator: " "))
          current.removeAll()
        }
        if first && TextScanner.isPlus(s) { groups.append(plusWord) }
      }
      if !s.properties.isWhitespace { first = false }
    }
    if !current.isEmpty { groups.append(current.joined(separator: " ")) }
    return groups.joined(separator: groupSeparator)
  }
}
