struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the controls below leave their labels out (``View/labelsHidden()``).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Leaves out the labels of the pickers and date pickers in this view, as SwiftUI's: a
  /// segmented picker is then its options alone.
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
