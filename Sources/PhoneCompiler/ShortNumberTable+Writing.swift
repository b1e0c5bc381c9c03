// ShortNumberTable+Writing: compiled short-number metadata written (see ShortNumberTable+Binary),
// in a file of its own so that an app that only reads it links none of it.

package import PhoneCore

extension ShortNumberTable {
  /// The compiled form of this metadata (what `init(compiled:)` opens): every region compiled.
  /// - Throws: `RuleError` for the first region whose patterns do not compile, or (a table
  ///   opened from compiled bytes) whose entry is damaged.
  package func compiledData() throws(RuleError) -> [UInt8] {
    var entries: [(region: RegionCode, callingCode: Int, bytes: [UInt8])] = []
    for region in regions.sorted(by: { $0.packed < $1.packed }) {
      let info = try info(for: region)
      guard let callingCode = info.callingCode, let automaton = info.automaton else { continue }
      var entry = ByteWriter()
      for lengths in info.lengths { entry.ints(lengths) }
      entry.multiPattern(automaton)
      entries.append((region, callingCode, entry.bytes))
    }
    return Self.pack(entries)
  }

  /// A file of compiled metadata from its entries' bytes (ascending by packed region code),
  /// with its index and checksums: what `compiledData()` writes, and, with `unpack`, how tests
  /// damage an entry behind valid checksums.
  package static func pack(_ entries: [(region: RegionCode, callingCode: Int, bytes: [UInt8])])
    -> [UInt8]
  {
    var index = ByteWriter()
    index.count(entries.count)
    for e in entries {
      index.u16(e.region.packed)
      index.count(e.callingCode)
      index.count(e.bytes.count)
      index.u64(checksum64(e.bytes[...]))
    }
    return FileHeader.file(
      magic: Self.binaryMagic, version: Self.binaryFormatVersion, index: index.bytes)
      + entries.flatMap(\.bytes)
  }
}

extension ByteWriter {
  /// A `MultiPatternDFA`: its transitions, state kinds, kinds, pattern count and start.
  mutating func multiPattern(_ a: MultiPatternDFA) {
    transitions(a.transitions)
    u32s(a.stateKind.values)
    u32s(a.kinds.values)
    count(a.patternCount)
    count(a.start.index)
  }
}
