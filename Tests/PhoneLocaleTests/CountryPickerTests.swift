// CountryPickerTests: preferred countries first, excluded ones removed, default selection.

import PhoneCore
import PhoneLocale
import Testing

@Suite("Country picker sections")
struct CountryPickerTests {
  @Test("Preferred countries come first, in the app's order, under their title")
  func preferredFirst() throws {
    let list = try coreList("en")
    let options = CountryPickerOptions(
      preferred: [rc("AE"), rc("SA"), rc("AE"), rc("QZ")], preferredTitle: "Suggested",
      allTitle: "All countries")
    let picker = CountryPicker(list: list, options: options)
    #expect(picker.sections.map(\.kind) == [.preferred, .all])
    #expect(picker.sections[0].title == "Suggested")
    #expect(codes(picker.sections[0].entries) == ["AE", "SA"])
    #expect(picker.sections[1].title == "All countries")
    #expect(codes(picker.sections[1].entries) == codes(list.entries))
  }

  @Test("Preferred countries can be left out of the full section")
  func notRepeated() throws {
    let list = try coreList("en")
    let picker = CountryPicker(
      list: list,
      options: CountryPickerOptions(preferred: [rc("AE")], repeatsPreferredInAll: false))
    #expect(!codes(picker.sections[1].entries).contains("AE"))
    #expect(picker.sections[1].entries.count == list.entries.count - 1)
  }

  @Test("Excluded countries are in no section, no search result and no default selection")
  func excluded() throws {
    let list = try coreList("en")
    let options = CountryPickerOptions(
      preferred: [rc("IL"), rc("JO")], excluded: [rc("IL"), rc("AE")])
    let picker = CountryPicker(list: list, options: options)
    let shown = picker.sections.flatMap { codes($0.entries) }
    #expect(!shown.contains("IL") && !shown.contains("AE"))
    #expect(codes(picker.sections[0].entries) == ["JO"])
    #expect(!codes(picker.search("+97")).contains("AE"))
    #expect(codes(picker.search("+97")).contains("QA"))  // +974
    #expect(try picker.defaultSelection(for: DisplayLocale("en_AE")) == rc("JO"))
    #expect(!picker.offers(rc("AE")))
  }

  @Test("Preferred-only mode shows and searches only the preferred countries")
  func preferredOnly() throws {
    let list = try coreList("en")
    let options = CountryPickerOptions(preferred: [rc("GB"), rc("FR")], preferredOnly: true)
    let picker = CountryPicker(list: list, options: options)
    #expect(picker.sections.map(\.kind) == [.preferred])
    #expect(codes(picker.search("+44")) == ["GB"])
    #expect(codes(picker.search("")) == ["FR", "GB"])  // collation order
    #expect(try picker.defaultSelection(for: DisplayLocale("de_DE")) == rc("GB"))
  }

  @Test("The default selection is the locale's region: en_AE selects AE, ar selects EG")
  func defaultSelection() throws {
    let picker = CountryPicker(list: try coreList("en"), options: CountryPickerOptions())
    #expect(try picker.defaultSelection(for: DisplayLocale("en_AE")) == rc("AE"))
    #expect(try picker.defaultSelection(for: DisplayLocale("ar")) == rc("EG"))
    #expect(try picker.defaultSelection(for: DisplayLocale("fr_CA")) == rc("CA"))
    #expect(try picker.defaultSelection(for: DisplayLocale("es_419")) == nil)
  }
}
