// End-to-end: `phonefmt describe` prints carrier, place and time zones per number, and a copy
// of the binary elsewhere still answers from the data linked into it.

import Foundation
import PhoneTestSupport
import Testing

@Suite("phonefmt describe end to end")
struct DescribeCommandTests {
  @Test("describe: CARRIER<TAB>LOCATION<TAB>TZS in the locale, error: REASON and exit 1")
  func describe() throws {
    let input = "+7 900 123 4567\n+86 130 1234 5678\n020 7946 0958\nabc\n+44 7400 123456\n"
    let ru = try phonefmt(["describe", "--region", "GB", "--locale", "ru"], stdin: input)
    #expect(ru.stderr == "")
    #expect(ru.status == 1)
    // A Russian mobile number is not geographical: the zones of all of +7 (phonenumbers).
    let moscow =
      "Asia/Almaty,Asia/Anadyr,Asia/Aqtobe,Asia/Irkutsk,Asia/Kamchatka,Asia/Krasnoyarsk,"
      + "Asia/Magadan,Asia/Novosibirsk,Asia/Omsk,Asia/Sakhalin,Asia/Vladivostok,Asia/Yakutsk,"
      + "Asia/Yekaterinburg,Europe/Bucharest,Europe/Moscow,Europe/Samara"
    let jersey = "Europe/Guernsey,Europe/Isle_of_Man,Europe/Jersey,Europe/London"
    #expect(
      ru.stdout
        == "Tele2\t\t\(moscow)\nChina Unicom\t\tAsia/Shanghai\n\t\tEurope/London\n"
        + "error: not-a-number\nThree\t\t\(jersey)\n")
    let zh = try phonefmt(["describe", "--region", "CN", "--locale", "zh"], stdin: "13012345678\n")
    #expect(zh.stdout == "中国联通\t\tAsia/Shanghai\n")
    #expect(zh.status == 0)
  }

  @Test("picker: the region's postal code, subdivisions and carriers; a pack's own for its region")
  func picker() throws {
    let gb = try phonefmt(["picker", "--region", "GB"])
    #expect(gb.status == 0)
    #expect(gb.stderr == "")
    let lines = gb.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "region: GB")
    #expect(lines.contains("postal-code-name: postal"))
    #expect(lines.contains("subdivisions: 0"))
    #expect(lines.last?.hasPrefix("carriers: ") == true)
    #expect(lines.last != "carriers: 0")
    let ic = try phonefmt([
      "picker", "--region", "IC", "--packs", "RulePacks/examples/canary-islands",
    ])
    #expect(ic.status == 0)
    #expect(ic.stdout.contains("\npostal-code-examples: 35001\t38001\n"))
    #expect(ic.stdout.contains("\nsubdivisions: 2\n"))
  }

  @Test("describe without --locale is a usage error")
  func missingLocale() throws {
    let r = try phonefmt(["describe", "--region", "GB"], stdin: "+447400123456\n")
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(r.stderr.contains("missing --locale LOC"))
  }

  @Test("A copy of phonefmt in another folder, with no core pack path, answers from its own data")
  func copiedBinary() throws {
    let built = try #require(phonefmtProcess([]).executableURL)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("phonefmt-moved-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("phonefmt")
    try FileManager.default.copyItem(at: built, to: copy)
    func run(_ arguments: [String], _ stdin: String) throws -> RunResult {
      let process = Process()
      process.executableURL = copy
      process.arguments = arguments
      process.currentDirectoryURL = folder
      var env = ProcessInfo.processInfo.environment
      env["PHONEFMT_CORE_PACK"] = nil
      process.environment = env
      return try PhonefmtTests.run(process, stdinBytes: Array(stdin.utf8))
    }
    let described = try run(["describe", "--region", "CN", "--locale", "zh"], "13012345678\n")
    #expect(described.stdout == "中国联通\t\tAsia/Shanghai\n")
    #expect(described.stderr == "")
    let explained = try run(["explain", "--region", "GB"], "07400 123456\n")
    #expect(explained.stderr == "")
    #expect(explained.stdout.contains("\ncarrier: "))
    let picker = try run(["picker", "--region", "US"], "")
    #expect(picker.stderr == "")
    let lines = picker.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.prefix(5) == [
        "region: US", #"postal-code: (\d{5})(?:[ \-](\d{4}))?"#, "postal-code-name: zip",
        "postal-code-examples: 95014\t22162-1010", "subdivisions: 62",
      ])
    #expect(lines.contains("subdivision: US-CA\tCalifornia\t\t9[0-5]|96[01]"))
  }
}
