// `phonefmt type --region RR`: each stdin line is keystrokes; prints the text after each.

import Foundation
import PhoneCore

enum TypeCommand {
  static func run(_ options: inout OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(&options)
    let code = try CommandLineTool.region(&options, catalog: catalog)
    try options.checkAllConsumed()
    var formatter: AsYouTypeFormatter
    do {
      formatter = try AsYouTypeFormatter(region: code, catalog: catalog)
    } catch {
      throw UsageError(message: "\(error)")
    }
    var out: [String] = []
    while let line = readLine(strippingNewline: true) {
      formatter.clear()
      out.removeAll(keepingCapacity: true)
      for scalar in line.unicodeScalars {
        formatter.input(scalar: scalar)
        out.append(formatter.text)
      }
      Output.line(out.joined(separator: "\t"))
    }
    return .success
  }
}
