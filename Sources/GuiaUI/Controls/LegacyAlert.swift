/// An alert as SwiftUI wrote it before iOS 15, `Alert(title:message:dismissButton:)`,
/// presented by ``View/alert(isPresented:content:)``: drawn as the newer alerts are, its
/// buttons the newer buttons with their roles.
@MainActor
public struct Alert {
  /// A button of an ``Alert``, as SwiftUI's `Alert.Button`.
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: () -> Void

    /// A button titled `label`.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action ?? {})
    }
    /// A cancel button titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action ?? {})
    }
    /// A cancel button titled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      cancel(Text("Cancel"), action: action)
    }
    /// A destructive button titled `label`.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action ?? {})
    }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button, "OK" without `dismissButton`.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return self.alert(alert.title, isPresented: isPresented) {
      ForEach(alert.buttons.indices, id: \.self) { index in
        let button = alert.buttons[index]
        GuiaUI.Button(role: button.role, action: button.action) { button.label }
      }
    } message: {
      if let message = alert.message { message }
    }
  }

  /// Presents the alert `content` makes of `item` while it is not nil; closing it sets it
  /// to nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return self.alert(alert?.title ?? Text(""), isPresented: isPresented) {
      if let alert {
        ForEach(alert.buttons.indices, id: \.self) { index in
          let button = alert.buttons[index]
          GuiaUI.Button(role: button.role, action: button.action) { button.label }
        }
      }
    } message: {
      if let message = alert?.message { message }
    }
  }
}
