// RankInterval: how much slower B is than A, as a ratio with a distribution-free confidence
// interval, from few noisy rounds.
//
// The idea. A run gives a handful of rounds per side (10 to 16), and a shared machine slows
// whole rounds down: on this 2-core machine shared by four engineers, one round in five or
// eight came out 40 % slower than its neighbours (another build on the hyperthread sibling),
// while the undisturbed rounds agreed within 1–2 %. Means and t-intervals follow such a round,
// a bootstrap over ten values has a coarse, too-narrow interval, and even Wilcoxon's
// signed-rank test weighs a pair by the size of its difference, so one disturbed round of A
// among ten pairs (a large negative difference) is enough to hide a 14 % slowdown. Rank
// methods that count rather than weigh need neither a distribution nor a random seed. In
// logarithms, so that a ratio B/A is a shift d = log B − log A:
//
// - **Paired** (`paired`, for `--against`): rounds are taken in pairs, A and B one after the
//   other, so a pair's d_i cancels much of what the machine was doing at the time. With A
//   and B identical, swapping the two members of a pair changes nothing, so d_i is as likely
//   positive as negative: the null hypothesis of the **sign test**. The estimate is the
//   median of the d_i; the interval runs from the k-th smallest to the k-th largest d_i, k
//   from the binomial distribution (the order-statistic interval of a median): with 16 pairs
//   at 95 %, from the 4th to the 13th, so three disturbed pairs on either side move neither.
// - **Two samples** (`twoSample`, for `--baseline`'s ratio to the peer): a baseline and a run
//   are not paired, so the differences are every y_j − x_i (Mann–Whitney), their median the
//   Hodges–Lehmann estimate, and the interval again an exact order statistic, from the null
//   distribution of the U statistic.
//
// Exact distributions up to 60 values per side and normal approximations beyond (never reached
// by the harness). Fewer values than a level allows (under 6 pairs at 95 %) give the widest
// interval, from the smallest to the largest value, with the confidence it really has.

import Foundation

/// A ratio (B over A, or current over baseline) with its confidence interval.
///
/// ```swift
/// let r = RankInterval.paired(a: [100, 101, 99], b: [111, 112, 110])
/// r?.estimate  // about 1.11
/// ```
package struct RatioInterval: Sendable, Equatable {
  /// The Hodges–Lehmann estimate of the ratio.
  package var estimate: Double
  package var lower: Double
  package var upper: Double
  /// The confidence the interval really has (at least the level asked for, when the counts
  /// allow it).
  package var confidence: Double
  /// Pairs (paired) or the smaller sample's size (two samples).
  package var count: Int

  package init(estimate: Double, lower: Double, upper: Double, confidence: Double, count: Int) {
    self.estimate = estimate
    self.lower = lower
    self.upper = upper
    self.confidence = confidence
    self.count = count
  }

  /// Whether the interval lies entirely above 1: B is slower, beyond the noise.
  package var confirmsSlower: Bool { lower > 1 }
  /// Whether the interval lies entirely below 1.
  package var confirmsFaster: Bool { upper < 1 }

  /// `1.14 [1.11, 1.17]`.
  package var text: String {
    String(format: "%.3f [%.3f, %.3f]", estimate, lower, upper)
  }
}

package enum RankInterval {
  /// The ratio B/A of paired rounds (`a[i]` and `b[i]` measured one after the other): the
  /// median of the pair ratios, with the sign test's interval. Nil when no pair has both
  /// values positive.
  /// - Complexity: O(n log n) for n pairs.
  package static func paired(a: [Double], b: [Double], level: Double = 0.95) -> RatioInterval? {
    var d = zip(a, b).compactMap { x, y in x > 0 && y > 0 ? log(y) - log(x) : nil }
    guard !d.isEmpty else { return nil }
    d.sort()
    let (k, confidence) = orderStatistic(
      cumulative: binomialCumulative(d.count), level: level, total: d.count)
    return RatioInterval(
      estimate: exp(Summary.percentile(0.5, ofSorted: d)), lower: exp(d[k - 1]),
      upper: exp(d[d.count - k]), confidence: confidence, count: d.count)
  }

  /// The ratio of `current` to `baseline` (the Hodges–Lehmann estimate), two independent samples (say, per-round ratios of
  /// ours to the peer in a baseline run and in this run). Nil when either has no positive
  /// value.
  /// - Complexity: O(mn log mn).
  package static func twoSample(baseline: [Double], current: [Double], level: Double = 0.95)
    -> RatioInterval?
  {
    let x = baseline.filter { $0 > 0 }.map { log($0) }
    let y = current.filter { $0 > 0 }.map { log($0) }
    guard !x.isEmpty, !y.isEmpty else { return nil }
    var differences: [Double] = []
    differences.reserveCapacity(x.count * y.count)
    for u in y {
      for v in x { differences.append(u - v) }
    }
    differences.sort()
    let (c, confidence) = orderStatistic(
      cumulative: mannWhitneyCumulative(x.count, y.count), level: level,
      total: differences.count)
    return RatioInterval(
      estimate: exp(Summary.percentile(0.5, ofSorted: differences)),
      lower: exp(differences[c - 1]), upper: exp(differences[differences.count - c]),
      confidence: confidence, count: min(x.count, y.count))
  }

  /// The rank c of the interval's ends (the c-th smallest and c-th largest of `total` sorted
  /// values): the largest c with P(statistic ≤ c − 1) ≤ (1 − level) / 2, at least 1. Returns c
  /// and the interval's real confidence, 1 − 2 P(statistic ≤ c − 1).
  package static func orderStatistic(cumulative: (Int) -> Double, level: Double, total: Int) -> (
    Int, Double
  ) {
    let tail = (1 - level) / 2
    var c = 1
    while c < (total + 1) / 2, cumulative(c) <= tail { c += 1 }
    return (c, 1 - 2 * cumulative(c - 1))
  }

  /// P(S ≤ s) for the sign test's statistic S (pairs with B slower) of n pairs under the
  /// null hypothesis: Binomial(n, 1/2).
  package static func binomialCumulative(_ n: Int) -> (Int) -> Double {
    if n > 60 {
      let mean = Double(n) / 2
      let sd = (Double(n) / 4).squareRoot()
      return { s in normalCDF((Double(s) + 0.5 - mean) / sd) }
    }
    // ways[s]: n choose s, built row by row (Pascal's triangle).
    var ways: [Double] = [1]
    for _ in 0..<n {
      var next = [Double](repeating: 0, count: ways.count + 1)
      for (s, w) in ways.enumerated() {
        next[s] += w
        next[s + 1] += w
      }
      ways = next
    }
    return cumulative(ways, total: pow(2, Double(n)))
  }

  /// P(U ≤ u) for the Mann–Whitney statistic of samples of sizes m and n under the null.
  package static func mannWhitneyCumulative(_ m: Int, _ n: Int) -> (Int) -> Double {
    if m > 60 || n > 60 {
      let mean = Double(m * n) / 2
      let sd = (Double(m * n * (m + n + 1)) / 12).squareRoot()
      return { u in normalCDF((Double(u) + 0.5 - mean) / sd) }
    }
    // ways[j][u]: arrangements of j values of one sample among the other's n values with
    // U = u; adding sample values one at a time (the classic recursion over m).
    var ways = [[Double]](repeating: [1], count: n + 1)  // m = 0: U = 0, one way
    for _ in 0..<m {
      var next = [[Double]](repeating: [], count: n + 1)
      for j in 0...n {
        // U(m, j, u) = U(m - 1, j, u - j) + U(m, j - 1, u)
        var row = [Double](repeating: 0, count: ways[j].count + j)
        for (u, w) in ways[j].enumerated() { row[u + j] += w }
        if j > 0 {
          for (u, w) in next[j - 1].enumerated() where u < row.count { row[u] += w }
        }
        next[j] = row
      }
      ways = next
    }
    let distribution = ways[n]
    return cumulative(distribution, total: distribution.reduce(0, +))
  }

  private static func cumulative(_ ways: [Double], total: Double) -> (Int) -> Double {
    var running: [Double] = []
    running.reserveCapacity(ways.count)
    var sum = 0.0
    for w in ways {
      sum += w
      running.append(sum / total)
    }
    return { t in t < 0 ? 0 : running[Swift.min(t, running.count - 1)] }
  }

  private static func normalCDF(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
}
