// `phonefmt countries --locale LOC [--search TEXT]`: every region named in LOC, in LOC's order.

import PhoneCore
import PhoneLocale

/// Prints one line per geographic region, `CODE<TAB>+DIAL<TAB>NAME`, with NAME in the locale
/// and the lines in the locale's collation order (ICU). With `--search TEXT` only the regions
/// that the search-as-you-type of a country picker finds for TEXT are printed, best match
/// first (`CountryList.search`: match quality, then a dial code's main region, then collation
/// order). A locale ICU does not know (`xx`, `root`) is a usage error.
enum CountriesCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    guard let localeText = options.value("--locale") else {
      throw UsageError(
        message: "missing --locale LOC (an ICU locale ID or BCP 47 tag, e.g. sv or zh-Hant-TW)")
    }
    let query = options.value("--search")
    let catalog = try CommandLineTool.catalog(options)
    let locale: DisplayLocale
    do {
      locale = try DisplayLocale(localeText)
    } catch {
      throw UsageError(message: error.description)
    }
    let list = try CountryList(
      catalog: catalog,
      names: RegionNames(locale: locale, packNames: PackRegionNames(catalog: catalog)))
    var entries = list.entries
    if let query {
      entries = list.search(query).map(\.entry)
    }
    for entry in entries {
      Output.line("\(entry.region)\t\(entry.callingCode)\t\(entry.name)")
    }
    return .success
  }
}
