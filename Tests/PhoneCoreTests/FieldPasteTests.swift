// What a paste over a field keeps: an extension, the first of several numbers, a number as
// formatted; and the field's text as a String.

import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Pasting numbers into a field")
struct FieldPasteTests {
  static let catalog = CoreFixture.catalog

  static func field(_ region: String) throws -> PhoneNumberField {
    try PhoneNumberField(region: RegionCode(region)!, catalog: catalog)
  }

  static func keys(_ field: PhoneNumberField) -> String {
    String(String.UnicodeScalarView(field.keys))
  }

  /// What typing `keys` one by one into a new formatter of `region` shows.
  static func typed(_ keys: String, in region: String) throws -> String {
    var formatter = try AsYouTypeFormatter(region: RegionCode(region)!, catalog: catalog)
    for k in keys { formatter.input(k) }
    return formatter.text
  }

  /// `text` parsed in `region`, without its extension.
  static func number(_ text: String, in region: String) throws -> PhoneNumber {
    var n = try catalog.parse(text, region: RegionCode(region)!)
    n.extensionNumber = nil
    return n
  }

  @Test(
    "An extension pasted with a number is kept on the field, its digits out of the number",
    arguments: [
      ("US", "(201) 555-0123 ext. 7", "7", NumberStyle.national),
      ("US", "tel:+1-201-555-0123;ext=12", "12", .international),
      ("US", "201.555.0123 x 345", "345", .national),
      ("GB", "020 7946 0958 #22", "22", .national),
      // Digits a German number could take: typed with it, the extension would lengthen it.
      ("DE", "030 123456 ext. 7", "7", .national),
    ])
  func extensionKept(region: String, text: String, ext: String, style: NumberStyle) throws {
    var field = try Self.field(region)
    let edit = field.replace(utf16Range: 0..<0, with: text)
    #expect(field.extensionNumber == ext)
    let number = try Self.number(text, in: region)
    #expect(field.text == Self.catalog.format(number, style: style))
    #expect(edit.text == field.text)
    #expect(!edit.pastedSeveralNumbers)
    #expect(field.caret == field.utf16.count)
    let digits = Self.keys(field).filter(\.isNumber)
    #expect(digits.hasSuffix(number.nationalNumber), "\(Self.keys(field))")
    #expect(!Self.keys(field).hasSuffix(number.nationalNumber + ext))
  }

  @Test("An extension after a number that is not valid still leaves the number's digits")
  func extensionOfAnInvalidNumber() throws {
    var field = try Self.field("US")
    field.replace(utf16Range: 0..<0, with: "555-0123 ext. 7")
    #expect(field.extensionNumber == "7")
    #expect(Self.keys(field) == "5550123")
    #expect(field.text == (try Self.typed("5550123", in: "US")))
  }

  @Test("The extension stays through edits of the number and goes with the number")
  func extensionLifetime() throws {
    var field = try Self.field("US")
    field.replace(utf16Range: 0..<0, with: "(201) 555-0123 ext. 7")
    field.moveCaret(to: 3)
    field.insert("9")  // an edit of the number: the extension is still its
    #expect(field.extensionNumber == "7")
    field.replace(utf16Range: 0..<field.utf16.count, with: "(201) 555-0199")
    #expect(field.extensionNumber == nil, "a paste over the whole text without one")
    field.replace(utf16Range: 0..<field.utf16.count, with: "(201) 555-0123 ext. 7")
    while !field.keys.isEmpty { field.deleteBackward() }
    #expect(field.extensionNumber == nil, "every key deleted")
    field.replace(utf16Range: 0..<0, with: "(201) 555-0123 ext. 7")
    field.clear()
    #expect(field.extensionNumber == nil)
    // Typed key by key, the letters are dropped as they always were: no paste, no extension.
    for s in "2015550123x7".unicodeScalars { field.insert(String(s)) }
    #expect(field.extensionNumber == nil)
  }

  @Test("A paste the digit limit refuses leaves the text, the caret and the extension as they were")
  func refusedPaste() throws {
    var field = try Self.field("BR")
    field.digitLimit = .regionMaximum
    field.replace(utf16Range: 0..<0, with: "(11) 96123-4567")
    #expect(field.text == "(11) 96123-4567")
    var us = try Self.field("US")
    us.digitLimit = .regionMaximum
    us.replace(utf16Range: 0..<0, with: "(201) 555-0123 ext. 7")
    for (f, long) in [(field, "(11) 96123-4567 1234 5678"), (us, "(201) 555-0123 4567 8901")] {
      var f = f
      let before = (f.text, f.caret, f.extensionNumber, Self.keys(f))
      let edit = f.replace(utf16Range: 0..<f.utf16.count, with: long)
      #expect(edit.outcome == .refused)
      #expect(edit.text == before.0)
      #expect((f.text, f.caret, f.extensionNumber, Self.keys(f)) == before)
    }
  }

  @Test(
    "Of several numbers pasted, the field takes the first and the edit says so",
    arguments: [
      ("GB", "+44 20 7946 0958, +44 7400 123456", "+44 20 7946 0958"),
      ("GB", "020 7946 0958\n07400 123456", "020 7946 0958"),
      ("GB", "+44 20 7946 0958 / +44 7400 123456", "+44 20 7946 0958"),
      ("US", "(201) 555-0123 ext. 7, (201) 555-0199", "(201) 555-0123 ext. 7"),
    ])
  func severalNumbers(region: String, text: String, first: String) throws {
    var field = try Self.field(region)
    let edit = field.replace(utf16Range: 0..<0, with: text)
    #expect(edit.pastedSeveralNumbers)
    let number = try Self.number(first, in: region)
    let international = first.hasPrefix("+")
    #expect(
      field.text == Self.catalog.format(number, style: international ? .international : .national))
    let parsedFirst = try Self.catalog.parse(first, region: RegionCode(region)!)
    #expect(field.extensionNumber == parsedFirst.extensionNumber)
    #expect(field.caret == field.utf16.count)
    // The next edit is an edit like any other.
    #expect(!field.insert("1").pastedSeveralNumbers)
  }

  @Test("One number pasted, or keys typed, say nothing of several")
  func oneNumber() throws {
    var field = try Self.field("GB")
    #expect(!field.replace(utf16Range: 0..<0, with: "+44 20 7946 0958").pastedSeveralNumbers)
    #expect(!field.replace(utf16Range: 0..<0, with: "0").pastedSeveralNumbers)
    #expect(!field.deleteBackward().pastedSeveralNumbers)
  }

  @Test("A number pasted as formatted shows as formatted, where typing its digits shows less")
  func brazil() throws {
    var field = try Self.field("BR")
    let edit = field.replace(utf16Range: 0..<0, with: "(11) 96123-4567")
    #expect(edit.text == "(11) 96123-4567")
    #expect(
      field.text
        == Self.catalog.format(try Self.number("(11) 96123-4567", in: "BR"), style: .national))
    #expect(Self.keys(field) == "11961234567")
    #expect(field.caret == field.utf16.count)
    // The same digits typed, or pasted alone, show libphonenumber's as-you-type text.
    let typed = try Self.typed("11961234567", in: "BR")
    #expect(typed == "11 96123-4567")
    var digits = try Self.field("BR")
    digits.replace(utf16Range: 0..<0, with: "11961234567")
    #expect(digits.text == typed)
    digits.replace(utf16Range: 0..<digits.utf16.count, with: typed)
    #expect(digits.text == typed, "the text typing shows, pasted again, stays")
    // The next edit shows what typing the keys shows.
    var next = field
    next.deleteBackward()
    #expect(next.text == (try Self.typed("1196123456", in: "BR")))
    next = field
    next.insert("8")
    #expect(next.text == (try Self.typed("119612345678", in: "BR")))
    // An edit inside the formatted text maps to the keys it shows: after "(11) 9".
    next = field
    next.moveCaret(to: 6)
    let r = next.insert("5")
    #expect(Self.keys(next) == "119561234567")
    #expect(r.text == (try Self.typed("119561234567", in: "BR")))
    next = field
    next.replace(utf16Range: 1..<3, with: "21")  // "11" selected, "21" typed over it
    #expect(Self.keys(next) == "21961234567")
  }

  @Test(
    "Every valid example number pasted in its national and international formats shows them"
  )
  func formattedExamplesShowAsFormatted() throws {
    var checked = 0
    var keysAlone = 0
    for v in try Golden.asYouType() where v.mode == "national" {
      let region = RegionCode(v.region)!
      guard let number = try? Self.catalog.parse(v.keys, region: region),
        Self.catalog.isValid(number)
      else { continue }
      for style in [NumberStyle.national, .international] {
        let formatted = Self.catalog.format(number, style: style)
        var field = try PhoneNumberField(region: region, catalog: Self.catalog)
        let edit = field.replace(utf16Range: 0..<0, with: formatted)
        // A format that writes the keys alone (VU `81123`) is pasted as typing them: what
        // typing shows (`811 23`).
        let isKeys = formatted.unicodeScalars.enumerated().allSatisfy { i, s in
          s.properties.numericType == .decimal || (i == 0 && s == "+")
        }
        if isKeys { keysAlone += 1 }
        let expected = isKeys ? try Self.typed(formatted, in: v.region) : formatted
        #expect(field.text == expected, "\(v.region) \(v.keys) \(style)")
        #expect(edit.caret == field.utf16.count, "\(v.region) \(formatted)")
        #expect(!edit.pastedSeveralNumbers && field.extensionNumber == nil)
      }
      checked += 1
    }
    #expect(checked > 1000)
    #expect(keysAlone < checked / 20, "\(keysAlone) of \(checked) written as keys alone")
  }

  @Test("What a paste carried takes one word of the field")
  func pastedStateIsOneWord() {
    #expect(MemoryLayout<PastedState?>.size == MemoryLayout<Int>.size)
  }

  @Test("The text as a String is the UTF-16 text decoded, ASCII or not")
  func textIsTheUnits() throws {
    let samples: [[UInt16]] = [
      [], Array("020 7946 0958".utf16), Array("+44 20 7946 0958 12345".utf16),
      Array("＋44 ٠٢٠".utf16), [0x31, 0xD835, 0xDFD8, 0x32], [0xD800, 0x33], [0x7F, 0x80],
    ]
    for units in samples {
      var buffer = FormatterBuffer<UInt16>(capacity: 4)
      for u in units { buffer.append(u) }
      #expect(buffer.string == String(decoding: units, as: UTF16.self), "\(units)")
    }
    var field = try Self.field("GB")
    field.insert("＋4420")
    #expect(field.text == String(decoding: field.utf16, as: UTF16.self))
    #expect(field.insert("7").text == field.text)
  }
}
