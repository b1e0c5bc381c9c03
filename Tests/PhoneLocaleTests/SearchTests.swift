// SearchTests: search as the person types, by collation strength, over names, aliases and codes.

import PhoneCore
import PhoneLocale
import Testing

@Suite("Searching the country list")
struct SearchTests {
  static let aliases = PackRegionNames(searchNames: [
    rc("GB"): ["UK", "Great Britain"], rc("US"): ["USA", "America"], rc("NL"): ["Holland"],
  ])

  @Test("Accents do not matter: 'osterreich' and 'etats' find Österreich and États-Unis")
  func accents() throws {
    #expect(try codes(coreList("de").search("osterreich")) == ["AT"])
    #expect(try codes(coreList("fr").search("etats-u")) == ["US", "VI"])  // Îles Vierges des É…
    #expect(try codes(coreList("es").search("peru")) == ["PE"])  // Perú
    #expect(try codes(coreList("tr").search("cin")).first == "CN")  // Çin
    #expect(try codes(coreList("sv").search("osterrike")) == ["AT"])  // Österrike
  }

  @Test("Case does not matter")
  func caseInsensitive() throws {
    let list = try coreList("en")
    #expect(codes(list.search("GERMANY")) == ["DE"])
    #expect(codes(list.search("germany")) == ["DE"])
    #expect(codes(list.search("gErMaNy")) == ["DE"])
  }

  @Test("Width does not matter: full-width letters find the same rows")
  func width() throws {
    let list = try coreList("en", packNames: Self.aliases)
    #expect(codes(list.search("ｇｅｒｍａｎｙ")) == ["DE"])
    #expect(codes(list.search("ＵＫ")) == ["GB", "UA"])  // "UK" exactly, then Ukraine
    #expect(try codes(coreList("ja").search("ﾄﾞｲﾂ")) == ["DE"])  // half-width katakana
  }

  @Test("A dial code with or without +, in any digits, finds the regions that share it")
  func dialCodes() throws {
    let list = try coreList("en")
    // The main region of +44 first, then Guernsey, Isle of Man, Jersey in collation order.
    let uk = ["GB", "GG", "IM", "JE"]
    #expect(codes(list.search("+44")) == uk)
    #expect(codes(list.search("44")) == uk)
    #expect(codes(list.search(" + 44 ")) == uk)
    #expect(codes(list.search("+٤٤")) == uk)
    #expect(codes(list.search("＋４４")) == uk)
    #expect(list.search("+44").allSatisfy { $0.field == .callingCode })
    #expect(codes(list.search("+97")).contains("AE"))  // +971, a prefix
    #expect(list.search("+").count == list.entries.count)
  }

  @Test("Alternative names from packs find their region, and the region code does too")
  func alternativeNames() throws {
    let list = try coreList("de", packNames: Self.aliases)
    #expect(codes(list.search("holland")) == ["NL"])
    #expect(list.search("holland").first?.field == .searchName)
    #expect(codes(list.search("usa")) == ["US"])
    #expect(codes(list.search("great brit")) == ["GB"])
    #expect(list.search("gb").first?.field == .regionCode)
    #expect(codes(list.search("gb")) == ["GB"])
  }

  @Test("The English name is searched in every locale")
  func englishName() throws {
    let list = try coreList("ja")
    #expect(codes(list.search("germany")) == ["DE"])
    #expect(list.search("germany").first?.field == .englishName)
    #expect(codes(list.search("ドイツ")) == ["DE"])
  }

  @Test("Swedish Å is found by 'å' and by 'a'; 'å' also finds the a of New Zealand inside")
  func swedishLetters() throws {
    let list = try coreList("sv")
    let matches = list.search("ålan")
    #expect(codes(matches) == ["AX", "NZ"])
    // NZ: inside "Zealand" of the English variant name "Aotearoa New Zealand".
    #expect(matches.map(\.field) == [.name, .variantName])
    #expect(matches.map(\.rank) == [.prefix, .inner])
    #expect(codes(list.search("aland")).first == "AX")
  }

  @Test("A whole name, search name, code or dial code ranks before the start of a longer one")
  func exact() throws {
    let list = try coreList("en", packNames: Self.aliases)
    #expect(codes(list.search("niger")) == ["NE", "NG"])  // Niger, Nigeria
    #expect(list.search("niger").map(\.rank) == [.exact, .prefix])
    #expect(list.search("Oman").first?.rank == .exact)
    let usa = try #require(list.search("usa").first)
    #expect(usa.entry.region == rc("US") && usa.rank == .exact && usa.field == .searchName)
    #expect(codes(list.search("+1")).count > 20)  // the NANP
    #expect(list.search("+1").allSatisfy { $0.rank == .exact })
  }

  @Test("Exact, then name-start, then word-start, then inner matches, each in collation order")
  func ranking() throws {
    let list = try coreList("en")
    let matches = list.search("ma")
    let ranks = matches.map(\.rank)
    #expect(ranks == ranks.sorted())
    #expect(
      ranks.contains(.exact) && ranks.contains(.prefix) && ranks.contains(.wordStart)
        && ranks.contains(.inner))
    let position = Dictionary(
      uniqueKeysWithValues: list.entries.enumerated().map { ($1.region, $0) })
    for rank in [MatchRank.exact, .prefix, .wordStart, .inner] {
      let order = matches.filter { $0.rank == rank }.map { position[$0.entry.region]! }
      #expect(order == order.sorted())
    }
    let rankOf = Dictionary(uniqueKeysWithValues: matches.map { ($0.entry.region, $0.rank) })
    #expect(rankOf[rc("MA")] == .exact)  // the region code of Morocco
    #expect(rankOf[rc("MG")] == .prefix)  // Madagascar
    #expect(rankOf[rc("IM")] == .wordStart)  // Isle of Man
    #expect(rankOf[rc("KY")] == .inner)  // Cayman Islands
    #expect(rankOf[rc("OM")] == .inner)  // Oman
    #expect(codes(matches).firstIndex(of: "IM")! < codes(matches).firstIndex(of: "KY")!)
  }

  @Test("Scripts without spaces: Chinese and Arabic names are found by their characters")
  func otherScripts() throws {
    #expect(try codes(coreList("zh").search("中国")).first == "CN")
    #expect(try codes(coreList("ar").search("مصر")) == ["EG"])
  }

  @Test("An empty query lists every row; a query nothing matches lists none")
  func emptyAndNothing() throws {
    let list = try coreList("en")
    #expect(codes(list.search("  ")) == codes(list.entries))
    #expect(list.search("qqqq").isEmpty)
    #expect(list.search("+999").isEmpty)
  }
}
