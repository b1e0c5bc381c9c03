// BenchError: everything that stops phonefmt-bench, with what it was doing.

/// An error of the harness. `BenchCommand` turns each into stderr text and exit status 2.
package enum BenchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A bad command line.
  case usage(String)
  /// A file could not be read or written.
  case unreadable(path: String, reason: String)
  case unwritable(path: String, reason: String)
  /// A line of the golden typings is malformed.
  case golden(path: String, line: Int, reason: String)
  /// The core pack did not load.
  case corePack(directory: String, reason: String)
  /// A baseline file is not a phonefmt-bench JSON result.
  case baseline(path: String, reason: String)
  /// The package root (with Tests/Golden and RulePacks) was not found.
  case noRoot
  /// A workload failed while being prepared or run.
  case workload(name: String, reason: String)

  package var description: String {
    switch self {
    case .usage(let m): return m
    case .unreadable(let p, let r): return "\(p): \(r)"
    case .unwritable(let p, let r): return "\(p): \(r)"
    case .golden(let p, let l, let r): return "\(p):\(l): \(r)"
    case .corePack(let d, let r): return "the core pack at \(d) does not load:\n\(r)"
    case .baseline(let p, let r): return "baseline \(p): \(r)"
    case .noRoot:
      return
        "cannot find the package root (Package.swift and Tests/Golden/asyoutype.tsv); run from the repository"
    case .workload(let n, let r): return "\(n): \(r)"
    }
  }
}
