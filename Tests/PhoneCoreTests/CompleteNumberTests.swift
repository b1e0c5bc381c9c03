// Parsing, formatting and validating complete numbers: inputs people write, and bad input.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Complete numbers")
struct CompleteNumberTests {
  let catalog = CoreFixture.catalog
  let gb = RegionCode("GB")

  @Test(
    "The same UK number written many ways parses to one E.164 value",
    arguments: [
      "020 7946 0958", "+44 20 7946 0958", "0044 20 7946 0958", "(020) 7946-0958",
      "Tel: 020.7946.0958.", "tel:+44-20-7946-0958", "+44 (0) 20 7946 0958",
      "٠٢٠ ٧٩٤٦ ٠٩٥٨", "０２０ ７９４６ ０９５８", "\u{200F}020\u{200B} 7946 0958\u{200E}",
    ])
  func writtenManyWays(_ text: String) throws {
    #expect(try catalog.parse(text, region: gb).description == "+442079460958")
  }

  @Test("Extensions are kept and written in each style")
  func extensions() throws {
    let n = try catalog.parse("020 7946 0958 ext. 123", region: gb)
    #expect(n.extensionNumber == "123")
    #expect(catalog.format(n, style: .national) == "020 7946 0958 x123")
    #expect(catalog.format(n, style: .rfc3966) == "tel:+44-20-7946-0958;ext=123")
    #expect(catalog.format(n, style: .e164) == "+442079460958")
    #expect(try catalog.parse("+1 650 253 0000 x12", region: gb).extensionNumber == "12")
    #expect(try catalog.parse("020 7946 0958#45", region: gb).extensionNumber == "45")
  }

  @Test("Argentina's transform rule and Brazil's carrier code are applied")
  func transformRules() throws {
    let ar = try catalog.parse("011 15-2345-6789", region: RegionCode("AR"))
    #expect(ar.description == "+5491123456789")
    #expect(catalog.format(ar, style: .international) == "+54 9 11 2345-6789")
    let br = try catalog.parse("0 15 11 98765-4321", region: RegionCode("BR"))
    #expect(br.description == "+5511987654321")
  }

  @Test("Italian leading zeros are part of the national number")
  func italianZero() throws {
    let n = try catalog.parse("02 1234 5678", region: RegionCode("IT"))
    #expect(n.nationalNumber == "0212345678")
    #expect(catalog.format(n, style: .international) == "+39 02 1234 5678")
  }

  @Test(
    "Bad input gets a reason, never a crash",
    arguments: [
      ("", ParseError.notANumber), ("  -- ..  ", .notANumber), ("abc", .notANumber),
      ("+", .notANumber), ("+999 1234 5678", .invalidCallingCode), ("1", .notANumber),
      (String(repeating: "1", count: 100_000), .tooLong),
      ("\u{0}\u{7}\u{1B}[31m", .notANumber), ("+44 1", .tooShort),
    ])
  func badInput(_ text: String, _ reason: ParseError) {
    #expect(throws: reason) { try catalog.parse(text, region: gb) }
  }

  @Test("Validation reports type or reason")
  func validation() {
    #expect(catalog.validate("07400 123456", region: gb) == .valid(.mobile))
    #expect(catalog.validate("020 7946 0958", region: gb) == .valid(.fixedLine))
    #expect(catalog.validate("0800 123 4567", region: gb) == .valid(.tollFree))
    #expect(catalog.validate("07400 12345", region: gb) == .invalid(.invalidNumber))
    #expect(catalog.validate("+44 74", region: gb) == .invalid(.tooShort))
    #expect(catalog.validate("+44 7400 1234567890", region: gb) == .invalid(.tooLong))
    #expect(catalog.validate("+1 650 253 0000", region: gb) == .valid(.fixedLineOrMobile))
    #expect(catalog.validate("", region: gb) == .invalid(.notANumber))
  }

  @Test("Typing follows the region of a shared calling code")
  func detectedRegionWhileTyping() throws {
    func detect(_ keys: String) throws -> String? {
      var f = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
      for c in keys { f.input(c) }
      return f.detectedRegion.map { "\($0)" }
    }
    #expect(try detect("020") == "GB")
    #expect(try detect("+") == nil)
    #expect(try detect("+1") == "US")
    #expect(try detect("+1416") == "CA")
    #expect(try detect("+14165550123") == "CA")
    #expect(try detect("+1650") == "US")
    #expect(try detect("+447624") == "IM")
    #expect(try detect("+7 7") == "KZ")
    #expect(try detect("+800") == "001")
  }
}
