// The strict JSON reader of packs: what it refuses, where it says the problem is, and agreement
// with Foundation's reader on every file of the core pack.

import Foundation
import PhonePacks
import PhoneTestSupport
import Testing

@Suite("Strict JSON reader")
struct StrictJSONTests {
  func error(_ text: String) -> JSONSyntaxError? {
    error(Array(text.utf8))
  }

  func error(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
      _ = try StrictJSON.parse(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test("Values: objects, arrays, escapes, surrogate pairs, numbers, a byte order mark")
  func values() throws {
    let text =
      "\u{FEFF}" + #"""
        {"a": [1, -2.5, 3e2, true, false, null, {}, []],
         "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 ٩"}
        """#
    #expect(
      try StrictJSON.parse(Array(text.utf8))
        == .object([
          "a": .array([
            .number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null,
            .object([:]), .array([]),
          ]),
          "s": .string("q\"\\/\u{8}\u{C}\n\r\té😀 ٩"),
        ]))
  }

  @Test(
    "Refused with line, column, byte and JSON path",
    arguments: [
      (#"{"maxDigits": 9,}"#, 1, 16, "$", "trailing comma before '}'"),
      ("{\n  \"formats\": [1, 2,\n  ]\n}", 2, 19, "$.formats", "trailing comma before ']'"),
      (
        "{\"operation\": \"add\",\n \"operation\": \"replace\"}", 2, 2, "$.operation",
        "duplicate key \"operation\" (first at line 1, column 2)"
      ),
      (
        "{\"formats\": [{\"pattern\": \"1\" \"x\"}]}", 1, 30, "$.formats[0].pattern",
        "unexpected '\"'; expected ',' or '}'"
      ),
      (#"{"a": 01}"#, 1, 7, "$.a", "a number may not start with 0"),
      (#"{"a": 1e999}"#, 1, 7, "$.a", "number 1e999 is out of range"),
      (#"{"a": "\ud800"}"#, 1, 8, "$.a", "unpaired surrogate escape"),
      (
        "{\"a\": \"tab\there\"}", 1, 11, "$.a",
        "control character byte 0x09 in a string; write it as an escape"
      ),
      (#"{"a": 'x'}"#, 1, 7, "$.a", "unexpected '''; expected a value"),
      (#"{"a": 1} 2"#, 1, 10, "$", "unexpected '2' after the value"),
      (#"{"a": [1"#, 1, 9, "$.a[0]", "unexpected end of file; expected ',' or ']'"),
      (#"{"é": tru}"#, 1, 7, "$.é", "unexpected 't'; expected a value"),
    ])
  func refused(text: String, line: Int, column: Int, path: String, reason: String) throws {
    let e = try #require(error(text))
    #expect(e.reason == reason)
    #expect(e.jsonPath == path)
    #expect((e.line, e.column) == (line, column))
    // The byte offset and the line and column name the same byte.
    let before = text.utf8.prefix(e.offset)
    #expect(before.filter { $0 == 10 }.count + 1 == line)
  }

  @Test("Invalid UTF-8 is reported at the offending byte")
  func invalidUTF8() throws {
    let prefix = Array(#"{"names": {"en": "Ca"#.utf8)
    let cases: [(bytes: [UInt8], offset: Int, column: Int, reason: String)] = [
      (prefix + [0xFF] + Array(#"n"}}"#.utf8), 20, 21, "invalid UTF-8 byte 0xFF"),
      (prefix + [0xC3, 0x28] + Array(#""}}"#.utf8), 21, 22, "invalid UTF-8 byte 0x28"),
      // An overlong form and an encoded surrogate.
      (prefix + [0xE0, 0x80, 0x80] + Array(#""}}"#.utf8), 21, 22, "invalid UTF-8 byte 0x80"),
      (prefix + [0xED, 0xA0, 0x80] + Array(#""}}"#.utf8), 21, 22, "invalid UTF-8 byte 0xA0"),
      (prefix + [0xF0, 0x9F], 22, 22, "UTF-8 sequence cut short by the end of the file"),
    ]
    #expect(prefix.count == 20)
    for c in cases {
      let e = try #require(error(c.bytes))
      #expect(e.offset == c.offset)
      #expect(e.reason == c.reason)
      #expect((e.line, e.column) == (1, c.column))
    }
  }

  @Test("Nesting deeper than the limit is refused, not a stack overflow")
  func depth() throws {
    let deep = String(repeating: "[", count: 100_000)
    let e = try #require(error(deep))
    #expect(e.reason == "arrays and objects nested deeper than \(StrictJSON.maxDepth)")
    #expect(e.offset == StrictJSON.maxDepth)
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(error(fine) == nil)
  }

  /// Foundation's parse as a JSONValue (its booleans are NSNumbers of type `c`).
  static func value(_ any: Any) -> JSONValue {
    switch any {
    case let s as String: return .string(s)
    case let n as NSNumber:
      return String(cString: n.objCType) == "c" ? .bool(n.boolValue) : .number(n.doubleValue)
    case let a as [Any]: return .array(a.map(value))
    case let o as [String: Any]: return .object(o.mapValues(value))
    default: return .null
    }
  }

  @Test("Every file of the core pack reads the same as with Foundation's JSONSerialization")
  func agreesWithFoundation() throws {
    let core = repositoryRoot + "/RulePacks/core"
    var files = ["pack.json"]
    for folder in ["regions", "picker"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: core + "/" + folder)
      files += names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
    }
    #expect(files.count > 254)
    var differing: [String] = []
    for file in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: core + "/" + file))
      let ours = try StrictJSON.parse([UInt8](data))
      let theirs = Self.value(try JSONSerialization.jsonObject(with: data))
      if ours != theirs { differing.append(file) }
    }
    #expect(differing == [])
  }
}

@Suite("Strict JSON in packs")
struct StrictJSONPackTests {
  @Test("A trailing comma in pack.json and a duplicate key in a region file are pack errors")
  func packErrors() throws {
    let dir = try temporaryPack(
      "strict",
      files: [
        "regions/AE.json": """
        {"operation": "extend", "region": "AE",
         "operation": "replace"}
        """
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data(#"{"name": "strict", "version": "1", "engine": ">=0.1",}"#.utf8).write(
      to: URL(fileURLWithPath: dir + "/pack.json"))
    #expect(
      try loadProblems(dir) == [
        dir
          + "/pack.json: $: invalid JSON: trailing comma before '}' at line 1, column 53 (byte 52)",
        dir
          + "/regions/AE.json: $.operation: invalid JSON: duplicate key \"operation\" (first at line 1, column 2) at line 2, column 2 (byte 41)",
      ])
  }

  @Test("A problem names the line and column of its value; a field left out, its object's")
  func problemLocations() throws {
    let text = #"""
      {
        "operation": "extend",
        "region": "DE",
        "formats": [
          {"pattern": "(\\d{3})", "format": "$1"},
          {"pattern": "(\\d{4})", "format": 7}
        ]
      }
      """#
    let bytes = Array(text.utf8)
    #expect(StrictJSON.location(of: "$.region", in: bytes)! == (3, 13))
    #expect(StrictJSON.location(of: "$.formats[1].format", in: bytes)! == (6, 39))
    #expect(StrictJSON.location(of: "$.formats[1].priority", in: bytes)! == (6, 5))
    #expect(StrictJSON.location(of: "$.formats", in: bytes)! == (4, 14))
    #expect(StrictJSON.location(of: "$.types.mobile.example", in: bytes)! == (1, 1))
    // What parsed before a syntax error is still located; nothing, for text that is not JSON.
    #expect(
      StrictJSON.location(of: "$.region", in: Array(#"{"region": "DE" "x"}"#.utf8))! == (1, 12))
    #expect(StrictJSON.location(of: "$.region", in: []) == nil)

    let dir = try temporaryPack("located", files: ["regions/DE.json": text])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let packs = try RulePackCatalog(coreDirectory: coreDirectory)
    do {
      try packs.load(directory: dir)
      Issue.record("a format of type number was accepted")
    } catch {
      #expect(
        error.errors.map(\.located) == [
          "\(dir)/regions/DE.json: $.formats[1].format: expected a string (line 6, column 39)"
        ])
    }
  }
}
