import GuiaUI
import Testing

/// Views with gestures as SwiftUI programs attach them; each logs what ran.
private struct Gestures: View {
  let log: KeyLog
  @GestureState private var dragOffset = CGSize.zero
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("toque").gesture(TapGesture().onEnded { log.record("tap") })
      Text("largo").onLongPressGesture { log.record("long") }
      Text("presión").gesture(LongPressGesture(minimumDuration: 1).onEnded { finished in log.record("press \(finished)") })
      Text("arrastre \(Int(dragOffset.width))")
        .gesture(
          DragGesture()
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onChanged { _ in log.record("drag") }
            .onEnded { _ in log.record("drop") })
      Text("doble").onTapGesture(count: 2) { log.record("double") }
      Text("simultáneo").simultaneousGesture(TapGesture().onEnded { log.record("simultaneous") })
      Text("prioridad").highPriorityGesture(TapGesture(count: 1).onEnded { log.record("high") })
      Text("secuencia").gesture(LongPressGesture().onEnded { _ in log.record("first") }.sequenced(before: TapGesture().onEnded { log.record("then") }))
      Text("lugar").onTapGesture { location in log.record("at \(Int(location.x))") }
      Text("pellizco")
        .gesture(MagnificationGesture().onChanged { _ in log.record("zoom") }.simultaneously(with: RotationGesture().onEnded { _ in log.record("turn") }))
        .onHover { _ in log.record("hover") }
        .allowsHitTesting(true)
        .zIndex(1)
    }
  }
}

/// Apple's `LongPressGesture` example: a circle that is red while pressed and green once
/// the press completes.
private struct LongPressCircle: View {
  @GestureState private var isDetectingLongPress = false
  @State private var completedLongPress = false

  var longPress: some Gesture {
    LongPressGesture(minimumDuration: 3)
      .updating($isDetectingLongPress) { currentState, gestureState, transaction in
        gestureState = currentState
        transaction.animation = Animation.easeIn(duration: 2.0)
      }
      .onEnded { finished in
        self.completedLongPress = finished
      }
  }

  var body: some View {
    Text(completedLongPress ? "verde" : isDetectingLongPress ? "rojo" : "azul")
      .gesture(longPress)
  }
}

@MainActor
@Suite struct GestureTests {
  @Test("Apple's LongPressGesture example: Enter on the focused view completes the press through updating")
  func longPressExample() {
    let host = host(LongPressCircle(), columns: 10, rows: 1)
    #expect(host.text[0].hasPrefix("azul"))
    host.type(.control("i"), .enter)
    #expect(host.text[0].hasPrefix("verde"), "\(host.text)")
  }

  @Test("tap and long-press gestures run on Enter once Tab has focused their view; a drag never runs")
  func keysFinishTapsAndPresses() {
    let log = KeyLog()
    let host = host(Gestures(log: log), columns: 20, rows: 10)
    #expect(host.lines[3].hasPrefix("arrastre 0"))
    for _ in 0..<8 { host.type(.control("i"), .enter) }
    #expect(log.entries == ["tap", "long", "press true", "double", "simultaneous", "high", "first", "then", "at 0"])
  }
}
