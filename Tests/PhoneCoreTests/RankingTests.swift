// The ranking the compiler computes: most specific leading-digit match, then fewest
// completions, with explicit priority above both and pack order last.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

/// A UK-like region whose three 11-digit templates an FSM formatter could only tell apart by
/// hand-ordering them: `0### ### ####`, `0## #### ####`, `0#### ######`.
func ukLike(_ order: [Int], priorities: [Int] = [0, 0, 0]) -> PhoneCatalog {
  let formats = [
    // 0### ### #### (e.g. 0121 Birmingham): leading digits 1x1
    NumberFormat(
      pattern: "(\\d{3})(\\d{3})(\\d{4})", format: "$1 $2 $3", leadingDigits: ["1[1-9]1"],
      nationalPrefixFormattingRule: "0$1", priority: priorities[0]),
    // 0## #### #### (e.g. 020 London): leading digit 2
    NumberFormat(
      pattern: "(\\d{2})(\\d{4})(\\d{4})", format: "$1 $2 $3", leadingDigits: ["2"],
      nationalPrefixFormattingRule: "0$1", priority: priorities[1]),
    // 0#### ###### (other geographic numbers): any 1
    NumberFormat(
      pattern: "(\\d{4})(\\d{6})", format: "$1 $2", leadingDigits: ["1"],
      nationalPrefixFormattingRule: "0$1", priority: priorities[2]),
  ]
  let region = Region(
    code: RegionCode("GB")!, callingCode: 44, internationalPrefix: "00", nationalPrefix: "0",
    nationalPrefixForParsing: "0", formats: order.map { formats[$0] })
  return PhoneCatalog(regions: [region])
}

@Suite("Ranking of formats")
struct RankingTests {
  static let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]

  @Test("The three UK templates need no hand-ordering", arguments: orders)
  func ukTemplates(_ order: [Int]) throws {
    let catalog = ukLike(order)
    #expect(try typeAll("01214960000", region: "GB", catalog: catalog).last == "0121 496 0000")
    #expect(try typeAll("02079460958", region: "GB", catalog: catalog).last == "020 7946 0958")
    #expect(try typeAll("01632960000", region: "GB", catalog: catalog).last == "01632 960000")
    // While typing, too: the more specific 1x1 format is chosen as soon as it can be known.
    #expect(try typeAll("0121496", region: "GB", catalog: catalog).last == "0121 496")
    #expect(try typeAll("0163296", region: "GB", catalog: catalog).last == "01632 96")
  }

  @Test("Explicit priority overrides the computed ranking")
  func priorityWins() throws {
    // The broad 0#### ###### format with the highest priority takes 0121 numbers as well.
    let catalog = ukLike([0, 1, 2], priorities: [0, 0, 5])
    #expect(try typeAll("01214960000", region: "GB", catalog: catalog).last == "01214 960000")
  }

  @Test("With equal leading digits, the format with fewer completions ranks first")
  func fewestCompletions() throws {
    let formats = [
      NumberFormat(pattern: "(\\d{3})(\\d{3})(\\d{4})", format: "$1-$2-$3"),
      NumberFormat(pattern: "(\\d{3})(\\d{4})", format: "$1 $2"),
    ]
    let region = Region(
      code: RegionCode("ZZ")!, callingCode: 999, internationalPrefix: "00", formats: formats)
    let catalog = PhoneCatalog(regions: [region])
    let shown = try typeAll("5551234567", region: "ZZ", catalog: catalog)
    // Up to seven digits the 7-digit format (10^4 completions at 3 digits, not 10^7) leads...
    #expect(shown[5] == "555 123")
    #expect(shown[6] == "555 1234")
    // ...then only the 10-digit one fits.
    #expect(shown[9] == "555-123-4567")
    let automaton = try CompiledRegion.compile(region).nationalAutomaton
    let state = automaton.state(after: [5, 5, 5])
    #expect(automaton.best(FormatSet(bits: 0b11), at: state) == 1)
  }

  @Test("The computed ranking alone disagrees with libphonenumber only where DESIGN.md says")
  func coreDisagreements() throws {
    // Lists whose order the ranking would change are exactly those the core-pack generator
    // gave explicit priorities; with them, no state disagrees.
    var withPriority = 0
    for code in CoreFixture.catalog.codes {
      guard let r = try CoreFixture.catalog.compiled(callingCode: code) else { continue }
      #expect(r.nationalAutomaton.rankDisagreements == 0, "+\(code)")
      #expect((r.internationalAutomaton?.rankDisagreements ?? 0) == 0, "+\(code)")
      if r.region.formats.contains(where: { $0.priority != 0 }) { withPriority += 1 }
    }
    #expect(withPriority > 0)
    let au = try #require(try CoreFixture.rankingOnlyCatalog.compiled(callingCode: 61))
    #expect(au.nationalAutomaton.rankDisagreements > 0)
  }
}
