// As-you-type formatting on the core pack: prefixes, switching regions, scripts, bad keys.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("As-you-type formatting")
struct AsYouTypeTests {
  let catalog = CoreFixture.catalog

  @Test("Typing +44 shows the UK calling code, then the number grouped")
  func ukInternational() throws {
    let shown = try typeAll("+442079460958", region: "US", catalog: catalog)
    #expect(shown[2] == "+44 ")
    #expect(shown.last == "+44 20 7946 0958")
  }

  @Test("The national prefix is kept and followed by the format's grouping")
  func ukNational() throws {
    #expect(try typeAll("02079460958", region: "GB", catalog: catalog).last == "020 7946 0958")
  }

  @Test("The international dialling prefix typed instead of + (011 in the US)")
  func dialingPrefix() throws {
    let shown = try typeAll("011442079460958", region: "US", catalog: catalog)
    #expect(shown.last == "011 44 20 7946 0958")
  }

  @Test("Typing +1 416 in the GB formatter switches to North American rules")
  func switchesRegion() throws {
    var f = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: catalog)
    for c in "+14165550123" { f.input(c) }
    #expect(f.text == "+1 416-555-0123")
    #expect(f.callingCode == 1)
    f.clear()
    #expect(f.callingCode == 44)
  }

  @Test("Arabic-Indic, Persian and full-width digits format like ASCII digits")
  func unicodeDigits() throws {
    let ascii = try typeAll("0501234567", region: "AE", catalog: catalog).last
    for digits in ["٠٥٠١٢٣٤٥٦٧", "۰۵۰۱۲۳۴۵۶۷", "０５０１２３４５６７"] {
      #expect(try typeAll(digits, region: "AE", catalog: catalog).last == ascii)
    }
  }

  @Test("A letter or punctuation stops formatting: the input is shown as typed")
  func nonDigits() throws {
    let shown = try typeAll("020-7946", region: "GB", catalog: catalog)
    #expect(shown[2] == "020")
    #expect(shown.last == "020-7946")
    #expect(try typeAll("\u{0}\u{200B}a", region: "GB", catalog: catalog).last == "\u{0}\u{200B}a")
  }

  @Test("More digits than any number has are kept, unformatted")
  func tooLong() throws {
    let keys = "0207946095812345678901234567890"
    #expect(try typeAll(keys, region: "GB", catalog: catalog).last == keys)
  }

  @Test("An unknown region is a clear error naming how to list regions")
  func unknownRegion() {
    #expect(throws: FormatterError.unknownRegion("XY")) {
      try AsYouTypeFormatter(region: RegionCode("XY")!, catalog: catalog)
    }
    #expect(
      FormatterError.unknownRegion("XY").description
        == "unknown region 'XY': the catalog has no rules for it (see PhoneCatalog.regions)")
  }

  @Test("A pattern that does not compile names region, format and position")
  func badPattern() {
    let region = Region(
      code: RegionCode("ZZ")!, callingCode: 999,
      formats: [NumberFormat(pattern: "(\\d{3})(\\d{4}", format: "$1 $2")])
    let catalog = PhoneCatalog(regions: [region])
    #expect(throws: FormatterError.self) {
      try AsYouTypeFormatter(region: RegionCode("ZZ")!, catalog: catalog)
    }
    do {
      _ = try CompiledRegion.compile(region)
      Issue.record("expected a compile error")
    } catch {
      #expect(
        error.description
          == "ZZ formats[0].pattern: unterminated group at position 7 in \"(\\d{3})(\\d{4}\"")
    }
  }

  @Test("A format referring to a missing group is refused")
  func badFormatString() {
    let region = Region(
      code: RegionCode("ZZ")!, callingCode: 999,
      formats: [NumberFormat(pattern: "(\\d{3})", format: "$1 $2")])
    #expect(throws: RuleError.self) { try CompiledRegion.compile(region) }
  }

  @Test("Random keystrokes of any kind show every digit typed, in order, and nothing else typed")
  func randomKeys() throws {
    var rng = SeededRandom(seed: 7)
    let alphabet: [Character] = Array("0123456789+*#-() x٣۴５\u{200F}\u{0}") + ["👍🏽"]
    let regions = ["GB", "US", "DE", "AR", "BR", "CN", "JP", "IN", "RU", "IT"]
    func digits(_ s: some Sequence<Unicode.Scalar>) -> [UInt8] {
      s.compactMap { DigitFolding.value(of: $0) }
    }
    for i in 0..<500 {
      var f = try AsYouTypeFormatter(
        region: RegionCode(regions.randomElement(using: &rng)!)!, catalog: catalog)
      var keys = ""
      for _ in 0..<Int.random(in: 1...30, using: &rng) {
        let key = alphabet.randomElement(using: &rng)!
        keys.append(key)
        let shown = f.input(key)
        // The digits typed, in order (as ASCII digits), whatever else was typed.
        #expect(digits(shown.unicodeScalars) == digits(keys.unicodeScalars), "case \(i): \(keys)")
        // Every character typed that is not a digit, `+` or a space is shown (as typed).
        for c in keys where !c.isNumber && c != "+" && c != " " {
          #expect(shown.contains(c), "case \(i): \(keys) shows \(shown)")
        }
      }
    }
  }

  @Test("Every core-pack region compiles and its tables keep their invariants")
  func invariants() throws {
    var states = 0
    for code in catalog.codes {
      let r = try #require(try catalog.compiled(callingCode: code))
      try r.nationalAutomaton.checkInvariants()
      try r.internationalAutomaton?.checkInvariants()
      states += r.stateCount
    }
    #expect(states > 1000)
  }
}
