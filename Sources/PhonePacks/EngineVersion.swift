// EngineVersion: this engine's version and the version conditions packs state in pack.json.

// The engine version lives in PhoneCore (`engineVersion`), shared with table files.

import PhoneCompiler
import PhoneCore

enum EngineVersion {
  /// Whether `engineVersion` meets every condition of `conditions` (space-separated, each
  /// `>=`, `>`, `<=`, `<`, `=` or `==` and a version of up to three numbers); nil when the
  /// text is not such a list.
  static func satisfies(_ conditions: String, version: String = engineVersion) -> Bool? {
    guard let current = parse(version) else { return nil }
    let parts = conditions.split(separator: " ", omittingEmptySubsequences: true)
    if parts.isEmpty { return nil }
    for part in parts {
      let ops = [">=", "<=", "==", ">", "<", "="]
      guard let op = ops.first(where: { part.hasPrefix($0) }),
        let wanted = parse(String(part.dropFirst(op.count)))
      else { return nil }
      let c = compare(current, wanted)
      let ok: Bool
      switch op {
      case ">=": ok = c >= 0
      case "<=": ok = c <= 0
      case ">": ok = c > 0
      case "<": ok = c < 0
      default: ok = c == 0
      }
      if !ok { return false }
    }
    return true
  }

  static func parse(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var out: [Int] = []
    for p in parts {
      guard let n = Int(p), n >= 0 else { return nil }
      out.append(n)
    }
    while out.count < 3 { out.append(0) }
    return out
  }

  static func compare(_ a: [Int], _ b: [Int]) -> Int {
    for i in 0..<3 where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
    return 0
  }
}
