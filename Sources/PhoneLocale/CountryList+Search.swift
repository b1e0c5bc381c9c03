// CountryList+Search: search-as-you-type over names, English names, search names and codes.
//
// Text is compared at ICU's primary collation strength, so case, accents and width never
// matter: "ÖSTER", "oster" and full-width "ｏｓｔｅｒ" all find "Österreich" in German. Matches
// are found with ICU's string search (`usearch`), which compares collation elements, not code
// points. The localized name is searched with the display locale's collator and with root's,
// and a match by either counts: the locale's tailoring adds its own equivalences, and root's
// lets a Swede find "Åland" by typing "aland" or a Turk "Çin" by typing "cin" (in their own
// collation Å and Ç are letters of their own). The English name and the packs' search names
// are searched with root's collator. A query of digits (with or without a leading `+`, in
// any script) is matched against the start of the dial code instead; a two-letter query also
// finds the region whose code it is.
//
// Ranks: a query equal to a whole name, search name, region code or dial code first; then a
// match at the start of a word; then a match inside a word. Within a rank, rows keep the
// list's collation order (results are filtered from the sorted list, never re-sorted).

import PhoneCore

/// How well a row matched a search.
public enum MatchRank: Int, Hashable, Sendable, Comparable {
  /// The query equals a whole name, search name ("UK"), region code or dial code.
  case exact = 0
  /// The query matched at the start of a word, or is the start of the dial code.
  case wordStart = 1
  /// The query matched only inside a word.
  case inner = 2

  /// Word-start matches sort first.
  public static func < (a: MatchRank, b: MatchRank) -> Bool { a.rawValue < b.rawValue }
}

/// The part of a row a search matched.
public enum MatchField: Hashable, Sendable {
  /// The name in the list's locale.
  case name
  /// The English name.
  case englishName
  /// One of the packs' search names, e.g. "UK".
  case searchName
  /// The ISO 3166 code, e.g. `GB`.
  case regionCode
  /// The dial code, e.g. `+44`.
  case dialCode
}

/// One search result: a row, how well it matched, and where.
public struct CountryMatch: Hashable, Sendable {
  /// The matching row.
  public let entry: CountryEntry
  /// Word-start matches before inner ones.
  public let rank: MatchRank
  /// The best-ranked part that matched (the name first on ties).
  public let field: MatchField
}

extension CountryList {
  /// The rows matching `query` as a person types it: exact matches first, then word-start
  /// matches, then inner matches, each in collation order. An empty (or all-space) query
  /// matches every row.
  ///
  /// ```swift
  /// try list.search("ver")       // Vereinigte Staaten, Vereinigtes Königreich, ... (de)
  /// try list.search("+44")       // GB, GG, IM, JE
  /// try list.search("ＵＫ")      // GB (search name "UK", exact), then Ukraine
  /// ```
  /// - Complexity: O(n · m) collation-element comparisons for n rows and m characters of
  ///   names; no sort.
  /// - Throws: ``ICUError`` when an ICU call fails.
  public func search(_ query: String) throws(ICUError) -> [CountryMatch] {
    let trimmed = Self.trimmingSpaces(query)
    if trimmed.isEmpty {
      return entries.map { CountryMatch(entry: $0, rank: .wordStart, field: .name) }
    }
    var matches: [CountryMatch] = []
    if let digits = Self.dialDigits(trimmed) {
      for entry in entries {
        let code = String(entry.callingCode)
        if code.hasPrefix(digits) {
          let rank: MatchRank = code == digits ? .exact : .wordStart
          matches.append(CountryMatch(entry: entry, rank: rank, field: .dialCode))
        }
      }
    } else {
      let query = try Query(
        pattern: Array(trimmed.utf16), localCollator: localSearchCollator,
        rootCollator: rootSearchCollator)
      for entry in entries {
        if let match = try query.match(entry) { matches.append(match) }
      }
    }
    return [MatchRank.exact, .wordStart, .inner].flatMap { rank in
      matches.filter { $0.rank == rank }
    }
  }

  /// The rows matching `query`, in the order of ``search(_:)``.
  /// - Throws: ``ICUError`` when an ICU call fails.
  public func filtered(by query: String) throws(ICUError) -> [CountryEntry] {
    try search(query).map(\.entry)
  }

  /// Whether a match at UTF-16 offset `i` starts a word: at the start of the text, or after a
  /// character that is neither a letter, a digit nor a combining mark (a space, a hyphen, an
  /// apostrophe, a parenthesis).
  static func isWordStart(_ utf16: [UInt16], at i: Int) -> Bool {
    if i <= 0 { return true }
    var start = i - 1
    if UTF16.isTrailSurrogate(utf16[start]) && start > 0 { start -= 1 }
    guard case .scalarValue(let scalar) = UTF16.decode(utf16[start...].prefix(2)) else {
      return true
    }
    let p = scalar.properties
    switch p.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return false
    default: return !(p.isAlphabetic || p.numericType != nil)
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
    let hadPlus = scalars.first == "+" || scalars.first == "\u{FF0B}"
    if hadPlus { scalars = scalars.dropFirst() }
    var digits = ""
    for s in scalars where !s.properties.isWhitespace {
      guard let v = DigitFolding.value(of: s) else { return nil }
      digits.unicodeScalars.append(Unicode.Scalar(48 + v))
    }
    return digits.isEmpty && !hadPlus ? nil : digits
  }
}

/// One text query, with its ICU string searches open.
private struct Query {
  let pattern: [UInt16]
  let localCollator: ICUCollator
  let rootCollator: ICUCollator
  let root: ICUStringSearch
  // The searches and collators for the localized name: the locale's and root's, or root's
  // alone when the locale has no tailoring.
  let nameSearches: [ICUStringSearch]
  let nameCollators: [ICUCollator]

  init(pattern: [UInt16], localCollator: ICUCollator, rootCollator: ICUCollator)
    throws(ICUError)
  {
    self.pattern = pattern
    self.localCollator = localCollator
    self.rootCollator = rootCollator
    root = try ICUStringSearch(pattern: pattern, collator: rootCollator)
    if localCollator.actualLocale == "root" {
      nameSearches = [root]
      nameCollators = [rootCollator]
    } else {
      nameSearches = [try ICUStringSearch(pattern: pattern, collator: localCollator), root]
      nameCollators = [localCollator, rootCollator]
    }
  }

  /// How `entry` matches, or nil. Fields are tried in order (name, region code, English name,
  /// search names) and a later field replaces an earlier one only with a better rank.
  func match(_ entry: CountryEntry) throws(ICUError) -> CountryMatch? {
    var best: (rank: MatchRank, field: MatchField)?
    func consider(_ rank: MatchRank?, _ field: MatchField) {
      guard let rank else { return }
      if best == nil || rank < best!.rank { best = (rank, field) }
    }
    let name = Array(entry.name.text.utf16)
    consider(try rank(in: name, searches: nameSearches, collators: nameCollators), .name)
    if best?.rank == .exact { return result(entry, best) }
    if pattern.count == 2
      && rootCollator.compare(pattern, Array(entry.region.description.utf16)) == 0
    {
      consider(.exact, .regionCode)
    }
    if best?.rank != .exact {
      consider(
        try rank(in: Array(entry.englishName.utf16), searches: [root], collators: [rootCollator]),
        .englishName)
    }
    for alias in entry.searchNames where best?.rank != .exact {
      consider(
        try rank(in: Array(alias.utf16), searches: [root], collators: [rootCollator]), .searchName)
    }
    return result(entry, best)
  }

  private func result(_ entry: CountryEntry, _ best: (rank: MatchRank, field: MatchField)?)
    -> CountryMatch?
  {
    best.map { CountryMatch(entry: entry, rank: $0.rank, field: $0.field) }
  }

  /// The best rank of the pattern in `text` by any of `searches`, or nil when it does not
  /// occur: exact when a collator finds the two equal.
  private func rank(
    in text: [UInt16], searches: [ICUStringSearch], collators: [ICUCollator]
  ) throws(ICUError) -> MatchRank? {
    if collators.contains(where: { $0.compare(pattern, text) == 0 }) { return .exact }
    var best: MatchRank?
    for search in searches where best != .wordStart {
      for offset in try search.matchOffsets(in: text) {
        let rank: MatchRank = CountryList.isWordStart(text, at: offset) ? .wordStart : .inner
        if best == nil || rank < best! { best = rank }
        if rank == .wordStart { break }
      }
    }
    return best
  }
}

/// A tiny decoding helper: decodes one scalar from up to two UTF-16 code units.
extension UTF16 {
  fileprivate static func decode(_ units: some Collection<UInt16>) -> UnicodeDecodingResult {
    var iterator = units.makeIterator()
    var decoder = UTF16()
    return decoder.decode(&iterator)
  }
}
