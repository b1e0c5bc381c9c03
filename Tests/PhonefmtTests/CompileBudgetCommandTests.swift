// End-to-end: a pack over the compile budget of a pack is refused by `pack lint` and by loading,
// with the figure against the limit, stopped as soon as it passed it (issue 15, item 10).

import Foundation
import PhoneCompiler
import PhoneCore
import PhoneTestSupport
import Testing

@Suite("phonefmt: the compile budget of a pack")
struct CompileBudgetCommandTests {
  /// 55 formats, each with one tiny leading-digits pattern (`\\d{p}c`: digit c at place p):
  /// every pattern is far under its own limits, and the format automaton of the 55 (111,634
  /// states of 111 components) is under the limits of a format list, so that without the
  /// pack's budget the pack compiles (the issue's pack: 6.9 s to lint, 14 s per start).
  static func writeHeavyPack() throws -> String {
    let dir = NSTemporaryDirectory() + "phonefmt-heavy-\(getpid())"
    try FileManager.default.createDirectory(
      atPath: dir + "/regions", withIntermediateDirectories: true)
    try Data(#"{"name": "heavy", "version": "1.0.0", "engine": ">=0.1"}"#.utf8).write(
      to: URL(fileURLWithPath: dir + "/pack.json"))
    let formats = (0..<55).map { i in
      let (place, digit) = i < 50 ? (i % 5, i / 5) : (4, i - 50)
      return #"{"pattern": "(\\d{3})(\\d+)", "format": "$1 $2", "#
        + #""leadingDigits": ["\\d{\#(place)}\#(digit)"]}"#
    }
    let region = #"""
      {"region": "XH", "callingCode": 969, "internationalPrefix": "00",
       "formats": [\#(formats.joined(separator: ",\n"))],
       "types": {"generalDesc": {"pattern": "\\d{6,12}", "possibleLengths": [6, 7, 8, 9, 10, 11, 12]}}}
      """#
    try Data(region.utf8).write(to: URL(fileURLWithPath: dir + "/regions/XH.json"))
    return dir
  }

  @Test("pack lint and --packs refuse a pack over the budget, naming the figure and the limit")
  func refused() async throws {
    let dir = try Self.writeHeavyPack()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let prefix =
      "\(dir)/regions/XH.json: $: pack heavy is over the compile budget of a pack: "
    let suffix =
      " steps > \(CompileBudget.packSteps) (stopped while compiling XH; Documentation/Limits.md); "
      + "use fewer formats or simpler leading digits, or split the pack"

    // Both runs at once: each takes the budget's 40,000,000 steps (seconds in a debug build).
    async let linted = Self.run(["pack", "lint", dir], stdin: "")
    async let loaded = Self.run(["--packs", dir, "type", "--region", "GB"], stdin: "020\n")
    let (lint, load) = try await (linted, loaded)
    #expect(lint.status == 1)
    #expect(lint.stderr == "")
    #expect(lint.stdout.hasPrefix(prefix))
    #expect(lint.stdout.hasSuffix(suffix + "\n"))
    // The figure: past the limit by at most one state of the format automaton (11 steps for
    // each of its 111 components): the work stopped there, not at the end.
    let figure = Int(lint.stdout.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
    #expect(figure > CompileBudget.packSteps)
    #expect(figure <= CompileBudget.packSteps + 11 * 111)

    #expect(load.status == 2)
    #expect(load.stdout == "")
    #expect(
      load.stderr
        == "phonefmt: error: rule packs could not be loaded:\n" + prefix + "\(figure)" + suffix
        + "\n")
  }

  static func run(_ arguments: [String], stdin: String) async throws -> RunResult {
    try phonefmt(arguments, stdin: stdin)
  }
}
