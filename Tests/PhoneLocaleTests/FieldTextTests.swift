// FieldTextTests: caret offsets between the field as shown (marks, native digits) and as stored.

import PhoneCore
import PhoneLocale
import PhoneTestSupport
import Testing

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
}
