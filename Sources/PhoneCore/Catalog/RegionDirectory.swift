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
/// - Complexity: a look-up is a hash look-up, plus decoding the calling code's regions once.
package struct RegionDirectory<Key: Hashable & Sendable>: Sendable, Sequence {
  /// Each key's place: its calling code (bits 0-15) and, from tables, its position in that
  /// code's list of regions (the bits above), so a look-up is two array reads, not a search.
  private let places: [Key: Int]
  private let held: [Key: Region]
  private let source: TableSource?

  init(held: [Key: Region]) {
    self.held = held
    self.places = held.mapValues(\.callingCode)
    self.source = nil
  }

  /// Keys of regions in a table file: each with its calling code and its position among that
  /// code's regions (`TableSource.Entry.regions`).
  init(places: [Key: (callingCode: Int, position: Int)], source: TableSource) {
    self.held = [:]
    self.places = places.mapValues { $0.position << 16 | $0.callingCode }
    self.source = source
  }

  /// The region of `key`, or nil when there is none (or its table section is damaged:
  /// `PhoneCatalog.compiled(callingCode:)` then says why).
  package subscript(key: Key) -> Region? {
    guard let source else { return held[key] }
    guard let place = places[key] else { return nil }
    switch source.model(callingCode: place & 0xffff, position: place >> 16) {
    case .success(let region): return region
    // Damaged: the region is absent here, and the calling code's compiled tables and rules
    // throw `RuleError.damagedTables` with the byte and the reason.
    case .failure, nil: return nil
    }
  }

  /// The calling code of `key`'s region, known without decoding it; nil when there is none.
  func callingCode(of key: Key) -> Int? { places[key].map { $0 & 0xffff } }

  /// From a table file: the calling code of `key`'s region and its position among that
  /// code's regions (main first), known without decoding it; nil when there is none, or
  /// the regions are held.
  func tablePlace(of key: Key) -> (callingCode: Int, position: Int)? {
    guard source != nil, let place = places[key] else { return nil }
    return (place & 0xffff, place >> 16)
  }

  package var keys: Dictionary<Key, Int>.Keys { places.keys }
  package var count: Int { places.count }
  package var isEmpty: Bool { places.isEmpty }

  /// Every region (decoding all of them from tables).
  package var values: [Region] { map(\.value) }

  package func makeIterator() -> AnyIterator<(key: Key, value: Region)> {
    var keys = places.keys.makeIterator()
    return AnyIterator { () -> (key: Key, value: Region)? in
      while let k = keys.next() {
        if let r = self[k] { return (k, r) }
      }
      return nil
    }
  }
}

extension RegionDirectory where Key == RegionCode {
  /// Every region code with its region's calling code, known without decoding a region:
  /// what a country list needs of each region, so building one decodes no tables. (For
  /// region codes only: the generic form runs unspecialised in other modules, and took a
  /// tenth of building a list.)
  package var callingCodes: [(region: RegionCode, callingCode: Int)] {
    places.map { ($0.key, $0.value & 0xffff) }
  }
}
