// Bidi: marks that keep a number left to right inside Arabic or Hebrew text, and ICU reordering.
//
// In a right-to-left paragraph the Unicode Bidirectional Algorithm (UAX #9) lays out a phone
// number's digit groups right to left and moves a leading `+` to the far end: "+44 20 7946"
// shows as "7946 20 44+". Wrapping the number in LEFT-TO-RIGHT ISOLATE (U+2066) ... POP
// DIRECTIONAL ISOLATE (U+2069) makes it one left-to-right unit that the text around it treats
// as a neutral character, so it reads the same in any paragraph. Isolates, unlike the older
// embeddings (LRE ... PDF), do not affect the text around them.

import PhoneCore

/// The directional marks used to isolate numbers, and helpers to add and remove them.
///
/// ```swift
/// BidiIsolation.isolate("+44 20 7946 0958")  // "\u{2066}+44 20 7946 0958\u{2069}"
/// ```
public enum BidiIsolation {
  /// U+2066 LEFT-TO-RIGHT ISOLATE (LRI).
  public static let leftToRightIsolate: Unicode.Scalar = "\u{2066}"
  /// U+2069 POP DIRECTIONAL ISOLATE (PDI).
  public static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"
  /// U+200E LEFT-TO-RIGHT MARK (LRM).
  public static let leftToRightMark: Unicode.Scalar = "\u{200E}"
  /// U+200F RIGHT-TO-LEFT MARK (RLM).
  public static let rightToLeftMark: Unicode.Scalar = "\u{200F}"

  /// `text` between LRI and PDI: a left-to-right unit in any paragraph.
  ///
  /// Arabic-Indic digits (U+0660–U+0669) are Arabic numbers to the bidi algorithm, and the
  /// spaces or hyphens between two groups of them resolve to right to left even inside a
  /// left-to-right isolate: `٠١٠ ١٢٣٤` would show as `١٢٣٤ ٠١٠`. So before each such digit
  /// that follows a non-digit, an LRM is added, which anchors the separator left to right.
  /// European digits (ASCII, Persian, full-width) need no marks inside the isolate.
  public static func isolate(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    out.append(leftToRightIsolate)
    var previousIsDigit = true
    for scalar in text.unicodeScalars {
      let isDigit = DigitFolding.value(of: scalar) != nil
      if isDigit && !previousIsDigit && isArabicNumber(scalar) { out.append(leftToRightMark) }
      out.append(scalar)
      previousIsDigit = isDigit
    }
    out.append(popDirectionalIsolate)
    return String(out)
  }

  /// Whether a digit has bidi class AN (Arabic Number): Arabic-Indic and Hanifi Rohingya
  /// digits. (Swift exposes no bidi class, and these are the decimal digits that have it.)
  static func isArabicNumber(_ digit: Unicode.Scalar) -> Bool {
    (0x660...0x669).contains(digit.value) || (0x10D30...0x10D39).contains(digit.value)
  }

  /// Whether `scalar` is an invisible bidi control (`Bidi_Control=Yes`): LRM, RLM, ALM, the
  /// embeddings, overrides and isolates.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isBidiControl
  }

  /// `text` without bidi controls.
  public static func removingControls(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
  }
}

/// Lays out a line with ICU's implementation of the Unicode Bidirectional Algorithm
/// (`ubidi_setPara` + `ubidi_writeReordered`): the characters in the order they appear on
/// screen, from left to right.
///
/// For apps that draw text themselves, and to check what a person will see: a number isolated
/// with ``BidiIsolation/isolate(_:)`` inside Arabic text still reads "+44 20 7946 0958" from
/// left to right.
///
/// ```swift
/// let line = "الرقم " + BidiIsolation.isolate("+44 20")
/// try BidiReordering.visualOrder(line, direction: .rightToLeft)  // "+44 20 مقرلا"
/// ```
public enum BidiReordering {
  /// `line` in visual order, left to right.
  ///
  /// - Parameters:
  ///   - line: one paragraph in logical order.
  ///   - direction: the paragraph's base direction (its level: 0 or 1).
  ///   - removingControls: drop bidi controls (LRI, PDI, LRM, ...) from the result
  ///     (`UBIDI_REMOVE_BIDI_CONTROLS`), as a renderer draws them: invisibly.
  /// - Returns: the reordered line; mirrored characters (brackets) are mirrored.
  /// - Complexity: O(n) in the length of `line`.
  /// - Throws: ``ICUError`` when an ICU call fails.
  public static func visualOrder(
    _ line: String, direction: TextDirection, removingControls: Bool = true
  ) throws(ICUError) -> String {
    let bidi = try ICUBidi()
    let visual = try bidi.visualOrder(
      Array(line.utf16), rightToLeft: direction == .rightToLeft, removeControls: removingControls)
    return String(decoding: visual, as: UTF16.self)
  }
}
