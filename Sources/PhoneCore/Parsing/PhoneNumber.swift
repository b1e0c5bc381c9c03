// PhoneNumber: a parsed phone number (calling code, national number, extension).

/// A phone number as parsed: its calling code, national significant number and extension.
///
/// Corresponds to libphonenumber's `PhoneNumber`; the national number is kept as its digits,
/// leading zeros included (libphonenumber's "Italian leading zero").
///
/// Two numbers are equal, and hash alike, when they are the same number: the same calling
/// code, national number (leading zeros included) and extension. How the number was written
/// (``source``) takes no part, so a number parsed from `+44 20 7946 0958` equals the one
/// parsed from `020 7946 0958` in GB, and a `Set` holds it once:
///
/// ```swift
/// let a = try catalog.parse("+44 20 7946 0958", region: nil)
/// let b = try catalog.parse("020 7946 0958", region: .gb)
/// a == b                // true
/// a.source, b.source    // .plusSign, .defaultRegion
/// ```
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
  /// The country calling code: `44` for `+44 20 7946 0958`.
  public var callingCode: CallingCode
  /// The national significant number, ASCII digits.
  public var nationalNumber: String {
    get {
      switch storage {
      case .digits(let digits): return digits.string
      case .text(let national, _): return national
      }
    }
    set { storage = Storage(national: newValue, extensionNumber: extensionNumber) }
  }
  /// The extension as written (digits), if any.
  public var extensionNumber: String? {
    get {
      switch storage {
      case .digits: return nil
      case .text(_, let ext): return ext
      }
    }
    set { storage = Storage(national: nationalNumber, extensionNumber: newValue) }
  }
  /// How the calling code was found: how the number was written, kept apart from what the
  /// number is (equality and `hash` leave it out).
  public var source: CallingCodeSource

  /// The national number and the extension. A number as `parse` makes most of them (digits,
  /// no extension) keeps its digits in three words and no string: making, reading and
  /// dropping a `String` per number was a fifth of parse+validate's instructions. The form is
  /// canonical (`.digits` exactly when the national number is ASCII digits that fit and there
  /// is no extension), so the synthesised equality and hash are those of the values.
  private var storage: Storage

  private enum Storage: Hashable, Sendable {
    case digits(PackedDigits)
    case text(national: String, extensionNumber: String?)

    init(national: String, extensionNumber: String?) {
      if extensionNumber == nil, let digits = PackedDigits(national) {
        self = .digits(digits)
      } else {
        self = .text(national: national, extensionNumber: extensionNumber)
      }
    }
  }

  public enum CallingCodeSource: Hashable, Sendable {
    case plusSign, internationalPrefix, withoutPlusSign, defaultRegion
  }

  /// The most digits any national significant number may have, in every region: 17
  /// (libphonenumber's `MAX_LENGTH_FOR_NSN`). `parse` refuses a longer number (`.tooLong`), a
  /// pack's `maxDigits` and a format template stay within it, and so does a table file's.
  /// A region's own limit, usually lower, is ``PhoneCatalog/digitLimit(for:)``.
  public static let maxNationalDigits = 17

  public init(
    callingCode: CallingCode, nationalNumber: String, extensionNumber: String? = nil,
    source: CallingCodeSource = .plusSign
  ) {
    self.callingCode = callingCode
    self.storage = Storage(national: nationalNumber, extensionNumber: extensionNumber)
    self.source = source
  }

  /// A number whose national number is `digits` (digit values, 0–9): what `parse` makes.
  init(
    callingCode: CallingCode, nationalDigits digits: UnsafeBufferPointer<UInt8>,
    extensionNumber: String?, source: CallingCodeSource
  ) {
    self.callingCode = callingCode
    self.source = source
    if extensionNumber == nil, let packed = PackedDigits(values: digits) {
      storage = .digits(packed)
    } else {
      storage = .text(national: Self.string(digits: digits), extensionNumber: extensionNumber)
    }
  }

  /// E.164: `+` and the digits.
  public var description: String { "\(callingCode)\(nationalNumber)" }

  /// The number in E.164, what a server stores: `+442079460958` (`+`, the calling code and
  /// the national number; the extension is not part of E.164).
  public var e164: String { description }

  /// The same number: calling code, national number and extension (not ``source``).
  public static func == (a: PhoneNumber, b: PhoneNumber) -> Bool {
    a.callingCode == b.callingCode && a.storage == b.storage
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(callingCode)
    hasher.combine(storage)
  }

  /// The length of the national number in UTF-8 bytes (its digits, for a parsed number),
  /// without making the string.
  var nationalNumberLength: Int {
    switch storage {
    case .digits(let digits): return Int(digits.count)
    case .text(let national, _): return national.utf8.count
    }
  }

  /// The national number's digit values (0–9) in a buffer on the stack for `body`; characters
  /// other than ASCII digits (a national number set by hand) are left out.
  @inline(__always)
  func withDigits<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    switch storage {
    case .digits(let digits):
      return digits.withValues(body)
    case .text(let national, _):
      return Self.withDigits(of: national, body)
    }
  }

  /// The digit values of a national number set by hand as text.
  private static func withDigits<R>(of national: String, _ body: (UnsafeBufferPointer<UInt8>) -> R)
    -> R
  {
    let utf8 = national.utf8
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { buffer -> R in
      // In place when the string is contiguous: iterating the view costs index arithmetic
      // per byte.
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

  /// Writes the national number as it is: its digits, or the text set by hand.
  func writeNationalNumber(to out: inout some FormatOutput) {
    switch storage {
    case .digits(let digits): digits.withValues { out.append(digitValues: $0) }
    case .text(let national, _): out.appendText(national)
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

/// Up to 24 digit values (0–9), one byte each, in three words: a national number without a
/// string. Bytes past `count` are 0, so equal digits are equal words.
private struct PackedDigits: Hashable, Sendable {
  private var w0: UInt64 = 0
  private var w1: UInt64 = 0
  private var w2: UInt64 = 0
  private(set) var count: UInt8 = 0

  static let capacity = 24

  /// The digit values `values` (each 0–9); nil when there are more than `capacity`.
  init?(values: UnsafeBufferPointer<UInt8>) {
    guard values.count <= Self.capacity else { return nil }
    let words = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.capacity) {
      buffer -> (UInt64, UInt64, UInt64) in
      buffer.initialize(repeating: 0)
      for i in 0..<values.count { buffer[i] = values[i] }
      let raw = UnsafeRawPointer(buffer.baseAddress!)
      return (
        raw.loadUnaligned(as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
      )
    }
    (w0, w1, w2) = words
    count = UInt8(values.count)
  }

  /// The digits of `text` when it is ASCII digits only (at most `capacity`); else nil.
  init?(_ text: String) {
    var text = text
    let packed = text.withUTF8 { bytes -> PackedDigits? in
      guard bytes.count <= Self.capacity else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.capacity) {
        values -> PackedDigits? in
        for i in 0..<bytes.count {
          let d = bytes[i] &- 48
          guard d < 10 else { return nil }
          values[i] = d
        }
        return PackedDigits(values: UnsafeBufferPointer(rebasing: values[0..<bytes.count]))
      }
    }
    guard let packed else { return nil }
    self = packed
  }

  /// The digit values in a buffer on the stack for `body`.
  @inline(__always)
  func withValues<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.capacity) { buffer -> R in
      let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
      raw.storeBytes(of: w0, as: UInt64.self)
      raw.storeBytes(of: w1, toByteOffset: 8, as: UInt64.self)
      raw.storeBytes(of: w2, toByteOffset: 16, as: UInt64.self)
      return body(UnsafeBufferPointer(rebasing: buffer[0..<Int(count)]))
    }
  }

  /// The digits as ASCII text; stored inline (no allocation) up to 15.
  var string: String { withValues { PhoneNumber.string(digits: $0) } }
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
