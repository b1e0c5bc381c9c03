// ShortNumberInfo+Compile: a region's short-number patterns compiled, and the text form read.

package import PhoneCore

extension ShortNumberInfo {
  /// Compiles a region's short-number patterns.
  /// - Parameter patterns: per field present, its pattern and possible lengths.
  /// - Throws: `RuleError` naming the region and field of a pattern that does not compile.
  package static func compile(
    region: RegionCode, callingCode: Int,
    patterns: [Field: (pattern: String, lengths: [Int])]
  ) throws(RuleError) -> ShortNumberInfo {
    var compiled: [DigitPattern] = []
    var lengths: [[Int]] = []
    for field in Field.allCases {
      if let p = patterns[field] {
        compiled.append(
          try PatternCompiler.parse(
            p.pattern,
            at: PatternSite(region: region.description, field: "short.\(field.rawValue)")))
        lengths.append(p.lengths)
      } else {
        compiled.append(.digits(.none))  // matches nothing
        lengths.append([])
      }
    }
    let automaton = try MultiPatternDFA.compile(
      compiled, region: region.description, fields: Field.allCases.map { "short.\($0.rawValue)" })
    return ShortNumberInfo(
      region: region, callingCode: callingCode, automaton: automaton, lengths: lengths)
  }
}

extension ShortNumberTable {
  /// Reads the text form (UTF-8, `RulePacks/core/short-numbers.tsv`); each region's patterns
  /// are compiled on first use.
  /// - Throws: `ReadError.malformedLine` for the first line that does not read.
  package convenience init(text bytes: some Collection<UInt8>) throws(ReadError) {
    try self.init(text: bytes) { (region, callingCode, patterns) throws(RuleError) in
      try ShortNumberInfo.compile(region: region, callingCode: callingCode, patterns: patterns)
    }
  }
}
