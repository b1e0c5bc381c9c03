// PhoneCatalog+Compiling: catalogs of rule models, compiled on first use by this module.

package import PhoneCore

/// The compiler a catalog of rule models compiles with: this module's pattern compiler.
package final class PatternRegionCompiler: RegionCompiler {
  package init() {}

  package func compile(_ region: Region, sharingPrefixesWith rules: RegionRules?)
    throws(RuleError) -> CompiledRegion
  {
    try CompiledRegion.compile(region, sharingPrefixesWith: rules)
  }

  package func rules(_ region: Region, sharingPrefixesWith compiled: CompiledRegion?)
    throws(RuleError) -> RegionRules
  {
    try RegionRules.compile(region, sharingPrefixesWith: compiled)
  }
}

extension PhoneCatalog {
  /// A catalog of `regions`, each compiled on first use.
  ///
  /// ```swift
  /// let catalog = PhoneCatalog(regions: regions)
  /// var typing = try AsYouTypeFormatter(region: .gb, catalog: catalog)
  /// ```
  /// - Complexity: O(regions); each region compiles on first use, once.
  package init(regions: [Region]) {
    self.init(regions: regions, compiler: PatternRegionCompiler())
  }

  /// A catalog of `regions` that takes the compiled tables of every calling code whose regions
  /// are exactly those of `base` from `base` (compiled there already, or read from its table
  /// file) instead of compiling them again.
  ///
  /// ```swift
  /// let withPack = PhoneCatalog(regions: patched, reusing: CorePack.catalog())
  /// ```
  /// - Complexity: as `init(regions:)`; the first use of a calling code compares its regions
  ///   with `base`'s once.
  package init(regions: [Region], reusing base: PhoneCatalog) {
    self.init(regions: regions, reusing: base, compiler: PatternRegionCompiler())
  }
}
