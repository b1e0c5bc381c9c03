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

  @Test("A left-to-right row needs no marks and keeps its logical order")
  func englishRow() throws {
    let list = try coreList("en")
    let style = PhoneTextStyle(locale: list.locale)
    let row = style.rowText(for: try #require(list.entry(for: rc("GB"))))
    #expect(row == "🇬🇧 United Kingdom +44")
    #expect(style.alignment == .left)
    #expect(try BidiReordering.visualOrder(row, direction: style.direction) == row)
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

@Suite("Caret offsets across directional marks")
struct FieldTextTests {
  @Test("Stored carets map inside the isolate and back, at every offset")
  func roundTrip() throws {
    let locale = try DisplayLocale("ar_EG")
    for digits in [LocaleDigits.latin, try LocaleDigits(locale: locale)] {
      let field = PhoneTextStyle(locale: locale, digits: digits).fieldText("+20 10 1234 5678")
      let count = field.stored.utf16.count
      let shown = field.display.utf16.count
      #expect(field.stored == "+20 10 1234 5678")
      #expect(field.displayOffset(forStoredOffset: 0) == 1)  // after LRI
      #expect(field.displayOffset(forStoredOffset: count) == shown - 1)  // before PDI
      for s in 0...count {
        #expect(field.storedOffset(forDisplayOffset: field.displayOffset(forStoredOffset: s)) == s)
      }
      #expect(field.storedOffset(forDisplayOffset: 0) == 0)
      #expect(field.storedOffset(forDisplayOffset: shown) == count)
      // Every display offset maps to a stored offset, and never backwards.
      let mapped = (0...shown).map { field.storedOffset(forDisplayOffset: $0) }
      #expect(mapped == mapped.sorted())
    }
  }

  @Test("Shown text with marks and native digits gives ASCII stored text and its carets")
  func fromDisplay() {
    let field = FieldText(display: "\u{200E}+٤٤\u{200E} ٢٠")
    #expect(field.stored == "+44 20")
    #expect(field.storedOffset(forDisplayOffset: 4) == 3)  // after ٤٤
    #expect(field.storedOffset(forDisplayOffset: 5) == 3)  // after the second LRM
    #expect(field.displayOffset(forStoredOffset: 3) == 5)  // before the space
    #expect(field.displayOffset(forStoredOffset: 6) == 8)
  }

  @Test("A caret from PhoneNumberField lands after the same digit in the shown text")
  func withPhoneNumberField() throws {
    var input = try PhoneNumberField(region: rc("AE"), catalog: CoreFixture.catalog)
    let typed = input.insert("0501234567")
    let field = PhoneTextStyle(locale: try DisplayLocale("ar")).fieldText(typed.text)
    let shown = Array(field.display.utf16)
    let caret = field.displayOffset(forStoredOffset: typed.caret)
    #expect(caret == shown.count - 1)  // before PDI
    #expect(shown[caret - 1] == UInt16(UInt8(ascii: "7")))
  }

  @Test("The flag of a region is its two regional indicator symbols")
  func flags() {
    #expect(rc("GB").flagEmoji == "\u{1F1EC}\u{1F1E7}")
    #expect(rc("AE").flagEmoji == "🇦🇪")
    #expect(RegionCode.nonGeographic.flagEmoji == nil)
  }
}
