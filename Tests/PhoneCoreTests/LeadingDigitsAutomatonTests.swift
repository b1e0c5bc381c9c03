// LeadingDigitsAutomaton: a region's leading digits on the compact transition table answer as
// the DFA they were made from.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Leading-digits automata")
struct LeadingDigitsAutomatonTests {
  static let site = PatternSite(region: "ZZ", field: "leadingDigits")

  @Test(
    "The compact automaton answers every prefix question as its DFA",
    arguments: ["1534", "8(?:0[0-79]|1)", "268|345|4(?:41|73)", "[2-9]\\d{2}", "7(?:[1-4]|5\\d)"])
  func sameAsDFA(_ text: String) throws {
    let dfa = try PatternCompiler.dfa(text, at: Self.site)
    let automaton = LeadingDigitsAutomaton(dfa)
    try automaton.checkInvariants()
    #expect(automaton.stateCount == dfa.stateCount)
    #expect(automaton.byteCount < dfa.stateCount * 41, "smaller than 10 UInt32 and a flag a state")
    var matched = 0
    for s in allDigitStrings(upTo: 4) {
      #expect(automaton.matchesPrefix(s) == dfa.matchesPrefix(s), "\(text) on \(s)")
      #expect(automaton.state(after: s).isDead == dfa.state(after: s).isDead, "\(text) on \(s)")
      if automaton.matchesPrefix(s) { matched += 1 }
    }
    #expect(matched > 0)
  }

  @Test("Every leading-digits pattern of the core pack answers as its DFA")
  func corePack() throws {
    var checked = 0
    for region in CoreFixture.catalog.allRegions {
      guard let text = region.leadingDigits else { continue }
      let dfa = try PatternCompiler.dfa(text, at: Self.site)
      let automaton = LeadingDigitsAutomaton(dfa)
      try automaton.checkInvariants()
      for s in allDigitStrings(upTo: 4) {
        #expect(automaton.matchesPrefix(s) == dfa.matchesPrefix(s), "\(region.code) on \(s)")
        #expect(automaton.state(after: s).isDead == dfa.state(after: s).isDead)
      }
      checked += 1
    }
    #expect(checked > 20, "NANPA, +7, +44 ... share their codes")
  }
}
