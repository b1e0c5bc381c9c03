// phonefmt-bench: the benchmark harness's entry point; the logic lives in PhoneBench.

import Foundation
import PhoneBench

exit(BenchCommand.main(Array(CommandLine.arguments.dropFirst())))
