// TableFile: every region of a catalog, compiled, in one binary file that opens without
// compiling and decodes one calling code at a time.
//
// Layout (format 7):
//
//   offset  size  field
//   0       8     magic "PHFMTTBL"
//   8       4     format version (7), little-endian
//   12      4     index length N, little-endian
//   16      8     checksum (`checksum64`) of the index
//   24      N     index:
//                   the packs compiled in (format 6): the length of the list, the list (count,
//                     then per pack its name, version, fingerprint and the regions it
//                     touches), and the list's own checksum, so that a file damaged further
//                     on, or cut short, still tells which packs it held (`packs(in:)`)
//                   engine version (string)
//                   blocks: count, then per block its stored length, decoded length and the
//                     checksum of its stored bytes
//                   calling codes: count, then per code ascending
//                     the code; its regions (packed codes, 2 bytes each, main region first);
//                     its models, formats and rules sections, each as
//                     (block, offset in the decoded block, length), and after the formats
//                     section where its national part ends
//   24 + N  ...   the blocks, in order, each compressed by `SectionCodec`; nothing follows
//
//   a block:          sections of one kind (models, formats or rules) of consecutive calling
//                     codes, until it holds `blockSize[kind]` bytes
//   models section:   the code's `Region` models, in index order, each behind its length
//                     (one region decodes without the others); a region's format strings
//                     are written once, then by number
//   formats section:  the compiled format lists and prefix automata of the main region, when
//                     the code has formats to compile (all that typing and formatting need,
//                     read without the models section since format 5): the length of the
//                     national part, the national part (the region's digit limit, national
//                     list, prefix automata, whether an international list follows), then the
//                     international list behind its length, decompressed and read only when
//                     first asked (format 4), then the lists' pattern trees, read only when a
//                     format's pattern is asked for (format 7, `FormatPatterns.swift`: nothing
//                     parses a pattern's text at run time); a format's rule (format string, national-prefix rule,
//                     flags, priority: format 5) and shape (template, group spans by length)
//                     once per section, then by number; the patterns and leading digits are
//                     only in the models section (the automaton holds them compiled)
//   rules section:    the rules of each region (type automaton, prefix automata unless the
//                     main region's equal the formats section's, leading digits, and the
//                     national-prefix pattern's tree where a transform rule needs its groups:
//                     format 7): what parsing and validation need, decoded when they are
//                     first asked
//
// Opening a file checks the header, the index checksum, that the blocks tile the rest of the
// file and every section lies inside its block. A block is checked (checksum, then
// decompression up to the end of the section asked for) when a section of it is first
// decoded, and a section (every count, index and automaton invariant) when its calling code
// is first used (an international list when first asked), or all at once with
// `.everySection`. A damaged block or section gives a
// `TableFileError`, never a trap, and nothing of it is used. Integers in the index and
// sections are varints; state tables and indexes are written at the narrowest width that
// holds them (see `ByteWriter`).

/// Writes and reads compiled table files.
package enum TableFile {
  package static let magic: [UInt8] = Array("PHFMTTBL".utf8)
  package static let formatVersion: UInt32 = 7
  /// Sections are gathered into blocks of about this many bytes before compression, per kind
  /// (models, formats, rules): one calling code's sections alone are too short to compress
  /// well. Measured on the core pack when blocks came in (all kinds in one block): each section
  /// compressed alone 307,605 bytes, blocks of 8 KiB 261,576, 16 KiB 251,788. A first use
  /// of a calling code decompresses a formats block (and, since format 5, no models block).
  package static let blockSize = [4 * 1024, 4 * 1024, 16 * 1024]

  /// How much of a table file `decode` checks before returning.
  package enum Verification: Sendable {
    /// The header and index; each calling code's sections when first used (opening costs
    /// microseconds).
    case index
    /// Every section, decoded and checked now (for files of unknown origin).
    case everySection
  }

  /// A rule pack compiled into a table file: what `--tables` then must not apply again, and
  /// must not drop when the file cannot be used.
  package struct PackRecord: Hashable, Sendable {
    package var name: String
    package var version: String
    /// `checksum64` of the pack's files (`RulePack.fingerprint`).
    package var fingerprint: UInt64
    /// The regions the pack adds, extends or replaces (`Region.name`), in its order.
    package var regions: [String]

    package init(name: String, version: String, fingerprint: UInt64, regions: [String]) {
      self.name = name
      self.version = version
      self.fingerprint = fingerprint
      self.regions = regions
    }
  }

  /// The packs a table file was compiled with (`encode(_:packs:)`), read from the start of its
  /// index with their own checksum: a file cut short or damaged after them still tells them.
  /// - Throws: `TableFileError` when the file is not a table file of this format, or the list
  ///   itself is damaged.
  package static func packs(in bytes: [UInt8]) throws(TableFileError) -> [PackRecord] {
    try FileHeader.checkVersion(bytes, magic: magic, version: formatVersion)
    var r = ByteReader(bytes, offset: FileHeader.size)
    return try packList(&r)
  }

  /// The list of packs at the start of an index, checked against its checksum.
  static func packList(_ r: inout ByteReader) throws(TableFileError) -> [PackRecord] {
    let at = r.offset
    let length = try r.count()
    let bytes = try r.take(length)
    guard try r.u64() == checksum64(bytes) else {
      throw .corrupt(offset: at, reason: "the list of packs does not match its checksum")
    }
    var list = ByteReader(Array(bytes))
    var packs: [PackRecord] = []
    for _ in 0..<(try list.count(itemSize: 11)) {
      let name = try list.string()
      let version = try list.string()
      let fingerprint = try list.u64()
      var regions: [String] = []
      for _ in 0..<(try list.count()) { regions.append(try list.string()) }
      packs.append(
        PackRecord(name: name, version: version, fingerprint: fingerprint, regions: regions))
    }
    guard list.remaining == 0 else {
      throw .corrupt(offset: at, reason: "bytes after the list of packs")
    }
    return packs
  }

  /// Where a formats section's national part ends: after the varint it begins with and the
  /// bytes that varint counts (the whole section when that is past its end, or no varint is
  /// there: the reader refuses the section then).
  package static func nationalEnd(_ formats: [UInt8]) -> Int {
    var r = ByteReader(formats)
    guard let length = try? r.count(), length <= r.remaining else { return formats.count }
    return r.offset + length
  }

  /// The index entries and decoded sections of a file (see `pack`).
  package static func unpack(_ bytes: [UInt8]) throws(TableFileError) -> (
    codes: [(code: Int, regions: [String])], sections: [[UInt8]]
  ) {
    let source = try TableSource(bytes)
    var sections: [[UInt8]] = []
    for entry in source.index {
      for (s, name) in [
        (entry.models, "regions"), (entry.formats, "formats"), (entry.rules, "rules"),
      ] {
        sections.append(try source.decoded(s, "+\(entry.callingCode) \(name)"))
      }
    }
    return (source.index.map { ($0.callingCode, $0.regions.map(\.description)) }, sections)
  }

  /// Opens a table file as a catalog whose regions and tables decode on first use.
  /// - Throws: `TableFileError` for damage found by `verification`; a damaged file is not
  ///   used at all.
  /// - Complexity: O(calling codes) with `.index`; O(file) with `.everySection`.
  /// - Parameter shortNumbers: the short-number metadata the catalog's fields ask
  ///   (`PhoneCatalog.shortNumberTable`).
  /// - Parameter compiler: what compiles a region of the file that has formats of its own
  ///   (only a pack's table file has one); nil for the shipped tables.
  package static func decode(
    _ bytes: [UInt8], verification: Verification = .everySection,
    shortNumbers: ShortNumberTable? = nil, compiler: (any RegionCompiler)? = nil
  ) throws(TableFileError) -> PhoneCatalog {
    try decode(
      .array(bytes), verification: verification, shortNumbers: shortNumbers, compiler: compiler)
  }

  /// `decode(_:verification:shortNumbers:compiler:)` of bytes linked into the library, which
  /// are read in place (`StoredBytes.linked`: no copy of the file).
  /// - Parameter openShortNumbers: when `shortNumbers` is nil, what opens the short-number
  ///   metadata the first time the catalog is asked for it.
  package static func decode(
    _ stored: StoredBytes, verification: Verification = .everySection,
    shortNumbers: ShortNumberTable? = nil,
    openShortNumbers: (@Sendable () -> ShortNumberTable)? = nil,
    compiler: (any RegionCompiler)? = nil
  ) throws(TableFileError) -> PhoneCatalog {
    let source = try TableSource(stored: stored)
    let catalog = PhoneCatalog(
      source: source, shortNumbers: shortNumbers, openShortNumbers: openShortNumbers,
      compiler: compiler)
    if case .everySection = verification {
      for entry in source.index {
        let models = try source.decodeModels(entry)
        let compiled: CompiledRegion?
        do {
          try catalog.loadRules(callingCode: entry.callingCode, from: source)
          compiled = try catalog.compiled(callingCode: entry.callingCode)
        } catch {
          if case .damagedTables(_, let damage) = error { throw damage }
          throw .corrupt(offset: source.blocks[entry.rules.block].offset, reason: error.description)
        }
        // The international list too, which a catalog opened with `.index` reads when first
        // asked; and that the formats section says what the main region's model says of its
        // formats (the formatter reads the one without the other).
        if let compiled {
          try source.checkFormats(entry, compiled, against: models)
          try source.checkFormatPatterns(entry, compiled)
        }
      }
    }
    return catalog
  }
}
