// The error thrown when a digit pattern does not parse.

/// A digit pattern that could not be parsed, with the position of the problem.
public struct PatternSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The pattern as given.
  public var pattern: String
  /// Offset of the offending character, in Unicode scalars from the start of the pattern.
  public var position: Int
  public var reason: String

  public init(pattern: String, position: Int, reason: String) {
    self.pattern = pattern
    self.position = position
    self.reason = reason
  }

  public var description: String { "\(reason) at position \(position) in \"\(pattern)\"" }
}
