// JapaneseReadingTests: Japanese names with kanji sort and are found by their kana reading.

import CICU
import PhoneCore
import PhoneLocale
import Testing

/// ICU's own `ja` region names (the `Countries` table of the region-name tree), keyed by
/// two-letter region code, read through the shim rather than the library.
func icuJapaneseNames() throws -> [String: String] {
  var status: Int32 = 0
  guard let bundle = phonefmt_ures_open(phonefmt_ures_regionPackage(), "ja", &status),
    status <= 0
  else { throw TestICUFailure(status: status) }
  defer { phonefmt_ures_close(bundle) }
  guard let table = phonefmt_ures_getByKey(bundle, "Countries", &status), status <= 0 else {
    throw TestICUFailure(status: status)
  }
  defer { phonefmt_ures_close(table) }
  var names: [String: String] = [:]
  while phonefmt_ures_hasNext(table) {
    var length: Int32 = 0
    var key: UnsafePointer<CChar>?
    guard let text = phonefmt_ures_getNextString(table, &length, &key, &status), let key,
      status <= 0
    else { throw TestICUFailure(status: status) }
    let code = String(cString: key)
    guard code.utf8.count == 2, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
      continue
    }
    names[code] = String(
      decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
  }
  return names
}

/// Whether `text` has a kanji (a scalar with Unicode's Ideographic property).
func hasKanji(_ text: String) -> Bool {
  text.unicodeScalars.contains { $0.properties.isIdeographic }
}

/// The first letter of the text a row sorts by (its reading, else its name), katakana folded
/// to hiragana: `に` for ニジェール and for 日本 (にほん).
func sortInitial(_ entry: CountryEntry) -> String {
  guard let first = (entry.reading ?? entry.name).unicodeScalars.first else { return "" }
  if (0x30A1...0x30F6).contains(first.value), let folded = Unicode.Scalar(first.value - 0x60) {
    return String(folded)
  }
  return String(first)
}

@Suite("Japanese names sorted and searched by reading")
struct JapaneseReadingTests {
  @Test("Every kanji-bearing ja name ICU gives has a reading in kana")
  func everyKanjiNameHasAReading() throws {
    let kanjiNames = try icuJapaneseNames().filter { hasKanji($0.value) }
    #expect(!kanjiNames.isEmpty)
    for (code, name) in kanjiNames.sorted(by: { $0.key < $1.key }) {
      let reading = JapaneseReadings.reading(ofJapaneseName: name)
      #expect(reading != nil, "\(code) \(name) has no reading")
      if let reading {
        #expect(!hasKanji(reading), "\(code): the reading \(reading) of \(name) has kanji")
        // Hiragana, not katakana: the generator folds every katakana.
        #expect(
          !reading.unicodeScalars.contains { (0x30A1...0x30F6).contains($0.value) },
          "\(code): \(reading)")
      }
    }
  }

  @Test(
    "Every row of a Japanese list whose name has kanji has that reading",
    arguments: ["ja", "ja_JP"])
  func everyKanjiRowHasAReading(_ locale: String) throws {
    let list = try coreList(locale)
    let kanjiRows = list.entries.filter { hasKanji($0.name) }
    #expect(!kanjiRows.isEmpty)
    for entry in kanjiRows {
      #expect(entry.reading != nil, "\(entry.region) \(entry.name)")
      #expect(entry.reading == JapaneseReadings.reading(ofJapaneseName: entry.name))
    }
    // Names without kanji sort by themselves.
    #expect(list.entries.filter { !hasKanji($0.name) }.allSatisfy { $0.reading == nil })
  }

  @Test("日本 lies between two names read with に, 中国 between two read with ち")
  func neighbours() throws {
    let entries = try coreList("ja").entries
    for (code, initial) in [("JP", "に"), ("CN", "ち")] {
      let row = try #require(entries.firstIndex { $0.region == rc(code) })
      #expect(sortInitial(entries[row]) == initial)
      #expect(row > 0 && row < entries.count - 1)
      guard row > 0 && row < entries.count - 1 else { continue }
      let before = entries[row - 1]
      let after = entries[row + 1]
      #expect(sortInitial(before) == initial, "\(code) follows \(before.name)")
      #expect(sortInitial(after) == initial, "\(code) precedes \(after.name)")
    }
  }

  @Test("Names read with に come together, whether written in katakana or kanji")
  func readingsInterleaveWithKatakana() throws {
    let entries = try coreList("ja").entries
    let rows = entries.indices.filter { sortInitial(entries[$0]) == "に" }
    #expect(rows.count > 1)
    #expect(rows == Array(rows.first!...rows.last!))  // one run, no row in between
    #expect(rows.contains { entries[$0].reading != nil })
    #expect(rows.contains { entries[$0].reading == nil })
  }

  @Test("A pack's Japanese name has no reading and sorts as ICU collates it")
  func packNameHasNoReading() throws {
    let kanjiNames = try icuJapaneseNames().filter { hasKanji($0.value) }
    let name = try #require(kanjiNames["JP"])
    // The same text as ICU's, given by a pack: no reading, so the kanji sort after all kana.
    let list = try coreList("ja", packNames: PackRegionNames(names: [rc("JP"): ["ja": name]]))
    let japan = try #require(list.entry(for: rc("JP")))
    #expect(japan.reading == nil)
    #expect(japan.nameSource == .pack(locale: "ja"))
    let row = try #require(list.entries.firstIndex { $0.region == rc("JP") })
    let lastKana = try #require(list.entries.lastIndex { !hasKanji($0.name) })
    #expect(row > lastKana)
  }

  @Test("The reading finds the row, typed in hiragana or katakana", arguments: ["JP", "CN"])
  func searchByReading(_ code: String) throws {
    let list = try coreList("ja")
    let reading = try #require(list.entry(for: rc(code))?.reading)
    let katakana = String(
      String.UnicodeScalarView(
        reading.unicodeScalars.map {
          (0x3041...0x3096).contains($0.value) ? Unicode.Scalar($0.value + 0x60)! : $0
        }))
    #expect(katakana != reading)
    for query in [reading, katakana] {
      let first = try #require(list.search(query).first, "\(query)")
      #expect(first.entry.region == rc(code), "\(query)")
      #expect(first.rank == .exact && first.field == .name, "\(query)")
    }
    // The first two kana of the reading start it.
    let start = String(reading.prefix(2))
    #expect(
      list.search(start).contains { $0.entry.region == rc(code) && $0.rank == .prefix }, "\(start)")
  }
}
