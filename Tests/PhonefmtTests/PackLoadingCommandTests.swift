// End-to-end: --tables with --packs, and `pack lint` refusing exactly what loading refuses.

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt: --tables with --packs, and lint agreeing with loading")
struct PackLoadingCommandTests {
  let fixtures = "Tests/PhonePacksTests/Fixtures"
  let canary = "RulePacks/examples/canary-islands"
  let uae = "RulePacks/examples/uae-mobile-dashes"

  /// The problems loading reports (stderr after its first line), one per line.
  func loadProblems(_ r: RunResult) -> [String] {
    let prefix = "phonefmt: error: rule packs could not be loaded:\n"
    guard r.stderr.hasPrefix(prefix) else { return ["unexpected stderr: \(r.stderr)"] }
    return r.stderr.dropFirst(prefix.count).split(separator: "\n").map(String.init)
  }

  @Test("--tables FILE --packs DIR: the tables, then the packs; a refused file keeps the packs")
  func tablesThenPacks() throws {
    let path = NSTemporaryDirectory() + "phonefmt-tables-packs-\(getpid()).tbl"
    defer { unlink(path) }
    let w = try phonefmt(["pack", "compile", uae, "--output", path])
    #expect(w.status == 0)
    // AE's dashes come from the tables, IC from the pack on top of them, in either order.
    for arguments in [
      ["--tables", path, "--packs", canary, "format", "--style", "national", "--region", "AE"],
      ["format", "--packs", canary, "--region", "AE", "--tables", path, "--style", "national"],
    ] {
      let r = try phonefmt(arguments, stdin: "0501234567\n")
      #expect(r.stderr == "")
      #expect(r.stdout == "050-123-4567\n")
    }
    let ic = try phonefmt(
      ["--tables", path, "--packs", canary, "validate", "--region", "IC"],
      stdin: "928 123 456\n")
    #expect(ic.stderr == "")
    #expect(ic.stdout == "valid fixed-line\n")

    // A pack the file holds, given again: applied once (the same answers, no second copy).
    let twice = try phonefmt(
      ["--tables", path, "--packs", uae, canary, "explain", "--region", "AE"],
      stdin: "0501234567\n")
    let once = try phonefmt(
      ["--tables", path, "--packs", canary, "explain", "--region", "AE"], stdin: "0501234567\n")
    #expect(twice.status == 0)
    #expect(twice.stdout == once.stdout)
    #expect(once.stdout.contains("pack uae-mobile-dashes (compiled into the table file \(path))"))

    // A damaged file that held uae-mobile-dashes: refused, naming the pack it would drop ...
    let cut = path + ".cut"
    defer { unlink(cut) }
    try Data(contentsOf: URL(fileURLWithPath: path)).prefix(500).write(
      to: URL(fileURLWithPath: cut))
    let dropped = try phonefmt(
      ["--tables", cut, "--packs", canary, "validate", "--region", "IC"], stdin: "928 123 456\n")
    #expect(dropped.status == 2)
    #expect(dropped.stdout == "")
    #expect(
      loadProblems(dropped) == [
        "\(cut): table file is cut short (at byte 500); it was compiled with pack "
          + "uae-mobile-dashes 1.0.0, which the packs given leave out: give its directory to "
          + "compile them again, or compile the table file again"
      ])
    // ... and compiled again, with a warning, when the packs given include it.
    let f = try phonefmt(
      ["--tables", cut, "--packs", uae, canary, "format", "--region", "AE", "--style", "national"],
      stdin: "0501234567\n")
    #expect(f.status == 0)
    #expect(f.stdout == "050-123-4567\n")
    #expect(
      f.stderr
        == "phonefmt: warning: \(cut): table file is cut short (at byte 500); compiling the rule packs instead\n"
    )
  }

  @Test("A missing table file is named as missing, and the packs still load")
  func missingTables() throws {
    let r = try phonefmt(
      ["--tables", "no/such.tbl", "--packs", canary, "validate", "--region", "IC"],
      stdin: "928 123 456\n")
    #expect(r.status == 0)
    #expect(r.stdout == "valid fixed-line\n")
    #expect(
      r.stderr
        == "phonefmt: warning: no/such.tbl: no such file; compiling the rule packs instead\n")
  }

  @Test("Two folders whose packs share a name: refused by lint and by loading, with one message")
  func duplicateNames() throws {
    let parent = NSTemporaryDirectory() + "phonefmt-dup-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    let copy = parent + "/ae-a-copy"
    try FileManager.default.copyItem(atPath: fixtures + "/ae-a", toPath: copy)
    let expected = [
      "\(copy)/pack.json: $.name: a pack named ae-a is loaded already, from \(fixtures)/ae-a (line 1, column 10)"
    ]
    let lint = try phonefmt(["pack", "lint", fixtures + "/ae-a", copy])
    #expect(lint.status == 1)
    let ok = try okLine([fixtures + "/ae-a"], "ae-a 1: 1 region, 1 format")
    #expect(lint.stdout == ok + "\n" + expected[0] + "\n")
    let load = try phonefmt(["--packs", fixtures + "/ae-a", copy, "validate", "--region", "AE"])
    #expect(load.status == 2)
    #expect(loadProblems(load) == expected)
    let compile = try phonefmt([
      "pack", "compile", fixtures + "/ae-a", copy, "--output", "/dev/null",
    ])
    #expect(compile.status == 2)
    #expect(loadProblems(compile) == expected)
  }

  @Test("The core pack among the packs: one message from lint and from loading, not 254")
  func coreAmongPacks() throws {
    let expected = [
      "RulePacks/core/pack.json: $.name: the core pack is always loaded first; give only the packs to load on top of it (line 2, column 11)"
    ]
    let lint = try phonefmt(["pack", "lint", "RulePacks/core", canary])
    #expect(lint.status == 1)
    let ok = try okLine([canary], "canary-islands 1.0.0: 1 region, 2 formats")
    #expect(lint.stdout == expected[0] + "\n" + ok + "\n")
    let load = try phonefmt(["--packs", "RulePacks/core", canary, "validate", "--region", "IC"])
    #expect(load.status == 2)
    #expect(loadProblems(load) == expected)
  }

  @Test("Packs in the wrong order: the message says which later pack adds the region")
  func packOrder() throws {
    let expected = [
      "\(fixtures)/ea-extend/regions/EA.json: $.operation: EA does not exist yet: pack ea-add (\(fixtures)/ea-add) adds it, but loads after this pack; give that pack first (line 1, column 15)"
    ]
    let lint = try phonefmt(["pack", "lint", fixtures + "/ea-extend", fixtures + "/ea-add"])
    #expect(lint.status == 1)
    let ok = try okLine([fixtures + "/ea-add"], "ea-add 1.0.0: 1 region, 0 formats")
    #expect(lint.stdout == expected[0] + "\n" + ok + "\n")
    let load = try phonefmt(
      ["--packs", fixtures + "/ea-extend", fixtures + "/ea-add", "validate", "--region", "EA"])
    #expect(load.status == 2)
    #expect(loadProblems(load) == expected)
    let right = try phonefmt(
      ["--packs", fixtures + "/ea-add", fixtures + "/ea-extend", "validate", "--region", "EA"],
      stdin: "956 512 345\n")
    #expect(right.stderr == "")
    #expect(right.stdout == "valid fixed-line\n")
  }

  @Test("A region added twice names the pack that added it first")
  func addedTwice() throws {
    let ok = try okLine([fixtures + "/ea-add"], "ea-add 1.0.0: 1 region, 0 formats")
    let lint = try phonefmt(["pack", "lint", fixtures + "/ea-add", fixtures + "/ea-add"])
    #expect(lint.status == 1)
    // The same directory twice: refused by name before its regions are compared.
    #expect(
      lint.stdout
        == "\(ok)\n\(fixtures)/ea-add/pack.json: $.name: a pack named ea-add is loaded already, from \(fixtures)/ea-add (line 1, column 10)\n"
    )
    let other = try phonefmt(["pack", "lint", fixtures + "/ea-add", fixtures + "/ea-add-again"])
    #expect(other.status == 1)
    #expect(
      other.stdout
        == "\(ok)\n\(fixtures)/ea-add-again/regions/EA.json: $.operation: EA exists already (from pack ea-add (\(fixtures)/ea-add)); use \"extend\" or \"replace\" (line 2, column 16)\n"
    )
  }

  @Test("Missing directories and --packs without one are named as such")
  func missingDirectories() throws {
    let lint = try phonefmt(["pack", "lint", "no/such/pack"])
    #expect(lint.status == 1)
    #expect(lint.stdout == "no/such/pack: no such directory\n")
    let file = try phonefmt(["pack", "lint", canary + "/pack.json"])
    #expect(file.stdout == "\(canary)/pack.json: not a directory (a pack is a directory)\n")
    let load = try phonefmt(["--packs", "no/such/pack", "validate", "--region", "GB"])
    #expect(load.status == 2)
    #expect(loadProblems(load) == ["no/such/pack: no such directory"])
    let none = try phonefmt(["validate", "--region", "GB", "--packs"])
    #expect(none.status == 2)
    #expect(none.stderr == "phonefmt: error: missing DIR... after --packs\n")
  }
}
