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
  /// The bundle this one is a table of, kept open as long as this one is.
  private let container: ICUResourceBundle?

  private init(handle: OpaquePointer, container: ICUResourceBundle? = nil) {
    self.handle = handle
    self.container = container
  }

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

  /// The table `Countries` of `locale`'s own bundle in the region-name tree, or nil unless
  /// ICU found both without any fallback (`U_ZERO_ERROR` from `ures_open` and from
  /// `ures_getByKey`): then a name in it is exactly what `uloc_getDisplayCountry` answers for
  /// the region in `locale` (see ``ICU/displayCountry(_:in:)``), read without opening the
  /// bundle again per region.
  static func ownCountryNames(locale: String) -> ICUResourceBundle? {
    var status = UErrorCode()
    let opened = phonefmt_ures_open(phonefmt_ures_regionPackage(), locale, &status.rawValue)
    guard let opened else { return nil }
    let bundle = ICUResourceBundle(handle: opened)
    guard status.rawValue == 0 else { return nil }
    let table = phonefmt_ures_getByKey(opened, "Countries", &status.rawValue)
    guard let table else { return nil }
    let countries = ICUResourceBundle(handle: table, container: bundle)
    return status.rawValue == 0 ? countries : nil
  }

  /// The string of item `key` of this table (`ures_getStringByKey`, which looks no further
  /// than this table), or nil when the table has no such string.
  func string(forKey key: String) -> String? {
    var status = UErrorCode()
    var length: Int32 = 0
    let text = phonefmt_ures_getStringByKey(handle, key, &length, &status.rawValue)
    guard status.rawValue == 0, let text else { return nil }
    return ICU.string(fromUTF16: UnsafeBufferPointer(start: text, count: Int(length)))
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
