// BidiIsolation: directional marks that keep a number left to right inside Arabic or Hebrew text.
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

/// Field text as shown (with directional marks and possibly a locale's digits) and as stored
/// (ASCII, no marks), with the caret offsets mapped between the two.
///
/// Carets and selections are UTF-16 offsets, as in PhoneCore's `PhoneNumberField`. Every
/// shown character that is not a bidi control stands for exactly one stored character (a
/// digit in any script for its ASCII digit, anything else for itself); marks stand for
/// nothing. A caret in the shown text maps to the stored characters before it; a stored caret
/// maps to just before its character as shown, and the end to just after the last character
/// (inside the closing PDI, so that typing stays inside the isolate).
///
/// ```swift
/// let field = FieldText(display: "\u{2066}+٤٤ ٢٠\u{2069}")
/// field.stored                                  // "+44 20"
/// field.storedOffset(forDisplayOffset: 1)       // 0 (after LRI: before "+")
/// field.displayOffset(forStoredOffset: 6)       // 7 (before PDI)
/// ```
public struct FieldText: Hashable, Sendable {
  /// The text shown.
  public let display: String
  /// The text stored: ASCII digits, no bidi controls.
  public let stored: String
  // storedToDisplay[s]: the display offset for stored UTF-16 offset s (count + 1 entries).
  private let storedToDisplay: [Int]
  // displayToStored[d]: the stored offset for display UTF-16 offset d (count + 1 entries).
  private let displayToStored: [Int]

  /// The field text as shown: `display` may hold bidi controls and digits of any script.
  /// - Complexity: O(n) in the length of `display`.
  public init(display: String) {
    self.display = display
    var stored = String.UnicodeScalarView()
    var storedToDisplay: [Int] = []
    var displayToStored: [Int] = [0]
    var displayOffset = 0
    var storedOffset = 0
    var leadingControls = 0
    for scalar in display.unicodeScalars {
      let width = scalar.utf16.count
      if BidiIsolation.isControl(scalar) {
        if storedToDisplay.isEmpty { leadingControls = displayOffset + width }
      } else {
        let kept = DigitFolding.value(of: scalar).map { Unicode.Scalar(48 + $0) } ?? scalar
        stored.append(kept)
        for _ in 0..<kept.utf16.count { storedToDisplay.append(displayOffset) }
        storedOffset += kept.utf16.count
      }
      displayOffset += width
      // Inside a surrogate pair the caret rounds down; at its end it counts the character.
      for _ in 1..<width { displayToStored.append(displayToStored.last!) }
      displayToStored.append(storedOffset)
    }
    // The end of the stored text: just after the last character shown.
    var end = leadingControls
    var offset = 0
    for scalar in display.unicodeScalars {
      offset += scalar.utf16.count
      if !BidiIsolation.isControl(scalar) { end = offset }
    }
    storedToDisplay.append(end)
    self.stored = String(stored)
    self.storedToDisplay = storedToDisplay
    self.displayToStored = displayToStored
  }

  /// The display offset of stored UTF-16 offset `offset` (clamped to the text).
  public func displayOffset(forStoredOffset offset: Int) -> Int {
    storedToDisplay[min(max(offset, 0), storedToDisplay.count - 1)]
  }

  /// The stored offset of display UTF-16 offset `offset` (clamped to the text).
  public func storedOffset(forDisplayOffset offset: Int) -> Int {
    displayToStored[min(max(offset, 0), displayToStored.count - 1)]
  }
}
