import Foundation
@testable import GuiaUI
import Testing

/// The contract of reuse: a view whose value, environment and read state did not change
/// is not resolved again, and what its node keeps (elements, registrations) stands for
/// it. Every primitive view and modifier is run through resolve → reuse → resolve, each
/// pass compared with a fresh host (the screen, the laid-out elements and their frames,
/// the registrations), so that a primitive that forgets a side effect on reuse fails here.
@MainActor
struct ReuseConformanceTests {
  /// The primitives declared in Sources/GuiaUI: the types whose inheritance clause names
  /// `PrimitiveView` or `PrimitiveModifier`.
  static let declaredPrimitives: [String] = {
    let sources = Foundation.URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/GuiaUI")
    return PrimitiveCatalog.primitives(under: sources).sorted()
  }()

  @Test("every primitive view and modifier declared in Sources/GuiaUI has a reuse case")
  func everyPrimitiveHasACase() {
    #expect(Self.declaredPrimitives.count > 60)
    let missing = Self.declaredPrimitives.filter { ReuseCases.samples[$0] == nil }
    #expect(missing.isEmpty, "no case in ReuseCases.samples for \(missing) (see docs/design/GuiaUI.md, 'Reuse')")
    let stale = ReuseCases.samples.keys.filter { !Self.declaredPrimitives.contains($0) }
    #expect(stale.isEmpty, "cases for no declared primitive: \(stale)")
  }

  @Test("the catalog finds conformances in inheritance clauses, not in constraints")
  func catalogReadsInheritanceClauses() {
    let text = """
      struct Padding: PrimitiveModifier {}
      public struct Pair<A: View, B: View>: View,
        PrimitiveView where A: Equatable {}
      extension _ViewResolver where V: PrimitiveView {}
      extension Optional: PrimitiveView where Wrapped: View {}
      struct Plain: View {}
      """
    #expect(PrimitiveCatalog.primitives(in: text) == ["Padding", "Pair", "Optional"])
  }

  @Test("each case reaches the primitive it is named for", arguments: ReuseCases.samples.keys.sorted())
  func caseReachesItsPrimitive(name: String) {
    let resolved = resolvedTypeNames(of: ReuseCases.samples[name]!())
    let pattern = try! Regex("\\.\(name)\\b")
    #expect(resolved.contains(pattern), "\(name) not among \(resolved)")
  }

  @Test("resolve, reuse and resolve again leave what a fresh resolution does", arguments: ReuseCases.samples.keys.sorted())
  func reuseMatchesAFreshResolution(name: String) {
    checkReuse(ReuseCases.samples[name]!(), expectsReuse: ReuseCases.resolvedEveryPass[name] == nil)
  }
}
