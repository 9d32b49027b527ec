import Document

// SwiftUI's alerts and confirmation dialogs, with their title as a key, a string or a
// `Text`, with or without a message, and presenting a value. Drawn by `DialogModifier`.

extension View {
  /// Presents an alert titled `titleKey` with the buttons `actions` builds while
  /// `isPresented` is true; any button closes it (with none, it has OK).
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled `title`, sanitised (see ``alert(_:isPresented:actions:)-(LocalizedStringKey,_,_)``).
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled `title` with the buttons `actions` builds.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    dialog(.alert, title, isPresented: isPresented, actions: actions(), message: Optional<() -> EmptyView>.none)
  }

  /// Presents an alert titled `titleKey`, with the buttons `actions` builds and the message
  /// `message` builds.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled `title`, sanitised, with a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled `title`, with a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let message = message()
    return dialog(.alert, title, isPresented: isPresented, actions: actions(), message: { message })
  }

  /// Presents an alert for `data` while `isPresented` is true and `data` is not nil: its
  /// buttons are made from the data.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert for `data`, titled `title`, sanitised.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert for `data`, titled `title`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      .alert, title, isPresented: isPresented, isShown: data != nil, actions: data.map(actions),
      message: Optional<() -> EmptyView>.none)
  }

  /// Presents an alert for `data`, with buttons and a message made from it.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert for `data`, titled `title`, sanitised, with a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert for `data`, titled `title`, with a message.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let message = data.map(message)
    return dialog(
      .alert, title, isPresented: isPresented, isShown: data != nil, actions: data.map(actions),
      message: message.map { message in { message } })
  }

  /// Presents a confirmation dialog titled `titleKey` with the buttons `actions` builds while
  /// `isPresented` is true: one a row, the cancel button last (Cancel when there is none).
  /// The title shows when `titleVisibility` is `.visible`.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog titled `title`, sanitised.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog titled `title`.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      .confirmationDialog(showsTitle: titleVisibility == .visible), title, isPresented: isPresented,
      actions: actions(), message: Optional<() -> EmptyView>.none)
  }

  /// Presents a confirmation dialog titled `titleKey`, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled `title`, sanitised, with a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled `title`, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let message = message()
    return dialog(
      .confirmationDialog(showsTitle: titleVisibility == .visible), title, isPresented: isPresented,
      actions: actions(), message: { message })
  }

  /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is
  /// not nil: its buttons are made from the data.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      .confirmationDialog(showsTitle: titleVisibility == .visible), Text(titleKey), isPresented: isPresented,
      isShown: data != nil, actions: data.map(actions), message: Optional<() -> EmptyView>.none)
  }

  /// Presents a confirmation dialog for `data`, with buttons and a message made from it.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let message = data.map(message)
    return dialog(
      .confirmationDialog(showsTitle: titleVisibility == .visible), Text(titleKey), isPresented: isPresented,
      isShown: data != nil, actions: data.map(actions), message: message.map { message in { message } })
  }

  /// Presents a confirmation dialog for `data`, titled `title`, sanitised.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      .confirmationDialog(showsTitle: titleVisibility == .visible), Text(title), isPresented: isPresented,
      isShown: data != nil, actions: data.map(actions), message: Optional<() -> EmptyView>.none)
  }

  /// The dialog modifier for `isPresented`, shown while it is true and `isShown`.
  func dialog<A: View, M: View>(
    _ kind: DialogModifier<A, M>.Kind, _ title: Text, isPresented: Binding<Bool>, isShown: Bool = true,
    actions: A?, message: (() -> M)?
  ) -> some View {
    modifier(
      DialogModifier(
        kind: kind, title: title, isPresented: isPresented.wrappedValue && isShown && actions != nil,
        dismiss: { isPresented.wrappedValue = false }, actions: actions, message: message))
  }
}
