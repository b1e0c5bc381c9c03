// Frame: one screenful of the `try` screen as lines and a cursor, and its ANSI escape bytes.

/// What the terminal shows: one string per row (already laid out: cut to the width, in
/// visual order), how each row is emphasised, and where the cursor stands.
package struct Frame: Hashable, Sendable {
  /// How a row stands out. Rows read the same without any: the selected row of a list also
  /// carries a `›` marker.
  package enum Emphasis: Hashable, Sendable {
    case normal
    /// The top line (bold).
    case title
    /// The chosen row of the country list (reverse video).
    case selected
  }

  package struct Row: Hashable, Sendable {
    package var text: String
    package var emphasis: Emphasis

    package init(text: String, emphasis: Emphasis = .normal) {
      self.text = text
      self.emphasis = emphasis
    }
  }

  package var rows: [Row]
  /// The cursor, 0-based: the caret of the field (or of the search or paste text).
  package var cursorRow: Int
  package var cursorColumn: Int

  package init(rows: [Row], cursorRow: Int, cursorColumn: Int) {
    self.rows = rows
    self.cursorRow = cursorRow
    self.cursorColumn = cursorColumn
  }

  /// The rows' text, for tests and for a terminal without any attributes.
  package var lines: [String] { rows.map(\.text) }

  /// The bytes that draw the frame over the previous one: each row from its first column,
  /// the rest of the row and of the screen cleared, then the cursor placed and shown. With
  /// `attributes` off (`NO_COLOR`), no bold or reverse video is sent.
  package func ansi(attributes: Bool) -> String {
    var out = "\u{1B}[?25l"  // hide the cursor while drawing
    for (i, row) in rows.enumerated() {
      out += "\u{1B}[\(i + 1);1H"
      switch (attributes, row.emphasis) {
      case (true, .title): out += "\u{1B}[1m" + row.text + "\u{1B}[0m"
      case (true, .selected): out += "\u{1B}[7m" + row.text + "\u{1B}[0m"
      default: out += row.text
      }
      out += "\u{1B}[K"
    }
    out += "\u{1B}[\(cursorRow + 1);\(cursorColumn + 1)H\u{1B}[?25h"
    return out
  }
}
