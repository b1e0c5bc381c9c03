// CompileBudget: how much compiling a set of regions together (a rule pack's) may build, in
// automaton states and construction steps, never in time.
//
// Every pattern has limits of its own (`Determinizer.maxStates`, `RuleError.maxBuildWork`, ...), but a pack
// can hold many patterns each just under them: 55 heavy formats once took 6.9 s to check and
// 14 s on every start. A budget bounds their sum. Whoever compiles a pack's regions opens one
// (`CompileBudget.charging`), and every construction of the compiler run inside charges what it
// builds: the subset construction (`SubsetConstruction`, under `Determinizer`, `FirstMatchDFA`
// and `MultiPatternDFA`) a state per set interned and a step per NFA node visited; the format
// automaton (`FormatAutomaton.build`) a state per key and, per state explored, eleven steps per
// component of its key (its ten successors' keys and its label); minimisation a step per state per round. When the budget runs
// out, the construction in progress stops at once with its usual too-large error, and every
// later one stops before it starts; the owner then sees `isSpent` and reports the budget, not
// those errors. Compiling outside a budget (a region compiled lazily at run time, from a pack
// already checked) costs one task-local read per construction.

import PhoneCore

import Synchronization

/// A limit on the automaton states and construction steps of compiling several regions
/// together.
///
/// ```swift
/// let budget = CompileBudget()
/// let errors = budget.charging { CompiledRegion.problems(region) }
/// if budget.isSpent { /* report the budget: `errors` are the constructions it stopped */ }
/// print(budget.states, budget.steps)
/// ```
/// - Complexity: charging is one relaxed atomic add per state built or per batch of steps.
package final class CompileBudget: Sendable {
  /// The states a pack's regions may build in all, summed over every construction (before
  /// minimisation). What the core pack builds, checked as one pack, is in RulePacks/README.md
  /// (written there by `Scripts/update-metadata` from `phonefmt pack lint RulePacks/core`).
  package static let packStates = 1_000_000
  /// The steps a pack's regions may take in all: NFA nodes visited by subset constructions,
  /// key cells of format automata, state-rounds of minimisation (the core pack's: as above).
  package static let packSteps = 40_000_000

  package let stateLimit: Int
  package let stepLimit: Int
  private let statesBuilt = Atomic<Int>(0)
  private let stepsTaken = Atomic<Int>(0)

  package init(states: Int = CompileBudget.packStates, steps: Int = CompileBudget.packSteps) {
    stateLimit = states
    stepLimit = steps
  }

  /// States built so far.
  package var states: Int { statesBuilt.load(ordering: .relaxed) }
  /// Steps taken so far.
  package var steps: Int { stepsTaken.load(ordering: .relaxed) }
  /// Whether a construction was stopped because the budget ran out.
  package var isSpent: Bool { states > stateLimit || steps > stepLimit }

  /// Runs `body` with this budget in force: every construction of the compiler that `body`
  /// runs on this task (or thread) charges it.
  package func charging<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    let result = Self.inForce.withValue(self) { Result { () throws(E) in try body() } }
    return try result.get()
  }

  /// The budget in force for the constructions on this task (or thread), if any.
  static let inForce = TaskLocal<CompileBudget?>(wrappedValue: nil)

  /// The budget in force now.
  package static var current: CompileBudget? { inForce.get() }

  /// Charges states and steps; false when the budget is spent, and the construction must stop.
  /// Once spent, nothing more is charged: the figures say where it ran out.
  @inline(__always)
  package func take(states: Int = 0, steps: Int = 0) -> Bool {
    if isSpent { return false }
    let s = statesBuilt.wrappingAdd(states, ordering: .relaxed).newValue
    let w = stepsTaken.wrappingAdd(steps, ordering: .relaxed).newValue
    return s <= stateLimit && w <= stepLimit
  }
}

/// What compiling some regions built: automaton states (summed over every construction,
/// before minimisation) and construction steps, the two figures a `CompileBudget` limits.
package struct CompileCost: Hashable, Sendable {
  package var states: Int
  package var steps: Int

  package init(states: Int, steps: Int) {
    self.states = states
    self.steps = steps
  }
}

extension CompileBudget {
  /// What the constructions charged so far.
  package var cost: CompileCost { CompileCost(states: states, steps: steps) }
}
