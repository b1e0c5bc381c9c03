// The complete-number fast path: ASCII and other digit scripts give the same answers, the
// byte-buffer API writes what the String API returns, and warm look-ups hand out one instance.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Complete numbers on the fast path")
struct CompleteNumberFastPathTests {
  /// `text` with its ASCII digits written in another script (zero at `zero`), and `+` as `＋`
  /// when `plus` is set.
  static func rewrite(_ text: String, zero: UInt32, plus: Bool) -> String {
    var out = String.UnicodeScalarView()
    for c in text.unicodeScalars {
      if c.value >= 48 && c.value <= 57 {
        out.append(Unicode.Scalar(zero + c.value - 48)!)
      } else if plus && c == "+" {
        out.append("\u{FF0B}")
      } else {
        out.append(c)
      }
    }
    return String(out)
  }

  /// Full-width (U+FF10) and Arabic-Indic (U+0660) digits.
  static let scripts: [(name: String, zero: UInt32)] = [
    ("full-width", 0xFF10), ("Arabic-Indic", 0x660),
  ]

  /// What one text gives: parse (or its error), validation and the four styles, with the
  /// digits of any script as ASCII (an extension is kept as written, in libphonenumber too).
  static func answers(_ text: String, region: RegionCode?) -> String {
    var folded = String.UnicodeScalarView()
    for c in rawAnswers(text, region: region).unicodeScalars {
      if let d = DigitFolding.value(of: c) {
        folded.append(Unicode.Scalar(48 + d))
      } else {
        folded.append(c)
      }
    }
    return String(folded)
  }

  static func rawAnswers(_ text: String, region: RegionCode?) -> String {
    let catalog = CoreFixture.catalog
    var out = "\(catalog.validate(text, region: region))"
    do {
      let n = try catalog.parse(text, region: region)
      out += " \(n) ext=\(n.extensionNumber ?? "-") \(n.source)"
      for style in NumberStyle.allCases { out += " | " + catalog.format(n, style: style) }
    } catch {
      out += " error \(error)"
    }
    return out
  }

  @Test("Every golden number gives the same answers in ASCII, full-width and Arabic-Indic digits")
  func sameAnswersInEveryScript() throws {
    let rows = try Golden.rows("format.tsv") + Golden.rows("validate.tsv")
    var compared = 0
    var skipped = 0
    for row in rows {
      // With three ASCII letters only ASCII digits count (libphonenumber's `_normalize`).
      if row[1].unicodeScalars.filter({ $0.isASCII && $0.properties.isAlphabetic }).count >= 3 {
        skipped += 1
        continue
      }
      let region = RegionCode(row[0])
      let ascii = Self.answers(row[1], region: region)
      for script in Self.scripts {
        // A `tel:` URI's phone context takes ASCII `+` alone (RFC 3966).
        for plus in [false, true] where !(plus && row[1].contains("phone-context")) {
          let other = Self.rewrite(row[1], zero: script.zero, plus: plus)
          #expect(Self.answers(other, region: region) == ascii, "\(script.name) \(row[1])")
          compared += 1
        }
      }
    }
    // Every row compared in both scripts, with and without a full-width plus, but those with
    // three letters (skipped; every tel: URI with a phone context is among them): the counts
    // the golden files give, read here from their bytes.
    let corpus = try Self.corpusCounts(["format.tsv", "validate.tsv"])
    #expect(corpus.rows > 10_000)  // the files are the whole corpus, not a sample
    #expect(rows.count == corpus.rows)
    #expect(skipped == corpus.threeLetters)
    #expect(compared == Self.scripts.count * 2 * (corpus.rows - corpus.threeLetters))
  }

  /// The data lines of golden files, counted from their bytes (not through `Golden.rows`): all
  /// of them, and those whose input (the second column) has three ASCII letters or more.
  static func corpusCounts(_ names: [String]) throws -> (rows: Int, threeLetters: Int) {
    var rows = 0
    var threeLetters = 0
    for name in names {
      for line in try Golden.bytes(name).split(separator: UInt8(ascii: "\n"))
      where line.first != UInt8(ascii: "#") {
        rows += 1
        let input = line.split(separator: 9, omittingEmptySubsequences: false)[1]
        if input.filter({ (65...90).contains($0) || (97...122).contains($0) }).count >= 3 {
          threeLetters += 1
        }
      }
    }
    return (rows, threeLetters)
  }

  /// (Digits only: a `tel:` URI's phone context takes ASCII `+` alone, and text with three
  /// letters keeps only ASCII digits, in libphonenumber as here.)
  @Test(
    "Text around the number, extensions and tel: URIs agree across scripts",
    arguments: [
      ("GB", "Call me on 020 7946 0958 ext. 123, thanks"),
      ("GB", "+44 (0)20 7946-0958;ext=42"),
      ("US", "tel:650-253-0000;phone-context=+1;isub=12345"),
      ("DE", "030 123456 x 7"),
      ("FR", "01 23 45 67 89 / x"),
      ("IT", "+39 02 1234 5678 #"),
      ("JP", "03-1234-5678 内線"),
    ])
  func textAroundNumbers(region: String, text: String) {
    let code = RegionCode(region)
    let ascii = Self.answers(text, region: code)
    for script in Self.scripts {
      #expect(
        Self.answers(Self.rewrite(text, zero: script.zero, plus: false), region: code) == ascii)
    }
  }

  @Test("Formatting into a byte buffer appends what the String API returns, in every style")
  func bytesEqualStrings() throws {
    let catalog = CoreFixture.catalog
    var buffer: [UInt8] = Array("prefix|".utf8)
    var expected = buffer
    for row in try Golden.rows("format.tsv").prefix(2_000) {
      guard let n = try? catalog.parse(row[1], region: RegionCode(row[0])) else { continue }
      for style in NumberStyle.allCases {
        catalog.format(n, style: style, into: &buffer)
        expected += Array(catalog.format(n, style: style).utf8)
      }
    }
    #expect(buffer.count > 20_000)
    #expect(buffer == expected)
  }

  @Test("Parsing text into a byte buffer appends nothing for bad input and throws its reason")
  func bytesForBadInput() {
    let catalog = CoreFixture.catalog
    var buffer: [UInt8] = []
    #expect(throws: ParseError.notANumber) {
      try catalog.format("hello", region: RegionCode("GB"), style: .e164, into: &buffer)
    }
    #expect(buffer.isEmpty)
    try? catalog.format("020 7946 0958", region: RegionCode("GB"), style: .e164, into: &buffer)
    #expect(String(decoding: buffer, as: UTF8.self) == "+442079460958")
  }

  @Test("A number made by hand is written whole, however long its parts")
  func handMadeNumbers() {
    let catalog = CoreFixture.catalog
    let long = PhoneNumber(
      callingCode: 44, nationalNumber: String(repeating: "7", count: 300),
      extensionNumber: String(repeating: "1", count: 300))
    let text = catalog.format(long, style: .international)
    #expect(text.hasPrefix("+44 " + long.nationalNumber + " "))
    #expect(
      text.hasSuffix(" " + long.extensionNumber!) || text.hasSuffix("x" + long.extensionNumber!))
    var bytes: [UInt8] = []
    catalog.format(long, style: .international, into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == text)
    // Characters other than digits in a national number set by hand are not digits to check.
    let odd = PhoneNumber(callingCode: 44, nationalNumber: "2079x460958")
    let plain = PhoneNumber(callingCode: 44, nationalNumber: "2079460958")
    #expect(catalog.isValid(odd) == catalog.isValid(plain))
    #expect(catalog.numberType(of: odd) == .fixedLine)
    #expect(catalog.format(odd, style: .e164) == "+442079x460958")
  }

  @Test("A parsed number equals, and hashes as, the same number made by hand or edited")
  func parsedNumberValues() throws {
    let catalog = CoreFixture.catalog
    let parsed = try catalog.parse("020 7946 0958", region: RegionCode("GB"))
    let made = PhoneNumber(
      callingCode: 44, nationalNumber: "2079460958", source: .defaultRegion)
    #expect(parsed == made)
    #expect(parsed.hashValue == made.hashValue)
    #expect(parsed.nationalNumber == "2079460958" && parsed.extensionNumber == nil)
    // An extension set and taken off again gives back the number without one.
    var edited = parsed
    edited.extensionNumber = "12"
    #expect(edited != parsed && edited.extensionNumber == "12")
    #expect(edited.nationalNumber == "2079460958")
    let withExtension = try catalog.parse("020 7946 0958 x12", region: RegionCode("GB"))
    #expect(edited == withExtension && edited.hashValue == withExtension.hashValue)
    edited.extensionNumber = nil
    #expect(edited == parsed && edited.hashValue == parsed.hashValue)
    // A national number set by hand keeps its text, digits or not, whatever its length.
    for text in ["2079x460958", "", "0", String(repeating: "9", count: 30), "٢٠٧٩"] {
      var number = parsed
      number.nationalNumber = text
      #expect(number.nationalNumber == text)
      #expect(number == PhoneNumber(callingCode: 44, nationalNumber: text, source: .defaultRegion))
    }
    // Leading zeros are digits of the number.
    let zeros = PhoneNumber(callingCode: 39, nationalNumber: "0012")
    #expect(
      zeros.nationalNumber == "0012" && zeros != PhoneNumber(callingCode: 39, nationalNumber: "12"))
    #expect(catalog.format(zeros, style: .e164) == "+390012")
  }

  @Test("Warm look-ups return the one compiled instance, from every thread")
  func oneInstance() async throws {
    let catalog = PhoneCatalog(regions: CoreFixture.regions)
    let first = try #require(try catalog.regionRules(callingCode: 44))
    let compiled = try #require(try catalog.compiled(callingCode: 44))
    let seen = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let r = try catalog.regionRules(callingCode: 44)
          let c = try catalog.compiled(callingCode: 44)
          return r === first && c === compiled
        }
      }
      return try await group.reduce(true) { $0 && $1 }
    }
    #expect(seen)
  }

  @Test("Racing first look-ups agree on one instance per region")
  func racingFirstLookUps() async throws {
    let catalog = PhoneCatalog(regions: CoreFixture.regions)
    let codes = [1, 7, 33, 44, 49, 55, 61, 81, 86, 91, 800]
    let results = try await withThrowingTaskGroup(of: [ObjectIdentifier?].self) { group in
      for _ in 0..<4 {
        group.addTask {
          try codes.map { code in
            try catalog.regionRules(callingCode: code).map(ObjectIdentifier.init)
          }
        }
      }
      return try await group.reduce(into: [[ObjectIdentifier?]]()) { $0.append($1) }
    }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == results[0] })
    #expect(results[0].allSatisfy { $0 != nil })
  }

  @Test("The plus sign is + or full-width ＋, and nothing else")
  func plusSign() {
    #expect(TextScanner.isPlus("+"))
    #expect(TextScanner.isPlus("\u{FF0B}"))
    for c: Unicode.Scalar in ["-", "0", "\u{2795}", "\u{207A}", "\u{FE62}"] {
      #expect(!TextScanner.isPlus(c))
    }
  }

  @Test("Punctuation is libphonenumber's VALID_PUNCTUATION, in ASCII and beyond")
  func punctuation() {
    // -x‐-―−ー－-／  ­​⁠　()（）［］.\[\]/~⁓∼～ (phonenumbers 9.0.43)
    var expected: Set<UInt32> = [
      0x2D, 0x78, 0x2212, 0x30FC, 0x20, 0xA0, 0xAD, 0x200B, 0x2060, 0x3000, 0x28, 0x29,
      0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0x2E, 0x5B, 0x5D, 0x2F, 0x7E, 0x2053, 0x223C, 0xFF5E,
    ]
    expected.formUnion(0x2010...0x2015)
    expected.formUnion(0xFF0D...0xFF0F)
    var found: Set<UInt32> = []
    for v in UInt32(0)...0x10000 {
      if let c = Unicode.Scalar(v), TextScanner.isPunctuation(c) { found.insert(v) }
    }
    #expect(found == expected)
  }

  @Test("A non-geographic entity is named 001- and its calling code; a region by its code")
  func regionNames() throws {
    let catalog = CoreFixture.catalog
    #expect(catalog.nonGeographic[800]?.name == "001-800")
    #expect(catalog.regions[RegionCode("GB")!]?.name == "GB")
    #expect(try catalog.regionRules(callingCode: 800)?.name == "001-800")
  }
}
