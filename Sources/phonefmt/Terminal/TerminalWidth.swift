// TerminalWidth: how many terminal columns text takes, and text cut or padded to a width.
//
// A terminal gives most characters one column, East Asian wide and full-width characters and
// emoji two (`０`, `中`, a flag), and combining marks, format characters and bidi controls
// none (they join the character before them or are invisible). This is the rule of wcwidth(3)
// and of terminals that follow Unicode's East_Asian_Width property; the table below holds the
// wide ranges (Swift's Unicode properties do not expose East_Asian_Width).

package enum TerminalWidth {
  /// Ranges of East Asian Wide (W) and Fullwidth (F) characters, and emoji shown two wide.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FD,
    0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x2753...0x2755,
    0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C,
    0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F004...0x1F004,
    0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202,
    0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
    0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
    0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  /// The columns of one scalar: 0, 1 or 2.
  static func width(_ s: Unicode.Scalar) -> Int {
    let v = s.value
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    if v < 0x300 { return 1 }
    switch s.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(v) { return 0 }  // Hangul medial vowels and final consonants
    if s.properties.isBidiControl || v == 0x200B { return 0 }
    // A regional indicator is half of a flag: the pair takes two columns.
    if (0x1F1E6...0x1F1FF).contains(v) { return 1 }
    var low = 0
    var high = wideRanges.count
    while low < high {
      let mid = (low + high) / 2
      if wideRanges[mid].upperBound < v {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low < wideRanges.count && wideRanges[low].contains(v) ? 2 : 1
  }

  /// The columns `text` takes.
  package static func width(of text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width($1) }
  }

  /// `text` cut to at most `columns` columns (whole characters only).
  static func prefix(_ text: String, columns: Int) -> String {
    var used = 0
    var out = ""
    for character in text {
      let w = width(of: String(character))
      if used + w > columns { break }
      used += w
      out.append(character)
    }
    return out
  }

  /// `text` cut to `columns` and padded with spaces to exactly `columns`.
  static func padded(_ text: String, columns: Int) -> String {
    let cut = prefix(text, columns: columns)
    return cut + String(repeating: " ", count: max(0, columns - width(of: cut)))
  }
}
