// Rule packs written with templates: the iPhone-template example pack typed keystroke by
// keystroke, the UK templates ranked in any order, and broken templates reported by lint.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Rule packs: format templates")
struct TemplatePackTests {
  static let iphone = examples + "/iphone-templates"

  static func catalog() throws -> PhoneCatalog {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: iphone)
    return packs.catalog
  }

  @Test(
    "The iPhone-template pack types the old formatter's examples keystroke by keystroke",
    arguments: [
      // Seven digits could still be a local number (`###-####` has fewer completions), as
      // on the iPhone; the eighth makes it a ten-digit one.
      (
        "US", "2015550123",
        "2\t20\t201\t201-5\t201-55\t201-555\t201-5550\t(201) 555-01\t(201) 555-012\t(201) 555-0123"
      ),
      (
        "US", "12015550123",
        "1\t12\t1 20\t1 (201\t1 (201) 5\t1 (201) 55\t1 (201) 555\t1 (201) 555-0\t1 (201) 555-01\t1 (201) 555-012\t1 (201) 555-0123"
      ),
      ("US", "5550123", "5\t55\t555\t555-0\t555-01\t555-012\t555-0123"),
      (
        "GB", "02079460958",
        "0\t02\t020\t020 7\t020 79\t020 794\t020 7946\t020 7946 0\t020 7946 09\t020 7946 095\t020 7946 0958"
      ),
      (
        "GB", "01214960000",
        "0\t01\t012\t0121\t0121 4\t0121 49\t0121 496\t0121 496 0\t0121 496 00\t0121 496 000\t0121 496 0000"
      ),
      (
        "GB", "01632960000",
        "0\t01\t016\t0163\t01632\t01632 9\t01632 96\t01632 960\t01632 9600\t01632 96000\t01632 960000"
      ),
      (
        "JP", "0312345678",
        "0\t03\t031\t03-12\t03-123\t03-1234\t03-1234-5\t03-1234-56\t03-1234-567\t03-1234-5678"
      ),
      (
        "JP", "0451234567",
        "0\t04\t045\t045 1\t045 12\t045 123\t045 123-4\t045 123-45\t045 123-456\t045 123-4567"
      ),
      (
        "JP", "0123456789",
        "0\t01\t012\t0123\t0123 4\t0123 45\t0123 45-6\t0123 45-67\t0123 45-678\t0123 45-6789"
      ),
      (
        "UA", "0441234567",
        "0\t04\t044\t044 1\t044 12\t044 123\t044 123 4\t044 123 45\t044 123 45 6\t044 123 45 67"
      ),
    ])
  func iphoneExamples(_ region: String, _ keys: String, _ expected: String) throws {
    let shown = try typeAll(keys, region: region, catalog: Self.catalog())
    #expect(shown.joined(separator: "\t") == expected)
  }

  @Test("International typing and complete numbers follow the templates too")
  func international() throws {
    let catalog = try Self.catalog()
    #expect(try typeAll("+12015550123", region: "US", catalog: catalog).last == "+1 (201) 555-0123")
    #expect(try typeAll("+442079460958", region: "GB", catalog: catalog).last == "+44 20 7946 0958")
    #expect(
      try typeAll("+380441234567", region: "UA", catalog: catalog).last == "+380 44 123 45 67")
    #expect(
      try catalog.format("0441234567", region: RegionCode("UA"), style: .national)
        == "044 123 45 67")
    // The region keeps its core formats where no template fits (UK 0800 numbers).
    #expect(
      try catalog.format("0800 123456", region: RegionCode("GB"), style: .national)
        == CoreFixture.catalog.format("0800 123456", region: RegionCode("GB"), style: .national))
  }

  /// A pack extending GB with the three UK templates in the given order; with `accepts`, the
  /// pack says typing may end where formatting does not (formatting a complete number takes
  /// the first format in list order that fits, so `01### ######` before `01#1 ### ####` writes
  /// 01212 345678, while typing ranks the more specific one first).
  static func ukPack(_ order: [Int], accepts: Bool = true) throws -> String {
    let templates = ["01#1 ### ####", "02# #### ####", "01### ######"]
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "uk-templates-\(order.map(String.init).joined())-\(getpid())")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("regions"), withIntermediateDirectories: true)
    let manifest = #"{"name": "uk-templates", "version": "1", "engine": ">=0.1"%@}"#
      .replacingOccurrences(of: "%@", with: accepts ? #", "accepts": ["typing-differs"]"# : "")
    try Data(manifest.utf8).write(to: dir.appendingPathComponent("pack.json"))
    let formats = order.map { #"{"template": "\#(templates[$0])", "priority": 1}"# }
    try Data(
      #"{"operation": "extend", "region": "GB", "formats": [\#(formats.joined(separator: ", "))]}"#
        .utf8
    ).write(to: dir.appendingPathComponent("regions/GB.json"))
    return dir.path
  }

  @Test(
    "The three UK templates come out the same in any order",
    arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func ukOrders(_ order: [Int]) throws {
    let dir = try Self.ukPack(order)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    try packs.load(directory: dir)
    let catalog = packs.catalog
    for (keys, text) in [
      ("01214960000", "0121 496 0000"), ("02079460958", "020 7946 0958"),
      ("01632960000", "01632 960000"), ("0121496", "0121 496"), ("0163296", "01632 96"),
    ] {
      #expect(try typeAll(keys, region: "GB", catalog: catalog).last == text)
    }
  }

  @Test(
    "Without accepts, the orders whose formatting ends elsewhere than typing are refused",
    arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func ukOrdersFormatting(_ order: [Int]) throws {
    let dir = try Self.ukPack(order, accepts: false)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let problems = try loadProblems(dir)
    // 01### ###### (template 2) listed before 01#1 ### #### (template 0) formats 0121 numbers.
    let refused = order.firstIndex(of: 2)! < order.firstIndex(of: 0)!
    #expect(problems.count == (refused ? 1 : 0), "\(problems)")
    #expect(
      problems.allSatisfy {
        $0.contains(#"ends at "0121 234 5678" but the number is formatted "01212 345678""#)
      })
  }

  @Test("A template's +CC must be the calling code of the region it adds")
  func callingCodeMismatch() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "template-cc-\(getpid())")
    let dir = parent.appendingPathComponent("template-cc")
    defer { try? FileManager.default.removeItem(at: parent) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("regions"), withIntermediateDirectories: true)
    try Data(#"{"name": "template-cc", "version": "1", "engine": ">=0.1"}"#.utf8).write(
      to: dir.appendingPathComponent("pack.json"))
    try Data(
      #"{"region": "XK", "callingCode": 383, "formats": [{"template": "+1 ## ### ###"}], "types": {"generalDesc": {"pattern": "\\d{8}"}}}"#
        .utf8
    ).write(to: dir.appendingPathComponent("regions/XK.json"))
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    var problems: [String] = []
    do {
      try packs.load(directory: dir.path)
    } catch {
      problems = error.errors.map(\.description)
    }
    #expect(
      problems == [
        dir.path
          + "/regions/XK.json: $.formats[0].template: the template's calling code +1 is not the region's +383 at position 1"
      ])
  }

  @Test("Broken templates are lint errors with their position, and the pack is refused whole")
  func brokenTemplates() throws {
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    let before = packs.catalog.regions[RegionCode("GB")!]
    var problems: [String] = []
    do {
      try packs.load(directory: fixtures + "/bad-templates")
    } catch {
      problems = error.errors.map(\.description)
    }
    #expect(
      problems == [
        fixtures
          + "/bad-templates/regions/GB.json: $.maxDigits: expected a number of digits from 1 to 17",
        fixtures
          + "/bad-templates/regions/GB.json: $.formats[0].template: nothing can be typed after $ at position 7",
        fixtures
          + "/bad-templates/regions/GB.json: $.formats[1].template: empty class at position 1",
        fixtures
          + "/bad-templates/regions/GB.json: $.formats[2].template: reversed range 9-2 at position 2",
        fixtures
          + "/bad-templates/regions/GB.json: $.formats[3].template: nothing to type at position 6",
        fixtures
          + "/bad-templates/regions/GB.json: $.formats[4].pattern: a format has either a template or a pattern and a format, not both",
      ])
    #expect(packs.catalog.regions[RegionCode("GB")!] == before)
  }
}
