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

  /// The best rank of the query in a row and the field it came from, or nil. `texts` are
  /// the row's ``SearchText``s, in the order of ``MatchField``; a later field replaces an
  /// earlier one only with a better rank; an exact match ends the search, and once a prefix
  /// is found only exact matches are looked for (no string search).
  func match(_ entry: CountryEntry, texts: [SearchText]) throws(ICUError) -> (
    MatchRank, MatchField
  )? {
    var best: (rank: MatchRank, field: MatchField)?
    for text in texts {
      let rank = try self.rank(inText: text.utf16, exactOnly: best?.rank == .prefix)
      if let rank, best == nil || rank < best!.rank { best = (rank, text.field) }
      if best?.rank == .exact { return (.exact, best!.field) }
    }
    if pattern.count == 2
      && rootCollator.compare(pattern, Array(entry.region.description.utf16)) == 0
    {
      return (.exact, .regionCode)
    }
    if pattern.count == 3 && !entry.alpha3Code.isEmpty
      && rootCollator.compare(pattern, Array(entry.alpha3Code.utf16)) == 0
    {
      return (.exact, .alpha3Code)
    }
    return best.map { ($0.rank, $0.field) }
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
  private func rank(inText text: [UInt16], exactOnly: Bool) throws(ICUError) -> MatchRank? {
    if collators.contains(where: { $0.compare(pattern, text) == 0 }) { return .exact }
    if exactOnly { return nil }
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
    let offset = min(offset, text.count)
    guard offset > 0 else { return .prefix }
    if !text[..<offset].contains(where: isSearchable) { return .prefix }
    if !isSearchable(text[offset - 1]) { return .wordStart }
    // ICU may start a match on ignorable punctuation; look at what the match starts with.
    if offset < text.count && !isSearchable(text[offset]) { return .wordStart }
    return .inner
  }

  /// ``CountryList/isSearchable(_:)`` for a UTF-16 code unit; a surrogate (half of a scalar
  /// beyond the BMP, such as a CJK extension ideograph) counts as a letter.
  static func isSearchable(_ unit: UInt16) -> Bool {
    guard let scalar = Unicode.Scalar(unit) else { return true }
    return CountryList.isSearchable(scalar)
  }

}

/// One text of a row that a search looks at, folded and converted to UTF-16 once, when the
/// list is built.
struct SearchText: Sendable {
  /// The part of the row it comes from.
  let field: MatchField
  /// The text, folded (``CountrySearchQuery/fold(_:)``), in UTF-16.
  let utf16: [UInt16]

  /// The texts of `entry`, in the order of ``MatchField``: the name, short names, variant
  /// names, English name and search names, each followed by its spelled-out forms
  /// (``CountrySearchQuery/spelledOut(_:)``); a text equal to an earlier one is left out.
  static func texts(of entry: CountryEntry) -> [SearchText] {
    var texts: [SearchText] = []
    func add(_ text: String, _ field: MatchField) {
      let folded = CountrySearchQuery.fold(text)
      for form in [folded] + CountrySearchQuery.spelledOut(folded) {
        let utf16 = Array(form.utf16)
        // The same text twice (an English list's name is its English name) is searched once.
        if !texts.contains(where: { $0.utf16 == utf16 }) {
          texts.append(SearchText(field: field, utf16: utf16))
        }
      }
    }
    add(entry.name, .name)
    for name in entry.shortNames { add(name, .shortName) }
    for name in entry.variantNames { add(name, .variantName) }
    add(entry.englishName, .englishName)
    for name in entry.searchNames { add(name, .searchName) }
    return texts
  }
}
