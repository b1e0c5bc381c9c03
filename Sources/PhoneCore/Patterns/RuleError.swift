// RuleError: a region's rules that cannot be built (bad pattern, too large), and where they came from.

/// Where in a region's rules a pattern comes from, for error messages.
public struct PatternSite: Hashable, Sendable, CustomStringConvertible {
  public var region: String
  /// For example `formats[3].pattern` or `formats[0].leadingDigits[1]`.
  public var field: String

  public init(region: String, field: String) {
    self.region = region
    self.field = field
  }

  public var description: String { "\(region) \(field)" }
}

extension RuleError {
  /// The most NFA nodes one construction of the compiler may visit (closures and the sets
  /// kept: `SubsetConstruction` in PhoneCompiler), so that a pattern whose states are few but
  /// whose sets are huge, or that nears its state limit with large sets, is refused in well
  /// under a second instead of running for minutes.
  package static let maxBuildWork = 5_000_000
}

/// A region's rules that could not be compiled.
public enum RuleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A pattern does not parse; the syntax error carries the position.
  case syntax(PatternSite, PatternSyntaxError)
  /// A pattern's automaton would exceed the documented state limit, or take more than
  /// `RuleError.maxBuildWork` steps to build.
  case tooLarge(PatternSite, limit: Int)
  /// A format string refers to a group the pattern does not have.
  case badFormat(PatternSite, reason: String)
  /// A region has more formats than a state can track (`FormatAutomaton.maxFormats`).
  case tooManyFormats(region: String, count: Int, limit: Int)
  /// The format automaton of a region would exceed `FormatAutomaton.maxStates`.
  case stateLimitExceeded(region: String, limit: Int)
  /// The tables of a calling code, read lazily from a table file, are damaged.
  case damagedTables(callingCode: CallingCode, TableFileError)

  /// `REGION FIELD: reason` (`GB formats[3].pattern: ...`): the one rendering of a compile
  /// error; a pack's error (`PackError.compile`) shows ``reason`` at ``jsonPath`` instead.
  public var description: String {
    switch self {
    case .syntax(let site, _), .tooLarge(let site, _), .badFormat(let site, _):
      return "\(site): \(reason)"
    case .tooManyFormats(let region, _, _), .stateLimitExceeded(let region, _):
      return "\(region): \(reason)"
    case .damagedTables(let code, _):
      return "tables of \(code): \(reason)"
    }
  }

  /// What is wrong, without where.
  public var reason: String {
    switch self {
    case .syntax(_, let e):
      return "\(e.reason) at position \(e.position) in \"\(e.pattern)\""
    case .tooLarge(_, let limit):
      return
        "the pattern's automaton would exceed its limit of \(limit) (states, or nodes before "
        + "determinising), or \(RuleError.maxBuildWork) steps to build"
    case .badFormat(_, let reason):
      return reason
    case .tooManyFormats(_, let count, let limit):
      return "\(count) formats, more than the limit of \(limit) per format list"
    case .stateLimitExceeded(_, let limit):
      return "the formats' automaton would exceed \(limit) states"
    case .damagedTables(_, let error):
      return error.description
    }
  }

  /// Where in a region's pack file the problem is, as a JSON path: the pattern's field
  /// (`$.formats[3].pattern`), `$.formats` for the format list as a whole, `$` for damaged
  /// tables (no file field).
  public var jsonPath: String {
    switch self {
    case .syntax(let site, _), .tooLarge(let site, _), .badFormat(let site, _):
      return "$.\(site.field)"
    case .tooManyFormats, .stateLimitExceeded:
      return "$.formats"
    case .damagedTables:
      return "$"
    }
  }
}
