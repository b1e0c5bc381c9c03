// The text-field edit model: paste, typing in the middle, deleting, and the caret.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Text-field edits and caret")
struct PhoneNumberFieldTests {
  func field(_ region: String = "GB") throws -> PhoneNumberField {
    try PhoneNumberField(region: RegionCode(region)!, catalog: CoreFixture.catalog)
  }

  @Test("Pasting a number with punctuation formats its digits; caret at the end")
  func paste() throws {
    var f = try field()
    let r = f.replace(utf16Range: 0..<0, with: "+44 (20) 7946-0958")
    #expect(r.text == "+44 20 7946 0958")
    #expect(r.caret == r.text.utf16.count)
  }

  @Test("Backspace just after a separator deletes the digit before it")
  func backspaceOverSeparator() throws {
    var f = try field()
    f.insert("0207946")
    #expect(f.text == "020 7946")
    // Caret after "020 ": the character before it is the space.
    f.moveCaret(to: 4)
    let r = f.deleteBackward()
    #expect(r.text == "027 946")
    #expect(r.caret == 2)  // after "02", the digit before the deleted 0
  }

  @Test("Typing in the middle keeps the caret after the digit typed")
  func insertMiddle() throws {
    var f = try field()
    f.insert("02046")
    f.moveCaret(to: 3)  // after "020"
    let r = f.insert("79")
    #expect(r.text == "020 7946")
    #expect(r.caret == 6)  // after "020 79"
  }

  @Test("Deleting a selection removes its digits and puts the caret where it began")
  func deleteSelection() throws {
    var f = try field()
    f.insert("02079460958")
    #expect(f.text == "020 7946 0958")
    let r = f.deleteBackward(selection: 4..<9)  // "7946 "
    #expect(r.text == "020 0958")
    #expect(r.caret == 3)  // right after "020"
  }

  @Test("Deleting everything one by one returns through the same texts as typing")
  func deleteReversesTyping() throws {
    var f = try field("US")
    var texts: [String] = [f.text]
    for c in "6502530000" {
      f.insert(String(c))
      texts.append(f.text)
    }
    for expected in texts.reversed().dropFirst() {
      f.deleteBackward()
      #expect(f.text == expected)
    }
  }

  @Test("Letters typed into the field are ignored; '+' counts only first")
  func ignoresLetters() throws {
    var f = try field()
    f.insert("0a2b0+7")
    #expect(f.text == "020 7")
    #expect(f.keys.count == 4)
  }
}
