// ICUNumberingSystem: the ICU handle behind native digits (ar-EG: ٠١٢٣٤٥٦٧٨٩).

internal import CICU

/// An ICU numbering system (`UNumberingSystem`), closed when the last reference goes.
///
/// Immutable after `init` (only `const` getters are called), hence `@unchecked Sendable`.
final class ICUNumberingSystem: @unchecked Sendable {
  /// The `UNumberingSystem *`.
  let handle: OpaquePointer

  /// The default numbering system of `locale` (`unumsys_open`): `arab` for `ar_EG`, `latn` for
  /// `ar_AE`; a `@numbers=` keyword in the locale ID chooses another one (`@numbers=native`).
  init(locale: String) throws(ICUError) {
    var status = UErrorCode()
    let opened = phonefmt_unumsys_open(locale, &status.rawValue)
    try status.check("unumsys_open")
    guard let opened else { throw .noHandle(function: "unumsys_open") }
    handle = opened
  }

  /// The numbering system named `name` in CLDR (`unumsys_openByName`): `arab`, `arabext`,
  /// `fullwide`, `deva`, ...
  init(name: String) throws(ICUError) {
    var status = UErrorCode()
    let opened = phonefmt_unumsys_openByName(name, &status.rawValue)
    try status.check("unumsys_openByName")
    guard let opened else { throw .noHandle(function: "unumsys_openByName") }
    handle = opened
  }

  deinit { phonefmt_unumsys_close(handle) }

  /// The CLDR name (`unumsys_getName`), e.g. `arab`.
  var name: String { phonefmt_unumsys_getName(handle).map { String(cString: $0) } ?? "" }

  /// Whether numbers are spelled by rules rather than by positional digits
  /// (`unumsys_isAlgorithmic`).
  var isAlgorithmic: Bool { phonefmt_unumsys_isAlgorithmic(handle) }

  /// The radix (`unumsys_getRadix`): 10 for every system with decimal digits.
  var radix: Int { Int(phonefmt_unumsys_getRadix(handle)) }

  /// For a positional system, its digits zero to nine (`unumsys_getDescription`).
  func description() throws(ICUError) -> String {
    try ICU.utf16String("unumsys_getDescription", capacity: 16) { buffer, capacity, status in
      phonefmt_unumsys_getDescription(handle, buffer, capacity, &status.rawValue)
    }
  }
}
