// A region's prefix automata (international prefix, national prefix for parsing) are compiled
// once: its CompiledRegion and its RegionRules lend them to each other, only for the same text.

import PhoneCompiler
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
    let compiled = try CompiledRegion.compile(region)
    let rules = try RegionRules.compile(region)
    let rulesSharing = try RegionRules.compile(region, sharingPrefixesWith: compiled)
    let compiledSharing = try CompiledRegion.compile(region, sharingPrefixesWith: rules)
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
    let rules = try RegionRules.compile(gb, sharingPrefixesWith: try CompiledRegion.compile(us))
    #expect(rules.internationalPrefix == (try RegionRules.compile(gb)).internationalPrefix)
    #expect(rules.internationalPrefix != (try RegionRules.compile(us)).internationalPrefix)
    let compiled = try CompiledRegion.compile(gb, sharingPrefixesWith: try RegionRules.compile(us))
    #expect(
      compiled.internationalPrefix?.automaton
        == (try CompiledRegion.compile(gb)).internationalPrefix?
        .automaton)
  }
}
