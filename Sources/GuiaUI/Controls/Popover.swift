import ScrollKit
extension View {
  /// Presents `content` while `isPresented` is true, as SwiftUI's popover: a terminal has no
  /// floating panel to point at the view, so it is a sheet (see
  /// ``View/sheet(isPresented:onDismiss:content:)``), as a compact iPhone shows one; Escape
  /// closes it.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents the popover `content` makes for `item` while it is not nil, as a sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }
}

/// Where a popover points (kept for SwiftUI's signatures: a terminal's popover is a sheet).
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A value of a view's geometry, as SwiftUI's `Anchor` (here only to name a popover's).
public struct Anchor<Value> {
  /// Where an anchor's value comes from.
  public struct Source {
    let rect: CGRect?
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Self { Self(rect: nil) }
  /// A rectangle in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Self { Self(rect: rect) }
}
