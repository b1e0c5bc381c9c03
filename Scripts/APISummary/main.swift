// APISummary: one line per public declaration of the library products, from the toolchain's
// symbol graphs (`swift package dump-symbol-graph`), sorted, for the committed API baseline.
//
// Usage: api-summary SYMBOLGRAPH_DIR MODULE... > API/public-api.txt
// A line is `MODULE  KIND  PATH  DECLARATION`, the declaration as the symbol graph spells it.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first, arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: api-summary SYMBOLGRAPH_DIR MODULE...\n".utf8))
  exit(2)
}
let modules = Set(arguments.dropFirst())

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("api-summary: \(message)\n".utf8))
  exit(1)
}

var lines: [String] = []
let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
var seen = Set<String>()
for file in files.sorted() where file.hasSuffix(".symbols.json") {
  // `PhoneLocale@PhoneCore.symbols.json`: PhoneLocale's extensions of PhoneCore's types.
  let module = String(file.dropLast(".symbols.json".count))
  let owner = String(module.split(separator: "@").first ?? "")
  guard modules.contains(owner) else { continue }
  seen.insert(owner)
  let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
  guard let data = try? Data(contentsOf: url),
    let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
  else { fail("cannot read \(url.path)") }
  for symbol in symbols {
    let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String) ?? "?"
    let path = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? "?"
    let fragments = (symbol["declarationFragments"] as? [[String: Any]]) ?? []
    let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
      .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    let shortKind = kind.hasPrefix("swift.") ? String(kind.dropFirst(6)) : kind
    lines.append("\(module)\t\(shortKind)\t\(path)\t\(declaration)")
  }
}
for missing in modules.subtracting(seen).sorted() { fail("no symbol graph for \(missing)") }
for line in Set(lines).sorted() { print(line) }
