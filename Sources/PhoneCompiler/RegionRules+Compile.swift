// RegionRules+Compile: a region's type, prefix and leading-digits patterns compiled into automata.

package import PhoneCore

extension RegionRules {
  /// Compiles the region's type, prefix and leading-digits patterns.
  ///
  /// `compiled`, when given (the formats of the region's calling code, compiled before), lends
  /// its prefix automata for the prefix texts it shares with `region`, so that each is
  /// compiled once.
  /// - Throws: `RuleError` naming the region, the field and the position of a bad pattern.
  package static func compile(_ region: Region, sharingPrefixesWith compiled: CompiledRegion? = nil)
    throws(RuleError) -> RegionRules
  {
    let name = region.name
    var patterns: [DigitPattern] = []
    for type in typeOrder {
      if let t = region.types[type] {
        patterns.append(
          try PatternCompiler.parse(
            t.pattern, at: PatternSite(region: name, field: "types.\(type.rawValue).pattern")))
      } else {
        patterns.append(.digits(.none))  // matches nothing
      }
    }
    let types = try MultiPatternDFA.compile(
      patterns, region: name, fields: typeOrder.map { "types.\($0.rawValue)" })
    /// The pattern parsed (once, and only when kept or compiled) and its first-match
    /// automaton: `shared` when it was compiled from the same text, else compiled; no automaton
    /// when empty.
    func firstMatch(
      _ text: String?, _ field: String, keepPattern: Bool, shared: PrefixMatcher?,
      sharedText: String?
    ) throws(RuleError) -> (FirstMatchDFA?, DigitPattern?) {
      guard let text, !text.isEmpty || keepPattern else { return (nil, nil) }
      let reused = text.isEmpty || text != sharedText ? nil : shared?.automaton
      if let reused, !keepPattern { return (reused, nil) }
      let site = PatternSite(region: name, field: field)
      let pattern = try PatternCompiler.parse(text, at: site)
      guard !text.isEmpty else { return (nil, pattern) }
      if let reused { return (reused, pattern) }
      return (try PatternCompiler.firstMatch(pattern, at: site), pattern)
    }
    let internationalPrefix =
      try firstMatch(
        region.internationalPrefix, "internationalPrefix", keepPattern: false,
        shared: compiled?.internationalPrefix, sharedText: compiled?.region.internationalPrefix
      ).0
    // The transform rule needs the pattern's groups, so its parse is kept.
    let hasTransform = region.nationalPrefixTransformRule != nil
    let (nppDFA, nppPattern) = try firstMatch(
      region.nationalPrefixForParsing, "nationalPrefixForParsing", keepPattern: hasTransform,
      shared: compiled?.nationalPrefixForParsing,
      sharedText: compiled?.region.nationalPrefixForParsing)
    let leadingDigits = try region.leadingDigits.map { (t) throws(RuleError) in
      LeadingDigitsAutomaton(
        try PatternCompiler.dfa(t, at: PatternSite(region: name, field: "leadingDigits")))
    }
    return RegionRules(
      compiled: region, types: types, internationalPrefix: internationalPrefix,
      nationalPrefixForParsing: nppDFA, nationalPrefixPattern: hasTransform ? nppPattern : nil,
      leadingDigits: leadingDigits)
  }
}
