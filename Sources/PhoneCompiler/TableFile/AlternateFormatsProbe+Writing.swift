// AlternateFormatsProbe+Writing: the bytes AlternateFormats+Trees.swift holds, written from trees
// (what its test compares with the generated file, and writes it again with).

package import PhoneCore

extension AlternateFormatsProbe {
  /// The syntax trees of the formats of `source`, in its order, as `trees` holds them: each
  /// format's pattern, then whether it has a leading-digits pattern (a flag byte) and that
  /// pattern (`PatternCoding.swift`).
  package static func trees(for patterns: [(pattern: DigitPattern, leading: DigitPattern?)])
    -> [UInt8]
  {
    var w = ByteWriter()
    for p in patterns {
      w.digitPattern(p.pattern)
      w.bool(p.leading != nil)
      if let leading = p.leading { w.digitPattern(leading) }
    }
    return w.bytes
  }
}
