// AlternateFormats: other groupings libphonenumber accepts for numbers found in text.
//
// At the strict-grouping and exact-grouping leniencies, a number written with the groups of
// one of its calling code's alternate formats (`+49 151 23456789` as well as
// `+49 1512 3456789`) is found too. The formats are libphonenumber's (`alt_format_*`, in
// `AlternateFormats+Data.swift`, generated), their patterns' syntax trees in
// `AlternateFormats+Trees.swift` (generated from those texts, parsed: nothing parses a pattern
// at run time); the trees are read once, on first use, into reference matchers (no automaton:
// they run only for candidates that failed the main check).

/// libphonenumber's alternate formats, compiled.
enum AlternateFormats {
  /// One alternate format: its pattern, its format's pieces and its first leading-digits
  /// pattern (nil: none).
  struct Format: Sendable {
    var pattern: ReferenceMatcher
    var pieces: [FormatPiece]
    var leadingDigits: ReferenceMatcher?
  }

  /// The formats per calling code, their patterns read from `trees`. Generated data that do
  /// not read leave out the format there and those after it (a test checks that every one
  /// reads, and that the trees are the texts of `source` parsed).
  static let byCallingCode: [Int: [Format]] = {
    var table: [Int: [Format]] = [:]
    var r = ByteReader(trees)
    for (code, _, format, _) in source {
      let pattern: DigitPattern
      let leading: DigitPattern?
      do {
        pattern = try r.digitPattern()
        leading = try r.bool() ? try r.digitPattern() : nil
      } catch {
        break
      }
      table[code, default: []].append(
        Format(
          pattern: ReferenceMatcher(pattern), pieces: CompiledFormat.parsePieces(format),
          leadingDigits: leading.map(ReferenceMatcher.init)))
    }
    return table
  }()

  /// How many formats of the data compile (all of them: a test compares with `source`).
  static var compiledCount: Int { byCallingCode.values.reduce(0) { $0 + $1.count } }

  /// `_get_national_number_groups(number, format)`: the national number written with the
  /// format in RFC 3966 (every match of the pattern replaced, as `re.sub` does, then runs of
  /// punctuation made single dashes, a leading one dropped), split at the dashes.
  static func groups(_ digits: [UInt8], _ format: Format) -> [[Unicode.Scalar]] {
    var text: [Unicode.Scalar] = []
    var i = 0
    while i < digits.count {
      // re.sub: the next match at or after i.
      var found: (Int, ReferenceMatcher.Match)? = nil
      var s = i
      while s < digits.count {
        if let m = format.pattern.matchPrefix(Array(digits[s...])), m.end > 0 {
          found = (s, m)
          break
        }
        s += 1
      }
      guard let (start, m) = found else { break }
      for k in i..<start { text.append(Unicode.Scalar(48 + digits[k])) }
      for piece in format.pieces {
        switch piece {
        case .literal(let units):
          for u in units { text.append(Unicode.Scalar(u) ?? "\u{FFFD}") }
        case .group(let g):
          if g >= 1, g <= m.groups.count, let span = m.groups[g - 1] {
            for k in span { text.append(Unicode.Scalar(48 + digits[start + k])) }
          }
        }
      }
      i = start + m.end
    }
    while i < digits.count {
      text.append(Unicode.Scalar(48 + digits[i]))
      i += 1
    }
    // RFC 3966: separators as single dashes, a leading one dropped.
    var out: [[Unicode.Scalar]] = [[]]
    var inSeparator = false
    var any = false
    for c in text {
      if TextScanner.isPunctuation(c) {
        inSeparator = true
        continue
      }
      if inSeparator && any { out.append([]) }
      inSeparator = false
      any = true
      out[out.count - 1].append(c)
    }
    if inSeparator && any { out.append([]) }
    return out
  }
}

/// What a test reads of the alternate formats: how many the data hold and how many read, their
/// texts, and their trees as generated and as the texts' trees would be written.
package enum AlternateFormatsProbe {
  package static var total: Int { AlternateFormats.source.count }
  package static var compiled: Int { AlternateFormats.compiledCount }
  /// Calling code, pattern, format and leading-digits pattern (empty: none) of each format.
  package static var texts: [(code: Int, pattern: String, format: String, leading: String)] {
    AlternateFormats.source.map { ($0.0, $0.1, $0.2, $0.3) }
  }
  /// `AlternateFormats+Trees.swift` as generated.
  package static var trees: [UInt8] { AlternateFormats.trees }
}
