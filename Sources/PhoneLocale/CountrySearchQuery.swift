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

/// One text query, with its ICU string searches. Not shared between threads: a search
/// (`usearch`) is stateful, and each ``CountryList/search(_:preferring:)`` makes its own.
struct CountrySearchQuery {
  let pattern: [UInt16]
  // The collators, the locale's first and root's second, or root's alone when the locale has
  // no tailoring (``CountryList/searchCollators``).
  let collators: [ICUCollator]
  let rootCollator: ICUCollator
  // Per collator, the pattern's primary weights that ICU never ignores
  // (``PrimaryMasker/patternMask(_:)``); ``PrimaryMask/noWeight`` checks every text with ICU.
  let patternMasks: CollatorMasks
  // Per collator, its string search, opened the first time a text passes the prefilter:
  // opening one (`usearch_openFromCollator`) costs more than the prefilter's whole pass.
  private var searches: [ICUStringSearch?]

  /// A query for `pattern` (already folded with ``fold(_:)``) with `collators` (the list's
  /// ``CountryList/searchCollators``), passing over texts by their masks when `prefilter`
  /// is set.
  /// - Precondition: `pattern` has a letter or a digit.
  init(pattern: [UInt16], collators: [ICUCollator], rootCollator: ICUCollator, prefilter: Bool) {
    precondition(collators.count <= 2, "a list searches with its locale's and root's collators")
    self.pattern = pattern
    self.collators = collators
    self.rootCollator = rootCollator
    patternMasks = CollatorMasks(count: collators.count) { (i) -> PrimaryMask in
      guard prefilter else { return .noWeight }
      do {
        return try PrimaryMasker(collator: collators[i]).patternMask(pattern)
      } catch {
        return .noWeight  // every text goes to ICU
      }
    }
    searches = Array(repeating: nil, count: collators.count)
  }

  /// `text` with apostrophe-like letters and accents written as the ASCII apostrophe.
  static func fold(_ text: String) -> String {
    // Most names have none: the scalars folded are `` ` `` (0x60) and scalars whose UTF-8
    // starts with 0xC2 (U+00B4), 0xCA (U+02BB-U+02BD) or 0xE2 (U+2032). A text without those
    // bytes is returned as it is, without a copy.
    if !text.utf8.contains(where: { $0 == 0x60 || $0 == 0xC2 || $0 == 0xCA || $0 == 0xE2 }) {
      return text
    }
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
  /// The row's region code and alpha-3 code are compared whole with a two- or three-letter
  /// pattern, under root's collation, where their masks (`codeMasks`) allow.
  mutating func match(
    region: RegionCode, alpha3Code: String, codeMasks: CodeMasks, texts: [SearchText]
  ) throws(ICUError) -> (MatchRank, MatchField)? {
    var best: (rank: MatchRank, field: MatchField)?
    for text in texts {
      let rank = try self.rank(inText: text, exactOnly: best?.rank == .prefix)
      if let rank, best == nil || rank < best!.rank { best = (rank, text.field) }
      if best?.rank == .exact { return (.exact, best!.field) }
    }
    let rootPattern = patternMasks[collators.count - 1]
    if pattern.count == 2
      && PrimaryMask.mayMatch(text: codeMasks.alpha2, pattern: rootPattern)
      && rootCollator.compare(pattern, Array(region.description.utf16)) == 0
    {
      return (.exact, .regionCode)
    }
    if pattern.count == 3 && !alpha3Code.isEmpty
      && PrimaryMask.mayMatch(text: codeMasks.alpha3, pattern: rootPattern)
      && rootCollator.compare(pattern, Array(alpha3Code.utf16)) == 0
    {
      return (.exact, .alpha3Code)
    }
    return best.map { ($0.rank, $0.field) }
  }

  /// `name` with its English shorthand spelled out, each way a person may type it: `&` as
  /// "and", the word "St." as "Saint", and both ("St. Kitts & Nevis" gives "St. Kitts and
  /// Nevis", "Saint Kitts & Nevis", "Saint Kitts and Nevis"); none for a name without them.
  static func spelledOut(_ name: String) -> [String] {
    // Looked for in the UTF-8 bytes first: splitting every name into words cost more than
    // the rest of building a list's search texts, and few names have `&` or `St.`.
    guard Self.mayHaveShorthand(name) else { return [] }
    let hasAnd = name.contains("&")
    let words = name.split(separator: " ", omittingEmptySubsequences: false)
    let hasSaint = words.contains("St.")
    guard hasAnd || hasSaint else { return [] }
    func spell(and: Bool, saint: Bool) -> String {
      words.map { word -> String in
        if saint && word == "St." { return "Saint" }
        // `split` and `joined` rather than `replacing`: the same Characters replaced, at a
        // fraction of the generic algorithm's cost.
        guard and else { return String(word) }
        return word.split(separator: "&", omittingEmptySubsequences: false).joined(
          separator: " and ")
      }.joined(separator: " ")
    }
    var forms: [String] = []
    if hasAnd { forms.append(spell(and: true, saint: false)) }
    if hasSaint { forms.append(spell(and: false, saint: true)) }
    if hasAnd && hasSaint { forms.append(spell(and: true, saint: true)) }
    return forms
  }

  /// Whether the UTF-8 of `name` has `&` or `St.`, in one pass over its bytes (the
  /// standard library's generic `firstRange(of:)` took longer than the rest of a list's
  /// search texts).
  static func mayHaveShorthand(_ name: String) -> Bool {
    var last: UInt8 = 0
    var beforeLast: UInt8 = 0
    for byte in name.utf8 {
      if byte == 0x26 || (byte == 0x2E && last == 0x74 && beforeLast == 0x53) { return true }
      beforeLast = last
      last = byte
    }
    return false
  }

  /// The best rank of the pattern in `text`: exact when a collator finds the two equal, else
  /// by where ICU's string search finds it. A collator whose masks show that the text cannot
  /// match is not asked.
  private mutating func rank(inText text: SearchText, exactOnly: Bool) throws(ICUError)
    -> MatchRank?
  {
    // Bit i: collator i may match (a list has at most two).
    var candidates = 0
    for i in collators.indices
    where PrimaryMask.mayMatch(text: text.masks[i], pattern: patternMasks[i]) {
      candidates |= 1 << i
    }
    if candidates == 0 { return nil }
    let utf16 = text.utf16
    for i in collators.indices where candidates & 1 << i != 0 {
      if collators[i].compare(pattern, utf16) == 0 { return .exact }
    }
    if exactOnly { return nil }
    var best: MatchRank?
    for i in collators.indices where candidates & 1 << i != 0 && best != .prefix {
      for offset in try search(i).matchOffsets(in: utf16) {
        let rank = Self.rank(at: offset, in: utf16)
        if best == nil || rank < best! { best = rank }
        if rank == .prefix { break }
      }
    }
    return best
  }

  /// The string search of collator `i`, opened on first use.
  private mutating func search(_ i: Int) throws(ICUError) -> ICUStringSearch {
    if let search = searches[i] { return search }
    let search = try ICUStringSearch(pattern: pattern, collator: collators[i])
    searches[i] = search
    return search
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
/// list is built, with its primary-weight masks (``PrimaryMasker``).
struct SearchText: Sendable {
  /// The part of the row it comes from.
  let field: MatchField
  /// The text, folded (``CountrySearchQuery/fold(_:)``), in UTF-16.
  let utf16: [UInt16]
  /// Per search collator of the list (the locale's, then root's; or root's alone), the
  /// primary weights of ``utf16``.
  let masks: CollatorMasks

  /// The texts of `entry`, in the order of ``MatchField``: the name (and its reading, see
  /// ``CountryEntry/reading``), short names, variant names, English name and search names, each followed by its spelled-out forms
  /// (``CountrySearchQuery/spelledOut(_:)``); a text equal to an earlier one is left out.
  /// `maskers` read each text's masks, one per search collator; a text without a masker
  /// (ICU could not open one) gets a mask that lets every pattern through.
  /// `nameUnits`, when given, are the UTF-16 units of `entry.name` (the list has them from
  /// sorting), used when folding leaves the name as it is.
  static func texts(of entry: CountryEntry, maskers: [PrimaryMasker?], nameUnits: [UInt16]?)
    -> [SearchText]
  {
    var texts: [SearchText] = []
    texts.reserveCapacity(4)
    func addForm(_ form: String, _ field: MatchField, units: [UInt16]? = nil) {
      let utf16 = units ?? ICU.utf16(of: form)
      // The same text twice (an English list's name is its English name) is searched once.
      if texts.contains(where: { $0.utf16 == utf16 }) { return }
      let masks = CollatorMasks(count: maskers.count) {
        maskers[$0]?.textMask(utf16) ?? .everyWeight
      }
      texts.append(SearchText(field: field, utf16: utf16, masks: masks))
    }
    func add(_ text: String, _ field: MatchField) {
      let folded = CountrySearchQuery.fold(text)
      addForm(folded, field)
      for form in CountrySearchQuery.spelledOut(folded) { addForm(form, field) }
    }
    let folded = CountrySearchQuery.fold(entry.name)
    addForm(folded, .name, units: folded == entry.name ? nameUnits : nil)
    for form in CountrySearchQuery.spelledOut(folded) { addForm(form, .name) }
    // A Japanese name's reading in hiragana, which the collators equate with katakana.
    if let reading = entry.reading { addForm(reading, .name) }
    for name in entry.shortNames { add(name, .shortName) }
    for name in entry.variantNames { add(name, .variantName) }
    add(entry.englishName, .englishName)
    for name in entry.searchNames { add(name, .searchName) }
    return texts
  }
}
