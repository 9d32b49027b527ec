import Document
@testable import GuiaUI
import Observation
import ScrollKit
import TerminalUI

/// One sample per primitive view and primitive modifier of GuiaUI, by the type's name as
/// declared in Sources/GuiaUI: ``ReuseConformanceTests`` runs each through
/// resolve → reuse → resolve and fails for a primitive that has none.
///
/// To add a case for a new primitive: a line `"TypeName": { sample },` whose sample uses the
/// primitive (through its public API when it has one) inside a view that shows or
/// registers something, so that a wrong reuse would show.
enum ReuseCases {
  /// The samples whose views are resolved in every pass, by design, and why: what they
  /// make depends on the layout, so they resolve views as they are laid out (their rows and
  /// candidates are reused), or they hold closures made anew by each pass of their owner.
  static let resolvedEveryPass: [String: String] = [
    "LazyHStack": "rows resolved as it is laid out",
    "LazyVStack": "rows resolved as it is laid out",
    "LazyHGrid": "lines resolved as it is laid out",
    "LazyVGrid": "lines resolved as it is laid out",
    "ViewThatFits": "candidates measured as it is laid out",
    "EditableRows": "a List's rows are a lazy stack's",
    "EditableCollectionContent": "a List's rows are a lazy stack's",
    "ListFocusModifier": "a List's rows are a lazy stack's",
    "RowMenuModifier": "a List's rows are a lazy stack's",
    "DialogModifier": "a presented alert holds its actions' builder, a closure each pass makes anew",
  ]

  static let samples: [String: @MainActor @Sendable () -> any View] = [
    // Views
    "AnyView": { AnyView(Text("a view")) },
    "Button": { Button("Pulsar") {} },
    "Capsule": { Capsule().frame(width: 6, height: 1) },
    "Circle": { Circle().frame(width: 4, height: 2) },
    "Color": { Color.red.frame(width: 3, height: 1) },
    "ConditionalContent": { ConditionalSample(isOn: true) },
    "Divider": { VStack { Text("above"); Divider(); Text("below") } },
    "Ellipse": { Ellipse().frame(width: 6, height: 2) },
    "EmptyView": { HStack { EmptyView(); Text("after nothing") } },
    "EquatableView": { TitledRow(title: "equatable", action: {}).equatable() },
    "ForEach": { VStack(alignment: .leading) { ForEach(0..<3, id: \.self) { Text("row \($0)") } } },
    "GeometryReader": {
      GeometryReader { proxy in
        VStack(alignment: .leading) {
          Text("width \(Int(proxy.size.width))")
          Text("beside").onKeyPress("x") { .handled }
        }
      }
      .frame(height: 3)
    },
    "Group": { Group { Text("grouped"); Text("too") } },
    "HStack": { HStack { Text("left"); Text("right") } },
    "Image": { Image(systemName: "star") },
    "LazyHStack": { LazyHStack { ForEach(0..<4, id: \.self) { Text("c\($0)") } } },
    "LazyVStack": {
      ScrollView {
        LazyVStack(alignment: .leading) { ForEach(0..<40, id: \.self) { Text("lazy \($0)").onKeyPress("k") { .ignored } } }
      }
    },
    "ModifiedContent": { Text("padded").padding(.leading, 2) },
    "NavigationLink": { NavigationStack { NavigationLink("Siguiente", value: 1) } },
    "NavigationStack": { NavigationStack { Text("root") } },
    "Optional": { OptionalSample(isOn: true) },
    "ProgressContent": { ProgressView("cargando", value: 0.5) },
    // Controls
    "Content": { TabView(selection: .constant(0)) { Tab("Uno", systemImage: "star", value: 0) { Text("primera") } } },
    "DateFieldsEditor": {
      DateFieldsEditor(
        fields: DateFields(year: 2026, month: 3, day: 14, hour: 9, minute: 30), write: { _ in },
        components: [.date, .hourAndMinute], label: Text("Cita"))
    },
    "DialogModifier": { Text("under").alert("Aviso", isPresented: .constant(true)) { Button("OK") {} } },
    "Link": {
      VStack {
        Link("Ayuda", destination: URL(string: "https://example.com/ayuda")!)
        Button("Guardar") {}.keyboardShortcut("s")
      }
    },
    "Menu": { Menu("Acciones") { Button("Uno") {}; Button("Dos") {} } },
    "Picker": { PickerSample() },
    "RowView": { PickerSample() },
    "_TraitView": { PickerSample() },
    "SecureField": { SecureField("clave", text: .constant("secreto")) },
    "TabBar": { TabItemSample() },
    "TabLabel": { TabItemSample() },
    "TabSectionTitle": { TabSectionSample() },
    "TabView": { TabItemSample() },
    // A tab is a view only where a tab view does not list it (as a ForEach's row it is made
    // before the tab view reads it as tab content).
    "Tab": { VStack { Tab("uno", systemImage: "star", value: 1) { Text("contenido").onKeyPress("x") { .handled } } } },
    "TextEditor": { TextEditor(text: .constant("uno\ndos")).frame(height: 3) },
    "ViewThatFits": { ViewThatFits { Text("a text far too long to fit in the sample's forty columns"); Text("short") } },
    // Collections
    "EditableCollectionContent": { List { ForEach(.constant(["a", "b"]), id: \.self, editActions: .all) { $item in Text(item) } } },
    "EditableRows": { List { ForEach(["a", "b", "c"], id: \.self) { Text($0) }.onDelete { _ in } } },
    "ListFocusModifier": { ScrollView { Text("fila") }.modifier(ListFocusModifier(editing: ListEditing())) },
    "RowMenuModifier": { List { Text("fila").swipeActions { Button("Borrar") {} } } },
    "Grid": { GridSample() },
    "GridRow": { GridSample() },
    "GridCellModifier": { GridSample() },
    "LazyVGrid": {
      ScrollView { LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { ForEach(0..<20, id: \.self) { Text("v\($0)") } } }
    },
    "LazyHGrid": {
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], pinnedViews: [.sectionHeaders, .sectionFooters]) {
          Section { ForEach(0..<20, id: \.self) { Text("h\($0)") } } header: { Text("H") } footer: { Text("F") }
        }
      }
    },
    "NavigationSplitView": { NavigationSplitView { Text("barra") } detail: { Text("detalle") } },
    "Rectangle": { Rectangle().frame(width: 3, height: 2) },
    "RoundedRectangle": { RoundedRectangle(cornerRadius: 2).frame(width: 6, height: 3) },
    "RowsView": { ScrollView { RowsView(SampleRows(lines: 60)) } },
    "ScrollGeometryLine": {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          ScrollGeometryLine(proxy) { geometry, _ in
            [Span(DisplayText(sanitizing: "offset \(Int(geometry?.contentOffset.y ?? -1))"))]
          }
          ScrollView { VStack(alignment: .leading) { ForEach(0..<30, id: \.self) { Text("line \($0)") } } }
        }
      }
    },
    "ScrollView": { ScrollView { VStack(alignment: .leading) { ForEach(0..<30, id: \.self) { Text("line \($0)") } } } },
    "ScrollViewReader": {
      ScrollViewReader { proxy in
        ScrollView { VStack(alignment: .leading) { ForEach(0..<30, id: \.self) { Text("line \($0)").id($0) } } }
          .onKeyPress("z") {
            proxy.scrollTo(20)
            return .handled
          }
      }
    },
    "Section": { VStack { Section("Cabecera") { Text("contenido") } } },
    "ShapeFill": { Rectangle().fill(Color.blue).frame(width: 3, height: 1) },
    "Canvas": {
      Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.green))
      }.frame(width: 32, height: 16)
    },
    "SliderTrack": { Slider(value: .constant(0.5)) { Text("Volume") } },
    "Spacer": { HStack { Text("a"); Spacer(); Text("b") } },
    "Stepper": { Stepper("pasos", value: .constant(1), in: 0...3) },
    // A literal's Markdown: a bold run and a link, which registers as a control.
    "Text": { VStack { Text("texto"); Text("un **texto** con [enlace](https://example.com)") } },
    "TextField": { TextField("nombre", text: .constant("Ana")) },
    "TimelineView": { TimelineView(.periodic(by: 1)) { _ in Text("each second") } },
    "Toggle": { Toggle("activo", isOn: .constant(true)) },
    "TupleView": { VStack { Text("one"); Text("two") } },
    "VStack": { VStack { Text("top"); Text("bottom") } },
    "ZStack": { ZStack { Color.blue.frame(width: 5, height: 1); Text("z") } },
    "_ViewModifier_Content": { Text("custom").modifier(Bracketed()) },
    // Modifiers
    "ClipModifier": { Text("clipped text").frame(width: 4).clipped() },
    "ContainerMarginModifier": {
      ScrollView { Text("margined").contentMargins(for: .container) }
    },
    "ContainerRelativeFrameModifier": {
      ScrollView(.horizontal) { Text("relative").containerRelativeFrame(.horizontal) }
    },
    "CoordinateSpaceModifier": { Text("spaced").coordinateSpace(name: "space") },
    "EnvironmentValueWriter": { Text("language").environment(\.language, .english) },
    "EnvironmentWriter": { ModelReader().environment(SampleModel()) },
    "FixedSizeModifier": { Text("fixed").fixedSize() },
    "FlexibleFrameModifier": { Text("flexible").frame(maxWidth: .infinity, alignment: .trailing) },
    "FocusableModifier": { Text("focusable").focusable() },
    "FocusedModifier": { FocusedSample() },
    "FrameModifier": { Text("framed").frame(width: 10, height: 2) },
    "LayoutPriorityModifier": { HStack { Text("first"); Text("favoured").layoutPriority(1) } },
    "GeometryChangeModifier": { Text("measured").onGeometryChange(for: Int.self, of: { Int($0.size.width) }) { _ in } },
    // A subject, and a chain of operators (a stream whose root is the subject).
    "OnReceiveModifier": {
      let subject = PassthroughSubject<Int, Never>()
      return VStack {
        Text("receiving").onReceive(subject) { _ in }
        Text("chained").onReceive(subject.map { $0 * 2 }.removeDuplicates().debounce(for: 0.1, scheduler: RunLoop.main)) { _ in }
      }
    },
    "SplitColumnWidthModifier": {
      NavigationSplitView { Text("barra").navigationSplitViewColumnWidth(20) } detail: { Text("detalle") }
    },
    "IDModifier": { Text("identified").id(7) },
    "KeyPressModifier": { Text("keys").onKeyPress("x") { .handled } },
    "LayerModifier": { Text("layered").background(Color.red).overlay(Text("o")) },
    "LifecycleModifier": { Text("appearing").onAppear {}.onDisappear {} },
    "NavigationDestinationModifier": {
      NavigationStack { Text("root").navigationDestination(for: Int.self) { Text("destination \($0)") } }
    },
    "NavigationTitleModifier": { NavigationStack { Text("root").navigationTitle("Título") } },
    "OnChangeModifier": { Text("watched").onChange(of: 3) {} },
    "OnTickModifier": { Text("ticking").onTick(every: .milliseconds(200)) {} },
    "OpacityModifier": { Text("faded").opacity(0.5) },
    "PaddingModifier": { Text("padded").padding() },
    "OffsetModifier": { HStack { Text("moved").offset(x: 16, y: 16); Text("still") } },
    "PasteModifier": { Text("pasting").onPasteCommand { _ in } },
    "PreferenceChangeModifier": {
      Text("preferring").preference(key: SampleKey.self, value: 4).onPreferenceChange(SampleKey.self) { _ in }
    },
    "PreferenceWritingModifier": { Text("preferring").preference(key: SampleKey.self, value: 4) },
    "ScrollGeometryChangeModifier": {
      ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("line \($0)") } } }
        .onScrollGeometryChange(for: Int.self, of: { Int($0.contentOffset.y) }) { _, _ in }
    },
    "ScrollKeysModifier": { Text("scroll keys").scrollKeys(.standard) },
    "ScrollPhaseChangeModifier": {
      ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("line \($0)") } } }.onScrollPhaseChange { _, _ in }
    },
    "ScrollVisibilityModifier": {
      ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("line \($0)").onScrollVisibilityChange { _ in } } } }
    },
    "SheetModifier": { Text("under").sheet(isPresented: .constant(true)) { Text("sheet") } },
    "TapGestureModifier": { Text("tap").onTapGesture {} },
    "TaskModifier": { Text("task").task(id: 1) {} },
  ]
}

/// A menu picker of tagged options.
private struct PickerSample: View {
  var body: some View {
    Picker("Sabor", selection: .constant(1)) {
      Text("uno").tag(1)
      Text("dos").tag(2)
    }
  }
}

/// A tab view of `tabItem`s with a badge.
private struct TabItemSample: View {
  var body: some View {
    TabView {
      Text("primera").tabItem { Text("A") }.badge(2)
      Text("segunda").tabItem { Text("B") }
    }
  }
}

/// A tab view whose second tab starts a titled section.
private struct TabSectionSample: View {
  var body: some View {
    TabView {
      Tab("Inicio", systemImage: "house") { Text("inicio") }
      TabSection("Más") {
        Tab("Ajustes", systemImage: "gear") { Text("ajustes") }
      }
    }
  }
}

/// A grid of two rows, one cell spanning.
private struct GridSample: View {
  var body: some View {
    Grid {
      GridRow { Text("a"); Text("b") }
      GridRow { Text("ancho").gridCellColumns(2) }
    }
  }
}

/// A row compared by its title alone.
struct TitledRow: View, Equatable {
  let title: String
  let action: () -> Void
  var body: some View { Text(title).onTapGesture(perform: action) }
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

/// An `if` with an `else`.
private struct ConditionalSample: View {
  let isOn: Bool
  var body: some View {
    if isOn { Text("on") } else { Text("off").padding() }
  }
}

/// An `if` with no `else`.
private struct OptionalSample: View {
  let isOn: Bool
  var body: some View {
    VStack {
      if isOn { Text("shown") }
      Text("always")
    }
  }
}

/// A custom modifier: its body holds the modified view's stand-in.
private struct Bracketed: ViewModifier {
  func body(content: Content) -> some View {
    HStack(spacing: 0) { Text("["); content; Text("]") }
  }
}

/// A view whose text field is focused through a `FocusState`.
private struct FocusedSample: View {
  @FocusState private var isFocused: Bool
  var body: some View {
    TextField("campo", text: .constant("x")).focused($isFocused)
  }
}

@Observable
private final class SampleModel {
  var title = "model"
}

/// Reads the model of its environment.
private struct ModelReader: View {
  @Environment(SampleModel.self) private var model
  var body: some View { Text(model.title) }
}

private struct SampleKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Rows of numbered text for a `RowsView`.
private struct SampleRows: LazyRowSource {
  let rows: TextRows

  init(lines: Int) {
    let text = (1...lines).map { "row \($0)" }.joined(separator: "\n") + "\n"
    rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 40)
  }

  func lines(from position: Int, limit: Int) -> [DisplayLine] { rows.lines(from: position, limit: limit) }
  var startPosition: Int { rows.startPosition }
  var endPosition: Int { rows.endPosition }
  func positions(from position: Int, limit: Int) -> [Int] { rows.positions(from: position, limit: limit) }
  func positions(before position: Int, limit: Int) -> [Int] { rows.positions(before: position, limit: limit) }
  func estimatedRowIndex(of position: Int) -> Double { rows.estimatedRowIndex(of: position) }
  var estimatedRowCount: Double { rows.estimatedRowCount }
}
