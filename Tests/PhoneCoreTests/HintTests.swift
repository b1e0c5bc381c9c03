// Hints: every region's example numbers formatted as placeholders, and their templates.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Hints")
struct HintTests {
  let catalog = CoreFixture.catalog

  @Test("GB and US hints: the example formatted and its template, both styles")
  func fixed() throws {
    let gb = try #require(catalog.hint(for: RegionCode("GB")!, type: .fixedLine))
    #expect(gb.example == "1212345678")
    #expect(gb.national == "0121 234 5678")
    #expect(gb.nationalTemplate == "0xxx xxx xxxx")
    #expect(gb.international == "+44 121 234 5678")
    #expect(gb.internationalTemplate == "+44 xxx xxx xxxx")
    let us = try #require(catalog.hint(for: RegionCode("US")!, type: .mobile))
    #expect(us.nationalTemplate == "(xxx) xxx-xxxx")
    #expect(us.internationalTemplate == "+1 xxx-xxx-xxxx")
    #expect(catalog.hint(for: .gb, type: .fixedLineOrMobile) == nil)
    #expect(catalog.hint(for: .gb, type: .unknown) == nil)
  }

  @Test("Every region with example numbers has hints, and each hint is consistent")
  func everyRegion() throws {
    var regionsWithHints = 0
    for region in catalog.allRegions where region.code != .nonGeographic {
      let hints = catalog.hints(for: region.code)
      let examples = PhoneCatalog.hintTypes.filter { t in
        PatternType(t).flatMap { region.types[$0]?.example } != nil
      }
      #expect(hints.map(\.type) == examples, "\(region.code)")
      if !hints.isEmpty { regionsWithHints += 1 }
      for h in hints {
        // The template has the same length and formatting as the text, and as many x as the
        // example has digits.
        for (text, template) in [
          (h.national, h.nationalTemplate), (h.international, h.internationalTemplate),
        ] {
          #expect(text.count == template.count, "\(region.code) \(h.type)")
          #expect(template.filter { $0 == "x" }.count == h.example.count, "\(region.code)")
          #expect(
            text.filter { !$0.isNumber } == template.filter { $0 != "x" && !$0.isNumber },
            "\(region.code) \(h.type)")
        }
        #expect(h.international.hasPrefix("+\(region.callingCode) "), "\(region.code)")
        // The hint's text is what the number formats to.
        let parsed = try catalog.parse(h.international, region: nil)
        #expect(parsed.nationalNumber == h.example, "\(region.code) \(h.type)")
      }
    }
    #expect(regionsWithHints > 230)
  }
}
