// CompiledFormat+Compile: a format compiled from its rule and its parsed pattern.

package import PhoneCore

extension CompiledFormat {
  /// A compiled format from its rule, its parsed pattern and the parts the compiler computed
  /// (template, group spans by length); everything else is derived from the rule here.
  /// - Throws: `RuleError.badFormat` when the format refers to a group the pattern lacks.
  package convenience init(
    _ format: NumberFormat, index: Int, patternID: Int, template: [UInt16]?, templateDigits: Int,
    splits: [Split?], site: PatternSite, pattern: DigitPattern
  ) throws(RuleError) {
    let pieces = try Self.pieces(format, groups: pattern.captureCount, site: site)
    self.init(
      format, index: index, patternID: patternID, pattern: pattern, pieces: pieces,
      template: template, templateDigits: templateDigits, splits: splits,
      lengthDetermined: FormatCompiler.isLengthDetermined(pattern))
  }
}
