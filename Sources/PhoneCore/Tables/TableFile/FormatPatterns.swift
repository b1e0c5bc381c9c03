// FormatPatterns: the syntax trees of a formats section's patterns (table format 7), written
// after its international list and read only when a format's pattern is asked for.
//
// A format read from a table file is shown from its group spans by length; its pattern is asked
// for only where those do not cover the digits (`CompiledFormat.renderNumber` on digits its
// pattern does not match in full, which typing and formatting never pass it) or to write the
// format again. So the trees come last in the section: typing and formatting a national number
// decompress the section only up to the end of its national part (`TableSource.formats`), and
// never read them.
//
//   formats section (format 7):
//     varint length, the national part          (what typing needs; unchanged since format 6)
//     varint length, the international list     (empty when the region has none)
//     the pattern trees:
//       count of the national list's pattern IDs, then per ID its tree (`PatternCoding.swift`)
//       count of the international list's pattern IDs, then per ID a varint: 0 and its tree,
//         or k + 1 for the national list's tree k (the two lists mostly share their patterns)
//
// The trees of a section without formats are absent (the section is its national part alone).

/// A format list's pattern trees, by pattern ID, as read once (or why they do not read).
final class PatternTreeList: Sendable {
  let result: Result<[DigitPattern], TableFileError>
  init(_ result: Result<[DigitPattern], TableFileError>) { self.result = result }
}

extension PatternTexts {
  /// The tree of the list's pattern `patternID`, read with the list's others on first use.
  /// - Throws: `TableFileError` when the section's trees are damaged, or have no such ID.
  func tree(patternID: Int) throws(TableFileError) -> DigitPattern {
    let list = trees.load(0) ?? trees.store(PatternTreeList(readTrees()), at: 0)
    let all = try list.result.get()
    guard all.indices.contains(patternID) else {
      throw .corrupt(offset: 0, reason: "no pattern tree \(patternID) of \(all.count)")
    }
    return all[patternID]
  }
}

extension ByteReader {
  /// What `ByteWriter.formatPatterns` wrote: the national and international lists' trees, by
  /// pattern ID.
  mutating func formatPatterns() throws(TableFileError) -> (
    national: [DigitPattern], international: [DigitPattern]
  ) {
    var national: [DigitPattern] = []
    for _ in 0..<(try count()) { national.append(try digitPattern()) }
    var international: [DigitPattern] = []
    for _ in 0..<(try count()) {
      let at = offset
      let k = try varint()
      if k == 0 {
        international.append(try digitPattern())
        continue
      }
      guard k <= UInt64(national.count) else {
        throw .corrupt(offset: at, reason: "pattern tree \(k - 1) of \(national.count)")
      }
      international.append(national[Int(k - 1)])
    }
    return (national, international)
  }
}

extension TableSource {
  /// The pattern trees of an entry's formats section, and how long its international list is.
  /// - Throws: `TableFileError` when the section is damaged there.
  func formatPatterns(_ entry: Entry) throws(TableFileError) -> (
    national: [DigitPattern], international: [DigitPattern], internationalLength: Int
  ) {
    let name = "+\(entry.callingCode) formats"
    let bytes = try decoded(entry.formats, name)
    var r = ByteReader(bytes)
    do throws(TableFileError) {
      _ = try r.take(try r.count())
      let internationalLength = try r.count()
      _ = try r.take(internationalLength)
      let trees = try r.formatPatterns()
      guard r.remaining == 0 else {
        throw TableFileError.corrupt(offset: r.offset, reason: "bytes after the pattern trees")
      }
      return (trees.national, trees.international, internationalLength)
    } catch {
      let reason: String
      switch error {
      case .corrupt(let at, let why): reason = "byte \(at): \(why)"
      case .truncated(let at): reason = "ends early at byte \(at)"
      default: reason = error.description
      }
      throw .corrupt(
        offset: blocks[entry.formats.block].offset,
        reason: "section \(name) (block \(entry.formats.block)) pattern trees, \(reason)")
    }
  }

  /// Whether an entry's pattern trees agree with its formats (`compiled`, the international
  /// list read): a tree for each format's pattern ID, with as many groups as its spans, and an
  /// international list in the section exactly when the national part says one follows. What
  /// `.everySection` checks of them.
  func checkFormatPatterns(_ entry: Entry, _ compiled: CompiledRegion) throws(TableFileError) {
    let trees = try formatPatterns(entry)
    let intl = try compiled.international()
    func fail(_ why: String) -> TableFileError {
      .corrupt(
        offset: blocks[entry.formats.block].offset,
        reason: "section +\(entry.callingCode) formats: \(why)")
    }
    guard (intl != nil) == (trees.internationalLength != 0) else {
      throw fail("an international list where the national part says none, or none")
    }
    for (list, field, formats) in [
      (trees.national, "formats", compiled.nationalFormats),
      (trees.international, "internationalFormats", intl?.formats ?? []),
    ] {
      for (i, f) in formats.enumerated() {
        guard list.indices.contains(f.patternID) else {
          throw fail("\(field)[\(i)] has no pattern tree")
        }
        let groups = list[f.patternID].captureCount
        guard f.splits.allSatisfy({ $0 == nil || $0?.groups.count == groups }) else {
          throw fail("\(field)[\(i)]: a pattern tree of \(groups) groups for other spans")
        }
      }
    }
  }
}
