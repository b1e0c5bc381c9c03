// Short numbers shown as typed (AsYouTypeFormatter.shortNumbers, the worked example of
// Documentation/Internals.md): off, typing is libphonenumber's; on, the digits typed so far show
// as typed exactly where they are a valid short number of the region, and nowhere else.

import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Short numbers shown as typed")
struct ShortNumbersTypedTests {
  static let catalog = CoreFixture.catalog

  static func text(of keys: String, region: RegionCode, short: ShortNumberInfo?) throws -> String {
    var typing = try AsYouTypeFormatter(region: region, catalog: catalog)
    typing.shortNumbers = short
    for key in keys { typing.input(key) }
    return typing.text
  }

  @Test("Every valid short number of the corpus shows as typed; some of them did not without it")
  func corpusShortNumbers() throws {
    var valid = 0
    var formattedWithout: [String] = []
    for row in try Golden.rows("short.tsv")
    where row.count > 3 && row[3] == "valid" && row[1].allSatisfy(\.isASCII)
      && row[1].allSatisfy(\.isNumber)
    {
      guard let region = RegionCode(row[0]), Self.catalog.regions[region] != nil else { continue }
      valid += 1
      let info = CorePack.shortNumbers(for: region)
      let shown = try Self.text(of: row[1], region: region, short: info)
      #expect(shown == row[1], "\(region) \(row[1]) shows \(shown)")
      let without = try Self.text(of: row[1], region: region, short: nil)
      if without != row[1] { formattedWithout.append("\(region) \(row[1]) → \(without)") }
    }
    #expect(valid > 1_000, "the corpus's valid short numbers typed with digits only")
    #expect(formattedWithout.count > 10, "\(formattedWithout.prefix(5))")
    #expect(formattedWithout.contains("SO 555 → 5 55"))
    #expect(formattedWithout.contains("AG 176 → 1 76"))
  }

  @Test("On, every keystroke of the typing corpus is libphonenumber's but at short numbers")
  func typingCorpus() throws {
    var (keystrokes, shownAsTyped) = (0, 0)
    for v in try Golden.asYouType() {
      guard let region = RegionCode(v.region) else { continue }
      let info = CorePack.shortNumbers(for: region)
      var typing = try AsYouTypeFormatter(region: region, catalog: Self.catalog)
      typing.shortNumbers = info
      var keys = ""
      for (i, key) in v.keys.enumerated() {
        typing.input(key)
        keys.append(key)
        keystrokes += 1
        let digits = keys.utf8.map { $0 &- 48 }
        let isShort = keys.utf8.allSatisfy { $0 &- 48 < 10 } && info.isValid(digits: digits)
        let expected = isShort ? keys : v.expected[i]
        if expected != v.expected[i] { shownAsTyped += 1 }
        #expect(typing.text == expected, "\(v.region) \(keys)")
      }
    }
    #expect(keystrokes > 30_000)
    #expect(shownAsTyped > 0, "some example numbers start with a short number")
  }

  @Test("A field with short numbers set types its keys again; a longer number is formatted")
  func field() throws {
    var field = try PhoneNumberField(region: .so, catalog: Self.catalog)
    field.insert("555")
    #expect(field.text == "5 55")
    field.shortNumbers = CorePack.shortNumbers(for: .so)
    #expect(field.text == "555")
    field.insert("1234")
    #expect(field.text != "5551234" && field.text.filter(\.isNumber) == "5551234")
    field.shortNumbers = nil
    field.deleteBackward()
    field.deleteBackward()
    field.deleteBackward()
    field.deleteBackward()
    #expect(field.text == "5 55")
  }
}
