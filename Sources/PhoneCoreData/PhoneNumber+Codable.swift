// PhoneNumber+Codable: a number stored as E.164 with its extension, read back with the core
// pack's calling codes.

public import PhoneCore

extension PhoneNumber: Codable {
  /// Encodes the number as one string: E.164, and `;ext=` with the extension when it has one
  /// (`"+442079460958"`, `"+12015550123;ext=7"`, the extension as RFC 3966 writes it). How
  /// the number was written (`source`) is not kept: it takes no part in equality either.
  ///
  /// ```swift
  /// let number = try catalog.parse("(201) 555-0123 ext. 7", region: .us)
  /// let data = try JSONEncoder().encode(number)                  // "+12015550123;ext=7"
  /// try JSONDecoder().decode(PhoneNumber.self, from: data) == number   // true
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(storedText)
  }

  /// Decodes what `encode(to:)` writes: `+`, a calling code of the core pack, the national
  /// number's digits, and optionally `;ext=` and the extension's digits.
  /// - Throws: `DecodingError.dataCorrupted` for any other text (the number is not parsed
  ///   leniently: a stored number is read exactly as it was written).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let number = PhoneNumber(storedText: text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "not a stored phone number (+, a known calling code and digits, ;ext=digits): \(text)"
      )
    }
    self = number
  }

  /// The number as `encode(to:)` writes it.
  var storedText: String {
    guard let ext = extensionNumber, !ext.isEmpty else { return e164 }
    return e164 + ";ext=" + ext
  }

  /// The number `storedText` wrote, or nil: the calling code is the one known to the core
  /// pack among the text's first one to three digits (the parser's `callingCodePrefix`:
  /// calling codes are prefix-free).
  init?(storedText text: String) {
    let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
    var ext: String?
    if parts.count == 2 {
      guard parts[1].hasPrefix("ext="), parts[1].count > 4 else { return nil }
      let digits = parts[1].dropFirst(4)
      guard digits.utf8.allSatisfy({ $0 &- 48 < 10 }) else { return nil }
      ext = String(digits)
    }
    let e164 = parts[0].utf8
    guard e164.first == UInt8(ascii: "+"), e164.count >= 3,
      e164.dropFirst().allSatisfy({ $0 &- 48 < 10 })
    else { return nil }
    let digits = e164.dropFirst().map { $0 &- 48 }
    guard let prefix = CorePack.catalog().callingCodePrefix(digits),
      prefix.1 < digits.count, digits.count - prefix.1 <= PhoneNumber.maxNationalDigits
    else { return nil }
    self.init(
      callingCode: CallingCode(unchecked: prefix.0),
      nationalNumber: String(decoding: e164.dropFirst(1 + prefix.1), as: UTF8.self),
      extensionNumber: ext, source: .plusSign)
  }
}
