// NumberFinder+Grouping: the grouping checks of the strict-grouping and exact-grouping
// leniencies (libphonenumber's `_check_number_grouping_is_valid` and its two checkers).
//
// The groups expected are those of the number written in RFC 3966 (`tel:+44-20-7946-0958`:
// `20`, `7946`, `0958`); the candidate's digits, in ASCII with everything else kept, must show
// them in order (strict: groups may run together after the first) or exactly (exact).

extension PhoneCatalog {
  /// Whether the candidate's digits are grouped as the number's format groups them.
  func groupingIsValid(
    _ number: PhoneNumber, _ candidate: UnsafeBufferPointer<Unicode.Scalar>, exact: Bool
  ) -> Bool {
    // normalize_digits_only(candidate, keep_non_digits=True)
    let normalized = candidate.map { c -> Unicode.Scalar in
      DigitFolding.value(of: c).map { Unicode.Scalar(48 + $0) } ?? c
    }
    func check(_ groups: [[Unicode.Scalar]]) -> Bool {
      exact
        ? Self.groupsExactlyPresent(number, normalized, groups)
        : groupsRemainGrouped(number, normalized, groups)
    }
    if check(rfc3966Groups(number)) { return true }
    guard let alternates = AlternateFormats.byCallingCode[number.callingCode.rawValue] else {
      return false
    }
    let digits = number.digits
    for format in alternates {
      if let leading = format.leadingDigits, leading.matchPrefix(digits) == nil { continue }
      if check(AlternateFormats.groups(digits, format)) { return true }
    }
    return false
  }

  /// The national number's groups as RFC 3966 writes them.
  func rfc3966Groups(_ number: PhoneNumber) -> [[Unicode.Scalar]] {
    let rfc = Array(format(number, style: .rfc3966).unicodeScalars)
    let end = rfc.firstIndex(of: ";") ?? rfc.count
    let start = (rfc.firstIndex(of: "-") ?? -1) + 1
    guard start <= end else { return [[]] }
    return rfc[start..<end].split(separator: "-", omittingEmptySubsequences: false).map(Array.init)
  }

  /// Python's `str.find(needle, from)` on scalars (-1 when absent).
  static func find(_ needle: [Unicode.Scalar], in hay: [Unicode.Scalar], from: Int) -> Int {
    let from = Swift.max(from, 0)
    if needle.isEmpty { return from <= hay.count ? from : -1 }
    guard hay.count >= needle.count else { return -1 }
    var i = from
    while i + needle.count <= hay.count {
      if hay[i] == needle[0] && hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return -1
  }

  /// `_all_number_groups_remain_grouped`.
  func groupsRemainGrouped(
    _ number: PhoneNumber, _ nc: [Unicode.Scalar], _ groups: [[Unicode.Scalar]]
  ) -> Bool {
    var from = 0
    if number.source != .defaultRegion {
      let code = Array(String(number.callingCode.rawValue).unicodeScalars)
      from = Self.find(code, in: nc, from: 0) + code.count
    }
    for (i, group) in groups.enumerated() {
      from = Self.find(group, in: nc, from: from)
      if from < 0 { return false }
      from += group.count
      if i == 0 && from < nc.count {
        let main = mainRegion(code: number.callingCode.rawValue)
        let prefix = main.flatMap { $0 == .nonGeographic ? nil : regions[$0]?.nationalPrefix }
        let kind = nc[from].properties.numericType
        if let prefix, !prefix.isEmpty, kind == .decimal || kind == .digit {
          let nsn = Array(number.nationalNumber.unicodeScalars)
          return nc[(from - group.count)...].starts(with: nsn)
        }
      }
    }
    let ext = Array((number.extensionNumber ?? "").unicodeScalars)
    return Self.find(ext, in: Array(nc[Swift.min(from, nc.count)...]), from: 0) != -1
  }

  /// `_all_number_groups_are_exactly_present`.
  static func groupsExactlyPresent(
    _ number: PhoneNumber, _ nc: [Unicode.Scalar], _ groups: [[Unicode.Scalar]]
  ) -> Bool {
    // re.split(\D+): the runs of digits, with empty runs at the ends when the text starts or
    // ends with a non-digit.
    var runs: [[Unicode.Scalar]] = [[]]
    var inGap = false
    for c in nc {
      if CandidateScanner.isDigit(c) {
        if inGap {
          runs.append([])
          inGap = false
        }
        runs[runs.count - 1].append(c)
      } else {
        inGap = true
      }
    }
    if inGap { runs.append([]) }
    var index = runs.count - (number.extensionNumber != nil ? 2 : 1)
    let nsn = Array(number.nationalNumber.unicodeScalars)
    if runs.count == 1 || (index >= 0 && find(nsn, in: runs[index], from: 0) != -1) {
      return true
    }
    var g = groups.count - 1
    while g > 0 && index >= 0 {
      if runs[index] != groups[g] { return false }
      g -= 1
      index -= 1
    }
    return index >= 0 && runs[index].reversed().starts(with: groups[0].reversed())
  }
}
