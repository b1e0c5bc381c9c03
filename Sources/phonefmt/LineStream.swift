// LineStream: stdin line by line in bounded memory, and stdout written in blocks.

import Foundation

/// Standard output collected into blocks. Lines are gathered while input is at hand and
/// written before the tool waits for more input, so answers stream to an interactive caller
/// while a file of a million lines costs a few hundred writes, not a million.
struct OutputBuffer {
  private var bytes: [UInt8] = []

  mutating func line(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    bytes.append(10)
    if bytes.count >= 64 * 1024 { flush() }
  }

  /// Lets `write` append bytes (whole lines, newline included) to the block in place, with no
  /// `String` in between.
  mutating func append<Result>(_ body: (inout [UInt8]) -> Result) -> Result {
    let result = body(&bytes)
    if bytes.count >= 64 * 1024 { flush() }
    return result
  }

  mutating func flush() {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        break  // stdout closed: nothing more can be said
      }
      offset += n
    }
    bytes.removeAll(keepingCapacity: true)
  }
}

enum LineStream {
  /// Lines longer than this are cut (the rest of the line is read and dropped), so one huge
  /// line cannot take unbounded memory; every consumer treats such a line as too long anyway.
  static let maxLineBytes = 64 * 1024

  /// Calls `body` with each line of stdin (without its newline, CR or LF), as it arrives, and
  /// an output buffer flushed whenever the input read so far has been answered. Invalid UTF-8
  /// is replaced with U+FFFD.
  static func forEachLine(_ body: (String, inout OutputBuffer) throws -> Void) throws {
    try forEachLineBytes { line, out in try body(String(decoding: line, as: UTF8.self), &out) }
  }

  /// `forEachLine` with each line as its bytes (valid UTF-8 or not), for commands that read
  /// them without making a `String` (`phonefmt format`).
  static func forEachLineBytes(
    _ body: (UnsafeBufferPointer<UInt8>, inout OutputBuffer) throws -> Void
  ) throws {
    var out = OutputBuffer()
    defer { out.flush() }
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
      try buffer.withUnsafeBufferPointer { block in
        let base = block.baseAddress!
        var start = 0
        while start < n, let newline = memchr(base + start, 10, n - start) {
          let i = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
          if line.isEmpty && !overflow {
            // The whole line is in this block: answered from it, not copied.
            var end = Swift.min(i, start + maxLineBytes)
            if end > start && base[end - 1] == 13 { end -= 1 }  // CRLF
            try body(UnsafeBufferPointer(start: base + start, count: end - start), &out)
          } else {
            append(UnsafeBufferPointer(rebasing: block[start..<i]), to: &line, overflow: &overflow)
            try emit(&line, &overflow, &out, body)
          }
          start = i + 1
        }
        append(UnsafeBufferPointer(rebasing: block[start..<n]), to: &line, overflow: &overflow)
      }
      out.flush()
    }
    if !line.isEmpty || overflow { try emit(&line, &overflow, &out, body) }
  }

  static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, to line: inout [UInt8], overflow: inout Bool
  ) {
    let room = maxLineBytes - line.count
    if bytes.count > room {
      line.append(contentsOf: bytes.prefix(Swift.max(room, 0)))
      overflow = true
    } else {
      line.append(contentsOf: bytes)
    }
  }

  static func emit(
    _ line: inout [UInt8], _ overflow: inout Bool, _ out: inout OutputBuffer,
    _ body: (UnsafeBufferPointer<UInt8>, inout OutputBuffer) throws -> Void
  ) throws {
    if line.last == 13 { line.removeLast() }  // CRLF
    try line.withUnsafeBufferPointer { try body($0, &out) }
    line.removeAll(keepingCapacity: true)
    overflow = false
  }
}
