// The search's prefilter (primary-weight masks) against ICU alone: the same answers, always.

import PhoneCore
import Testing

@testable import PhoneLocale

@Suite("The search prefilter changes no answer")
struct SearchPrefilterTests {
  /// Locales whose collation tailors letters: Turkish dotted and dotless i, Swedish and Danish
  /// å (Danish `aa` as å), German, French accents, Japanese kana and the long-vowel mark,
  /// Arabic, Russian, Chinese (pinyin), Czech `ch`, Lithuanian, and English.
  static let locales = [
    "de", "fr", "ja", "ar", "ru", "zh", "tr", "sv", "da", "cs", "lt", "en", "ko", "th", "hi",
  ]

  /// Queries a person types, from the names themselves: the first one to four characters of
  /// every row's name, reading (Japanese) and English name, and the whole names.
  static func queries(_ list: CountryList) -> [String] {
    var queries: Set<String> = []
    for entry in list.entries {
      let reading = entry.reading.map { [$0] } ?? []
      for name in [entry.name, entry.englishName] + reading + entry.shortNames + entry.variantNames
      {
        queries.insert(name)
        for length in 1...4 where length <= name.count {
          queries.insert(String(name.prefix(length)))
        }
      }
    }
    return queries.sorted()
  }

  @Test("Every name and every prefix of up to 4 characters", arguments: locales)
  func namesAndPrefixes(locale: String) throws {
    let list = try coreList(locale)
    var differing: [String] = []
    for query in Self.queries(list)
    where list.search(query, preferring: [], prefilter: true)
      != list.search(query, preferring: [], prefilter: false)
    {
      differing.append(query)
    }
    #expect(differing == [])
  }

  @Test(
    "Letters that collations tailor find the same rows with and without the prefilter",
    arguments: locales)
  func tailoredLetters(locale: String) throws {
    let list = try coreList(locale, packNames: SearchTests.aliases)
    let queries = [
      "i", "ı", "İ", "I", "is", "ıs", "İs", "aa", "å", "Å", "aal", "ål", "ä", "æ", "ø", "ö", "oe",
      "ss", "ß", "ch", "c", "h", "ç", "ş", "ğ", "ü", "ue", "ｇｅｒ", "ＵＫ", "ﾄﾞｲﾂ", "ドイ", "ー",
      "st kitts", "saint l", "trinidad and", "cote d'i", "côte d’", "royaume uni", "'", "o'",
      "ʻ", "e-u", "us", "gb", "gbr", "deu", "中", "中国", "德", "한", "ไทย", "भा", "ё", "е",
      "ل", "ال", "й", "и", "0", "1x", "x", "ｇｂ", "ＧＢＲ", "Gb", "dnk", "ala", "åla", "tur",
      "TÜR", "chn", "ch", "aa", "i̇s",
    ]
    for query in queries {
      #expect(
        list.search(query, preferring: [.gb], prefilter: true)
          == list.search(query, preferring: [.gb], prefilter: false), "\(locale): \(query)")
    }
  }

  @Test("The masks keep a Danish name with å for 'aa', and pass over a name without it")
  func masksKeepMatches() throws {
    let list = try coreList("da")
    let masker = try PrimaryMasker(collator: list.searchCollators[0])
    let pattern = masker.patternMask(Array("aa".utf16))
    #expect(pattern.singles != 0)
    // "Åland" has å's primary weight, which Danish also gives "aa".
    let aland = try #require(list.searchTexts.joined().first { $0.utf16 == Array("Åland".utf16) })
    #expect(PrimaryMask.mayMatch(text: aland.masks[0], pattern: pattern))
    // "Peru" has no a at all: passed over.
    let peru = try #require(list.searchTexts.joined().first { $0.utf16 == Array("Peru".utf16) })
    #expect(!PrimaryMask.mayMatch(text: peru.masks[0], pattern: pattern))
  }

  @Test("Pairs of weights pass over a name with the letters of 'deu' but not together")
  func pairsPassOver() throws {
    let list = try coreList("en")
    let masker = try PrimaryMasker(collator: list.searchCollators[0])
    let pattern = masker.patternMask(Array("deu".utf16))
    #expect(pattern.pairs != 0)
    // "Ecuador" has d, e and u, never "de" nor "eu".
    let ecuador = masker.textMask(Array("Ecuador".utf16))
    #expect(pattern.singles & ~ecuador.singles == 0)
    #expect(!PrimaryMask.mayMatch(text: ecuador, pattern: pattern))
    // Punctuation between the letters does not part them: "De-u" may match.
    #expect(PrimaryMask.mayMatch(text: masker.textMask(Array("De-u".utf16)), pattern: pattern))
  }
}
