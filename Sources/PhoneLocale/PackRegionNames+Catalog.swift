// PackRegionNames from a catalog: the names and search names its rule packs give regions.

public import PhoneCore

extension PackRegionNames {
  /// The `names` and `searchNames` that the rule packs of `catalog` give its regions.
  ///
  /// ```swift
  /// let names = try RegionNames(locale: locale, packNames: PackRegionNames(catalog: catalog))
  /// ```
  public init(catalog: PhoneCatalog) {
    var names: [RegionCode: [String: String]] = [:]
    var search: [RegionCode: [String]] = [:]
    for (code, region) in catalog.regions {
      if !region.names.isEmpty { names[code] = region.names }
      if !region.searchNames.isEmpty { search[code] = region.searchNames }
    }
    self.init(names: names, searchNames: search)
  }
}
