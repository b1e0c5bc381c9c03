// StrictJSON: the JSON reader of rule packs: RFC 8259 exactly, with positions and JSON paths.
//
// Packs come from other teams, so the reader sits on the trust boundary and refuses what
// JSON parsers disagree on instead of guessing: a trailing comma (`"maxDigits": 9,}`), a key
// given twice in one object (`"operation": "add", "operation": "replace"`: which one counts
// depends on the parser), bytes that are not UTF-8, unpaired surrogate escapes, control
// characters in strings, numbers outside the range of a Double, and anything after the value.
// Every error names the byte offset, the line and column (1-based; columns count Unicode
// scalars) and the JSON path of the value being read (`$.formats[2].pattern`), so that
// `PACK/FILE: JSON.PATH: message` points at the place.
//
// The reader is a recursive-descent parser over the bytes, one pass after a UTF-8 check; it
// nests at most `maxDepth` arrays and objects (no stack overflow on `[[[[...`), and its work is
// linear in the input.

/// A JSON value as a pack file holds it.
package enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys are unique (the reader refuses duplicates); order is not kept.
  case object([String: JSONValue])

  package var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  package var array: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  package var object: [String: JSONValue]? {
    if case .object(let o) = self { return o }
    return nil
  }

  /// The value of a number that is a whole number in `Int`'s range (`3`, `3.0`, `3e0`).
  package var integer: Int? {
    if case .number(let d) = self { return Int(exactly: d) }
    return nil
  }
}

/// Where and why a file is not JSON this reader accepts.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Offset of the offending byte from the start of the file, from 0.
  public var offset: Int
  /// Line of that byte, from 1.
  public var line: Int
  /// Column of that byte in its line, from 1, in Unicode scalars.
  public var column: Int
  /// The value being read when the error was found: `$`, `$.formats[0]`.
  public var jsonPath: String
  public var reason: String

  /// `trailing comma before '}' at line 3, column 18 (byte 40)`.
  public var description: String {
    "\(reason) at line \(line), column \(column) (byte \(offset))"
  }
}

/// Reads JSON strictly; see the top of this file for what it refuses.
///
/// ```swift
/// let value = try StrictJSON.parse(Array(#"{"region": "EA"}"#.utf8))
/// value.object?["region"]?.string  // "EA"
/// ```
/// - Complexity: O(n) in the bytes.
package enum StrictJSON {
  /// Arrays and objects nested deeper than this are refused.
  package static let maxDepth = 256

  /// The value `bytes` hold.
  /// - Throws: `JSONSyntaxError` with the position and JSON path of the first problem.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var reader = StrictJSONReader(bytes: bytes)
    try reader.checkUTF8()
    // A byte order mark may start the file (RFC 8259 lets parsers ignore it).
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    if reader.index < bytes.count {
      throw reader.error("unexpected \(reader.describeByte()) after the value")
    }
    return value
  }

  /// Where the value at `jsonPath` starts in `bytes` (1-based line and column), or, when the
  /// text has no such value (a field left out), where the nearest value around it starts;
  /// nil when the text does not parse that far. What an error message about a value names.
  package static func location(of jsonPath: String, in bytes: [UInt8]) -> (line: Int, column: Int)?
  {
    var reader = StrictJSONReader(bytes: bytes)
    reader.starts = [:]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    _ = try? reader.value(depth: 0)  // what parsed before an error is still located
    var path = Substring(jsonPath)
    while true {
      if let offset = reader.starts?[String(path)] {
        let at = reader.error("", at: offset)
        return (at.line, at.column)
      }
      guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
      path = path[..<cut]
    }
  }
}

/// The parser's position and the path of the value it is reading.
struct StrictJSONReader {
  let bytes: [UInt8]
  var index = 0
  /// Path components: `.key` or `[i]`.
  var path: [String] = []
  /// Where each value starts, by JSON path, when asked for (`StrictJSON.location`).
  var starts: [String: Int]?

  init(bytes: [UInt8]) { self.bytes = bytes }

  var jsonPath: String { "$" + path.joined() }

  /// An error at `offset` (default: the current byte).
  func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
    let at = min(offset ?? index, bytes.count)
    var line = 1
    var column = 1
    for b in bytes[..<at] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1  // a scalar's first byte
      }
    }
    return JSONSyntaxError(
      offset: at, line: line, column: column, jsonPath: jsonPath, reason: reason)
  }

  /// The first byte that is not part of well-formed UTF-8 (overlong forms, surrogates and
  /// values above U+10FFFF included) is an error at that byte.
  mutating func checkUTF8() throws(JSONSyntaxError) {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch b {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: throw error("invalid UTF-8 byte 0x\(hex(b))", at: i)
      }
      for k in 1..<length {
        guard i + k < bytes.count else {
          throw error("UTF-8 sequence cut short by the end of the file", at: i + k)
        }
        let c = bytes[i + k]
        let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
        guard c >= lo && c <= hi else { throw error("invalid UTF-8 byte 0x\(hex(c))", at: i + k) }
      }
      i += length
    }
  }

  func hex(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
  }

  /// `'x'`, `end of file`, or the byte in hex.
  func describeByte(at offset: Int? = nil) -> String {
    let at = offset ?? index
    guard at < bytes.count else { return "end of file" }
    let b = bytes[at]
    if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    if b == 0x20 { return "space" }
    if b >= 0x80 {
      // The scalar that starts here (the input is valid UTF-8).
      var end = at + 1
      while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
      return "'\(String(decoding: bytes[at..<end], as: UTF8.self))'"
    }
    return "byte 0x\(hex(b))"
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
    if starts != nil {
      let key = jsonPath
      starts?[key] = index
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected \(describeByte()); expected a value")
    }
  }

  mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let w = Array(word.utf8)
    guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
      throw error("unexpected \(describeByte()); expected a value")
    }
    index += w.count
    return value
  }

  mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    if depth > StrictJSON.maxDepth {
      throw error("arrays and objects nested deeper than \(StrictJSON.maxDepth)")
    }
    index += 1  // {
    var members: [String: JSONValue] = [:]
    var keyOffsets: [String: Int] = [:]
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object([:])
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeByte()); expected a key in double quotes")
      }
      let keyOffset = index
      let key = try string()
      path.append(".\(key)")
      if let first = keyOffsets[key] {
        let at = error("", at: first)
        throw error(
          "duplicate key \"\(key)\" (first at line \(at.line), column \(at.column))",
          at: keyOffset)
      }
      keyOffsets[key] = keyOffset
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeByte()); expected ':' after the key")
      }
      index += 1
      skipWhitespace()
      members[key] = try value(depth: depth)
      skipWhitespace()
      guard index < bytes.count else {
        throw error("unexpected end of file; expected ',' or '}'")
      }
      let c = bytes[index]
      if c == UInt8(ascii: "}") {
        path.removeLast()
        index += 1
        return .object(members)
      }
      guard c == UInt8(ascii: ",") else {
        throw error("unexpected \(describeByte()); expected ',' or '}'")
      }
      let comma = index
      index += 1
      path.removeLast()
      skipWhitespace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
        throw error("trailing comma before '}'", at: comma)
      }
    }
  }

  mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    if depth > StrictJSON.maxDepth {
      throw error("arrays and objects nested deeper than \(StrictJSON.maxDepth)")
    }
    index += 1  // [
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    while true {
      path.append("[\(items.count)]")
      skipWhitespace()
      items.append(try value(depth: depth))
      skipWhitespace()
      guard index < bytes.count else {
        throw error("unexpected end of file; expected ',' or ']'")
      }
      let c = bytes[index]
      if c == UInt8(ascii: "]") {
        path.removeLast()
        index += 1
        return .array(items)
      }
      guard c == UInt8(ascii: ",") else {
        throw error("unexpected \(describeByte()); expected ',' or ']'")
      }
      let comma = index
      index += 1
      path.removeLast()
      skipWhitespace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
        throw error("trailing comma before ']'", at: comma)
      }
    }
  }

  /// A string; `index` is at its opening quote.
  mutating func string() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    var out: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw error("unterminated string (it starts at byte \(start))")
      }
      let b = bytes[index]
      switch b {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &out)
      case 0x00..<0x20:
        throw error("control character \(describeByte()) in a string; write it as an escape")
      default:
        out.append(b)
        index += 1
      }
    }
  }

  /// One escape sequence; `index` is at its backslash.
  mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
    let start = index
    index += 1
    guard index < bytes.count else { throw error("unterminated string") }
    let c = bytes[index]
    index += 1
    let simple: UInt8?
    switch c {
    case UInt8(ascii: "\""): simple = 0x22
    case UInt8(ascii: "\\"): simple = 0x5C
    case UInt8(ascii: "/"): simple = 0x2F
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): simple = nil
    default: throw error("invalid escape '\\\(describeByte(at: index - 1))'", at: start)
    }
    if let simple {
      out.append(simple)
      return
    }
    var scalar = try hex4(escapeAt: start)
    if (0xDC00...0xDFFF).contains(scalar) {
      throw error("unpaired surrogate escape", at: start)
    }
    if (0xD800...0xDBFF).contains(scalar) {
      guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("unpaired surrogate escape", at: start) }
      let second = index
      index += 2
      let low = try hex4(escapeAt: second)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error("unpaired surrogate escape", at: start)
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let s = Unicode.Scalar(scalar) else { throw error("invalid escape", at: start) }
    out.append(contentsOf: Array(String(Character(s)).utf8))
  }

  mutating func hex4(escapeAt start: Int) throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else {
      throw error("\\u needs four hexadecimal digits", at: start)
    }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      let d: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
      default: throw error("\\u needs four hexadecimal digits", at: start)
      }
      v = v << 4 | UInt32(d)
      index += 1
    }
    return v
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
      return index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let n = digits()
    if n == 0 { throw error("unexpected \(describeByte()); expected a digit") }
    if n > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      throw error("a number may not start with 0", at: integerStart)
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits() == 0 { throw error("unexpected \(describeByte()); expected a digit") }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      if digits() == 0 { throw error("unexpected \(describeByte()); expected a digit") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("number \(text) is out of range", at: start)
    }
    return .number(value)
  }
}
