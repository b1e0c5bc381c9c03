// Statistics: median, percentiles and the summary of a workload's samples.

/// The summary of a set of samples (nanoseconds per operation, one value per sample).
///
/// Percentiles interpolate linearly between the two nearest ranks (numpy's default, "type 7"),
/// so the median of an even count is the mean of the middle two, and p99 of fewer than 100
/// samples lies between the two largest.
///
/// ```swift
/// let s = Summary([3, 1, 2, 10])
/// s.median  // 2.5
/// s.p99     // 9.79
/// ```
package struct Summary: Equatable, Sendable {
  package var count: Int
  package var median: Double
  package var p99: Double
  package var min: Double
  package var max: Double
  package var mean: Double

  /// - Precondition: `samples` is not empty.
  package init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "a summary needs at least one sample")
    let sorted = samples.sorted()
    count = sorted.count
    median = Self.percentile(0.5, ofSorted: sorted)
    p99 = Self.percentile(0.99, ofSorted: sorted)
    min = sorted.first!
    max = sorted.last!
    mean = sorted.reduce(0, +) / Double(sorted.count)
  }

  /// The `q`-quantile (0...1) of ascending `sorted`, interpolated between the nearest ranks.
  /// - Precondition: `sorted` is ascending and not empty; `q` is in 0...1.
  package static func percentile(_ q: Double, ofSorted sorted: [Double]) -> Double {
    precondition(!sorted.isEmpty && (0...1).contains(q))
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = Swift.min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
  }

  /// The median of unsorted `values`.
  /// - Precondition: `values` is not empty.
  package static func median(_ values: [Double]) -> Double {
    percentile(0.5, ofSorted: values.sorted())
  }
}
