// The `try` screen without a terminal: keys in, the rows and the caret out.

import PhoneCore
import PhoneLocale
import PhonePacks
import PhoneTestSupport
import Testing
import phonefmt

@Suite("phonefmt try: the screen")
struct TryScreenTests {
  static let gb = RegionCode("GB")!

  func screen(_ region: String? = "GB", locale: String = "en") throws -> TryScreen {
    try TryScreen(
      catalog: CoreFixture.catalog, locale: DisplayLocale(locale),
      region: region.map { RegionCode($0)! })
  }

  func type(_ keys: String, into screen: inout TryScreen) {
    for s in keys.unicodeScalars { screen.handle(.character(s)) }
  }

  /// The value of the row labelled `label` (left to right).
  func value(_ label: String, in frame: Frame) -> String? {
    frame.lines.first { $0.hasPrefix(label + " ") }.map {
      String($0.dropFirst(TryScreen.labelColumns)).trimmingSuffixSpaces
    }
  }

  @Test("Typing 02079460958 in GB: the formatted text, the caret after it, valid fixed-line")
  func typingGB() throws {
    var s = try screen()
    type("02079460958", into: &s)
    let f = s.frame(width: 80, height: 24)
    #expect(f.lines.count == 24)
    #expect(f.lines[0] == "🇬🇧 United Kingdom +44")
    #expect(f.lines[2] == "number   020 7946 0958")
    #expect(f.cursorRow == 2)
    #expect(f.cursorColumn == 9 + 13)
    #expect(value("region", in: f) == "🇬🇧 United Kingdom (GB)")
    #expect(value("status", in: f) == "valid fixed-line")
    #expect(value("E.164", in: f) == "+442079460958")
    #expect(value("intl", in: f) == "+44 20 7946 0958")
    #expect(value("hint", in: f) == "0xxx xxx xxxx  0121 234 5678")
    #expect(
      value("spoken", in: f)
        == "plus, four four, two zero, seven nine four six, zero nine five eight")
    #expect(f.lines[23] == TryScreen.fieldKeys)
  }

  @Test("With packs, a complete number shows its carrier and place, as a caller-ID line would")
  func carrierAndPlace() throws {
    let packs = RulePackCatalog()
    try packs.load(directory: repositoryRoot + "/RulePacks/geocoding")
    var s = try TryScreen(
      catalog: packs.catalog, locale: DisplayLocale("en"), region: Self.gb, packs: packs)
    let empty = s.frame(width: 80, height: 24)
    #expect(value("carrier", in: empty) == "(when valid)")
    #expect(value("place", in: empty) == "(when valid)")
    type("07400123456", into: &s)
    let mobile = s.frame(width: 80, height: 24)
    #expect(value("carrier", in: mobile) == "Three")
    #expect(value("place", in: mobile) == "(none known)")
    s = try TryScreen(
      catalog: packs.catalog, locale: DisplayLocale("en"), region: Self.gb, packs: packs)
    type("02079460958", into: &s)
    let london = s.frame(width: 80, height: 24)
    #expect(value("carrier", in: london) == "(none named)")
    #expect(value("place", in: london) == "London")
  }

  @Test("An empty field: nothing typed, the region's hint, the caret at the field's start")
  func emptyField() throws {
    let f = try screen().frame(width: 80, height: 24)
    #expect(f.lines[2] == "number   ")
    #expect((f.cursorRow, f.cursorColumn) == (2, 9))
    #expect(value("status", in: f) == "(nothing typed)")
    #expect(value("E.164", in: f) == "(when valid)")
  }

  @Test("Left four times, Backspace: the digit before the caret goes, the caret stays after it")
  func backspaceInTheMiddle() throws {
    var s = try screen()
    type("02079460958", into: &s)
    for _ in 0..<4 { s.handle(.left) }
    #expect(s.field.caret == 9)  // "020 7946 |0958"
    s.handle(.backspace)  // a space before the caret: the 6 before it goes
    #expect(s.field.text == "020 7940 958")
    #expect(s.field.caret == 7)  // "020 794|0 958": still after the 4
    let f = s.frame(width: 80, height: 24)
    #expect(f.cursorColumn == 9 + 7)
    #expect(value("status", in: f) == "invalid invalid-number")
    #expect(value("E.164", in: f) == "(when valid)")
  }

  @Test("Delete takes the digit after the caret (over a space); Home, End, Right move the caret")
  func deleteAndMoves() throws {
    var s = try screen()
    type("02079460958", into: &s)
    s.handle(.home)
    #expect(s.field.caret == 0)
    for _ in 0..<3 { s.handle(.right) }
    #expect(s.field.caret == 3)  // "020| 7946 0958"
    s.handle(.delete)  // the space, then the 7
    #expect(s.field.text == "020 9460 958")
    #expect(s.field.caret == 3)
    s.handle(.end)
    #expect(s.field.caret == s.field.utf16.count)
    s.handle(.delete)  // nothing after the caret
    #expect(s.field.text == "020 9460 958")
    s.handle(.right)
    #expect(s.field.caret == s.field.utf16.count)
  }

  @Test("Digits of other scripts type like ASCII ones; the caret steps over a surrogate pair")
  func unicodeDigits() throws {
    var s = try screen()
    type("٠٢٠٧٩٤٦٠٩٥٨", into: &s)
    #expect(value("status", in: s.frame(width: 80, height: 24)) == "valid fixed-line")
    var wide = try screen()
    type("𝟘𝟚", into: &wide)  // MATHEMATICAL DOUBLE-STRUCK digits: two UTF-16 units each
    // However the field shows them (as typed, or as ASCII digits), the caret never stops
    // inside a character: Left and Right step over a whole one.
    let first = wide.field.text.unicodeScalars.first!.utf16.count
    #expect(wide.field.caret == wide.field.utf16.count)
    wide.handle(.left)
    #expect(wide.field.caret == first)
    wide.handle(.home)
    wide.handle(.right)
    #expect(wide.field.caret == first)
    wide.handle(.backspace)
    #expect(wide.field.keys.count == 1)
    #expect(wide.field.keys.first.flatMap(DigitFolding.value(of:)) == 2)
    #expect(wide.field.caret == 0)
  }

  @Test("Letters and punctuation typed are dropped by the field; + counts only first")
  func otherCharacters() throws {
    var s = try screen()
    type("a(0)2-0", into: &s)
    #expect(s.field.text == "020")
    type("+", into: &s)
    #expect(s.field.text == "020")
  }

  @Test("A paste goes through the field's paste rule; Ctrl-U clears")
  func pasteAndClear() throws {
    var s = try screen()
    s.handle(.paste("tel: +44 (20) 7946-0958\n"))
    #expect(s.field.text == "+44 20 7946 0958")
    #expect(value("status", in: s.frame(width: 80, height: 24)) == "valid fixed-line")
    s.handle(.clear)
    #expect(s.field.text == "")
    #expect(s.field.caret == 0)
    // A paste that would make the number longer than the field keeps is refused, and says so.
    type("020", into: &s)
    s.handle(.paste(String(repeating: "1", count: TryScreen.maxKeys)))
    #expect(s.field.text == "020")
    #expect(s.message?.hasPrefix("refused") == true)
    #expect(s.frame(width: 80, height: 24).lines.contains { $0.hasPrefix("refused") })
    s.handle(.paste(String(repeating: "1", count: TryScreen.maxKeys - 3)))
    #expect(s.field.keys.count == TryScreen.maxKeys)
    #expect(s.message == nil)
  }

  @Test("Ctrl-V collects text and pastes it at the caret on Enter; Esc cancels it")
  func ctrlV() throws {
    var s = try screen()
    s.handle(.pasteKey)
    #expect(s.mode == .paste(""))
    type("+1 (416) 555", into: &s)
    s.handle(.backspace)
    let f = s.frame(width: 80, height: 24)
    #expect(f.lines[22] == "paste    +1 (416) 55")
    #expect((f.cursorRow, f.cursorColumn) == (22, 9 + 11))
    s.handle(.enter)
    #expect(s.mode == .field)
    #expect(s.field.text == "+1 416-55")
    #expect(value("region", in: s.frame(width: 80, height: 24)) == "🇨🇦 Canada (CA)")
    s.handle(.pasteKey)
    type("99", into: &s)
    s.handle(.escape)
    #expect(s.mode == .field)
    #expect(s.field.text == "+1 416-55")
    #expect(!s.isFinished)
  }

  @Test("Tab, germ, Enter: Germany is selected and the digits typed stay")
  func searchGermany() throws {
    var s = try screen()
    type("0207946", into: &s)
    s.handle(.tab)
    guard case .search(let opened) = s.mode else {
      Issue.record("Tab did not open the search")
      return
    }
    // Every country, the selected one chosen.
    #expect(opened.matches.count > 200)
    #expect(opened.matches[opened.selected].region == Self.gb)
    type("germ", into: &s)
    let f = s.frame(width: 80, height: 24)
    #expect(f.lines[2] == "country  germ")
    #expect((f.cursorRow, f.cursorColumn) == (2, 13))
    #expect(f.lines[3] == "1 country")
    #expect(f.lines[4].hasPrefix("> 🇩🇪 Germany +49"))
    #expect(f.rows[4].emphasis == .selected)
    s.handle(.enter)
    #expect(s.mode == .field)
    #expect(s.region == RegionCode("DE")!)
    #expect(s.field.keys == Array("0207946".unicodeScalars))
    let g = s.frame(width: 80, height: 24)
    #expect(g.lines[0] == "🇩🇪 Germany +49")
    #expect(value("region", in: g) == "🇩🇪 Germany (DE)")
    #expect((g.cursorRow, g.cursorColumn) == (2, 9 + s.field.utf16.count))
    // With the caret in the middle, a new country keeps it after the same digit.
    s.handle(.home)
    s.handle(.right)
    s.handle(.right)  // after "02"
    s.handle(.tab)
    type("united kingdom", into: &s)
    s.handle(.enter)
    #expect(s.region == Self.gb)
    #expect(s.field.text == "020 7946")
    #expect(s.field.caret == 2)
  }

  @Test("Search: the picker's ranking, Up and Down choose, Esc closes without a change")
  func searchKeys() throws {
    var s = try screen()
    s.handle(.tab)
    type("+1", into: &s)
    guard case .search(let search) = s.mode else {
      Issue.record("no search")
      return
    }
    // The main region of +1 first, as the picker ranks it.
    #expect(search.matches.first?.region == RegionCode("US")!)
    s.handle(.down)
    s.handle(.down)
    s.handle(.up)
    guard case .search(let moved) = s.mode else { return }
    #expect(moved.selected == 1)
    let f = s.frame(width: 80, height: 24)
    #expect(f.rows.filter { $0.emphasis == .selected }.count == 1)
    #expect(f.lines.contains { $0.hasPrefix("> ") && $0.contains(moved.matches[1].name) })
    s.handle(.escape)
    #expect(s.mode == .field)
    #expect(s.region == Self.gb)
    #expect(!s.isFinished)
    // No match: Enter selects nothing.
    s.handle(.tab)
    type("zzzz", into: &s)
    #expect(s.frame(width: 80, height: 24).lines[3] == "no country matches")
    s.handle(.enter)
    #expect(s.region == Self.gb)
  }

  @Test("Esc on the field or Ctrl-C anywhere ends the program")
  func quitting() throws {
    var s = try screen()
    s.handle(.escape)
    #expect(s.isFinished)
    var t = try screen()
    t.handle(.tab)
    t.handle(.interrupt)
    #expect(t.isFinished)
  }

  @Test("Typing +1 416 detects Canada while the selected country stays")
  func detectedRegion() throws {
    var s = try screen()
    type("+1416", into: &s)
    let f = s.frame(width: 80, height: 24)
    #expect(f.lines[0] == "🇬🇧 United Kingdom +44")
    #expect(value("region", in: f) == "🇨🇦 Canada (CA)")
    var t = try screen()
    type("+", into: &t)
    #expect(value("region", in: t.frame(width: 80, height: 24)) == "(no calling code yet)")
  }

  @Test("Right to left (ar): rows at the right edge in visual order, the field in Arabic digits")
  func rightToLeft() throws {
    var s = try screen("EG", locale: "ar")
    type("01012345678", into: &s)
    #expect(s.field.text == "010 12345678")
    let f = s.frame(width: 80, height: 24)
    // The field: Arabic-Indic digits reading left to right, then the label at the right edge.
    let row = f.lines[2]
    #expect(row.hasSuffix("٠١٠ ١٢٣٤٥٦٧٨   number"))
    #expect(TerminalWidth.width(of: row) == 80)
    // The caret after the last digit: right before " number".
    #expect(f.cursorColumn == 80 - TryScreen.labelColumns)
    // The top row: the picker's row (flag, name, dial code) in visual order at the right
    // edge: the flag rightmost, then مصر (drawn right to left), then +٢٠ reading left to right.
    #expect(f.lines[0].hasSuffix("+٢٠ رصم 🇪🇬"))
    #expect(TerminalWidth.width(of: f.lines[0]) == 80)
    #expect(!f.lines.joined().unicodeScalars.contains { BidiIsolation.isControl($0) })
    // E.164 stays ASCII, and its + stays in front of the digits.
    #expect(f.lines.contains { $0.hasSuffix(" +201012345678    E.164") })
    s.handle(.home)
    #expect(s.frame(width: 80, height: 24).cursorColumn == 80 - TryScreen.labelColumns - 12)
  }

  @Test("Any size: every row fits, the keys stay on the last row, the caret is on screen")
  func sizes() throws {
    var s = try screen()
    type("+442079460958", into: &s)
    for (width, height) in [(80, 24), (120, 40), (40, 10), (11, 3), (1, 1), (0, 0)] {
      let f = s.frame(width: width, height: height)
      let w = max(width, TryScreen.labelColumns + 2)
      #expect(f.rows.count == max(height, 1))
      #expect(f.lines.allSatisfy { TerminalWidth.width(of: $0) <= w })
      #expect(f.cursorRow < max(height, 1) && f.cursorColumn < w)
      if height > 1 { #expect(TryScreen.fieldKeys.hasPrefix(f.lines.last!)) }
    }
  }

  @Test("Random keys and pastes: no crash, every frame fits, the caret stays in the text")
  func randomKeys() throws {
    var rng = SeededRandom(seed: 18)
    let pool: [KeyEvent] = [
      .character("0"), .character("7"), .character("+"), .character("٣"), .character("𝟡"),
      .character("a"), .character(" "), .character("\u{2066}"), .backspace, .delete, .left,
      .right, .home, .end, .clear, .tab, .up, .down, .enter, .escape, .pasteKey,
      .paste("+44 (0) 20 7946 0958 ext. 12"), .paste(String(repeating: "9", count: 3000)),
      .paste("\u{0}\u{1B}\r\n"),
    ]
    for round in 0..<8 {
      var s = try screen(round % 2 == 0 ? "GB" : "US", locale: round % 4 == 1 ? "ar" : "en")
      for _ in 0..<100 {
        let event = pool[Int(rng.next() % UInt64(pool.count))]
        if event == .escape && s.mode == .field { continue }  // that would end the program
        s.handle(event)
        #expect(!s.isFinished)
        #expect(s.field.caret >= 0 && s.field.caret <= s.field.utf16.count)
        let f = s.frame(width: 80, height: 24)
        #expect(f.rows.count == 24)
        #expect(f.lines.allSatisfy { TerminalWidth.width(of: $0) <= 80 })
      }
    }
  }
}

extension String {
  fileprivate var trimmingSuffixSpaces: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
