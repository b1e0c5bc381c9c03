// End-to-end: run the built phonefmt, feed stdin, compare stdout, stderr and exit status.

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneCoreData
import PhonePacks
import PhoneTestSupport
import Testing

struct RunResult {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// A `Process` for the built phonefmt (found beside the test runner, which may live inside a
/// .xctest bundle directory), on the shipped tables; with `jsonCore`, on the repository's JSON
/// core pack instead (`PHONEFMT_CORE_PACK`: what `explain` needs to name the core's files).
func phonefmtProcess(_ arguments: [String], jsonCore: Bool = false) -> Process {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  var url = executable.appendingPathComponent("phonefmt")
  while !FileManager.default.isExecutableFile(atPath: url.path), url.pathComponents.count > 2 {
    url = url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "phonefmt")
  }
  let process = Process()
  process.executableURL = url
  process.arguments = arguments
  // Relative paths in arguments and messages are relative to the repository.
  process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
  // The shipped tables, as an app has them: no PHONEFMT_CORE_PACK from the test's environment.
  var env = ProcessInfo.processInfo.environment
  env["PHONEFMT_CORE_PACK"] = jsonCore ? repositoryRoot + "/RulePacks/core" : nil
  process.environment = env
  return process
}

func phonefmt(_ arguments: [String], stdin: String = "", jsonCore: Bool = false) throws
  -> RunResult
{
  try run(phonefmtProcess(arguments, jsonCore: jsonCore), stdinBytes: Array(stdin.utf8))
}

/// `phonefmt(_:stdin:)` with stdin given as bytes (invalid UTF-8 too).
func phonefmt(_ arguments: [String], stdinBytes: [UInt8]) throws -> RunResult {
  try run(phonefmtProcess(arguments), stdinBytes: stdinBytes)
}

/// Runs `process` (set up but not started) with `stdinBytes` on its standard input and
/// returns what it wrote and its exit status.
func run(_ process: Process, stdinBytes: [UInt8]) throws -> RunResult {
  let input = Pipe()
  let output = Pipe()
  let error = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // A command that refuses its arguments exits without reading stdin; writing to it then meets
  // a closed pipe, which must neither kill the test process (SIGPIPE, seen under load) nor fail
  // the run: the command's stderr and status say why.
  signal(SIGPIPE, SIG_IGN)
  do {
    try input.fileHandleForWriting.write(contentsOf: stdinBytes)
  } catch {
    // EPIPE: the child has exited; its output is read below.
  }
  try input.fileHandleForWriting.close()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return RunResult(
    stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
    status: process.terminationStatus)
}

/// The `ok:` line `phonefmt pack lint` prints for the last of `packs` (directories relative to
/// the repository, loaded in this order on the core pack): `summary` (`NAME VERSION: N regions,
/// M formats`), then the states and steps compiling its regions took, as the library's check of
/// the same packs counts them (`RulePack.compileCost`), and its share of the compile budget.
func okLine(_ packs: [String], _ summary: String) throws -> String {
  let catalog = try RulePackCatalog(coreDirectory: repositoryRoot + "/RulePacks/core")
  for pack in packs { try catalog.load(directory: repositoryRoot + "/" + pack) }
  let cost = try #require(catalog.packs.last?.compileCost)
  let share = max(
    cost.states * 100 / CompileBudget.packStates, cost.steps * 100 / CompileBudget.packSteps)
  return
    "ok: \(summary), \(cost.states) states, \(cost.steps) steps (\(share == 0 ? "under 1" : "\(share)") % of the compile budget)"
}

@Suite("phonefmt end to end")
struct CommandLineTests {
  @Test("type: one line per input line, the text after each keystroke joined by TAB")
  func typeCommand() throws {
    let r = try phonefmt(["type", "--region", "GB"], stdin: "02079460958\n+1650\n\n")
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        0\t02\t020\t020 7\t020 79\t020 794\t020 7946\t020 7946 0\t020 7946 09\t020 7946 095\t020 7946 0958
        +\t+1\t+1 6\t+1 65\t+1 650


        """)
  }

  @Test("type: an unknown region is a usage error on stderr with exit status 2")
  func unknownRegion() throws {
    let r = try phonefmt(["type", "--region", "XY"], stdin: "123\n")
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr
        == "phonefmt: error: unknown region 'XY'; run 'phonefmt countries --locale en' to list region codes\n"
    )
  }

  @Test("An unknown option is a usage error")
  func unknownOption() throws {
    let r = try phonefmt(["type", "--region", "GB", "--fast"])
    #expect(r.status == 2)
    #expect(r.stderr == "phonefmt: error: unknown option '--fast'\n")
  }

  @Test("--packs with a malformed pack refuses to start and names the problem")
  func badPack() throws {
    let r = try phonefmt(
      [
        "type", "--region", "GB", "--packs",
        repositoryRoot + "/Tests/PhonePacksTests/Fixtures/malformed",
      ])
    #expect(r.status == 2)
    #expect(r.stderr.contains("malformed/regions/XA.json: $.callingCode: expected an integer"))
  }

  @Test("demo types example numbers keystroke by keystroke")
  func demo() throws {
    let r = try phonefmt(["demo", "--region", "GB"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("GB mobile: typing 07400123456"))
    #expect(!r.stdout.contains("error"))
    #expect(r.stdout.contains("  6  ->  \"07400 123456\""))
  }
}

/// Whether a process's peak resident memory can be read here (Linux's `/proc/PID/status`).
let peakMemoryReadable = FileManager.default.isReadableFile(atPath: "/proc/self/status")

/// Why a peak-memory measurement could not be taken.
struct MeasurementError: Error, CustomStringConvertible {
  var description: String
}

/// Runs phonefmt with `count` copies of `stdinLine` on stdin (a multiple of 1,000) and returns
/// the child's peak resident memory (VmHWM, kB), read once it has answered every line and
/// before its stdin closes: the answers are counted as they arrive, so no clock is involved.
/// - Throws: `MeasurementError` when the answers stop short or the figure cannot be read.
func phonefmtPeakMemoryKB(_ arguments: [String], stdinLine: String, count: Int) throws -> Int {
  let process = phonefmtProcess(arguments)
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  // The lines are written from another thread while this one reads the answers, so that
  // neither pipe fills up with nobody reading it.
  let written = DispatchSemaphore(value: 0)
  let writer = Thread {
    let chunk = Data(String(repeating: stdinLine, count: 1000).utf8)
    for _ in 0..<(count / 1000) { input.fileHandleForWriting.write(chunk) }
    written.signal()
  }
  writer.start()
  var answered = 0
  while answered < count {
    let data = output.fileHandleForReading.availableData
    if data.isEmpty { break }  // end of file: the tool stopped early
    answered += data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
  }
  written.wait()
  let status = try? String(
    contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
  try input.fileHandleForWriting.close()
  while !output.fileHandleForReading.availableData.isEmpty {}
  process.waitUntilExit()
  guard answered == count else {
    throw MeasurementError(description: "phonefmt answered \(answered) of \(count) lines")
  }
  guard let status else {
    throw MeasurementError(description: "cannot read /proc/\(process.processIdentifier)/status")
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    if fields.count >= 2, let kB = Int(fields[1]) { return kB }
  }
  throw MeasurementError(description: "no VmHWM line in /proc/\(process.processIdentifier)/status")
}

@Suite("phonefmt --version")
struct VersionTests {
  @Test("One line: the engine, the core data and the phonenumbers version, as the files say")
  func versionLine() throws {
    let r = try phonefmt(["--version"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let manifest = try String(
      contentsOfFile: repositoryRoot + "/RulePacks/core/pack.json", encoding: .utf8)
    let requirements = try String(
      contentsOfFile: repositoryRoot + "/Scripts/requirements.txt", encoding: .utf8)
    let pinned = try #require(
      requirements.split(separator: "\n").first { $0.hasPrefix("phonenumbers==") }?
        .dropFirst("phonenumbers==".count))
    #expect(manifest.contains("\"version\": \"\(CorePack.version)\""))
    #expect(String(pinned) == CorePack.version)
    #expect(
      r.stdout
        == "phonefmt \(engineVersion), core data \(CorePack.version), generated from phonenumbers \(pinned)\n"
    )
    #expect(try phonefmt(["--version", "type"]).status == 2)
  }
}
