// End-to-end: `phonefmt pack test DIR...` runs each pack's tests.tsv on the packs loaded so far;
// lint runs the same vectors.

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt pack test end to end")
struct PackTestCommandTests {
  /// A copy of the UAE example pack in a temporary directory, with `tests` as its tests.tsv.
  static func uaeCopy(tests: String) throws -> String {
    let dir =
      NSTemporaryDirectory()
      + "phonefmt-pack-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))/uae"
    try FileManager.default.createDirectory(
      atPath: dir + "/regions", withIntermediateDirectories: true)
    let source = repositoryRoot + "/RulePacks/examples/uae-mobile-dashes"
    for file in ["pack.json", "regions/AE.json"] {
      try FileManager.default.copyItem(atPath: source + "/" + file, toPath: dir + "/" + file)
    }
    try Data(tests.utf8).write(to: URL(fileURLWithPath: dir + "/tests.tsv"))
    return dir
  }

  @Test("Every example pack's vectors pass: one ok line per pack, exit 0")
  func examplesPass() throws {
    let packs = ["canary-islands", "iphone-templates", "uae-mobile-dashes"].map {
      "RulePacks/examples/" + $0
    }
    let r = try phonefmt(["pack", "test"] + packs)
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    let lines = r.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    for (line, pack) in zip(lines, packs) {
      #expect(line.hasPrefix("ok: \(pack) ") && line.hasSuffix(" tests"), "\(line)")
    }
  }

  @Test("A failing vector is PACK/tests.tsv:LINE: want \"X\" got \"Y\", exit 1; lint fails too")
  func failureLine() throws {
    let dir = try Self.uaeCopy(
      tests: """
        # a comment, then a vector that passes and one that does not
        AE\t0501234567\tnational\t050-123-4567
        AE\t0501234567\ttype\t050 123 4567
        AE\t0501234567\tvalidate\tvalid mobile

        """)
    defer {
      try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent)
    }
    let r = try phonefmt(["pack", "test", dir])
    #expect(r.status == 1)
    #expect(r.stdout == "\(dir)/tests.tsv:3: want \"050 123 4567\" got \"050-123-4567\"\n")
    let lint = try phonefmt(["pack", "lint", dir])
    #expect(lint.status == 1)
    #expect(lint.stdout.contains("\(dir)/tests.tsv:3: want \"050 123 4567\" got \"050-123-4567\""))
  }

  @Test("A line that is not a vector is named with its line: fields, region, check")
  func malformedLines() throws {
    let dir = try Self.uaeCopy(
      tests: "AE\t0501234567\tnational\nae\t1\ttype\tx\nAE\t1\tformat\tx\n")
    defer {
      try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent)
    }
    let r = try phonefmt(["pack", "test", dir])
    #expect(r.status == 1)
    #expect(
      r.stdout == """
        \(dir)/tests.tsv:1: expected REGION<TAB>INPUT<TAB>CHECK<TAB>EXPECTED, found 3 field(s)
        \(dir)/tests.tsv:2: "ae" is not a region code (two capital letters, as GB)
        \(dir)/tests.tsv:3: unknown check "format"; use type, national, international, e164, rfc3966, validate

        """)
  }
}

@Suite("phonefmt pack diff end to end")
struct PackDiffCommandTests {
  @Test("The UAE pack changes AE mobiles only: REGION, INPUT, CHECK, BEFORE, AFTER per line")
  func uaeMobiles() throws {
    let r = try phonefmt(["pack", "diff", "RulePacks/examples/uae-mobile-dashes"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let lines = r.stdout.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.count == 5 && $0[0] == "AE" && $0[3] != $0[4] })
    #expect(r.stdout.contains("AE\t0501234567\tnational\t050 123 4567\t050-123-4567\n"))
    #expect(r.stdout.contains("AE\t0501234567\ttype\t050 123 4567\t050-123-4567\n"))
    // Landlines keep the core's style, so no landline input appears.
    #expect(!lines.contains { $0[1].hasPrefix("02") })
  }

  @Test("Regions come sorted; a region a pack adds reads '-' before; --base is applied to both")
  func sortedAndBase() throws {
    let r = try phonefmt([
      "pack", "diff", "RulePacks/examples/iphone-templates", "RulePacks/examples/canary-islands",
    ])
    #expect(r.status == 0)
    let regions = r.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    #expect(regions == regions.sorted())
    #expect(Set(regions).isSuperset(of: ["GB", "IC", "JP", "UA", "US"]))
    #expect(r.stdout.contains("IC\t928123456\tvalidate\t-\tvalid fixed-line\n"))
    let based = try phonefmt([
      "pack", "diff", "--base", "RulePacks/examples/canary-islands", "--",
      "RulePacks/examples/uae-mobile-dashes",
    ])
    #expect(based.status == 0)
    #expect(!based.stdout.contains("IC\t"))
    #expect(based.stdout.contains("AE\t0501234567\tnational\t050 123 4567\t050-123-4567\n"))
  }

  @Test("A pack that changes no answer (names only) gives no line")
  func namesOnly() throws {
    let dir = NSTemporaryDirectory() + "phonefmt-pack-diff-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/regions", withIntermediateDirectories: true)
    try Data(#"{"name": "names", "version": "1", "engine": ">=0.1"}"#.utf8).write(
      to: URL(fileURLWithPath: dir + "/pack.json"))
    try Data(#"{"operation": "extend", "region": "DE", "searchNames": ["Allemagne"]}"#.utf8).write(
      to: URL(fileURLWithPath: dir + "/regions/DE.json"))
    let r = try phonefmt(["pack", "diff", dir])
    #expect(r.status == 0)
    #expect(r.stdout == "")
  }
}

@Suite("phonefmt pack compile: where it cannot write")
struct PackCompileOutputTests {
  @Test("An output that is a directory, or in a missing directory, is named with the reason")
  func unwritableOutput() throws {
    let dir = NSTemporaryDirectory() + "phonefmt-compile-out-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let pack = "RulePacks/examples/uae-mobile-dashes"
    let intoDirectory = try phonefmt(["pack", "compile", pack, "--output", dir])
    #expect(intoDirectory.status == 2)
    #expect(
      intoDirectory.stderr.contains(
        "cannot write \(dir): it is a directory; give the path of a file to write"),
      "\(intoDirectory.stderr)")
    let missing = try phonefmt(["pack", "compile", pack, "--output", dir + "/no/such/t.bin"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains("cannot write \(dir)/no/such/t.bin: no directory \(dir)/no/such"),
      "\(missing.stderr)")
  }
}
