// SnippetPrograms: the app package Scripts/check-snippets builds and runs, one executable target
// per Markdown file, whose main.swift is that file's ```swift blocks in order.
//
// Usage: snippet-programs ROOT APP_DIR [--readme FILE]... [FILE]...
//
// Each block is preceded by `#sourceLocation(file: "FILE", line: N)`, so a compiler error names
// the Markdown file and line. Import lines are moved to the top. Two kinds of file:
//
// - `--readme FILE` (README.md): compiled as written; the file's own imports are all it has.
// - FILE (a DocC article): every library product is imported (articles leave imports out), and
//   an expression statement followed by a comment that starts with a Swift literal or an
//   implicit member (`"+44 20 7946 0958"`, `.valid(.mobile)`, `true`, `nil`, `13..<26`,
//   `["a", "b"]`), on its line or alone on the next one, is checked: the program compares the
//   value with the comment's literal (`==`) and exits 1 naming FILE:LINE when they differ.
//   Prose after the literal (`// "+447400123456", to store`) is not compared.
//
// A block preceded by the line `<!-- snippet: fragment -->` (an HTML comment, which DocC does
// not render; a reason may follow `fragment`) is neither compiled nor run. Any other
// `<!-- snippet: ... -->` is an error, so a misspelt marker never hides a block.
//
// Prints one line per program, `TARGET<TAB>FILE<TAB>BLOCKS<TAB>FRAGMENTS<TAB>CHECKS`, and writes
// APP_DIR/Package.swift and APP_DIR/Sources/TARGET/{main,SnippetCheck}.swift.

import Foundation

let products = [
  "PhoneCore", "PhoneCoreData", "PhoneCallerID", "PhonePickerData", "PhonePacks", "PhoneLocale",
]

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("check-snippets: \(message)\n".utf8))
  exit(1)
}

struct Program {
  var file: String  // relative to ROOT
  var target: String
  var isReadme: Bool
  var blocks = 0
  var fragments = 0
  var checks = 0
  var imports: Set<String> = []
  var body: [String] = []
}

// MARK: - Lines of Swift

/// The index of the `//` that starts a line comment, outside string literals; nil if none.
func commentStart(_ line: [Character]) -> Int? {
  var inString = false
  var i = 0
  while i < line.count {
    let c = line[i]
    if inString {
      if c == "\\" {
        i += 1
      } else if c == "\"" {
        inString = false
      }
    } else if c == "\"" {
      inString = true
    } else if c == "/", i + 1 < line.count, line[i + 1] == "/" {
      return i
    }
    i += 1
  }
  return nil
}

let statementKeywords: Set<String> = [
  "let", "var", "if", "guard", "for", "while", "repeat", "func", "return", "import", "struct",
  "class", "enum", "extension", "case", "switch", "do", "catch", "else", "defer", "throw",
  "break", "continue", "default", "typealias", "protocol", "init", "deinit", "subscript",
]

/// Whether `code` is a whole expression statement: not a declaration or a statement keyword,
/// brackets balanced, no assignment at the top level, not continued on the next line.
func isExpressionStatement(_ code: String) -> Bool {
  let trimmed = code.trimmingCharacters(in: .whitespaces)
  guard let first = trimmed.first, first.isLetter || first == "_" || first == "(" else {
    return false
  }
  let word = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  if statementKeywords.contains(word) { return false }
  if let last = trimmed.last, "{([,.=".contains(last) { return false }
  if trimmed.hasSuffix(" in") { return false }
  let chars = Array(trimmed)
  var depth = 0
  var inString = false
  var i = 0
  while i < chars.count {
    let c = chars[i]
    if inString {
      if c == "\\" { i += 1 } else if c == "\"" { inString = false }
    } else {
      switch c {
      case "\"": inString = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "=" where depth == 0:
        if i + 1 < chars.count, chars[i + 1] == "=" {
          i += 1  // == or ===
        } else if i == 0 || !"!<>=".contains(chars[i - 1]) {
          return false  // an assignment, compound or not
        }
      default: break
      }
    }
    i += 1
  }
  return depth == 0 && !inString
}

/// The Swift literal or implicit member a comment starts with, and the rest; nil when the
/// comment is prose.
func leadingValue(_ comment: String) -> String? {
  let c = Array(comment)
  guard let first = c.first else { return nil }
  var end = 0
  func balanced(from start: Int, open: Character, close: Character) -> Int? {
    var depth = 0
    var inString = false
    var i = start
    while i < c.count {
      if inString {
        if c[i] == "\\" { i += 1 } else if c[i] == "\"" { inString = false }
      } else if c[i] == "\"" {
        inString = true
      } else if c[i] == open {
        depth += 1
      } else if c[i] == close {
        depth -= 1
        if depth == 0 { return i + 1 }
      }
      i += 1
    }
    return nil
  }
  func identifierEnd(from start: Int) -> Int {
    var i = start
    while i < c.count, c[i].isLetter || c[i].isNumber || c[i] == "_" { i += 1 }
    return i
  }
  if first == "\"" {
    var i = 1
    while i < c.count, c[i] != "\"" { i += c[i] == "\\" ? 2 : 1 }
    guard i < c.count else { return nil }
    end = i + 1
  } else if first == "[" {
    guard let e = balanced(from: 0, open: "[", close: "]") else { return nil }
    end = e
  } else if first == ".", c.count > 1, c[1].isLetter {
    end = identifierEnd(from: 1)
    if end < c.count, c[end] == "(" {
      guard let e = balanced(from: end, open: "(", close: ")") else { return nil }
      end = e
    }
  } else if first.isNumber || (first == "-" && c.count > 1 && c[1].isNumber) {
    end = 1
    while end < c.count, c[end].isNumber || c[end] == "_" || c[end] == "." || c[end] == "<" {
      end += 1
    }
  } else if first.isLetter {
    end = identifierEnd(from: 0)
    guard ["true", "false", "nil"].contains(String(c[0..<end])) else { return nil }
  } else {
    return nil
  }
  if end < c.count, !":,; )".contains(c[end]) { return nil }
  return String(c[0..<end])
}

// MARK: - Reading a file

func read(_ path: String, root: String, isReadme: Bool) -> Program {
  let text: String
  do {
    text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  } catch {
    fail("cannot read \(path): \(error)")
  }
  // Sources/PhoneCore/PhoneCore.docc/Articles/Dialer.md -> PhoneCore_Dialer
  let name = path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? path
  let module = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
  let target =
    isReadme
    ? "README" : String((module + "_" + name).map { $0.isLetter || $0.isNumber ? $0 : "_" })
  var program = Program(file: path, target: target, isReadme: isReadme)
  let lines = text.components(separatedBy: "\n")
  var previous = ""  // the last non-blank line outside blocks
  var n = 0
  while n < lines.count {
    let line = lines[n]
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    n += 1
    if trimmed.hasPrefix("<!-- snippet:"), !trimmed.hasPrefix("<!-- snippet: fragment") {
      fail("\(path):\(n): unknown marker \(trimmed) (the only one is <!-- snippet: fragment -->)")
    }
    guard trimmed == "```swift" else {
      if !trimmed.isEmpty { previous = trimmed }
      continue
    }
    let indent = line.prefix { $0 == " " }.count
    let isFragment = previous.hasPrefix("<!-- snippet: fragment")
    previous = ""
    if isFragment { program.fragments += 1 } else { program.blocks += 1 }
    program.body.append("#sourceLocation(file: \"\(path)\", line: \(n + 1))")
    var pending: Int? = nil  // body index of an expression line without a comment
    while n < lines.count, !lines[n].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
      let raw = lines[n]
      n += 1
      let code = raw.prefix(indent).allSatisfy { $0 == " " } ? String(raw.dropFirst(indent)) : raw
      if isFragment { continue }
      if code.range(of: #"^import [A-Za-z_]+$"#, options: .regularExpression) != nil {
        program.imports.insert(String(code.dropFirst(7)))
        program.body.append("")
        pending = nil
        continue
      }
      guard !isReadme else {
        program.body.append(code)
        continue
      }
      let chars = Array(code)
      let start = commentStart(chars)
      let before = start.map { String(chars[0..<$0]) } ?? code
      let comment = start.map {
        String(chars[($0 + 2)...]).trimmingCharacters(in: .whitespaces)
      }
      let place = "\(path):\(n)"
      if before.trimmingCharacters(in: .whitespaces).isEmpty, let comment,
        let value = leadingValue(comment), let index = pending
      {
        // The value of the expression on the line before, alone on its own line.
        program.body[index] = check(program.body[index], value, "\(path):\(n - 1)")
        program.checks += 1
        program.body.append("")
        pending = nil
        continue
      }
      pending = nil
      if isExpressionStatement(before) {
        if let comment, let value = leadingValue(comment) {
          program.body.append(check(before, value, place))
          program.checks += 1
          continue
        }
        if comment == nil { pending = program.body.count }
      }
      program.body.append(code)
    }
    n += 1  // the closing fence
    program.body.append("#sourceLocation()")
  }
  return program
}

/// `expression` as a call that compares its value with `value`.
func check(_ expression: String, _ value: String, _ place: String) -> String {
  let indent = expression.prefix { $0 == " " }
  let code = expression.trimmingCharacters(in: .whitespaces)
  return "\(indent)SnippetCheck.expect(\(code), \(value), \"\(place)\", ##\"\(value)\"##)"
}

// MARK: - Writing the package

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  fail("usage: snippet-programs ROOT APP_DIR [--readme FILE]... [FILE]...")
}
let root = arguments[0]
let app = arguments[1]
var programs: [Program] = []
var i = 2
while i < arguments.count {
  if arguments[i] == "--readme", i + 1 < arguments.count {
    programs.append(read(arguments[i + 1], root: root, isReadme: true))
    i += 2
  } else {
    programs.append(read(arguments[i], root: root, isReadme: false))
    i += 1
  }
}
programs.removeAll { $0.blocks == 0 && $0.fragments == 0 }

let support = """
  // Written by Scripts/check-snippets: the value checks of the article's comments.
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  enum SnippetCheck {
    nonisolated(unsafe) static var failures = 0

    static func expect<T: Equatable>(_ value: T, _ expected: T, _ place: String, _ said: String) {
      guard value != expected else { return }
      failures += 1
      print("\\(place): error: the value is \\(String(reflecting: value)); the comment says \\(said)")
    }

    static func finish() {
      if failures > 0 { exit(1) }
    }
  }

  """

let fileManager = FileManager.default
try? fileManager.removeItem(atPath: app + "/Sources")
var targets: [String] = []
for program in programs where program.blocks > 0 {
  let directory = app + "/Sources/" + program.target
  try! fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let imports = (program.isReadme ? program.imports : program.imports.union(products)).sorted()
  let main =
    ["// \(program.file): its swift blocks, written by Scripts/check-snippets."]
    + imports.map { "import \($0)" } + [""] + program.body
    + (program.isReadme ? [] : ["", "SnippetCheck.finish()"])
  try! (main.joined(separator: "\n") + "\n").write(
    toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
  if !program.isReadme {
    try! support.write(toFile: directory + "/SnippetCheck.swift", atomically: true, encoding: .utf8)
  }
  targets.append(program.target)
}
let dependencies = products.map { "        .product(name: \"\($0)\", package: \"phonefmt\")," }
  .joined(separator: "\n")
let manifest = """
  // swift-tools-version: 6.0
  // Written by Scripts/check-snippets: one program per Markdown file with swift blocks.
  import PackageDescription
  let dependencies: [Target.Dependency] = [
  \(dependencies)
  ]
  let package = Package(
    name: "SnippetsApp",
    dependencies: [.package(name: "phonefmt", path: "\(root)")],
    targets: [
  \(targets.map { "    .executableTarget(name: \"\($0)\", dependencies: dependencies)," }.joined(separator: "\n"))
    ],
    swiftLanguageModes: [.v6]
  )

  """
try! manifest.write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
for program in programs {
  print(
    [
      program.blocks > 0 ? program.target : "-", program.file, String(program.blocks),
      String(program.fragments), String(program.checks),
    ].joined(separator: "\t"))
}
