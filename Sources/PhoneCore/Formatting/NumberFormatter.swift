// NumberFormatter: a parsed number written as E.164, international, national or RFC 3966.
//
// The text is written once, into a buffer on the stack, and handed on from there:
// `format(_:style:into:)` appends it to the caller's byte array (what `phonefmt format` streams
// from) and the `String` API makes the string from it (no allocation up to 15 bytes, one
// above). The body goes through `CompiledFormat.renderNumber`, the one render function of
// complete numbers, as UTF-16 code units (the unit the format pieces are stored in).

/// How to write a complete number.
public enum NumberStyle: String, Hashable, Sendable, CaseIterable {
  /// `+442079460958`
  case e164
  /// `+44 20 7946 0958`
  case international
  /// `020 7946 0958`
  case national
  /// `tel:+44-20-7946-0958`
  case rfc3966
}

extension PhoneCatalog {
  /// Writes a number in a style, as libphonenumber's `format_number` does.
  ///
  /// ```swift
  /// catalog.format(try catalog.parse("020 7946 0958", region: RegionCode("GB")), style: .international)
  /// // "+44 20 7946 0958"
  /// ```
  /// The format is the first of the calling code's formats (international ones for the
  /// international styles, when the region has them) whose last leading-digits pattern and
  /// whose pattern match, found in one pass of the format automaton. The calling code's
  /// formats are its main region's, except for a number of a region with formats of its own
  /// (`compiled(for:)`). Numbers no format fits are written as their digits, and so are
  /// numbers whose formats do not compile (`format(_:region:style:)` throws
  /// `ParseError.rulesDoNotCompile` for those).
  /// - Complexity: O(digits); one allocation when the text is longer than 15 bytes.
  public func format(_ number: PhoneNumber, style: NumberStyle) -> String {
    withFormatted(number, style: style, Self.string(utf8:))
      ?? String(decoding: formattedBytes(number, style: style), as: UTF8.self)
  }

  /// A string of the UTF-8 `bytes` (what `write` made, so valid): the string's storage is
  /// filled in place, which for the small strings of most numbers costs half of what
  /// `String(decoding:as:)` does (format/international spent 150 instructions a number there).
  static func string(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { out in
      guard let source = bytes.baseAddress, let target = out.baseAddress else { return 0 }
      target.update(from: source, count: bytes.count)
      return bytes.count
    }
  }

  /// Appends the number written in a style to `output` as UTF-8, as `format(_:style:)` writes
  /// it: what streams numbers out (`phonefmt format`) without a `String` per number.
  ///
  /// ```swift
  /// var line: [UInt8] = []
  /// catalog.format(number, style: .e164, into: &line)   // line == Array("+442079460958".utf8)
  /// ```
  /// - Complexity: O(digits); no allocation once `output` has room.
  public func format(_ number: PhoneNumber, style: NumberStyle, into output: inout [UInt8]) {
    let done: Void? = withFormatted(number, style: style) { output.append(contentsOf: $0) }
    if done == nil { output.append(contentsOf: formattedBytes(number, style: style)) }
  }

  /// The number written in a style, as UTF-8 in a buffer on the stack for `body`; nil when it
  /// does not fit there (a number made by hand with a huge national number or extension).
  func withFormatted<R>(
    _ number: PhoneNumber, style: NumberStyle, _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer -> R? in
      var out = UTF8Output(FixedBytes(buffer))
      write(number, style: style, to: &out)
      guard !out.bytes.overflowed else { return nil }
      return body(UnsafeBufferPointer(rebasing: buffer[0..<out.bytes.count]))
    }
  }

  /// The number written in a style, as UTF-8 in an array (any length).
  func formattedBytes(_ number: PhoneNumber, style: NumberStyle) -> [UInt8] {
    var out = UTF8Output([UInt8]())
    write(number, style: style, to: &out)
    return out.bytes
  }

  /// Parses text and writes it in a style.
  /// - Throws: `ParseError` when the text is not a phone number, `.rulesDoNotCompile` when
  ///   the formats of its calling code do not compile.
  public func format(_ text: String, region: RegionCode?, style: NumberStyle) throws(ParseError)
    -> String
  {
    let number = try parse(text, region: region)
    try requireFormats(number, style: style)
    return format(number, style: style)
  }

  /// Throws `.rulesDoNotCompile` when `style` needs the formats of the number's calling code
  /// and they do not compile (or the international list, read from a table file when first
  /// asked, is damaged); `write` would write the digits alone then.
  package func requireFormats(_ number: PhoneNumber, style: NumberStyle) throws(ParseError) {
    guard style != .e164 else { return }
    let rules: CompiledRegion?
    do { rules = try compiled(for: number) } catch { throw .rulesDoNotCompile }
    if style != .national, let rules {
      do { _ = try rules.international() } catch { throw .rulesDoNotCompile }
    }
  }

  /// Parses text and appends it, written in a style, to `output` as UTF-8 (nothing is appended
  /// when the text is not a phone number).
  /// - Throws: `ParseError` when the text is not a phone number.
  public func format(
    _ text: String, region: RegionCode?, style: NumberStyle, into output: inout [UInt8]
  ) throws(ParseError) {
    let number = try parse(text, region: region)
    try requireFormats(number, style: style)
    format(number, style: style, into: &output)
  }

  /// Writes the number in a style as UTF-16 code units.
  func write(_ number: PhoneNumber, style: NumberStyle, to out: inout some FormatOutput) {
    if style == .e164 {
      out.append(0x2B)  // +
      out.appendDecimal(number.callingCode.rawValue)
      number.writeNationalNumber(to: &out)
      return
    }
    // Formats that do not compile: the digits (the text entry points throw
    // `.rulesDoNotCompile` instead, `requireFormats`).
    guard let compiled = try? compiled(for: number) else {
      number.writeNationalNumber(to: &out)
      return
    }
    switch style {
    case .international:
      out.append(0x2B)
      out.appendDecimal(number.callingCode.rawValue)
      out.append(0x20)
    case .rfc3966:
      out.appendText("tel:+")
      out.appendDecimal(number.callingCode.rawValue)
      out.append(0x2D)
    case .national, .e164:
      break
    }
    if style == .rfc3966 {
      var body = RFC3966Separators(base: out)
      writeBody(number, style: style, compiled: compiled, to: &body)
      body.finish()
      out = body.base
    } else {
      writeBody(number, style: style, compiled: compiled, to: &out)
    }
    if let ext = number.extensionNumber {
      if style == .rfc3966 {
        out.appendText(";ext=")
      } else {
        out.appendText(compiled.region.preferredExtensionPrefix ?? " ext. ")
      }
      out.appendText(ext)
    }
  }

  /// The national number through its format (or as its digits when no format fits).
  private func writeBody(
    _ number: PhoneNumber, style: NumberStyle, compiled: CompiledRegion,
    to out: inout some FormatOutput
  ) {
    let written: Bool
    if style != .national, compiled.hasInternationalFormats {
      // A damaged international list (a table file's): the digits, as for formats that do not
      // compile (`requireFormats` throws for it).
      guard let international = try? compiled.international() else {
        number.writeNationalNumber(to: &out)
        return
      }
      written = Self.writeBody(
        number, style: style, formats: international.formats,
        automaton: international.automaton, to: &out)
    } else {
      written = Self.writeBody(
        number, style: style, formats: compiled.nationalFormats,
        automaton: compiled.nationalAutomaton, to: &out)
    }
    if !written { number.writeNationalNumber(to: &out) }
  }

  /// `writeBody` with the list chosen: false when no format of it fits (nothing is written
  /// then). The list is passed borrowed, each part once: taking it into variables of the
  /// caller cost a retain and a release per part and number.
  private static func writeBody(
    _ number: PhoneNumber, style: NumberStyle, formats: [CompiledFormat],
    automaton: FormatAutomaton, to out: inout some FormatOutput
  ) -> Bool {
    number.withDigits { digits -> Bool in
      guard digits.count <= CompiledFormat.maxNationalLength else { return false }
      // The automaton's own table, walked with its cell width settled once (24 instructions a
      // number fewer than the automaton's `state(after:)`, which settles it at every digit).
      let state = automaton.transitions.state(after: digits, from: automaton.start)
      let fits = automaton.survivors(state, length: Int.max / 2)
        .intersection(automaton.complete(state))
      guard let first = fits.first, first < formats.count else { return false }
      return render(formats[first], national: style == .national, digits: digits, to: &out)
    }
  }

  /// `digits` through `format`'s pieces (national-style ones with `national`): false when
  /// nothing was written. The format and its pieces are read where they are (binding them to
  /// variables cost a retain and a release each per number).
  private static func render(
    _ format: CompiledFormat, national: Bool, digits: UnsafeBufferPointer<UInt8>,
    to out: inout some FormatOutput
  ) -> Bool {
    var counted = CountingOutput(base: out)
    if national {
      _ = CompiledFormat.renderNumber(
        format.nationalStylePieces, of: format, digits: digits, into: &counted)
    } else {
      _ = CompiledFormat.renderNumber(format.pieces, of: format, digits: digits, into: &counted)
    }
    out = counted.base
    return counted.count > 0
  }
}

/// Where rendered text goes, one UTF-16 code unit at a time (an `[UInt16]` is one).
package protocol FormatOutput {
  mutating func append(_ unit: UInt16)
  /// A literal piece's units.
  mutating func append(units: [UInt16])
  /// ASCII bytes, one unit each (a byte sink copies them as they are).
  mutating func append(ascii: UnsafeBufferPointer<UInt8>)
  /// Digit values (0...9), as ASCII digits: a group of a rendered number.
  mutating func append(digitValues: UnsafeBufferPointer<UInt8>)
}

extension Array: FormatOutput where Element == UInt16 {
  @inline(__always) package mutating func append(units: [UInt16]) { append(contentsOf: units) }
}

extension FormatOutput {
  package mutating func append(units: [UInt16]) {
    for u in units { append(u) }
  }

  package mutating func append(ascii: UnsafeBufferPointer<UInt8>) {
    for b in ascii { append(UInt16(b)) }
  }

  package mutating func append(digitValues: UnsafeBufferPointer<UInt8>) {
    for d in digitValues { append(UInt16(48 &+ d)) }
  }

  /// The UTF-16 units of `text` (ASCII digits, in practice: read as UTF-8 bytes then).
  mutating func appendText(_ text: String) {
    // The UTF-8 bytes are read in place (a small string's are inline): no copy, and no
    // index arithmetic per byte, which iterating `text.utf8` costs (a third of
    // `phonefmt format --style e164`'s instructions went there).
    let ascii: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
      for b in bytes where b >= 0x80 { return false }
      append(ascii: bytes)
      return true
    }
    if ascii == true { return }
    for u in text.utf16 { append(u) }
  }

  /// A non-negative number in decimal.
  mutating func appendDecimal(_ value: Int) {
    if value >= 0 && value < 1000 {  // every calling code
      if value >= 100 { append(UInt16(48 + value / 100)) }
      if value >= 10 { append(UInt16(48 + value / 10 % 10)) }
      append(UInt16(48 + value % 10))
      return
    }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = Swift.max(value, 0)
    while divisor > 0 {
      append(UInt16(48 + rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}

/// Bytes written in order: an array, or a fixed buffer.
protocol ByteOutput {
  mutating func put(_ byte: UInt8)
  mutating func put(contentsOf bytes: UnsafeBufferPointer<UInt8>)
  /// Digit values (0...9) as ASCII digits.
  mutating func put(digitValues: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteOutput where Element == UInt8 {
  @inline(__always) mutating func put(_ byte: UInt8) { append(byte) }
  @inline(__always) mutating func put(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    append(contentsOf: bytes)
  }
  mutating func put(digitValues: UnsafeBufferPointer<UInt8>) {
    reserveCapacity(count + digitValues.count)
    for d in digitValues { append(d &+ 48) }
  }
}

/// A fixed buffer filled from the start; what does not fit is dropped and noted.
struct FixedBytes: ByteOutput {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var count = 0
  var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

  @inline(__always) mutating func put(_ byte: UInt8) {
    guard count < buffer.count else {
      overflowed = true
      return
    }
    buffer[count] = byte
    count += 1
  }

  mutating func put(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= buffer.count - count else {
      for b in bytes { put(b) }
      return
    }
    guard let source = bytes.baseAddress else { return }
    (buffer.baseAddress! + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// One bounds check for the group, then a store per digit.
  @inline(__always) mutating func put(digitValues: UnsafeBufferPointer<UInt8>) {
    guard digitValues.count <= buffer.count &- count else {
      for d in digitValues { put(d &+ 48) }
      return
    }
    for i in 0..<digitValues.count { buffer[count &+ i] = digitValues[i] &+ 48 }
    count &+= digitValues.count
  }
}

/// UTF-16 code units in, UTF-8 bytes out (a lone surrogate becomes U+FFFD, as `String` does).
struct UTF8Output<Bytes: ByteOutput>: FormatOutput {
  var bytes: Bytes
  private var highSurrogate: UInt16 = 0

  init(_ bytes: Bytes) { self.bytes = bytes }

  mutating func append(ascii: UnsafeBufferPointer<UInt8>) {
    guard highSurrogate == 0 else {
      for b in ascii { append(UInt16(b)) }
      return
    }
    bytes.put(contentsOf: ascii)
  }

  @inline(__always) mutating func append(digitValues: UnsafeBufferPointer<UInt8>) {
    guard highSurrogate == 0 else {
      for d in digitValues { append(UInt16(48 &+ d)) }
      return
    }
    bytes.put(digitValues: digitValues)
  }

  @inline(__always) mutating func append(units: [UInt16]) {
    units.withUnsafeBufferPointer { units in
      for u in units { append(u) }
    }
  }

  @inline(__always) mutating func append(_ unit: UInt16) {
    if unit < 0x80 && highSurrogate == 0 {
      bytes.put(UInt8(truncatingIfNeeded: unit))
      return
    }
    appendSlow(unit)
  }

  private mutating func appendSlow(_ unit: UInt16) {
    if highSurrogate != 0 {
      let high = highSurrogate
      highSurrogate = 0
      if unit >= 0xDC00 && unit <= 0xDFFF {
        let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
        put(scalar)
        return
      }
      put(0xFFFD)
    }
    if unit >= 0xD800 && unit <= 0xDBFF {
      highSurrogate = unit
    } else if unit >= 0xDC00 && unit <= 0xDFFF {
      put(0xFFFD)
    } else {
      put(UInt32(unit))
    }
  }

  private mutating func put(_ scalar: UInt32) {
    for b in UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")! { bytes.put(b) }
  }
}

/// Counts the units passed on.
struct CountingOutput<Base: FormatOutput>: FormatOutput {
  var base: Base
  var count = 0

  @inline(__always) mutating func append(_ unit: UInt16) {
    count += 1
    base.append(unit)
  }

  // The bulk appends are passed on whole: one call per group or literal instead of one per
  // unit (a fifth of format/international's instructions went to the unit-by-unit loop).
  @inline(__always) mutating func append(units: [UInt16]) {
    count += units.count
    base.append(units: units)
  }

  @inline(__always) mutating func append(ascii: UnsafeBufferPointer<UInt8>) {
    count += ascii.count
    base.append(ascii: ascii)
  }

  @inline(__always) mutating func append(digitValues: UnsafeBufferPointer<UInt8>) {
    count += digitValues.count
    base.append(digitValues: digitValues)
  }
}

/// RFC 3966 writes separators as single dashes and drops a leading one.
struct RFC3966Separators<Base: FormatOutput>: FormatOutput {
  var base: Base
  private var inSeparator = false
  private var wroteAny = false

  init(base: Base) { self.base = base }

  mutating func append(_ unit: UInt16) {
    if TextScanner.isPunctuation(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}") {
      inSeparator = true
      return
    }
    if inSeparator && wroteAny { base.append(0x2D) }
    inSeparator = false
    wroteAny = true
    base.append(unit)
  }

  /// A separator at the end is written as a dash (when something came before it).
  mutating func finish() {
    if inSeparator && wroteAny { base.append(0x2D) }
    inSeparator = false
  }
}
