// TableFile: every region of a catalog, compiled, in one binary file that loads without compiling.
//
// Layout (little-endian):
//
//   offset  size  field
//   0       8     magic "PHFMTTBL"
//   8       4     format version (1)
//   12      8     payload length N
//   20      8     FNV-1a 64 checksum of the payload
//   28      N     payload:
//                   engine version (string)
//                   regions:  count, then each Region model (strings, formats, types, names)
//                   compiled: count, then per calling code its format lists and automata
//                   rules:    count, then per region its type automaton and prefix automata
//
// Strings are a u32 byte count and UTF-8; lists a u32 count and their items. Reading checks
// the magic, the version, the length, the checksum, then every count against the bytes left,
// every index against its table, and every automaton's invariants, so a damaged file gives a
// `TableFileError`, never a trap, and nothing of it is used.

/// Writes and reads compiled table files.
public enum TableFile {
  static let magic: [UInt8] = Array("PHFMTTBL".utf8)
  public static let formatVersion: UInt32 = 1
  static let headerSize = 28

  /// Compiles every region of `catalog` and writes them all.
  /// - Throws: the first `CompileError` of a region that does not compile.
  public static func encode(_ catalog: PhoneCatalog) throws(CompileError) -> [UInt8] {
    var w = ByteWriter()
    w.string(engineVersion)
    let regions = catalog.allRegions
    w.count(regions.count)
    for r in regions { w.region(r) }
    let codes = catalog.callingCodes
    w.count(codes.count)
    for code in codes {
      guard let compiled = try catalog.compiled(callingCode: code) else { continue }
      w.int(code)
      w.compiledRegion(compiled)
    }
    w.count(regions.count)
    for r in regions {
      let rules = try catalog.regionRules(for: r)
      w.regionRules(rules)
    }
    return file(payload: w.bytes)
  }

  /// A whole file: `payload` with the header in front (magic, format version, payload length,
  /// FNV-1a 64 checksum of the payload). Also how the tables fuzzer and its regression tests
  /// wrap fuzzed payloads so that they get past the checksum.
  package static func file(payload: [UInt8]) -> [UInt8] {
    var file = ByteWriter()
    file.bytes = magic
    file.u32(formatVersion)
    file.u64(UInt64(payload.count))
    file.u64(fnv1a64(payload[...]))
    file.bytes += payload
    return file.bytes
  }

  /// Reads a table file into a catalog whose regions are all compiled already.
  /// - Throws: `TableFileError` for any damage; the file is then not used at all.
  public static func decode(_ bytes: [UInt8]) throws(TableFileError) -> PhoneCatalog {
    guard bytes.count >= magic.count, bytes[0..<magic.count].elementsEqual(magic) else {
      throw .notATableFile
    }
    var header = ByteReader(bytes, offset: magic.count)
    let version = try header.u32()
    guard version == formatVersion else {
      throw .unsupportedFormatVersion(found: version, supported: formatVersion)
    }
    let length = try header.u64()
    let checksum = try header.u64()
    guard length <= UInt64(bytes.count - headerSize) else { throw .truncated(offset: bytes.count) }
    guard length == UInt64(bytes.count - headerSize) else {
      throw .corrupt(offset: headerSize + Int(length), reason: "bytes after the payload")
    }
    guard fnv1a64(bytes[headerSize...]) == checksum else { throw .checksumMismatch }
    var r = ByteReader(bytes, offset: headerSize)
    let engine = try r.string()
    guard engine == engineVersion else {
      throw .engineMismatch(file: engine, engine: engineVersion)
    }
    var regions: [Region] = []
    for _ in 0..<(try r.count()) { regions.append(try r.region()) }
    let catalog = PhoneCatalog(regions: regions)
    var compiled: [Int: CompiledRegion] = [:]
    for _ in 0..<(try r.count()) {
      let at = r.offset
      let code = try r.int()
      guard let main = catalog.mainRegion(forCallingCode: code),
        let region = main == .nonGeographic ? catalog.nonGeographic[code] : catalog.regions[main]
      else { throw .corrupt(offset: at, reason: "tables for unknown calling code \(code)") }
      compiled[code] = try r.compiledRegion(region)
    }
    let at = r.offset
    guard try r.count() == regions.count else {
      throw .corrupt(offset: at, reason: "rules for a different number of regions")
    }
    var rules: [RegionRules] = []
    for region in regions { rules.append(try r.regionRules(region)) }
    guard r.remaining == 0 else {
      throw .corrupt(offset: r.offset, reason: "bytes after the tables")
    }
    catalog.prefill(compiled: compiled, rules: rules)
    return catalog
  }
}
