// RegionDecoder: one region file's JSON object -> Region, checking every field and its type.

import PhoneCompiler
import PhoneCore

/// Decodes region files, collecting every problem with its JSON path.
struct RegionDecoder {
  let pack: String
  let file: String
  var errors: [PackError] = []

  mutating func fail(_ path: String, _ reason: String) {
    errors.append(.invalidValue(pack: pack, file: file, jsonPath: path, reason: reason))
  }

  mutating func checkKeys(_ object: [String: JSONValue], allowed: Set<String>, path: String) {
    for key in object.keys.sorted() where !allowed.contains(key) {
      errors.append(.unknownField(pack: pack, file: file, jsonPath: "\(path).\(key)"))
    }
  }

  mutating func string(
    _ o: [String: JSONValue], _ key: String, _ path: String, required: Bool = false
  )
    -> String?
  {
    guard let v = o[key], v != .null else {
      if required { fail("\(path).\(key)", "missing required string") }
      return nil
    }
    guard let s = v.string else {
      fail("\(path).\(key)", "expected a string")
      return nil
    }
    return s
  }

  mutating func bool(_ o: [String: JSONValue], _ key: String, _ path: String) -> Bool {
    guard let v = o[key] else { return false }
    guard case .bool(let b) = v else {
      fail("\(path).\(key)", "expected true or false")
      return false
    }
    return b
  }

  mutating func int(_ o: [String: JSONValue], _ key: String, _ path: String, required: Bool = false)
    -> Int?
  {
    guard let v = o[key] else {
      if required { fail("\(path).\(key)", "missing required integer") }
      return nil
    }
    guard let i = v.integer else {
      fail("\(path).\(key)", "expected an integer")
      return nil
    }
    return i
  }

  mutating func strings(_ o: [String: JSONValue], _ key: String, _ path: String) -> [String] {
    guard let v = o[key] else { return [] }
    guard let list = v.array else {
      fail("\(path).\(key)", "expected a list of strings")
      return []
    }
    var out: [String] = []
    for (i, item) in list.enumerated() {
      if let s = item.string {
        out.append(s)
      } else {
        fail("\(path).\(key)[\(i)]", "expected a string")
      }
    }
    return out
  }

  mutating func ints(_ o: [String: JSONValue], _ key: String, _ path: String) -> [Int] {
    guard let v = o[key] else { return [] }
    guard let list = v.array else {
      fail("\(path).\(key)", "expected a list of integers")
      return []
    }
    var out: [Int] = []
    for (i, item) in list.enumerated() {
      if let x = item.integer, x >= 1, x <= 20 {
        out.append(x)
      } else {
        fail("\(path).\(key)[\(i)]", "expected a length from 1 to 20")
      }
    }
    return out
  }

  static let formatKeys: Set<String> = [
    "pattern", "format", "leadingDigits", "nationalPrefixFormattingRule",
    "nationalPrefixOptionalWhenFormatting", "carrierCodeFormattingRule", "priority", "template",
  ]

  mutating func formats(_ o: [String: JSONValue], _ key: String) -> [FormatEntry]? {
    guard let v = o[key] else { return nil }
    guard let list = v.array else {
      fail("$.\(key)", "expected a list of formats")
      return nil
    }
    var out: [FormatEntry] = []
    for (i, item) in list.enumerated() {
      let path = "$.\(key)[\(i)]"
      guard let f = item.object else {
        fail(path, "expected an object")
        continue
      }
      checkKeys(f, allowed: Self.formatKeys, path: path)
      if f["template"] != nil {
        if let entry = templateFormat(f, path) { out.append(entry) }
        continue
      }
      let pattern = string(f, "pattern", path, required: true) ?? ""
      let format = string(f, "format", path, required: true) ?? ""
      out.append(
        .format(
          NumberFormat(
            pattern: pattern, format: format, leadingDigits: strings(f, "leadingDigits", path),
            nationalPrefixFormattingRule: string(f, "nationalPrefixFormattingRule", path),
            nationalPrefixOptionalWhenFormatting: bool(
              f, "nationalPrefixOptionalWhenFormatting", path),
            carrierCodeFormattingRule: string(f, "carrierCodeFormattingRule", path),
            priority: int(f, "priority", path) ?? 0)))
    }
    return out
  }

  /// The formats of `key`; a template's `+CC` must be the region's calling code when the file
  /// gives it (an `extend` relies on the region's, which the decoder does not know).
  mutating func checkedFormats(_ o: [String: JSONValue], _ key: String, callingCode: Int?)
    -> [FormatEntry]?
  {
    let list = formats(o, key)
    guard let list, let callingCode else { return list }
    for (i, entry) in list.enumerated() {
      if case .template(let t, _) = entry, let code = t.callingCode, code != callingCode {
        fail(
          "$.\(key)[\(i)].template",
          "the template's calling code +\(code) is not the region's +\(callingCode) at position 1")
      }
    }
    return list
  }

  /// A format given as a `template` (no `pattern` or `format` beside it).
  mutating func templateFormat(_ f: [String: JSONValue], _ path: String) -> FormatEntry? {
    for key in ["pattern", "format"] where f[key] != nil {
      fail("\(path).\(key)", "a format has either a template or a pattern and a format, not both")
    }
    guard let text = string(f, "template", path) else { return nil }
    let template: FormatTemplate
    do {
      template = try FormatTemplate(parsing: Self.asciiDigits(text))
    } catch {
      fail("\(path).template", "\(error.reason) at position \(error.position)")
      return nil
    }
    let fields = NumberFormat(
      pattern: "", format: "", leadingDigits: strings(f, "leadingDigits", path),
      nationalPrefixFormattingRule: string(f, "nationalPrefixFormattingRule", path),
      nationalPrefixOptionalWhenFormatting: bool(f, "nationalPrefixOptionalWhenFormatting", path),
      carrierCodeFormattingRule: string(f, "carrierCodeFormattingRule", path),
      priority: int(f, "priority", path) ?? 0)
    return .template(template, fields: fields)
  }

  static let regionKeys: Set<String> = [
    "operation", "region", "callingCode", "mainRegionForCode", "leadingDigits",
    "internationalPrefix", "preferredInternationalPrefix", "nationalPrefix",
    "preferredExtensionPrefix", "nationalPrefixForParsing", "nationalPrefixTransformRule",
    "mobileNumberPortable", "sameMobileAndFixedLinePattern", "formats", "internationalFormats",
    "types", "names", "searchNames", "maxDigits",
  ]
  static let typeKeys: Set<String> = ["pattern", "possibleLengths", "localOnlyLengths", "example"]

  mutating func optionalBool(_ o: [String: JSONValue], _ key: String, _ path: String) -> Bool? {
    o[key] == nil ? nil : bool(o, key, path)
  }

  mutating func patch(_ json: JSONValue) -> RegionPatch? {
    guard let o = json.object else {
      fail("$", "expected an object")
      return nil
    }
    checkKeys(o, allowed: Self.regionKeys, path: "$")
    var operation = RegionOperation.add
    if let text = string(o, "operation", "$") {
      if let op = RegionOperation(rawValue: text) {
        operation = op
      } else {
        fail("$.operation", "expected add, extend or replace")
      }
    }
    let codeText = string(o, "region", "$", required: true)
    let code = codeText.flatMap { RegionCode($0) }
    if codeText != nil && code == nil {
      fail("$.region", "expected two capital letters (ISO 3166-1) or 001")
    }
    let callingCode = int(o, "callingCode", "$", required: operation != .extend)
    if let c = callingCode, !(1...999).contains(c) {
      fail("$.callingCode", "calling codes are 1 to 999")
    }
    if let codeText, let code {
      checkFileName(code: code, text: codeText, callingCode: callingCode)
    }
    var types: [PatternType: NumberPattern] = [:]
    var examplesOnly: [PatternType: String] = [:]
    if let t = o["types"] {
      if let t = t.object {
        for (name, value) in t.sorted(by: { $0.key < $1.key }) {
          let path = "$.types.\(name)"
          guard let type = PatternType(rawValue: name) else {
            errors.append(.unknownField(pack: pack, file: file, jsonPath: path))
            continue
          }
          guard let d = value.object else {
            fail(path, "expected an object")
            continue
          }
          checkKeys(d, allowed: Self.typeKeys, path: path)
          // An extend may change only a type's example; its pattern and lengths stay.
          if operation == .extend, d["pattern"] == nil, d.keys.contains("example"),
            d.keys.allSatisfy({ $0 == "example" })
          {
            examplesOnly[type] = string(d, "example", path, required: true) ?? ""
            continue
          }
          types[type] = NumberPattern(
            pattern: string(d, "pattern", path, required: true) ?? "",
            possibleLengths: ints(d, "possibleLengths", path),
            localOnlyLengths: ints(d, "localOnlyLengths", path),
            example: string(d, "example", path))
        }
      } else {
        fail("$.types", "expected an object")
      }
    }
    var names: [String: String] = [:]
    if let n = o["names"] {
      if let n = n.object {
        for (locale, value) in n.sorted(by: { $0.key < $1.key }) {
          if let v = value.string, !v.isEmpty {
            names[locale] = v
          } else {
            fail("$.names.\(locale)", "expected a non-empty string")
          }
          if !Self.isLocaleIdentifier(locale) {
            fail("$.names.\(locale)", "expected a locale identifier such as en, es or zh_Hant")
          }
        }
      } else {
        fail("$.names", "expected an object of locale: name")
      }
    }
    let searchNames = strings(o, "searchNames", "$")
    let maxDigits = int(o, "maxDigits", "$")
    if let m = maxDigits, !(1...PhoneNumber.maxNationalDigits).contains(m) {
      fail("$.maxDigits", "expected a number of digits from 1 to \(PhoneNumber.maxNationalDigits)")
    }
    let patch = RegionPatch(
      file: file, operation: operation, code: code ?? .nonGeographic, callingCode: callingCode,
      mainRegionForCode: optionalBool(o, "mainRegionForCode", "$"),
      leadingDigits: string(o, "leadingDigits", "$"),
      internationalPrefix: string(o, "internationalPrefix", "$"),
      preferredInternationalPrefix: string(o, "preferredInternationalPrefix", "$"),
      nationalPrefix: string(o, "nationalPrefix", "$"),
      preferredExtensionPrefix: string(o, "preferredExtensionPrefix", "$"),
      nationalPrefixForParsing: string(o, "nationalPrefixForParsing", "$"),
      nationalPrefixTransformRule: string(o, "nationalPrefixTransformRule", "$"),
      mobileNumberPortable: optionalBool(o, "mobileNumberPortable", "$"),
      sameMobileAndFixedLinePattern: optionalBool(o, "sameMobileAndFixedLinePattern", "$"),
      formats: checkedFormats(o, "formats", callingCode: callingCode),
      internationalFormats: checkedFormats(o, "internationalFormats", callingCode: callingCode),
      types: types, names: names, searchNames: searchNames, maxDigits: maxDigits,
      examplesOnly: examplesOnly)
    guard code != nil, errors.isEmpty else { return nil }
    return patch
  }

  /// A template's digits in any script as ASCII digits (`٩٥٦ ### ###` is `956 ### ###`), as
  /// typed digits are: otherwise they would be formatting, shown as literal text. One scalar
  /// becomes one scalar, so positions in messages stay those of the text as written.
  static func asciiDigits(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if !scalar.isASCII, scalar.properties.numericType == .decimal,
        let value = scalar.properties.numericValue, (0...9).contains(value)
      {
        out.append(Unicode.Scalar(UInt8(48 + Int(value))))
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// A region code is written in capitals (`EA`, not `ea`), and the file is named after it:
  /// `regions/EA.json`, `regions/001-800.json` for the non-geographic +800.
  mutating func checkFileName(code: RegionCode, text: String, callingCode: Int?) {
    if code != .nonGeographic && text != "\(code)" {
      fail("$.region", "write region codes in capitals: \"\(code)\", not \"\(text)\"")
    }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    if code == .nonGeographic {
      let expected = callingCode.map { Region.name(code: .nonGeographic, callingCode: $0) }
      if let expected, stem != expected {
        fail(
          "$.region", "001 +\(callingCode!) is in a file named \(name); name it \(expected).json")
      } else if expected == nil && !stem.hasPrefix("001-") {
        fail("$.region", "001 is in a file named \(name); name it 001-CODE.json")
      }
    } else if stem != "\(code)" {
      fail("$.region", "region \(code) is in a file named \(name); name it \(code).json")
    }
  }

  /// `en`, `es_419`, `zh_Hant_TW`, `sr-Latn`: letters, digits, `_` and `-`, starting with a
  /// two- or three-letter language.
  static func isLocaleIdentifier(_ s: String) -> Bool {
    let parts = s.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy {
      !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
