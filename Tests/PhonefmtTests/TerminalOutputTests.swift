// What `phonefmt try` writes to the terminal: column widths, and a frame's escape sequences.

import Testing
import phonefmt

@Suite("phonefmt try: terminal output")
struct TerminalOutputTests {
  @Test("Column widths: wide and full-width characters two, marks and bidi controls none")
  func widths() {
    #expect(TerminalWidth.width(of: "020 7946") == 8)
    #expect(TerminalWidth.width(of: "０２０") == 6)  // full-width digits
    #expect(TerminalWidth.width(of: "中国") == 4)
    #expect(TerminalWidth.width(of: "🇬🇧") == 2)  // a flag: two regional indicators
    #expect(TerminalWidth.width(of: "e\u{301}") == 1)  // a combining accent
    #expect(TerminalWidth.width(of: "\u{2066}+٤٤\u{200E}\u{2069}") == 3)
    #expect(TerminalWidth.width(of: "مصر") == 3)
    #expect(TerminalWidth.width(of: "\u{1B}\u{7}") == 0)
  }

  @Test("A frame draws every row from its first column and ends with the caret placed")
  func ansi() {
    let frame = Frame(
      rows: [
        Frame.Row(text: "🇬🇧 United Kingdom +44", emphasis: .title),
        Frame.Row(text: "number   020"), Frame.Row(text: "> 🇩🇪 Germany +49", emphasis: .selected),
      ], cursorRow: 1, cursorColumn: 12)
    let plain = frame.ansi(attributes: false)
    #expect(
      plain
        == "\u{1B}[?25l\u{1B}[1;1H🇬🇧 United Kingdom +44\u{1B}[K\u{1B}[2;1Hnumber   020\u{1B}[K"
        + "\u{1B}[3;1H> 🇩🇪 Germany +49\u{1B}[K\u{1B}[2;13H\u{1B}[?25h")
    // Without colour (NO_COLOR) nothing but positions and clearing: no SGR at all.
    #expect(!plain.contains("m\u{1B}") && !plain.contains("\u{1B}[0m"))
    let styled = frame.ansi(attributes: true)
    #expect(styled.contains("\u{1B}[1m🇬🇧 United Kingdom +44\u{1B}[0m"))
    #expect(styled.contains("\u{1B}[7m> 🇩🇪 Germany +49\u{1B}[0m"))
  }
}
