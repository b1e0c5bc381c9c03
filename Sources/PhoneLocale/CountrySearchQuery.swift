// CountrySearchQuery: one text query with its ICU string searches open, and how it matches a row.
//
// The collators ignore case, accents, width, spaces and punctuation (see CountryList+Search),
// so most folding is ICU's. Two foldings happen before ICU sees the text: apostrophe-like
// letters (`ʼ` U+02BC, `ʻ` U+02BB, and the spacing accents `` ` `` and `´` people type for an
// apostrophe) become the ASCII apostrophe, which the collators ignore as they do `’` and `‘`.
// And a name with English shorthand is searched a second time spelled out: `&` as "and"
// ("Trinidad & Tobago" is found by "trinidad tobago" and by "trinidad and tobago"), the word
// "St." as "Saint" ("saint lucia" finds "St. Lucia").

import PhoneCore

/// One text query, with its ICU string searches open. Not shared between threads: a search
/// (`usearch`) is stateful, and each ``CountryList/search(_:preferring:)`` opens its own.
struct CountrySearchQuery {
  let pattern: [UInt16]
  // The searches and collators, the locale's first and root's second, or root's alone when
  // the locale has no tailoring.
  let searches: [ICUStringSearch]
  let collators: [ICUCollator]
  let rootCollator: ICUCollator

  /// Opens the searches for `pattern` (already folded with ``fold(_:)``).
  /// - Precondition: `pattern` has a letter or a digit.
  init(pattern: [UInt16], localCollator: ICUCollator, rootCollator: ICUCollator)
    throws(ICUError)
  {
    self.pattern = pattern
    self.rootCollator = rootCollator
    let root = try ICUStringSearch(pattern: pattern, collator: rootCollator)
    if localCollator.actualLocale == "root" {
      searches = [root]
      collators = [rootCollator]
    } else {
      searches = [try ICUStringSearch(pattern: pattern, collator: localCollator), root]
      collators = [localCollator, rootCollator]
    }
  }

  /// `text` with apostrophe-like letters and accents written as the ASCII apostrophe.
  static func fold(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      switch s.value {
      case 0x02BC, 0x02BB, 0x02BD, 0x0060, 0x00B4, 0x2032: result.append("'")
      default: result.append(s)
      }
    }
    return String(result)
  }

  /// The best rank of the query in `entry` and the field it came from, or nil. Fields are
  /// tried in the order of ``MatchField``; a later field replaces an earlier one only with a
  /// better rank, and an exact match ends the search.
  func match(_ entry: CountryEntry) throws(ICUError) -> (MatchRank, MatchField)? {
    var best: (rank: MatchRank, field: MatchField)?
    func consider(_ rank: MatchRank?, _ field: MatchField) {
      guard let rank else { return }
      if best == nil || rank < best!.rank { best = (rank, field) }
    }
    consider(try rank(in: entry.name.text), .name)
    for name in entry.shortNames where best?.rank != .exact {
      consider(try rank(in: name), .shortName)
    }
    for name in entry.variantNames where best?.rank != .exact {
      consider(try rank(in: name), .variantName)
    }
    if best?.rank != .exact { consider(try rank(in: entry.englishName), .englishName) }
    for name in entry.searchNames where best?.rank != .exact {
      consider(try rank(in: name), .searchName)
    }
    if best?.rank != .exact && pattern.count == 2
      && rootCollator.compare(pattern, Array(entry.region.description.utf16)) == 0
    {
      consider(.exact, .regionCode)
    }
    if best?.rank != .exact && pattern.count == 3 && !entry.alpha3Code.isEmpty
      && rootCollator.compare(pattern, Array(entry.alpha3Code.utf16)) == 0
    {
      consider(.exact, .alpha3Code)
    }
    return best.map { ($0.rank, $0.field) }
  }

  /// The best rank of the query in `name`, also with its shorthand spelled out, or nil.
  private func rank(in name: String) throws(ICUError) -> MatchRank? {
    let folded = Self.fold(name)
    var best = try rank(inText: Array(folded.utf16))
    for spelled in Self.spelledOut(folded) where best != .exact {
      if let other = try rank(inText: Array(spelled.utf16)), best == nil || other < best! {
        best = other
      }
    }
    return best
  }

  /// `name` with its English shorthand spelled out, each way a person may type it: `&` as
  /// "and", the word "St." as "Saint", and both ("St. Kitts & Nevis" gives "St. Kitts and
  /// Nevis", "Saint Kitts & Nevis", "Saint Kitts and Nevis"); none for a name without them.
  static func spelledOut(_ name: String) -> [String] {
    let hasAnd = name.contains("&")
    let words = name.split(separator: " ", omittingEmptySubsequences: false)
    let hasSaint = words.contains("St.")
    guard hasAnd || hasSaint else { return [] }
    func spell(and: Bool, saint: Bool) -> String {
      words.map { word -> String in
        if saint && word == "St." { return "Saint" }
        return and ? String(word.replacing("&", with: " and ")) : String(word)
      }.joined(separator: " ")
    }
    var forms: [String] = []
    if hasAnd { forms.append(spell(and: true, saint: false)) }
    if hasSaint { forms.append(spell(and: false, saint: true)) }
    if hasAnd && hasSaint { forms.append(spell(and: true, saint: true)) }
    return forms
  }

  /// The best rank of the pattern in `text`: exact when a collator finds the two equal, else
  /// by where ICU's string search finds it.
  private func rank(inText text: [UInt16]) throws(ICUError) -> MatchRank? {
    if collators.contains(where: { $0.compare(pattern, text) == 0 }) { return .exact }
    var best: MatchRank?
    for search in searches where best != .prefix {
      for offset in try search.matchOffsets(in: text) {
        let rank = Self.rank(at: offset, in: text)
        if best == nil || rank < best! { best = rank }
        if rank == .prefix { break }
      }
    }
    return best
  }

  /// The rank of a match at UTF-16 offset `offset`: ``MatchRank/prefix`` when only spaces and
  /// punctuation come before it, ``MatchRank/wordStart`` when it follows a character that is
  /// neither a letter, a digit nor a combining mark (a space, a hyphen, an apostrophe, a
  /// parenthesis), else ``MatchRank/inner``. A match that ICU starts on ignorable punctuation
  /// counts from the first letter or digit after it.
  static func rank(at offset: Int, in text: [UInt16]) -> MatchRank {
    let scalars = Array(
      String(decoding: text[..<min(offset, text.count)], as: UTF16.self)
        .unicodeScalars)
    guard let last = scalars.last else { return .prefix }
    if !scalars.contains(where: CountryList.isSearchable) { return .prefix }
    if !CountryList.isSearchable(last) { return .wordStart }
    // ICU may start a match on ignorable punctuation; look at what the match starts with.
    let rest = String(decoding: text[min(offset, text.count)...], as: UTF16.self).unicodeScalars
    if let first = rest.first, !CountryList.isSearchable(first) { return .wordStart }
    return .inner
  }
}
