// PhoneNumber: a parsed phone number (calling code, national number, extension).

/// A phone number as parsed: its calling code, national significant number and extension.
///
/// Corresponds to libphonenumber's `PhoneNumber`; the national number is kept as its digits,
/// leading zeros included (libphonenumber's "Italian leading zero").
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
  public var callingCode: Int
  /// The national significant number, ASCII digits.
  public var nationalNumber: String
  /// The extension as written (digits), if any.
  public var extensionNumber: String?
  /// How the calling code was found.
  public var source: CallingCodeSource

  public enum CallingCodeSource: Hashable, Sendable {
    case plusSign, internationalPrefix, withoutPlusSign, defaultRegion
  }

  public init(
    callingCode: Int, nationalNumber: String, extensionNumber: String? = nil,
    source: CallingCodeSource = .plusSign
  ) {
    self.callingCode = callingCode
    self.nationalNumber = nationalNumber
    self.extensionNumber = extensionNumber
    self.source = source
  }

  /// E.164: `+` and the digits.
  public var description: String { "+\(callingCode)\(nationalNumber)" }

  var digits: [UInt8] { nationalNumber.utf8.map { $0 - 48 } }
}

/// Why text is not a phone number. The raw values are the reasons of `phonefmt`'s contract.
public enum ParseError: String, Error, Hashable, Sendable, CustomStringConvertible {
  case notANumber = "not-a-number"
  case invalidCountryCode = "invalid-country-code"
  case tooShort = "too-short"
  case tooLong = "too-long"

  public var description: String { rawValue }
}
