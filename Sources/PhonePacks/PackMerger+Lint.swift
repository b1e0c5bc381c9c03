// PackMerger+Lint: the checks of a pack that compiling its regions does not make, but whose
// failure a user would see as wrong numbers: a format that drops digits or writes letters, an
// extend that moves a region to another calling code, more formats than a list may hold (said
// before anything compiles), an example number that validation would refuse.

import PhoneCompiler
import PhoneCore

extension PackMerger {
  /// The pack's own formats (not those it inherits): each must write every group of its
  /// pattern, once at least, unless it writes digits of its own instead, and no letters; a
  /// format that drops a group writes a number with digits missing (`$1 $3` of
  /// `(\d{4})(\d{4})(\d{4})` shows 8 of 12 digits).
  static func formatErrors(_ patch: RegionPatch, pack: String) -> [PackError] {
    var errors: [PackError] = []
    for (list, entries) in [
      ("formats", patch.formats ?? []), ("internationalFormats", patch.internationalFormats ?? []),
    ] {
      for (i, entry) in entries.enumerated() {
        guard case .format(let f) = entry, let pattern = try? DigitPattern(parsing: f.pattern)
        else { continue }  // templates write every digit; a bad pattern is the compiler's error
        let pieces = CompiledFormat.parsePieces(f.format)
        var used = Set<Int>()
        var letters = false
        var ownDigits = false
        for piece in pieces {
          switch piece {
          case .group(let n): used.insert(n)
          case .literal(let units):
            letters =
              letters
              || units.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            ownDigits = ownDigits || units.contains { (0x30...0x39).contains($0) }
          }
        }
        let missing = (1...max(1, pattern.captureCount)).filter {
          pattern.captureCount > 0 && !used.contains($0)
        }
        func bad(_ reason: String) {
          errors.append(
            .invalidValue(
              pack: pack, file: patch.file, jsonPath: "$.\(list)[\(i)].format", reason: reason))
        }
        // A format may drop a group it writes other digits for: AR's national mobile format
        // `$2 15-$3-$4` writes 15 for the 9 of `(\d)(\d{4})(\d{2})(\d{4})`, as
        // libphonenumber does.
        if !missing.isEmpty && !ownDigits {
          let groups = missing.map { "$\($0)" }.joined(separator: ", ")
          bad(
            "format \"\(f.format)\" drops \(groups) of \"\(f.pattern)\": a number formatted "
              + "with it would lose those digits; write every group (or digits of the format's own "
              + "in their place, as AR's \"$2 15-$3-$4\" does)")
        }
        if letters {
          bad("format \"\(f.format)\" writes letters; a format writes digits and separators")
        }
      }
    }
    return errors
  }

  /// An `extend` keeps the region's calling code: a different `callingCode` would move it
  /// and leave every number of its old code invalid (`replace` says that on purpose).
  static func callingCodeError(
    _ patch: RegionPatch, existing: Region, pack: String
  ) -> PackError? {
    guard patch.operation == .extend, existing.code != .nonGeographic,
      let code = patch.callingCode, code != existing.callingCode
    else { return nil }
    return .invalidValue(
      pack: pack, file: patch.file, jsonPath: "$.callingCode",
      reason: "an extend cannot move \(existing.code) from +\(existing.callingCode) to +\(code) "
        + "(every +\(existing.callingCode) number would become invalid); leave callingCode out, "
        + "or use \"replace\" to redefine the region")
  }

  /// A format list over the limit, said before compiling (which would take seconds for a
  /// list of thousands and then report the compile budget instead).
  static func formatCountErrors(_ region: Region, patch: RegionPatch, pack: String) -> [PackError] {
    var errors: [PackError] = []
    let limit = FormatAutomaton.maxFormats
    for (list, count, given) in [
      ("formats", region.formats.count, patch.formats?.count ?? 0),
      (
        "internationalFormats", region.internationalFormats?.count ?? 0,
        patch.internationalFormats?.count ?? 0
      ),
    ] where count > limit && (list == "formats" || errors.isEmpty) {
      // An international list over the limit because the national one is (it inherits the
      // national formats) is the same problem, said once.
      let from =
        patch.operation == .extend && count > given
        ? " (\(given) from this file, \(count - given) the region had)" : ""
      errors.append(
        .invalidValue(
          pack: pack, file: patch.file, jsonPath: "$.\(list)",
          reason: "\(count) formats, more than the limit of \(limit) per format list\(from)"))
    }
    return errors
  }

  /// An example number must be one that validation accepts: the region's general pattern and
  /// lengths as well as its own type's (checked in `compileErrors`).
  static func generalExampleError(
    _ example: [UInt8], text: String, region: Region, rules: RegionRules
  ) -> String? {
    if !rules.matches(.generalDesc, example) {
      return "example \(text) does not match the region's generalDesc pattern, so "
        + "`validate` refuses it"
    }
    if let general = region.types[.generalDesc], !general.possibleLengths.isEmpty,
      !general.possibleLengths.contains(example.count)
    {
      return "example \(text) has \(example.count) digits; the region's possible lengths are "
        + general.possibleLengths.map(String.init).joined(separator: ", ")
    }
    return nil
  }
}

extension RulePackCatalog {
  /// What a pack's `accepts` says it means, though lint would refuse it otherwise.
  static let typingDiffers = "typing-differs"

  /// Typing a region's example numbers must end where formatting them writes, in every region
  /// whose formats the pack changes, unless the region behaved so before the pack (the core
  /// has such regions, as libphonenumber does) or the pack `accepts` `typing-differs`. A
  /// format that typing ranks below another shows one text while typing and another once the
  /// number is formatted (a DE mobile format without a priority: `01512 3456789` typed,
  /// `0151 2345 6789` formatted).
  static func typingErrors(
    _ pack: RulePack, regions: [RegionKey: Region], before: PhoneCatalog, after: PhoneCatalog
  ) -> [PackError] {
    guard !pack.manifest.accepts.contains(typingDiffers) else { return [] }
    var errors: [PackError] = []
    for patch in pack.patches where patch.formats != nil && patch.code != .nonGeographic {
      let key = RegionKey(code: patch.code, callingCode: patch.callingCode)
      guard let region = regions[key] else { continue }
      for (type, desc) in region.types.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        let now: (keys: String, typed: String, formatted: String)?
        do {
          guard type != .generalDesc, let example = desc.example else { continue }
          now = try typedAndFormatted(example, region: region.code, catalog: after)
          guard let now, now.typed != now.formatted else { continue }
          // The same before the pack: the core has such regions. (A region the pack adds
          // has no formatter before it, which excuses nothing.)
          if let was = try? typedAndFormatted(example, region: region.code, catalog: before),
            was.typed != was.formatted
          {
            continue
          }
        } catch {
          // The region's tables do not compile: no example can be typed, which is an error
          // of its own rather than a check that silently passes.
          errors.append(
            .invalidValue(
              pack: pack.label, file: patch.file, jsonPath: "$.formats",
              reason: "\(region.code)'s examples cannot be typed: \(error)"))
          break
        }
        guard let now else { continue }
        errors.append(
          .invalidValue(
            pack: pack.label, file: patch.file, jsonPath: "$.formats",
            reason: "typing \(now.keys) (the \(type.rawValue) example) ends at \"\(now.typed)\" "
              + "but the number is formatted \"\(now.formatted)\": typing ranks another format "
              + "first; give this file's format a higher priority "
              + "(RulePacks/README.md, \"Which format wins\"), or add \"\(typingDiffers)\" to "
              + "pack.json's \"accepts\" if that is meant"))
        break  // one example says it; the others would repeat it
      }
    }
    return errors
  }

  /// The national format of `example` in `region`, and the text typing its digits ends at.
  static func typedAndFormatted(
    _ example: String, region: RegionCode, catalog: PhoneCatalog
  ) throws(FormatterError) -> (keys: String, typed: String, formatted: String)? {
    // An example that does not parse is `validate`'s error (checked with the types).
    guard let formatted = try? catalog.format(example, region: region, style: .national) else {
      return nil
    }
    var typing = try AsYouTypeFormatter(region: region, catalog: catalog)
    let keys = String(
      formatted.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
    var typed = ""
    for key in keys { typed = typing.input(key) }
    return (keys, typed, formatted)
  }
}

extension RulePackCatalog {
  /// What a pack's `accepts` may say of a shared calling code.
  static let sharedLeadingDigits = "shared-leading-digits"

  /// On a calling code several regions share, every example number of a region the pack adds,
  /// extends or replaces must belong to that region, and every other region's examples that
  /// belonged to it before the pack still do, unless the pack `accepts`
  /// `shared-leading-digits`: two regions whose leading digits claim the same numbers (EA's
  /// `9[2-6]` and the Canary Islands' `928`) give them to whichever the rules rank first, in
  /// either load order, without a word.
  static func sharedCodeErrors(
    _ pack: RulePack, regions: [RegionKey: Region], before: PhoneCatalog, after: PhoneCatalog
  ) -> [PackError] {
    guard !pack.manifest.accepts.contains(sharedLeadingDigits) else { return [] }
    var errors: [PackError] = []
    for patch in pack.patches where patch.code != .nonGeographic {
      let key = RegionKey(code: patch.code, callingCode: patch.callingCode)
      guard let region = regions[key],
        let sharing = after.regionsByCallingCode[region.callingCode], sharing.count > 1
      else { continue }
      func owner(_ example: String, in catalog: PhoneCatalog) -> RegionCode? {
        guard let number = try? catalog.parse("+\(region.callingCode)\(example)", region: nil)
        else { return nil }
        return catalog.region(for: number)
      }
      func bad(_ reason: String) {
        errors.append(
          .invalidValue(
            pack: pack.label, file: patch.file, jsonPath: "$.leadingDigits", reason: reason))
      }
      let advice =
        "; make the leading digits of the two regions disjoint, or add \"\(sharedLeadingDigits)\" "
        + "to pack.json's \"accepts\" if that is meant"
      var said = false
      for (type, desc) in region.types.sorted(by: { $0.key.rawValue < $1.key.rawValue })
      where type != .generalDesc {
        guard let example = desc.example, let got = owner(example, in: after), got != region.code
        else { continue }
        bad(
          "+\(region.callingCode) \(example) (the \(type.rawValue) example of \(region.code)) "
            + "belongs to \(got), whose leading digits claim it too" + advice)
        said = true
        break
      }
      guard !said else { continue }
      for other in sharing where other != region.code {
        guard let model = after.regions[other] else { continue }
        for (type, desc) in model.types.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where type != .generalDesc {
          guard let example = desc.example, owner(example, in: before) == other,
            let got = owner(example, in: after), got != other
          else { continue }
          bad(
            "+\(region.callingCode) \(example) (the \(type.rawValue) example of \(other)) "
              + "now belongs to \(got)" + advice)
          said = true
          break
        }
        if said { break }
      }
    }
    return errors
  }
}
