// BenchContext: what workloads are built from: the package root, the golden typings, the core
// pack (loaded once) and a warm catalog.

import Foundation
import PhoneCompiler
package import PhoneCore
import PhonePacks

/// The inputs shared by every workload, loaded once per run.
package final class BenchContext {
  /// The package root (holding `Package.swift`, `Tests/Golden`, `RulePacks/core`).
  package let root: String
  /// Whether this is a `--quick` run (workloads may do fewer runs per round).
  package let quick: Bool
  /// Every typing of `Tests/Golden/asyoutype.tsv`, in file order.
  package let typings: [Typing]
  private var loadedRegions: [Region]?
  private var warmCatalog: PhoneCatalog?

  package init(root: String, quick: Bool) throws(BenchError) {
    self.root = root
    self.quick = quick
    self.typings = try Typing.load(from: root + "/Tests/Golden/asyoutype.tsv")
  }

  /// The directory of the core pack: `PHONEFMT_CORE_PACK` when set, else `RulePacks/core`.
  package var corePackDirectory: String {
    if let env = ProcessInfo.processInfo.environment["PHONEFMT_CORE_PACK"], !env.isEmpty {
      return env
    }
    return root + "/RulePacks/core"
  }

  /// The regions of the core pack, loaded from JSON on first use.
  package func regions() throws(BenchError) -> [Region] {
    if let loadedRegions { return loadedRegions }
    do {
      let regions = try RulePack.load(directory: corePackDirectory).regions
      loadedRegions = regions
      return regions
    } catch {
      throw .corePack(directory: corePackDirectory, reason: error.description)
    }
  }

  /// One catalog shared by the warm workloads; its regions compile on first use, during
  /// preparation.
  package func catalog() throws(BenchError) -> PhoneCatalog {
    if let warmCatalog { return warmCatalog }
    let catalog = PhoneCatalog(regions: try regions())
    warmCatalog = catalog
    return catalog
  }

  /// The typings of `regions` (all when nil), in file order.
  package func typings(in regions: Set<String>?) -> [Typing] {
    guard let regions else { return typings }
    return typings.filter { regions.contains($0.region) }
  }

  /// Finds the package root: the first directory upwards from the current one that holds
  /// `Package.swift` and the golden file, else the tree this harness was built from.
  package static func findRoot(
    from current: String = FileManager.default.currentDirectoryPath,
    filePath: String = #filePath
  ) -> String? {
    let fm = FileManager.default
    func isRoot(_ dir: URL) -> Bool {
      fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path)
        && fm.fileExists(atPath: dir.appendingPathComponent("Tests/Golden/asyoutype.tsv").path)
    }
    var dir = URL(fileURLWithPath: current, isDirectory: true).standardizedFileURL
    while true {
      if isRoot(dir) { return dir.path }
      let parent = dir.deletingLastPathComponent()
      if parent.path == dir.path { break }
      dir = parent
    }
    // Benchmarks/Sources/PhoneBench/BenchContext.swift -> the package root.
    let built = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return isRoot(built) ? built.path : nil
  }
}
