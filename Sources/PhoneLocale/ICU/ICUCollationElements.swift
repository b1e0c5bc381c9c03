// ICUCollationElements: an ICU collation element iterator, the country search's prefilter reads.

internal import CICU

/// An ICU collation element iterator (`UCollationElements`) over one collator, pointed at one
/// text after another (`ucol_setText`), so a list's texts are read with one handle.
///
/// It yields the 32-bit collation elements of `ucol_next`, the same elements ICU's string
/// search (`usearch`) compares: a 64-bit element comes as two, the second a continuation
/// (`(element & 0xC0) == 0xC0`); the top 16 bits of each are its primary weight
/// (`ucol_primaryOrder`). A handle is stateful: one per thread.
final class ICUCollationElements {
  /// The `UCollationElements *`.
  let handle: OpaquePointer
  private let collator: ICUCollator
  /// The collator's variable top (`ucol_getVariableTop`): primary weights up to it (spaces
  /// and punctuation) are ignorable when the collator shifts them (`UCOL_SHIFTED`).
  let variableTop: UInt32

  /// An iterator of `collator`'s elements, over no text yet (`ucol_openElements`).
  init(collator: ICUCollator) throws(ICUError) {
    var status = UErrorCode()
    variableTop = phonefmt_ucol_getVariableTop(collator.handle, &status.rawValue)
    try status.check("ucol_getVariableTop")
    status = UErrorCode()
    let opened = phonefmt_ucol_openElements(collator.handle, nil, 0, &status.rawValue)
    try status.check("ucol_openElements")
    guard let opened else { throw .noHandle(function: "ucol_openElements") }
    handle = opened
    self.collator = collator
  }

  deinit { phonefmt_ucol_closeElements(handle) }

  /// Points the iterator at `text` (`ucol_setText`, which copies the text into the
  /// iterator, so `text` need not outlive the call).
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` when ICU fails.
  func setText(_ text: [UInt16]) throws(ICUError) {
    var status = UErrorCode()
    text.withUnsafeBufferPointer { units in
      phonefmt_ucol_setText(handle, units.baseAddress, Int32(units.count), &status.rawValue)
    }
    try status.check("ucol_setText")
  }

  /// The next collation element of the text (`ucol_next`), or nil at its end
  /// (`UCOL_NULLORDER`).
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` when ICU fails.
  func next() throws(ICUError) -> UInt32? {
    var status = UErrorCode()
    let element = phonefmt_ucol_next(handle, &status.rawValue)
    try status.check("ucol_next")
    return element == PHONEFMT_UCOL_NULLORDER ? nil : UInt32(bitPattern: element)
  }
}
