// PatternCoding: a parsed digit pattern (`DigitPattern`) as bytes, so that what runs at run time
// (table files, the shipped data) reads a pattern's syntax tree without parsing its text.
//
// A pattern is written in prefix order, a tag byte per node, then the node's numbers (LEB128
// varints) and its children:
//
//   tag          node                         then
//   0x00         .empty
//   0x01         .endAnchor  (`$`)
//   0x02         .digits(.all)  (`\d`)
//   0x03         .digits(set)                 the set's bits (varint, below 0x400)
//   0x04         .concat                      count, the items
//   0x05         .alternation                 count, the branches
//   0x06         .group, capturing            the inner pattern
//   0x07         .group, non-capturing        the inner pattern
//   0x08         .repetition {min,max}        min, max + 1 (0: unbounded), the inner pattern
//   0x09         .repetition {n}              n, the inner pattern
//   0x10 + d     .digits(.single(d)), d 0–9
//
// A capturing group's number is not written: groups are numbered as the parser numbers them, in
// the order they open (prefix order), so the reader numbers them again as it meets them.
//
// `\d{3}` is three bytes (`09 03 02`), `(\d{3})(\d{4})` ten. The reader checks what the parser
// checks (repetition counts up to `DigitPattern.maxRepetition`, min not above max, `$` never
// repeated), bounds the nesting (`maxDepth`, so that no byte string makes it, or the reference
// matcher after it, recurse without bound), and reads every count against the bytes left; bad
// bytes give a `TableFileError`, never a trap.

extension DigitPattern {
  /// The deepest nesting of nodes the reader accepts: above what the parser's 100 nested groups
  /// give (a group, an alternation, a concatenation and a repetition per level at most).
  static let maxDepth = 512

  package enum Tag {
    package static let empty: UInt8 = 0x00
    package static let endAnchor: UInt8 = 0x01
    package static let anyDigit: UInt8 = 0x02
    package static let digitSet: UInt8 = 0x03
    package static let concat: UInt8 = 0x04
    package static let alternation: UInt8 = 0x05
    package static let capture: UInt8 = 0x06
    package static let group: UInt8 = 0x07
    package static let repetition: UInt8 = 0x08
    package static let exactRepetition: UInt8 = 0x09
    package static let singleDigit: UInt8 = 0x10
  }

  /// Reads a pattern written by `encoded`, all of `bytes`.
  /// - Throws: `TableFileError` when the bytes are not one pattern.
  package init(encoded bytes: [UInt8]) throws(TableFileError) {
    var r = ByteReader(bytes)
    self = try r.digitPattern()
    guard r.remaining == 0 else {
      throw .corrupt(offset: r.offset, reason: "bytes after a pattern")
    }
  }
}

extension ByteReader {
  /// A pattern written by `ByteWriter.digitPattern`, checked.
  mutating func digitPattern() throws(TableFileError) -> DigitPattern {
    var captures = 0
    return try digitPattern(depth: 0, captures: &captures)
  }

  private mutating func digitPattern(depth: Int, captures: inout Int) throws(TableFileError)
    -> DigitPattern
  {
    typealias Tag = DigitPattern.Tag
    let at = offset
    guard depth < DigitPattern.maxDepth else {
      throw .corrupt(offset: at, reason: "a pattern nested too deeply")
    }
    let tag = try u8()
    switch tag {
    case Tag.empty: return .empty
    case Tag.endAnchor: return .endAnchor
    case Tag.anyDigit: return .digits(.all)
    case Tag.singleDigit..<(Tag.singleDigit + 10): return .digits(.single(tag - Tag.singleDigit))
    case Tag.digitSet:
      let bits = try varint()
      guard bits < 0x400 else {
        throw .corrupt(offset: at, reason: "a digit set of 0x\(String(bits, radix: 16))")
      }
      return .digits(DigitSet(bits: UInt16(bits)))
    case Tag.concat, Tag.alternation:
      // Each item takes a byte at least.
      let n = try count(itemSize: 1)
      var items: [DigitPattern] = []
      items.reserveCapacity(n)
      for _ in 0..<n { items.append(try digitPattern(depth: depth + 1, captures: &captures)) }
      return tag == Tag.concat ? .concat(items) : .alternation(items)
    case Tag.capture:
      captures += 1
      let number = captures
      return .group(try digitPattern(depth: depth + 1, captures: &captures), capture: number)
    case Tag.group:
      return .group(try digitPattern(depth: depth + 1, captures: &captures), capture: nil)
    case Tag.repetition, Tag.exactRepetition:
      let limit = UInt64(DigitPattern.maxRepetition)
      let min = try varint()
      let max: UInt64? = tag == Tag.exactRepetition ? min : try varint().checkedPredecessor
      guard min <= limit, (max ?? min) <= limit, min <= (max ?? min) else {
        throw .corrupt(offset: at, reason: "a repetition {\(min),\(max.map(String.init) ?? "")}")
      }
      let innerAt = offset
      let inner = try digitPattern(depth: depth + 1, captures: &captures)
      if case .endAnchor = inner {
        throw .corrupt(offset: innerAt, reason: "a repeated '$'")
      }
      return .repetition(inner, min: Int(min), max: max.map { Int($0) })
    default:
      throw .corrupt(offset: at, reason: "a pattern node of tag 0x\(String(tag, radix: 16))")
    }
  }
}

extension UInt64 {
  /// `self - 1`, or nil for 0 (how a repetition's unbounded maximum is written).
  fileprivate var checkedPredecessor: UInt64? { self == 0 ? nil : self - 1 }
}
