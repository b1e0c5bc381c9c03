// The module graph runs one way: the runtime, its data and the compiler need no Foundation.

import Foundation
import PhoneTestSupport
import Testing

@Suite("Module boundaries")
struct ModuleBoundaryTests {
  /// What PhoneCore may import: the standard library's own modules, and the C library for the
  /// one mutex it keeps (`Locked`).
  static let allowed: Set<String> = [
    "Swift", "_Concurrency", "Synchronization", "Glibc", "Musl", "Darwin",
  ]

  /// The module each import declaration of `source` names: `import Foundation`,
  /// `public import Foundation`, `@preconcurrency import Foundation`, `import struct
  /// Foundation.Data` and `import Foundation.NSString` all name Foundation.
  static func importedModules(_ source: String) -> [String] {
    let kinds: Set<Substring> = [
      "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
    ]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "open",
    ]
    var modules: [String] = []
    for line in source.split(separator: "\n") {
      // Declarations only: a comment or a string mentioning an import is not one.
      let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      var words = code.split(whereSeparator: \.isWhitespace)[...]
      while let w = words.first, w.hasPrefix("@") || modifiers.contains(w) { words.removeFirst() }
      guard words.first == "import" else { continue }
      words.removeFirst()
      if let w = words.first, kinds.contains(w) { words.removeFirst() }
      guard let path = words.first else { continue }
      modules.append(String(path.split(separator: ".")[0]))
    }
    return modules
  }

  @Test("The import reader finds the module of every kind of import declaration")
  func readsImports() {
    #expect(Self.importedModules("import Foundation") == ["Foundation"])
    #expect(
      Self.importedModules("  public import FoundationEssentials") == ["FoundationEssentials"])
    #expect(Self.importedModules("import struct Foundation.Data") == ["Foundation"])
    #expect(
      Self.importedModules("@preconcurrency internal import Foundation.NSString") == ["Foundation"])
    #expect(Self.importedModules("@_exported import Foundation") == ["Foundation"])
    #expect(Self.importedModules("#if canImport(Glibc)\n  import Glibc\n#endif") == ["Glibc"])
    #expect(Self.importedModules("// import Foundation\nlet s = \"import Foundation\"") == [])
  }

  /// The module graph, one way (README's "Modules"): what each library module's sources may
  /// import. The runtime, its data, the compiler, caller ID and picker data see the standard
  /// library and the modules below them, never Foundation, the packs or the locale layer; caller
  /// ID and picker data never each other (an app links one without the other's data).
  static let layers: [(module: String, imports: Set<String>)] = [
    ("PhoneCore", allowed),
    ("PhoneCoreData", allowed.union(["PhoneCore", "CPhoneTables"])),
    ("PhoneCompiler", allowed.union(["PhoneCore"])),
    ("PhoneDataBlob", allowed),
    ("PhoneCallerID", allowed.union(["PhoneCore", "PhoneDataBlob", "CPhoneCallerData"])),
    ("PhonePickerData", allowed.union(["PhoneCore", "PhoneDataBlob", "CPhonePickerData"])),
  ]

  @Test(
    "The runtime, its data, the compiler, caller ID and picker data import nothing above them",
    arguments: ModuleBoundaryTests.layers.indices)
  func layering(_ layer: Int) throws {
    let (module, permitted) = Self.layers[layer]
    let root = repositoryRoot + "/Sources/" + module
    let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
    let swiftFiles = files.filter { $0.hasSuffix(".swift") }
    #expect(!swiftFiles.isEmpty)
    var imported: Set<String> = []
    for file in swiftFiles {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for module in Self.importedModules(text) {
        imported.insert(module)
        #expect(permitted.contains(module), "\(file) imports \(module)")
      }
    }
    // The reader saw imports there (the runtime's mutex and atomics; the others their base),
    // except in the blob reader, which needs the standard library alone.
    if module == "PhoneDataBlob" {
      #expect(imported.isEmpty, "\(imported)")
    } else {
      #expect(!imported.isEmpty)
    }
  }

  @Test("No library module reads the environment: only the command line and the harness do")
  func noEnvironment() throws {
    let root = repositoryRoot + "/Sources"
    let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
    let library = files.filter {
      ($0.hasSuffix(".swift") || $0.hasSuffix(".c")) && !$0.hasPrefix("phonefmt/")
    }
    #expect(library.count > 100)
    var found: [String] = []
    for file in library {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for token in ["getenv", ".environment", "secure_getenv"] where text.contains(token) {
        found.append("\(file): \(token)")
      }
    }
    #expect(found == [])
  }

  @Test(
    "No source of the product names its own path (#filePath, #file): nothing at run time reads the source tree"
  )
  func noSourcePaths() throws {
    let root = repositoryRoot + "/Sources"
    let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
    let sources = files.filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h")
    }
    #expect(sources.count > 100)
    var found: [String] = []
    for file in sources where !file.hasSuffix("_data.c") && !file.hasSuffix("_tables.c") {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for token in ["#filePath", "#file", "__FILE__"] where text.contains(token) {
        found.append("\(file): \(token)")
      }
    }
    #expect(found == [])
  }
}
