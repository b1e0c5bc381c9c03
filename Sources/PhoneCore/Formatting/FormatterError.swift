// FormatterError: why a formatter or a field could not be created.

/// Errors creating a formatter.
public enum FormatterError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownRegion(String)
  case compile(RuleError)

  public var description: String {
    switch self {
    case .unknownRegion(let r):
      return "unknown region '\(r)': the catalog has no rules for it (see PhoneCatalog.regions)"
    case .compile(let e): return e.description
    }
  }
}
