import GuiaUI
import Testing

/// Two texts too wide for their row, the second asked to take space first.
private struct Crowded: View {
  let priority: Double
  var body: some View {
    HStack(spacing: 0) {
      Text("aaaaaaaaaa").lineLimit(1)
      Text("bbbbbbbbbb").lineLimit(1).layoutPriority(priority)
    }
  }
}

/// A list with an inspector beside it, shown with a toggle of state.
private struct Inspected: View {
  @State var showsInspector = true
  var body: some View {
    Text("contenido")
      .inspector(isPresented: $showsInspector) { Text("detalle") }
  }
}

/// A searchable list narrowed by scopes.
private struct Scoped: View {
  enum Scope: Hashable { case all, fruit }
  @State private var scope = Scope.all
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(scope == .all ? "todo" : "frutas")
    }
    .searchScopes($scope) {
      Text("Todo").tag(Scope.all)
      Text("Frutas").tag(Scope.fruit)
    }
  }
}

@MainActor
@Suite struct LayoutCoverageTests {
  @Test("layoutPriority: when a row is short of space, the higher priority's text keeps its width")
  func layoutPriority() {
    let favoured = host(Crowded(priority: 1), columns: 14, rows: 1).text[0]
    #expect(favoured.contains("bbbbbbbbbb"), "\(favoured)")
    #expect(!favoured.contains("aaaaaaaaaa"), "\(favoured)")
    let first = host(Crowded(priority: -1), columns: 14, rows: 1).text[0]
    #expect(first.hasPrefix("aaaaaaaaaa"), "\(first)")
  }

  @Test("containerRelativeFrame with a closure sizes the view to what it makes of the container's length")
  func containerRelativeFrameClosure() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Text("a").containerRelativeFrame(.horizontal, alignment: .leading) { length, axis in
          axis == .horizontal ? length / 2 : length
        }
        Text("b")
      }
    }
    let line = host(view, columns: 20, rows: 1).text[0]
    #expect(line.hasPrefix("a         b"), "half the scroll view's 20 columns: \(line)")
  }

  @Test("safeAreaPadding pads the view as padding does")
  func safeAreaPadding() {
    // 8 points a column, 16 a row.
    let padded = host(Text("x").safeAreaPadding(.leading, 24), columns: 6, rows: 1).text[0]
    #expect(padded.hasPrefix("   x"), "\(padded)")
    let all = host(Text("x").safeAreaPadding(16), columns: 6, rows: 3).text
    #expect(all[0].allSatisfy { $0 == " " } && all[1].hasPrefix("  x"), "\(all)")
  }

  @Test("an inspector is a trailing column while presented")
  func inspector() {
    let line = host(Inspected(), columns: 30, rows: 1).text[0]
    #expect(line.hasPrefix("contenido") && line.contains("│") && line.contains("detalle"), "\(line)")
    #expect(line.firstRange(of: "detalle")!.lowerBound > line.firstRange(of: "│")!.lowerBound)
    let hidden = host(Inspected(showsInspector: false), columns: 30, rows: 1).text[0]
    #expect(!hidden.contains("detalle"))
  }

  @Test("searchScopes show as a segmented picker above the view; Tab and → choose a scope")
  func searchScopes() {
    let host = host(Scoped(), columns: 30, rows: 2)
    #expect(host.text[0].contains("Todo") && host.text[0].contains("Frutas"), "\(host.text)")
    #expect(host.text[1].hasPrefix("todo"))
    host.type(.control("i"), .right)
    #expect(host.text[1].hasPrefix("frutas"), "\(host.text)")
  }

  @Test("matchedGeometryEffect and onOpenURL are accepted and leave the view as it is")
  func acceptedModifiers() {
    struct Matched: View {
      @Namespace private var namespace
      var body: some View {
        Text("x").matchedGeometryEffect(id: "x", in: namespace).onOpenURL { _ in }
      }
    }
    #expect(host(Matched(), columns: 3, rows: 1).text == host(Text("x"), columns: 3, rows: 1).text)
  }
}
