#if GUIA_FOUNDATION
import Foundation

extension View {
  /// Presents an alert for `error` while `isPresented` is true and `error` is not nil, as
  /// SwiftUI's: titled with the error's `errorDescription`, with the buttons `actions`
  /// builds (OK when none).
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      .alert, Text(error?.errorDescription ?? ""), isPresented: isPresented, isShown: error != nil,
      actions: actions(), message: Optional<() -> EmptyView>.none)
  }

  /// Presents an alert for `error`, with the buttons and message made from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    let message = error.map(message)
    return dialog(
      .alert, Text(error?.errorDescription ?? ""), isPresented: isPresented, isShown: error != nil,
      actions: error.map(actions), message: message.map { message in { message } })
  }
}
#endif
