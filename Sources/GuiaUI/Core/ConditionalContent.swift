/// One of two views, chosen by an `if`/`else` in a builder. Each branch has its own identity:
/// switching branches resets the state of the one left.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func makeElements(in context: ResolveContext) -> [Element] {
    switch storage {
    case .trueContent(let content): elements(of: content, in: context.child(true, type: TrueContent.self))
    case .falseContent(let content):
      elements(of: content, in: context.child(false, type: FalseContent.self))
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeElements(in context: ResolveContext) -> [Element] {
    guard let view = self else { return [] }
    return elements(of: view, in: context.child(0, type: Wrapped.self))
  }
}
