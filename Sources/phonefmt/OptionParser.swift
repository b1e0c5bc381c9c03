// OptionParser: a small hand-written parser for `phonefmt SUBCOMMAND [--option value...]`.

/// Parsed command-line options. Options take the values that follow them up to the next
/// option (so `--packs A B` gives two values). Unconsumed options are reported as errors.
struct OptionParser {
  var subcommand: String?
  var positional: [String] = []
  var options: [(name: String, values: [String])] = []
  var consumed: Set<String> = []
  var helpRequested = false

  init(_ arguments: [String]) throws {
    var current: Int? = nil
    for arg in arguments {
      if arg.hasPrefix("-") && arg.count > 1 {
        if arg == "-h" || arg == "--help" { helpRequested = true }
        options.append((arg, []))
        current = options.count - 1
      } else if let c = current, !Self.flags.contains(options[c].name),
        options[c].values.isEmpty || options[c].name == "--packs"
          || options[c].name == "--region"
      {
        options[c].values.append(arg)
      } else if subcommand == nil {
        subcommand = arg
        current = nil
      } else {
        positional.append(arg)
        current = nil
      }
    }
  }

  static let flags: Set<String> = ["-h", "--help"]

  mutating func flag(_ name: String) -> Bool {
    consumed.insert(name)
    return options.contains { $0.name == name }
  }

  mutating func values(_ name: String) -> [String] {
    consumed.insert(name)
    return options.filter { $0.name == name }.flatMap(\.values)
  }

  mutating func value(_ name: String) -> String? { values(name).last }

  /// Throws for options nobody asked for.
  func checkAllConsumed() throws {
    for o in options where !consumed.contains(o.name) {
      throw UsageError(message: "unknown option '\(o.name)'")
    }
  }
}
