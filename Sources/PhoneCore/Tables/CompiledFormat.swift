// CompiledFormat: one format rule prepared for the formatter (template, group layout, flags).

/// The pieces of a format string such as `$1 $2-$3`: literal text and group references.
package enum FormatPiece: Hashable, Sendable {
  case literal([UInt16])
  case group(Int)
}

/// A format rule compiled for as-you-type and full formatting.
///
/// Everything libphonenumber's `AsYouTypeFormatter` derives from a format with regular
/// expressions at typing time is derived here once.
///
/// An immutable final class, shared by reference (see `FormatAutomaton`).
package final class CompiledFormat: Sendable {
  /// Index of the format in its list (pack order).
  package let index: Int
  /// Formats with the same pattern text share an ID (libphonenumber compares patterns).
  package let patternID: Int
  /// The pattern's text (`NumberFormat.pattern`): read from the region's model when first
  /// asked, for a format read from a table file (typing and formatting never ask).
  package var patternText: String {
    switch patternSource {
    case .held(let text): text
    case .inModel(let texts): texts.text(at: index)
    }
  }
  private let patternSource: PatternText
  /// What the formats section of a table file keeps of the format's rule (format 5).
  package let rule: FormatRule
  /// The parsed pattern when the compiler made this format; nil when it was read from a table
  /// file, whose formats need it only for numbers their group-span table does not cover.
  private let parsedPattern: DigitPattern?
  package let pieces: [FormatPiece]
  /// The national-prefix formatting rule (`0$1`) as pieces; nil when absent or empty.
  package let nationalPrefixPieces: [FormatPiece]?
  /// `pieces` for the national style: the national-prefix rule in place of the first group
  /// reference, its `$1` standing for that group (libphonenumber's `$FG`, whichever number
  /// the group has); `pieces` when there is no rule.
  package let nationalStylePieces: [FormatPiece]
  /// libphonenumber's `_ELIGIBLE_FORMAT_PATTERN`: only groups and punctuation in the format.
  package let eligibleForTyping: Bool
  /// The national-prefix rule is absent, empty, or only `$1`, optionally in parentheses.
  package let prefixRuleHasFirstGroupOnly: Bool
  package let nationalPrefixOptional: Bool
  package let hasCarrierCodeRule: Bool
  /// The national-prefix rule contains a space or dash: a space follows the national prefix.
  package let spaceAfterNationalPrefix: Bool
  package let priority: Int
  /// The as-you-type template, `U+2008` where a digit goes; nil when the pattern does not
  /// match fifteen 9s (libphonenumber cannot make a template then either).
  package let template: [UInt16]?
  /// How many digits the template's sample number has (libphonenumber's `a_phone_number`).
  package let templateDigits: Int
  /// Group spans by national-number length, when they depend on the length only.
  /// `splits[n]` is nil when no number of that length matches.
  package let splits: [Split?]
  /// Whether `splits` is exact for every matching number (else the reference matcher decides).
  package let lengthDetermined: Bool

  init(
    index: Int, patternID: Int, patternText: PatternText, pattern: DigitPattern?,
    rule: FormatRule, pieces: [FormatPiece], nationalPrefixPieces: [FormatPiece]?,
    nationalStylePieces: [FormatPiece], eligibleForTyping: Bool,
    prefixRuleHasFirstGroupOnly: Bool, spaceAfterNationalPrefix: Bool, template: [UInt16]?,
    templateDigits: Int, splits: [Split?], lengthDetermined: Bool
  ) {
    self.index = index
    self.patternID = patternID
    self.patternSource = patternText
    self.rule = rule
    self.parsedPattern = pattern
    self.pieces = pieces
    self.nationalPrefixPieces = nationalPrefixPieces
    self.nationalStylePieces = nationalStylePieces
    self.eligibleForTyping = eligibleForTyping
    self.prefixRuleHasFirstGroupOnly = prefixRuleHasFirstGroupOnly
    self.nationalPrefixOptional = rule.nationalPrefixOptional
    self.hasCarrierCodeRule = rule.hasCarrierCodeRule
    self.spaceAfterNationalPrefix = spaceAfterNationalPrefix
    self.priority = rule.priority
    self.template = template
    self.templateDigits = templateDigits
    self.splits = splits
    self.lengthDetermined = lengthDetermined
  }

  /// Where each group of a full match lies, and where the match ends (digits after it are
  /// kept as they are, as `re.sub` keeps text after its match).
  package struct Split: Hashable, Sendable {
    package var groups: [Range<Int>?]
    package var end: Int

    package init(groups: [Range<Int>?], end: Int) {
      self.groups = groups
      self.end = end
    }
  }

  /// The placeholder libphonenumber uses in templates (PUNCTUATION SPACE).
  package static let placeholder: UInt16 = 0x2008

  /// Whether the full text of a national number of `length` digits (`renderNumber` through
  /// `pieces`) is the template filled with those digits up to the last one: each group the
  /// next digits in order, the literals the template's, the digits past the match's end in
  /// placeholders too, nothing after. Then a keystroke that completes this format shows the
  /// template's text (`AsYouTypeFormatter.appendCompletingTemplate`; the format list keeps the
  /// answers, `FormatList.completesTemplate`). Worked out by rendering the number into a sink
  /// that compares each unit with the template's, each digit with a placeholder, and that the
  /// digits come each once, in order.
  static func rendersAsTemplate(_ format: CompiledFormat, length: Int) -> Bool {
    // The length must have spans (else `renderNumber` would run the pattern).
    guard format.lengthDetermined, length > 0, length < format.splits.count,
      format.splits[length] != nil, let template = format.template
    else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { digits in
      digits.initialize(repeating: 0)
      return template.withUnsafeBufferPointer { template in
        var shape = TemplateShape(template: template, base: UnsafePointer(digits.baseAddress))
        guard
          renderNumber(format.pieces, of: format, digits: UnsafeBufferPointer(digits), into: &shape)
        else { return false }
        return shape.matches && shape.digits == length && shape.written > 0
          && template[shape.written - 1] == placeholder
      }
    }
  }
}

/// Compares a rendered number with a template as it is written: each literal unit must be the
/// template's next unit, each digit its next placeholder, the digits each once and in order
/// (what `CompiledFormat.rendersAsTemplate` asks).
private struct TemplateShape: FormatOutput {
  let template: UnsafeBufferPointer<UInt16>
  /// The digits rendered, where they start.
  let base: UnsafePointer<UInt8>?
  /// Template units matched so far, and digits among them.
  var written = 0
  var digits = 0
  var matches = true

  mutating func append(_ unit: UInt16) {
    guard matches, unit != CompiledFormat.placeholder, written < template.count,
      template[written] == unit
    else {
      matches = false
      return
    }
    written += 1
  }

  mutating func append(digitValues: UnsafeBufferPointer<UInt8>) {
    guard matches, !digitValues.isEmpty else { return }
    guard let base, let start = digitValues.baseAddress, start - base == digits,
      written + digitValues.count <= template.count
    else {
      matches = false
      return
    }
    for k in 0..<digitValues.count where template[written + k] != CompiledFormat.placeholder {
      matches = false
      return
    }
    written += digitValues.count
    digits += digitValues.count
  }
}

extension CompiledFormat {
  /// How deep the formatting tables go: national numbers longer than this are never
  /// formatted, as typed or complete (libphonenumber's templates stop at fifteen digits; the
  /// longest full pattern in its metadata has seventeen, ``PhoneNumber/maxNationalDigits``).
  /// A bound of the tables, not a digit limit: longer input is still taken, and shown as typed.
  package static let maxNationalLength = 20

  /// The parsed pattern: the compiler's, or, for a format read from a table file, the syntax
  /// tree the file stores for it (decoded when first asked; nothing parses its text); nil when
  /// that part of the file is damaged (`storedPattern()` says how).
  package var pattern: DigitPattern? {
    do { return try storedPattern() } catch { return nil }
  }

  /// `pattern`, or why a table file's tree of it does not read.
  /// - Throws: `TableFileError` when the file's pattern trees are damaged.
  package func storedPattern() throws(TableFileError) -> DigitPattern {
    if let parsedPattern { return parsedPattern }
    switch patternSource {
    case .held(let text):
      // Not reached: a format holds its text only when the compiler made it, with its tree.
      throw .corrupt(offset: 0, reason: "format \(index) (\(text)) has no pattern tree")
    case .inModel(let texts): return try texts.tree(patternID: patternID)
    }
  }

  /// A compiled format read from a table file: its format string and national-prefix rule
  /// with what the section derived from them (`derived`, shared by the formats with the same
  /// pair), its flags and priority. The pattern is not read (tables hold only formats whose
  /// group spans the length sets, `CompiledRegion.init`): the pieces are checked against the
  /// groups of the spans instead; its text is read from the region's model, and its syntax
  /// tree from the section's pattern trees, when first asked.
  /// - Throws: `RuleError.badFormat` (at `site()`) when the format refers to a group no
  ///   span has.
  convenience init(
    fromTable d: DerivedPieces.Entry, nationalPrefixOptional: Bool, hasCarrierCodeRule: Bool,
    priority: Int, index: Int, patternID: Int, patternText: PatternTexts, template: [UInt16]?,
    templateDigits: Int, splits: [Split?], site: () -> PatternSite
  ) throws(RuleError) {
    let groups = splits.lazy.compactMap { $0?.groups.count }.min() ?? Int.max
    for case .group(let n) in d.pieces where n < 1 || n > groups {
      let at = site()
      throw .badFormat(
        PatternSite(region: at.region, field: at.field + ".format"),
        reason: "format \"\(d.format)\" refers to $\(n) but the pattern has \(groups) group(s)")
    }
    let rule = FormatRule(
      format: d.format, nationalPrefixRule: d.rule, nationalPrefixOptional: nationalPrefixOptional,
      hasCarrierCodeRule: hasCarrierCodeRule, priority: priority)
    self.init(
      index: index, patternID: patternID, patternText: .inModel(patternText), pattern: nil,
      rule: rule, pieces: d.pieces, nationalPrefixPieces: d.rulePieces,
      nationalStylePieces: d.nationalStyle, eligibleForTyping: d.eligible,
      prefixRuleHasFirstGroupOnly: d.firstGroupOnly, spaceAfterNationalPrefix: d.spaceAfterPrefix,
      template: template, templateDigits: templateDigits, splits: splits, lengthDetermined: true)
  }

  /// A compiled format from its rule and what the compiler worked out (`CompiledFormat.init`
  /// in PhoneCompiler); the rest is derived from the rule here.
  package convenience init(
    _ format: NumberFormat, index: Int, patternID: Int, pattern: DigitPattern?,
    pieces: [FormatPiece], template: [UInt16]?, templateDigits: Int, splits: [Split?],
    lengthDetermined: Bool
  ) {
    let rulePieces = format.nationalPrefixFormattingRule.flatMap {
      $0.isEmpty ? nil : Self.parsePieces($0)
    }
    self.init(
      index: index, patternID: patternID, patternText: .held(format.pattern), pattern: pattern,
      rule: FormatRule(format), pieces: pieces, nationalPrefixPieces: rulePieces,
      nationalStylePieces: Self.withNationalPrefix(pieces, rule: rulePieces),
      eligibleForTyping: Self.isEligible(pieces),
      prefixRuleHasFirstGroupOnly: Self.firstGroupOnly(format.nationalPrefixFormattingRule),
      spaceAfterNationalPrefix: format.nationalPrefixFormattingRule.map(Self.hasSpaceOrDash)
        ?? false,
      template: template, templateDigits: templateDigits, splits: splits,
      lengthDetermined: lengthDetermined)
  }

  /// The format's pieces, checked against the pattern's groups.
  /// - Throws: `RuleError.badFormat` when the format refers to a group the pattern lacks.
  package static func pieces(_ format: NumberFormat, groups: Int, site: PatternSite)
    throws(RuleError) -> [FormatPiece]
  {
    let pieces = parsePieces(format.format)
    for case .group(let n) in pieces where n < 1 || n > groups {
      throw .badFormat(
        PatternSite(region: site.region, field: site.field + ".format"),
        reason: "format \"\(format.format)\" refers to $\(n) but the pattern has \(groups) group(s)"
      )
    }
    return pieces
  }

  /// `pieces` with the national-prefix rule in place of the first group reference.
  static func withNationalPrefix(_ pieces: [FormatPiece], rule: [FormatPiece]?) -> [FormatPiece] {
    guard let rule,
      let first = pieces.firstIndex(where: { if case .group = $0 { true } else { false } }),
      case .group(let firstGroup) = pieces[first]
    else { return pieces }
    let resolved = rule.map { piece -> FormatPiece in
      if case .group(1) = piece { return .group(firstGroup) }
      return piece
    }
    var out = pieces
    out.replaceSubrange(first...first, with: resolved)
    return out
  }

  /// Splits `$1 $2` into pieces; `$` followed by a digit is a group reference.
  package static func parsePieces(_ format: String) -> [FormatPiece] {
    // ASCII (every format of the core pack): one pass over the bytes, a unit per byte.
    if format.utf8.allSatisfy({ $0 < 0x80 }) {
      var pieces: [FormatPiece] = []
      var literal: [UInt16] = []
      var bytes = format.utf8.makeIterator()
      var pending = bytes.next()
      while let c = pending {
        pending = bytes.next()
        if c == UInt8(ascii: "$"), let d = pending, (0x30...0x39).contains(d) {
          if !literal.isEmpty { pieces.append(.literal(literal)) }
          literal = []
          pieces.append(.group(Int(d - 0x30)))
          pending = bytes.next()
          continue
        }
        literal.append(UInt16(c))
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      return pieces
    }
    var pieces: [FormatPiece] = []
    var literal: [UInt16] = []
    let scalars = Array(format.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      if c == "$", i + 1 < scalars.count, let d = TextScanner.asciiDigit(scalars[i + 1]) {
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = []
        pieces.append(.group(Int(d)))
        i += 2
        continue
      }
      literal.append(contentsOf: String(c).utf16)
      i += 1
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }

  /// libphonenumber's eligibility rule: punctuation, `$1`, then (`$N` punctuation)*.
  static func isEligible(_ pieces: [FormatPiece]) -> Bool {
    var sawFirst = false
    for piece in pieces {
      switch piece {
      case .literal(let units):
        // Below the surrogates a unit is a scalar; otherwise decode the pairs.
        if units.allSatisfy({ $0 < 0xD800 }) {
          for u in units where !TextScanner.isPunctuation(Unicode.Scalar(UInt32(u))!) {
            return false
          }
          continue
        }
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars
        where !TextScanner.isPunctuation(scalar) {
          return false
        }
      case .group(let n):
        if !sawFirst && n != 1 { return false }
        sawFirst = true
      }
    }
    return sawFirst
  }

  /// Whether `rule` contains a space or a dash (then a space follows the national prefix).
  static func hasSpaceOrDash(_ rule: String) -> Bool {
    rule.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }
  }

  /// Whether a national-prefix rule is nil, or `$1` / `($1)` (libphonenumber's
  /// `_formatting_rule_has_first_group_only`; the regex `\(?\$1\)?` in full).
  static func firstGroupOnly(_ rule: String?) -> Bool {
    guard let rule else { return true }
    return rule == "$1" || rule == "($1" || rule == "$1)" || rule == "($1)"
  }

  /// The one render of a complete national number through a format: `digits` (values 0–9)
  /// through `pieces` (the format's own, or `nationalStylePieces`), the group spans taken
  /// from the length table when it is exact and from the reference matcher otherwise, and
  /// the digits after the match kept as they are (as `re.sub` keeps them). Returns false,
  /// writing nothing, when the pattern does not match the digits.
  ///
  /// What `NumberFormatter` writes numbers with, and what the as-you-type formatter's full
  /// rendering can call (an `[UInt16]` is a `FormatOutput`).
  /// - Complexity: O(digits) when the format's spans depend on the length only (every
  ///   core-pack format); otherwise one reference-matcher run.
  package static func renderNumber(
    _ pieces: [FormatPiece], of format: CompiledFormat, digits: UnsafeBufferPointer<UInt8>,
    into out: inout some FormatOutput
  ) -> Bool {
    if format.lengthDetermined, digits.count < format.splits.count,
      let split = format.splits[digits.count]
    {
      render(pieces, digits: digits, groups: split.groups, into: &out)
      if split.end < digits.count {
        out.append(digitValues: UnsafeBufferPointer(rebasing: digits[split.end...]))
      }
      return true
    }
    guard let pattern = format.pattern,
      let m = ReferenceMatcher(pattern).matchPrefix(Array(digits))
    else { return false }
    render(pieces, digits: digits, groups: m.groups, into: &out)
    if m.end < digits.count {
      out.append(digitValues: UnsafeBufferPointer(rebasing: digits[m.end...]))
    }
    return true
  }

  /// Renders groups of `digits` (digit values, 0...9) through `pieces`; a group whose span is
  /// missing or outside `digits` writes nothing. Pieces and spans are read in place and a
  /// group's digits are appended at once (a typing keystroke that completes a number renders
  /// it: this loop is on that path).
  package static func render(
    _ pieces: [FormatPiece], digits: UnsafeBufferPointer<UInt8>, groups: [Range<Int>?],
    into out: inout some FormatOutput
  ) {
    pieces.withUnsafeBufferPointer { pieces in
      groups.withUnsafeBufferPointer { groups in
        for i in 0..<pieces.count {
          switch pieces[i] {
          case .literal(let units): out.append(units: units)
          case .group(let n):
            guard n >= 1, n <= groups.count, let span = groups[n - 1],
              span.lowerBound >= 0, span.upperBound <= digits.count
            else { continue }
            out.append(digitValues: UnsafeBufferPointer(rebasing: digits[span]))
          }
        }
      }
    }
  }
}

/// What the formats of one table section derive from their format strings and national-prefix
/// rules, one entry per pair as the section numbers them, so that each is worked out once (a
/// region's lists repeat a few of them: `$1 $2 $3`, `0$1`).
struct DerivedPieces: Sendable {
  final class Entry: Sendable {
    let format: String
    let rule: String?
    let pieces: [FormatPiece]
    let rulePieces: [FormatPiece]?
    let nationalStyle: [FormatPiece]
    let eligible: Bool
    let firstGroupOnly: Bool
    let spaceAfterPrefix: Bool

    init(
      format: String, rule: String?, pieces: [FormatPiece], rulePieces: [FormatPiece]?,
      nationalStyle: [FormatPiece], eligible: Bool, firstGroupOnly: Bool,
      spaceAfterPrefix: Bool
    ) {
      self.format = format
      self.rule = rule
      self.pieces = pieces
      self.rulePieces = rulePieces
      self.nationalStyle = nationalStyle
      self.eligible = eligible
      self.firstGroupOnly = firstGroupOnly
      self.spaceAfterPrefix = spaceAfterPrefix
    }
  }
  /// In the order the section numbers its format strings.
  private var entries: [Entry] = []

  /// How many format strings the section has given so far.
  var count: Int { entries.count }

  /// The derived parts of the section's format strings number `number` (`< count`).
  subscript(number: Int) -> Entry { entries[number] }

  /// Works out the parts of the section's next format strings (each pair comes once per
  /// section: `ByteWriter.compiledFormats`); a format string given before with another rule
  /// lends its pieces.
  mutating func append(format: String, rule: String?) {
    let pieces = entries.first { $0.format == format }?.pieces ?? CompiledFormat.parsePieces(format)
    let rulePieces = rule.flatMap { $0.isEmpty ? nil : CompiledFormat.parsePieces($0) }
    entries.append(
      Entry(
        format: format, rule: rule, pieces: pieces, rulePieces: rulePieces,
        nationalStyle: CompiledFormat.withNationalPrefix(pieces, rule: rulePieces),
        eligible: CompiledFormat.isEligible(pieces),
        firstGroupOnly: CompiledFormat.firstGroupOnly(rule),
        spaceAfterPrefix: rule.map(CompiledFormat.hasSpaceOrDash) ?? false))
  }
}

/// What typing and formatting use of a format's rule besides its pattern (which the automaton
/// and the group spans hold compiled): what a table file's formats section keeps of it (its
/// strings once per section, then by number: format 5), so that the section reads without the
/// region's model.
package struct FormatRule: Hashable, Sendable {
  package var format: String
  package var nationalPrefixRule: String?
  package var nationalPrefixOptional: Bool
  package var hasCarrierCodeRule: Bool
  package var priority: Int

  init(
    format: String, nationalPrefixRule: String?, nationalPrefixOptional: Bool,
    hasCarrierCodeRule: Bool, priority: Int
  ) {
    self.format = format
    self.nationalPrefixRule = nationalPrefixRule
    self.nationalPrefixOptional = nationalPrefixOptional
    self.hasCarrierCodeRule = hasCarrierCodeRule
    self.priority = priority
  }

  init(_ f: NumberFormat) {
    self.init(
      format: f.format, nationalPrefixRule: f.nationalPrefixFormattingRule,
      nationalPrefixOptional: f.nationalPrefixOptionalWhenFormatting,
      hasCarrierCodeRule: f.carrierCodeFormattingRule != nil, priority: f.priority)
  }
}

/// A format string and national-prefix rule, what a format's pieces are derived from: kept
/// once per formats section of a table file, then by number.
package struct FormatStrings: Hashable, Sendable {
  package var format: String
  package var nationalPrefixRule: String?

  package init(format: String, nationalPrefixRule: String?) {
    self.format = format
    self.nationalPrefixRule = nationalPrefixRule
  }
}

/// Where a format's pattern text is.
enum PatternText: Sendable {
  case held(String)
  /// In the region's model, which a table file holds apart from the formats.
  case inModel(PatternTexts)
}

/// The pattern texts of one format list read from a table file, taken from the region's model
/// when one is asked (`CompiledFormat.patternText`: typing and formatting never ask, and
/// decoding the model is a third of a first keystroke; the table source keeps a model once
/// decoded). A model that does not decode (a damaged file, which `.everySection` refuses), or
/// has no such format, gives an empty text. And the list's pattern trees, by pattern ID, read
/// from the end of the formats section when first asked (`tree(patternID:)`,
/// `PatternCoding.swift`).
final class PatternTexts: Sendable {
  private let read: @Sendable (Int) -> String?
  /// Reads the list's pattern trees, by pattern ID.
  let readTrees: @Sendable () -> Result<[DigitPattern], TableFileError>
  /// What `readTrees` gave, once.
  let trees = SetOnceSlots<PatternTreeList>(count: 1)

  /// `read(i)`: the pattern of format `i` of the list, or nil; `trees()`: the list's pattern
  /// trees by pattern ID.
  init(
    _ read: @escaping @Sendable (Int) -> String?,
    trees: @escaping @Sendable () -> Result<[DigitPattern], TableFileError>
  ) {
    self.read = read
    self.readTrees = trees
  }

  func text(at i: Int) -> String { i >= 0 ? read(i) ?? "" : "" }
}
