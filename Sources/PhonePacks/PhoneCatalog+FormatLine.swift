// PhoneCatalog+FormatLine: the line format of `phonefmt format`, from a line of UTF-8 to its
// answer line with no String in between. The CLI's line format, kept here beside the other
// answers the CLI prints (`PackCheck.answer`) because the CLI, `pack test` and the bulk/format
// benchmark all write it; the core parses and formats, and knows no line format.

import PhoneCompiler
package import PhoneCore

extension PhoneCatalog {
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
