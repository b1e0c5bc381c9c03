// `phonefmt validate --region RR`: `valid TYPE` or `invalid REASON` for each stdin line.

import PhoneCore

enum ValidateCommand {
  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    try LineStream.forEachLine { line, out in
      out.line(catalog.validate(line, region: code).description)
    }
    return .success
  }
}
