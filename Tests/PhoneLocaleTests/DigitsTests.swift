// DigitsTests: a locale's digits for display (ICU numbering systems), typed native digits.

import PhoneCore
import PhoneLocale
import PhoneTestSupport
import Testing

@Suite("Locale digits")
struct DigitsTests {
  @Test("ar-EG shows Arabic-Indic digits; stored text stays ASCII")
  func egypt() throws {
    let digits = try LocaleDigits(locale: DisplayLocale("ar-EG"))
    #expect(digits.numberingSystem == "arab")
    #expect(digits.localize("010 1234 5678") == "٠١٠ ١٢٣٤ ٥٦٧٨")
    #expect(LocaleDigits.ascii("٠١٠ ١٢٣٤ ٥٦٧٨") == "010 1234 5678")
  }

  @Test("Each locale's default numbering system comes from ICU")
  func defaults() throws {
    let expected = [
      "fa": "arabext", "ar_AE": "latn", "ar_SA": "arab", "en": "latn", "bn": "beng",
    ]
    for (id, system) in expected {
      #expect(try LocaleDigits(locale: DisplayLocale(id)).numberingSystem == system, "\(id)")
    }
    #expect(try LocaleDigits(locale: DisplayLocale("fa")).localize("+98 21") == "+۹۸ ۲۱")
  }

  @Test("The native digits of a locale that defaults to ASCII digits")
  func native() throws {
    let digits = try LocaleDigits(locale: DisplayLocale("ar_AE"), native: true)
    #expect(digits.numberingSystem == "arab")
    #expect(try LocaleDigits(numberingSystem: "fullwide").localize("+44") == "+４４")
  }

  @Test("Numbering systems without decimal digits are refused with a typed error")
  func algorithmic() {
    #expect(throws: ICUError.unsupportedNumberingSystem("roman")) {
      try LocaleDigits(numberingSystem: "roman")
    }
    #expect(throws: ICUError.self) { try LocaleDigits(numberingSystem: "nope") }
  }

  static let arabicIndic = (0..<10).map { Unicode.Scalar(0x660 + $0)! }
  static let persian = (0..<10).map { Unicode.Scalar(0x6F0 + $0)! }
  static let fullWidth = (0..<10).map { Unicode.Scalar(0xFF10 + $0)! }

  /// `keys` with ASCII digits replaced by `digits`.
  static func convert(_ keys: String, to digits: [Unicode.Scalar]) -> String {
    String(
      String.UnicodeScalarView(
        keys.unicodeScalars.map {
          $0.value >= 48 && $0.value <= 57 ? digits[Int($0.value - 48)] : $0
        }
      ))
  }

  @Test(
    "Typed Arabic-Indic, Persian and full-width digits format like ASCII digits",
    arguments: ["AE", "EG", "SA", "IR"])
  func typedNativeDigits(_ region: String) throws {
    let vectors = try Golden.asYouType().filter { $0.region == region }
    #expect(vectors.count >= 5)
    for vector in vectors {
      let ascii = try typeAll(vector.keys, region: region, catalog: CoreFixture.catalog)
      for digits in [Self.arabicIndic, Self.persian, Self.fullWidth] {
        let keys = Self.convert(vector.keys, to: digits)
        let native = try typeAll(keys, region: region, catalog: CoreFixture.catalog)
        #expect(native.count == ascii.count)
        // libphonenumber shows the first two keystrokes as typed; from the third on the text
        // is formatted, and must be the same once its digits are read as ASCII.
        for i in 2..<min(native.count, ascii.count) {
          #expect(LocaleDigits.ascii(native[i]) == ascii[i], "\(vector.keys) at \(i + 1)")
        }
        #expect(LocaleDigits.ascii(native.last ?? "") == ascii.last, "\(vector.keys)")
      }
    }
  }
}
