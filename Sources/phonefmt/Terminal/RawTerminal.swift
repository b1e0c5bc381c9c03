// RawTerminal: the terminal in raw mode (termios), its size, its input bytes and signals.
//
// The one place that calls the C terminal API. `enter()` saves the termios settings of
// standard input and switches to raw mode (no line editing, no echo, no signals from Ctrl-C:
// every key reaches the program), then opens the alternate screen and asks for bracketed
// paste; `restore()` undoes all of it in the reverse order. Signals that matter while the
// screen is up (SIGWINCH: the window was resized; SIGTERM, SIGHUP, SIGINT from `kill`: end)
// are turned into bytes on a pipe (the self-pipe trick), so that the loop waits in one `poll`
// for keys and signals, and the terminal is restored whichever way the program ends.

import Glibc

/// The write end of the signal pipe, for the signal handler (which can capture nothing).
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1

/// Writes the signal's number to the pipe: `write` is async-signal-safe, and the pipe does
/// not block (a full pipe drops the byte: a signal is already waiting to be read).
private func forwardSignal(_ number: Int32) {
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipeWrite, &byte, 1)
}

/// An error of a terminal call, with the call and errno.
struct TerminalError: Error, CustomStringConvertible {
  var call: String
  var errno: Int32
  var description: String { "\(call) failed: \(String(cString: strerror(errno)))" }
}

/// Standard input and output as a raw-mode terminal.
struct RawTerminal {
  /// What waiting for input gave.
  enum Input {
    case bytes([UInt8])
    /// Nothing arrived within the timeout.
    case idle
    case resized
    /// SIGTERM, SIGHUP or SIGINT, or the end of input (the terminal went away).
    case end
  }

  private var saved = termios()
  private var pipe: (read: Int32, write: Int32) = (-1, -1)
  private var savedActions: [(Int32, sigaction)] = []
  static let signals = [SIGWINCH, SIGTERM, SIGHUP, SIGINT]

  /// Whether standard input and standard output are both terminals.
  static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Raw mode, the alternate screen and bracketed paste, and the signal pipe.
  /// - Throws: `TerminalError` when a terminal call fails (nothing is left changed).
  static func enter() throws(TerminalError) -> RawTerminal {
    var terminal = RawTerminal()
    guard tcgetattr(0, &terminal.saved) == 0 else {
      throw TerminalError(call: "tcgetattr", errno: errno)
    }
    var fds: [Int32] = [-1, -1]
    guard Glibc.pipe(&fds) == 0 else { throw TerminalError(call: "pipe", errno: errno) }
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    terminal.pipe = (fds[0], fds[1])
    signalPipeWrite = fds[1]
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = forwardSignal
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      sigaction(number, &action, &old)
      terminal.savedActions.append((number, old))
    }
    var raw = terminal.saved
    cfmakeraw(&raw)
    guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else {
      let error = TerminalError(call: "tcsetattr", errno: errno)
      terminal.restore()
      throw error
    }
    // Alternate screen, bracketed paste on, clear.
    terminal.write("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[2J")
    return terminal
  }

  /// Leaves the terminal as `enter()` found it.
  mutating func restore() {
    write("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    _ = tcsetattr(0, TCSAFLUSH, &saved)
    for (number, old) in savedActions.reversed() {
      var action = old
      sigaction(number, &action, nil)
    }
    savedActions = []
    signalPipeWrite = -1
    if pipe.read >= 0 {
      close(pipe.read)
      close(pipe.write)
      pipe = (-1, -1)
    }
  }

  /// The window size in columns and rows (80 × 24 when the terminal does not say).
  func size() -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Waits for input bytes or a signal, up to `timeout` milliseconds (-1: no limit).
  func wait(timeout: Int32) -> Input {
    var fds = [
      pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
      pollfd(fd: pipe.read, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, 2, timeout)
    if ready < 0 { return errno == EINTR ? .bytes([]) : .end }
    if ready == 0 { return .idle }
    if fds[1].revents != 0 {
      var byte: UInt8 = 0
      var resized = false
      var ended = false
      while read(pipe.read, &byte, 1) == 1 {
        if Int32(byte) == SIGWINCH { resized = true } else { ended = true }
      }
      if ended { return .end }
      if resized { return .resized }
    }
    guard fds[0].revents != 0 else { return .bytes([]) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(0, &buffer, buffer.count)
    if count > 0 { return .bytes(Array(buffer[..<count])) }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return .bytes([]) }
    return .end
  }

  /// Writes `text` to standard output, all of it.
  func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
      if n > 0 {
        offset += n
      } else if !(n < 0 && errno == EINTR) {
        return  // the terminal is gone: nothing more can be shown
      }
    }
  }
}
