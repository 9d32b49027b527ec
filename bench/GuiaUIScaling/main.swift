import ScrollKit

// The cost of one key in a GuiaUI view against the number of rows it holds (issue 31 §3):
// a state change beside a stack of n rows, a scroll key in it, and a state change that every
// row reads (a selection), for a `VStack` and a `LazyVStack`. Each figure is the median CPU time of a key over runs that take turns
// (100 rows, 10 000, 100 000, 100 rows…), in process, so that only GuiaUI's work is counted.
// Run by `make bench` (bench/bench.py writes its table into BENCHMARKS.md).
import Foundation
import GuiaUI
import TerminalUI

/// A counter above a scroll view of `count` rows; `+` counts (the rows do not read it), `s`
/// moves the selection, which every row reads.
struct CounterOverRows: View {
  let count: Int
  let isLazy: Bool
  /// Whether each row has a key handler of its own (every key then passes them all).
  var handlesKeys = false
  @State private var taps = 0
  @State private var selected = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Pulsaciones: \(taps)")
      // Each case its own stack, so that a lazy stack sees its `ForEach` directly.
      ScrollView {
        switch (isLazy, handlesKeys) {
        case (true, false):
          LazyVStack(alignment: .leading, spacing: 0) { Steps(count: count, selected: selected) }
        case (true, true):
          LazyVStack(alignment: .leading, spacing: 0) { HandlingSteps(count: count, selected: selected) }
        case (false, false):
          VStack(alignment: .leading, spacing: 0) { Steps(count: count, selected: selected) }
        case (false, true):
          VStack(alignment: .leading, spacing: 0) { HandlingSteps(count: count, selected: selected) }
        }
      }
    }
    .onKeyPress("+") {
      taps += 1
      return .handled
    }
    .onKeyPress("s") {
      selected = (selected + 1) % 20
      return .handled
    }
  }
}

/// The rows, as a view of their own (SwiftUI's advice: a body that does not read a state
/// is not run again when it changes).
struct Steps: View {
  let count: Int
  let selected: Int

  var body: some View {
    ForEach(0..<count, id: \.self) { index in
      Step(index: index, isSelected: index == selected)
    }
  }
}

/// The rows, each with a key handler of its own.
struct HandlingSteps: View {
  let count: Int
  let selected: Int

  var body: some View {
    ForEach(0..<count, id: \.self) { index in
      Step(index: index, isSelected: index == selected).onKeyPress("x") { .handled }
    }
  }
}

/// A row, marked when selected.
struct Step: View {
  let index: Int
  let isSelected: Bool

  var body: some View {
    Text("\(isSelected ? "▸ " : "  ")Paso \(index + 1)")
  }
}

enum Change: String, CaseIterable {
  case state = "state change"
  case scroll = "scroll key"
  case selection = "selection moves"
  case handledScroll = "scroll key, a key handler a row"

  var key: Key {
    switch self {
    case .state: .character("+")
    case .scroll, .handledScroll: .character("j")
    case .selection: .character("s")
    }
  }
}

/// CPU time of the calling thread, in milliseconds.
func threadMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// One run: a fresh host, its first screen, then `presses` keys each followed by the frame
/// the terminal would be sent. Returns the median milliseconds of a key and its frame.
@MainActor
func run(rows: Int, lazy: Bool, change: Change, presses: Int) -> Double {
  let host = GuiaUIHost(root: CounterOverRows(count: rows, isLazy: lazy, handlesKeys: change == .handledScroll))
  host.start(size: CellSize(width: 80, height: 24))
  _ = host.render()
  var times: [Double] = []
  for _ in 0..<presses {
    let start = threadMilliseconds()
    if case .redraw = host.respond(to: .key(change.key), moreKeysWaiting: false) {
      _ = host.render()
    }
    times.append(threadMilliseconds() - start)
  }
  return median(times)
}

@MainActor
func main() {
  let arguments = CommandLine.arguments.dropFirst()
  let runs = arguments.first.flatMap(Int.init) ?? 5
  // `profile ROWS lazy|stack state|scroll`: one case, many keys, for a profiler.
  if arguments.first == "profile", arguments.count == 4, let rows = Int(arguments[arguments.startIndex + 1]),
    let change = Change.allCases.first(where: { $0.rawValue.hasPrefix(arguments.last!) })
  {
    _ = run(rows: rows, lazy: arguments[arguments.startIndex + 2] == "lazy", change: change, presses: 2_000)
    return
  }
  let presses = 15
  let sizes = [100, 10_000, 100_000]
  print("| stack | change | 100 rows ms | 10 000 rows ms | 100 000 rows ms | 10 000 / 100 |")
  print("|---|---|---|---|---|---|")
  for lazy in [false, true] {
    for change in Change.allCases {
      var figures: [Int: [Double]] = [:]
      for _ in 0..<runs {
        for size in sizes {
          figures[size, default: []].append(run(rows: size, lazy: lazy, change: change, presses: presses))
        }
      }
      let small = median(figures[100]!)
      let large = median(figures[10_000]!)
      func cell(_ size: Int) -> String {
        let values = figures[size]!
        return String(
          format: "%.3f (%.3f–%.3f)", median(values), values.min()!, values.max()!)
      }
      print(
        "| \(lazy ? "LazyVStack" : "VStack") | \(change.rawValue) | \(cell(100)) | \(cell(10_000)) | \(cell(100_000)) | "
          + String(format: "%.2f×", large / small) + " |")
    }
  }
}

MainActor.assumeIsolated { main() }
