// TableSource: an opened table file: its index, and each calling code's sections decoded and
// checked on first use.

/// The bytes and index of a table file; decodes a calling code's sections when first asked.
///
/// Thread-safe: decoded models are kept under a lock; two threads decoding the same tables at
/// once both get equal results (the catalog keeps one).
final class TableSource: Sendable {
  /// One compressed block of the file: the sections of consecutive calling codes.
  struct Block: Sendable {
    /// From the start of the file.
    var offset: Int
    var storedLength: Int
    var decodedLength: Int
    var checksum: UInt64
  }

  /// Where one section lies: a range of a block's decoded bytes.
  struct Section: Sendable {
    var block: Int
    var offset: Int
    var length: Int
  }

  /// One calling code's entry in the index.
  struct Entry: Sendable {
    var callingCode: Int
    /// Main region first, as `PhoneCatalog.regionsByCallingCode` lists them.
    var regions: RegionCodeList
    var models: Section
    var formats: Section
    /// Where the formats section's national part ends (its length and what typing or
    /// formatting a national number needs); the international list follows.
    var nationalEnd: Int
    var rules: Section
  }

  /// The most one block may decode to (the core pack's are about `TableFile.blockSize`), so
  /// that a hostile length cannot make the reader allocate without bound.
  static let maxDecodedLength = 1 << 24

  /// The file: blocks are read from here, checksummed and decompressed when first asked.
  let stored: StoredBytes
  /// The packs the file was compiled with (`TableFile.packs(in:)`).
  let packs: [TableFile.PackRecord]
  let blocks: [Block]
  let index: [Entry]
  /// The index's entry of each calling code 0-999, + 1 (0: none): flat arrays rather than
  /// dictionaries, so that opening the file hashes nothing and asks the Swift runtime for no
  /// `Hashable` conformance (Documentation/Internals.md, "Launch").
  private let entryOfCode: [UInt16]
  /// Where each two-letter region lies, by `CompileCache.ruleSlot` of its packed code:
  /// `position << 16 | calling code` (0: not in the file). A region listed under two codes is
  /// found under the last.
  private let placeOfRegion: [UInt32]
  /// Regions decoded so far, by `position << 16 | calling code`.
  private let decodedModels = Locked<[Int: Region]>([:])
  /// The blocks decoded last, most recent first (a first keystroke reads a block of formats;
  /// parsing then one of regions and one of rules).
  private let lastBlocks = Locked<[(number: Int, bytes: [UInt8])]>([])
  static let keptBlocks = 3
  /// How many blocks were decompressed so far (what tests of lazy opening look at).
  private let decodeCount = Locked(0)
  package var blocksDecoded: Int { decodeCount.withLock { $0 } }

  /// Reads and checks the header and the index.
  /// - Throws: `TableFileError` when they are damaged, or the blocks do not tile the file.
  convenience init(_ bytes: [UInt8]) throws(TableFileError) {
    try self.init(stored: .array(bytes))
  }

  /// Reads and checks the header and the index of `stored`: of bytes linked into the library,
  /// only the header and index are copied (a few kilobytes), and each block when first read.
  init(stored: StoredBytes) throws(TableFileError) {
    let head = stored.headerAndIndex
    let index = try FileHeader.index(
      of: head, magic: TableFile.magic, version: TableFile.formatVersion)
    var r = ByteReader(Array(head[..<index.upperBound]), offset: index.lowerBound)
    let byteCount = stored.count
    self.packs = try TableFile.packList(&r)
    let engine = try r.string()
    guard engine == engineVersion else {
      throw .engineMismatch(file: engine, engine: engineVersion)
    }
    var blocks: [Block] = []
    var next = index.upperBound
    let blockCount = try r.count(itemSize: 10)
    blocks.reserveCapacity(blockCount)
    for _ in 0..<blockCount {
      let at = r.offset
      let stored = try r.varint()
      let decoded = try r.varint()
      let checksum = try r.u64()
      guard stored <= UInt64(byteCount - next) else { throw .truncated(offset: byteCount) }
      guard decoded <= UInt64(Self.maxDecodedLength) else {
        throw .corrupt(offset: at, reason: "a block of \(decoded) bytes is too large")
      }
      blocks.append(
        Block(
          offset: next, storedLength: Int(stored), decodedLength: Int(decoded), checksum: checksum))
      next += Int(stored)
    }
    guard next == byteCount else {
      throw .corrupt(offset: next, reason: "bytes after the last block")
    }
    func section() throws(TableFileError) -> Section {
      let at = r.offset
      let block = try r.varint()
      let offset = try r.varint()
      let length = try r.varint()
      guard block < UInt64(blocks.count), offset <= UInt64(blocks[Int(block)].decodedLength),
        length <= UInt64(blocks[Int(block)].decodedLength) - offset
      else { throw .corrupt(offset: at, reason: "a section outside its block") }
      return Section(block: Int(block), offset: Int(offset), length: Int(length))
    }
    var entries: [Entry] = []
    var entryOfCode = [UInt16](repeating: 0, count: 1000)
    var placeOfRegion = [UInt32](repeating: 0, count: 26 * 26)
    // Every entry's regions in one array, which each entry's `regions` views.
    var codes: [RegionCode] = []
    // Arrays sized once (a growing array is copied at each doubling).
    codes.reserveCapacity(r.remaining / 8)
    let entryCount = try r.count(itemSize: 2)
    entries.reserveCapacity(entryCount)
    for _ in 0..<entryCount {
      let at = r.offset
      let code = Int(Swift.min(try r.varint(), 1000))
      guard (1...999).contains(code), entryOfCode[code] == 0 else {
        throw .corrupt(offset: at, reason: "calling code \(code)")
      }
      let start = codes.count
      for position in 0..<(try r.count(itemSize: 2)) {
        let at = r.offset
        let packed = try r.u16()
        guard let c = RegionCode(packed: packed), !codes[start...].contains(c) else {
          throw .corrupt(offset: at, reason: "region code 0x\(String(packed, radix: 16))")
        }
        codes.append(c)
        let slot = CompileCache.ruleSlot(Int(packed))
        if slot >= 0 { placeOfRegion[slot] = UInt32(position) << 16 | UInt32(code) }
      }
      guard codes.count > start else {
        throw .corrupt(offset: at, reason: "+\(code) has no region")
      }
      entryOfCode[code] = UInt16(entries.count + 1)
      let models = try section()
      let formats = try section()
      let split = r.offset
      let nationalEnd = try r.varint()
      guard nationalEnd <= UInt64(formats.length) else {
        throw .corrupt(offset: split, reason: "+\(code): national part past its section")
      }
      entries.append(
        Entry(
          callingCode: code, regions: RegionCodeList([], start: start, count: codes.count - start),
          models: models, formats: formats,
          nationalEnd: Int(nationalEnd), rules: try section()))
    }
    guard r.remaining == 0 else {
      throw .corrupt(offset: r.offset, reason: "bytes after the index")
    }
    // Each entry's view of the one array, now that it is complete (a view taken earlier would
    // have made the array copy itself on the next append).
    for i in entries.indices {
      let r = entries[i].regions
      entries[i].regions = RegionCodeList(codes, start: r.start, count: r.count)
    }
    self.stored = stored
    self.blocks = blocks
    self.index = entries
    self.entryOfCode = entryOfCode
    self.placeOfRegion = placeOfRegion
  }

  /// The index's entry of `callingCode`, or nil.
  @inline(__always) func entry(callingCode: Int) -> Entry? {
    guard callingCode >= 0 && callingCode < entryOfCode.count else { return nil }
    let e = Int(entryOfCode[callingCode])
    return e == 0 ? nil : index[e - 1]
  }

  func holds(callingCode: Int) -> Bool { entry(callingCode: callingCode) != nil }

  /// Where region `code` lies in the file (`.nonGeographic` has no single place: see
  /// `place(nonGeographic:)`); nil when the file does not have it.
  func place(of code: RegionCode) -> (callingCode: Int, position: Int)? {
    let slot = CompileCache.ruleSlot(Int(code.packed))
    guard slot >= 0 && slot < placeOfRegion.count, placeOfRegion[slot] != 0 else { return nil }
    let place = placeOfRegion[slot]
    return (Int(place & 0xffff), Int(place >> 16))
  }

  /// Every two-letter region of the file, by code.
  var regionCodes: [RegionCode] {
    placeOfRegion.indices.compactMap { slot in
      guard placeOfRegion[slot] != 0 else { return nil }
      return RegionCode(packed: UInt16(65 + slot / 26) << 8 | UInt16(65 + slot % 26))
    }
  }

  /// The calling codes of the file's non-geographic entities, ascending.
  var nonGeographicCodes: [Int] {
    index.filter { $0.regions.contains(.nonGeographic) }.map(\.callingCode).sorted()
  }

  /// Where the non-geographic entity of `callingCode` lies in the file, or nil.
  func place(nonGeographic callingCode: Int) -> (callingCode: Int, position: Int)? {
    guard let entry = entry(callingCode: callingCode),
      let position = entry.regions.firstIndex(of: .nonGeographic)
    else { return nil }
    return (callingCode, position)
  }

  /// Whether `region` is the region this file holds at `position` of its calling code (a
  /// region a caller passes in may come from elsewhere); false when that one is damaged.
  func holds(_ region: Region, position: Int?) -> Bool {
    guard let position,
      case .success(let mine)? = model(callingCode: region.callingCode, position: position)
    else { return false }
    return mine == region
  }

  /// Region `position` of `callingCode` (its place in the entry's `regions`), decoded and
  /// checked on first use; nil when the code or position is not in the file, the error when
  /// its section is damaged.
  func model(callingCode: Int, position: Int) -> Result<Region, TableFileError>? {
    guard let entry = entry(callingCode: callingCode), position < entry.regions.count else {
      return nil
    }
    do {
      return .success(try decodeModel(entry, position: position))
    } catch {
      return .failure(error)
    }
  }

  /// Region `position` of an entry, decoded and checked on first use: its length is found by
  /// skipping the lengths before it, and only its own bytes are read.
  func decodeModel(_ entry: Entry, position: Int) throws(TableFileError) -> Region {
    let key = position << 16 | entry.callingCode
    if let hit = decodedModels.withLock({ $0[key] }) { return hit }
    let name = "+\(entry.callingCode) regions"
    var r = try reader(entry.models, name)
    do throws(TableFileError) {
      for _ in 0..<position { _ = try r.take(try r.count()) }
      let length = try r.count()
      var one = ByteReader(r.bytes, offset: r.offset, end: r.offset + length)
      let at = one.offset
      let region = try one.region()
      guard region.code == entry.regions[position], region.callingCode == entry.callingCode
      else {
        throw TableFileError.corrupt(offset: at, reason: "region \(region.code) out of place")
      }
      guard one.remaining == 0 else {
        throw TableFileError.corrupt(
          offset: one.offset, reason: "bytes after region \(region.code)")
      }
      decodedModels.withLock { $0[key] = region }
      return region
    } catch {
      throw located(error, entry.models, name)
    }
  }

  /// Every region of an entry, decoded and checked, and nothing after the last.
  func decodeModels(_ entry: Entry) throws(TableFileError) -> [Region] {
    var models: [Region] = []
    for position in entry.regions.indices {
      models.append(try decodeModel(entry, position: position))
    }
    let name = "+\(entry.callingCode) regions"
    var r = try reader(entry.models, name)
    do throws(TableFileError) {
      for _ in entry.regions { _ = try r.take(try r.count()) }
      guard r.remaining == 0 else {
        throw TableFileError.corrupt(offset: r.offset, reason: "bytes after the regions")
      }
    } catch {
      throw located(error, entry.models, name)
    }
    return models
  }

  /// The compiled format lists of `callingCode` (those of its main region), decoded and
  /// checked (not kept: the catalog caches them); nil when it has none. Only the national part
  /// of the section is decompressed and read; the international list is read when first asked
  /// (`CompiledRegion.international()`). The region's model is not read (format 5): the
  /// section holds what typing and formatting need of it, and the model is decoded when first
  /// asked for (`CompiledRegion.region`, a pattern's text).
  func formats(callingCode: Int) throws(TableFileError) -> CompiledRegion? {
    guard let entry = entry(callingCode: callingCode) else { return nil }
    let name = "+\(callingCode) formats"
    let main = Region.name(code: entry.regions[0], callingCode: callingCode)
    let s = entry.formats
    var r = try reader(Section(block: s.block, offset: s.offset, length: entry.nationalEnd), name)
    do throws(TableFileError) {
      let length = try r.count()
      guard length == r.remaining else {
        throw TableFileError.corrupt(
          offset: r.offset, reason: "a national part of \(length) bytes in \(r.remaining)")
      }
      let texts = PatternTexts(
        { [self] i in (try? decodeModel(entry, position: 0))?.formats.dropFirst(i).first?.pattern },
        trees: { [self] in
          Result { () throws(TableFileError) in try formatPatterns(entry).national }
        })
      let national = try r.nationalPart(name: main, texts: texts)
      guard r.remaining == 0 else {
        throw TableFileError.corrupt(offset: r.offset, reason: "bytes after the national part")
      }
      // A code without formats has nothing after its national part (the international list
      // and pattern trees that follow one with formats are checked when read).
      guard national != nil || s.length == entry.nationalEnd else {
        throw TableFileError.corrupt(offset: r.offset, reason: "bytes after the formats")
      }
      guard let national else { return nil }
      guard national.others.count == entry.regions.count - 1 else {
        throw TableFileError.corrupt(
          offset: r.offset,
          reason: "\(national.others.count + 1) regions' digit limits for \(entry.regions.count)")
      }
      return CompiledRegion(
        code: entry.regions[0], callingCode: callingCode, digitLimit: national.digitLimit,
        otherRegions: national.others,
        readRegion: { [self] in try? decodeModel(entry, position: 0) },
        nationalFormats: national.formats, nationalAutomaton: national.automaton,
        hasInternationalFormats: national.hasInternational,
        readInternational: { [self] in
          Result { () throws(TableFileError) in
            try internationalPart(entry, name: main, after: national)
          }
        },
        internationalPrefix: national.internationalPrefix.map(PrefixMatcher.init(automaton:)),
        nationalPrefixForParsing: national.nationalPrefixForParsing.map(
          PrefixMatcher.init(automaton:)))
    } catch {
      throw located(error, s, name)
    }
  }

  /// The international list of an entry's formats section (the bytes after its national
  /// part), decoded and checked.
  func internationalPart(_ entry: Entry, name main: String, after national: NationalPart)
    throws(TableFileError) -> InternationalList
  {
    let name = "+\(entry.callingCode) formats"
    var r = try reader(entry.formats, name)
    r.offset = entry.formats.offset + entry.nationalEnd
    let texts = PatternTexts(
      { [self] i in
        (try? decodeModel(entry, position: 0))?.internationalFormats?.dropFirst(i).first?.pattern
      },
      trees: { [self] in
        Result { () throws(TableFileError) in try formatPatterns(entry).international }
      })
    do throws(TableFileError) {
      // The list behind its length (the pattern trees follow it: format 7).
      let length = try r.count()
      let start = r.offset
      _ = try r.take(length)
      var part = ByteReader(r.bytes, offset: start, end: start + length)
      let list = try part.internationalPart(name: main, texts: texts, after: national)
      guard part.remaining == 0 else {
        throw TableFileError.corrupt(offset: part.offset, reason: "bytes after the formats")
      }
      return list
    } catch {
      throw located(error, entry.formats, name)
    }
  }

  /// Whether the formats section of a calling code, as `compiled` read it, says what the
  /// models of its regions (`models`, main first) say: the main region's formats' rules and
  /// digit limit, the other regions' digit limits and whether they have formats. The two
  /// sections are written from the same regions, and a file whose sections disagree is
  /// refused by `.everySection`.
  func checkFormats(_ entry: Entry, _ compiled: CompiledRegion, against models: [Region])
    throws(TableFileError)
  {
    func same(_ formats: [CompiledFormat]?, _ rules: [NumberFormat]?) -> Bool {
      (formats ?? []).map(\.rule) == (rules ?? []).map(FormatRule.init)
    }
    let intl = try compiled.international()
    guard let model = models.first else { return }
    guard compiled.digitLimit == model.digitLimit, same(compiled.nationalFormats, model.formats),
      same(intl?.formats, model.internationalFormats),
      compiled.otherRegions == models.dropFirst().map(RegionTyping.init)
    else {
      throw .corrupt(
        offset: blocks[entry.formats.block].offset,
        reason: "section +\(compiled.callingCode) formats: its rules differ from region "
          + "\(model.code)'s")
    }
  }

  /// The rules of every region of `callingCode`, in index order, decoded and checked (not
  /// kept); `compiled` is the code's `formats`, whose prefix automata the rules may share.
  func rules(callingCode: Int, sharing compiled: CompiledRegion?) throws(TableFileError)
    -> [RegionRules]
  {
    guard let entry = entry(callingCode: callingCode) else { return [] }
    let models = try decodeModels(entry)
    let name = "+\(callingCode) rules"
    var r = try reader(entry.rules, name)
    do throws(TableFileError) {
      var rules: [RegionRules] = []
      for (i, region) in models.enumerated() {
        rules.append(try r.regionRules(region, sharing: i == 0 ? compiled : nil))
      }
      guard r.remaining == 0 else {
        throw TableFileError.corrupt(offset: r.offset, reason: "bytes after the rules")
      }
      return rules
    } catch {
      throw located(error, entry.rules, name)
    }
  }

  /// A reader over a section's bytes, in place in its decoded block.
  private func reader(_ s: Section, _ name: String) throws(TableFileError) -> ByteReader {
    ByteReader(
      try decodedBlock(s.block, name, through: s.offset + s.length), offset: s.offset,
      end: s.offset + s.length)
  }

  /// A section's bytes, from its block after the block's checksum and decompression.
  func decoded(_ s: Section, _ name: String) throws(TableFileError) -> [UInt8] {
    let block = try decodedBlock(s.block, name, through: s.offset + s.length)
    return Array(block[s.offset..<(s.offset + s.length)])
  }

  /// A block's decoded bytes, at least its first `through` (the last few blocks are kept, so
  /// a code's sections decode each once). The whole stored block is checksummed every time;
  /// only the bytes up to the section are decompressed (decompressing the rest checks the
  /// rest of the stream, when a later section asks for it).
  private func decodedBlock(_ number: Int, _ name: String, through: Int) throws(TableFileError)
    -> [UInt8]
  {
    if let hit = lastBlocks.withLock({
      $0.first { $0.number == number && $0.bytes.count >= through }?.bytes
    }) {
      return hit
    }
    let b = blocks[number]
    decodeCount.withLock { $0 += 1 }
    let stored = self.stored.slice(b.offset..<(b.offset + b.storedLength))
    guard checksum64(stored) == b.checksum else {
      throw .corrupt(offset: b.offset, reason: "block \(number) (\(name)): checksum mismatch")
    }
    let decoded = try SectionCodec.decompress(
      stored, size: b.decodedLength, base: b.offset, prefix: through)
    lastBlocks.withLock {
      $0.removeAll { $0.number == number }
      $0.insert((number, decoded), at: 0)
      if $0.count > Self.keptBlocks { $0.removeLast() }
    }
    return decoded
  }

  /// A section reader's error, with the section's place in the file and its name.
  private func located(_ error: TableFileError, _ s: Section, _ name: String)
    -> TableFileError
  {
    let offset = blocks[s.block].offset
    switch error {
    case .corrupt(let at, let reason):
      return .corrupt(
        offset: offset,
        reason: "section \(name) (block \(s.block), byte \(at)): \(reason)")
    case .truncated(let at):
      return .corrupt(
        offset: offset,
        reason: "section \(name) (block \(s.block)) ends early at byte \(at)")
    default:
      return error
    }
  }
}

/// The bytes of a table file: an array (a file read, a pack compiled) or bytes linked into the
/// library (`CorePack`'s tables), which stay where they are: opening them copies the header and
/// index, and reading a block copies that block, never the whole file.
package enum StoredBytes: @unchecked Sendable {
  case array([UInt8])
  /// Bytes that live as long as the process (static data of a C target).
  case linked(UnsafeBufferPointer<UInt8>)

  var count: Int {
    switch self {
    case .array(let a): return a.count
    case .linked(let b): return b.count
    }
  }

  /// `range` of the bytes (in range: the reader checks it first).
  func slice(_ range: Range<Int>) -> ArraySlice<UInt8> {
    switch self {
    case .array(let a): return a[range]
    case .linked(let b): return Array(UnsafeBufferPointer(rebasing: b[range]))[...]
    }
  }

  /// The header and as much of the index as the header says there is (all the bytes for an
  /// array): what `FileHeader.index(of:)` checks.
  var headerAndIndex: [UInt8] {
    switch self {
    case .array(let a): return a
    case .linked(let b):
      return Array(UnsafeBufferPointer(rebasing: b[0..<FileHeader.extent(b)]))
    }
  }
}

/// The regions of one calling code (main region first), indexed from 0: of a table file, a view
/// of its index's one array of region codes (no array per code); of held regions, their array.
struct RegionCodeList: RandomAccessCollection, Sendable {
  private let all: [RegionCode]
  let start: Int
  let count: Int

  init() { (all, start, count) = ([], 0, 0) }

  init(_ all: [RegionCode]) { (self.all, start, count) = (all, 0, all.count) }

  init(_ all: [RegionCode], start: Int, count: Int) {
    (self.all, self.start, self.count) = (all, start, count)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(i: Int) -> RegionCode { all[start + i] }
}
