// OptionParser: the command-line grammar of `phonefmt [GLOBAL...] SUBCOMMAND [ARG | OPTION...]`.
//
// Every option is declared in `CommandGrammar` with its arity, so the parser knows where each
// option's values end. Global options (`--packs`, `--tables`, `-h`) may stand before or after the
// subcommand's name; a subcommand's own options follow its name. An option takes its value from
// the next word (`--region GB`) or after `=` (`--search=-x`, for values that start with `-`).
// A variadic option (`--packs A B`) takes words up to the next option, up to `--`, or, before
// the subcommand is known, up to a word that is a subcommand's name (`--packs A -- B` ends the
// list at `--`; elsewhere `--` means nothing). A word that starts with `-` and a letter or `-`
// is an option; `-` alone and `-3` are words. Unknown options and missing values are usage
// errors naming the option.

/// What one option takes.
struct OptionSpec: Sendable {
  enum Arity: Sendable {
    /// No value (`--rank-audit`).
    case flag
    /// One value; given twice, the last one counts.
    case one
    /// One or more values (`--packs A B`); given twice, the values add up.
    case many
  }

  var name: String
  var arity: Arity
  /// How usage messages name the value: `RR`, `DIR...`.
  var valueName: String = ""
}

/// The options of phonefmt: the global ones and those of each subcommand.
struct CommandGrammar: Sendable {
  var global: [OptionSpec]
  var subcommands: [String: [OptionSpec]]

  func spec(_ name: String, subcommand: String?) -> OptionSpec? {
    if let s = global.first(where: { $0.name == name }) { return s }
    guard let subcommand else { return nil }
    return subcommands[subcommand]?.first { $0.name == name }
  }

  static let region = OptionSpec(name: "--region", arity: .one, valueName: "RR")
  static let locale = OptionSpec(name: "--locale", arity: .one, valueName: "LOC")

  static let phonefmt = CommandGrammar(
    global: [
      OptionSpec(name: "--packs", arity: .many, valueName: "DIR..."),
      OptionSpec(name: "--tables", arity: .one, valueName: "FILE"),
      OptionSpec(name: "-h", arity: .flag),
      OptionSpec(name: "--help", arity: .flag),
      OptionSpec(name: "--version", arity: .flag),
    ],
    subcommands: [
      "type": [region, OptionSpec(name: "--max-digits", arity: .one, valueName: "N")],
      "format": [
        region, OptionSpec(name: "--style", arity: .one, valueName: "STYLE"),
        OptionSpec(name: "--calling-from", arity: .one, valueName: "XX"),
      ],
      "validate": [region, OptionSpec(name: "--in-region", arity: .flag)],
      "match": [region],
      "find": [region, OptionSpec(name: "--leniency", arity: .one, valueName: "LENIENCY")],
      "explain": [region],
      "describe": [region, locale],
      "picker": [region],
      "short": [region],
      "countries": [locale, OptionSpec(name: "--search", arity: .one, valueName: "TEXT")],
      "hint": [region, OptionSpec(name: "--type", arity: .one, valueName: "TYPE")],
      "speak": [locale, region],
      "try": [region, locale],
      "demo": [OptionSpec(name: "--region", arity: .many, valueName: "RR...")],
      "tables": [OptionSpec(name: "--rank-audit", arity: .flag)],
      "pack": [
        OptionSpec(name: "--output", arity: .one, valueName: "FILE"),
        OptionSpec(name: "--base", arity: .many, valueName: "DIR..."),
        OptionSpec(name: "--before-tables", arity: .one, valueName: "FILE"),
        OptionSpec(name: "--short-numbers", arity: .one, valueName: "TSV"),
      ],
    ])
}

/// A parsed command line: the subcommand, its arguments, and the options in the order given.
struct OptionParser {
  private(set) var subcommand: String?
  /// Words after the subcommand that are not option values (`pack lint A B`: `lint A B`).
  private(set) var positional: [String] = []
  private(set) var options: [(name: String, values: [String])] = []
  private(set) var helpRequested = false
  /// Whether `--version` was given.
  private(set) var versionRequested = false

  /// Parses `arguments` (without the program name).
  /// - Throws: `UsageError` for an unknown subcommand, an unknown option, a missing value, or a
  ///   value given to a flag; with `-h` anywhere nothing is thrown (the usage text is wanted).
  init(_ arguments: [String], grammar: CommandGrammar = .phonefmt) throws(UsageError) {
    var firstError: UsageError?
    func fail(_ message: String) {
      if firstError == nil { firstError = UsageError(message: message) }
    }
    var i = 0
    while i < arguments.count {
      let word = arguments[i]
      i += 1
      if word == "--" { continue }  // ends a variadic option's values (below); nothing else
      if !Self.isOption(word) {
        if subcommand == nil {
          subcommand = word
          if grammar.subcommands[word] == nil { fail("unknown subcommand '\(word)'") }
        } else {
          positional.append(word)
        }
        continue
      }
      var name = word
      var inline: String?
      if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
        name = String(word[..<eq])
        inline = String(word[word.index(after: eq)...])
      }
      guard let spec = grammar.spec(name, subcommand: subcommand) else {
        let before =
          subcommand == nil
          && grammar.subcommands.values.contains { $0.contains { $0.name == name } }
        fail(
          "unknown option '\(name)'" + (before ? " (a subcommand's options follow its name)" : ""))
        continue
      }
      if name == "-h" || name == "--help" { helpRequested = true }
      if name == "--version" { versionRequested = true }
      switch spec.arity {
      case .flag:
        if inline != nil { fail("\(name) takes no value") }
        options.append((name, []))
      case .one:
        if let inline {
          options.append((name, [inline]))
        } else if i < arguments.count, !Self.isOption(arguments[i]), arguments[i] != "--" {
          options.append((name, [arguments[i]]))
          i += 1
        } else {
          fail(Self.missingValue(spec, next: i < arguments.count ? arguments[i] : nil))
        }
      case .many:
        var values: [String] = []
        if let inline {
          values.append(inline)
        } else {
          while i < arguments.count, !Self.isOption(arguments[i]), arguments[i] != "--",
            subcommand != nil || grammar.subcommands[arguments[i]] == nil
          {
            values.append(arguments[i])
            i += 1
          }
        }
        if values.isEmpty {
          fail(Self.missingValue(spec, next: i < arguments.count ? arguments[i] : nil))
        }
        options.append((name, values))
      }
    }
    if let firstError, !helpRequested { throw firstError }
  }

  /// `-x`, `--name`, `--name=value`; not `-`, `-3` or `-.5` (values).
  static func isOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), let second = word.dropFirst().first else { return false }
    return second == "-" || second.isLetter
  }

  /// `missing RR after --region`; when the next word looks like an option, how to give a value
  /// that starts with `-`.
  static func missingValue(_ spec: OptionSpec, next: String?) -> String {
    let message = "missing \(spec.valueName) after \(spec.name)"
    guard let next, next != "--", isOption(next) else { return message }
    return message + " (write \(spec.name)=\(next) for a value that starts with '-')"
  }

  func flag(_ name: String) -> Bool { options.contains { $0.name == name } }

  /// Every value given to `name`, in order.
  func values(_ name: String) -> [String] {
    options.filter { $0.name == name }.flatMap(\.values)
  }

  /// The last value given to `name`.
  func value(_ name: String) -> String? { values(name).last }
}
