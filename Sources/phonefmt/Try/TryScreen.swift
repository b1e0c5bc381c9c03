// TryScreen: the state of `phonefmt try` (the field, the country search) and how keys change it.
//
// The screen is a value: `handle(_:)` takes one decoded key event and `frame(width:height:)`
// (TryScreen+Frame.swift) lays out what to draw, so everything but the terminal itself is
// tested without one. The field is PhoneCore's `PhoneNumberField`, edited the way a text field
// reports edits; the country search is PhoneLocale's `CountryPicker` search, ranked as the
// picker ranks it; names, digits and direction come from the display locale.

package import PhoneCore
package import PhoneLocale
package import PhonePacks

/// The `try` screen: a phone field for the selected country, and a country search.
///
/// ```swift
/// var screen = try TryScreen(catalog: catalog, locale: .english, region: .gb)
/// for key in "02079460958".unicodeScalars { screen.handle(.character(key)) }
/// screen.field.text                        // "020 7946 0958"
/// screen.frame(width: 80, height: 24)      // the lines to draw, and the caret
/// ```
package struct TryScreen {
  /// What the keys edit.
  package enum Mode: Hashable {
    /// The phone field.
    case field
    /// The country search (Tab): its query, its matches and the chosen one.
    case search(CountrySearch)
    /// Text being collected for a paste (Ctrl-V), for terminals without bracketed paste.
    case paste(String)
  }

  /// The country search: what is typed, the matching rows best first, and the chosen row.
  package struct CountrySearch: Hashable {
    package var query = ""
    package var matches: [CountryEntry] = []
    package var selected = 0
  }

  /// The longest search query or Ctrl-V paste text kept, in characters.
  static let maxTextLength = 200
  /// The most significant characters (digits, `+`) the field takes: far beyond any phone
  /// number (15 digits and an extension), and a bound on the work per key.
  package static let maxKeys = 100

  let catalog: PhoneCatalog
  /// The packs the catalog came from, for the carrier and place of a complete number (nil:
  /// no such rows).
  let packs: RulePackCatalog?
  let picker: CountryPicker
  let style: PhoneTextStyle
  let speaker: SpokenNumbers
  package let locale: DisplayLocale
  /// The selected country.
  package private(set) var region: RegionCode
  package private(set) var field: PhoneNumberField
  package private(set) var mode = Mode.field
  /// Set by Ctrl-C, or by Esc on the field: the program ends.
  package private(set) var isFinished = false
  /// A problem to show on the status row (an ICU failure in the search).
  package private(set) var message: String?

  /// The screen for `region` (nil: the locale's region when the catalog has it, else US).
  /// - Throws: `ICUError` when the locale's names, digits or spell-out cannot be loaded;
  ///   `FormatterError` for a region the catalog lacks.
  package init(
    catalog: PhoneCatalog, locale: DisplayLocale, region: RegionCode?,
    packs: RulePackCatalog? = nil
  ) throws {
    let names = try RegionNames(locale: locale, packNames: PackRegionNames(catalog: catalog))
    let list = try CountryList(catalog: catalog, names: names)
    let picker = CountryPicker(list: list, options: CountryPickerOptions())
    let chosen = try region ?? picker.defaultSelection(for: locale) ?? .us
    self.catalog = catalog
    self.packs = packs
    self.picker = picker
    self.locale = locale
    self.style = PhoneTextStyle(locale: locale, digits: try LocaleDigits(locale: locale))
    self.speaker = try SpokenNumbers(locale: locale)
    self.region = chosen
    self.field = try PhoneNumberField(region: chosen, catalog: catalog)
  }

  /// Applies one key.
  package mutating func handle(_ event: KeyEvent) {
    if event == .interrupt {
      isFinished = true
      return
    }
    switch mode {
    case .field: handleField(event)
    case .search(var search):
      handleSearch(event, &search)
    case .paste(let text): handlePaste(event, text)
    }
  }

  /// Keys on the field: edits at the caret, caret moves, Tab, Ctrl-V, Esc.
  private mutating func handleField(_ event: KeyEvent) {
    switch event {
    case .character(let s): edit { $0.insert(String(s)) }
    case .paste(let text): edit { $0.insert(text) }
    case .backspace: field.deleteBackward()
    case .delete: deleteForward()
    case .left:
      // moveCaret rounds an offset inside a surrogate pair down, to before the pair.
      field.moveCaret(to: field.caret - 1)
    case .right:
      let units = field.utf16
      let step = field.caret < units.count && UTF16.isLeadSurrogate(units[field.caret]) ? 2 : 1
      field.moveCaret(to: field.caret + step)
    case .home: field.moveCaret(to: 0)
    case .end: field.moveCaret(to: field.utf16.count)
    case .clear: field.clear()
    case .pasteKey: mode = .paste("")
    case .tab: openSearch()
    case .escape: isFinished = true
    case .enter, .up, .down, .interrupt: break
    }
  }

  /// Applies an edit that adds characters, unless the number would then have more than
  /// `maxKeys` significant characters (a paste of a whole document): that edit is refused.
  private mutating func edit(_ body: (inout PhoneNumberField) -> Void) {
    var edited = field
    body(&edited)
    if edited.keys.count > Self.maxKeys {
      message = "refused: the field keeps at most \(Self.maxKeys) digits"
    } else {
      field = edited
      message = nil
    }
  }

  /// Delete: the next significant character after the caret goes (the separators before it
  /// with it, as Backspace does over a separator); the caret stays.
  private mutating func deleteForward() {
    let units = field.utf16
    let caret = min(field.caret, units.count)
    // How many significant characters precede the caret decides whether a '+' counts.
    var index = 0
    var decoder = UTF16()
    var before = units[..<caret].makeIterator()
    while case .scalarValue(let s) = decoder.decode(&before) {
      if Self.isSignificant(s, at: index) { index += 1 }
    }
    var offset = caret
    var after = units[caret...].makeIterator()
    while case .scalarValue(let s) = decoder.decode(&after) {
      offset += s.utf16.count
      if Self.isSignificant(s, at: index) {
        field.replace(utf16Range: caret..<offset, with: "")
        return
      }
    }
  }

  /// A digit of any script, or `+` as the first significant character (PhoneNumberField's
  /// rule for what an edit keeps).
  static func isSignificant(_ s: Unicode.Scalar, at index: Int) -> Bool {
    DigitFolding.value(of: s) != nil || (index == 0 && TextScanner.isPlus(s))
  }

  // MARK: Search

  /// Opens the country search with an empty query (every country), the selected one chosen.
  private mutating func openSearch() {
    var search = CountrySearch()
    refresh(&search)
    search.selected = search.matches.firstIndex { $0.region == region } ?? 0
    mode = .search(search)
  }

  private mutating func handleSearch(_ event: KeyEvent, _ search: inout CountrySearch) {
    switch event {
    case .character(let s):
      guard search.query.count < Self.maxTextLength else { break }
      search.query.unicodeScalars.append(s)
      refresh(&search)
    case .paste(let text):
      search.query = String(Self.oneLine(search.query + text).prefix(Self.maxTextLength))
      refresh(&search)
    case .backspace:
      guard !search.query.isEmpty else { break }
      search.query.removeLast()
      refresh(&search)
    case .clear:
      search.query = ""
      refresh(&search)
    case .up: search.selected = max(search.selected - 1, 0)
    case .down: search.selected = min(search.selected + 1, max(search.matches.count - 1, 0))
    case .home: search.selected = 0
    case .end: search.selected = max(search.matches.count - 1, 0)
    case .enter:
      if search.matches.indices.contains(search.selected) {
        select(search.matches[search.selected].region)
      }
      mode = .field
      return
    case .escape, .tab:
      mode = .field
      return
    case .delete, .left, .right, .pasteKey, .interrupt: break
    }
    mode = .search(search)
  }

  /// The matches of the query, best first; the first one chosen.
  private mutating func refresh(_ search: inout CountrySearch) {
    search.matches = picker.search(search.query).map(\.entry)
    message = nil
    search.selected = 0
  }

  /// Selects `newRegion`: the digits typed so far stay, formatted with its rules, and the
  /// caret stays after the same digit (`PhoneNumberField.setRegion`).
  package mutating func select(_ newRegion: RegionCode) {
    field.setRegion(newRegion)
    region = newRegion
    message = field.regionError.map { "\(newRegion): \($0)" }
  }

  // MARK: Paste (Ctrl-V)

  private mutating func handlePaste(_ event: KeyEvent, _ text: String) {
    var text = text
    switch event {
    case .character(let s): text.unicodeScalars.append(s)
    case .paste(let pasted): text += pasted
    case .backspace: if !text.isEmpty { text.removeLast() }
    case .clear: text = ""
    case .enter:
      edit { $0.insert(text) }
      mode = .field
      return
    case .escape:
      mode = .field
      return
    default: break
    }
    mode = .paste(String(Self.oneLine(text).prefix(Self.maxTextLength)))
  }

  /// `text` with line breaks and other control characters as spaces.
  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }
}
