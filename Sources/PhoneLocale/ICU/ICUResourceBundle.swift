// ICUResourceBundle: the ICU handle behind CLDR's short and variant region names.

internal import CICU

/// An ICU resource bundle (`UResourceBundle`) of the region-name tree, closed when the last
/// reference goes.
///
/// Used only while a ``CountryList`` is built, on one thread: ``ICUResourceBundle/strings(inTable:)``
/// iterates the bundle (`ures_getNextString` moves its cursor), so the class is not `Sendable`.
final class ICUResourceBundle {
  /// The `UResourceBundle *`.
  let handle: OpaquePointer

  private init(handle: OpaquePointer) { self.handle = handle }

  deinit { phonefmt_ures_close(handle) }

  /// The bundle of `locale` in ICU's region-name tree (`ures_open(U_ICUDATA_NAME "-region",
  /// locale, ...)`), or nil when ICU has no data for the locale and would answer from the
  /// process's default locale (`U_USING_DEFAULT_WARNING`), so that names never depend on `LANG`.
  static func regionNames(locale: String) throws(ICUError) -> ICUResourceBundle? {
    var status = UErrorCode()
    let opened = phonefmt_ures_open(phonefmt_ures_regionPackage(), locale, &status.rawValue)
    if status.isFailure || status.usedDefaultLocale {
      if let opened { phonefmt_ures_close(opened) }
      try status.check("ures_open")
      return nil
    }
    guard let opened else { throw .noHandle(function: "ures_open") }
    return ICUResourceBundle(handle: opened)
  }

  /// The strings of the table `key` (`ures_getByKey`, then `ures_getNextString` over its
  /// items), keyed by item key; nil when neither the locale nor its parents have the table
  /// (`U_MISSING_RESOURCE_ERROR`) or only root has it.
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` for any other failure.
  func strings(inTable key: String) throws(ICUError) -> [String: String]? {
    var status = UErrorCode()
    let table = phonefmt_ures_getByKey(handle, key, &status.rawValue)
    defer { if let table { phonefmt_ures_close(table) } }
    if status.rawValue == UErrorCode.missingResource { return nil }
    try status.check("ures_getByKey")
    guard let table else { throw .noHandle(function: "ures_getByKey") }
    status = UErrorCode()
    let actual = phonefmt_ures_getLocaleByType(
      table, Int32(PHONEFMT_ULOC_ACTUAL_LOCALE), &status.rawValue)
    try status.check("ures_getLocaleByType")
    if actual.map({ String(cString: $0) }) == "root" { return nil }
    var result: [String: String] = [:]
    while phonefmt_ures_hasNext(table) {
      var length: Int32 = 0
      var itemKey: UnsafePointer<CChar>?
      status = UErrorCode()
      let text = phonefmt_ures_getNextString(table, &length, &itemKey, &status.rawValue)
      try status.check("ures_getNextString")
      guard let text, let itemKey else { continue }
      result[String(cString: itemKey)] = String(
        decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
    }
    return result
  }
}
