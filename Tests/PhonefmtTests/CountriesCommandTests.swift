// End-to-end: `phonefmt countries`: lines, names and order per locale, search, locale errors.

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt countries end to end")
struct CountriesCommandTests {
  /// The output's lines split into their three columns.
  static func rows(_ stdout: String) -> [[String]] {
    stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
  }

  @Test("One CODE<TAB>+DIAL<TAB>NAME line per geographic region, in the locale's order")
  func swedish() throws {
    let r = try phonefmt(["countries", "--locale", "sv"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(r.stdout.hasSuffix("\n"))
    let rows = Self.rows(r.stdout)
    // One per geographic region file of the core pack (001-CC.json are the non-geographic).
    let files = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot + "/RulePacks/core/regions")
    #expect(rows.count == files.filter { $0.hasSuffix(".json") && !$0.hasPrefix("001-") }.count)
    #expect(rows.allSatisfy { $0.count == 3 && $0[0].count == 2 && $0[1].hasPrefix("+") })
    #expect(!rows.contains { $0[0] == "001" })
    #expect(rows.contains(["GB", "+44", "Storbritannien"]))
    #expect(rows.suffix(3).map { $0[0] } == ["AX", "AT", "TL"])  // Åland, Österrike, Östtimor
  }

  @Test("Japanese names in kanji sort by their reading: 日本 (にほん) among the names read with に")
  func japanese() throws {
    let ja = try phonefmt(["countries", "--locale", "ja"])
    #expect(ja.status == 0)
    let rows = Self.rows(ja.stdout)
    let position = { (code: String) in rows.firstIndex { $0[0] == code } }
    let niger = try #require(position("NE"))  // ニジェール
    let japan = try #require(position("JP"))  // 日本
    let newZealand = try #require(position("NZ"))  // ニュージーランド
    #expect(niger < japan && japan < newZealand)
    // No block of kanji names after every kana name any more: the last name has no kanji.
    let last = try #require(rows.last)
    #expect(!last[2].unicodeScalars.contains { $0.properties.isIdeographic })
    for query in ["にほん", "ニホン"] {
      let found = try phonefmt(["countries", "--locale", "ja", "--search", query])
      #expect(Self.rows(found.stdout).first?[0] == "JP", "\(query)")
    }
  }

  @Test("Arabic and Chinese names come in their own collation order")
  func arabicAndChinese() throws {
    let ar = try phonefmt(["countries", "--locale", "ar"])
    #expect(ar.status == 0)
    #expect(Self.rows(ar.stdout).contains(["EG", "+20", "مصر"]))
    let zh = try phonefmt(["countries", "--locale", "zh-Hans"])
    #expect(zh.status == 0)
    let zhRows = Self.rows(zh.stdout)
    #expect(zhRows.first == ["AL", "+355", "阿尔巴尼亚"])
    let china = try #require(zhRows.firstIndex { $0[0] == "CN" })
    let germany = try #require(zhRows.firstIndex { $0[0] == "DE" })
    #expect(germany < china)  // Déguó before Zhōngguó
  }

  @Test("--search filters by name, accent-blind, best match first")
  func search() throws {
    let r = try phonefmt(["countries", "--locale", "de", "--search", "osterr"])
    #expect(r.status == 0)
    #expect(r.stdout == "AT\t+43\tÖsterreich\n")
    let dial = try phonefmt(["countries", "--locale", "en", "--search", "+44"])
    #expect(
      dial.stdout == """
        GB\t+44\tUnited Kingdom
        GG\t+44\tGuernsey
        IM\t+44\tIsle of Man
        JE\t+44\tJersey

        """)
    let none = try phonefmt(["countries", "--locale", "en", "--search", "zzzz"])
    #expect(none.status == 0)
    #expect(none.stdout == "")
  }

  @Test("A locale ICU does not know is a usage error with exit status 2")
  func unknownLocale() throws {
    let r = try phonefmt(["countries", "--locale", "xx"])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr == "phonefmt: error: unknown locale 'xx': ICU has no ISO 639 language for it\n")
  }

  @Test("A missing --locale, or --search without TEXT, is a usage error")
  func missingValues() throws {
    let r = try phonefmt(["countries"])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("phonefmt: error: missing --locale LOC"))
    let s = try phonefmt(["countries", "--locale", "en", "--search"])
    #expect(s.status == 2)
    #expect(s.stderr == "phonefmt: error: missing TEXT after --search\n")
  }
}
