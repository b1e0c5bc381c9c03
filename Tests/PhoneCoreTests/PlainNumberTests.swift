// The one-pass reading of plain ASCII numbers (`TextScanner.plainNumber`) against the
// scanners it stands in for, on random texts and on every golden input.

import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("Plain numbers in one pass")
struct PlainNumberTests {
  /// What the scanners find in `text`: the pluses the number starts with, its digits, whether
  /// it is viable and its extension; nil for a `tel:` URI with a phone context.
  static func scanners(_ text: String) -> (
    pluses: Int, digits: [UInt8], viable: Bool, ext: String?
  )? {
    let scalars = Array(text.unicodeScalars)
    return scalars.withUnsafeBufferPointer { t in
      guard case .window(let found) = TextScanner.nationalNumberForParsing(t, scratch: nil) else {
        return nil
      }
      let viable = TextScanner.isViable(found)
      let stripped = TextScanner.stripExtension(found)
      let number = stripped.number
      var digits = [UInt8](repeating: 0, count: number.count)
      let count = digits.withUnsafeMutableBufferPointer { TextScanner.normalize(number, into: $0) }
      return (
        number.prefix(while: TextScanner.isPlus).count, Array(digits[0..<count]), viable,
        stripped.extensionNumber.map { String(String.UnicodeScalarView($0)) }
      )
    }
  }

  /// The one pass over `text`'s bytes: nil when it leaves the text to the scanners.
  static func onePass(_ text: String) -> (
    pluses: Int, digits: [UInt8], viable: Bool, ext: String?
  )? {
    let bytes = Array(text.utf8)
    var digits = [UInt8](repeating: 0, count: bytes.count)
    let plain = bytes.withUnsafeBufferPointer { b in
      digits.withUnsafeMutableBufferPointer { TextScanner.plainNumber(b, digits: $0) }
    }
    return plain.map {
      let ext = $0.extensionDigits
      return (
        $0.pluses, Array(digits[0..<$0.digits]), $0.viable,
        ext.isEmpty ? nil : String(decoding: bytes[ext], as: UTF8.self)
      )
    }
  }

  /// Checks one text; returns whether the one pass read it.
  static func check(_ text: String) -> Bool {
    guard let plain = onePass(text) else { return false }
    let scanned = scanners(text)
    #expect(scanned != nil, "\(text.debugDescription)")
    guard let scanned else { return true }
    #expect(plain.viable == scanned.viable, "\(text.debugDescription)")
    // A text that is not viable is not a number whatever its digits: parse stops there.
    if plain.viable && scanned.viable {
      #expect(plain.ext == scanned.ext, "\(text.debugDescription)")
      #expect(plain.pluses == scanned.pluses, "\(text.debugDescription)")
      #expect(plain.digits == scanned.digits, "\(text.debugDescription)")
    }
    return true
  }

  @Test("Where the one pass reads a random text, the scanners find the same number")
  func randomTexts() {
    let alphabet = Array("0123456789+ ()-. x[]/\\;#,*_~\tTel:abc".unicodeScalars) + ["\u{FF0B}"]
    var random = SeededRandom(seed: 14)
    var read = 0
    for _ in 0..<20_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...16, using: &random) {
        // Digits, `+`, the punctuation the pass reads and `x`, half the time.
        let c =
          Bool.random(using: &random)
          ? alphabet[Int.random(in: 0..<18, using: &random)]
          : alphabet.randomElement(using: &random)!
        text.append(c)
      }
      if Self.check(String(text)) { read += 1 }
    }
    // Both outcomes are exercised: the pass reads plenty and leaves plenty.
    #expect(read > 2_000 && read < 18_000, "read \(read) of 20,000")
  }

  @Test("Where the one pass reads a golden input, the scanners find the same number")
  func goldenInputs() throws {
    let rows = try Golden.rows("format.tsv") + Golden.rows("validate.tsv")
    var read = 0
    for row in rows where Self.check(row[1]) { read += 1 }
    #expect(read > rows.count / 2, "read \(read) of \(rows.count)")
  }
}
