// The automata against the backtracking reference matcher, exhaustively over short inputs.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Automata agree with the reference matcher")
struct AutomataTests {
  static let patterns = [
    "\\d{3}", "[2-9]\\d{2,3}", "(\\d{3})(\\d{4})", "1(?:[2-9]|0[1-9])\\d", "0?(?:(11|2)?15)?",
    "[^0]\\d*", "1|12|123", "(?:0|90)(?:(1[245]|2[1-35])(\\d{2,3}))?", "(?:1\\d?){2}", "",
    "(?:)*1", "([457]\\d{3})$|1", "00|1(?:0(?:01|[12]0)|100)", "0(?:0|1[3-9]\\d)",
  ]
  static let inputs = allDigitStrings(upTo: 5)

  @Test("Minimal DFA accepts exactly what the reference matcher fully matches", arguments: patterns)
  func fullMatch(_ text: String) throws {
    let pattern = try DigitPattern(parsing: text)
    let dfa = try PatternCompiler.dfa(pattern, at: PatternSite(region: "T", field: "p"))
    try dfa.checkInvariants()
    let reference = ReferenceMatcher(pattern)
    for s in Self.inputs {
      #expect(dfa.fullMatch(s) == (reference.fullMatch(s) != nil), "\(text) on \(s)")
      // `$` only means something at the end: prefix matching applies to anchor-free patterns.
      if !text.contains("$") {
        #expect(dfa.matchesPrefix(s) == (reference.matchPrefix(s) != nil), "\(text) prefix \(s)")
      }
    }
  }

  @Test("First-match DFA ends where backtracking's first match ends", arguments: patterns)
  func firstMatch(_ text: String) throws {
    let pattern = try DigitPattern(parsing: text)
    let dfa = try FirstMatchDFA.compile(try NFA(pattern))
    let reference = ReferenceMatcher(pattern)
    for s in Self.inputs {
      #expect(dfa.matchEnd(s) == reference.matchPrefix(s)?.end, "\(text) on \(s)")
    }
  }

  @Test("Leftmost-first is not longest: 1|12 ends after one digit, (12|1)2? after three")
  func priorities() throws {
    let a = try FirstMatchDFA.compile(try NFA(DigitPattern(parsing: "1|12")))
    #expect(a.matchEnd([1, 2]) == 1)
    let b = try FirstMatchDFA.compile(try NFA(DigitPattern(parsing: "(?:12|1)2?")))
    #expect(b.matchEnd([1, 2, 2]) == 3)
    #expect(b.matchEnd([1, 3]) == 1)
  }

  @Test("Minimisation merges equivalent states: \\d{3} has start, 2 inner, accept and dead")
  func minimisation() throws {
    let dfa = try PatternCompiler.dfa(
      "(?:\\d|[0-4])(?:[0-9]|\\d)\\d", at: .init(region: "T", field: "p"))
    #expect(dfa.stateCount == 5)
    #expect(dfa.table.count == dfa.stateCount * 10)
    #expect(dfa.table[0..<10].allSatisfy { $0 == 0 })
  }

  @Test("Minimising twice changes nothing, and the language is kept")
  func minimiseIdempotent() throws {
    let nfa = try NFA(DigitPattern(parsing: "1(?:2|3)4|1[23]4|5?"))
    let raw = try Determinizer.determinize(nfa)
    let once = Minimizer.minimize(raw)
    let twice = Minimizer.minimize(once)
    #expect(once.stateCount == twice.stateCount)
    #expect(once.stateCount <= raw.stateCount)
    for s in Self.inputs { #expect(raw.fullMatch(s) == once.fullMatch(s)) }
  }

  @Test("A pattern asking for a huge automaton is refused, not built")
  func stateLimit() {
    #expect(throws: RuleError.self) {
      try PatternCompiler.dfa(
        "(?:(?:(?:\\d{64}){64}){64}){64}",
        at: PatternSite(region: "XX", field: "formats[0].pattern"))
    }
  }

  @Test("Random long inputs agree too (seeded)")
  func randomInputs() throws {
    var rng = SeededRandom(seed: 42)
    for text in Self.patterns {
      let pattern = try DigitPattern(parsing: text)
      let dfa = try PatternCompiler.dfa(pattern, at: .init(region: "T", field: "p"))
      let reference = ReferenceMatcher(pattern)
      for _ in 0..<200 {
        let s = (0..<Int.random(in: 6...12, using: &rng)).map { _ in
          UInt8.random(in: 0...9, using: &rng)
        }
        #expect(dfa.fullMatch(s) == (reference.fullMatch(s) != nil))
      }
    }
  }
}
