// PrefixData: names (in languages) and time zones keyed by number prefix, read in place from a
// blob, one calling code's prefixes decoded on first use: libphonenumber's carrier names and
// time zones linked into the product, and the geocoding pack's places.

import CPhoneCallerData
import PhoneCore
package import PhoneDataBlob

/// Names in languages and time-zone lists, keyed by the digits of the E.164 number after `+`
/// and looked up by the longest matching prefix, as libphonenumber's
/// `PhoneNumberToCarrierMapper`, `PhoneNumberOfflineGeocoder` and
/// `PhoneNumberToTimeZonesMapper` do. `Scripts/generate-shipped-data.py` writes it:
///
/// ```
///   magic | u32 total | languages | names | name sets | zones | zone lists | geo-mobile codes
///   | name index | zone index | name bodies' length | name bodies | zone bodies
///
///   string/set table   count, count+1 u32 offsets, the bytes: entry i alone decodes
///   index              count, each: calling code, body offset, entry count
///   body               entries of (delta of the packed suffix after the calling code, set)
///   packed             "1" then the digits, as a number: the suffix "" -> 1, "74" -> 174
/// ```
/// Opening reads the headers and the two indexes (a few hundred integers); a calling code's
/// prefixes are decoded the first time a number of it is looked up, and kept; a name set or a
/// string is decoded when a look-up reaches it.
package final class PrefixData: Sendable {
  /// The prefixes of one calling code: sorted packed suffixes and the set each names.
  struct Section: Sendable {
    var keys: [UInt64] = []
    var sets: [UInt32] = []

    /// The set of an exact packed suffix.
    func find(_ key: UInt64) -> Int? {
      var low = 0
      var high = keys.count
      while low < high {
        let mid = (low &+ high) >> 1
        if keys[mid] < key { low = mid + 1 } else { high = mid }
      }
      return low < keys.count && keys[low] == key ? Int(sets[low]) : nil
    }
  }

  /// Where a calling code's body is, and how many entries it has.
  struct IndexEntry: Sendable {
    var offset: Int
    var count: Int
  }

  /// libphonenumber's longest prefix, in digits of the E.164 number after `+`.
  static let longestPrefix = 9
  /// Carrier names and time zones, linked into the product.
  package static let describeMagic = "PHFMDSC1"
  /// Places: the geocoding pack's `geocoding.bin`.
  package static let geocodingMagic = "PHFMGEO1"
  package static let unknownTimeZone = "Etc/Unknown"
  /// How messages name the linked-in data.
  package static let label = "carrier and time-zone data linked into the product"

  let storage: BlobStorage
  let languages: [String]
  let names: BlobStringTable
  let nameSets: BlobSetTable
  let zones: BlobStringTable
  let zoneLists: BlobSetTable
  let geographicalMobileCodes: Set<Int>
  let nameIndex: [Int: IndexEntry]
  let zoneIndex: [Int: IndexEntry]
  let nameBodies: Int
  let zoneBodies: Int
  let nameSections = Locked<[Int: Section]>([:])
  let zoneSections = Locked<[Int: Section]>([:])

  /// Opens the carrier and time-zone data linked into the product (reads its headers and
  /// indexes; nothing is copied).
  package static func openLinked() throws(DataBlobError) -> PrefixData {
    try PrefixData(
      BlobStorage(static: phonefmt_describe_data(), count: phonefmt_describe_data_size()),
      magic: describeMagic)
  }

  /// The bytes linked into the product.
  package static var linkedBytes: [UInt8] {
    Array(
      UnsafeBufferPointer(start: phonefmt_describe_data(), count: phonefmt_describe_data_size()))
  }

  package init(_ storage: BlobStorage, magic: String) throws(DataBlobError) {
    self.storage = storage
    let bytes = storage.bytes
    var r = BlobReader(bytes)
    try r.expect(magic)
    let total = Int(try r.u32())
    guard total == bytes.count else {
      throw .corrupt(offset: 8, reason: "says \(total) bytes, has \(bytes.count)")
    }
    let languageTable = try BlobStringTable(&r)
    var languages: [String] = []
    for i in 0..<languageTable.count { languages.append(try languageTable.string(i, in: bytes)) }
    self.languages = languages
    names = try BlobStringTable(&r)
    nameSets = try BlobSetTable(&r)
    zones = try BlobStringTable(&r)
    zoneLists = try BlobSetTable(&r)
    var geo = Set<Int>()
    for _ in 0..<(try r.count("calling code count")) {
      geo.insert(try r.int(below: 1000, "calling code"))
    }
    geographicalMobileCodes = geo
    func index(_ r: inout BlobReader) throws(DataBlobError) -> [Int: IndexEntry] {
      var out: [Int: IndexEntry] = [:]
      for _ in 0..<(try r.count("calling code count")) {
        let code = try r.int(below: 1000, "calling code")
        let offset = try r.int(below: Int(UInt32.max), "body offset")
        let count = try r.int(below: Int(UInt32.max), "entry count")
        out[code] = IndexEntry(offset: offset, count: count)
      }
      return out
    }
    nameIndex = try index(&r)
    zoneIndex = try index(&r)
    let nameLength = try r.count("name bodies' length")
    nameBodies = r.offset
    zoneBodies = r.offset + nameLength
  }

  /// The calling codes that have names or zones, in order.
  package func callingCodes() -> [Int] {
    Set(nameIndex.keys).union(zoneIndex.keys).sorted()
  }

  /// The decoded prefixes of a calling code in one of the two kinds, cached.
  func section(
    _ code: Int, index: [Int: IndexEntry], bodies: Int, sets: Int, cache: Locked<[Int: Section]>
  ) throws(DataBlobError) -> Section? {
    if let hit = cache.withLock({ $0[code] }) { return hit }
    guard let entry = index[code] else { return nil }
    var r = BlobReader(storage.bytes, offset: bodies + entry.offset)
    guard entry.count <= r.remaining / 2 else { throw .truncated(offset: r.offset) }
    var section = Section()
    section.keys.reserveCapacity(entry.count)
    section.sets.reserveCapacity(entry.count)
    var key: UInt64 = 0
    for _ in 0..<entry.count {
      let at = r.offset
      let (sum, overflow) = key.addingReportingOverflow(try r.varint())
      guard !overflow, sum > key || section.keys.isEmpty else {
        throw .corrupt(offset: at, reason: "prefixes are not in increasing order")
      }
      key = sum
      section.keys.append(key)
      section.sets.append(UInt32(try r.int(below: sets, "set index")))
    }
    let value = section
    cache.withLock { $0[code] = value }
    return value
  }

  /// The packed suffixes of the national number to try, longest first: libphonenumber reads
  /// prefixes of up to `longestPrefix` digits of the E.164 number, calling code included.
  static func suffixKeys(callingCode: Int, national: some Collection<UInt8>) -> [UInt64] {
    let codeDigits = String(callingCode).utf8.count
    let room = Swift.max(0, longestPrefix - codeDigits)
    var keys: [UInt64] = [1]
    var key: UInt64 = 1
    for byte in national.prefix(room) {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      key = key * 10 + UInt64(byte - UInt8(ascii: "0"))
      keys.append(key)
    }
    return keys.reversed()
  }

  /// libphonenumber's `_prefix_description_for_number`: the name of the longest prefix that
  /// has one in a language the locale accepts (a prefix without one gives way to a shorter
  /// prefix); nil where none has.
  package func name(callingCode: Int, national: String, locale: DescribeLocale)
    throws(DataBlobError) -> String?
  {
    guard
      let section = try section(
        callingCode, index: nameIndex, bodies: nameBodies, sets: nameSets.count,
        cache: nameSections)
    else { return nil }
    let wanted = locale.candidates.compactMap { languages.firstIndex(of: $0) }
    guard !wanted.isEmpty else { return nil }
    let limit = Swift.max(languages.count, names.count)
    for key in Self.suffixKeys(callingCode: callingCode, national: national.utf8) {
      guard let set = section.find(key) else { continue }
      let pairs = try nameSets.values(set, below: limit, in: storage.bytes)
      for language in wanted {
        var i = 0
        while i + 1 < pairs.count {
          if pairs[i] == language { return try names.string(pairs[i + 1], in: storage.bytes) }
          i += 2
        }
      }
    }
    return nil
  }

  /// The zones of the longest prefix (`geographical`), or of the calling code alone
  /// (libphonenumber's country-level zones); `Etc/Unknown` where there are none.
  package func timeZones(callingCode: Int, national: String, geographical: Bool)
    throws(DataBlobError) -> [String]
  {
    guard
      let section = try section(
        callingCode, index: zoneIndex, bodies: zoneBodies, sets: zoneLists.count,
        cache: zoneSections)
    else { return [Self.unknownTimeZone] }
    let keys =
      geographical ? Self.suffixKeys(callingCode: callingCode, national: national.utf8) : [1]
    for key in keys {
      guard let list = section.find(key) else { continue }
      var out: [String] = []
      for zone in try zoneLists.values(list, below: zones.count, in: storage.bytes) {
        out.append(try zones.string(zone, in: storage.bytes))
      }
      return out
    }
    return [Self.unknownTimeZone]
  }
}

/// A locale as libphonenumber's prefix mappers read it: language, script, region, and the
/// order in which the data's languages are tried (its `_find_lang`).
package struct DescribeLocale: Sendable, Hashable {
  var language: String
  var script: String?
  var region: String?

  /// `en`, `zh_Hant`, `zh-Hant-TW`, `pt_BR`: the language lower-cased, a four-letter part as
  /// the script (`Hant`), a two-letter or three-digit part as the region (`TW`).
  package init(_ text: String) {
    let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    language = parts.first?.lowercased() ?? ""
    for part in parts.dropFirst() {
      if part.count == 4, part.allSatisfy(\.isLetter), script == nil {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if part.count == 2 && part.allSatisfy(\.isLetter)
        || part.count == 3 && part.allSatisfy(\.isNumber), region == nil
      {
        region = part.uppercased()
      }
    }
  }

  /// The language keys of the data to try, in order: `zh_TW`, `zh_HK` and `zh_MO` as
  /// `zh_Hant`, then the full locale, language and script, language and region, the language,
  /// and English except for Chinese, Japanese and Korean.
  package var candidates: [String] {
    var full = language
    if let script { full += "_" + script }
    if let region { full += "_" + region }
    var out: [String] = []
    if ["zh_TW", "zh_HK", "zh_MO"].contains(full) { out.append("zh_Hant") }
    out.append(full)
    if let script { out.append(language + "_" + script) }
    if let region { out.append(language + "_" + region) }
    out.append(language)
    if !["zh", "ja", "ko"].contains(language) { out.append("en") }
    return out
  }
}
