// `phonefmt validate --region RR [--in-region]`: `valid TYPE` or `invalid REASON` per stdin line.

import PhoneCore

enum ValidateCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    let inRegion = options.flag("--in-region")
    try LineStream.forEachLine { line, out in
      out.line(catalog.validate(line, region: code, requireRegion: inRegion).description)
    }
    return .success
  }
}
