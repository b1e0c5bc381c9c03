// KeyDecoder: the bytes a terminal sends in raw mode, decoded into key events.
//
// A terminal in raw mode sends what each key produces: UTF-8 for text, one control byte for
// Ctrl-letter, Backspace (DEL, 0x7F, or BS), Tab and Enter, and escape sequences for the
// other keys: CSI (`ESC [` parameters, a final byte: `ESC [ D` is Left, `ESC [ 3 ~` Delete)
// or SS3 (`ESC O D`, the same keys in "application cursor" mode). A bracketed paste (xterm's
// mode 2004) arrives between `ESC [ 200 ~` and `ESC [ 201 ~` and is one event, not keys.
//
// Bytes come in reads of any size, so a character or a sequence may be split between two
// reads: the decoder keeps the unfinished tail and finishes it with the next bytes. A lone
// `ESC` is the Escape key only once no more bytes follow it; the terminal loop calls
// `flush()` when the input has been idle briefly, and the pending `ESC` becomes `.escape`.
// Every byte string decodes to something defined: malformed UTF-8 is U+FFFD, sequences the
// decoder does not know are dropped, and a paste longer than `maxPasteBytes` is cut there.

/// One key press (or paste) as the `try` screen handles it.
package enum KeyEvent: Hashable, Sendable {
  /// A character to insert (a digit of any script, `+`, a letter, ...).
  case character(Unicode.Scalar)
  /// A bracketed paste: the pasted text.
  case paste(String)
  case backspace
  case delete
  case left
  case right
  case up
  case down
  case home
  case end
  case tab
  case enter
  case escape
  /// Ctrl-C.
  case interrupt
  /// Ctrl-U.
  case clear
  /// Ctrl-V.
  case pasteKey
}

/// Decodes terminal input bytes into ``KeyEvent``s, across reads.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("0\u{1B}[".utf8))   // [.character("0")]; "ESC [" waits
/// decoder.feed(Array("D".utf8))          // [.left]
/// ```
package struct KeyDecoder: Sendable {
  /// The longest paste kept, in bytes (the rest of the paste is dropped).
  package static let maxPasteBytes = 4096
  /// The longest escape sequence parsed; a longer one is dropped.
  static let maxSequenceBytes = 32

  /// Bytes of an unfinished character or escape sequence.
  private var pending: [UInt8] = []
  /// Inside a bracketed paste: the bytes pasted so far.
  private var paste: [UInt8]? = nil

  package init() {}

  /// Whether bytes wait for more input (an `ESC`, part of a character or a sequence).
  package var hasPending: Bool { !pending.isEmpty }

  /// Decodes `bytes`, following any unfinished input of earlier calls.
  /// - Complexity: O(n) in the bytes given and pending.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
    pending.append(contentsOf: bytes)
    var events: [KeyEvent] = []
    var i = 0
    while i < pending.count {
      if paste != nil {
        let (next, wait) = takePaste(from: i, into: &events)
        i = next
        if wait { break }
        continue
      }
      guard let (event, length) = decode(at: i) else { break }  // needs more bytes
      if let event { events.append(event) }
      i += length
    }
    pending.removeFirst(i)
    return events
  }

  /// The input went idle: a pending `ESC` is the Escape key (with what follows it decoded),
  /// and an unfinished character is U+FFFD. An unfinished paste stays open.
  package mutating func flush() -> [KeyEvent] {
    guard paste == nil else { return [] }
    var events: [KeyEvent] = []
    while !pending.isEmpty, paste == nil {
      // An ESC nothing followed is the Escape key; a character that will not be finished is
      // U+FFFD. Whatever follows either is decoded as usual.
      if pending[0] == 0x1B {
        events.append(.escape)
        pending.removeFirst()
      } else {
        // A character cut short: one U+FFFD for its lead byte and the continuation bytes.
        events.append(.character("\u{FFFD}"))
        let rest = pending.dropFirst().prefix { $0 & 0xC0 == 0x80 }
        pending.removeFirst(1 + rest.count)
      }
      events += feed([])
    }
    return events
  }

  /// Moves paste bytes from `start` up to the end marker, or up to a possible start of the
  /// marker that needs more bytes; returns where decoding goes on and whether it must wait.
  private mutating func takePaste(from start: Int, into events: inout [KeyEvent]) -> (Int, Bool) {
    let end = Array("\u{1B}[201~".utf8)
    var i = start
    while i < pending.count {
      if pending[i] == 0x1B {
        let available = min(end.count, pending.count - i)
        if pending[i..<(i + available)].elementsEqual(end[0..<available]) {
          guard available == end.count else { return (i, true) }  // the marker, split
          events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
          paste = nil
          return (i + end.count, false)
        }
      }
      if paste!.count < Self.maxPasteBytes { paste!.append(pending[i]) }
      i += 1
    }
    return (i, false)
  }

  /// The event at `i` and its length in bytes (a nil event for bytes that mean nothing), or
  /// nil when the bytes at `i` are the start of something unfinished.
  private mutating func decode(at i: Int) -> (KeyEvent?, Int)? {
    let b = pending[i]
    switch b {
    case 0x1B: return decodeEscape(at: i)
    case 0x03: return (.interrupt, 1)
    case 0x01: return (.home, 1)  // Ctrl-A, as in Emacs and readline
    case 0x05: return (.end, 1)  // Ctrl-E
    case 0x02: return (.left, 1)  // Ctrl-B
    case 0x06: return (.right, 1)  // Ctrl-F
    case 0x04: return (.delete, 1)  // Ctrl-D
    case 0x08, 0x7F: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x0A, 0x0D: return (.enter, 1)
    case 0x15: return (.clear, 1)
    case 0x16: return (.pasteKey, 1)
    case 0x00..<0x20: return (nil, 1)  // other control bytes mean nothing here
    default: return decodeUTF8(at: i)
    }
  }

  /// One UTF-8 character at `i`; U+FFFD for a malformed one (one byte consumed).
  private func decodeUTF8(at i: Int) -> (KeyEvent?, Int)? {
    let b = pending[i]
    let length: Int
    switch b {
    case 0x00..<0x80: return (.character(Unicode.Scalar(b)), 1)
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return (.character("\u{FFFD}"), 1)
    }
    let available = pending.count - i
    for k in 1..<min(length, available) where pending[i + k] & 0xC0 != 0x80 {
      return (.character("\u{FFFD}"), 1)
    }
    guard available >= length else { return nil }
    var decoder = UTF8()
    var iterator = pending[i..<(i + length)].makeIterator()
    if case .scalarValue(let s) = decoder.decode(&iterator) { return (.character(s), length) }
    return (.character("\u{FFFD}"), length)  // an overlong form or a surrogate
  }

  /// An escape sequence at `i` (which holds ESC).
  private mutating func decodeEscape(at i: Int) -> (KeyEvent?, Int)? {
    guard i + 1 < pending.count else { return nil }
    let introducer = pending[i + 1]
    if introducer == UInt8(ascii: "O") {
      guard i + 2 < pending.count else { return nil }
      let key: KeyEvent? =
        switch pending[i + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
      return (key, 3)
    }
    guard introducer == UInt8(ascii: "[") else {
      // ESC and an ordinary byte (Alt-key, or Esc typed just before it): Escape, then the
      // byte decoded on its own.
      return (.escape, 1)
    }
    // CSI: parameter and intermediate bytes (0x20–0x3F), then a final byte (0x40–0x7E).
    var j = i + 2
    while j < pending.count, (0x20...0x3F).contains(pending[j]) {
      j += 1
      if j - i > Self.maxSequenceBytes { return (nil, j - i) }
    }
    guard j < pending.count else { return nil }
    let final = pending[j]
    let length = j - i + 1
    guard (0x40...0x7E).contains(final) else { return (nil, j - i) }  // broken: drop it
    let parameters = String(decoding: pending[(i + 2)..<j], as: UTF8.self)
    let first = parameters.split(separator: ";").first.map(String.init) ?? ""
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    case UInt8(ascii: "H"): return (.home, length)
    case UInt8(ascii: "F"): return (.end, length)
    case UInt8(ascii: "~"):
      switch first {
      case "1", "7": return (.home, length)
      case "4", "8": return (.end, length)
      case "3": return (.delete, length)
      case "200":
        paste = []
        return (nil, length)
      default: return (nil, length)
      }
    default: return (nil, length)
    }
  }
}
