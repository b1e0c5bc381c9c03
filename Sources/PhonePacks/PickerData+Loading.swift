// PickerData.load: a pack's picker/ folder (one JSON file per region) -> PickerData by region.

import Foundation
import PhoneCompiler
public import PhoneCore
public import PhonePickerData

extension PickerData {
  /// Loads and checks the picker data of a pack: every `DIRECTORY/picker/<REGION>.json`.
  ///
  /// ```swift
  /// let picker = try PickerData.load(directory: "RulePacks/examples/canary-islands",
  ///                                   pack: "canary-islands")
  /// picker[RegionCode("IC")!]?.postalCode?.pattern
  /// ```
  ///
  /// This reads files: apps get the core pack's picker data, which is linked into the
  /// product, from `RulePackCatalog.pickerData(for:)`. A `picker/` folder that is missing or
  /// cannot be read is an error that names it, never an empty result (a pack without one is
  /// read without calling this). Files whose names do not end in `.json`, and hidden files, are ignored. Each file is one
  /// object (see `RulePacks/README.md` and `Scripts/generate-picker-data.py`):
  ///
  /// ```json
  /// {
  ///   "region": "US",
  ///   "postalCode": {"pattern": "(\\d{5})(?:[ \\-](\\d{4}))?", "examples": ["95014"], "name": "zip"},
  ///   "subdivisions": [{"code": "US-CA", "name": "California", "postalCodePrefix": "9[0-5]|96[01]"}],
  ///   "mobileCarriers": [{"prefix": "201", "carrier": "..."}]
  /// }
  /// ```
  ///
  /// Every field but `region` is optional. Checked: the types of all values, fields the format
  /// does not define, `region` (two capital letters, equal to the file name), non-empty
  /// strings (the postal code `pattern` among them), unique subdivision codes, and carrier
  /// prefixes of 1 to 12 digits, each listed once. Not checked: that the postal code pattern
  /// compiles or matches its examples (it is general regular-expression syntax, which the
  /// engine does not run).
  ///
  /// - Parameters:
  ///   - directory: The pack directory (the one holding `pack.json`).
  ///   - pack: The pack's name, as errors show it.
  /// - Returns: The data of each region that has a file.
  /// - Throws: `PackErrors` with every problem of every file, each as pack, file
  ///   (`picker/US.json`), JSON path and message: `.invalidJSON`, `.unknownField`,
  ///   `.invalidValue`, or `.unreadable` for a file or folder that cannot be read.
  public static func load(directory: String, pack: String) throws(PackErrors)
    -> [RegionCode: PickerData]
  {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
      .appendingPathComponent("picker", isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
      throw PackErrors(errors: [
        .unreadable(pack: pack, file: "picker", reason: "no picker/ folder in \(directory)")
      ])
    }
    guard isDirectory.boolValue else {
      throw PackErrors(errors: [
        .unreadable(pack: pack, file: "picker", reason: "picker is not a directory")
      ])
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    } catch {
      throw PackErrors(errors: [
        .unreadable(pack: pack, file: "picker", reason: "cannot list picker/")
      ])
    }
    var errors: [PackError] = []
    var out: [RegionCode: PickerData] = [:]
    for name in names {
      let file = "picker/\(name)"
      let data: Data
      do {
        data = try Data(contentsOf: folder.appendingPathComponent(name))
      } catch {
        errors.append(.unreadable(pack: pack, file: file, reason: "cannot read \(file)"))
        continue
      }
      let json: Any
      do {
        json = try JSONSerialization.jsonObject(with: data)
      } catch {
        errors.append(.invalidJSON(pack: pack, file: file, reason: jsonReason(error)))
        continue
      }
      var decoder = PickerDataDecoder(
        pack: pack, file: file, fileRegion: String(name.dropLast(".json".count)))
      let value = decoder.decode(json)
      errors += decoder.errors
      if let value, decoder.errors.isEmpty { out[value.region] = value }
    }
    if !errors.isEmpty { throw PackErrors(errors: errors) }
    return out
  }

  /// The JSON parser's own words ("Unexpected end of file ...").
  static func jsonReason(_ error: any Error) -> String {
    let e = error as NSError
    if let detail = e.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
    return e.localizedDescription
  }
}
