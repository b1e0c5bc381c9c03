// End-to-end: `phonefmt try` refuses to run without a terminal, and runs live in tmux.

import Foundation
import Glibc
import PhoneTestSupport
import Testing

/// tmux, when it is installed (Debian's `tmux`; `.ci/run` installs it).
let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// A wait in the pane that did not end (the issue is recorded with the last capture).
struct TimedOut: Error {}

/// A tmux server of its own (its own socket) with one 80 × 24 window running a command.
///
/// A wait for the pane to show something takes no fixed pause: `watch(_:)` pipes the pane's
/// output into a FIFO (`tmux pipe-pane`), and `waitFor` captures the pane again only when the
/// program in it has written something since the last capture (or the deadline passed).
final class TmuxSession {
  let socket = "phonefmt-try-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  /// The FIFO the pane's output goes to, and the descriptor the test reads it from.
  private var fifo = ""
  private var output: Int32 = -1

  /// From now on, the pane `target` writes a copy of its output to a FIFO `waitFor` waits on.
  /// Its reading end is opened first (without blocking), so tmux's writer never waits for it.
  func watch(_ target: String) throws {
    fifo = NSTemporaryDirectory() + "/\(socket).out"
    unlink(fifo)
    guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(.EIO) }
    output = open(fifo, O_RDONLY | O_NONBLOCK)
    guard output >= 0 else { throw POSIXError(.EIO) }
    try tmux(["pipe-pane", "-O", "-t", target, "cat > '\(fifo)'"])
  }

  /// Waits until the pane has written something (or `deadline`), and drops what it wrote: the
  /// capture that follows reads the screen it drew. Without `watch`, returns at once.
  func awaitOutput(until deadline: ContinuousClock.Instant) {
    guard output >= 0 else { return }
    let left = deadline - ContinuousClock.now
    let milliseconds = Int32(clamping: Swift.max(0, left.components.seconds * 1000 + 1))
    var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while read(output, &buffer, buffer.count) > 0 {}
  }

  /// Runs tmux with `arguments`; returns its standard output.
  ///
  /// Spawned with posix_spawn rather than Foundation's `Process`: the command that starts
  /// the tmux server leaves the server running with the descriptors it inherited, and
  /// `Process` learns of a child's end from a socket the child holds, so it would wait as
  /// long as the server runs. The child gets only stdin, stdout and stderr, so the server
  /// keeps no other test's pipes open either.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["LANG"] = "C.UTF-8"
    let argv = [tmuxPath!, "-L", socket, "-f", "/dev/null", "-u"] + arguments
    var pipe: [Int32] = [-1, -1]
    guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(.EIO) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Every other descriptor open now (glibc ignores one closed meanwhile).
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in open.compactMap({ Int32($0) }) where fd > 2 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    var cArguments = argv.map { strdup($0) } + [nil]
    var cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in cArguments { free(p) }
      for p in cEnvironment { free(p) }
    }
    // No signal blocked or ignored: the test runner's threads block most of them, and a
    // tmux server that inherited that mask would not end on kill-server.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
    close(pipe[1])
    defer { close(pipe[0]) }
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(pipe[0], &buffer, buffer.count)
      if n > 0 {
        output += buffer[..<n]
      } else if n == 0 || errno != EINTR {
        break
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
  }

  /// Stops the server (and what runs in it) and removes its socket and FIFO.
  func end() {
    if output >= 0 { close(output) }
    if !fifo.isEmpty { unlink(fifo) }
    let path = (try? tmux(["display-message", "-p", "#{socket_path}"])) ?? ""
    _ = try? tmux(["kill-server"])
    let socketPath = path.trimmingCharacters(in: .whitespacesAndNewlines)
    if socketPath.hasSuffix(socket) { unlink(socketPath) }
  }

  /// The pane's text and the cursor's column and row.
  func capture() throws -> (text: String, cursor: (x: Int, y: Int)) {
    let text = try tmux(["capture-pane", "-p", "-t", "try"])
    let position = try tmux(["display-message", "-p", "-t", "try", "#{cursor_x} #{cursor_y}"])
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return (text, position.count == 2 ? (position[0], position[1]) : (-1, -1))
  }

  /// Captures the pane until `done` holds for a capture, capturing again each time the pane
  /// has written something (`awaitOutput`), with a generous deadline for a loaded machine;
  /// records an issue with the last capture when it never holds.
  @discardableResult
  func waitFor(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ done: (String, (x: Int, y: Int)) -> Bool
  ) throws -> String {
    let deadline = ContinuousClock.now + .seconds(60)
    var last = try capture()
    while !done(last.text, last.cursor) {
      guard ContinuousClock.now < deadline else {
        Issue.record(
          "\(what): not seen within 60 s; cursor at \(last.cursor), last capture:\n\(last.text)",
          sourceLocation: sourceLocation)
        throw TimedOut()  // the steps after it would wait in vain
      }
      awaitOutput(until: deadline)
      last = try capture()
    }
    return last.text
  }
}

@Suite("phonefmt try end to end")
struct TryCommandTests {
  @Test("Without a terminal on stdin and stdout: exit 2 with 'error: try needs a terminal'")
  func needsATerminal() throws {
    let r = try phonefmt(["try", "--region", "GB"])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(r.stderr == "phonefmt: error: try needs a terminal\n")
    // A bad option is still reported as such.
    let bad = try phonefmt(["try", "--region", "XY"])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("phonefmt: error: unknown region 'XY'"))
  }

  @Test(
    "In tmux: type a GB number, Backspace in the middle, search Germany, resize, Ctrl-C",
    .enabled(if: tmuxPath != nil, "tmux is not installed (Debian's tmux; .ci/run installs it)"))
  func liveInTmux() throws {
    let binary = phonefmtProcess([]).executableURL!.path
    let session = TmuxSession()
    defer { session.end() }
    // The shell records the terminal settings before and after, and stays (cat) so the
    // pane can be read after phonefmt ends.
    let script = """
      before=$(stty -g); "$0" try --region GB; status=$?; after=$(stty -g)
      if [ "$before" = "$after" ]; then echo "terminal restored, exit $status"
      else echo "terminal NOT restored, exit $status"; fi
      exec cat
      """
    try session.tmux(
      ["new-session", "-d", "-s", "try", "-x", "80", "-y", "24", "sh", "-c", script, binary])
    try session.watch("try")
    try session.waitFor("the field for GB") { text, _ in
      text.contains("United Kingdom +44") && text.contains("Tab country")
    }

    try session.tmux(["send-keys", "-t", "try", "-l", "02079460958"])
    try session.waitFor("020 7946 0958, valid fixed-line, the caret after it") { text, cursor in
      text.contains("number   020 7946 0958\n") && text.contains("status   valid fixed-line")
        && text.contains("intl     +44 20 7946 0958") && cursor == (9 + 13, 2)
    }

    // Four times Left puts the caret before 0958; Backspace there deletes the 6 (the digit
    // before the space), and the caret stays after the same digit, the 4.
    try session.tmux(["send-keys", "-t", "try", "Left", "Left", "Left", "Left", "BSpace"])
    try session.waitFor("020 7940 958 with the caret after the 4") { text, cursor in
      text.contains("number   020 7940 958\n") && cursor == (9 + 7, 2)
    }

    try session.tmux(["send-keys", "-t", "try", "Tab"])
    try session.waitFor("the country search") { text, _ in
      // (capture-pane drops the spaces that end a row)
      text.split(separator: "\n").contains { $0.hasPrefix("country") }
    }
    try session.tmux(["send-keys", "-t", "try", "-l", "germ"])
    try session.waitFor("Germany found") { text, _ in
      text.contains("country  germ") && text.contains("> 🇩🇪 Germany +49")
    }
    try session.tmux(["send-keys", "-t", "try", "Enter"])
    let selected = try session.waitFor("Germany selected, the digits kept") { text, _ in
      text.hasPrefix("🇩🇪 Germany +49") && text.contains("region   🇩🇪 Germany (DE)")
    }
    let field = selected.split(separator: "\n").first { $0.hasPrefix("number") } ?? ""
    #expect(field.filter(\.isNumber) == "0207940958")

    // A smaller window: phonefmt gets SIGWINCH and draws the screen for 60 × 20.
    try session.tmux(["resize-window", "-t", "try", "-x", "60", "-y", "20"])
    try session.waitFor("the screen redrawn for 60 columns") { text, _ in
      let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
      return rows.count >= 20 && rows[1] == String(repeating: "\u{2500}", count: 60)
        && rows[19].hasPrefix("Tab country")
    }

    try session.tmux(["send-keys", "-t", "try", "C-c"])
    let after = try session.waitFor("the shell after phonefmt") { text, _ in
      text.contains("terminal restored, exit 0") || text.contains("NOT restored")
    }
    #expect(after.contains("terminal restored, exit 0"))
    // The alternate screen is gone: the pane shows the shell's screen, not the field.
    #expect(!after.contains("number   "))
  }
}
