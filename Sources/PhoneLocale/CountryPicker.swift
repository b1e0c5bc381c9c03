// CountryPicker: the sections of a country picker: preferred countries first, excluded ones gone.

public import PhoneCore

/// What an app asks of its country picker.
///
/// ```swift
/// var options = CountryPickerOptions()
/// options.preferred = [.ae, .sa]
/// options.excluded = [.il]
/// options.preferredTitle = "Suggested"
/// ```
public struct CountryPickerOptions: Hashable, Sendable {
  /// Countries shown first, in this order (regions the list lacks are skipped).
  public var preferred: [RegionCode]
  /// Countries never shown, searched or selected.
  public var excluded: Set<RegionCode>
  /// Show only the preferred countries (one section, and search within them).
  public var preferredOnly: Bool
  /// The title of the preferred section, in the app's language (ICU has no such string).
  public var preferredTitle: String?
  /// The title of the section of all countries.
  public var allTitle: String?
  /// Whether preferred countries appear again in the section of all countries, in their
  /// collation place (the default, as in the platform pickers).
  public var repeatsPreferredInAll: Bool

  /// No preferred or excluded countries, no titles.
  public init(
    preferred: [RegionCode] = [], excluded: Set<RegionCode> = [], preferredOnly: Bool = false,
    preferredTitle: String? = nil, allTitle: String? = nil, repeatsPreferredInAll: Bool = true
  ) {
    self.preferred = preferred
    self.excluded = excluded
    self.preferredOnly = preferredOnly
    self.preferredTitle = preferredTitle
    self.allTitle = allTitle
    self.repeatsPreferredInAll = repeatsPreferredInAll
  }
}

/// One section of the picker.
public struct CountrySection: Hashable, Sendable {
  /// Which section this is.
  public enum Kind: Hashable, Sendable {
    /// The preferred countries, in the order the app gave.
    case preferred
    /// All (remaining) countries, in collation order.
    case all
  }

  /// Which section this is.
  public let kind: Kind
  /// The title the app gave for it, if any.
  public let title: String?
  /// The rows.
  public let entries: [CountryEntry]
}

/// A country picker's model: a ``CountryList`` with the app's preferred and excluded
/// countries applied to its sections, its search and its default selection.
///
/// ```swift
/// let picker = CountryPicker(list: list, options: options)
/// picker.sections                           // [preferred: AE, SA] [all: ..., without IL]
/// try picker.search("+97")                  // AE, ... (IL is excluded)
/// try picker.defaultSelection(for: DisplayLocale("en_AE"))  // AE
/// ```
public struct CountryPicker: Sendable {
  /// The full list, in collation order.
  public let list: CountryList
  /// The app's choices.
  public let options: CountryPickerOptions
  /// The sections to show: the preferred section (when there are preferred countries), then
  /// all countries (unless ``CountryPickerOptions/preferredOnly``).
  public let sections: [CountrySection]

  /// Applies `options` to `list`.
  /// - Complexity: O(n) for n rows.
  public init(list: CountryList, options: CountryPickerOptions) {
    self.list = list
    self.options = options
    var byRegion: [RegionCode: CountryEntry] = [:]
    for entry in list.entries where !options.excluded.contains(entry.region) {
      byRegion[entry.region] = entry
    }
    var seen: Set<RegionCode> = []
    let preferred = options.preferred.compactMap { code -> CountryEntry? in
      guard seen.insert(code).inserted else { return nil }
      return byRegion[code]
    }
    var sections: [CountrySection] = []
    if !preferred.isEmpty {
      sections.append(
        CountrySection(kind: .preferred, title: options.preferredTitle, entries: preferred))
    }
    if !options.preferredOnly {
      let rest = list.entries.filter {
        byRegion[$0.region] != nil && (options.repeatsPreferredInAll || !seen.contains($0.region))
      }
      sections.append(CountrySection(kind: .all, title: options.allTitle, entries: rest))
    }
    self.sections = sections
  }

  /// Whether `region` may be shown and selected: in the list, not excluded, and preferred
  /// when only preferred countries are shown.
  public func offers(_ region: RegionCode) -> Bool {
    guard !options.excluded.contains(region), list.entries.contains(where: { $0.region == region })
    else { return false }
    return !options.preferredOnly || options.preferred.contains(region)
  }

  /// The rows matching `query` (see ``CountryList/search(_:preferring:)``), with the
  /// preferred countries as the regions that matter most after a dial code's main region,
  /// without excluded countries, and only preferred ones in preferred-only mode.
  ///
  /// ```swift
  /// // options.preferred == [CA]
  /// try picker.search("+1").prefix(3)  // US (main region of +1), CA (preferred), AS
  /// ```
  public func search(_ query: String) -> [CountryMatch] {
    let allowed = Set(sections.flatMap { $0.entries.map(\.region) })
    return list.search(query, preferring: options.preferred).filter {
      allowed.contains($0.entry.region)
    }
  }

  /// The country to select before the person chooses: the region of `locale` (`AE` for
  /// `en_AE`; for a locale without one, the likely region: `EG` for `ar`) when the picker
  /// offers it, else the first preferred country, else nil.
  /// - Throws: ``ICUError`` when an ICU call fails.
  public func defaultSelection(for locale: DisplayLocale) throws(ICUError) -> RegionCode? {
    if let region = try locale.region(likely: true), offers(region) { return region }
    return sections.first { $0.kind == .preferred }?.entries.first?.region
  }
}
