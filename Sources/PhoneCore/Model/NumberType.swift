// NumberType: the one number-type enum of the public API (validation, hints, examples, packs).

/// The type of a phone number, in libphonenumber's terms (its `PhoneNumberType`).
///
/// Validation answers it (`ValidationResult.valid(.mobile)`), hints and example numbers are
/// asked for by it (`catalog.hint(for: .gb, type: .mobile)`), and a pack's `types` keys name the
/// same types. `rawValue` is the CLI's spelling (`fixed-line`, `toll-free`, ...).
///
/// `fixedLineOrMobile` is answered where a region's fixed-line and mobile patterns cannot tell
/// the two apart; `unknown` where a valid-length number matches no type.
public enum NumberType: String, Hashable, Sendable, CaseIterable {
  case fixedLine = "fixed-line"
  case mobile
  case fixedLineOrMobile = "fixed-line-or-mobile"
  case tollFree = "toll-free"
  case premiumRate = "premium-rate"
  case sharedCost = "shared-cost"
  case voip
  case personalNumber = "personal-number"
  case pager
  case uan
  case voicemail
  case unknown
}
