// TableFile+Coding+Writing: how each model and table is written to a table file (the reading side
// is TableFile+Coding.swift), in a file of its own so that an app that only reads tables links
// none of it.

package import PhoneCore

/// The strings a region's models section has written so far, numbered in order.
struct StringTable {
  var numbers: [String: Int] = [:]
}

extension ByteWriter {
  mutating func region(_ r: Region) {
    string(r.code.description)
    int(r.callingCode)
    bool(r.mainRegionForCode)
    for s in [
      r.leadingDigits, r.internationalPrefix, r.preferredInternationalPrefix, r.nationalPrefix,
      r.preferredExtensionPrefix, r.nationalPrefixForParsing, r.nationalPrefixTransformRule,
    ] {
      optionalString(s)
    }
    bool(r.mobileNumberPortable)
    bool(r.sameMobileAndFixedLinePattern)
    var strings = StringTable()
    formats(r.formats, strings: &strings)
    bool(r.internationalFormats != nil)
    if let intl = r.internationalFormats { formats(intl, strings: &strings) }
    let types = r.types.sorted { $0.key.rawValue < $1.key.rawValue }
    count(types.count)
    for (type, p) in types {
      // Its place in `PatternType.allCases`: one byte, no string to compare when read.
      u8(UInt8(PatternType.allCases.firstIndex(of: type) ?? 0))
      string(p.pattern)
      ints(p.possibleLengths)
      ints(p.localOnlyLengths)
      optionalString(p.example)
    }
    let names = r.names.sorted { $0.key < $1.key }
    count(names.count)
    for (k, v) in names {
      string(k)
      string(v)
    }
    count(r.searchNames.count)
    for n in r.searchNames { string(n) }
    bool(r.maxDigits != nil)
    if let m = r.maxDigits { int(m) }
  }

  /// A format list; its strings through `strings` (the national and international lists of
  /// a region repeat their patterns, leading digits and rules).
  mutating func formats(_ list: [NumberFormat], strings: inout StringTable) {
    count(list.count)
    for f in list {
      shared(f.pattern, &strings)
      shared(f.format, &strings)
      count(f.leadingDigits.count)
      for l in f.leadingDigits { shared(l, &strings) }
      bool(f.nationalPrefixFormattingRule != nil)
      if let rule = f.nationalPrefixFormattingRule { shared(rule, &strings) }
      bool(f.nationalPrefixOptionalWhenFormatting)
      optionalString(f.carrierCodeFormattingRule)
      int(f.priority)
    }
  }

  /// A string written once per region: 0 and the string the first time, then 1 + its number.
  mutating func shared(_ s: String, _ strings: inout StringTable) {
    if let k = strings.numbers[s] {
      count(k + 1)
      return
    }
    strings.numbers[s] = strings.numbers.count
    count(0)
    string(s)
  }

  mutating func leadingDigits(_ d: LeadingDigitsAutomaton) {
    transitions(d.transitions)
    u64s(d.accepting)
    count(d.start.index)
  }

  mutating func firstMatch(_ d: FirstMatchDFA?) {
    bool(d != nil)
    guard let d else { return }
    transitions(d.transitions)
    u32s(d.flags.values)
    count(d.start.index)
  }

  mutating func transitions(_ t: TransitionTable) {
    count(t.stateCount)
    count(t.uniformCount)
    count(t.columns)
    u64(t.classOf)
    u32s(t.cells.values)
  }

  mutating func automaton(_ a: FormatAutomaton) {
    count(a.formatCount)
    count(a.survivorColumns)
    count(a.start.index)
    transitions(a.transitions)
    u32s(a.stateParts.values)
    count(a.survivorShift)
    count(a.orderShift)
    u64s(a.completeSets.values)
    u64s(a.survivorSets.values)
    count(a.orderCount)
    count(a.orderLists.count)
    bytes += a.orderLists.values
    int(a.rankDisagreements)
  }

  /// A format list's compiled parts; each format's shape (template and group spans by
  /// length) written once per region, then by its number (the international list of a region
  /// mostly repeats the national list's patterns).
  ///
  /// Each format's rule as typing and formatting use it (`FormatRule`) is written too, so
  /// that the section is read without the region's model (format 5): its format string and
  /// national-prefix rule once per section and then by number, its two flags and priority.
  mutating func compiledFormats(
    _ list: [CompiledFormat], shapes: inout [FormatShape], ruleTable: inout [FormatStrings]
  ) {
    count(list.count)
    for f in list {
      int(f.patternID)
      let rule = f.rule
      let strings = FormatStrings(format: rule.format, nationalPrefixRule: rule.nationalPrefixRule)
      if let k = ruleTable.firstIndex(of: strings) {
        count(k)
      } else {
        count(ruleTable.count)
        ruleTable.append(strings)
        string(strings.format)
        optionalString(strings.nationalPrefixRule)
      }
      count((rule.nationalPrefixOptional ? 1 : 0) | (rule.hasCarrierCodeRule ? 2 : 0))
      int(rule.priority)
      let shape = FormatShape(
        template: f.template, templateDigits: f.templateDigits, splits: f.splits)
      if let k = shapes.firstIndex(of: shape) {
        count(k)
        continue
      }
      count(shapes.count)
      shapes.append(shape)
      bool(f.template != nil)
      if let t = f.template {
        count(t.count)
        for u in t { u16(u) }
      }
      int(f.templateDigits)
      count(f.splits.count)
      for split in f.splits {
        bool(split != nil)
        guard let split else { continue }
        int(split.end)
        count(split.groups.count)
        for g in split.groups {
          bool(g != nil)
          if let g {
            int(g.lowerBound)
            int(g.upperBound)
          }
        }
      }
    }
  }

  /// A calling code's formats section: a varint of the length of its national part, that
  /// part (whether the code has formats to compile; then the main region's digit limit and,
  /// for each of `others`, the code's other regions in index order, its digit limit and
  /// whether it has formats of its own; the national list's formats and automaton, the prefix
  /// automata, and whether an international list follows), then the international list's
  /// formats and automaton behind their length, so that a national number never decompresses
  /// them (the index holds where the national part ends); then, when the code has formats, the
  /// lists' pattern trees (format 7, `FormatPatterns.swift`).
  /// - Throws: `TableFileError` when a format read from a damaged table file has no tree.
  package mutating func formatsSection(
    _ c: CompiledRegion?, international: InternationalList?, others: [Region] = []
  ) throws(TableFileError) {
    var shapes: [FormatShape] = []
    var ruleTable: [FormatStrings] = []
    var national = ByteWriter()
    national.bool(c != nil)
    if let c {
      // What the formatter needs of the regions' models besides the formats (format 5).
      national.count(c.digitLimit.map { $0 + 1 } ?? 0)
      national.count(others.count)
      for r in others { national.varint(RegionTyping(r).packed) }
      national.compiledFormats(c.nationalFormats, shapes: &shapes, ruleTable: &ruleTable)
      national.automaton(c.nationalAutomaton)
      national.firstMatch(c.internationalPrefix?.automaton)
      national.firstMatch(c.nationalPrefixForParsing?.automaton)
      national.bool(international != nil)
    }
    count(national.bytes.count)
    bytes += national.bytes
    guard let c else { return }
    var intl = ByteWriter()
    if let international {
      intl.compiledFormats(international.formats, shapes: &shapes, ruleTable: &ruleTable)
      intl.automaton(international.automaton)
    }
    count(intl.bytes.count)
    bytes += intl.bytes
    try formatPatterns(national: c.nationalFormats, international: international?.formats)
  }

  /// A region's rules; its prefix automata are written only where they differ from those of
  /// `compiled` (the calling code's formats section, decoded first), so each is stored once.
  mutating func regionRules(_ r: RegionRules, sharing compiled: CompiledRegion?) {
    multiPattern(r.types)
    let pairs: [(FirstMatchDFA?, FirstMatchDFA?)] = [
      (r.internationalPrefix, compiled?.internationalPrefix?.automaton),
      (r.nationalPrefixForParsing, compiled?.nationalPrefixForParsing?.automaton),
    ]
    for (mine, shared) in pairs {
      let same = mine != nil && mine == shared
      bool(same)
      if !same { firstMatch(mine) }
    }
    bool(r.leadingDigits != nil)
    if let d = r.leadingDigits { leadingDigits(d) }
    // The national-prefix pattern's tree, where a transform rule needs its groups (format 7).
    bool(r.nationalPrefixPattern != nil)
    if let p = r.nationalPrefixPattern { digitPattern(p) }
  }
}

extension Region {
  /// A checksum of everything the region's model holds (`checksum64` of the bytes a table
  /// file stores for it): the same for the region compiled from JSON and read from the shipped
  /// tables, another for any change to a field. What `pinned.json` records of the regions a
  /// pack builds on (`phonefmt pack pin`), so that lint can tell when one has changed.
  package var fingerprint: UInt64 {
    var w = ByteWriter()
    w.region(self)
    return checksum64(w.bytes[...])
  }
}
