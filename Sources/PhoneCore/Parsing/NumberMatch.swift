// NumberMatch: whether two numbers (or two texts) are the same number, as libphonenumber's
// `isNumberMatch` answers.
//
// Two parsed numbers are compared on what identifies a number: calling code, national
// significant number (leading zeros included) and extension. Equal in all three is an exact
// match; one national number the end of the other (compared without leading zeros, as
// libphonenumber compares its integer national numbers), or one extension missing, is a short
// match. A text without a calling code is read in the region of the other number's calling
// code, and an exact match then counts only as a match of the national numbers; two texts
// without calling codes are compared on their digits alone.

/// How alike two phone numbers are (libphonenumber's `MatchType`).
///
/// ```swift
/// catalog.match("+44 20 7946 0958", "020 7946 0958")   // .nsn: the second has no +44
/// catalog.match("+44 20 7946 0958", "+44 20 7946 0958 ext. 12")  // .shortNSN
/// ```
public enum NumberMatch: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The same calling code, national number (leading zeros included) and extension
  /// (`EXACT_MATCH`).
  case exact
  /// The same national number and extension, where one of the two has no calling code
  /// (`NSN_MATCH`).
  case nsn
  /// One national number ends with the other, or one has an extension the other lacks, with
  /// the same calling code or where one has none (`SHORT_NSN_MATCH`).
  case shortNSN = "short-nsn"
  /// Not the same number (`NO_MATCH`).
  case noMatch = "none"
  /// One of the texts is not a phone number (`NOT_A_NUMBER`).
  case notANumber = "not-a-number"

  /// `exact`, `nsn`, `short-nsn`, `none` or `not-a-number`, as `phonefmt match` prints it.
  public var description: String { rawValue }
}

extension PhoneCatalog {
  /// How alike two parsed numbers are (libphonenumber's `isNumberMatch` on two numbers).
  ///
  /// ```swift
  /// let a = try catalog.parse("020 7946 0958", region: .gb)
  /// let b = try catalog.parse("7946 0958", region: .gb)
  /// catalog.match(a, b)   // .shortNSN
  /// ```
  /// - Complexity: O(digits); no allocation.
  public func match(_ a: PhoneNumber, _ b: PhoneNumber) -> NumberMatch {
    Self.match(core: a, b)
  }

  /// How alike a parsed number and a text are (libphonenumber's `isNumberMatch` on a number
  /// and a string): a text without a calling code is read in the main region of `a`'s
  /// calling code, and can then match only `.nsn`, not `.exact`.
  ///
  /// ```swift
  /// let a = try catalog.parse("+44 20 7946 0958", region: nil)
  /// catalog.match(a, "020 7946 0958")   // .nsn
  /// ```
  /// - Complexity: one or two parses of `b`.
  public func match(_ a: PhoneNumber, _ b: String) -> NumberMatch {
    do throws(ParseError) {
      return Self.match(core: a, try parse(b, region: nil))
    } catch .invalidCallingCode {
      // `b` has no calling code of its own.
      let region = mainRegion(code: a.callingCode.rawValue)
      do throws(ParseError) {
        if let region {
          let m = Self.match(core: a, try parse(b, region: region))
          return m == .exact ? .nsn : m
        }
        return Self.match(core: a, try parse(b, region: nil, withoutCallingCode: true))
      } catch {
        return .notANumber
      }
    } catch {
      return .notANumber
    }
  }

  /// How alike two texts are. Without `region`, libphonenumber's `isNumberMatch` on two
  /// strings: each may have a calling code (`+44 ...`) or not; one without is read in the
  /// region of the other's calling code, and two without are compared on their digits. With
  /// `region` (the region a person wrote both in, as `phonefmt match --region`), both are
  /// parsed in it first and compared as numbers; either not parsing is `.notANumber`.
  ///
  /// ```swift
  /// catalog.match("+44 20 7946 0958", "020 7946 0958")               // .nsn
  /// catalog.match("+44 20 7946 0958", "020 7946 0958", region: .gb)  // .exact
  /// catalog.match("020 7946 0958", "7946 0958")                      // .shortNSN
  /// catalog.match("+44 20 7946 0958", "+1 650 253 0000")             // .noMatch
  /// catalog.match("+44 20 7946 0958", "tomorrow")                    // .notANumber
  /// ```
  /// - Complexity: at most four parses.
  public func match(_ a: String, _ b: String, region: RegionCode? = nil) -> NumberMatch {
    if let region {
      do throws(ParseError) {
        return match(try parse(a, region: region), try parse(b, region: region))
      } catch {
        return .notANumber
      }
    }
    do throws(ParseError) {
      return match(try parse(a, region: nil), b)
    } catch .invalidCallingCode {
      do throws(ParseError) {
        return match(try parse(b, region: nil), a)
      } catch .invalidCallingCode {
        do throws(ParseError) {
          let first = try parse(a, region: nil, withoutCallingCode: true)
          let second = try parse(b, region: nil, withoutCallingCode: true)
          return Self.match(core: first, second)
        } catch {
          return .notANumber
        }
      } catch {
        return .notANumber
      }
    } catch {
      return .notANumber
    }
  }

  /// libphonenumber's `_is_number_match_OO` on the fields that identify a number; a calling
  /// code of 0 is one the number was written without.
  static func match(core a: PhoneNumber, _ b: PhoneNumber) -> NumberMatch {
    let extA = a.extensionNumber.flatMap { $0.isEmpty ? nil : $0 }
    let extB = b.extensionNumber.flatMap { $0.isEmpty ? nil : $0 }
    if let extA, let extB, extA != extB { return .noMatch }
    let sameNational = a.nationalNumber == b.nationalNumber && extA == extB
    if a.callingCode.rawValue != 0 && b.callingCode.rawValue != 0 {
      if a.callingCode == b.callingCode && sameNational { return .exact }
      if a.callingCode == b.callingCode && isSuffix(a.nationalNumber, b.nationalNumber) {
        return .shortNSN
      }
      return .noMatch
    }
    if sameNational { return .nsn }
    return isSuffix(a.nationalNumber, b.nationalNumber) ? .shortNSN : .noMatch
  }

  /// Whether one national number ends with the other (or they are equal), leading zeros left
  /// out (libphonenumber compares its national numbers as integers written in decimal).
  static func isSuffix(_ a: String, _ b: String) -> Bool {
    let x = significant(a.utf8)
    let y = significant(b.utf8)
    return x.count >= y.count
      ? x.reversed().starts(with: y.reversed()) : y.reversed().starts(with: x.reversed())
  }

  /// The digits without leading zeros; the last zero of digits that are all zeros.
  static func significant(_ digits: String.UTF8View) -> Substring.UTF8View {
    guard let first = digits.firstIndex(where: { $0 != 0x30 }) else {
      return digits.isEmpty ? digits[...] : digits[digits.index(before: digits.endIndex)...]
    }
    return digits[first...]
  }
}
