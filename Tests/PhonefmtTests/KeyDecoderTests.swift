// The `try` screen's key decoder: control bytes, escape sequences, bracketed paste, UTF-8 and
// sequences split across reads, and input that means nothing.

import Testing
import phonefmt

@Suite("Key decoder of phonefmt try")
struct KeyDecoderTests {
  func decode(_ text: String) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test("Control bytes: Backspace (DEL and BS), Tab, Enter, Ctrl-C, Ctrl-U, Ctrl-V, Ctrl-A/E")
  func controlBytes() {
    #expect(
      decode("0\u{7F}\u{08}\t\r\n\u{03}\u{15}\u{16}\u{01}\u{05}\u{04}")
        == [
          .character("0"), .backspace, .backspace, .tab, .enter, .enter, .interrupt, .clear,
          .pasteKey, .home, .end, .delete,
        ])
    // Other control bytes mean nothing here.
    #expect(decode("\u{00}\u{07}\u{1F}1") == [.character("1")])
  }

  @Test("CSI and SS3 sequences: arrows, Home, End and Delete in their common spellings")
  func sequences() {
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    #expect(
      decode("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")
        == [.home, .end, .home, .end, .home, .end, .home, .end])
    #expect(decode("\u{1B}[3~") == [.delete])
    // With a modifier (Ctrl-Right is `ESC [ 1 ; 5 C`): the key itself.
    #expect(decode("\u{1B}[1;5C\u{1B}[3;2~") == [.right, .delete])
  }

  @Test("Sequences the decoder does not know are dropped; the input after them is decoded")
  func unknownSequences() {
    #expect(decode("\u{1B}[99~\u{1B}[?1;2c\u{1B}[15~7") == [.character("7")])
    // A CSI that never ends is dropped once it is longer than any key's.
    let long = "\u{1B}[" + String(repeating: "1;", count: 40) + "A5"
    let events = decode(long)
    #expect(events.last == .character("5"))
    #expect(!events.contains(.up))
  }

  @Test("A lone ESC is the Escape key only once the input is idle")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    // ESC then an ordinary key (Alt-5, or Esc typed just before 5): Escape, then the key.
    #expect(decode("\u{1B}5") == [.escape, .character("5")])
    #expect(decode("\u{1B}\u{1B}[D") == [.escape, .left])
    // Two ESCs nothing follows: two Escape keys, the second once the input is idle.
    var twice = KeyDecoder()
    #expect(twice.feed([0x1B, 0x1B]) == [.escape])
    #expect(twice.flush() == [.escape])
  }

  @Test("UTF-8: digits of any script and other characters, as scalars")
  func utf8() {
    #expect(
      decode("٠+𝟘é中") == [
        .character("٠"), .character("+"), .character("𝟘"), .character("é"), .character("中"),
      ])
  }

  @Test("Malformed UTF-8 gives U+FFFD, never a crash, and the rest is decoded")
  func malformedUTF8() {
    var bytes = KeyDecoder()
    #expect(bytes.feed([0xFF, 0x80]) == [.character("\u{FFFD}"), .character("\u{FFFD}")])
    var decoder = KeyDecoder()
    #expect(
      decoder.feed([0xFF, 0xC3, 0x41]) == [
        .character("\u{FFFD}"), .character("\u{FFFD}"), .character("A"),
      ])
    // A character cut short by the end of input: U+FFFD once the input is idle.
    #expect(decoder.feed([0xE2, 0x82]) == [])
    #expect(decoder.flush() == [.character("\u{FFFD}")])
    // Overlong encodings and encoded surrogates are not characters.
    #expect(
      decoder.feed([0xC0, 0xAF, 0xED, 0xA0, 0x80]).allSatisfy { $0 == .character("\u{FFFD}") })
  }

  @Test("A bracketed paste is one event: line breaks, ESC and keys inside it are text")
  func bracketedPaste() {
    #expect(
      decode("1\u{1B}[200~+44 (20)\r\n7946\u{1B}[D0958\u{03}\u{1B}[201~\u{1B}[D")
        == [.character("1"), .paste("+44 (20)\r\n7946\u{1B}[D0958\u{03}"), .left])
    #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
  }

  @Test("A paste longer than the limit is cut there; what follows it is decoded")
  func hugePaste() {
    let big = String(repeating: "0123456789", count: 100_000)
    let events = decode("\u{1B}[200~" + big + "\u{1B}[201~9")
    #expect(events.count == 2)
    guard case .paste(let text) = events.first else {
      Issue.record("expected a paste, got \(events)")
      return
    }
    #expect(text.utf8.count == KeyDecoder.maxPasteBytes)
    #expect(big.hasPrefix(text))
    #expect(events.last == .character("9"))
  }

  @Test("Split anywhere between reads, the bytes decode to the same events as in one read")
  func splitReads() {
    let input =
      "٠+\u{1B}[D𝟘\u{1B}[3~é\u{1B}OH\u{1B}[200~+44 (20) ٧٩\u{1B}[201~中\u{1B}[1;5C\u{7F}9"
    let bytes = Array(input.utf8)
    let whole = decode(input)
    #expect(whole.count == 12)
    for split in 0...bytes.count {
      var decoder = KeyDecoder()
      let events = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
      #expect(events == whole, "split at byte \(split)")
    }
    // And one byte per read.
    var decoder = KeyDecoder()
    var events: [KeyEvent] = []
    for b in bytes { events += decoder.feed([b]) }
    #expect(events == whole)
  }
}
