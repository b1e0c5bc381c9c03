// DisplayLocale: a locale ICU knows, validated once; names, order, direction and digits follow it.

public import PhoneCore

/// A locale the country list is shown in: ICU's canonical ID, checked against ICU's data.
///
/// Accepts ICU locale IDs (`sv`, `zh_Hans_CN`, `de@collation=phonebook`) and BCP 47 tags
/// (`zh-Hans-CN`, `de-u-co-phonebk`); both become ICU's canonical ID.
///
/// ```swift
/// let arabic = try DisplayLocale("ar-EG")
/// arabic.identifier        // "ar_EG"
/// arabic.direction         // .rightToLeft
/// try arabic.region()      // EG
/// try DisplayLocale("xx")  // throws ICUError.unknownLocale("xx")
/// ```
///
/// A locale is *unknown* when ICU cannot parse it, or when ICU has no ISO 639 code for its
/// language (`uloc_getISO3Language` answers the empty string): `xx`, `root`, `und`, `qaa`.
/// A known language without data of its own (`ain`) is accepted; its names then come from the
/// fallback chain of ``RegionNames`` and its order from ICU's root collation.
public struct DisplayLocale: Hashable, Sendable, CustomStringConvertible {
  /// ICU's canonical locale ID, e.g. `zh_Hans_CN` (`uloc_canonicalize`).
  public let identifier: String
  /// Whether the locale's script runs right to left (`uloc_isRightToLeft`): Arabic, Hebrew,
  /// Persian, Urdu, ...
  public let isRightToLeft: Bool

  /// English (`en`), the last link of every name fallback chain.
  public static let english = DisplayLocale(verified: "en", isRightToLeft: false, chain: ["en"])

  /// The locale and its truncations, most specific first: `zh_Hant_TW`, `zh_Hant`, `zh`
  /// (`uloc_getParent`), without keywords (`@collation=...`). Pack names are looked up along it.
  let lookupChain: [String]

  /// `text` as `init(_:)` reads it, or `fallback` when ICU does not know it: for a locale an
  /// app takes from the system or a setting, where English is a better screen than an error.
  ///
  /// ```swift
  /// DisplayLocale("de", fallback: .english).identifier   // "de"
  /// DisplayLocale("xx", fallback: .english).identifier   // "en"
  /// ```
  public init(_ text: String, fallback: DisplayLocale) {
    do {
      try self.init(text)
    } catch {
      self = fallback
    }
  }

  /// Validates `text` with ICU and canonicalises it.
  /// - Throws: ``ICUError/unknownLocale(_:)`` when ICU cannot parse it or does not know its
  ///   language; ``ICUError/callFailed(function:status:name:)`` when an ICU call fails.
  public init(_ text: String) throws(ICUError) {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      throw .unknownLocale(text)
    }
    let id: String
    if text.contains("-") {
      let (tagID, parsed) = try ICU.forLanguageTag(text)
      guard parsed == text.utf8.count, !tagID.isEmpty else { throw .unknownLocale(text) }
      id = try ICU.canonicalize(tagID)
    } else {
      id = try ICU.canonicalize(text)
    }
    guard !ICU.iso3Language(id).isEmpty else { throw .unknownLocale(text) }
    var chain: [String] = []
    var link = String(id.split(separator: "@", maxSplits: 1).first ?? "")
    while !link.isEmpty && link != "root" && !chain.contains(link) {
      chain.append(link)
      link = try ICU.parent(link)
    }
    self.init(verified: id, isRightToLeft: ICU.isRightToLeft(id), chain: chain)
  }

  private init(verified id: String, isRightToLeft: Bool, chain: [String]) {
    self.identifier = id
    self.isRightToLeft = isRightToLeft
    self.lookupChain = chain
  }

  /// The direction of a line of text in this locale, and so of the country rows.
  public var direction: TextDirection { isRightToLeft ? .rightToLeft : .leftToRight }

  /// The region the locale names (`AE` for `en_AE`), or, when `likely` is set and it names
  /// none, the region ICU considers likely for it (`EG` for `ar`, `JP` for `ja`:
  /// `uloc_addLikelySubtags`). Nil when that is not a region code (`es_419`).
  /// - Throws: ``ICUError/callFailed(function:status:name:)`` when an ICU call fails.
  public func region(likely: Bool = true) throws(ICUError) -> RegionCode? {
    var country = try ICU.country(identifier)
    if country.isEmpty && likely {
      country = try ICU.country(ICU.addLikelySubtags(identifier))
    }
    return RegionCode(country).flatMap { $0 == .nonGeographic ? nil : $0 }
  }

  /// The canonical identifier.
  public var description: String { identifier }
}

/// The direction of a line of text (its paragraph level in the Unicode Bidirectional
/// Algorithm: 0 for left to right, 1 for right to left).
public enum TextDirection: Hashable, Sendable {
  /// Latin, Cyrillic, CJK, ...: a line starts at the left edge.
  case leftToRight
  /// Arabic, Hebrew, Persian, ...: a line starts at the right edge.
  case rightToLeft

  /// The edge a line starts from, where rows and fields align: left for left to right.
  public var leadingEdge: TextAlignment { self == .leftToRight ? .left : .right }
}

/// A physical edge that text aligns to.
public enum TextAlignment: Hashable, Sendable {
  /// Align to the left edge.
  case left
  /// Align to the right edge.
  case right
}
