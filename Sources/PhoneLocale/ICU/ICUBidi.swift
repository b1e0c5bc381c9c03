// ICUBidi: the ICU handle behind bidi reordering (the Unicode Bidirectional Algorithm).

internal import CICU

/// An ICU bidi object (`UBiDi`), closed when the last reference goes. Stateful: one per use.
final class ICUBidi {
  /// The `UBiDi *`.
  let handle: OpaquePointer

  /// Opens an empty bidi object (`ubidi_open`).
  init() throws(ICUError) {
    guard let opened = phonefmt_ubidi_open() else { throw .noHandle(function: "ubidi_open") }
    handle = opened
  }

  deinit { phonefmt_ubidi_close(handle) }

  /// Runs the Unicode Bidirectional Algorithm over one paragraph (`ubidi_setPara`) and writes
  /// it in visual order, left to right (`ubidi_writeReordered`).
  ///
  /// ICU keeps a pointer to the text between the two calls, so both happen while the text is
  /// pinned.
  /// - Parameters:
  ///   - text: the paragraph, UTF-16, in logical order.
  ///   - rightToLeft: the paragraph's base direction (level 1 when set, else level 0).
  ///   - removeControls: drop bidi controls (LRM, LRI, PDI, ...) from the output
  ///     (`UBIDI_REMOVE_BIDI_CONTROLS`); mirrored characters are always mirrored
  ///     (`UBIDI_DO_MIRRORING`).
  func visualOrder(_ text: [UInt16], rightToLeft: Bool, removeControls: Bool) throws(ICUError)
    -> [UInt16]
  {
    var options = UInt16(PHONEFMT_UBIDI_DO_MIRRORING)
    if removeControls { options |= UInt16(PHONEFMT_UBIDI_REMOVE_BIDI_CONTROLS) }
    let level = UInt8(rightToLeft ? PHONEFMT_UBIDI_RTL : PHONEFMT_UBIDI_LTR)
    return try text.withUnsafeBufferPointer { (source) throws(ICUError) -> [UInt16] in
      var status = UErrorCode()
      phonefmt_ubidi_setPara(
        handle, source.baseAddress, Int32(source.count), level, &status.rawValue)
      try status.check("ubidi_setPara")
      return try ICU.withRetry("ubidi_writeReordered", capacity: source.count + 1) {
        buffer, capacity, status in
        phonefmt_ubidi_writeReordered(handle, buffer, capacity, options, &status.rawValue)
      }
    }
  }
}
