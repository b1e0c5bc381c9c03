// PatternCoding+Writing: a pattern's syntax tree written as bytes (see PatternCoding.swift), and
// a formats section's trees (FormatPatterns.swift): what the compiler writes, in a file of its
// own so that an app that only reads tables links none of it.

package import PhoneCore

extension DigitPattern {
  /// The pattern's bytes (see the top of this file).
  ///
  /// ```swift
  /// try DigitPattern(parsing: "\\d{3}").encoded   // [0x09, 0x03, 0x02]
  /// ```
  /// - Precondition: capturing groups are numbered 1, 2, … in the order they open, as the
  ///   parser numbers them (the bytes do not hold the numbers).
  package var encoded: [UInt8] {
    var w = ByteWriter()
    w.digitPattern(self)
    return w.bytes
  }
}

extension ByteWriter {
  /// A pattern in prefix order (`DigitPattern.encoded`).
  package mutating func digitPattern(_ p: DigitPattern) {
    var captures = 0
    digitPattern(p, captures: &captures)
  }

  private mutating func digitPattern(_ p: DigitPattern, captures: inout Int) {
    typealias Tag = DigitPattern.Tag
    switch p {
    case .empty: u8(Tag.empty)
    case .endAnchor: u8(Tag.endAnchor)
    case .digits(let set):
      if set == .all {
        u8(Tag.anyDigit)
      } else if set.count == 1 {
        u8(Tag.singleDigit + UInt8(set.bits.trailingZeroBitCount))
      } else {
        u8(Tag.digitSet)
        varint(UInt64(set.bits))
      }
    case .concat(let items), .alternation(let items):
      if case .concat = p { u8(Tag.concat) } else { u8(Tag.alternation) }
      count(items.count)
      for item in items { digitPattern(item, captures: &captures) }
    case .group(let inner, let capture):
      if let capture {
        captures += 1
        precondition(capture == captures, "capturing groups numbered out of order")
        u8(Tag.capture)
      } else {
        u8(Tag.group)
      }
      digitPattern(inner, captures: &captures)
    case .repetition(let inner, let min, let max):
      if max == min {
        u8(Tag.exactRepetition)
        count(min)
      } else {
        u8(Tag.repetition)
        count(min)
        count(max.map { $0 + 1 } ?? 0)
      }
      digitPattern(inner, captures: &captures)
    }
  }
}

extension ByteWriter {
  /// The pattern trees of a formats section's lists (see the top of this file).
  /// - Throws: `TableFileError` when a format read from a damaged table file has no tree.
  mutating func formatPatterns(national: [CompiledFormat], international: [CompiledFormat]?)
    throws(TableFileError)
  {
    let nationalTrees = try Self.trees(national)
    count(nationalTrees.count)
    for tree in nationalTrees { digitPattern(tree) }
    let internationalTrees = try Self.trees(international ?? [])
    count(internationalTrees.count)
    for tree in internationalTrees {
      if let k = nationalTrees.firstIndex(of: tree) {
        count(k + 1)
      } else {
        count(0)
        digitPattern(tree)
      }
    }
  }

  /// A list's trees by pattern ID (the first format of each ID gives it).
  private static func trees(_ list: [CompiledFormat]) throws(TableFileError) -> [DigitPattern] {
    var trees = [DigitPattern?](repeating: nil, count: (list.map(\.patternID).max() ?? -1) + 1)
    for f in list where trees[f.patternID] == nil { trees[f.patternID] = try f.storedPattern() }
    return trees.map { $0 ?? .empty }
  }
}
