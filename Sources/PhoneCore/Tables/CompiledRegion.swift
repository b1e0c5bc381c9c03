// CompiledRegion: a region's rules compiled for formatting (format lists, automata, prefixes).

/// A region ready for the as-you-type formatter (an immutable final class, shared by
/// reference: see `FormatAutomaton`).
public final class CompiledRegion: Sendable {
  public let region: Region
  public let nationalFormats: [CompiledFormat]
  public let nationalAutomaton: FormatAutomaton
  public let internationalFormats: [CompiledFormat]?
  public let internationalAutomaton: FormatAutomaton?
  /// The format lists as the as-you-type formatter reads them, made once.
  let nationalTypingList: AsYouTypeFormatter.FormatList
  let internationalTypingList: AsYouTypeFormatter.FormatList?
  /// libphonenumber's international prefix pattern; nil when the region has none.
  let internationalPrefix: PrefixMatcher?
  let nationalPrefixForParsing: PrefixMatcher?
  /// `region.digitLimit`, kept so that a formatter under a digit limit need not work it out
  /// from the number types on every keystroke.
  let digitLimit: Int?

  public var callingCode: Int { region.callingCode }

  /// States and bytes of this region's tables.
  public var stateCount: Int {
    nationalAutomaton.stateCount + (internationalAutomaton?.stateCount ?? 0)
  }
  public var byteCount: Int {
    nationalAutomaton.byteCount + (internationalAutomaton?.byteCount ?? 0)
  }

  /// A compiled region from its parts (read from a table file).
  init(
    region: Region, nationalFormats: [CompiledFormat], nationalAutomaton: FormatAutomaton,
    internationalFormats: [CompiledFormat]?, internationalAutomaton: FormatAutomaton?,
    internationalPrefix: PrefixMatcher?, nationalPrefixForParsing: PrefixMatcher?
  ) {
    self.region = region
    self.nationalFormats = nationalFormats
    self.nationalAutomaton = nationalAutomaton
    self.internationalFormats = internationalFormats
    self.internationalAutomaton = internationalAutomaton
    self.internationalPrefix = internationalPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.digitLimit = region.digitLimit
    (nationalTypingList, internationalTypingList) = Self.typingLists(
      nationalFormats, nationalAutomaton, internationalFormats, internationalAutomaton)
  }

  static func typingLists(
    _ nationalFormats: [CompiledFormat], _ nationalAutomaton: FormatAutomaton,
    _ internationalFormats: [CompiledFormat]?, _ internationalAutomaton: FormatAutomaton?
  ) -> (AsYouTypeFormatter.FormatList, AsYouTypeFormatter.FormatList?) {
    let national = AsYouTypeFormatter.FormatList(
      formats: nationalFormats, automaton: nationalAutomaton, isInternational: false)
    guard let internationalFormats, let internationalAutomaton else { return (national, nil) }
    return (
      national,
      AsYouTypeFormatter.FormatList(
        formats: internationalFormats, automaton: internationalAutomaton, isInternational: true)
    )
  }

  /// Compiles every pattern of the region's formats and prefixes.
  ///
  /// `rules`, when given (the region's rules compiled before), lends its prefix automata for
  /// the prefix texts it shares with `region`, so that each is compiled once.
  /// - Throws: `CompileError` naming the region, the field and the position of a bad pattern.
  public init(_ region: Region, sharingPrefixesWith rules: RegionRules? = nil)
    throws(CompileError)
  {
    self.region = region
    self.digitLimit = region.digitLimit
    let name = region.name
    func compileList(_ list: [NumberFormat], _ field: String) throws(CompileError)
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
    (nationalFormats, nationalAutomaton) = try compileList(region.formats, "formats")
    if let intl = region.internationalFormats, !intl.isEmpty {
      let (f, a) = try compileList(intl, "internationalFormats")
      internationalFormats = f
      internationalAutomaton = a
    } else {
      internationalFormats = nil
      internationalAutomaton = nil
    }
    (nationalTypingList, internationalTypingList) = Self.typingLists(
      nationalFormats, nationalAutomaton, internationalFormats, internationalAutomaton)
    /// The prefix rule `text`: the automaton of `rules` when it was compiled from the same
    /// text (an empty text has none there, so it is compiled here), else compiled.
    func prefix(_ text: String?, _ field: String, shared: FirstMatchDFA?, sharedText: String?)
      throws(CompileError) -> PrefixMatcher?
    {
      guard let text else { return nil }
      if let shared, text == sharedText { return PrefixMatcher(automaton: shared) }
      return try PrefixMatcher(text, at: PatternSite(region: name, field: field))
    }
    internationalPrefix = try prefix(
      region.internationalPrefix, "internationalPrefix", shared: rules?.internationalPrefix,
      sharedText: rules?.region.internationalPrefix)
    nationalPrefixForParsing = try prefix(
      region.nationalPrefixForParsing, "nationalPrefixForParsing",
      shared: rules?.nationalPrefixForParsing, sharedText: rules?.region.nationalPrefixForParsing)
    debugCheck("\(name) prefixes") {
      [internationalPrefix, nationalPrefixForParsing] ()
        throws(InvariantViolation) in
      try internationalPrefix?.automaton.checkInvariants()
      try nationalPrefixForParsing?.automaton.checkInvariants()
    }
  }
}

/// Where a prefix pattern's first match (Python's `re.match`) ends on a digit string.
///
/// Prefix rules (international dialling prefix, national prefix for parsing) are matched only
/// when the formatter changes phase (the third keystroke, or re-extraction after an
/// unformattable number). Their match end follows backtracking priorities (alternation order,
/// greedy repetition), which a `FirstMatchDFA` answers in one table step per digit.
struct PrefixMatcher: Sendable {
  let automaton: FirstMatchDFA

  init(_ text: String, at site: PatternSite) throws(CompileError) {
    automaton = try PatternCompiler.firstMatch(PatternCompiler.parse(text, at: site), at: site)
  }

  init(automaton: FirstMatchDFA) {
    self.automaton = automaton
  }

  /// The end of the first match at the start of `digits`, or nil.
  func matchEnd(_ digits: some Collection<UInt8>) -> Int? {
    automaton.matchEnd(digits)
  }
}
