// How each model and table is written to and read from a table file, with validation.

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
    formats(r.formats)
    bool(r.internationalFormats != nil)
    if let intl = r.internationalFormats { formats(intl) }
    let types = r.types.sorted { $0.key.rawValue < $1.key.rawValue }
    count(types.count)
    for (type, p) in types {
      // Its place in `NumberType.allCases`: one byte, no string to compare when read.
      u8(UInt8(NumberType.allCases.firstIndex(of: type) ?? 0))
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

  mutating func formats(_ list: [NumberFormat]) {
    count(list.count)
    for f in list {
      string(f.pattern)
      string(f.format)
      count(f.leadingDigits.count)
      for l in f.leadingDigits { string(l) }
      optionalString(f.nationalPrefixFormattingRule)
      bool(f.nationalPrefixOptionalWhenFormatting)
      optionalString(f.carrierCodeFormattingRule)
      int(f.priority)
    }
  }

  mutating func leadingDigits(_ d: LeadingDigitsAutomaton) {
    transitions(d.transitions)
    u64s(d.accepting)
    count(Int(d.start))
  }

  mutating func firstMatch(_ d: FirstMatchDFA?) {
    bool(d != nil)
    guard let d else { return }
    transitions(d.transitions)
    u32s(d.flags.values)
    count(Int(d.start))
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
    count(Int(a.start))
    transitions(a.transitions)
    u32s(a.stateLabel.values)
    u32s(a.labelComplete.values)
    u32s(a.labelSurvivors.values)
    u32s(a.labelOrder.values)
    u64s(a.completeSets)
    u64s(a.survivorSets)
    count(a.orderLists.count)
    bytes += a.orderLists
    int(a.rankDisagreements)
  }

  mutating func compiledFormats(_ list: [CompiledFormat]) {
    count(list.count)
    for f in list {
      int(f.patternID)
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

  /// A compiled region: its format lists and automata, then its prefix automata.
  mutating func compiledRegion(_ c: CompiledRegion) {
    compiledFormats(c.nationalFormats)
    automaton(c.nationalAutomaton)
    bool(c.internationalFormats != nil)
    if let f = c.internationalFormats, let a = c.internationalAutomaton {
      compiledFormats(f)
      automaton(a)
    }
    firstMatch(c.internationalPrefix?.automaton)
    firstMatch(c.nationalPrefixForParsing?.automaton)
  }

  /// A region's rules; its prefix automata are written only where they differ from those of
  /// `compiled` (the calling code's formats section, decoded first), so each is stored once.
  mutating func regionRules(_ r: RegionRules, sharing compiled: CompiledRegion?) {
    transitions(r.types.transitions)
    u32s(r.types.stateKind.values)
    u32s(r.types.kindLabel)
    u32s(r.types.kindLive)
    count(Int(r.types.start))
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
  }
}

extension ByteReader {
  mutating func region() throws(TableFileError) -> Region {
    let at = offset
    let codeText = try string()
    guard let code = RegionCode(codeText) else {
      throw .corrupt(offset: at, reason: "region code \"\(codeText)\"")
    }
    let callingCode = try int()
    guard (1...999).contains(callingCode) else {
      throw .corrupt(offset: at, reason: "calling code \(callingCode)")
    }
    let main = try bool()
    var s: [String?] = []
    for _ in 0..<7 { s.append(try optionalString()) }
    let portable = try bool()
    let same = try bool()
    let national = try formats()
    let intl = try bool() ? try formats() : nil
    let typeCount = try count()
    var types = [NumberType: NumberPattern](minimumCapacity: typeCount)
    let allTypes = NumberType.allCases
    for _ in 0..<typeCount {
      let at = offset
      let number = Int(try u8())
      guard number < allTypes.count, types[allTypes[number]] == nil else {
        throw .corrupt(offset: at, reason: "number type \(number)")
      }
      let type = allTypes[number]
      types[type] = NumberPattern(
        pattern: try string(), possibleLengths: try ints(), localOnlyLengths: try ints(),
        example: try optionalString())
    }
    var names: [String: String] = [:]
    for _ in 0..<(try count()) { names[try string()] = try string() }
    var search: [String] = []
    for _ in 0..<(try count()) { search.append(try string()) }
    var maxDigits: Int?
    if try bool() {
      let at = offset
      let m = try int()
      guard (1...PhoneNumber.maxNationalDigits).contains(m) else {
        throw .corrupt(offset: at, reason: "maximum digits \(m)")
      }
      maxDigits = m
    }
    return Region(
      code: code, callingCode: callingCode, mainRegionForCode: main, leadingDigits: s[0],
      internationalPrefix: s[1], preferredInternationalPrefix: s[2], nationalPrefix: s[3],
      preferredExtensionPrefix: s[4], nationalPrefixForParsing: s[5],
      nationalPrefixTransformRule: s[6], mobileNumberPortable: portable,
      sameMobileAndFixedLinePattern: same, formats: national, internationalFormats: intl,
      types: types, names: names, searchNames: search, maxDigits: maxDigits)
  }

  mutating func formats() throws(TableFileError) -> [NumberFormat] {
    let n = try count()
    var out: [NumberFormat] = []
    out.reserveCapacity(n)
    for _ in 0..<n {
      let pattern = try string()
      let format = try string()
      let leadingCount = try count()
      var leading: [String] = []
      leading.reserveCapacity(leadingCount)
      for _ in 0..<leadingCount { leading.append(try string()) }
      out.append(
        NumberFormat(
          pattern: pattern, format: format, leadingDigits: leading,
          nationalPrefixFormattingRule: try optionalString(),
          nationalPrefixOptionalWhenFormatting: try bool(),
          carrierCodeFormattingRule: try optionalString(), priority: try int()))
    }
    return out
  }

  mutating func leadingDigits() throws(TableFileError) -> LeadingDigitsAutomaton {
    let at = offset
    let d = LeadingDigitsAutomaton(
      transitions: try transitions(), accepting: try u64s(), start: try state())
    do { try d.checkInvariants() } catch { throw .corrupt(offset: at, reason: error.message) }
    return d
  }

  mutating func firstMatch() throws(TableFileError) -> FirstMatchDFA? {
    guard try bool() else { return nil }
    let at = offset
    let d = FirstMatchDFA(transitions: try transitions(), flags: try compact(), start: try state())
    do { try d.checkInvariants() } catch { throw .corrupt(offset: at, reason: error.message) }
    return d
  }

  /// A transition table, checked.
  mutating func transitions() throws(TableFileError) -> TransitionTable {
    let at = offset
    let states = try count()
    let uniform = try count()
    let columns = try count()
    let classOf = try u64()
    let cells = try compact()
    let t = TransitionTable(
      uniformCount: uniform, stateCount: states, columns: columns, classOf: classOf,
      cells: cells)
    do { try t.checkInvariants() } catch { throw .corrupt(offset: at, reason: error.message) }
    return t
  }

  mutating func automaton() throws(TableFileError) -> FormatAutomaton {
    let at = offset
    let formatCount = try count()
    let columns = try count()
    let start = try state()
    let transitions = try transitions()
    let labels = try compact()
    let complete = try compact()
    let survivors = try compact()
    let order = try compact()
    let completeSets = try u64s()
    let survivorSets = try u64s()
    let orderLists = Array(try take(try count()))
    let disagreements = try int()
    let a = FormatAutomaton(
      formatCount: formatCount, survivorColumns: columns, start: start, transitions: transitions,
      stateLabel: labels, labelComplete: complete, labelSurvivors: survivors, labelOrder: order,
      completeSets: completeSets, survivorSets: survivorSets, orderLists: orderLists,
      rankDisagreements: disagreements)
    do { try a.checkInvariants() } catch { throw .corrupt(offset: at, reason: error.message) }
    return a
  }

  mutating func compiledFormats(
    _ list: [NumberFormat], region: String, field: String, derived: inout DerivedPieces
  ) throws(TableFileError) -> [CompiledFormat] {
    let at = offset
    guard try count() == list.count else {
      throw .corrupt(offset: at, reason: "\(region) \(field): format count differs")
    }
    var out: [CompiledFormat] = []
    out.reserveCapacity(list.count)
    for (i, f) in list.enumerated() {
      let at = offset
      let patternID = try int()
      guard (0..<list.count).contains(patternID) else {
        throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: pattern id")
      }
      var template: [UInt16]? = nil
      if try bool() {
        let n = try count(itemSize: 2)
        var t: [UInt16] = []
        t.reserveCapacity(n)
        for _ in 0..<n { t.append(try u16()) }
        template = t
      }
      let templateDigits = try int()
      var splits: [CompiledFormat.Split?] = []
      let splitCount = try count()
      guard splitCount <= FormatCompiler.maxNationalLength + 1 else {
        throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: split table")
      }
      splits.reserveCapacity(splitCount)
      for length in 0..<splitCount {
        guard try bool() else {
          splits.append(nil)
          continue
        }
        let end = try int()
        let groupCount = try count()
        var groups: [Range<Int>?] = []
        groups.reserveCapacity(groupCount)
        for _ in 0..<groupCount {
          if try bool() {
            let lo = try int()
            let hi = try int()
            guard 0 <= lo, lo <= hi, hi <= length else {
              throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: group span")
            }
            groups.append(lo..<hi)
          } else {
            groups.append(nil)
          }
        }
        guard (0...length).contains(end) else {
          throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: match end")
        }
        splits.append(CompiledFormat.Split(groups: groups, end: end))
      }
      let format: CompiledFormat
      do {
        format = try CompiledFormat(
          fromTable: f, index: i, patternID: patternID, template: template,
          templateDigits: templateDigits, splits: splits, derived: &derived,
          site: { PatternSite(region: region, field: "\(field)[\(i)]") })
      } catch {
        throw .corrupt(offset: at, reason: error.description)
      }
      out.append(format)
    }
    return out
  }

  mutating func compiledRegion(_ region: Region) throws(TableFileError) -> CompiledRegion {
    let name = region.name
    var derived = DerivedPieces()
    let national = try compiledFormats(
      region.formats, region: name, field: "formats", derived: &derived)
    let nationalAutomaton = try automaton()
    guard nationalAutomaton.formatCount == national.count else {
      throw .corrupt(offset: offset, reason: "\(name): automaton and formats differ")
    }
    var intl: [CompiledFormat]? = nil
    var intlAutomaton: FormatAutomaton? = nil
    let at = offset
    if try bool() {
      guard let list = region.internationalFormats, !list.isEmpty else {
        throw .corrupt(offset: at, reason: "\(name): international tables without formats")
      }
      intl = try compiledFormats(
        list, region: name, field: "internationalFormats", derived: &derived)
      intlAutomaton = try automaton()
      guard intlAutomaton!.formatCount == list.count else {
        throw .corrupt(offset: offset, reason: "\(name): automaton and formats differ")
      }
    }
    let idd = try firstMatch()
    let npp = try firstMatch()
    return CompiledRegion(
      region: region, nationalFormats: national, nationalAutomaton: nationalAutomaton,
      internationalFormats: intl, internationalAutomaton: intlAutomaton,
      internationalPrefix: idd.map(PrefixMatcher.init(automaton:)),
      nationalPrefixForParsing: npp.map(PrefixMatcher.init(automaton:)))
  }

  mutating func regionRules(_ region: Region, sharing compiled: CompiledRegion?)
    throws(TableFileError) -> RegionRules
  {
    let at = offset
    let types = MultiPatternDFA(
      transitions: try transitions(), stateKind: try compact(),
      kindLabel: try u32s(), kindLive: try u32s(), start: try state())
    do { try types.checkInvariants() } catch {
      throw .corrupt(offset: at, reason: "\(region.code): \(error.message)")
    }
    /// A prefix automaton: the formats section's (flag set), or its own.
    func prefix(_ shared: FirstMatchDFA?) throws(TableFileError) -> FirstMatchDFA? {
      let at = offset
      guard try bool() else { return try firstMatch() }
      guard let shared else {
        throw .corrupt(offset: at, reason: "\(region.code): a shared prefix automaton is missing")
      }
      return shared
    }
    let idd = try prefix(compiled?.internationalPrefix?.automaton)
    let npp = try prefix(compiled?.nationalPrefixForParsing?.automaton)
    let leading = try bool() ? try leadingDigits() : nil
    do {
      return try RegionRules(
        region, types: types, internationalPrefix: idd, nationalPrefixForParsing: npp,
        leadingDigits: leading)
    } catch {
      throw .corrupt(offset: at, reason: error.description)
    }
  }
}
