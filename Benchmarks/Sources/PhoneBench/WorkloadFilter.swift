// WorkloadFilter: which workloads a --filter selects.

/// The `--filter` patterns: a workload runs when any pattern matches its name.
///
/// A pattern without `*` matches names that contain it (`keystroke` selects every keystroke
/// workload, `keystroke/GB` that one); with `*` it must match the whole name, `*` standing
/// for any run of characters (`*/GB`, `coldstart/*`). Patterns may be given several times or
/// comma-separated. No pattern selects everything.
///
/// ```swift
/// WorkloadFilter(["keystroke/GB"]).matches("keystroke/GB")  // true
/// WorkloadFilter(["*/GB"]).matches("keystroke/GB")          // true
/// ```
package struct WorkloadFilter: Sendable, Equatable {
  package var patterns: [String]

  package init(_ arguments: [String]) {
    patterns = arguments.flatMap { $0.split(separator: ",").map(String.init) }
      .filter { !$0.isEmpty }
  }

  package var selectsEverything: Bool { patterns.isEmpty }

  package func matches(_ name: String) -> Bool {
    patterns.isEmpty || patterns.contains { Self.match($0, name) }
  }

  static func match(_ pattern: String, _ name: String) -> Bool {
    guard pattern.contains("*") else { return name.contains(pattern) }
    return glob(Array(pattern.unicodeScalars)[...], Array(name.unicodeScalars)[...])
  }

  private static func glob(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>)
    -> Bool
  {
    guard let first = p.first else { return s.isEmpty }
    if first == "*" {
      var rest = s
      while true {
        if glob(p.dropFirst(), rest) { return true }
        if rest.isEmpty { return false }
        rest = rest.dropFirst()
      }
    }
    guard let c = s.first, c == first else { return false }
    return glob(p.dropFirst(), s.dropFirst())
  }
}
