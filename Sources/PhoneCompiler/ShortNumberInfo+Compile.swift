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
    self.init(entries: try Self.entries(text: bytes)) {
      (region, callingCode, patterns) throws(RuleError) in
      try ShortNumberInfo.compile(region: region, callingCode: callingCode, patterns: patterns)
    }
  }

  /// The regions' entries of the text form (UTF-8).
  /// - Throws: `ReadError.malformedLine` for the first line that does not read.
  static func entries(text bytes: some Collection<UInt8>) throws(ReadError)
    -> [RegionCode: Entry]
  {
    var entries: [RegionCode: Entry] = [:]
    var lineNumber = 0
    for line in bytes.split(separator: 10, omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
      let parts = line.split(separator: 9, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      guard parts.count >= 3, let region = RegionCode(parts[0]), region != .nonGeographic else {
        throw .malformedLine(lineNumber)
      }
      if parts[1] == "callingCode" {
        guard parts.count == 3, let code = Int(parts[2]), code > 0, code < 1000 else {
          throw .malformedLine(lineNumber)
        }
        entries[region, default: Entry(callingCode: code, patterns: [:])].callingCode = code
        continue
      }
      guard parts.count == 4, let field = ShortNumberInfo.Field(rawValue: parts[1]),
        entries[region] != nil, !parts[3].isEmpty
      else { throw .malformedLine(lineNumber) }
      var lengths: [Int] = []
      for piece in parts[2].split(separator: ",") {
        guard let n = Int(piece), n > 0, n <= PhoneNumber.maxNationalDigits else {
          throw .malformedLine(lineNumber)
        }
        lengths.append(n)
      }
      entries[region]!.patterns[field] = (parts[3], lengths)
    }
    return entries
  }

}
