// PhoneCatalog: the loaded regions, looked up by region code or calling code, compiled lazily.

/// A set of regions (from the core rule pack and any packs on top), compiled on first use.
///
/// ```swift
/// let catalog = PhoneCatalog(regions: regions)
/// var typing = try AsYouTypeFormatter(region: .gb, catalog: catalog)
/// ```
/// - Complexity: building a catalog is O(regions); each region compiles on first use, once.
public struct PhoneCatalog: Sendable {
  /// Geographic regions by code.
  package var regions: RegionDirectory<RegionCode> { storage.regions }
  /// Non-geographic entities (+800, +808, ...) by calling code.
  package var nonGeographic: RegionDirectory<Int> { storage.nonGeographic }
  /// Regions per calling code, the main region first, then the others by code. (Built on
  /// first use for a catalog opened from tables; one code's list is `regionCodes(callingCode:)`.)
  package var regionsByCallingCode: [Int: [RegionCode]] { storage.byCallingCode() }
  /// The table file this catalog was opened from, decoded per calling code on first use.
  var source: TableSource? { storage.source }
  private var cache: CompileCache { storage.cache }
  /// A catalog whose compiled tables serve the calling codes whose regions are the same here
  /// (packs loaded on top of shipped tables recompile only what they change).
  private var base: Box? { storage.base }
  /// The short-number metadata fields of this catalog ask (`PhoneNumberField.isEmergencyNumber`):
  /// the core pack's, attached by PhonePacks; nil for a catalog made of regions alone.
  package var shortNumberTable: ShortNumberTable? {
    if let table = storage.shortNumbers { return table }
    guard let open = storage.openShortNumbers else { return nil }
    return storage.openedShortNumbers.load(0) ?? storage.openedShortNumbers.store(open(), at: 0)
  }

  /// Everything a catalog holds, in one immutable object: a catalog is passed and captured
  /// on the warm path (closures of the parser and validator), and a copy is then one retain
  /// instead of one per field.
  private let storage: Storage

  final class Storage: Sendable {
    let regions: RegionDirectory<RegionCode>
    let nonGeographic: RegionDirectory<Int>
    /// Regions per calling code of a catalog of held regions (nil: opened from tables, whose
    /// index answers; `byCallingCode()` builds the dictionary on first use).
    private let heldByCallingCode: [Int: [RegionCode]]?
    private let builtByCallingCode = SetOnceSlots<CodeRegionsBox>(count: 1)
    /// `regionsByCallingCode` for the codes 0–999 as one array the warm path reads instead of
    /// hashing: the main region's packed code (bits 0–15) and how many regions share the code
    /// (the bits above); 0 for an unknown code.
    let callingCodeTable: [UInt32]
    let cache = CompileCache()
    let source: TableSource?
    let base: Box?
    let shortNumbers: ShortNumberTable?
    /// What opens the short-number metadata when first asked, when `shortNumbers` is nil (the
    /// shipped catalog's: most apps never ask, and opening it is most of what opening the
    /// catalog would cost); kept in `openedShortNumbers`.
    let openShortNumbers: (@Sendable () -> ShortNumberTable)?
    let openedShortNumbers = SetOnceSlots<ShortNumberTable>(count: 1)
    /// What compiles held regions (and regions of a table file that have formats of their
    /// own): the compiler module's, given by whoever made the catalog; nil for a catalog of
    /// shipped tables alone, which never needs it.
    let compiler: (any RegionCompiler)?

    init(
      regions: RegionDirectory<RegionCode>, nonGeographic: RegionDirectory<Int>,
      regionsByCallingCode: [Int: [RegionCode]]?, source: TableSource?, base: Box?,
      shortNumbers: ShortNumberTable? = nil,
      openShortNumbers: (@Sendable () -> ShortNumberTable)? = nil, compiler: (any RegionCompiler)?
    ) {
      self.regions = regions
      self.nonGeographic = nonGeographic
      self.heldByCallingCode = regionsByCallingCode
      if let regionsByCallingCode {
        self.callingCodeTable = PhoneCatalog.callingCodeTable(
          regionsByCallingCode.lazy.map { ($0.key, $0.value.first, $0.value.count) })
      } else {
        self.callingCodeTable = PhoneCatalog.callingCodeTable(
          (source?.index ?? []).lazy.map { ($0.callingCode, $0.regions.first, $0.regions.count) })
      }
      self.source = source
      self.base = base
      self.shortNumbers = shortNumbers
      self.openShortNumbers = openShortNumbers
      self.compiler = compiler
    }

    /// The regions of each calling code, as a dictionary: a catalog of held regions keeps it;
    /// one opened from tables builds it from the index when first asked.
    func byCallingCode() -> [Int: [RegionCode]] {
      if let heldByCallingCode { return heldByCallingCode }
      if let built = builtByCallingCode.load(0) { return built.map }
      var map: [Int: [RegionCode]] = [:]
      for entry in source?.index ?? [] { map[entry.callingCode] = Array(entry.regions) }
      return builtByCallingCode.store(CodeRegionsBox(map), at: 0).map
    }

    /// The regions of `callingCode`, main region first; empty for an unknown code.
    @inline(__always) func regionCodes(callingCode: Int) -> RegionCodeList {
      if let heldByCallingCode {
        return RegionCodeList(heldByCallingCode[callingCode] ?? [])
      }
      return source?.entry(callingCode: callingCode)?.regions ?? RegionCodeList()
    }
  }

  /// A dictionary of regions by calling code, in a class so that it can be kept once.
  final class CodeRegionsBox: Sendable {
    let map: [Int: [RegionCode]]
    init(_ map: [Int: [RegionCode]]) { self.map = map }
  }

  /// `base`, boxed: a struct cannot hold a value of its own type.
  final class Box: Sendable {
    let catalog: PhoneCatalog
    init(_ catalog: PhoneCatalog) { self.catalog = catalog }
  }

  /// A catalog of `regions`, compiled on first use by `compiler` (PhoneCompiler's
  /// `PhoneCatalog(regions:)` passes its own).
  package init(regions list: [Region], compiler: any RegionCompiler) {
    var regions: [RegionCode: Region] = [:]
    var nonGeographic: [Int: Region] = [:]
    var byCode: [Int: [Region]] = [:]
    for r in list {
      if r.code == .nonGeographic {
        nonGeographic[r.callingCode] = r
      } else {
        regions[r.code] = r
      }
      byCode[r.callingCode, default: []].append(r)
    }
    storage = Storage(
      regions: RegionDirectory(held: regions), nonGeographic: RegionDirectory(held: nonGeographic),
      regionsByCallingCode: byCode.mapValues { rs in Self.ordered(rs).map(\.code) },
      source: nil, base: nil, compiler: compiler)
  }

  /// A catalog of `regions` that takes the compiled tables of every calling code whose regions
  /// are exactly those of `base` from `base` (compiled there already, or read from its table
  /// file) instead of compiling them again.
  ///
  /// ```swift
  /// let withPack = PhoneCatalog(regions: patched, reusing: CorePack.catalog())
  /// ```
  /// - Complexity: as `init(regions:)`; the first use of a calling code compares its regions
  ///   with `base`'s once.
  package init(regions list: [Region], reusing base: PhoneCatalog, compiler: any RegionCompiler) {
    let plain = PhoneCatalog(regions: list, compiler: compiler)
    storage = Storage(
      regions: plain.regions, nonGeographic: plain.nonGeographic,
      regionsByCallingCode: plain.regionsByCallingCode, source: nil, base: Box(base),
      shortNumbers: base.shortNumberTable, compiler: compiler)
  }

  /// This catalog with `table` as its short-number metadata: a new catalog of the same regions
  /// and table file, whose compile cache starts empty (attach it before first use).
  package func attaching(shortNumbers table: ShortNumberTable) -> PhoneCatalog {
    PhoneCatalog(
      storage: Storage(
        regions: storage.regions, nonGeographic: storage.nonGeographic,
        regionsByCallingCode: storage.source == nil ? storage.byCallingCode() : nil,
        source: storage.source,
        base: storage.base, shortNumbers: table, compiler: storage.compiler))
  }

  private init(storage: Storage) { self.storage = storage }

  /// The regions of `callingCode` in catalog order.
  func regionList(callingCode: Int) -> [Region] {
    regionCodes(callingCode: callingCode).compactMap { c in
      c == .nonGeographic ? nonGeographic[callingCode] : regions[c]
    }
  }

  /// `base`, when it has exactly the same regions for `callingCode`.
  private func sameBase(callingCode: Int) -> PhoneCatalog? {
    guard let base = base?.catalog,
      base.regionCodes(callingCode: callingCode).elementsEqual(
        regionCodes(callingCode: callingCode)),
      base.regionList(callingCode: callingCode) == regionList(callingCode: callingCode)
    else { return nil }
    return base
  }

  /// A catalog over a table file's index; regions and tables are decoded per calling code.
  init(
    source: TableSource, shortNumbers: ShortNumberTable? = nil,
    openShortNumbers: (@Sendable () -> ShortNumberTable)? = nil,
    compiler: (any RegionCompiler)? = nil
  ) {
    // The file's flat index answers every look-up: nothing is hashed or copied per region.
    storage = Storage(
      regions: RegionDirectory(
        source: source, locate: { source.place(of: $0) }, keys: { source.regionCodes }),
      nonGeographic: RegionDirectory(
        source: source, locate: { source.place(nonGeographic: $0) },
        keys: { source.nonGeographicCodes }),
      regionsByCallingCode: nil, source: source, base: nil, shortNumbers: shortNumbers,
      openShortNumbers: openShortNumbers, compiler: compiler)
  }

  /// How many blocks of its table file this catalog has decompressed (nil when it was not opened
  /// from one): what shows that opening the tables is lazy.
  package var tableBlocksDecoded: Int? { source?.blocksDecoded }

  /// Regions of one calling code in catalog order: the main region first, then by code.
  static func ordered(_ regions: [Region]) -> [Region] {
    regions.sorted { a, b in
      if a.mainRegionForCode != b.mainRegionForCode { return a.mainRegionForCode }
      return a.code < b.code
    }
  }

  /// The region whose formats serve `callingCode` (libphonenumber's main country for the
  /// code), `.nonGeographic` for +800 and the like, or nil for an unknown code.
  public func mainRegion(forCallingCode code: CallingCode) -> RegionCode? {
    mainRegion(code: code.rawValue)
  }

  /// The regions of `code`, its main region first, then the others by region code; empty for
  /// an unknown code. `+1` gives US, then AG, AI, AS, ... (25 regions in the core pack).
  public func regions(forCallingCode code: CallingCode) -> [RegionCode] {
    Array(regionCodes(callingCode: code.rawValue))
  }

  /// Whether the catalog has regions for `code`.
  public func isKnownCallingCode(_ code: CallingCode) -> Bool { isKnown(code: code.rawValue) }

  /// The calling code of `region`: `+44` for GB, `+1` for CA; nil for a code the catalog has
  /// no region for (`UK`, `ZZ`) and for ``RegionCode/nonGeographic``, which has several
  /// (`regions(forCallingCode:)` lists their entities).
  ///
  /// ```swift
  /// catalog.callingCode(for: .gb)?.description   // "+44"
  /// catalog.callingCode(for: RegionCode("UK")!)  // nil
  /// ```
  /// - Complexity: one hash look-up; nothing is decoded.
  public func callingCode(for region: RegionCode) -> CallingCode? {
    guard region != .nonGeographic, let code = regions.callingCode(of: region) else {
      return nil
    }
    return CallingCode(rawValue: code)
  }

  /// `mainRegion(forCallingCode:)` for a code as the engine reads it, any `Int`.
  // The three below read `storage.callingCodeTable` in place: a local copy of the array is a
  // retain and a release per call, and the parser asks up to four times per number.
  @inline(__always)
  package func mainRegion(code: Int) -> RegionCode? {
    if code >= 0 && code < storage.callingCodeTable.count {
      let entry = storage.callingCodeTable[code]
      return entry == 0 ? nil : RegionCode(packed: UInt16(truncatingIfNeeded: entry))
    }
    return regionCodes(callingCode: code).first
  }

  @inline(__always)
  func isKnown(code: Int) -> Bool {
    if code >= 0 && code < storage.callingCodeTable.count {
      return storage.callingCodeTable[code] != 0
    }
    return !regionCodes(callingCode: code).isEmpty
  }

  /// How many regions share `code` (0 for an unknown code).
  @inline(__always)
  func regionCount(callingCode code: Int) -> Int {
    if code >= 0 && code < storage.callingCodeTable.count {
      return Int(storage.callingCodeTable[code] >> 16)
    }
    return regionCodes(callingCode: code).count
  }

  /// `Storage.callingCodeTable` of each calling code's main region and region count.
  static func callingCodeTable<Codes: Sequence<(Int, RegionCode?, Int)>>(_ byCode: Codes)
    -> [UInt32]
  {
    var table = [UInt32](repeating: 0, count: CompileCache.callingCodeSlots)
    for (code, main, count) in byCode where code >= 0 && code < table.count {
      guard let main else { continue }
      table[code] = UInt32(Swift.min(count, 0xFFFF)) << 16 | UInt32(main.packed)
    }
    return table
  }

  /// The compiled rules used for numbers with `callingCode` (those of its main region).
  /// - Throws: `RuleError` when a pattern of that region does not compile.
  package func compiled(callingCode: Int) throws(RuleError) -> CompiledRegion? {
    if let hit = cache.lookup(callingCode) { return hit }
    if let source, source.holds(callingCode: callingCode) {
      let compiled: CompiledRegion?
      do {
        compiled = try source.formats(callingCode: callingCode)
      } catch {
        throw .damagedTables(callingCode: CallingCode(unchecked: callingCode), error)
      }
      guard let compiled else { return nil }
      return cache.store(compiled, for: callingCode)
    }
    if let base = sameBase(callingCode: callingCode),
      let compiled = try base.compiled(callingCode: callingCode)
    {
      return cache.store(compiled, for: callingCode)
    }
    guard let main = mainRegion(code: callingCode) else { return nil }
    let region = main == .nonGeographic ? nonGeographic[callingCode] : regions[main]
    guard let region, let compiler = storage.compiler else { return nil }
    // The main region's rules, when compiled already, lend their prefix automata.
    let rules = cache.rules(Self.rulesKey(region))
    return cache.store(
      try compiler.compile(region, sharingPrefixesWith: rules), for: callingCode)
  }

  /// The compiled rules whose formats serve numbers typed or written in `code`: the region's
  /// own when it is not its calling code's main region and has formats of its own (a pack gave
  /// it some), else those of its calling code, as `compiled(callingCode:)` (libphonenumber's
  /// rule: the main region's formats serve every region of the code). No region but a main
  /// one has formats in the core pack, so there this is always `compiled(callingCode:)`.
  ///
  /// ```swift
  /// try catalog.compiled(region: .gg)?.region.code   // GB
  /// // IC, with the Canary Islands example pack loaded (a region of its own formats):
  /// try RegionCode("IC").flatMap { try catalog.compiled(region: $0) }?.region.code
  /// ```
  /// - Throws: `RuleError` when a pattern of those rules does not compile.
  package func compiled(region code: RegionCode) throws(RuleError) -> CompiledRegion? {
    guard let region = regions[code] else { return nil }
    return try compiled(of: region)
  }

  /// What a formatter of one region types with: `compiled(region:)`, the region's calling
  /// code and its digit limit.
  package struct TypingRules {
    package var rules: CompiledRegion
    package var callingCode: Int
    package var digitLimit: Int?
  }

  /// `compiled(region:)` with the region's calling code and digit limit; nil for a region
  /// this catalog does not have (or whose tables are damaged). The main region of a calling
  /// code is answered from its compiled rules alone, and so is another region of a table
  /// file without formats of its own (the formats section says which): its model is not
  /// decoded (a third of a large region's first keystroke).
  /// - Throws: `RuleError` when a pattern of those rules does not compile.
  package func typingRules(region code: RegionCode) throws(RuleError) -> TypingRules? {
    if let callingCode = regions.callingCode(of: code),
      mainRegion(code: callingCode) == code
    {
      guard let rules = try compiled(callingCode: callingCode) else { return nil }
      return TypingRules(rules: rules, callingCode: callingCode, digitLimit: rules.digitLimit)
    }
    if let place = regions.tablePlace(of: code), place.position >= 1,
      let rules = try compiled(callingCode: place.callingCode),
      place.position <= rules.otherRegions.count,
      !rules.otherRegions[place.position - 1].hasOwnFormats
    {
      return TypingRules(
        rules: rules, callingCode: place.callingCode,
        digitLimit: rules.otherRegions[place.position - 1].digitLimit)
    }
    guard let region = regions[code], let rules = try compiled(of: region) else { return nil }
    return TypingRules(rules: rules, callingCode: region.callingCode, digitLimit: region.digitLimit)
  }

  /// `compiled(region:)` of a region of this catalog, already looked up.
  func compiled(of region: Region) throws(RuleError) -> CompiledRegion? {
    guard Self.hasOwnFormats(region), mainRegion(code: region.callingCode) != region.code
    else { return try compiled(callingCode: region.callingCode) }
    let slot = CompileCache.ruleSlot(Self.rulesKey(region))
    if let hit = cache.ownFormats.load(slot) { return hit }
    // Only the compiler makes a region's own formats: a catalog of shipped tables alone has
    // none (no region but a main one has formats in the core pack).
    guard let compiler = storage.compiler else { return nil }
    return cache.ownFormats.store(
      try compiler.compile(region, sharingPrefixesWith: nil), at: slot)
  }

  /// The compiled rules whose formats serve `number`: those of the region it belongs to when
  /// that region has formats of its own (`compiled(region:)`), else its calling code's.
  /// - Complexity: one cache look-up more than `compiled(callingCode:)` for a calling code
  ///   none of whose other regions has formats; else `region(for:)` too.
  /// - Throws: `RuleError` when a pattern of those rules does not compile.
  package func compiled(for number: PhoneNumber) throws(RuleError) -> CompiledRegion? {
    let main = try compiled(callingCode: number.callingCode.rawValue)
    guard main != nil, regionsWithOwnFormats(callingCode: number.callingCode.rawValue) else {
      return main
    }
    guard let code = region(for: number), code != main?.code else { return main }
    return try compiled(region: code)
  }

  /// Whether a region has formats of its own (national ones: international formats alone
  /// do not make a list to type with).
  static func hasOwnFormats(_ region: Region) -> Bool { !region.formats.isEmpty }

  /// Whether a region of `callingCode` other than its main one has formats of its own; worked
  /// out once per calling code.
  func regionsWithOwnFormats(callingCode: Int) -> Bool {
    if let hit = cache.ownFormatCodes(callingCode) { return hit }
    let any = regionList(callingCode: callingCode).dropFirst().contains(where: Self.hasOwnFormats)
    return cache.store(ownFormatCodes: any, for: callingCode)
  }

  /// The compiled parsing and validation rules of a region.
  /// - Throws: `RuleError` when one of its patterns does not compile.
  package func regionRules(for region: Region) throws(RuleError) -> RegionRules {
    let key = Self.rulesKey(region)
    if let hit = cache.rules(key) { return hit }
    if let source,
      source.holds(
        region,
        position: regionCodes(callingCode: region.callingCode).firstIndex(of: region.code))
    {
      try loadRules(callingCode: region.callingCode, from: source)
      if let hit = cache.rules(key) { return hit }
    }
    if let base = sameBase(callingCode: region.callingCode) {
      return cache.store(try base.regionRules(for: region), for: key)
    }
    // The calling code's formats, when compiled already, lend their prefix automata.
    let compiled = cache.lookup(region.callingCode)
    guard let compiler = storage.compiler else {
      throw .damagedTables(callingCode: CallingCode(unchecked: region.callingCode), .notATableFile)
    }
    return cache.store(try compiler.rules(region, sharingPrefixesWith: compiled), for: key)
  }

  /// The rules of the region whose metadata serves `callingCode` (the main region, or the
  /// non-geographic entity), or nil for an unknown code.
  package func regionRules(callingCode: Int) throws(RuleError) -> RegionRules? {
    guard let main = mainRegion(code: callingCode) else { return nil }
    return try rules(forRegion: main, callingCode: callingCode)
  }

  /// The rules of this catalog's region `code` (for `001`, the entity of `callingCode`), nil
  /// when it has no such region. Once compiled, one lock-free load: the warm path of parsing
  /// and validating.
  /// - Throws: `RuleError` when one of its patterns does not compile.
  @inline(__always)
  func rules(forRegion code: RegionCode, callingCode: Int?) throws(RuleError) -> RegionRules? {
    let key = code == .nonGeographic ? 0x10000 + (callingCode ?? 0) : Int(code.packed)
    if let hit = cache.rules(key) { return hit }
    return try uncachedRules(forRegion: code, callingCode: callingCode)
  }

  private func uncachedRules(forRegion code: RegionCode, callingCode: Int?) throws(RuleError)
    -> RegionRules?
  {
    let region: Region?
    if code == .nonGeographic {
      region = callingCode.flatMap { nonGeographic[$0] }
    } else {
      region = regions[code]
    }
    guard let region else { return nil }
    return try regionRules(for: region)
  }

  /// The rules of every region sharing `callingCode`, in `regionsByCallingCode` order (main
  /// region first), compiled once and cached. What `region(for:)` and `detectRegion` walk:
  /// one cache look-up per call instead of one per region (25 for +1).
  /// - Throws: the `RuleError` of the first region whose rules do not compile (no region
  ///   is left out silently: a number might belong to it); nothing is cached then.
  func sharedRules(callingCode: Int) throws(RuleError) -> [RegionRules] {
    try sharedRegions(callingCode: callingCode).rules
  }

  /// `sharedRules` with the index of their leading digits (see `SharedRegions`).
  /// - Throws: as `sharedRules`; nothing is cached then.
  func sharedRegions(callingCode: Int) throws(RuleError) -> SharedRegions {
    if let hit = cache.sharedRegions(callingCode) { return hit }
    var rules: [RegionRules] = []
    for code in regionCodes(callingCode: callingCode) {
      guard let region = regions[code] else { continue }
      rules.append(try regionRules(for: region))
    }
    return cache.store(SharedRegions(rules), for: callingCode)
  }

  /// Every region, geographic ones by code, then the non-geographic entities by calling code.
  package var allRegions: [Region] {
    regions.values.sorted { $0.code < $1.code }
      + nonGeographic.values.sorted { $0.callingCode < $1.callingCode }
  }

  /// The cache key of a region's rules: its packed code, or 0x10000 + the calling code for `001`.
  static func rulesKey(_ region: Region) -> Int {
    region.code == .nonGeographic ? 0x10000 + region.callingCode : Int(region.code.packed)
  }

  /// Decodes the rules of one calling code's regions from the table file into the cache (and
  /// its formats first: the main region's rules share their prefix automata).
  /// - Throws: `RuleError.damagedTables` when a section is damaged.
  func loadRules(callingCode: Int, from source: TableSource) throws(RuleError) {
    let compiled = try self.compiled(callingCode: callingCode)
    let rules: [RegionRules]
    do {
      rules = try source.rules(callingCode: callingCode, sharing: compiled)
    } catch {
      throw .damagedTables(callingCode: CallingCode(unchecked: callingCode), error)
    }
    for r in rules { cache.store(r, for: Self.rulesKey(r.region)) }
  }

  /// Every calling code, ascending.
  /// Every calling code the catalog has regions for, in increasing order.
  public var callingCodes: [CallingCode] { codes.map(CallingCode.init(unchecked:)) }

  /// `callingCodes` as the engine's `Int`s.
  package var codes: [Int] {
    if let source = storage.source { return source.index.map(\.callingCode).sorted() }
    return regionsByCallingCode.keys.sorted()
  }

  /// The regions of `callingCode`, main region first (empty for an unknown code), without a
  /// dictionary look-up or a copy: what the parser and region detection ask.
  @inline(__always) func regionCodes(callingCode: Int) -> RegionCodeList {
    storage.regionCodes(callingCode: callingCode)
  }
}

/// What compiles a region's rule model into the tables the runtime reads: the compiler
/// module's (`PhoneCompiler`), given to a catalog of regions; the runtime itself parses no
/// pattern and builds no automaton.
///
/// A class protocol: a catalog copies its compiler as a reference, which needs no generic
/// metadata from the runtime (an existential of any type made opening the shipped tables ask
/// the runtime for `Optional<any RegionCompiler>`'s).
package protocol RegionCompiler: AnyObject, Sendable {
  /// The region's formats and prefixes compiled, lending `rules`' prefix automata.
  func compile(_ region: Region, sharingPrefixesWith rules: RegionRules?) throws(RuleError)
    -> CompiledRegion
  /// The region's parsing and validation rules compiled, lending `compiled`'s prefix automata.
  func rules(_ region: Region, sharingPrefixesWith compiled: CompiledRegion?) throws(RuleError)
    -> RegionRules
}

/// The lazily filled cache of compiled regions and rules, shared by copies of a catalog.
///
/// Calling codes (1–999) and region codes have set-once slots read without a lock (see
/// `SetOnceSlots`); a key outside those ranges (a pack's unusual calling code) falls back to a
/// dictionary under a lock.
final class CompileCache: Sendable {
  /// Slots per calling code, 0–999.
  static let callingCodeSlots = 1000
  private let compiledRegions = SlotCache<CompiledRegion>(slots: callingCodeSlots)
  private let regionRules = SlotCache<RegionRules>(slots: 26 * 26 + callingCodeSlots)
  private let sharedRegionRules = SlotCache<SharedRegions>(slots: callingCodeSlots)
  /// Compiled rules of regions with formats of their own (`PhoneCatalog.compiled(region:)`),
  /// by `ruleSlot`.
  let ownFormats = SetOnceSlots<CompiledRegion>(count: 26 * 26)
  /// Per calling code: whether a region other than the main one has formats of its own.
  /// (1: no, 2: yes.)
  private let ownFormatSlots = SetOnceFlags(count: callingCodeSlots)

  /// The slot of a `PhoneCatalog.rulesKey`: 0–675 for two letters, 676 + the calling code for
  /// `001`; -1 when it has none.
  @inline(__always) static func ruleSlot(_ key: Int) -> Int {
    if key >= 0x10000 {
      let code = key - 0x10000
      return code < callingCodeSlots ? 26 * 26 + code : -1
    }
    let a = key >> 8 - 65
    let b = key & 0xff - 65
    guard a >= 0 && a < 26 && b >= 0 && b < 26 else { return -1 }
    return a * 26 + b
  }

  @inline(__always) static func codeSlot(_ callingCode: Int) -> Int {
    callingCode >= 0 && callingCode < callingCodeSlots ? callingCode : -1
  }

  @inline(__always) func sharedRegions(_ callingCode: Int) -> SharedRegions? {
    sharedRegionRules.load(callingCode, slot: Self.codeSlot(callingCode))
  }

  /// Keeps `regions` unless the slot is set already; returns what is kept.
  @discardableResult
  func store(_ regions: SharedRegions, for callingCode: Int) -> SharedRegions {
    sharedRegionRules.store(regions, for: callingCode, slot: Self.codeSlot(callingCode))
  }

  @inline(__always) func ownFormatCodes(_ callingCode: Int) -> Bool? {
    let kept = ownFormatSlots.load(Self.codeSlot(callingCode))
    return kept == 0 ? nil : kept == 2
  }

  /// Keeps the answer for `callingCode` (codes outside the slots are worked out every time).
  func store(ownFormatCodes any: Bool, for callingCode: Int) -> Bool {
    ownFormatSlots.store(any ? 2 : 1, at: Self.codeSlot(callingCode)) == 2
  }

  @inline(__always) func rules(_ key: Int) -> RegionRules? {
    regionRules.load(key, slot: Self.ruleSlot(key))
  }

  /// Keeps `rules` unless the slot is set already; returns what is kept.
  @discardableResult func store(_ rules: RegionRules, for key: Int) -> RegionRules {
    regionRules.store(rules, for: key, slot: Self.ruleSlot(key))
  }

  @inline(__always) func lookup(_ code: Int) -> CompiledRegion? {
    compiledRegions.load(code, slot: Self.codeSlot(code))
  }

  /// Keeps `region` unless the slot is set already; returns what is kept.
  @discardableResult func store(_ region: CompiledRegion, for code: Int) -> CompiledRegion {
    compiledRegions.store(region, for: code, slot: Self.codeSlot(code))
  }
}
