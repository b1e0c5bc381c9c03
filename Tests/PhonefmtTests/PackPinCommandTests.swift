// End-to-end: `phonefmt pack pin DIR...` records the regions a pack builds on, lint is quiet on
// the core it was pinned on, and `pack diff --before-tables FILE` compares a table file with
// the core and packs loaded now (what Scripts/update-core-tables prints for a new core).

import Foundation
import PhoneCoreData
import PhoneTestSupport
import Testing

@Suite("phonefmt pack pin and pack diff --before-tables end to end")
struct PackPinCommandTests {
  @Test("pack pin writes pinned.json per pack; lint on the same core says ok and nothing more")
  func pinThenLint() throws {
    let root = NSTemporaryDirectory() + "phonefmt-pin-cli-\(getpid())"
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let dir = root + "/uae"
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/RulePacks/examples/uae-mobile-dashes", toPath: dir)
    try FileManager.default.removeItem(atPath: dir + "/pinned.json")

    let lintBefore = try phonefmt(["pack", "lint", dir])
    let pin = try phonefmt(["pack", "pin", dir])
    #expect(pin.status == 0)
    #expect(pin.stdout == "pinned: \(dir)/pinned.json: 1 region\n")
    #expect(pin.stderr == "")
    // The example's own pinned.json was written the same way on the same core.
    let written = try String(contentsOfFile: dir + "/pinned.json", encoding: .utf8)
    let shipped = try String(
      contentsOfFile: repositoryRoot + "/RulePacks/examples/uae-mobile-dashes/pinned.json",
      encoding: .utf8)
    #expect(written == shipped)
    #expect(
      written.hasPrefix("{\n  \"core\": \"\(CorePack.version)\",\n  \"regions\": {\n    \"AE\": \"")
    )

    let lint = try phonefmt(["pack", "lint", dir])
    #expect(lint.status == 0)
    #expect(lint.stdout == lintBefore.stdout)
    #expect(!lint.stdout.contains("warning:"))

    let missing = try phonefmt(["pack", "pin"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("missing pack directories to pin"))
  }

  @Test("pack diff --before-tables FILE: the file against the core now, the reverse of pack diff")
  func diffBeforeTables() throws {
    let uae = repositoryRoot + "/RulePacks/examples/uae-mobile-dashes"
    let path = NSTemporaryDirectory() + "phonefmt-before-\(getpid()).tbl"
    defer { unlink(path) }
    let compile = try phonefmt(["pack", "compile", uae, "--output", path])
    #expect(compile.status == 0, "\(compile.stderr)")

    let forward = try phonefmt(["pack", "diff", uae])
    let backward = try phonefmt(["pack", "diff", "--before-tables", path])
    #expect(backward.status == 0, "\(backward.stderr)")
    #expect(!forward.stdout.isEmpty)
    let swapped = forward.stdout.split(separator: "\n").map { line in
      let f = line.split(separator: "\t", omittingEmptySubsequences: false)
      return [f[0], f[1], f[2], f[4], f[3]].joined(separator: "\t")
    }
    #expect(backward.stdout.split(separator: "\n").map(String.init) == swapped)

    let refused = try phonefmt(["pack", "diff", "--before-tables", path + ".missing"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--before-tables \(path).missing"))
  }
}
