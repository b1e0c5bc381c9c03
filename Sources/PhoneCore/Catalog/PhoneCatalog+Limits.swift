// PhoneCatalog+Limits: the most digits a region's numbers may have, for input limits.

extension PhoneCatalog {
  /// The most digits a national significant number of `region` may have: the pack's
  /// `maxDigits` when it sets one, else the largest possible length over all the region's
  /// number types; nil for an unknown region or one without lengths.
  ///
  /// ```swift
  /// catalog.maxDigits(for: RegionCode("GB")!)  // 10
  /// catalog.maxDigits(for: RegionCode("DE")!)  // 15
  /// ```
  /// - Complexity: O(types).
  public func maxDigits(for region: RegionCode) -> Int? {
    regions[region]?.digitLimit
  }

  /// The limit of the region whose rules serve `callingCode` (its main region, or the
  /// non-geographic entity).
  public func maxDigits(callingCode: Int) -> Int? {
    guard let main = mainRegion(forCallingCode: callingCode) else { return nil }
    let region = main == .nonGeographic ? nonGeographic[callingCode] : regions[main]
    return region?.digitLimit
  }
}
