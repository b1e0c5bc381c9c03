// RegionDirectory: a catalog's regions by key, either held or decoded on first use from tables.

/// The regions of a catalog by region code (or, for non-geographic entities, by calling
/// code), read like a dictionary.
///
/// A catalog made from `Region` values holds them; a catalog opened from a table file decodes
/// a calling code's regions the first time one of them is asked for, so opening the tables
/// costs nothing per region.
///
/// ```swift
/// catalog.regions[RegionCode("GB")!]?.callingCode   // 44
/// for (code, region) in catalog.regions { ... }    // decodes every region
/// ```
/// - Complexity: a look-up is a hash look-up, plus decoding the calling code's regions once.
public struct RegionDirectory<Key: Hashable & Sendable>: Sendable, Sequence {
  /// Each key's calling code.
  private let codes: [Key: Int]
  private let held: [Key: Region]
  private let source: TableSource?

  init(held: [Key: Region]) {
    self.held = held
    self.codes = held.mapValues(\.callingCode)
    self.source = nil
  }

  init(codes: [Key: Int], source: TableSource) {
    self.held = [:]
    self.codes = codes
    self.source = source
  }

  /// The region of `key`, or nil when there is none (or its table section is damaged:
  /// `PhoneCatalog.compiled(callingCode:)` then says why).
  public subscript(key: Key) -> Region? {
    guard let source else { return held[key] }
    guard let code = codes[key] else { return nil }
    return source.models(callingCode: code)?.first { Self.key(of: $0) == key }
  }

  public var keys: Dictionary<Key, Int>.Keys { codes.keys }
  public var count: Int { codes.count }
  public var isEmpty: Bool { codes.isEmpty }

  /// Every region (decoding all of them from tables).
  public var values: [Region] { map(\.value) }

  public func makeIterator() -> AnyIterator<(key: Key, value: Region)> {
    var keys = codes.keys.makeIterator()
    return AnyIterator { () -> (key: Key, value: Region)? in
      while let k = keys.next() {
        if let r = self[k] { return (k, r) }
      }
      return nil
    }
  }

  private static func key(of region: Region) -> Key? {
    if Key.self == RegionCode.self {
      return region.code == .nonGeographic ? nil : region.code as? Key
    }
    return region.code == .nonGeographic ? region.callingCode as? Key : nil
  }
}
