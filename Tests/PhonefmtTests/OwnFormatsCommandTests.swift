// End-to-end: a region added on a shared calling code types and formats its own numbers with its
// own formats (issue 15, item 7).

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt: a region's own formats")
struct OwnFormatsCommandTests {
  let canary = "RulePacks/examples/canary-islands"
  let eaOwn = "Tests/PhonePacksTests/Fixtures/ea-own-formats"

  @Test("type --region EA with EA's format $1-$2-$3 shows 956-512-345")
  func typeEA() throws {
    let r = try phonefmt(["--packs", eaOwn, "type", "--region", "EA"], stdin: "956512345\n")
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout
        == "9\t95\t956\t956-5\t956-51\t956-512\t956-512-3\t956-512-34\t956-512-345\n")
  }

  @Test("type: IC's formats in an IC field, nationally and after +34; Spain's in Spain's field")
  func typeCanary() throws {
    let ic = try phonefmt(
      ["type", "--region", "IC", "--packs", canary], stdin: "928123456\n+34928123456\n")
    #expect(ic.status == 0)
    #expect(
      ic.stdout == """
        9\t92\t928\t928 1\t928 12\t928 123\t928 123 4\t928 123 45\t928 123 456
        +\t+3\t+34 \t+34 9\t+34 92\t+34 928\t+34 928 1\t+34 928 12\t+34 928 123\t+34 928 123 4\t+34 928 123 45\t+34 928 123 456

        """)
    let es = try phonefmt(["type", "--region", "ES", "--packs", canary], stdin: "928123456\n")
    #expect(es.stdout.hasSuffix("\t928 12 34 56\n"))
  }

  @Test("format: a number of IC is written with IC's formats, from any region's field")
  func formatCanary() throws {
    let national = try phonefmt(
      ["format", "--region", "ES", "--style", "national", "--packs", canary],
      stdin: "928123456\n912345678\n")
    #expect(national.status == 0)
    #expect(national.stdout == "928 123 456\n912 34 56 78\n")
    let international = try phonefmt(
      ["format", "--region", "IC", "--style", "international", "--packs", canary],
      stdin: "928123456\n")
    #expect(international.stdout == "+34 928 123 456\n")
    let explain = try phonefmt(
      ["explain", "--region", "ES", "--packs", canary], stdin: "928123456\n")
    #expect(explain.stdout.contains("\nformats-of: IC (+34)\n"))
    #expect(explain.stdout.contains("\nsource: canary-islands regions/IC.json $.formats[0]\n"))
  }

  @Test("pack lint names the regions a change to a calling code's main region reaches")
  func lintReach() throws {
    let templates = "RulePacks/examples/iphone-templates"
    let r = try phonefmt(["pack", "lint", templates, eaOwn])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let ok = try okLine([templates], "iphone-templates 1.0.0: 4 regions, 17 formats")
    let ea = try okLine([templates, eaOwn], "ea-own-formats 1.0.0: 1 region, 1 format")
    #expect(
      r.stdout == """
        \(ok)
        note: \(templates)/regions/GB.json: $.formats: GB is the main region of +44; this change also reaches the 3 regions there without formats of their own: GG IM JE
        note: \(templates)/regions/US.json: $.formats: US is the main region of +1; this change also reaches the 24 regions there without formats of their own: AG AI AS BB BM BS CA DM DO GD GU JM KN KY LC MP MS PR SX TC TT VC VG VI
        \(ea)

        """)
    // A region with formats of its own is not reached: EA is after ea-add, not after
    // ea-own-formats.
    let dir = NSTemporaryDirectory() + "phonefmt-es-extend-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/regions", withIntermediateDirectories: true)
    try Data(#"{"name": "es-extend", "version": "1", "engine": ">=0.1"}"#.utf8).write(
      to: URL(fileURLWithPath: dir + "/pack.json"))
    try Data(
      ####"{"operation": "extend", "region": "ES", "formats": [{"template": "### ### ###", "priority": 1}]}"####
        .utf8
    ).write(to: URL(fileURLWithPath: dir + "/regions/ES.json"))
    let plain = try phonefmt(["pack", "lint", "Tests/PhonePacksTests/Fixtures/ea-add", dir])
    #expect(
      plain.stdout.hasSuffix(
        "\nnote: \(dir)/regions/ES.json: $.formats: ES is the main region of +34; this change also reaches the 1 region there without formats of their own: EA\n"
      ))
    let own = try phonefmt(["pack", "lint", eaOwn, dir])
    #expect(own.status == 0)
    #expect(!own.stdout.contains("note:"))
  }
}
