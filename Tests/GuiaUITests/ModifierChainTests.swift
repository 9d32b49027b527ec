@testable import GuiaUI
import Testing

/// How many times the leaf's values were compared.
@MainActor
private final class Comparisons {
  var count = 0
}

/// A leaf that counts the comparisons of its values: a pass compares a view with the one its
/// node resolved last time, to keep what it made when they are the same.
private struct ComparedLeaf: View, PrimitiveView {
  typealias Body = Never
  let value: Int
  let comparisons: Comparisons

  static var _resolver: _ViewResolver<Self> {
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true,
      isSame: { lhs, rhs in
        lhs.comparisons.count += 1
        return lhs.value == rhs.value
      })
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    elements(of: Text("Paso \(value)"), in: context.child(0, type: Text.self))
  }
}

/// A leaf under a chain of six modifiers; `+` changes the leaf, `r` re-runs the body with the
/// leaf as it was.
private struct Chain: View {
  let comparisons: Comparisons
  @State private var value = 1
  @State private var reruns = 0

  var body: some View {
    let _ = reruns
    ComparedLeaf(value: value, comparisons: comparisons)
      .padding(.leading, 8)
      .fixedSize()
      .frame(width: 160, alignment: .leading)
      .clipped()
      .padding(.top, 0)
      .frame(maxWidth: .infinity, alignment: .leading)
      .onKeyPress("+") {
        value += 1
        return .handled
      }
      .onKeyPress("r") {
        reruns += 1
        return .handled
      }
  }
}

/// A modifier that counts the runs of its body.
private struct CountedBody: ViewModifier {
  let runs: Comparisons

  func body(content: Content) -> some View {
    runs.count += 1
    return content
  }
}

/// The leaf under environment writers, as a footer's text is, and a modifier that counts its
/// body's runs above them; `r` re-runs the body with the same values.
private struct StyledChain: View {
  let comparisons: Comparisons
  let runs: Comparisons
  @State private var reruns = 0

  var body: some View {
    let _ = reruns
    ComparedLeaf(value: 1, comparisons: comparisons)
      .environment(\.language, .spanish)
      .font(.footnote)
      .fixedSize()
      .modifier(CountedBody(runs: runs))
      .frame(maxWidth: .infinity)
      .onKeyPress("r") {
        reruns += 1
        return .handled
      }
  }
}

@MainActor
@Suite struct ModifierChainTests {
  @Test("a chain with environment writers made again the same keeps what it made: a writer is its key path and value, not a closure")
  func environmentWritersCompare() {
    let runs = Comparisons()
    let host = host(StyledChain(comparisons: Comparisons(), runs: runs), columns: 30, rows: 3)
    #expect(runs.count == 1)
    _ = host.respond(to: .key(.character("r")))
    #expect(host.text[0].contains("Paso 1"))
    #expect(runs.count == 1, "the chain was found the same: the modifier's body did not run again")
  }

  @Test("a chain of modifiers whose leaf changed compares each level once a pass, not each level below each level")
  func changedLeafComparedOnce() {
    let comparisons = Comparisons()
    let host = host(Chain(comparisons: comparisons), columns: 30, rows: 3)
    #expect(host.text[0] == " Paso 1")
    comparisons.count = 0
    _ = host.respond(to: .key(.character("+")))
    #expect(host.text[0] == " Paso 2")
    // Once as the first level whose modifier is the same is compared (through every level
    // below), once by the leaf's own node; each level used to compare all those below it
    // again (9 comparisons here).
    #expect(comparisons.count <= 2, "compared \(comparisons.count) times")
  }

  @Test("a chain made again the same keeps what it made, and shows a leaf that changed after")
  func sameChainKept() {
    let comparisons = Comparisons()
    let host = host(Chain(comparisons: comparisons), columns: 30, rows: 3)
    comparisons.count = 0
    _ = host.respond(to: .key(.character("r")))
    #expect(host.text[0] == " Paso 1")
    #expect(comparisons.count == 1, "the top level found the chain the same: nothing below resolved")
    _ = host.respond(to: .key(.character("+")))
    _ = host.respond(to: .key(.character("r")))
    #expect(host.text[0] == " Paso 2")
  }
}
