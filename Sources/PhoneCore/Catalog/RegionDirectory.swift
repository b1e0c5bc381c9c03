// RegionDirectory: a catalog's regions by key, either held or decoded on first use from tables.

/// The regions of a catalog by region code (or, for non-geographic entities, by calling
/// code), read like a dictionary.
///
/// A catalog made from `Region` values holds them; a catalog opened from a table file decodes
/// a calling code's regions the first time one of them is asked for, so opening the tables
/// costs nothing per region.
///
/// ```swift
/// catalog.regions[.gb]?.callingCode   // 44
/// for (code, region) in catalog.regions { ... }    // decodes every region
/// ```
/// - Complexity: a look-up is a hash look-up (held regions) or two array reads (a table
///   file's index), plus decoding the calling code's regions once.
package struct RegionDirectory<Key: Hashable & Sendable>: Sendable, Sequence {
  /// Held regions by key (a catalog of regions); empty for a table file's.
  private let held: [Key: Region]
  /// A table file's regions: where a key lies in it (`position << 16 | calling code`), and
  /// every key it has. Closures over the file's flat index rather than a dictionary, so that
  /// opening a file builds no dictionary (Documentation/Internals.md, "Launch").
  private let source: TableSource?
  private let locate: (@Sendable (Key) -> (callingCode: Int, position: Int)?)?
  private let listKeys: (@Sendable () -> [Key])?

  init(held: [Key: Region]) {
    self.held = held
    (source, locate, listKeys) = (nil, nil, nil)
  }

  init(
    source: TableSource, locate: @escaping @Sendable (Key) -> (callingCode: Int, position: Int)?,
    keys: @escaping @Sendable () -> [Key]
  ) {
    self.held = [:]
    (self.source, self.locate, self.listKeys) = (source, locate, keys)
  }

  package subscript(key: Key) -> Region? {
    guard let source, let locate else { return held[key] }
    guard let place = locate(key) else { return nil }
    switch source.model(callingCode: place.callingCode, position: place.position) {
    case .success(let region): return region
    // Damaged: the region is absent here, and the calling code's compiled tables and rules
    // throw `RuleError.damagedTables` with the byte and the reason.
    case .failure, nil: return nil
    }
  }

  func callingCode(of key: Key) -> Int? {
    guard let locate else { return held[key]?.callingCode }
    return locate(key)?.callingCode
  }

  func tablePlace(of key: Key) -> (callingCode: Int, position: Int)? { locate?(key) }

  /// Every key, in no particular order.
  package var keys: [Key] { listKeys?() ?? Array(held.keys) }
  package var count: Int { listKeys?().count ?? held.count }
  package var isEmpty: Bool { count == 0 }

  package var values: [Region] { map(\.value) }

  package func makeIterator() -> AnyIterator<(key: Key, value: Region)> {
    var keys = self.keys.makeIterator()
    return AnyIterator { () -> (key: Key, value: Region)? in
      while let k = keys.next() {
        if let r = self[k] { return (k, r) }
      }
      return nil
    }
  }
}

extension RegionDirectory where Key == RegionCode {
  package var callingCodes: [(region: RegionCode, callingCode: Int)] {
    keys.compactMap { key in callingCode(of: key).map { (key, $0) } }
  }
}
