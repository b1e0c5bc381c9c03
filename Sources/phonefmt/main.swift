// phonefmt: the command-line entry point; parses the command line and runs one subcommand.

import Foundation

let exitCode = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
