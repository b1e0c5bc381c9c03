// BidiReordering: a line in visual order, as ICU's Unicode Bidirectional Algorithm lays it out.

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
