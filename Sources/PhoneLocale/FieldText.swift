// FieldText: the phone field as shown and as stored, with carets mapped across marks and digits.

import PhoneCore

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
