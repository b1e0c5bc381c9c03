// The search's answer when ICU cannot run a string search: case-folded containment.

import PhoneCore
import PhoneLocale
import Testing

@Suite("Searching without ICU's string search")
struct PlainSearchTests {
  @Test("Case-folded prefix, inner and exact matches, and the region code")
  func plainRule() throws {
    let list = try coreList("en")
    func codes(_ q: String) -> [String] {
      list.plainMatches(Array(q.utf16)).map { list.entries[$0.position].region.description }
    }
    let germany = list.plainMatches(Array("GERMANY".utf16))
    #expect(germany.map { list.entries[$0.position].region.description } == ["DE"])
    #expect(germany.first?.rank == .exact)
    #expect(codes("ger").contains("DE") && codes("ger").contains("DZ"))  // Algeria: inner
    #expect(
      list.plainMatches(Array("ger".utf16)).first { list.entries[$0.position].region == .de }?.rank
        == .prefix)
    let gb = list.plainMatches(Array("gb".utf16)).first { list.entries[$0.position].region == .gb }
    #expect(gb?.rank == .exact && gb?.field == .regionCode)
    #expect(codes("zzqq").isEmpty)
  }
}
