// Statistics: median and p99 of samples, interpolated between the nearest ranks.

import PhoneBench
import Testing

@Suite("Statistics")
struct StatisticsTests {
  @Test("The median of an odd count is the middle value, whatever the order")
  func oddMedian() {
    #expect(Summary([5, 1, 3]).median == 3)
    #expect(Summary.median([9, 7, 8, 1, 2]) == 7)
  }

  @Test("The median of an even count is the mean of the middle two")
  func evenMedian() {
    #expect(Summary([3, 1, 2, 10]).median == 2.5)
  }

  @Test("p99 of 101 evenly spaced samples is the 100th of them")
  func p99Exact() {
    let samples = (0...100).map(Double.init).reversed()
    #expect(Summary(Array(samples)).p99 == 99)
  }

  @Test("p99 of few samples interpolates between the two largest")
  func p99Interpolated() {
    // position 0.99 * 3 = 2.97: 3 + (10 - 3) * 0.97
    let s = Summary([3, 1, 2, 10])
    #expect(abs(s.p99 - 9.79) < 1e-9)
    #expect(s.min == 1 && s.max == 10 && s.mean == 4)
  }

  @Test("One sample is its own median and p99")
  func single() {
    let s = Summary([42])
    #expect(s.median == 42 && s.p99 == 42 && s.count == 1)
  }

  @Test("One far outlier moves p99 but not the median")
  func outlier() {
    let s = Summary(Array(repeating: 100, count: 99) + [10_000])
    #expect(s.median == 100)
    #expect(s.p99 > 100)
  }

  @Test("Percentiles at the ends are the minimum and the maximum")
  func ends() {
    let sorted: [Double] = [1, 4, 9]
    #expect(Summary.percentile(0, ofSorted: sorted) == 1)
    #expect(Summary.percentile(1, ofSorted: sorted) == 9)
  }

  @Test("A sample plan stops at the maximum, and at the budget once the minimum is met")
  func samplingPlan() {
    let plan = SamplingPlan(
      warmupNs: 0, targetSampleNs: 1e6, maxSamples: 10, minSamples: 3, budgetNs: 1e9)
    #expect(plan.wantsMore(taken: 0, elapsedNs: 5e9))
    #expect(plan.wantsMore(taken: 2, elapsedNs: 5e9))
    #expect(!plan.wantsMore(taken: 3, elapsedNs: 5e9))
    #expect(plan.wantsMore(taken: 9, elapsedNs: 0))
    #expect(!plan.wantsMore(taken: 10, elapsedNs: 0))
    #expect(plan.runsPerSample(runNs: 3e5) == 4)
    #expect(plan.runsPerSample(runNs: 5e6) == 1)
  }
}
