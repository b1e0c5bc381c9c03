// JapaneseReadings: the kana readings that Japanese country lists sort and search kanji names by.

/// How ICU's Japanese region names that are written with kanji are read, in hiragana:
/// 日本 is にほん, 中国 ちゅうごく, 北朝鮮 きたちょうせん, 南アフリカ みなみあふりか.
///
/// ICU's Japanese collation (CLDR `ja`) orders kana by the gojūon, and puts every kanji after
/// all kana (in JIS X 0208 order), since a collator cannot know how a kanji word is read: by
/// the names alone, 日本 would come after ロシア. A Japanese list looks for 日本 under に, so
/// ``CountryList`` sorts such a name by its reading (then by the name itself) and a search
/// finds it by the reading, in hiragana or katakana (`にほん`, `ニホン`).
///
/// The table (`JapaneseReadings+Data.swift`) is generated at development time by
/// `Scripts/generate-ja-readings.py` from ICU's `ja` region names, read with the UniDic
/// dictionary (attribution in NOTICE) and corrected by hand where the dictionary reads a name
/// otherwise than people say it. It is keyed by the name, so a name that a rule pack gives, or
/// that a later ICU spells otherwise, has no reading and sorts as ICU's collation puts it.
package enum JapaneseReadings {
  /// The reading of `name` when it is one of ICU's Japanese names with kanji (its source is
  /// ICU in a Japanese locale: `ja`, `ja_JP`), else nil.
  ///
  /// ```swift
  /// JapaneseReadings.reading(of: RegionName(text: "日本", source: .icu(locale: "ja")))  // "にほん"
  /// JapaneseReadings.reading(of: RegionName(text: "日本", source: .pack(locale: "ja")))  // nil
  /// ```
  package static func reading(of name: RegionName) -> String? {
    guard case .icu(let locale) = name.source, isJapanese(locale) else { return nil }
    return byName[name.text]
  }

  /// The reading of `name`, one of ICU's Japanese region names, whatever its source; nil when
  /// the table does not have it.
  package static func reading(ofJapaneseName name: String) -> String? { byName[name] }

  /// Whether the ICU locale ID `locale` is of the Japanese language (`ja`, `ja_JP`,
  /// `ja@calendar=japanese`).
  static func isJapanese(_ locale: String) -> Bool {
    let utf8 = locale.utf8
    guard utf8.starts(with: "ja".utf8) else { return false }
    let rest = utf8.dropFirst(2)
    return rest.isEmpty || rest.first == UInt8(ascii: "_") || rest.first == UInt8(ascii: "@")
  }
}
