// BidiTests: numbers in Arabic, Hebrew and Persian lines keep their order, checked with ubidi.

import PhoneCore
import PhoneLocale
import PhoneTestSupport
import Testing

@Suite("Bidi: numbers inside right-to-left text")
struct BidiTests {
  static let number = "+44 20 7946 0958"

  /// Sentences around a number, per locale: (locale, before, after).
  static let sentences: [(String, String, String)] = [
    ("ar", "اتصل على ", " الآن"),
    ("he", "התקשרו אל ", " עכשיו"),
    ("fa", "با شماره ", " تماس بگیرید"),
  ]

  @Test("An isolated number inside Arabic, Hebrew or Persian text reads left to right")
  func isolatedNumberInSentence() throws {
    for (id, before, after) in Self.sentences {
      let style = PhoneTextStyle(locale: try DisplayLocale(id))
      #expect(style.direction == .rightToLeft)
      let line = before + style.number(Self.number) + after
      let visual = try BidiReordering.visualOrder(line, direction: style.direction)
      #expect(visual.contains(Self.number), "\(id): \(visual)")
      // The words around it are reversed (drawn right to left), the number is not.
      #expect(visual.hasSuffix(String(before.reversed())), "\(id)")
    }
  }

  @Test("Without isolation the same line breaks the number apart (so the check can fail)")
  func unisolatedNumberBreaks() throws {
    for (_, before, after) in Self.sentences {
      let visual = try BidiReordering.visualOrder(
        before + Self.number + after, direction: .rightToLeft)
      #expect(!visual.contains(Self.number))
    }
    let field = try BidiReordering.visualOrder(Self.number, direction: .rightToLeft)
    #expect(field == "0958 7946 20 44+")
  }

  @Test("A number in Arabic-Indic digits is isolated too: its groups keep their order")
  func nativeDigits() throws {
    let locale = try DisplayLocale("ar_EG")
    let style = PhoneTextStyle(locale: locale, digits: try LocaleDigits(locale: locale))
    let shown = style.number("010 1234 5678")
    #expect(BidiIsolation.removingControls(shown) == "٠١٠ ١٢٣٤ ٥٦٧٨")
    let visual = try BidiReordering.visualOrder("رقمي " + shown, direction: .rightToLeft)
    #expect(visual.hasPrefix("٠١٠ ١٢٣٤ ٥٦٧٨"))
    let bare = try BidiReordering.visualOrder("رقمي ٠١٠ ١٢٣٤ ٥٦٧٨", direction: .rightToLeft)
    #expect(!bare.contains("٠١٠ ١٢٣٤ ٥٦٧٨"))
  }

  @Test("An Arabic row lays out flag at the right, then the name, then +44 at the left")
  func arabicRow() throws {
    let list = try coreList("ar")
    let gb = try #require(list.entry(for: rc("GB")))
    let style = PhoneTextStyle(locale: list.locale)
    let row = style.rowText(for: gb)
    #expect(row == "🇬🇧 المملكة المتحدة \u{2066}+44\u{2069}")
    #expect(style.alignment == .right)
    let visual = try BidiReordering.visualOrder(row, direction: style.direction)
    #expect(visual == "+44 " + String("المملكة المتحدة".reversed()) + " 🇬🇧")
  }

  @Test("The field text in an RTL locale aligns right and reads left to right")
  func fieldText() throws {
    let style = PhoneTextStyle(locale: try DisplayLocale("he"))
    let field = style.fieldText(Self.number)
    #expect(field.display == "\u{2066}" + Self.number + "\u{2069}")
    #expect(field.stored == Self.number)
    #expect(try BidiReordering.visualOrder(field.display, direction: .rightToLeft) == Self.number)
  }
}
