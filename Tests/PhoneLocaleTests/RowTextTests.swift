// RowTextTests: flags, row text and alignment of the country rows in left-to-right locales.

import PhoneCore
import PhoneLocale
import Testing

@Suite("Country rows")
struct RowTextTests {
  @Test("The flag of a region is its two regional indicator symbols")
  func flags() {
    #expect(rc("GB").flagEmoji == "\u{1F1EC}\u{1F1E7}")
    #expect(rc("AE").flagEmoji == "🇦🇪")
    #expect(RegionCode.nonGeographic.flagEmoji == nil)
  }

  @Test("A left-to-right row needs no marks and keeps its logical order")
  func englishRow() throws {
    let list = try coreList("en")
    let style = PhoneTextStyle(locale: list.locale)
    let row = style.rowText(for: try #require(list.entry(for: rc("GB"))))
    #expect(row == "🇬🇧 United Kingdom +44")
    #expect(style.alignment == .left)
    #expect(try BidiReordering.visualOrder(row, direction: style.direction) == row)
  }

  @Test("Numbers are isolated in right-to-left locales only, unless asked")
  func isolationDefault() throws {
    #expect(
      PhoneTextStyle(locale: try DisplayLocale("fa")).callingCode(98) == "\u{2066}+98\u{2069}")
    #expect(PhoneTextStyle(locale: try DisplayLocale("de")).callingCode(49) == "+49")
    let forced = PhoneTextStyle(locale: try DisplayLocale("de"), isolatesNumbers: true)
    #expect(forced.callingCode(49) == "\u{2066}+49\u{2069}")
  }
}

@Suite("A display locale with a fallback")
struct DisplayLocaleFallbackTests {
  @Test("A known locale is itself; an unknown one is the fallback")
  func fallback() throws {
    #expect(DisplayLocale("de", fallback: .english) == (try DisplayLocale("de")))
    #expect(DisplayLocale("sv-SE", fallback: .english).identifier == "sv_SE")
    #expect(DisplayLocale("xx", fallback: .english) == .english)
    #expect(DisplayLocale("", fallback: try DisplayLocale("fr")).identifier == "fr")
  }
}
