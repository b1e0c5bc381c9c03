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
// Element by element, this is what ICU's string search does to prepare its own comparison
// (`UCollationPCE::processCE` in usearch.cpp keeps the top 16 bits of each 32-bit element as
// its primary, and drops elements below the variable top when shifting).

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

  /// A mask matching every pattern: a text whose weights could not be read is always given
  /// to ICU.
  static let everyWeight: UInt64 = ~0

  /// The bit of a 16-bit primary weight (a multiplicative hash of it, to 6 bits).
  static func bit(_ primary: UInt32) -> UInt64 {
    1 << UInt64((primary &* 0x9E37) >> 10 & 63)
  }

  /// The bits of every non-zero primary weight among `text`'s elements, continuations and
  /// ignorable ones included; ``everyWeight`` when ICU fails.
  func textMask(_ text: [UInt16]) -> UInt64 {
    var mask: UInt64 = 0
    do {
      try elements.forEachElement(in: text) { element in
        let primary = element >> 16
        if primary != 0 { mask |= Self.bit(primary) }
      }
    } catch {
      return Self.everyWeight
    }
    return mask
  }

  /// The bits of the primary weights of `pattern` that ICU never ignores: elements that are
  /// not continuations, with a primary above the variable top. Zero (no text is passed over)
  /// when ICU fails.
  func patternMask(_ pattern: [UInt16]) -> UInt64 {
    var mask: UInt64 = 0
    do {
      try elements.forEachElement(in: pattern) { element in
        let primary = element >> 16
        if element & 0xC0 != 0xC0 && primary > variableTop { mask |= Self.bit(primary) }
      }
    } catch {
      return 0
    }
    return mask
  }

  /// Whether a text of mask `text` may match a pattern of mask `pattern`: it has every bit of
  /// the pattern's.
  static func mayMatch(text: UInt64, pattern: UInt64) -> Bool { pattern & ~text == 0 }
}
