// PatternCompiler: pattern text -> syntax tree -> automata, with the site of each error.

package import PhoneCore

/// Parses and compiles one pattern to a minimal DFA, mapping every failure to `RuleError`.
package enum PatternCompiler {
  package static func parse(_ text: String, at site: PatternSite) throws(RuleError)
    -> DigitPattern
  {
    do {
      return try DigitPattern(parsing: text)
    } catch {
      throw .syntax(site, error)
    }
  }

  package static func dfa(_ pattern: DigitPattern, at site: PatternSite) throws(RuleError)
    -> DFA
  {
    let nfa: NFA
    do { nfa = try NFA(pattern) } catch { throw .tooLarge(site, limit: NFA.maxNodes) }
    let dfa: DFA
    do {
      dfa = Minimizer.minimize(try Determinizer.determinize(nfa))
    } catch {
      throw .tooLarge(site, limit: Determinizer.maxStates)
    }
    debugCheck("\(site.region) \(site.field)") { () throws(InvariantViolation) in
      try dfa.checkInvariants()
    }
    return dfa
  }

  package static func dfa(_ text: String, at site: PatternSite) throws(RuleError) -> DFA {
    try dfa(parse(text, at: site), at: site)
  }

  /// The first-match automaton of a prefix rule (international dialling prefix, national
  /// prefix for parsing), with the limit it reached named in the error.
  package static func firstMatch(_ pattern: DigitPattern, at site: PatternSite)
    throws(RuleError) -> FirstMatchDFA
  {
    let nfa: NFA
    do { nfa = try NFA(pattern) } catch { throw .tooLarge(site, limit: NFA.maxNodes) }
    let automaton: FirstMatchDFA
    do { automaton = try FirstMatchDFA.compile(nfa) } catch {
      throw .tooLarge(site, limit: FirstMatchDFA.maxStates)
    }
    debugCheck("\(site.region) \(site.field)") { () throws(InvariantViolation) in
      try automaton.checkInvariants()
    }
    return automaton
  }
}
