// LineStream: stdin line by line, in bounded memory, however long a line is.

import Foundation

enum LineStream {
  /// Lines longer than this are cut (the rest of the line is read and dropped), so one huge
  /// line cannot take unbounded memory; every consumer treats such a line as too long anyway.
  static let maxLineBytes = 64 * 1024

  /// Calls `body` with each line of stdin (without its newline), as it arrives. Invalid UTF-8
  /// is replaced with U+FFFD.
  static func forEachLine(_ body: (String) throws -> Void) throws {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var line: [UInt8] = []
    var overflow = false
    while true {
      let n = read(0, &buffer, buffer.count)
      if n < 0 {
        if errno == EINTR { continue }
        throw UsageError(message: "cannot read standard input")
      }
      if n == 0 { break }
      var start = 0
      for i in 0..<n where buffer[i] == 10 {
        append(buffer[start..<i], to: &line, overflow: &overflow)
        try emit(&line, &overflow, body)
        start = i + 1
      }
      append(buffer[start..<n], to: &line, overflow: &overflow)
    }
    if !line.isEmpty || overflow { try emit(&line, &overflow, body) }
  }

  static func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], overflow: inout Bool) {
    let room = maxLineBytes - line.count
    if bytes.count > room {
      line.append(contentsOf: bytes.prefix(Swift.max(room, 0)))
      overflow = true
    } else {
      line.append(contentsOf: bytes)
    }
  }

  static func emit(_ line: inout [UInt8], _ overflow: inout Bool, _ body: (String) throws -> Void)
    throws
  {
    if line.last == 13 { line.removeLast() }  // CRLF
    try body(String(decoding: line, as: UTF8.self))
    line.removeAll(keepingCapacity: true)
    overflow = false
  }
}
