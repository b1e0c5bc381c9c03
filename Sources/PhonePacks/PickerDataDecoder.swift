// PickerDataDecoder: one picker file's JSON object -> PickerData, checking every field, its type
// and its value, and collecting every problem with its JSON path.

import Foundation
import PhoneCompiler
import PhoneCore
import PhonePickerData

/// Decodes one `picker/<REGION>.json` file. Problems accumulate in `errors`; `decode` returns
/// a value only when the file has none that prevent building one.
struct PickerDataDecoder {
  let pack: String
  /// The file as errors name it, `picker/US.json`.
  let file: String
  /// The file name without `.json`, which the `region` field must equal.
  let fileRegion: String
  var errors: [PackError] = []

  init(pack: String, file: String, fileRegion: String) {
    self.pack = pack
    self.file = file
    self.fileRegion = fileRegion
  }

  static let topKeys: Set<String> = ["region", "postalCode", "subdivisions", "mobileCarriers"]
  static let postalCodeKeys: Set<String> = ["pattern", "examples", "name"]
  static let subdivisionKeys: Set<String> = ["code", "name", "latinName", "postalCodePrefix"]
  static let carrierKeys: Set<String> = ["prefix", "carrier"]

  mutating func fail(_ path: String, _ reason: String) {
    errors.append(.invalidValue(pack: pack, file: file, jsonPath: path, reason: reason))
  }

  mutating func checkKeys(_ object: [String: Any], allowed: Set<String>, path: String) {
    for key in object.keys.sorted() where !allowed.contains(key) {
      errors.append(.unknownField(pack: pack, file: file, jsonPath: "\(path).\(key)"))
    }
  }

  /// JSON `true`/`false` arrive as NSNumber whose type encoding is `c` (char), numbers with
  /// any other; the same test `RegionDecoder` makes.
  static func isBoolean(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

  /// What a JSON value is, for messages: "found a number".
  static func kind(_ value: Any) -> String {
    switch value {
    case is NSNull: return "null"
    case is String: return "a string"
    case let n as NSNumber: return isBoolean(n) ? "true or false" : "a number"
    case is [Any]: return "a list"
    case is [String: Any]: return "an object"
    default: return "an unknown value"
    }
  }

  /// A non-empty string field; a missing required one, a value of another type and the empty
  /// string are errors.
  mutating func string(_ o: [String: Any], _ key: String, _ path: String, required: Bool)
    -> String?
  {
    guard let value = o[key] else {
      if required { fail("\(path).\(key)", "missing required string") }
      return nil
    }
    guard let s = value as? String else {
      fail("\(path).\(key)", "expected a string, found \(Self.kind(value))")
      return nil
    }
    guard !s.isEmpty else {
      fail("\(path).\(key)", "expected a non-empty string")
      return nil
    }
    return s
  }

  /// A list field: nil (and an error) when present but not a list, nil when absent.
  mutating func list(_ o: [String: Any], _ key: String, _ path: String, of what: String)
    -> [Any]?
  {
    guard let value = o[key] else { return nil }
    guard let items = value as? [Any] else {
      fail("\(path).\(key)", "expected a list of \(what), found \(Self.kind(value))")
      return nil
    }
    return items
  }

  /// The list item as an object, or nil and an error.
  mutating func object(_ item: Any, _ path: String) -> [String: Any]? {
    guard let o = item as? [String: Any] else {
      fail(path, "expected an object, found \(Self.kind(item))")
      return nil
    }
    return o
  }

  mutating func decode(_ json: Any) -> PickerData? {
    guard let o = object(json, "$") else { return nil }
    checkKeys(o, allowed: Self.topKeys, path: "$")
    let region = regionCode(o)
    var postal: PickerData.PostalCode? = nil
    if let value = o["postalCode"] { postal = postalCode(value) }
    let subdivisionList = subdivisions(o)
    let carrierList = mobileCarriers(o)
    guard let region else { return nil }
    return PickerData(
      region: region, postalCode: postal, subdivisions: subdivisionList,
      mobileCarriers: carrierList)
  }

  /// `region`: two capital letters, the same as the file name.
  mutating func regionCode(_ o: [String: Any]) -> RegionCode? {
    guard let text = string(o, "region", "$", required: true) else { return nil }
    guard let code = RegionCode(text), code != .nonGeographic, code.description == text else {
      fail("$.region", "expected two capital letters (ISO 3166-1 alpha-2)")
      return nil
    }
    guard text == fileRegion else {
      fail("$.region", "\(text) does not match the file name \(fileRegion).json")
      return nil
    }
    return code
  }

  mutating func postalCode(_ value: Any) -> PickerData.PostalCode? {
    let path = "$.postalCode"
    guard let o = object(value, path) else { return nil }
    checkKeys(o, allowed: Self.postalCodeKeys, path: path)
    let pattern = string(o, "pattern", path, required: true)
    var examples: [String] = []
    for (i, item) in (list(o, "examples", path, of: "strings") ?? []).enumerated() {
      if let s = item as? String, !s.isEmpty {
        examples.append(s)
      } else {
        fail("\(path).examples[\(i)]", "expected a non-empty string, found \(Self.kind(item))")
      }
    }
    let name = string(o, "name", path, required: false)
    guard let pattern else { return nil }
    return PickerData.PostalCode(pattern: pattern, examples: examples, name: name)
  }

  mutating func subdivisions(_ o: [String: Any]) -> [PickerData.Subdivision] {
    guard let items = list(o, "subdivisions", "$", of: "objects") else { return [] }
    var out: [PickerData.Subdivision] = []
    var firstPath: [String: String] = [:]
    for (i, item) in items.enumerated() {
      let path = "$.subdivisions[\(i)]"
      guard let s = object(item, path) else { continue }
      checkKeys(s, allowed: Self.subdivisionKeys, path: path)
      let code = string(s, "code", path, required: true)
      let name = string(s, "name", path, required: true)
      let latinName = string(s, "latinName", path, required: false)
      let prefix = string(s, "postalCodePrefix", path, required: false)
      if let code {
        if let first = firstPath[code] {
          fail("\(path).code", "duplicate subdivision code \(code) (first at \(first))")
        } else {
          firstPath[code] = path
        }
      }
      guard let code, let name else { continue }
      out.append(
        PickerData.Subdivision(
          code: code, name: name, latinName: latinName, postalCodePrefix: prefix))
    }
    return out
  }

  mutating func mobileCarriers(_ o: [String: Any]) -> [PickerData.MobileCarrier] {
    guard let items = list(o, "mobileCarriers", "$", of: "objects") else { return [] }
    var out: [PickerData.MobileCarrier] = []
    var firstPath: [String: String] = [:]
    let limit = PickerData.CarrierIndex.maxDigits
    for (i, item) in items.enumerated() {
      let path = "$.mobileCarriers[\(i)]"
      guard let c = object(item, path) else { continue }
      checkKeys(c, allowed: Self.carrierKeys, path: path)
      var prefix = string(c, "prefix", path, required: true)
      let carrier = string(c, "carrier", path, required: true)
      if let p = prefix {
        if p.utf8.count > limit || !p.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
          fail("\(path).prefix", "expected 1 to \(limit) digits 0-9")
          prefix = nil
        } else if let first = firstPath[p] {
          fail("\(path).prefix", "duplicate prefix \(p) (first at \(first))")
        } else {
          firstPath[p] = path
        }
      }
      guard let prefix, let carrier else { continue }
      out.append(PickerData.MobileCarrier(prefix: prefix, carrier: carrier))
    }
    return out
  }
}
