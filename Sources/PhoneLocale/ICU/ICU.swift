// ICU: the buffer-retry helper every string-returning ICU call goes through, and locale calls.

internal import CICU
internal import PhoneCore

/// Calls into ICU's C API through the `CICU` shim.
///
/// Every ICU function that writes a string (or a sort key) into a caller's buffer goes
/// through ``withRetry(_:capacity:_:)``: it calls once with a guess, and when ICU answers
/// `U_BUFFER_OVERFLOW_ERROR` (or a length beyond the buffer) it calls again with exactly the
/// length ICU asked for. Every status then goes through ``UErrorCode/check(_:)``.
enum ICU {
  /// Runs an ICU call that writes into a buffer, growing the buffer once when ICU asks.
  ///
  /// - Parameters:
  ///   - function: the ICU function's name, for errors.
  ///   - capacity: the first buffer size, in code units.
  ///   - call: calls ICU with a buffer, its capacity and a status; returns ICU's length.
  /// - Returns: the code units ICU wrote (without a terminating NUL).
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` for a failure status.
  static func withRetry<Unit: BinaryInteger>(
    _ function: String, capacity: Int = 64,
    _ call: (UnsafeMutablePointer<Unit>, Int32, inout UErrorCode) -> Int32
  ) throws(ICUError) -> [Unit] {
    var capacity = max(capacity, 1)
    for _ in 0..<2 {
      var status = UErrorCode()
      var length: Int32 = 0
      let buffer = [Unit](unsafeUninitializedCapacity: capacity) { storage, count in
        length = call(storage.baseAddress!, Int32(capacity), &status)
        count = status.isFailure ? 0 : min(Int(max(length, 0)), capacity)
      }
      if status.rawValue == UErrorCode.bufferOverflow || Int(length) > capacity {
        capacity = Int(length) + 1
        continue
      }
      try status.check(function)
      return buffer
    }
    throw .callFailed(
      function: function, status: UErrorCode.bufferOverflow, name: "U_BUFFER_OVERFLOW_ERROR")
  }

  /// A string ICU writes as UTF-16 (`UChar`).
  static func utf16String(
    _ function: String, capacity: Int = 64,
    _ call: (UnsafeMutablePointer<UInt16>, Int32, inout UErrorCode) -> Int32
  ) throws(ICUError) -> String {
    string(fromUTF16: try withRetry(function, capacity: capacity, call))
  }

  /// `Array(text.utf16)`, transcoded from the string's UTF-8 in one pass (a Swift string's
  /// UTF-8 is always well formed): a list converts every name it sorts and searches, and the
  /// standard library's UTF-16 view walks a non-ASCII string scalar by scalar.
  static func utf16(of text: String) -> [UInt16] {
    var text = text
    return text.withUTF8 { utf8 in
      // A scalar takes at least as many UTF-8 bytes as UTF-16 units.
      [UInt16](unsafeUninitializedCapacity: utf8.count) { units, count in
        count = 0
        WellFormedUTF8.forEachScalar(utf8) { scalar in
          if scalar < 0x10000 {
            units[count] = UInt16(scalar)
            count += 1
          } else {
            units[count] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
            units[count + 1] = UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
            count += 2
          }
          return true
        }
      }
    }
  }

  /// `String(decoding: units, as: UTF16.self)`, transcoded to UTF-8 in one pass when `units`
  /// is well formed: the standard library's general decoder (which repairs ill-formed input
  /// scalar by scalar) took as long as ICU's look-up of a region name. Ill-formed input
  /// (a lone surrogate) still goes to that decoder, which repairs it the same way as before.
  static func string(fromUTF16 units: [UInt16]) -> String {
    units.withUnsafeBufferPointer { string(fromUTF16: $0) }
  }

  /// ``string(fromUTF16:)-([UInt16])`` of units in ICU's memory (a resource string), read
  /// in place.
  static func string(fromUTF16 units: UnsafeBufferPointer<UInt16>) -> String {
    var wellFormed = true
    let decoded = String(unsafeUninitializedCapacity: units.count * 3) { utf8 in
      var count = 0
      var i = 0
      while i < units.count {
        var scalar = UInt32(units[i])
        i += 1
        if scalar & 0xF800 == 0xD800 {
          // A surrogate: a high one followed by a low one, else ill-formed.
          guard scalar < 0xDC00, i < units.count, units[i] & 0xFC00 == 0xDC00 else {
            wellFormed = false
            return 0
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[i]) - 0xDC00)
          i += 1
        }
        switch scalar {
        case ..<0x80:
          utf8[count] = UInt8(scalar)
          count += 1
        case ..<0x800:
          utf8[count] = UInt8(0xC0 | scalar >> 6)
          utf8[count + 1] = UInt8(0x80 | scalar & 0x3F)
          count += 2
        case ..<0x10000:
          utf8[count] = UInt8(0xE0 | scalar >> 12)
          utf8[count + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
          utf8[count + 2] = UInt8(0x80 | scalar & 0x3F)
          count += 3
        default:
          // Two UTF-16 units became four UTF-8 bytes: within the capacity of six.
          utf8[count] = UInt8(0xF0 | scalar >> 18)
          utf8[count + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
          utf8[count + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
          utf8[count + 3] = UInt8(0x80 | scalar & 0x3F)
          count += 4
        }
      }
      return count
    }
    return wellFormed ? decoded : String(decoding: units, as: UTF16.self)
  }

  /// A string ICU writes as `char` (locale identifiers, which are ASCII).
  static func charString(
    _ function: String, capacity: Int = 64,
    _ call: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
  ) throws(ICUError) -> String {
    let chars = try withRetry(function, capacity: capacity, call)
    return String(decoding: chars.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: - uloc

  /// `uloc_canonicalize`: `en-us` and `en_US` both become `en_US`.
  static func canonicalize(_ id: String) throws(ICUError) -> String {
    try charString("uloc_canonicalize") { buffer, capacity, status in
      phonefmt_uloc_canonicalize(id, buffer, capacity, &status.rawValue)
    }
  }

  /// `uloc_forLanguageTag`: a BCP 47 tag as an ICU locale ID, and how much of it ICU parsed.
  static func forLanguageTag(_ tag: String) throws(ICUError) -> (id: String, parsed: Int) {
    var parsed: Int32 = 0
    let id = try charString("uloc_forLanguageTag") { buffer, capacity, status in
      phonefmt_uloc_forLanguageTag(tag, buffer, capacity, &parsed, &status.rawValue)
    }
    return (id, Int(parsed))
  }

  /// `uloc_getISO3Language`: `eng` for `en_GB`; empty when ICU does not know the language.
  static func iso3Language(_ id: String) -> String {
    String(cString: phonefmt_uloc_getISO3Language(id))
  }

  /// `uloc_getCountry`: the region subtag of a locale ID (`AE` for `en_AE`), or empty.
  static func country(_ id: String) throws(ICUError) -> String {
    try charString("uloc_getCountry", capacity: 8) { buffer, capacity, status in
      phonefmt_uloc_getCountry(id, buffer, capacity, &status.rawValue)
    }
  }

  /// `uloc_getParent`: the locale ID with its last subtag removed (`pt` for `pt_BR`).
  static func parent(_ id: String) throws(ICUError) -> String {
    try charString("uloc_getParent") { buffer, capacity, status in
      phonefmt_uloc_getParent(id, buffer, capacity, &status.rawValue)
    }
  }

  /// `uloc_addLikelySubtags`: `ar` becomes `ar_Arab_EG`, `ja` becomes `ja_Jpan_JP`.
  static func addLikelySubtags(_ id: String) throws(ICUError) -> String {
    try charString("uloc_addLikelySubtags") { buffer, capacity, status in
      phonefmt_uloc_addLikelySubtags(id, buffer, capacity, &status.rawValue)
    }
  }

  /// `uloc_getISO3Country` of `und_<code>`: `GBR` for `GB`; empty when ICU has none.
  static func iso3Country(_ code: String) -> String {
    String(cString: phonefmt_uloc_getISO3Country("und_" + code))
  }

  /// `uloc_isRightToLeft`: whether the locale's script is written right to left.
  static func isRightToLeft(_ id: String) -> Bool { phonefmt_uloc_isRightToLeft(id) }

  /// `uloc_getDisplayCountry` for region `code` in `displayLocale`, or nil when ICU has no name
  /// there: when it answered from the process's default locale or from root
  /// (`U_USING_DEFAULT_WARNING`; root's "name" is the code itself).
  static func displayCountry(_ code: String, in displayLocale: String) throws(ICUError)
    -> String?
  {
    var usedDefault = false
    let name = try utf16String("uloc_getDisplayCountry") { buffer, capacity, status in
      let n = phonefmt_uloc_getDisplayCountry(
        "und_" + code, displayLocale, buffer, capacity, &status.rawValue)
      usedDefault = status.usedDefaultLocale
      return n
    }
    if usedDefault || name.isEmpty || name == code { return nil }
    return name
  }
}
