// FormatSources: which pack, file and JSON path supplied each format of a loaded region.

import PhoneCompiler
import PhoneCore

/// Where a format of a loaded region was written: `core regions/GB.json $.formats[3]`. What
/// `phonefmt explain` prints (package API: no public entry point returned it).
package struct FormatSource: Hashable, Sendable, CustomStringConvertible {
  /// The pack's name (`core`, `uae-mobile-dashes`); for regions of a table file, the pack
  /// compiled into it that touched the region last (`pack uae-mobile-dashes (compiled into
  /// the table file T)`), or the file (`the table file T`) for the core's regions.
  package var pack: String
  /// The file inside the pack (`regions/GB.json`); empty for a table file.
  package var file: String
  /// The format's place in that file: `$.formats[3]`, `$.internationalFormats[0]`.
  package var jsonPath: String

  package var description: String {
    file.isEmpty ? "\(pack) \(jsonPath)" : "\(pack) \(file) \(jsonPath)"
  }
}

extension RulePackCatalog {
  /// The source of each format of a loaded region, in the region's order (`formats`, then
  /// `internationalFormats` when it has them), found by applying the packs' region files again
  /// as `PackMerger` did: `add` and `replace` give the file's formats, `extend` puts its formats
  /// before the region's (and before its international ones, when it has them and the file
  /// gives none).
  ///
  /// ```swift
  /// let sources = packs.formatSources(for: RegionKey(ae))
  /// sources.national[0]  // uae-mobile-dashes regions/AE.json $.formats[0]
  /// ```
  /// - Returns: empty lists for a region that is not loaded.
  /// - Complexity: O(files of the loaded packs).
  package func formatSources(for key: RegionKey) -> (
    national: [FormatSource], international: [FormatSource]?
  ) {
    state.withLock { s in
      var national: [FormatSource] = []
      var international: [FormatSource]?
      if let region = s.base[key] {
        if s.core.patches.isEmpty {
          // A table file: the pack compiled into it that last touched the region, by name (its
          // files are not at hand), else the file.
          let origin = s.origins[key] ?? s.baseOrigin
          national = region.formats.indices.map {
            FormatSource(pack: origin, file: "", jsonPath: "$.formats[\($0)]")
          }
          international = region.internationalFormats?.indices.map {
            FormatSource(pack: origin, file: "", jsonPath: "$.internationalFormats[\($0)]")
          }
        }
      }
      for pack in [s.core] + s.packs {
        for patch in pack.patches
        where RegionKey(code: patch.code, callingCode: patch.callingCode) == key {
          func sources(_ list: [FormatEntry]?, _ field: String) -> [FormatSource]? {
            list.map {
              $0.indices.map {
                FormatSource(pack: pack.name, file: patch.file, jsonPath: "$.\(field)[\($0)]")
              }
            }
          }
          let given = sources(patch.formats, "formats")
          let givenIntl = sources(patch.internationalFormats, "internationalFormats")
          switch patch.operation {
          case .add, .replace:
            national = given ?? []
            international = givenIntl
          case .extend:
            if let given {
              national = given + national
              if givenIntl == nil, let intl = international { international = given + intl }
            }
            if let givenIntl { international = givenIntl + (international ?? []) }
          }
        }
      }
      return (national, international)
    }
  }
}
