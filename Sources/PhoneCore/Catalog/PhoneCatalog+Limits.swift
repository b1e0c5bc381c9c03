// PhoneCatalog+Limits: the digit limit of a region (the most digits its numbers may have).

extension PhoneCatalog {
  /// The digit limit of `region`: the most digits a national significant number there may
  /// have (the region model's `digitLimit`: the pack's `maxDigits` when it sets one, else the largest
  /// possible length over all the region's number types); nil for an unknown region or one
  /// without lengths. What ``DigitLimit/regionMaximum`` refuses digits past.
  ///
  /// ```swift
  /// catalog.digitLimit(for: .gb)  // 10
  /// catalog.digitLimit(for: .de)  // 15
  /// ```
  /// - Complexity: O(types).
  public func digitLimit(for region: RegionCode) -> Int? {
    regions[region]?.digitLimit
  }

  /// The digit limit of the region whose rules serve `callingCode` (its main region, or the
  /// non-geographic entity).
  public func digitLimit(callingCode: Int) -> Int? {
    guard let main = mainRegion(code: callingCode) else { return nil }
    let region = main == .nonGeographic ? nonGeographic[callingCode] : regions[main]
    return region?.digitLimit
  }
}
