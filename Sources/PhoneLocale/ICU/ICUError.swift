// ICUError: the one error type of the locale layer, and the UErrorCode check that produces it.

internal import CICU

/// An ICU call that failed, or a locale ICU does not know.
///
/// Every ICU status code that signals failure becomes ``callFailed(function:status:name:)``,
/// thrown by the one status check every shim call goes through; nothing is flattened into a
/// generic error and no failure is dropped with `try?`.
///
/// ```swift
/// do {
///   _ = try DisplayLocale("xx")
/// } catch {
///   print(error)  // unknown locale 'xx': ICU has no ISO 639 language for it
/// }
/// ```
public enum ICUError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An ICU function reported a failure status (a `UErrorCode` greater than `U_ZERO_ERROR`).
  ///
  /// - Parameters:
  ///   - function: the ICU C function, e.g. `ucol_open`.
  ///   - status: the raw `UErrorCode` value.
  ///   - name: ICU's name for the status (`u_errorName`), e.g. `U_ILLEGAL_ARGUMENT_ERROR`.
  case callFailed(function: String, status: Int32, name: String)
  /// ICU returned no handle although it reported success (only under memory exhaustion).
  case noHandle(function: String)
  /// A locale identifier ICU cannot parse, or whose language has no ISO 639 code in ICU
  /// (`uloc_getISO3Language` answers the empty string), such as `xx` or `root`.
  case unknownLocale(String)
  /// A numbering system whose digits cannot stand for 0–9 one by one (an algorithmic system
  /// such as `roman`, or one whose radix is not 10).
  case unsupportedNumberingSystem(String)

  /// A one-line description for logs and the command line.
  public var description: String {
    switch self {
    case .callFailed(let function, let status, let name):
      return "ICU call \(function) failed: \(name) (\(status))"
    case .noHandle(let function):
      return "ICU call \(function) returned no handle"
    case .unknownLocale(let id):
      return "unknown locale '\(id)': ICU has no ISO 639 language for it"
    case .unsupportedNumberingSystem(let name):
      return "numbering system '\(name)' has no decimal digits"
    }
  }
}

/// ICU's `UErrorCode`: the status every ICU C function reports through its last argument.
///
/// Negative values are warnings, zero is success, positive values are failures. Swift code
/// passes `&status.rawValue` to the shim and then calls ``check(_:)``.
struct UErrorCode: Hashable, Sendable {
  /// The raw status; `U_ZERO_ERROR` (0) before a call.
  var rawValue: Int32 = Int32(PHONEFMT_U_ZERO_ERROR)

  /// `U_BUFFER_OVERFLOW_ERROR`: the output did not fit; the call returned the length needed.
  static let bufferOverflow = Int32(PHONEFMT_U_BUFFER_OVERFLOW_ERROR)
  /// `U_MISSING_RESOURCE_ERROR`: a resource bundle has no item of that key.
  static let missingResource = Int32(PHONEFMT_U_MISSING_RESOURCE_ERROR)
  /// `U_USING_DEFAULT_WARNING`: ICU answered from the default locale or from root.
  static let usingDefault = Int32(PHONEFMT_U_USING_DEFAULT_WARNING)

  /// Whether the status is a failure (`U_FAILURE`).
  var isFailure: Bool { rawValue > 0 }

  /// Whether ICU had no data for the requested locale and answered from the process's default
  /// locale or from root (`U_USING_DEFAULT_WARNING`).
  var usedDefaultLocale: Bool { rawValue == Self.usingDefault }

  /// ICU's name for the status (`u_errorName`).
  var name: String { String(cString: phonefmt_u_errorName(rawValue)) }

  /// Throws ``ICUError/callFailed(function:status:name:)`` when the status is a failure.
  /// - Parameter function: the ICU function that set the status, for the error message.
  func check(_ function: String) throws(ICUError) {
    if isFailure {
      throw .callFailed(function: function, status: rawValue, name: name)
    }
  }
}
