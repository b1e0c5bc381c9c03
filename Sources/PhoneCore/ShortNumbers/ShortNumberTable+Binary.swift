// ShortNumberTable+Binary: the short-number metadata compiled, as the library ships it: opened
// in microseconds by its index, each region's automaton decoded (not compiled) on first use.
//
// Layout (short-number format 1):
//
//   offset  size  field
//   0       8     magic "PHFMTSHN"
//   8       4     format version (1), little-endian
//   12      4     index length N, little-endian
//   16      8     checksum (`checksum64`) of the index
//   24      N     index: the count of regions, then per region, ascending by packed code:
//                   the packed region code (2 bytes), its calling code, the length of its
//                   entry and the entry's checksum (8 bytes)
//   24 + N  ...   the entries, in index order, one after the other; nothing follows
//
//   an entry:     per field of `ShortNumberInfo.Field`, in order, its possible lengths
//                 (a count, then each; none: any length), then the fields' automaton
//                 (`MultiPatternDFA`, written as a table file's rules section writes a type
//                 automaton: `TableFile+Coding.swift`)
//
// Opening checks the header, the index's checksum, that the entries tile the rest of the file
// and that the regions are ascending; an entry is checked (its checksum, every count and the
// automaton's invariants) when its region is first asked, or all at once with
// `checkEveryRegion()`. A damaged file or entry gives a `TableFileError`, never a trap. The
// text (`init(text:)`) stays the editable source; `compiledData()` writes this from it.

extension ShortNumberTable {
  package static let binaryMagic: [UInt8] = Array("PHFMTSHN".utf8)
  /// The format of compiled short-number metadata. Its automata are written with the table
  /// file's coding, so a change there is a change here too.
  package static let binaryFormatVersion: UInt32 = 1

  /// One region of a compiled table's index.
  struct BinaryEntry: Sendable {
    var region: RegionCode
    var callingCode: Int
    /// From the start of the file.
    var offset: Int
    var length: Int
    var checksum: UInt64
  }

  /// The bytes and index of compiled short-number metadata.
  struct Binary: Sendable {
    let bytes: [UInt8]
    let entries: [BinaryEntry]
    /// The entry of each packed region code's `CompileCache.ruleSlot`, + 1 (0: none).
    let position: [UInt16]

    func entry(_ region: RegionCode) -> BinaryEntry? {
      let slot = CompileCache.ruleSlot(Int(region.packed))
      guard slot >= 0, slot < position.count, position[slot] > 0 else { return nil }
      return entries[Int(position[slot]) - 1]
    }
  }

  /// Opens compiled short-number metadata (what `compiledData()` writes): the header and index are
  /// read and checked now, each region when first asked.
  /// - Throws: `TableFileError` when the header or index is damaged; nothing of it is used.
  /// - Complexity: O(regions).
  package convenience init(compiled bytes: [UInt8]) throws(TableFileError) {
    let index = try FileHeader.index(
      of: bytes, magic: Self.binaryMagic, version: Self.binaryFormatVersion)
    let start = index.lowerBound
    var r = ByteReader(bytes, offset: start, end: index.upperBound)
    var entries: [BinaryEntry] = []
    var position = [UInt16](repeating: 0, count: 26 * 26)
    var next = index.upperBound
    // An index entry takes 12 bytes at least.
    let count = try r.count(itemSize: 12)
    guard count < Int(UInt16.max) else {
      throw .corrupt(offset: start, reason: "\(count) regions")
    }
    for _ in 0..<count {
      let at = r.offset
      let packed = try r.u16()
      guard let region = RegionCode(packed: packed), region != .nonGeographic,
        entries.last.map({ $0.region.packed < packed }) ?? true
      else {
        throw .corrupt(offset: at, reason: "region code 0x\(String(packed, radix: 16))")
      }
      let code = try r.varint()
      guard (1...999).contains(code) else {
        throw .corrupt(offset: at, reason: "\(region): calling code \(code)")
      }
      let entryLength = try r.varint()
      let entryChecksum = try r.u64()
      guard entryLength <= UInt64(bytes.count - next) else { throw .truncated(offset: bytes.count) }
      let slot = CompileCache.ruleSlot(Int(packed))
      guard slot >= 0, slot < position.count else {
        throw .corrupt(offset: at, reason: "region code \(region)")
      }
      entries.append(
        BinaryEntry(
          region: region, callingCode: Int(code), offset: next, length: Int(entryLength),
          checksum: entryChecksum))
      position[slot] = UInt16(entries.count)
      next += Int(entryLength)
    }
    guard r.remaining == 0 else {
      throw .corrupt(offset: r.offset, reason: "bytes after the index")
    }
    guard next == bytes.count else {
      throw .corrupt(offset: next, reason: "bytes after the last region")
    }
    self.init(binary: Binary(bytes: bytes, entries: entries, position: position))
  }

  /// The entries of compiled metadata, as `pack` takes them; empty for a table read from text.
  package var unpacked: [(region: RegionCode, callingCode: Int, bytes: [UInt8])] {
    guard let binary else { return [] }
    return binary.entries.map { e in
      (e.region, e.callingCode, Array(binary.bytes[e.offset..<(e.offset + e.length)]))
    }
  }

  /// Decodes and checks every region now (for bytes of unknown origin; the shipped ones are
  /// checked by a test).
  /// - Throws: `TableFileError` for the first damaged region.
  package func checkEveryRegion() throws(TableFileError) {
    guard let binary else { return }
    for entry in binary.entries { _ = try Self.decode(entry, in: binary.bytes) }
  }

  /// A region of compiled metadata, decoded and checked.
  static func decode(_ entry: BinaryEntry, in bytes: [UInt8]) throws(TableFileError)
    -> ShortNumberInfo
  {
    let stored = bytes[entry.offset..<(entry.offset + entry.length)]
    guard checksum64(stored) == entry.checksum else {
      throw .corrupt(offset: entry.offset, reason: "\(entry.region): checksum mismatch")
    }
    var r = ByteReader(bytes, offset: entry.offset, end: entry.offset + entry.length)
    let fields = ShortNumberInfo.Field.allCases
    var lengths: [[Int]] = []
    for field in fields {
      let at = r.offset
      let list = try r.ints()
      guard list.allSatisfy({ (1...PhoneNumber.maxNationalDigits).contains($0) }) else {
        throw .corrupt(offset: at, reason: "\(entry.region): lengths of \(field.rawValue)")
      }
      lengths.append(list)
    }
    let at = r.offset
    let automaton = try r.multiPattern(name: entry.region.description)
    guard automaton.patternCount == fields.count else {
      throw .corrupt(offset: at, reason: "\(entry.region): \(automaton.patternCount) patterns")
    }
    guard r.remaining == 0 else {
      throw .corrupt(offset: r.offset, reason: "bytes after region \(entry.region)")
    }
    return ShortNumberInfo(
      region: entry.region, callingCode: entry.callingCode, automaton: automaton,
      lengths: lengths)
  }
}

extension ShortNumberInfo {
  /// A region's rules from their compiled parts (compiled short-number metadata).
  package init(region: RegionCode, callingCode: Int, automaton: MultiPatternDFA, lengths: [[Int]]) {
    self.region = region
    self.callingCode = callingCode
    self.automaton = automaton
    self.lengths = lengths
  }
}

extension ByteReader {
  /// What `ByteWriter.multiPattern` wrote, checked; `name` (a region's) is for messages.
  mutating func multiPattern(name: String) throws(TableFileError) -> MultiPatternDFA {
    let at = offset
    let a = MultiPatternDFA(
      transitions: try transitions(), stateKind: try compact(), kinds: try compact(),
      patternCount: Int(Swift.min(try varint(), 32)), start: try state())
    do { try a.checkInvariants() } catch {
      throw .corrupt(offset: at, reason: "\(name): \(error.message)")
    }
    return a
  }
}
