// A region's prefix automata (international prefix, national prefix for parsing) are compiled
// once: its CompiledRegion and its RegionRules lend them to each other, only for the same text.

import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Prefix automata shared by formats and rules")
struct PrefixSharingTests {
  static let codes = ["GB", "US", "RU", "AU", "BR", "AR", "MX", "IT"]

  static func region(_ code: String) throws -> Region {
    try #require(CoreFixture.catalog.regions[RegionCode(code)!])
  }

  @Test("Shared or compiled alone, a region's prefix automata are the same", arguments: codes)
  func sameEitherWay(_ code: String) throws {
    let region = try Self.region(code)
    let compiled = try CompiledRegion(region)
    let rules = try RegionRules(region)
    let rulesSharing = try RegionRules(region, sharingPrefixesWith: compiled)
    let compiledSharing = try CompiledRegion(region, sharingPrefixesWith: rules)
    #expect(rulesSharing.internationalPrefix == rules.internationalPrefix)
    #expect(rulesSharing.nationalPrefixForParsing == rules.nationalPrefixForParsing)
    #expect(rulesSharing.nationalPrefixPattern == rules.nationalPrefixPattern)
    #expect(
      compiledSharing.internationalPrefix?.automaton == compiled.internationalPrefix?.automaton)
    #expect(
      compiledSharing.nationalPrefixForParsing?.automaton
        == compiled.nationalPrefixForParsing?.automaton)
  }

  @Test("Another region's automata are not taken for a different prefix text")
  func differentTextNotShared() throws {
    let gb = try Self.region("GB")
    let us = try Self.region("US")
    #expect(gb.internationalPrefix != us.internationalPrefix)
    let rules = try RegionRules(gb, sharingPrefixesWith: try CompiledRegion(us))
    #expect(rules.internationalPrefix == (try RegionRules(gb)).internationalPrefix)
    #expect(rules.internationalPrefix != (try RegionRules(us)).internationalPrefix)
    let compiled = try CompiledRegion(gb, sharingPrefixesWith: try RegionRules(us))
    #expect(
      compiled.internationalPrefix?.automaton
        == (try CompiledRegion(gb)).internationalPrefix?
        .automaton)
  }
}
