// ICUListFormatter: the ICU handle behind the pause between spoken groups ("، " in Arabic).

internal import CICU

/// An ICU list formatter (`UListFormatter`, one of CLDR's `listPatterns`), closed when the
/// last reference goes.
///
/// ``SpokenNumbers`` opens one per locale and asks it once for the separator of the middle
/// of a list, so no handle is shared between threads.
final class ICUListFormatter {
  /// The `UListFormatter *`.
  let handle: OpaquePointer

  /// The kind of list (`UListFormatterType`).
  enum Kind {
    /// `ULISTFMT_TYPE_AND`: "a, b, and c".
    case and
    /// `ULISTFMT_TYPE_UNITS`: "3 feet, 7 inches".
    case units

    var rawValue: Int32 {
      switch self {
      case .and: return Int32(PHONEFMT_ULISTFMT_TYPE_AND)
      case .units: return Int32(PHONEFMT_ULISTFMT_TYPE_UNITS)
      }
    }
  }

  /// Opens the wide list formatter of `kind` for `locale`
  /// (`ulistfmt_openForType(locale, type, ULISTFMT_WIDTH_WIDE, ...)`).
  init(locale: String, kind: Kind) throws(ICUError) {
    var status = UErrorCode()
    let opened = phonefmt_ulistfmt_openForType(
      locale, kind.rawValue, Int32(PHONEFMT_ULISTFMT_WIDTH_WIDE), &status.rawValue)
    try status.check("ulistfmt_openForType")
    guard let opened else { throw .noHandle(function: "ulistfmt_openForType") }
    handle = opened
  }

  deinit { phonefmt_ulistfmt_close(handle) }

  /// `ulistfmt_format`: `items` joined as a list, e.g. `a, b, and c` (en), `a و b و c` (ar).
  func format(_ items: [[UInt16]]) throws(ICUError) -> [UInt16] {
    let lengths = items.map { Int32($0.count) }
    // ICU reads the items only during the call; each array stays alive until it returns.
    let storage = items.map { item -> UnsafeMutableBufferPointer<UInt16> in
      let copy = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(item.count, 1))
      _ = copy.initialize(from: item)
      return copy
    }
    defer { for s in storage { s.deallocate() } }
    let pointers: [UnsafePointer<UInt16>?] = storage.map { UnsafePointer($0.baseAddress) }
    return try ICU.withRetry("ulistfmt_format", capacity: 64) { buffer, capacity, status in
      phonefmt_ulistfmt_format(
        handle, pointers, lengths, Int32(items.count), buffer, capacity, &status.rawValue)
    }
  }

  /// The separator between two items in the middle of a list: what ICU puts between the
  /// first and second of three items (`, ` in English, `、` in Japanese, ` و` in Arabic).
  /// Three one-character placeholders that no locale's pattern contains (U+0001–U+0003) are
  /// formatted and the text between the first two is taken.
  func middleSeparator() throws(ICUError) -> String {
    let text = try format([[1], [2], [3]])
    guard let first = text.firstIndex(of: 1), let second = text.firstIndex(of: 2), first < second
    else { return ", " }
    return String(decoding: text[(first + 1)..<second], as: UTF16.self)
  }
}
