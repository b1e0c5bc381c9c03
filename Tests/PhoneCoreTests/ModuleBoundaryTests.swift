// PhoneCore depends on the Swift standard library only.

import Foundation
import PhoneTestSupport
import Testing

@Suite("Module boundaries")
struct ModuleBoundaryTests {
  @Test("No PhoneCore source imports Foundation")
  func noFoundation() throws {
    let root = repositoryRoot + "/Sources/PhoneCore"
    let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
    let swiftFiles = files.filter { $0.hasSuffix(".swift") }
    #expect(swiftFiles.count > 10)
    for file in swiftFiles {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        let t = line.trimmingCharacters(in: .whitespaces)
        #expect(!(t.hasPrefix("import Foundation") || t.contains(" import Foundation")), "\(file)")
      }
    }
  }
}
