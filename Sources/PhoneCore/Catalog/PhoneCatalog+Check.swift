// PhoneCatalog+Check: the submit call: text -> the parsed number and its validity, in one parse.

/// What an app needs when a person submits a phone field: the number (when the text is one),
/// whether it is valid and of which kind, or why not, and the number written in any style.
///
/// ```swift
/// let check = catalog.check("07400 123456", region: .gb)
/// check.validity                    // .valid(.mobile)
/// check.number?.description         // "+447400123456"
/// check.formatted(.e164)            // "+447400123456", to store
/// check.formatted(.international)   // "+44 7400 123456", to show
/// catalog.check("0740", region: .gb).validity  // .invalid(.invalidNumber), as libphonenumber
/// ```
///
/// ``validity`` is exactly what ``PhoneCatalog/validate(_:region:requireRegion:)`` answers for the same
/// text and region (libphonenumber's `parse`, then `is_possible_number_with_reason`,
/// `is_valid_number` and `number_type`); ``number`` is what ``PhoneCatalog/parse(_:region:)``
/// returns, or nil where it throws.
public struct NumberCheck: Sendable, Equatable, CustomStringConvertible {
  /// The number, when the text parses (valid or not: a number of the wrong length still has
  /// a calling code and digits); nil when it does not (``validity`` says why).
  public let number: PhoneNumber?
  /// `.valid(kind)`, or `.invalid(reason)` with the first reason the number is not valid.
  public let validity: ValidationResult
  /// The catalog that checked the number, which formats it.
  private let catalog: PhoneCatalog

  init(number: PhoneNumber?, validity: ValidationResult, catalog: PhoneCatalog) {
    self.number = number
    self.validity = validity
    self.catalog = catalog
  }

  /// Whether the number is valid: ``validity`` is `.valid`.
  public var isValid: Bool {
    if case .valid = validity { return true }
    return false
  }

  /// The kind of a valid number (`.mobile`, `.fixedLine`, ...), nil for an invalid one.
  public var type: NumberType? {
    if case .valid(let kind) = validity { return kind }
    return nil
  }

  /// The number when it is valid, nil otherwise: what a form stores, in E.164 with no
  /// optional left to unwrap.
  ///
  /// ```swift
  /// guard let number = catalog.check(field.text, region: .gb).validNumber else { ... }
  /// save(number.e164)   // "+447400123456"
  /// ```
  public var validNumber: PhoneNumber? { isValid ? number : nil }

  /// Why the number is not valid, nil for a valid one.
  public var invalidReason: InvalidReason? {
    if case .invalid(let reason) = validity { return reason }
    return nil
  }

  /// The region the number belongs to (`CA` for `+1 416 555 0123`; see
  /// ``PhoneCatalog/region(for:)``), nil when the text is not a number or no region of its
  /// calling code claims it.
  /// - Complexity: one automaton pass per region sharing the calling code, at most.
  public var region: RegionCode? { number.flatMap { catalog.region(for: $0) } }

  /// The number written in `style` (see ``PhoneCatalog/format(_:style:)``), or nil when the
  /// text is not a number. Formatted on demand: a check costs no formatting until asked.
  public func formatted(_ style: NumberStyle) -> String? {
    number.map { catalog.format($0, style: style) }
  }

  /// The validity as `phonefmt validate` prints it, and the number in E.164 when there is one:
  /// `valid mobile +447400123456`, `invalid too-short +44740`, `invalid not-a-number`.
  public var description: String {
    number.map { "\(validity) \($0)" } ?? validity.description
  }

  /// Two checks are equal when their numbers and validities are (the catalog is not compared).
  public static func == (a: NumberCheck, b: NumberCheck) -> Bool {
    a.number == b.number && a.validity == b.validity
  }
}

extension PhoneCatalog {
  /// Checks text a person submitted, written in `region` (nil: only `+` numbers are
  /// accepted): parses it once and validates the result, so the app gets the number and the
  /// verdict from one call.
  ///
  /// ```swift
  /// let check = catalog.check(field.text, region: .gb)
  /// guard let number = check.validNumber else {
  ///   showError(check.invalidReason)   // e.g. .tooShort
  ///   return
  /// }
  /// save(number.e164)
  /// ```
  /// With `requireRegion`, a number valid for another region than `region` is
  /// `.invalid(.wrongRegion)`, as in ``validate(_:region:requireRegion:)``: a German form
  /// says `catalog.check(text, region: .de, requireRegion: true)`.
  /// - Complexity: one parse (O(text length) plus one automaton pass per rule applied) and
  ///   one validation; no formatting.
  public func check(_ text: String, region: RegionCode?, requireRegion: Bool = false)
    -> NumberCheck
  {
    do {
      let number = try parse(text, region: region)
      let validity = validity(of: number, requiring: requireRegion ? region : nil)
      return NumberCheck(number: number, validity: validity, catalog: self)
    } catch {
      return NumberCheck(number: nil, validity: .invalid(InvalidReason(error)), catalog: self)
    }
  }
}
