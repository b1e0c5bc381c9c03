// The engine's version: checked against rule packs' `engine` conditions and table files.

/// The version of this engine.
public let engineVersion = "0.1.0"
