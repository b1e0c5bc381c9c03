// PhoneNumberParser+UTF8: a line of UTF-8 parsed from its bytes, with no String in between (what
// `phonefmt format` and the bulk/format benchmark parse per line).

extension PhoneCatalog {
  /// Parses a line of UTF-8 as `parse(_:region:)` parses the same text (invalid UTF-8 read as
  /// U+FFFD, as `String(decoding:as:)` reads it). An ASCII line is read from its bytes, a plain
  /// number (`TextScanner.plainNumber`) in one pass.
  /// - Throws: `ParseError` with the reason.
  package func parse(utf8 line: UnsafeBufferPointer<UInt8>, region: RegionCode?)
    throws(ParseError) -> PhoneNumber
  {
    if let plain = parsePlain(line, region: region) { return try plain.get() }
    let limit = Self.maxInputScalars + 1
    let result = withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: limit) {
      buffer -> Result<PhoneNumber, ParseError>? in
      guard let count = Self.scalars(ascii: line, into: buffer) else { return nil }
      if count > Self.maxInputScalars { return .failure(.tooLong) }
      return Result { () throws(ParseError) in
        try parse(TextScanner.Text(rebasing: buffer[0..<count]), region: region)
      }
    }
    if let result { return try result.get() }
    return try parse(String(decoding: line, as: UTF8.self), region: region)
  }
}
