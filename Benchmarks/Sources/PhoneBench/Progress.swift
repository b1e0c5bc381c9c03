// Progress: one status line on stderr while a long run goes on.

import Foundation

/// Writes progress to stderr: on a terminal one line rewritten in place, otherwise a line
/// per step (at most one per second, so logs stay short). Silent when disabled.
package final class Progress {
  private let enabled: Bool
  private let isTerminal: Bool
  private var lastWrite = ContinuousClock.now - .seconds(10)
  private var shown = false

  package init(enabled: Bool) {
    self.enabled = enabled
    isTerminal = isatty(2) != 0
  }

  package func update(_ text: String) {
    guard enabled else { return }
    if isTerminal {
      write("\r\u{1B}[K" + "phonefmt-bench: " + text)
      shown = true
    } else if ContinuousClock.now - lastWrite >= .seconds(1) {
      write("phonefmt-bench: " + text + "\n")
      lastWrite = .now
    }
  }

  /// A line that stays (a warning, the peer's status).
  package func note(_ text: String) {
    clear()
    write("phonefmt-bench: " + text + "\n")
  }

  /// Removes the progress line before the results are printed.
  package func clear() {
    if shown {
      write("\r\u{1B}[K")
      shown = false
    }
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
