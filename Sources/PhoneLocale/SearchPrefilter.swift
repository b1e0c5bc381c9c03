// SearchPrefilter: masks of primary weights that let a search pass over texts ICU cannot match.
//
// A text search (CountryList+Search) asks ICU two questions of every text of every row, with
// each of its collators: does the pattern equal the text (`ucol_strcoll`), and where does it
// occur in it (`usearch`). Both compare collation elements at primary strength, with spaces and
// punctuation ignorable, so both can only say yes when every primary weight of the pattern that
// is not ignorable occurs among the text's elements: `usearch` matches the pattern's elements
// against a run of the text's elements, as ICU computes them over the whole text from its
// start, and equality means the two sequences of non-ignorable primaries are the same.
//
// So each text keeps, per collator, a 64-bit mask with one bit set for each primary weight
// among its elements (all of them, continuations and punctuation included: more bits only
// let more texts through), read once when the list is built. A query computes the same mask
// over its pattern, but only of the elements ICU can never ignore there: not a continuation,
// and with a primary weight above the collator's variable top (so neither zero nor shifted).
// A text whose mask lacks one of the pattern's bits cannot match with that collator and ICU
// is not asked. The bits are a hash of the 16-bit weights, so a collision only lets a text
// through to ICU, which then answers as before: the results are the same with and without
// the prefilter (tests compare both over every name of several locales and their prefixes).
//
// Single weights say little of a three-letter query ("deu": every name with a d, an e and a u
// passes), so a second mask holds pairs of weights that follow each other once ICU has dropped
// what it ignores. Of the text's elements, only those with a zero primary are surely dropped;
// a continuation or a weight at or below the variable top may or may not be, so the text's
// pairs join each element to every element up to the next one surely kept (more pairs than
// ICU could see: safe). The pattern's pairs join only two elements surely kept, with nothing
// but dropped ones between. A match in ICU makes each pattern pair a pair of the text.
//
// Element by element, this is what ICU's string search does to prepare its own comparison
// (`UCollationPCE::processCE` in usearch.cpp keeps the top 16 bits of each 32-bit element as
// its primary, drops those whose primary is zero, and drops elements below the variable top
// when shifting).

/// The primary-weight masks of one text or pattern, with one collator: single weights and
/// pairs of consecutive weights (see the overview above).
struct PrimaryMask: Hashable, Sendable {
  var singles: UInt64
  var pairs: UInt64

  /// A text's mask when its weights could not be read: every pattern may match it.
  static let everyWeight = PrimaryMask(singles: ~0, pairs: ~0)
  /// A pattern's mask when its weights could not be read: it may match every text.
  static let noWeight = PrimaryMask(singles: 0, pairs: 0)

  /// Whether a text of mask `text` may match a pattern of mask `pattern`: it has every bit of
  /// the pattern's.
  static func mayMatch(text: PrimaryMask, pattern: PrimaryMask) -> Bool {
    pattern.singles & ~text.singles | pattern.pairs & ~text.pairs == 0
  }
}

/// Reads primary-weight masks with one collator (see the overview above).
struct PrimaryMasker {
  private let elements: ICUCollationElements
  /// The top 16 bits of the collator's variable top.
  private let variableTop: UInt32

  /// A masker of `collator`'s weights.
  /// - Throws: ``ICUError`` when ICU cannot open an element iterator.
  init(collator: ICUCollator) throws(ICUError) {
    elements = try ICUCollationElements(collator: collator)
    variableTop = elements.variableTop >> 16
  }

  /// The bit of a 16-bit primary weight: the top 6 bits of a multiplicative hash of it.
  static func bit(_ primary: UInt32) -> UInt64 {
    1 << UInt64((primary &* 0x9E37_79B9) >> 26)
  }

  /// The bit of a pair of 16-bit primary weights, hashed the same way.
  static func bit(_ first: UInt32, _ second: UInt32) -> UInt64 {
    1 << UInt64(((first << 16 | second) &* 0x85EB_CA6B) >> 26)
  }

  /// Whether ICU surely keeps an element: not a continuation, with a primary above the
  /// variable top (`primary` is its top 16 bits).
  private func surelyKept(_ element: UInt32, primary: UInt32) -> Bool {
    element & 0xC0 != 0xC0 && primary > variableTop
  }

  /// The weights of `text`: every non-zero primary, and every pair ICU might see as
  /// consecutive; ``PrimaryMask/everyWeight`` when ICU fails.
  func textMask(_ text: [UInt16]) -> PrimaryMask {
    var mask = PrimaryMask(singles: 0, pairs: 0)
    // The last element surely kept, and the ones after it that ICU may or may not keep: any
    // of them may precede the next element ICU keeps. Past eight of those, every pair is let
    // through.
    var kept: UInt32 = 0
    var maybe = SIMD8<UInt32>()
    var maybeCount = 0
    do {
      try elements.setText(text)
      while let element = try elements.next() {
        let primary = element >> 16
        if primary == 0 { continue }
        mask.singles |= Self.bit(primary)
        if kept != 0 { mask.pairs |= Self.bit(kept, primary) }
        if maybeCount > 0 {
          for i in 0..<min(maybeCount, 8) { mask.pairs |= Self.bit(maybe[i], primary) }
          if maybeCount > 8 { mask.pairs = ~0 }
        }
        if surelyKept(element, primary: primary) {
          kept = primary
          maybeCount = 0
        } else {
          if maybeCount < 8 { maybe[maybeCount] = primary }
          maybeCount += 1
        }
      }
    } catch {
      return .everyWeight
    }
    return mask
  }

  /// The weights of `pattern` that ICU never ignores, and the pairs of them with only
  /// dropped elements between; ``PrimaryMask/noWeight`` (no text is passed over) when ICU
  /// fails.
  func patternMask(_ pattern: [UInt16]) -> PrimaryMask {
    var mask = PrimaryMask(singles: 0, pairs: 0)
    var previous: UInt32?
    do {
      try elements.setText(pattern)
      while let element = try elements.next() {
        let primary = element >> 16
        if primary == 0 { continue }
        guard surelyKept(element, primary: primary) else {
          previous = nil
          continue
        }
        mask.singles |= Self.bit(primary)
        if let previous { mask.pairs |= Self.bit(previous, primary) }
        previous = primary
      }
    } catch {
      return .noWeight
    }
    return mask
  }
}

/// The masks of one text or pattern per search collator of a list (the locale's, then
/// root's; or root's alone, then a second unused), held inline rather than in an array: a
/// list has hundreds of texts.
struct CollatorMasks: Sendable {
  var first: PrimaryMask
  var second: PrimaryMask

  /// The masks of collator `i` (0 or 1).
  subscript(i: Int) -> PrimaryMask { i == 0 ? first : second }

  /// Masks from a function of the collator index, for `count` collators (1 or 2).
  init(count: Int, _ mask: (Int) -> PrimaryMask) {
    first = mask(0)
    second = count > 1 ? mask(1) : .noWeight
  }
}

/// The masks of a row's ISO codes under root's search collator, against which a two- or
/// three-letter query is compared whole.
struct CodeMasks: Sendable {
  /// The region code's (`GB`).
  var alpha2: PrimaryMask
  /// The alpha-3 code's (`GBR`).
  var alpha3: PrimaryMask
}
