@testable import GuiaUI
import ScrollKit
import TerminalUI
import Testing

/// A sample beside a counter: `!` counts, so a pass runs in which the sample, held unchanged
/// in a stored property, is reused rather than resolved again.
struct ReuseHarness<Sample: View>: View {
  let sample: Sample
  @State private var count: Int

  init(_ sample: Sample, count: Int) {
    self.sample = sample
    _count = State(initialValue: count)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("count \(count)")
      sample
    }
    .onKeyPress("!") {
      count += 1
      return .handled
    }
  }
}

/// What a pass left that a reused view must leave as a fresh resolution does: the screen,
/// the laid-out elements with their frames, and what the views registered with the graph.
struct PassOutcome: Equatable, CustomStringConvertible {
  var lines: [String]
  var elements: [String]
  var registrations: [String]

  @MainActor
  init<Root: View>(_ host: GuiaUIHost<Root>) {
    lines = host.screen().lines
    var elements: [String] = []
    if let laidOut = host.laidOut { Self.describe(laidOut, depth: 0, into: &elements) }
    self.elements = elements
    registrations = host.graph.registrationSummary
  }

  @MainActor
  private static func describe(_ element: Element, depth: Int, into lines: inout [String]) {
    lines.append(String(repeating: " ", count: depth) + "\(type(of: element)) \(element.frame)")
    for child in element.children { describe(child, depth: depth + 1, into: &lines) }
  }

  var description: String {
    (lines + ["--"] + elements + ["--"] + registrations).joined(separator: "\n")
  }
}

extension ViewGraph {
  /// What the last pass registered, as text the tests compare.
  var registrationSummary: [String] {
    registrations.map(\.kind) + [
      "scroll views \(scrollStorages.map(\.axes.rawValue))",
      "geometry lines \(geometryLines.count)",
      "key handlers \(input.handlers.map(\.enclosing.count))",
      "focusables \(input.focusables.map(\.handlers.count))",
      "paste handlers \(input.pasteHandlers.count)",
      "scroll keys \(input.scrollKeys.count)",
      "ticks \(tickRequests.count), one due \(tickDeadline != nil)",
    ]
  }
}

/// Every node below `node`, depth first.
@MainActor
func descendants(of node: ViewNode) -> [ViewNode] {
  node.children.values.flatMap { [$0] + descendants(of: $0) }
}

/// The names of the view types resolved when `sample` is shown (its own, and the types of
/// the memos its nodes keep): which primitives a sample reaches.
@MainActor
func resolvedTypeNames<Sample: View>(of sample: Sample) -> String {
  let host = GuiaUIHost(root: ReuseHarness(sample, count: 0))
  host.resize(to: CellSize(width: 40, height: 12))
  _ = host.screen()
  let memos = descendants(of: host.graph.root).flatMap(\.memos).map { String(reflecting: type(of: $0.memo)) }
  return ([String(reflecting: Sample.self)] + memos).joined(separator: " ")
}

/// Runs `sample` through resolve → reuse → resolve again → reuse, and checks each pass
/// against a fresh host resolving the same views from nothing; checks too that the sample
/// was reused, unless `expectsReuse` is false.
@MainActor
func checkReuse<Sample: View>(_ sample: Sample, expectsReuse: Bool = true, columns: Int = 40, rows: Int = 12, sourceLocation: SourceLocation = #_sourceLocation) {
  let size = CellSize(width: columns, height: rows)
  func fresh(count: Int) -> PassOutcome {
    let host = GuiaUIHost(root: ReuseHarness(sample, count: count))
    host.resize(to: size)
    return PassOutcome(host)
  }
  let host = GuiaUIHost(root: ReuseHarness(sample, count: 0))
  host.resize(to: size)
  #expect(PassOutcome(host) == fresh(count: 0), "first resolve", sourceLocation: sourceLocation)

  host.type(.character("!"))
  if expectsReuse {
    // The harness's own views are of other types, but for its count's `Text`, which changed.
    let reused = descendants(of: host.graph.root).contains {
      $0.memo(for: ObjectIdentifier(Sample.self)) != nil && $0.reusedAt == host.graph.generation
    }
    #expect(reused, "the sample was resolved again", sourceLocation: sourceLocation)
  }
  let afterReuse = PassOutcome(host)
  let expected = fresh(count: 1)
  #expect(afterReuse == expected, "reused:\n\(afterReuse)\nfresh:\n\(expected)", sourceLocation: sourceLocation)

  // Resolved again whole (what a resize or a notice does), then reused from that.
  host.graph.setNeedsUpdate()
  #expect(PassOutcome(host) == fresh(count: 1), "resolved again", sourceLocation: sourceLocation)
  host.type(.character("!"))
  let again = PassOutcome(host)
  let expectedAgain = fresh(count: 2)
  #expect(again == expectedAgain, "reused again:\n\(again)\nfresh:\n\(expectedAgain)", sourceLocation: sourceLocation)
}
