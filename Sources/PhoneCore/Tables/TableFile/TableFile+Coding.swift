// How each model and table is written to and read from a table file, with validation.

/// What a compiled format stores besides its rule: its as-you-type template and its group
/// spans by length (`CompiledFormat`), shared by the formats of a region that have the same.
package struct FormatShape: Hashable {
  var template: [UInt16]?
  var templateDigits: Int
  var splits: [CompiledFormat.Split?]

  package init(template: [UInt16]?, templateDigits: Int, splits: [CompiledFormat.Split?]) {
    self.template = template
    self.templateDigits = templateDigits
    self.splits = splits
  }
}

/// What the national part of a formats section holds (`ByteReader.nationalPart`).
struct NationalPart: Sendable {
  /// The main region's `digitLimit`.
  var digitLimit: Int?
  /// What typing needs of the code's other regions, in index order.
  var others: [RegionTyping]
  var formats: [CompiledFormat]
  var automaton: FormatAutomaton
  var internationalPrefix: FirstMatchDFA?
  var nationalPrefixForParsing: FirstMatchDFA?
  var hasInternational: Bool
  var shapes: [FormatShape]
  var derived: DerivedPieces
}

/// A format's strings as its section read them, its two flags (bit 0 the national prefix
/// optional, bit 1 a carrier-code rule) and priority.
struct FormatFlags {
  var strings: DerivedPieces.Entry
  var flags: UInt64
  var priority: Int
}

extension ByteReader {
  package mutating func region() throws(TableFileError) -> Region {
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
    var strings: [String] = []
    let national = try formats(strings: &strings)
    let intl = try bool() ? try formats(strings: &strings) : nil
    let typeCount = try count()
    var types = [PatternType: NumberPattern](minimumCapacity: typeCount)
    let allTypes = PatternType.allCases
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

  mutating func formats(strings: inout [String]) throws(TableFileError) -> [NumberFormat] {
    let n = try count()
    var out: [NumberFormat] = []
    out.reserveCapacity(n)
    for _ in 0..<n {
      let pattern = try shared(&strings)
      let format = try shared(&strings)
      let leadingCount = try count()
      var leading: [String] = []
      leading.reserveCapacity(leadingCount)
      for _ in 0..<leadingCount { leading.append(try shared(&strings)) }
      out.append(
        NumberFormat(
          pattern: pattern, format: format, leadingDigits: leading,
          nationalPrefixFormattingRule: try bool() ? try shared(&strings) : nil,
          nationalPrefixOptionalWhenFormatting: try bool(),
          carrierCodeFormattingRule: try optionalString(), priority: try int()))
    }
    return out
  }

  /// What `ByteWriter.shared` wrote: a string new in the region, or one read before.
  mutating func shared(_ strings: inout [String]) throws(TableFileError) -> String {
    let at = offset
    let k = try varint()
    if k == 0 {
      let s = try string()
      strings.append(s)
      return s
    }
    guard k <= UInt64(strings.count) else {
      throw .corrupt(offset: at, reason: "string \(k - 1) of \(strings.count)")
    }
    return strings[Int(k - 1)]
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
    let parts = try compact()
    let survivorShift = try count()
    let orderShift = try count()
    let completeSets = try formatSets()
    let survivorSets = try formatSets()
    let orderCount = try count()
    let orderLists = Array(try take(try count()))
    let disagreements = try int()
    let a = FormatAutomaton(
      formatCount: formatCount, survivorColumns: columns, start: start, transitions: transitions,
      stateParts: parts, survivorShift: Swift.min(survivorShift, 64),
      orderShift: Swift.min(orderShift, 64), completeSets: completeSets,
      survivorSets: survivorSets, orderLists: orderLists, orderCount: orderCount,
      rankDisagreements: disagreements)
    do { try a.checkInvariants() } catch { throw .corrupt(offset: at, reason: error.message) }
    return a
  }

  /// A format list's compiled parts (what `ByteWriter.compiledFormats` wrote); the format
  /// strings (with what is derived from them) and shapes of the section's formats read so far
  /// are in `derived` and `shapes`, which later formats refer to by number.
  mutating func compiledFormats(
    region: String, field: String, texts: PatternTexts, derived: inout DerivedPieces,
    shapes: inout [FormatShape]
  ) throws(TableFileError) -> [CompiledFormat] {
    // A format takes three bytes at least (pattern id, rule and shape numbers).
    let formatCount = try count(itemSize: 3)
    var out: [CompiledFormat] = []
    out.reserveCapacity(formatCount)
    for i in 0..<formatCount {
      let at = offset
      let patternID = try int()
      guard (0..<formatCount).contains(patternID) else {
        throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: pattern id")
      }
      let ruleNumber = try varint()
      guard ruleNumber <= UInt64(derived.count) else {
        throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: rule \(ruleNumber)")
      }
      if ruleNumber == UInt64(derived.count) {
        derived.append(format: try string(), rule: try optionalString())
      }
      let flags = try varint()
      guard flags <= 3 else {
        throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: flags \(flags)")
      }
      let f = FormatFlags(strings: derived[Int(ruleNumber)], flags: flags, priority: try int())
      let shapeNumber = try varint()
      guard shapeNumber <= UInt64(shapes.count) else {
        throw .corrupt(offset: at, reason: "\(region) \(field)[\(i)]: shape \(shapeNumber)")
      }
      if shapeNumber < UInt64(shapes.count) {
        let shape = shapes[Int(shapeNumber)]
        out.append(
          try compiledFormat(
            f, index: i, patternID: patternID, texts: texts, shape: shape, at: at,
            site: { PatternSite(region: region, field: "\(field)[\(i)]") }))
        continue
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
      guard splitCount <= CompiledFormat.maxNationalLength + 1 else {
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
      let shape = FormatShape(template: template, templateDigits: templateDigits, splits: splits)
      shapes.append(shape)
      out.append(
        try compiledFormat(
          f, index: i, patternID: patternID, texts: texts, shape: shape, at: at,
          site: { PatternSite(region: region, field: "\(field)[\(i)]") }))
    }
    return out
  }

  /// One format of a list, from its rule and shape; an error there is the format's at `at`.
  private func compiledFormat(
    _ f: FormatFlags, index i: Int, patternID: Int, texts: PatternTexts, shape: FormatShape,
    at: Int, site: () -> PatternSite
  ) throws(TableFileError) -> CompiledFormat {
    do {
      return try CompiledFormat(
        fromTable: f.strings, nationalPrefixOptional: f.flags & 1 != 0,
        hasCarrierCodeRule: f.flags & 2 != 0, priority: f.priority, index: i,
        patternID: patternID, patternText: texts, template: shape.template,
        templateDigits: shape.templateDigits, splits: shape.splits, site: site)
    } catch {
      throw .corrupt(offset: at, reason: error.description)
    }
  }

  /// The national part of a formats section (after its length): the region's digit limit,
  /// the national list, the prefix automata, whether an international list follows; with the
  /// shapes and the derived pieces of its format strings read, which the international list's
  /// formats refer to.
  /// Read without the region's model (format 5): `name` is the main region's, for messages;
  /// `texts` gives the national formats' pattern texts when asked.
  mutating func nationalPart(name: String, texts: PatternTexts) throws(TableFileError)
    -> NationalPart?
  {
    guard try bool() else { return nil }
    let at = offset
    let limit = try varint()
    guard limit <= 1 << 16 else {
      throw .corrupt(offset: at, reason: "\(name): digit limit \(limit - 1)")
    }
    var others: [RegionTyping] = []
    for _ in 0..<(try count()) {
      let at = offset
      guard let typing = RegionTyping(packed: try varint()) else {
        throw .corrupt(offset: at, reason: "\(name): another region's digit limit")
      }
      others.append(typing)
    }
    var derived = DerivedPieces()
    var shapes: [FormatShape] = []
    let formats = try compiledFormats(
      region: name, field: "formats", texts: texts, derived: &derived, shapes: &shapes)
    let automaton = try automaton()
    guard automaton.formatCount == formats.count else {
      throw .corrupt(offset: offset, reason: "\(name): automaton and formats differ")
    }
    let idd = try firstMatch()
    let npp = try firstMatch()
    let international = try bool()
    return NationalPart(
      digitLimit: limit == 0 ? nil : Int(limit - 1), others: others, formats: formats,
      automaton: automaton,
      internationalPrefix: idd, nationalPrefixForParsing: npp, hasInternational: international,
      shapes: shapes, derived: derived)
  }

  /// The international list of a formats section (after its national part): one format at
  /// least (a region without international formats has no list).
  mutating func internationalPart(name: String, texts: PatternTexts, after national: NationalPart)
    throws(TableFileError) -> InternationalList
  {
    var (derived, shapes) = (national.derived, national.shapes)
    let at = offset
    let formats = try compiledFormats(
      region: name, field: "internationalFormats", texts: texts, derived: &derived,
      shapes: &shapes)
    guard !formats.isEmpty else {
      throw .corrupt(offset: at, reason: "\(name): international tables without formats")
    }
    let automaton = try automaton()
    guard automaton.formatCount == formats.count else {
      throw .corrupt(offset: offset, reason: "\(name): automaton and formats differ")
    }
    return InternationalList(formats: formats, automaton: automaton)
  }

  mutating func regionRules(_ region: Region, sharing compiled: CompiledRegion?)
    throws(TableFileError) -> RegionRules
  {
    let types = try multiPattern(name: region.code.description)
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
    let patternAt = offset
    let pattern = try bool() ? try digitPattern() : nil
    // A tree exactly where the transform rule needs the national prefix's groups.
    let needed = region.nationalPrefixTransformRule != nil && region.nationalPrefixForParsing != nil
    guard (pattern != nil) == needed else {
      throw .corrupt(
        offset: patternAt,
        reason: "\(region.code): a national-prefix pattern tree "
          + (needed ? "is missing" : "without a transform rule"))
    }
    return RegionRules(
      region, types: types, internationalPrefix: idd, nationalPrefixForParsing: npp,
      leadingDigits: leading, nationalPrefixPattern: pattern)
  }
}
