// Incremental edits of PhoneNumberField (issue 13): an edit types only the keys from the
// checkpoint before its first change, and must end exactly where re-typing every key afresh
// ends: same text, same caret, same formatter state.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Incremental field edits")
struct IncrementalEditTests {
  static let catalog = CoreFixture.catalog
  static let regions: [RegionCode] = catalog.regions.keys.sorted()

  /// The field's keys typed afresh into a new formatter.
  static func fresh(_ field: PhoneNumberField) throws -> AsYouTypeFormatter {
    var formatter = try AsYouTypeFormatter(region: field.region, catalog: catalog)
    formatter.digitLimit = field.digitLimit
    for k in field.keys { formatter.input(scalar: k) }
    return formatter
  }

  /// Every stored property of a formatter but the work counter, as text, in declaration order.
  static func state(_ formatter: AsYouTypeFormatter) -> [String] {
    Mirror(reflecting: formatter).children.compactMap { child in
      switch child.label {
      case "work", "scratch", "retypeKeys", "storage", "catalog": return nil
      case "list", "defaultList":
        // The format list's kind and identity (its automaton), read by reflection too: the
        // list's type is internal to the core.
        let list = Mirror(reflecting: child.value).children
        let isInternational = list.first { $0.label == "isInternational" }!.value as! Bool
        let automaton = list.first { $0.label == "automaton" }!.value as! FormatAutomaton
        return "list: \(isInternational) \(ObjectIdentifier(automaton))"
      case "rules", "defaultRules":
        return "\(child.label!): \(ObjectIdentifier(child.value as! CompiledRegion))"
      default: return "\(child.label ?? "?"): \(child.value)"
      }
    }
  }

  static let pieces = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "44", "0207", " ", "-", "\u{0663}",
    "\u{FF17}", "\u{1D7D8}", "+1 416", "00", "x",
  ]

  @Test("Random edits in random regions end as re-typing the keys from scratch ends")
  func editsEqualRetyping() throws {
    var rng = SeededRandom(seed: 0x1313_0013)
    for i in 0..<150 {
      let region = Self.regions[Int.random(in: 0..<Self.regions.count, using: &rng)]
      var field = try PhoneNumberField(region: region, catalog: Self.catalog)
      var log: [String] = []
      for _ in 0..<20 {
        let length = field.utf16.count
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1, 2:
          let text = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &rng)]
          log.append("insert \(text.debugDescription) at \(field.caret)")
          field.insert(text)
        case 3:
          log.append("backspace at \(field.caret)")
          field.deleteBackward()
        case 4:
          let a = Int.random(in: 0...length, using: &rng)
          let b = Int.random(in: a...length, using: &rng)
          let text = Int.random(in: 0..<2, using: &rng) == 0 ? "" : "5"
          log.append("replace \(a)..<\(b) with \(text.debugDescription)")
          field.replace(utf16Range: a..<b, with: text)
        default:
          let to = Int.random(in: 0...length, using: &rng)
          log.append("caret to \(to)")
          field.moveCaret(to: to)
        }
        let expected = try Self.fresh(field)
        #expect(
          field.utf16 == expected.output,
          "case \(i) \(region): \(field.text.debugDescription) vs \(expected.text.debugDescription) after \(log)"
        )
        let (mine, theirs) = (Self.state(field.formatter), Self.state(expected))
        #expect(
          mine == theirs,
          "case \(i) \(region): \(zip(mine, theirs).filter { $0 != $1 }) after \(log)")
      }
    }
  }

  @Test("A snapshot restores every stored property of the formatter")
  func snapshotRestoresEverything() throws {
    var typed = try AsYouTypeFormatter(region: RegionCode("US")!, catalog: Self.catalog)
    for s in "+4420794".unicodeScalars { typed.input(scalar: s) }
    var other = try AsYouTypeFormatter(region: RegionCode("US")!, catalog: Self.catalog)
    for s in "21255".unicodeScalars { other.input(scalar: s) }
    #expect(Self.state(other) != Self.state(typed))
    // Elements at an offset in the bytes, after another snapshot's.
    var bytes = FormatterBuffer<UInt8>(capacity: 0)
    var first = AsYouTypeFormatter.Snapshot(other)
    other.save(into: &first, bytes: &bytes)
    var snapshot = first
    typed.save(into: &snapshot, bytes: &bytes)
    #expect(snapshot.start == first.end && first.end > 0)
    withUnsafePointer(to: snapshot) { s in
      bytes.withUnsafeBufferPointer { other.resume(from: s, bytes: $0) }
    }
    #expect(Self.state(other) == Self.state(typed))
    // Typing on from the copy is typing on from the original.
    for s in "60958".unicodeScalars {
      typed.input(scalar: s)
      other.input(scalar: s)
    }
    #expect(other.text == "+44 20 7946 0958")
    #expect(Self.state(other) == Self.state(typed))
  }

  @Test("A digit limit set after typing holds for an edit that resumes from a checkpoint")
  func digitLimitSetLaterHolds() throws {
    var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
    field.insert("02079460958")  // checkpoints after 4 and 8 keys, kept with no limit
    field.digitLimit = .digits(10)
    field.moveCaret(to: 6)  // "020 79|46 0958": the edit resumes from the first checkpoint
    let edit = field.insert("5")
    #expect(edit.outcome == .refused, "an eleventh national digit: \(field.text)")
    #expect(field.text == "020 7946 0958")
    #expect(field.digitLimit == .digits(10))
    // A deletion there resumes from the same checkpoint and keeps the limit too.
    field.moveCaret(to: 6)
    field.deleteBackward()
    #expect(field.text == "020 7460 958")
    #expect(field.digitLimit == .digits(10))
    #expect(field.insert("9").outcome == .accepted)
    #expect(field.insert("1").outcome == .refused)
  }

  @Test("Keys typed at the end are typed on, not re-typed")
  func typingAtTheEndIsOneKeystroke() throws {
    var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
    field.insert("020794609")
    let before = field.formatter.work
    field.insert("5")
    let oneKey = field.formatter.work - before
    var retyped = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: Self.catalog)
    for s in "0207946095".unicodeScalars { retyped.input(scalar: s) }
    #expect(field.text == retyped.text)
    #expect(oneKey * 3 < retyped.work, "one key: \(oneKey) units of work, all: \(retyped.work)")
  }

  @Test("Checkpoints are kept on demand: an edit past an earlier one keeps them up to its change")
  func checkpointsOnDemand() throws {
    var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
    field.insert("02079460958")
    #expect(field.validCheckpoints == 2, "after 4 and 8 keys typed at the end")
    // An edit after key 1 types the keys after it and keeps no checkpoint past its change.
    field.replace(utf16Range: 1..<2, with: "2")  // "0[2]0" -> "0[2]0": the same digit
    #expect(field.validCheckpoints == 0)
    // An edit after key 9 types from key 0, keeping the checkpoints up to its change.
    var before = field.formatter.work
    field.replace(utf16Range: 11..<12, with: "5")  // the tenth key, 5 for 5
    let far = field.formatter.work - before
    #expect(field.validCheckpoints == 2)
    #expect(field.text == "020 7946 0958")
    // The same edit again resumes from the checkpoint after key 8.
    before = field.formatter.work
    field.replace(utf16Range: 11..<12, with: "5")
    let near = field.formatter.work - before
    // (work counts units copied and typed: deterministic; from key 0 again it would be `far`)
    #expect(near < far, "from the checkpoint: \(near) units of work; from the start: \(far)")
    // Each is what typing the keys afresh shows.
    #expect(field.utf16 == (try Self.fresh(field)).output)
  }

  @Test("A field follows the region the calling code typed selects, and setRegion keeps the digits")
  func regionOfTheField() throws {
    var field = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
    field.insert("+1416555")
    #expect(field.detectedRegion == RegionCode("CA"))
    field.clear()
    for s in "2079460958".unicodeScalars { field.insert(String(s)) }  // typed, not pasted
    field.moveCaret(to: 3)  // after "207"
    field.setRegion(RegionCode("US")!)
    #expect(field.region == RegionCode("US"))
    #expect(field.text == "(207) 946-0958")
    #expect(field.keys.count == 10)
    let beforeCaret = field.utf16[0..<field.caret].filter { $0 >= 48 && $0 <= 57 }
    #expect(beforeCaret == [50, 48, 55], "the caret stays after the same digit: \(field.caret)")
    #expect(field.regionError == nil)
    // A region the catalog does not have keeps the keys, shown as typed, and says why.
    field.setRegion(RegionCode("QQ")!)
    #expect(field.regionError == .unknownRegion("QQ"))
    #expect(field.keys.count == 10)
    #expect(field.text == "2079460958", "no national rules: the digits as typed")
    // Back to a region it has: the same keys, formatted again.
    field.setRegion(RegionCode("US")!)
    #expect(field.regionError == nil)
    #expect(field.text == "(207) 946-0958")
  }
}

@Suite("Field behaviours beyond libphonenumber")
struct FieldBehaviourTests {
  static let catalog = CoreFixture.catalog

  static func pasted(_ text: String, into region: String) throws -> PhoneNumberField {
    var field = try PhoneNumberField(region: RegionCode(region)!, catalog: Self.catalog)
    field.replace(utf16Range: 0..<0, with: text)
    return field
  }

  @Test("A complete number pasted is shown as it would be formatted, whatever its punctuation")
  func pasteOfACompleteNumber() throws {
    for region in ["GB", "US"] {
      let field = try Self.pasted("+44 (0)20 7946 0958", into: region)
      #expect(field.text == "+44 20 7946 0958", "\(region)")
      #expect(field.caret == field.utf16.count)
      #expect(field.keys.map(String.init).joined() == "+442079460958")
    }
    #expect(try Self.pasted("tel:+1-416-555-0123", into: "GB").text == "+1 416-555-0123")
    // A three-digit calling code, its digits written in order.
    let irish = try Self.pasted("+353 (0)1 234 5678", into: "GB")
    #expect(irish.keys.map(String.init).joined() == "+35312345678")
    #expect(irish.text == "+353 1 234 5678")
    // The national style: the keys are the digits of the national format, the extension
    // left out (its digits typed with the number's show as typed).
    let withExtension = try Self.pasted("020 7946 0958 ext. 12", into: "GB")
    #expect(withExtension.keys.map(String.init).joined() == "02079460958")
    #expect(withExtension.text == "020 7946 0958")
    #expect(
      try Self.pasted("Call me at 020 7946 0958 tomorrow", into: "GB").text == "020 7946 0958")
    // Typing the same keys one by one is what libphonenumber shows: digits as typed.
    var typed = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
    for s in "+4402079460958".unicodeScalars { typed.insert(String(s)) }
    #expect(typed.text == "+4402079460958")
    // Text that is no valid number is typed as its keys are.
    var short = try PhoneNumberField(region: RegionCode("GB")!, catalog: Self.catalog)
    for s in "+440207946095".unicodeScalars { short.insert(String(s)) }
    #expect(try Self.pasted("+44 (0)20 7946 095", into: "GB").text == short.text)
    #expect(short.text.filter(\.isNumber).count == 12, "\(short.text.debugDescription)")
  }

  @Test("Digits of every script are shown as ASCII digits; the locale layer localises them")
  func oneDigitScript() throws {
    var field = try PhoneNumberField(region: RegionCode("EG")!, catalog: Self.catalog)
    var ascii = try PhoneNumberField(region: RegionCode("EG")!, catalog: Self.catalog)
    for (s, a) in zip("٠١٠٠١٢٣٤٥٦٧".unicodeScalars, "01001234567".unicodeScalars) {
      field.insert(String(s))
      ascii.insert(String(a))
      #expect(field.text == ascii.text, "Arabic-Indic typing shows what ASCII typing shows")
      #expect(field.caret == ascii.caret)
    }
    #expect(field.text == "010 01234567")
    field.clear()
    field.insert("\u{1D7D8}\u{1D7DA}")  // 𝟘𝟚, two UTF-16 units each
    #expect(Array(field.utf16) == Array("02".utf16))
    var formatter = try AsYouTypeFormatter(region: RegionCode("GB")!, catalog: Self.catalog)
    for s in "٠٢x".unicodeScalars { formatter.input(scalar: s) }
    #expect(formatter.text == "02x", "as typed, with the digits in ASCII")
  }
}
