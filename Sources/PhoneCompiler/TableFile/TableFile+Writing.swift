// TableFile+Writing: a catalog compiled and written as a table file (the runtime only reads
// them: nothing of this file is reached from an app that opens the shipped tables, so the
// linker leaves it out; it is in this file alone for that reason).

package import PhoneCore

extension TableFile {
  /// Compiles every region of `catalog` and writes them all, with the packs they came from.
  /// - Throws: the first `RuleError` of a region that does not compile.
  package static func encode(_ catalog: PhoneCatalog, packs: [PackRecord] = []) throws(RuleError)
    -> [UInt8]
  {
    var codes: [(code: Int, regions: [String])] = []
    var sections: [[UInt8]] = []
    for code in catalog.codes {
      let list = catalog.regionsByCallingCode[code] ?? []
      let models = list.compactMap { c in
        c == .nonGeographic ? catalog.nonGeographic[code] : catalog.regions[c]
      }
      codes.append((code, models.map(\.code.description)))
      var m = ByteWriter()
      for r in models { m.regionEntry(r) }
      var f = ByteWriter()
      let compiled = try catalog.compiled(callingCode: code)
      do {
        try f.formatsSection(
          compiled, international: try compiled?.international(), others: Array(models.dropFirst()))
      } catch {
        throw .damagedTables(callingCode: CallingCode(unchecked: code), error)
      }
      var t = ByteWriter()
      for (i, r) in models.enumerated() {
        t.regionRules(try catalog.regionRules(for: r), sharing: i == 0 ? compiled : nil)
      }
      sections += [m.bytes, f.bytes, t.bytes]
    }
    return pack(codes: codes, sections: sections, packs: packs)
  }

  /// A file made of decoded sections (models, formats, rules per calling code in `codes`),
  /// gathered into blocks, compressed and indexed. What `encode` writes; with `unpack`, how
  /// tests and the tables fuzzer change a section's content and still get past the checksums.
  ///
  /// Each kind of section has blocks of its own (`blockSize`): the first keystroke of a
  /// calling code decompresses one block of regions and one of formats, never the type
  /// automata parsing needs, and like sections side by side compress better.
  package static func pack(
    codes: [(code: Int, regions: [String])], sections: [[UInt8]], engine: String = engineVersion,
    packs: [PackRecord] = []
  ) -> [UInt8] {
    var blocks: [[UInt8]] = []
    var current: [[UInt8]] = [[], [], []]
    /// Each kind's open block: its number once it holds a section.
    var open: [Int?] = [nil, nil, nil]
    var places: [(block: Int, offset: Int, length: Int)] = []
    for k in 0..<(3 * codes.count) {
      let kind = k % 3
      let raw = k < sections.count ? sections[k] : []
      // A section of half a block or more starts a block of its own: its first use then
      // decompresses no other code's sections before it (the largest regions are the slowest
      // first keystrokes).
      if raw.count >= blockSize[kind] / 2, !current[kind].isEmpty, let n = open[kind] {
        blocks[n] = current[kind]
        current[kind] = []
        open[kind] = nil
      }
      let number: Int
      if let n = open[kind] {
        number = n
      } else {
        number = blocks.count
        blocks.append([])
        open[kind] = number
      }
      places.append((number, current[kind].count, raw.count))
      current[kind] += raw
      if current[kind].count >= blockSize[kind] {
        blocks[number] = current[kind]
        current[kind] = []
        open[kind] = nil
      }
    }
    for kind in 0..<3 {
      if let n = open[kind] { blocks[n] = current[kind] }
    }
    if blocks.isEmpty { blocks.append([]) }
    var index = ByteWriter()
    var list = ByteWriter()
    list.count(packs.count)
    for p in packs {
      list.string(p.name)
      list.string(p.version)
      list.u64(p.fingerprint)
      list.count(p.regions.count)
      for r in p.regions { list.string(r) }
    }
    index.count(list.bytes.count)
    index.bytes += list.bytes
    index.u64(checksum64(list.bytes[...]))
    index.string(engine)
    let stored = blocks.map(SectionCodec.compress)
    index.count(blocks.count)
    for (raw, compressed) in zip(blocks, stored) {
      index.count(compressed.count)
      index.count(raw.count)
      index.u64(checksum64(compressed[...]))
    }
    index.count(codes.count)
    for (i, entry) in codes.enumerated() {
      index.count(entry.code)
      index.count(entry.regions.count)
      for r in entry.regions { index.u16(RegionCode(r)?.packed ?? 0) }
      for (k, place) in places[(3 * i)..<(3 * i + 3)].enumerated() {
        index.count(place.block)
        index.count(place.offset)
        index.count(place.length)
        if k == 1 {
          index.count(nationalEnd(3 * i + 1 < sections.count ? sections[3 * i + 1] : []))
        }
      }
    }
    return file(index: index.bytes) + stored.joined()
  }

  /// The header and index of a file: magic, format version, index length and checksum.
  package static func file(index: [UInt8]) -> [UInt8] {
    FileHeader.file(magic: magic, version: formatVersion, index: index)
  }

  /// A file of one calling code from one byte string holding its three decoded sections: a
  /// varint length and the models, a varint length and the formats, then the rules. The index
  /// is taken from the regions the models begin with; empty when they begin with none. How the
  /// tables fuzzer and its regression tests read an input (one reader, so the two cannot
  /// drift), so that mutations of a section's content reach the section readers.
  package static func pack(sections input: [UInt8]) -> [UInt8] {
    var r = ByteReader(input)
    /// The next part: a varint length and that many bytes, or all that is left when the
    /// length is missing or too long.
    func part() -> [UInt8] {
      let start = r.offset
      do {
        let n = try r.count()
        return Array(try r.take(n))
      } catch {
        r.offset = input.count
        return Array(input[start...])
      }
    }
    let models = part()
    let formats = part()
    let rules = Array(input[r.offset...])
    // The regions: as many as decode one after another (each a length and a region).
    var m = ByteReader(models)
    var regions: [Region] = []
    while m.remaining > 0 {
      do {
        let length = try m.count()
        var one = ByteReader(models, offset: m.offset, end: m.offset + length)
        regions.append(try one.region())
        m.offset += length
      } catch {
        break
      }
    }
    guard let first = regions.first else { return [] }
    return pack(
      codes: [(first.callingCode, regions.map(\.code.description))],
      sections: [models, formats, rules])
  }
}
