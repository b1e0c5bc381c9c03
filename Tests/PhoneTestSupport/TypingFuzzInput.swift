// TypingFuzzInput: the input format of the `typing` fuzz target, decoded once for the target
// (Fuzz/Targets/typing.swift, which Scripts/fuzz compiles with this file) and for the tests
// that replay its kept inputs (FuzzRegressionTests), so the two cannot read a file differently.
//
// Standard library and PhoneCore only: the fuzz build has neither Foundation nor Testing here.

import PhoneCompiler
public import PhoneCore

/// One step of a `typing` fuzz input.
public enum TypingFuzzOperation: Hashable, Sendable {
  /// 0x01: `deleteBackward()`.
  case deleteBackward
  /// 0x02 o: `moveCaret(to: o)`.
  case moveCaret(Int)
  /// 0x03 a b n s: `replace(utf16Range: min(a, b)..<max(a, b), with: s)`, s being n bytes of
  /// UTF-8 (n = the byte % 16) read leniently.
  case replace(Range<Int>, String)
  /// 0x04 a b: `deleteBackward(selection: min(a, b)..<max(a, b))`.
  case deleteSelection(Range<Int>)
  /// 0x05: `clear()`.
  case clear
  /// A scalar typed at the caret: 0x06 x y z gives (x << 16 | y << 8 | z) % 0x110000 (no
  /// step when that is not a scalar); any byte from 0x08 starts a UTF-8 scalar (U+FFFD for a
  /// malformed one, which takes only its first byte).
  case type(Unicode.Scalar)
  /// 0x07: a multi-scalar character (e + combining acute), typed into the plain formatter
  /// only.
  case typeCharacter
}

/// A `typing` fuzz input: two bytes that choose the region, then operations.
public struct TypingFuzzInput: Sendable {
  /// The two bytes that choose the region (zeros when the input is shorter).
  public var regionBytes: (UInt8, UInt8)
  public var operations: [TypingFuzzOperation]

  /// Decodes `bytes`; every byte string is an input (reads past the end give zeros).
  public init(_ bytes: [UInt8]) {
    var i = 0
    func byte() -> UInt8 {
      defer { i += 1 }
      return i < bytes.count ? bytes[i] : 0
    }
    /// A small signed offset, -8 ... 247, so ranges outside a text are tried too.
    func offset() -> Int { Int(byte()) - 8 }
    regionBytes = (byte(), byte())
    operations = []
    while i < bytes.count {
      switch byte() {
      case 0x01: operations.append(.deleteBackward)
      case 0x02: operations.append(.moveCaret(offset()))
      case 0x03:
        let (a, b) = (offset(), offset())
        let n = Int(byte() % 16)
        let end = Swift.min(i + n, bytes.count)
        let text = String(decoding: bytes[Swift.min(i, end)..<end], as: UTF8.self)
        i = end
        operations.append(.replace(Swift.min(a, b)..<Swift.max(a, b), text))
      case 0x04:
        let (a, b) = (offset(), offset())
        operations.append(.deleteSelection(Swift.min(a, b)..<Swift.max(a, b)))
      case 0x05: operations.append(.clear)
      case 0x06:
        let v = UInt32(byte()) << 16 | UInt32(byte()) << 8 | UInt32(byte())
        if let s = Unicode.Scalar(v % 0x11_0000) { operations.append(.type(s)) }
      case 0x07: operations.append(.typeCharacter)
      case let lead:
        operations.append(.type(Self.scalar(lead: lead, in: bytes, at: &i)))
      }
    }
  }

  /// The rest of a UTF-8 scalar whose first byte was `lead`, continuing at `i`.
  static func scalar(lead: UInt8, in bytes: [UInt8], at i: inout Int) -> Unicode.Scalar {
    if lead < 0x80 { return Unicode.Scalar(lead) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
    guard length > 0, i + length - 1 <= bytes.count else { return "\u{FFFD}" }
    var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
    for k in 0..<(length - 1) {
      let b = bytes[i + k]
      guard b & 0xC0 == 0x80 else { return "\u{FFFD}" }
      value = value << 6 | UInt32(b & 0x3F)
    }
    i += length - 1
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// The region the input chooses among `regions` (sorted codes): the two bytes when they
  /// name one of them (`GB`), else the one they pick by number.
  public func region(among regions: [RegionCode]) -> RegionCode {
    let (a, b) = regionBytes
    if let code = RegionCode(String(decoding: [a, b], as: UTF8.self)), regions.contains(code) {
      return code
    }
    return regions[(Int(a) << 8 | Int(b)) % regions.count]
  }
}
