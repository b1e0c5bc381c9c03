// ICUNumberFormat: the ICU handle behind spoken numbers (rule-based spell-out, "four", "أربعة").

internal import CICU

/// An ICU number format (`UNumberFormat`) of style `UNUM_SPELLOUT`, closed when the last
/// reference goes.
///
/// Only `unum_formatInt64`, which takes a `const UNumberFormat *`, is called after `init`;
/// ``SpokenNumbers`` asks it for the ten digits once and keeps the words, so no handle is
/// shared between threads.
final class ICUNumberFormat {
  /// The `UNumberFormat *`.
  let handle: OpaquePointer
  /// The locale whose rules ICU actually loaded (`unum_getLocaleByType`, actual locale), e.g.
  /// `ar` for `ar_EG`, `root` when ICU has no spell-out rules for the language.
  let actualLocale: String

  /// Opens the spell-out rules of `locale` (`unum_open(UNUM_SPELLOUT, NULL, 0, locale, ...)`).
  init(spellOutLocale locale: String) throws(ICUError) {
    var status = UErrorCode()
    let opened = phonefmt_unum_open(Int32(PHONEFMT_UNUM_SPELLOUT), nil, 0, locale, &status.rawValue)
    try status.check("unum_open")
    guard let opened else { throw .noHandle(function: "unum_open") }
    handle = opened
    status = UErrorCode()
    let actual = phonefmt_unum_getLocaleByType(
      handle, Int32(PHONEFMT_ULOC_ACTUAL_LOCALE), &status.rawValue)
    try status.check("unum_getLocaleByType")
    actualLocale = actual.map { String(cString: $0) } ?? "root"
  }

  deinit { phonefmt_unum_close(handle) }

  /// `unum_formatInt64`: the number spelled out, e.g. `four` or `أربعة`.
  func format(_ n: Int64) throws(ICUError) -> String {
    try ICU.utf16String("unum_formatInt64", capacity: 32) { buffer, capacity, status in
      phonefmt_unum_formatInt64(handle, n, buffer, capacity, &status.rawValue)
    }
  }
}
