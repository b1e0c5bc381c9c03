// CountryList+Search: search-as-you-type over names, codes and dial codes, best match first.
//
// A query is either a dial code (digits in any script, with or without `+`) or text. Text is
// compared with ICU collators at primary strength with spaces and punctuation ignorable
// (`UCOL_STRENGTH` = `UCOL_PRIMARY`, `UCOL_ALTERNATE_HANDLING` = `UCOL_SHIFTED`), so case,
// accents, width, apostrophes and quotation marks, hyphens, dots, parentheses and `&` never
// matter: "cote d'ivoire" equals "Côte d’Ivoire", "royaume uni" equals "Royaume-Uni", "st kitts"
// starts "St. Kitts & Nevis". Matches inside a text are found with ICU's string search
// (`usearch`), which compares collation elements, not code points. Every text is searched with
// the display locale's collator and with root's, and a match by either counts: the locale's
// tailoring adds its own equivalences, and root's lets a Swede find "Åland" by typing "aland".
//
// Fields searched: the name shown, and its reading where it is a Japanese name with kanji;
// CLDR's short and variant names in the display locale and in English; the English name; the
// packs' search names; the ISO 3166-1 alpha-2 code (for a two-letter query) and alpha-3 code
// (three letters), which only match whole.
//
// Order (a total order, documented in the DocC article "Country search"):
// 1. match quality (`MatchRank`): exact, then the start of a text, then the start of a later
//    word, then inside a word;
// 2. region importance (`MatchImportance`): for dial codes the calling code's main region,
//    then the app's preferred regions in their order, then the rest; for text the preferred
//    regions, then the rest;
// 3. the list's collation order.

public import PhoneCore

/// How well a row matched a search, best first.
public enum MatchRank: Int, Hashable, Sendable, Comparable {
  /// The query equals a whole name, short or variant name, search name ("UK"), ISO code
  /// (`GB`, `GBR`) or dial code (`+44`).
  case exact = 0
  /// The query starts a name (`ger` in "Germany") or a dial code (`+4` of +44).
  case prefix = 1
  /// The query starts a later word of a name (`kingdom` in "United Kingdom", `ivoire` in
  /// "Côte d’Ivoire").
  case wordStart = 2
  /// The query matched only inside a word (`ger` in "Algeria").
  case inner = 3

  /// Better matches sort first.
  public static func < (a: MatchRank, b: MatchRank) -> Bool { a.rawValue < b.rawValue }
}

/// How important a matching region is, the second key of the search order.
public enum MatchImportance: Int, Hashable, Sendable, Comparable {
  /// One of the app's preferred regions (``CountryPickerOptions/preferred``), in their order:
  /// first for a calling-code query too (`+4` preferring CH, DE, AT gives CH, DE, AT first).
  case preferred = 0
  /// The main region of the calling code searched for (`GB` for `+44`, `US` for `+1`), after
  /// the preferred regions.
  case mainRegion = 1
  /// Any other region.
  case other = 2

  /// More important regions sort first.
  public static func < (a: MatchImportance, b: MatchImportance) -> Bool {
    a.rawValue < b.rawValue
  }
}

/// The part of a row a search matched.
public enum MatchField: Hashable, Sendable {
  /// The name shown, in the list's locale (or along its fallback chain), or its reading
  /// (``CountryEntry/reading``: `にほん` or `ニホン` finds 日本).
  case name
  /// A CLDR short name (`Countries%short`), in the list's locale or in English: "UK".
  case shortName
  /// A CLDR variant name (`Countries%variant`), in the list's locale or in English:
  /// "Ivory Coast".
  case variantName
  /// The English name.
  case englishName
  /// One of the packs' search names.
  case searchName
  /// The ISO 3166-1 alpha-2 code, e.g. `GB`.
  case regionCode
  /// The ISO 3166-1 alpha-3 code, e.g. `GBR`.
  case alpha3Code
  /// The calling code, e.g. `+44`.
  case callingCode
}

/// One search result: a row, how well it matched, where, and how important its region is.
public struct CountryMatch: Hashable, Sendable {
  /// The matching row.
  public let entry: CountryEntry
  /// How well it matched (the first sort key).
  public let rank: MatchRank
  /// The part that matched best (on a tie, the first in the order of ``MatchField``).
  public let field: MatchField
  /// How important the region is for this query (the second sort key).
  public let importance: MatchImportance
}

extension CountryList {
  /// The rows matching `query` as a person types it, best match first: by ``MatchRank``, then
  /// ``MatchImportance`` (for a dial code its main region, then `preferring` in order, then the
  /// rest; for text `preferring` in order, then the rest), then collation order. An empty,
  /// all-space or all-punctuation query matches every row, in collation order.
  ///
  /// ```swift
  /// try list.search("ger")              // Germany (prefix), then Algeria, Niger... (inner)
  /// try list.search("+44")              // GB (main region of +44), then GG, IM, JE
  /// try list.search("+1", preferring: [.ca])  // CA (preferred), US (main region), AS, AI...
  /// try list.search("cote d'ivoire")    // CI: "Côte d’Ivoire", exact
  /// try list.search("ＵＫ")             // GB (CLDR short name "UK", exact), then Ukraine
  /// ```
  /// - Complexity: O(n · m) collation-element comparisons for n rows and m characters of
  ///   names, then a sort of the matches.
  ///
  /// A search always answers: should ICU fail to open its string search (out of memory), the
  /// rows are matched by case-folded containment instead (`plainMatches`'s rule).
  public func search(_ query: String, preferring preferred: [RegionCode] = [])
    -> [CountryMatch]
  {
    search(query, preferring: preferred, prefilter: true)
  }

  /// ``search(_:preferring:)``, with the prefilter that passes over texts ICU cannot match
  /// (see SearchPrefilter.swift) or, for tests that compare the two, without it.
  func search(_ query: String, preferring preferred: [RegionCode], prefilter: Bool)
    -> [CountryMatch]
  {
    let trimmed = Self.trimmingSpaces(query)
    let preferredOrder = Dictionary(
      preferred.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var matches: [(match: CountryMatch, position: Int)] = []
    if let digits = Self.dialDigits(trimmed) {
      for (position, entry) in entries.enumerated() {
        let code = String(entry.callingCode.rawValue)
        guard code.hasPrefix(digits) else { continue }
        let importance: MatchImportance =
          preferredOrder[entry.region] != nil
          ? .preferred : entry.isMainRegion && !digits.isEmpty ? .mainRegion : .other
        let match = CountryMatch(
          entry: entry, rank: code == digits ? .exact : .prefix, field: .callingCode,
          importance: importance)
        matches.append((match, position))
      }
    } else if !trimmed.unicodeScalars.contains(where: Self.isSearchable) {
      return entries.map {
        CountryMatch(entry: $0, rank: .prefix, field: .name, importance: .other)
      }
    } else {
      let pattern = Array(CountrySearchQuery.fold(trimmed).utf16)
      var found: [(position: Int, rank: MatchRank, field: MatchField)]
      do {
        found = try collatedMatches(pattern, prefilter: prefilter)
      } catch {
        found = plainMatches(pattern)
      }
      for (position, rank, field) in found {
        let entry = entries[position]
        let importance: MatchImportance =
          preferredOrder[entry.region] != nil ? .preferred : .other
        matches.append(
          (CountryMatch(entry: entry, rank: rank, field: field, importance: importance), position))
      }
    }
    // Rank, importance, the app's order among preferred regions, then collation order.
    matches.sort { a, b in
      if a.match.rank != b.match.rank { return a.match.rank < b.match.rank }
      if a.match.importance != b.match.importance { return a.match.importance < b.match.importance }
      let pa = preferredOrder[a.match.entry.region] ?? Int.max
      let pb = preferredOrder[b.match.entry.region] ?? Int.max
      if a.match.importance == .preferred && pa != pb { return pa < pb }
      return a.position < b.position
    }
    return matches.map(\.match)
  }

  /// The rows matching `query`, in the order of ``search(_:preferring:)``.
  public func filtered(by query: String, preferring preferred: [RegionCode] = [])
    -> [CountryEntry]
  {
    search(query, preferring: preferred).map(\.entry)
  }

  /// The rows whose texts match `pattern` under the locale's and root's collation.
  private func collatedMatches(_ pattern: [UInt16], prefilter: Bool) throws(ICUError)
    -> [(position: Int, rank: MatchRank, field: MatchField)]
  {
    var query = CountrySearchQuery(
      pattern: pattern, collators: searchCollators, rootCollator: rootSearchCollator,
      prefilter: prefilter)
    var found: [(position: Int, rank: MatchRank, field: MatchField)] = []
    for position in entries.indices {
      if let (rank, field) = try query.match(
        region: entries[position].region, alpha3Code: entries[position].alpha3Code,
        codeMasks: codeMasks[position], texts: searchTexts[position])
      {
        found.append((position, rank, field))
      }
    }
    return found
  }

  /// The rows whose texts contain `pattern` with case folded (`lowercased()`), the region code
  /// as an exact match: the search's answer when ICU cannot open or run a string search (it
  /// ran out of memory), so that a search keystroke always has a result.
  package func plainMatches(_ pattern: [UInt16]) -> [(
    position: Int, rank: MatchRank, field: MatchField
  )] {
    let needle = String(decoding: pattern, as: UTF16.self).lowercased()
    var found: [(position: Int, rank: MatchRank, field: MatchField)] = []
    for position in entries.indices {
      var best: (rank: MatchRank, field: MatchField)?
      if needle == entries[position].region.description.lowercased() {
        best = (.exact, .regionCode)
      }
      for text in searchTexts[position] where best?.rank != .exact {
        let hay = String(decoding: text.utf16, as: UTF16.self).lowercased()
        let rank: MatchRank? =
          hay == needle
          ? .exact : hay.hasPrefix(needle) ? .prefix : hay.contains(needle) ? .inner : nil
        if let rank, best == nil || rank < best!.rank { best = (rank, text.field) }
      }
      if let best { found.append((position, best.rank, best.field)) }
    }
    return found
  }

  /// Whether a scalar can be searched for: a letter, a digit or a combining mark (spaces and
  /// punctuation are ignorable).
  static func isSearchable(_ scalar: Unicode.Scalar) -> Bool {
    let p = scalar.properties
    switch p.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return p.isAlphabetic || p.numericType != nil
    }
  }

  /// The query without leading and trailing white space.
  static func trimmingSpaces(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The ASCII digits of a dial-code query (`+44`, `44`, `+٤٤`, `＋４４`), `""` for a lone `+`,
  /// or nil when the query is not one.
  static func dialDigits(_ query: String) -> String? {
    var scalars = query.unicodeScalars[...]
    let hadPlus = scalars.first.map(TextScanner.isPlus) ?? false
    if hadPlus { scalars = scalars.dropFirst() }
    var digits = ""
    for s in scalars where !s.properties.isWhitespace {
      guard let v = DigitFolding.value(of: s) else { return nil }
      digits.unicodeScalars.append(Unicode.Scalar(48 + v))
    }
    return digits.isEmpty && !hadPlus ? nil : digits
  }
}
