// ICUCollator and ICUStringSearch: the ICU handles behind sorting and searching region names.

internal import CICU

/// An ICU collator (`UCollator`), closed when the last reference goes.
///
/// After `init` only ICU's `const` collator functions are called (`ucol_getSortKey`,
/// `ucol_strcoll`, and `usearch_openFromCollator`, which reads the collator), which ICU
/// documents as safe to call from several threads on one collator; hence `@unchecked Sendable`.
final class ICUCollator: @unchecked Sendable {
  /// The `UCollator *`.
  let handle: OpaquePointer
  /// The locale whose rules ICU actually loaded (`ucol_getLocaleByType`, actual locale):
  /// `sv` for `sv_SE`, `root` when the locale has no tailoring.
  let actualLocale: String

  /// Opens the collator of `locale` (`ucol_open`), at primary strength when `primary` is set:
  /// then case, accents and width are ignored (`ucol_setAttribute(UCOL_STRENGTH, UCOL_PRIMARY)`).
  /// With `ignoringPunctuation`, spaces and punctuation (`-`, `.`, `’`, `&`, parentheses) are
  /// ignorable too (`UCOL_ALTERNATE_HANDLING` = `UCOL_SHIFTED`): "royaume uni" equals
  /// "Royaume-Uni" and "st kitts" starts "St. Kitts & Nevis".
  init(locale: String, primary: Bool = false, ignoringPunctuation: Bool = false)
    throws(ICUError)
  {
    var status = UErrorCode()
    let opened = phonefmt_ucol_open(locale, &status.rawValue)
    try status.check("ucol_open")
    guard let opened else { throw .noHandle(function: "ucol_open") }
    handle = opened
    if primary {
      status = UErrorCode()
      phonefmt_ucol_setAttribute(
        handle, Int32(PHONEFMT_UCOL_STRENGTH), Int32(PHONEFMT_UCOL_PRIMARY), &status.rawValue)
      try status.check("ucol_setAttribute")
    }
    if ignoringPunctuation {
      status = UErrorCode()
      phonefmt_ucol_setAttribute(
        handle, Int32(PHONEFMT_UCOL_ALTERNATE_HANDLING), Int32(PHONEFMT_UCOL_SHIFTED),
        &status.rawValue)
      try status.check("ucol_setAttribute")
    }
    status = UErrorCode()
    let actual = phonefmt_ucol_getLocaleByType(
      handle, Int32(PHONEFMT_ULOC_ACTUAL_LOCALE), &status.rawValue)
    try status.check("ucol_getLocaleByType")
    actualLocale = actual.map { String(cString: $0) } ?? "root"
  }

  deinit { phonefmt_ucol_close(handle) }

  /// The sort key of `text` (`ucol_getSortKey`): comparing two keys bytewise gives the same
  /// answer as comparing the two strings with this collator.
  func sortKey(_ text: [UInt16]) throws(ICUError) -> [UInt8] {
    try text.withUnsafeBufferPointer { (source) throws(ICUError) -> [UInt8] in
      try ICU.withRetry("ucol_getSortKey", capacity: text.count * 3 + 8) {
        buffer, capacity, _ in
        phonefmt_ucol_getSortKey(
          handle, source.baseAddress, Int32(source.count), buffer, capacity)
      }
    }
  }

  /// `ucol_strcoll`: negative, zero or positive as `a` sorts before, equal to or after `b`.
  func compare(_ a: [UInt16], _ b: [UInt16]) -> Int32 {
    phonefmt_ucol_strcoll(handle, a, Int32(a.count), b, Int32(b.count))
  }
}

/// An ICU string search (`UStringSearch`) for one pattern, over texts set one at a time.
///
/// ICU keeps pointers to the pattern and the text rather than copies, so this class owns
/// both buffers for as long as the search is open, and keeps its collator alive. A search is
/// stateful: use one per thread.
final class ICUStringSearch {
  /// The `UStringSearch *`.
  let handle: OpaquePointer
  private let collator: ICUCollator
  private let pattern: UnsafeMutableBufferPointer<UInt16>
  private var text: UnsafeMutableBufferPointer<UInt16>

  /// Opens a search for `pattern` with `collator`'s strength
  /// (`usearch_openFromCollator`, without a break iterator).
  /// - Precondition: `pattern` is not empty.
  init(pattern: [UInt16], collator: ICUCollator) throws(ICUError) {
    precondition(!pattern.isEmpty, "an empty pattern matches nothing")
    self.collator = collator
    self.pattern = .allocate(capacity: pattern.count)
    _ = self.pattern.initialize(from: pattern)
    // ICU refuses an empty text; a space stands in until the first setText.
    self.text = .allocate(capacity: 1)
    self.text[0] = 0x20
    var status = UErrorCode()
    let opened = phonefmt_usearch_openFromCollator(
      self.pattern.baseAddress, Int32(pattern.count), text.baseAddress, 1, collator.handle,
      &status.rawValue)
    if status.isFailure || opened == nil {
      self.pattern.deallocate()
      self.text.deallocate()
    }
    try status.check("usearch_openFromCollator")
    guard let opened else { throw .noHandle(function: "usearch_openFromCollator") }
    handle = opened
  }

  deinit {
    phonefmt_usearch_close(handle)
    pattern.deallocate()
    text.deallocate()
  }

  /// The UTF-16 offsets where the pattern matches in `utf16`, in order
  /// (`usearch_setText`, `usearch_first`, `usearch_next`); `[]` for an empty text.
  func matchOffsets(in utf16: [UInt16]) throws(ICUError) -> [Int] {
    if utf16.isEmpty { return [] }
    let newText = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: utf16.count)
    _ = newText.initialize(from: utf16)
    var status = UErrorCode()
    phonefmt_usearch_setText(handle, newText.baseAddress, Int32(utf16.count), &status.rawValue)
    if status.isFailure {
      newText.deallocate()  // ICU still points at the previous text
      try status.check("usearch_setText")
    }
    text.deallocate()
    text = newText
    var offsets: [Int] = []
    var offset = phonefmt_usearch_first(handle, &status.rawValue)
    while offset != PHONEFMT_USEARCH_DONE {
      try status.check("usearch_first")
      offsets.append(Int(offset))
      offset = phonefmt_usearch_next(handle, &status.rawValue)
    }
    try status.check("usearch_next")
    return offsets
  }
}
