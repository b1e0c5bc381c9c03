// CompiledRegion+Compile: a region's rule model compiled into the tables the runtime types with.

package import PhoneCore

extension CompiledRegion {
  /// Compiles every pattern of the region's formats and prefixes.
  ///
  /// `rules`, when given (the region's rules compiled before), lends its prefix automata for
  /// the prefix texts it shares with `region`, so that each is compiled once.
  /// - Throws: `RuleError` naming the region, the field and the position of a bad pattern.
  package static func compile(_ region: Region, sharingPrefixesWith rules: RegionRules? = nil)
    throws(RuleError) -> CompiledRegion
  {
    let name = region.name
    func compileList(_ list: [NumberFormat], _ field: String) throws(RuleError)
      -> ([CompiledFormat], FormatAutomaton)
    {
      var patternIDs: [String: Int] = [:]
      var parts: [FormatParts] = []
      for (i, f) in list.enumerated() {
        let pid = patternIDs[f.pattern] ?? patternIDs.count
        patternIDs[f.pattern] = pid
        let part = try FormatCompiler.compile(
          f, index: i, patternID: pid, region: name, list: field)
        // No regular expression runs while typing: a format is shown in full from group spans
        // its table holds per length, which needs spans set by the length alone.
        guard part.compiled.lengthDetermined else {
          throw .badFormat(
            PatternSite(region: name, field: "\(field)[\(i)].pattern"),
            reason: "its groups are not set by the number's length alone (an alternation, or a "
              + "digit class after a group of varying length), so typing could not show it "
              + "without running the pattern; write one format per shape of number")
        }
        parts.append(part)
      }
      let automaton = try FormatAutomaton.build(parts, region: name)
      debugCheck("\(name) \(field)") { () throws(InvariantViolation) in
        try automaton.checkInvariants()
      }
      return (parts.map(\.compiled), automaton)
    }
    let (nationalFormats, nationalAutomaton) = try compileList(region.formats, "formats")
    let hasInternationalFormats: Bool
    let readInternational: @Sendable () -> Result<InternationalList, TableFileError>
    if let intl = region.internationalFormats, !intl.isEmpty {
      let (f, a) = try compileList(intl, "internationalFormats")
      let list = InternationalList(formats: f, automaton: a)
      hasInternationalFormats = true
      readInternational = { .success(list) }
    } else {
      hasInternationalFormats = false
      readInternational = { .failure(.notATableFile) }  // never asked: no list
    }
    /// The prefix rule `text`: the automaton of `rules` when it was compiled from the same
    /// text (an empty text has none there, so it is compiled here), else compiled.
    func prefix(_ text: String?, _ field: String, shared: FirstMatchDFA?, sharedText: String?)
      throws(RuleError) -> PrefixMatcher?
    {
      guard let text else { return nil }
      if let shared, text == sharedText { return PrefixMatcher(automaton: shared) }
      let site = PatternSite(region: name, field: field)
      return PrefixMatcher(
        automaton: try PatternCompiler.firstMatch(PatternCompiler.parse(text, at: site), at: site))
    }
    let internationalPrefix = try prefix(
      region.internationalPrefix, "internationalPrefix", shared: rules?.internationalPrefix,
      sharedText: rules?.region.internationalPrefix)
    let nationalPrefixForParsing = try prefix(
      region.nationalPrefixForParsing, "nationalPrefixForParsing",
      shared: rules?.nationalPrefixForParsing, sharedText: rules?.region.nationalPrefixForParsing)
    debugCheck("\(name) prefixes") {
      [internationalPrefix, nationalPrefixForParsing] ()
        throws(InvariantViolation) in
      try internationalPrefix?.automaton.checkInvariants()
      try nationalPrefixForParsing?.automaton.checkInvariants()
    }
    return CompiledRegion(
      code: region.code, callingCode: region.callingCode, digitLimit: region.digitLimit,
      readRegion: { region }, nationalFormats: nationalFormats,
      nationalAutomaton: nationalAutomaton, hasInternationalFormats: hasInternationalFormats,
      readInternational: readInternational, internationalPrefix: internationalPrefix,
      nationalPrefixForParsing: nationalPrefixForParsing)
  }
}
