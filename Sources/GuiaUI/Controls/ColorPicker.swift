import Document

/// A control that picks a colour, as SwiftUI's `ColorPicker`: a terminal has no colour
/// wheel, so it is a menu ``Picker`` over the terminal's named colours, each name in its
/// colour; a selection that is none of them (`Color(red:green:blue:)`) shows no name until
/// one is chosen, and `supportsOpacity` is kept for SwiftUI's signature.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label

  /// A picker of `selection` labelled by what `label` builds.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  /// A menu of the named colours.
  public var body: some View {
    Picker(selection: selection) {
      ForEach(Self.namedColors, id: \.color) { named in
        Text(named.name).foregroundStyle(named.color).tag(named.color)
      }
    } label: {
      label
    }
  }

  /// The colours a terminal names, in the palette's order, with the names shown.
  static var namedColors: [(name: DisplayText, color: Color)] {
    [
      ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
      ("purple", .purple), ("cyan", .cyan), ("white", .white), ("gray", .gray), ("orange", .orange),
      ("pink", .pink), ("teal", .teal), ("mint", .mint), ("indigo", .indigo), ("brown", .brown),
    ]
  }
}

extension ColorPicker where Label == Text {
  /// A picker of `selection` titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker of `selection` titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
