// PhoneNumber: a parsed phone number (calling code, national number, extension).

/// A phone number as parsed: its calling code, national significant number and extension.
///
/// Corresponds to libphonenumber's `PhoneNumber`; the national number is kept as its digits,
/// leading zeros included (libphonenumber's "Italian leading zero").
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
  /// The country calling code: `44` for `+44 20 7946 0958`.
  public var callingCode: CallingCode
  /// The national significant number, ASCII digits.
  public var nationalNumber: String
  /// The extension as written (digits), if any.
  public var extensionNumber: String?
  /// How the calling code was found.
  public var source: CallingCodeSource

  public enum CallingCodeSource: Hashable, Sendable {
    case plusSign, internationalPrefix, withoutPlusSign, defaultRegion
  }

  /// The most digits any national significant number may have, in every region: 17
  /// (libphonenumber's `MAX_LENGTH_FOR_NSN`). `parse` refuses a longer number (`.tooLong`), a
  /// pack's `maxDigits` and a format template stay within it, and so does a table file's.
  /// A region's own limit, usually lower, is ``Region/digitLimit``.
  public static let maxNationalDigits = 17

  public init(
    callingCode: CallingCode, nationalNumber: String, extensionNumber: String? = nil,
    source: CallingCodeSource = .plusSign
  ) {
    self.callingCode = callingCode
    self.nationalNumber = nationalNumber
    self.extensionNumber = extensionNumber
    self.source = source
  }

  /// E.164: `+` and the digits.
  public var description: String { "\(callingCode)\(nationalNumber)" }

  /// The national number's digit values (0–9) in a buffer on the stack for `body`; characters
  /// other than ASCII digits (a national number set by hand) are left out.
  @inline(__always)
  func withDigits<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let utf8 = nationalNumber.utf8
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { buffer -> R in
      // In place when the string is contiguous (always, for a parsed number): iterating the
      // view costs index arithmetic per byte.
      let inPlace = utf8.withContiguousStorageIfAvailable { bytes -> Int in
        var n = 0
        for b in bytes where b &- 48 < 10 {
          buffer[n] = b &- 48
          n &+= 1
        }
        return n
      }
      var n = 0
      if let inPlace {
        n = inPlace
      } else {
        for b in utf8 where b &- 48 < 10 {
          buffer[n] = b &- 48
          n &+= 1
        }
      }
      return body(UnsafeBufferPointer(rebasing: buffer[0..<n]))
    }
  }

  /// The national number's digit values (0–9), as `withDigits` sees them.
  var digits: [UInt8] { withDigits { Array($0) } }

  /// A string of digit values (0–9) as ASCII digits; stored inline (no allocation) up to 15.
  static func string(digits: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: digits.count) { out in
      for i in 0..<digits.count { out[i] = digits[i] &+ 48 }
      return digits.count
    }
  }

  /// A string of scalars.
  static func string(scalars: UnsafeBufferPointer<Unicode.Scalar>) -> String {
    if scalars.allSatisfy({ $0.isASCII }) {
      return String(unsafeUninitializedCapacity: scalars.count) { out in
        for i in 0..<scalars.count { out[i] = UInt8(truncatingIfNeeded: scalars[i].value) }
        return scalars.count
      }
    }
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars)
    return String(s)
  }
}

/// Why text is not a phone number. The raw values are the reasons of `phonefmt`'s contract.
public enum ParseError: String, Error, Hashable, Sendable, CustomStringConvertible {
  case notANumber = "not-a-number"
  /// No region has the calling code (libphonenumber's `INVALID_COUNTRY_CODE`, whose name
  /// the CLI's reason keeps).
  case invalidCallingCode = "invalid-country-code"
  case tooShort = "too-short"
  case tooLong = "too-long"
  /// The rules the number needs (the region given, or the main region of the calling code the
  /// number has) do not compile: a pack's region compiled on first use, or a damaged table
  /// file. Not one of libphonenumber's reasons; `PhoneCatalog.regionRules(for:)` throws the
  /// `RuleError` that says why.
  case rulesDoNotCompile = "rules-do-not-compile"

  public var description: String { rawValue }
}
