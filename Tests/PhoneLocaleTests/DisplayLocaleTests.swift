// DisplayLocaleTests: which locales ICU knows, canonical IDs, direction and default regions.

import PhoneCore
import PhoneLocale
import Testing

@Suite("Display locales")
struct DisplayLocaleTests {
  @Test("A BCP 47 tag and an ICU ID of the same locale canonicalise alike")
  func canonical() throws {
    #expect(try DisplayLocale("zh-Hans-CN").identifier == "zh_Hans_CN")
    #expect(try DisplayLocale("zh_hans_cn").identifier == "zh_Hans_CN")
    #expect(try DisplayLocale("EN-us").identifier == "en_US")
    #expect(try DisplayLocale("de-u-co-phonebk").identifier == "de@collation=phonebook")
  }

  @Test(
    "A locale whose language ICU does not know is rejected with a typed error",
    arguments: ["xx", "zz_ZZ", "root", "und", "qaa", "", "en US", "en-", "english"])
  func unknown(_ text: String) {
    #expect(throws: ICUError.unknownLocale(text)) { try DisplayLocale(text) }
  }

  @Test(
    "A known language is accepted even where ICU has little data of its own",
    arguments: ["ain", "haw", "sv_AX", "es_419"])
  func known(_ text: String) throws {
    #expect(try !DisplayLocale(text).identifier.isEmpty)
  }

  @Test("Arabic, Hebrew, Persian and Urdu run right to left; others left to right")
  func direction() throws {
    for id in ["ar", "ar_EG", "he", "fa", "ur"] {
      #expect(try DisplayLocale(id).direction == .rightToLeft, "\(id)")
      #expect(try DisplayLocale(id).direction.leadingEdge == .right, "\(id)")
    }
    for id in ["en", "ja", "zh_Hant", "tr", "az_Latn"] {
      #expect(try DisplayLocale(id).direction == .leftToRight, "\(id)")
      #expect(try DisplayLocale(id).direction.leadingEdge == .left, "\(id)")
    }
  }

  @Test("A locale's region is its region subtag, else the likely region")
  func region() throws {
    #expect(try DisplayLocale("en_AE").region() == RegionCode("AE"))
    #expect(try DisplayLocale("ar").region() == RegionCode("EG"))
    #expect(try DisplayLocale("ja").region() == RegionCode("JP"))
    #expect(try DisplayLocale("ar").region(likely: false) == nil)
    #expect(try DisplayLocale("es_419").region() == nil)
  }

  @Test("ICU failures carry the function and ICU's status name")
  func errorDescription() {
    let error = ICUError.callFailed(
      function: "ucol_open", status: 1, name: "U_ILLEGAL_ARGUMENT_ERROR")
    #expect(error.description == "ICU call ucol_open failed: U_ILLEGAL_ARGUMENT_ERROR (1)")
    #expect(
      ICUError.unknownLocale("xx").description
        == "unknown locale 'xx': ICU has no ISO 639 language for it")
  }
}
