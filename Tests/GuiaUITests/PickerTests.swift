import GuiaUI
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

/// Apple's `Picker` example: tags on `Text`s, the style from the environment.
private struct FlavorPicker<Style: PickerStyle>: View {
  let style: Style
  @State private var selectedFlavor: Flavor = .chocolate
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Picker("Flavor", selection: $selectedFlavor) {
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Strawberry").tag(Flavor.strawberry)
      }
      .pickerStyle(style)
      Text("Chosen: \(selectedFlavor.rawValue)")
    }
  }
}

/// A `ForEach` without tags (its ids tag the rows) and an optional selection.
private struct OptionalPicker: View {
  @State private var flavor: Flavor?
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Picker("Flavor", selection: $flavor) {
        Text("None").tag(Flavor?.none)
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue).tag(Optional(flavor))
        }
      }
      Text("Chosen: \(flavor?.rawValue ?? "none")")
    }
  }
}

/// Options in sections, as a menu picker groups them.
private struct SectionedPicker: View {
  @State private var size = "M"
  var body: some View {
    Picker("Size", selection: $size) {
      Section("Small") {
        Text("XS").tag("XS")
        Text("S").tag("S")
      }
      Section("Large") {
        Text("M").tag("M")
        Text("L").tag("L")
      }
    }
    .pickerStyle(.inline)
  }
}

/// Modifiers after the tags, as SwiftUI code often writes them.
private struct StyledPicker: View {
  @State private var size = 1
  var body: some View {
    Picker("Size", selection: $size) {
      Text("S").tag(1).foregroundStyle(.blue)
      Text("M").tag(2).font(.headline)
    }
    .pickerStyle(.segmented)
  }
}

private struct IdentifiedPicker: View {
  @State private var flavor: Flavor = .vanilla
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue) }
      }
      .pickerStyle(.inline)
      Text("Chosen: \(flavor.rawValue)")
    }
  }
}

@MainActor
@Suite struct PickerTests {
  @Test("Picker (menu): the chosen tag's label after the title; Enter opens the options, ↓ and Enter choose, Escape closes")
  func menu() {
    let host = host(FlavorPicker(style: .menu), columns: 30, rows: 8)
    #expect(host.text[0] == "Flavor Chocolate ▾" && host.text[1] == "Chosen: chocolate", "\(host.text)")
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[1] == "  ✓ Chocolate" && host.text[2] == "    Vanilla" && host.text[3] == "    Strawberry", "\(host.text)")
    host.type(.down, .down, .enter)
    #expect(host.text[0] == "Flavor Strawberry ▾" && host.text[1] == "Chosen: strawberry", "\(host.text)")
    host.type(.enter)
    host.type(.up)
    host.type(.escape)
    #expect(host.text[1] == "Chosen: strawberry", "Escape closes without choosing: \(host.text)")
    host.type(.left)
    #expect(host.text[0] == "Flavor Vanilla ▾", "← chooses the previous option, closed: \(host.text)")
  }

  @Test("Picker (segmented): every option on the row, the chosen one in brackets; ← → choose")
  func segmented() {
    let host = host(FlavorPicker(style: .segmented), columns: 40, rows: 4)
    #expect(host.text[0] == "Flavor [Chocolate] Vanilla  Strawberry", "\(host.text)")
    host.type(.control("i"))
    host.type(.right)
    #expect(host.text[0] == "Flavor  Chocolate [Vanilla] Strawberry" && host.text[1] == "Chosen: vanilla", "\(host.text)")
    host.type(.right, .right)
    #expect(host.text[1] == "Chosen: strawberry", "held at the last option: \(host.text)")
  }

  @Test("Picker (inline, radioGroup): the options one a row, the chosen one marked; the arrows choose")
  func inline() {
    let host = host(FlavorPicker(style: .radioGroup), columns: 30, rows: 6)
    #expect(host.text[0] == "Flavor" && host.text[1] == "(•) Chocolate" && host.text[2] == "( ) Vanilla", "\(host.text)")
    host.type(.control("i"))
    host.type(.down)
    #expect(host.text[2] == "(•) Vanilla" && host.text[4] == "Chosen: vanilla", "\(host.text)")
    let ids = GuiaUITests.host(IdentifiedPicker(), columns: 30, rows: 6)
    #expect(ids.text[2] == "✓ vanilla" && ids.text[1] == "  chocolate", "a ForEach's ids tag its rows: \(ids.text)")
    ids.type(.control("i"))
    ids.type(.up)
    #expect(ids.text[4] == "Chosen: chocolate", "\(ids.text)")
  }

  @Test("Picker: the options of its sections, in order")
  func sections() {
    let host = host(SectionedPicker(), columns: 20, rows: 6)
    #expect(host.text[1...4] == ["  XS", "  S", "✓ M", "  L"], "\(host.text)")
    host.type(.control("i"))
    host.type(.down)
    #expect(host.text[4] == "✓ L", "\(host.text)")
  }

  @Test("Picker: a modifier after a tag keeps it; the option is drawn modified")
  func modifiedTags() {
    let host = host(StyledPicker(), columns: 20, rows: 3)
    #expect(host.text[0] == "Size [S] M", "\(host.text)")
    #expect(host.screen().rows[0][6].style.foreground == .palette(4), "S is blue")
    host.type(.control("i"))
    host.type(.right)
    #expect(host.text[0] == "Size  S [M]", "\(host.text)")
  }

  @Test(".labelsHidden(): a segmented picker is its options alone")
  func labelsHidden() {
    let host = host(FlavorPicker(style: .segmented).labelsHidden(), columns: 40, rows: 4)
    #expect(host.text[0] == "[Chocolate] Vanilla  Strawberry", "\(host.text)")
  }

  @Test("Picker with an optional selection: a nil tag, and ForEach rows tagged Optional(value)")
  func optionalSelection() {
    let host = host(OptionalPicker(), columns: 30, rows: 6)
    #expect(host.text[0] == "Flavor None ▾", "\(host.text)")
    host.type(.control("i"))
    host.type(.right, .right)
    #expect(host.text[0] == "Flavor vanilla ▾" && host.text[1] == "Chosen: vanilla", "\(host.text)")
  }
}
