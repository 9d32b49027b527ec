/// Views made from the elements of a collection, each identified by an id, as SwiftUI's.
///
/// Each element's view keeps its state by id, so a reordered or appended collection keeps
/// every row's state. In a plain stack every element is made; inside a lazy stack only the
/// rows near the screen are.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .indexed }
  /// The collection.
  public let data: Data
  let id: KeyPath<Data.Element, ID>
  /// Makes the view of an element.
  public let content: (Data.Element) -> Content

  /// One view per element of `data`, identified by the element's `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    var elements: [Element] = []
    for element in data {
      elements += row(for: element, in: context)
    }
    return elements
  }

  /// The elements of one row, under its id, which `scrollTo` finds.
  func row(for element: Data.Element, in context: ResolveContext) -> [Element] {
    let rowID = element[keyPath: id]
    var inner = context.child(rowID, type: Content.self)
    // A row of a scroll target layout is a target; the views inside it are not.
    let isScrollTarget = inner.environment.isScrollTargetLayout
    // Written only when set: an environment left alone is the parent's, which a reused row
    // finds the same at once.
    if isScrollTarget { inner.environment.isScrollTargetLayout = false }
    inner.markListRow(AnyHashable(rowID))
    // A list's selected row is drawn in reverse video; rows inside it select nothing.
    if let selection = inner.environment.selectedRows {
      inner.environment.invertsText = selection.contains(AnyHashable(rowID))
      inner.environment.selectedRows = nil
    }
    return elements(of: content(element), in: inner).map {
      IdentifiedElement($0, id: AnyHashable(rowID), isScrollTarget: isScrollTarget)
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per element, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
