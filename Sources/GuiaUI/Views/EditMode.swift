/// Whether a view's content is being edited, as SwiftUI's `EditMode`: ``EditButton`` turns
/// it on and off, and a list in edit mode marks its deletable and movable rows.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe), as on iOS; a terminal's keys never set it.
  case transient
  /// Editing.
  case active

  /// Whether the content is being edited (``active`` or ``transient``).
  public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
  /// The edit mode of the views here, as SwiftUI's: a `NavigationStack` or a `List` keeps
  /// one for what is inside it (`nil` elsewhere).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that turns the edit mode of the views around it on and off, as SwiftUI's
/// `EditButton`: titled "Edit", and "Done" while editing.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// A button for the edit mode of the environment.
  public init() {}

  /// "Edit" or "Done", toggling ``EnvironmentValues/editMode``.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
  }
}

/// Keeps an edit mode for the views inside when none is kept above (a `NavigationStack`, a
/// `List`).
struct EditModeProvider: ViewModifier {
  @Environment(\.editMode) private var outer
  @State private var mode = EditMode.inactive

  func body(content: Content) -> some View {
    content.environment(\.editMode, outer ?? $mode)
  }
}
