// NumberFormatter+Lines: a line of UTF-8 in, its answer out, with no String in between: what
// `phonefmt format` runs per line, and what the bulk/format benchmark times.

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

  /// One line of `phonefmt format`: the line's number written in `style`, or `error: REASON`,
  /// then a newline, appended to `output`. Returns false for an error line.
  ///
  /// ```swift
  /// var out: [UInt8] = []
  /// "020 7946 0958".utf8.withContiguousStorageIfAvailable {
  ///   catalog.formatLine($0, region: RegionCode("GB"), style: .e164, into: &out)
  /// }  // out: "+442079460958\n"
  /// ```
  /// - Complexity: O(line length); no allocation once `output` has room.
  @discardableResult
  package func formatLine(
    _ line: UnsafeBufferPointer<UInt8>, region: RegionCode?, style: NumberStyle,
    into output: inout [UInt8]
  ) -> Bool {
    do throws(ParseError) {
      let number = try parse(utf8: line, region: region)
      try requireFormats(number, style: style)
      format(number, style: style, into: &output)
      output.append(10)
      return true
    } catch {
      output.append(contentsOf: "error: ".utf8)
      output.append(contentsOf: error.rawValue.utf8)
      output.append(10)
      return false
    }
  }
}
