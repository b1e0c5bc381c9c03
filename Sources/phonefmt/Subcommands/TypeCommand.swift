// `phonefmt type --region RR [--max-digits N]`: each stdin line is keystrokes; prints the text
// after each.

import Foundation
import PhoneCore

enum TypeCommand {
  /// Longer lines are answered with an error line: the output would be quadratic in size.
  static let maxKeystrokes = 1_000

  static func run(_ options: OptionParser) throws -> ExitStatus {
    let catalog = try CommandLineTool.catalog(options)
    let code = try CommandLineTool.region(options, catalog: catalog)
    var limit = DigitLimit.off
    if let text = options.value("--max-digits") {
      guard let n = Int(text), (1...PhoneNumber.maxNationalDigits).contains(n) else {
        throw UsageError(
          message:
            "--max-digits expects a number of digits from 1 to \(PhoneNumber.maxNationalDigits)")
      }
      limit = .digits(n)
    }
    var formatter: AsYouTypeFormatter
    do {
      formatter = try AsYouTypeFormatter(region: code, catalog: catalog)
    } catch {
      throw UsageError(message: "\(error)")
    }
    // Past the limit a digit is refused: the text stays, so the column repeats.
    formatter.digitLimit = limit
    var shown: [String] = []
    try LineStream.forEachLine { line, out in
      var keys = 0
      for _ in line.unicodeScalars {
        keys += 1
        if keys > maxKeystrokes { break }
      }
      if keys > maxKeystrokes {
        // Every keystroke's text on one line would grow with the square of the line.
        out.line("error: too-long (more than \(maxKeystrokes) keystrokes)")
        return
      }
      formatter.clear()
      shown.removeAll(keepingCapacity: true)
      for scalar in line.unicodeScalars {
        formatter.input(scalar: scalar)
        shown.append(formatter.text)
      }
      out.line(shown.joined(separator: "\t"))
    }
    return .success
  }
}
