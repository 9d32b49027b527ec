@testable import GuiaUI
import Testing

@MainActor
@Suite struct DeviceHintTests {
  @Test("A phone's keyboard, haptics, bars and symbol effects, and effects cells cannot draw, are accepted and draw nothing of their own")
  func hintsDrawNothing() {
    @MainActor func form(hinted: Bool) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        if hinted {
          TextField("Email", text: .constant("ada@example.com"))
            .textInputAutocapitalization(.never).keyboardType(.emailAddress).submitLabel(.next)
            .autocorrectionDisabled()
          Image(systemName: "bell").symbolRenderingMode(.hierarchical).symbolEffect(.bounce, value: 1)
            .symbolEffect(.pulse, options: .repeating.speed(2))
          Text("Saved").sensoryFeedback(.success, trigger: 1).controlSize(.large).buttonBorderShape(.capsule)
            .textSelection(.enabled).fontDesign(.rounded).kerning(2).tracking(1).baselineOffset(2).lineSpacing(4)
            .blur(radius: 3).rotationEffect(.degrees(45)).scaleEffect(1.5).contentShape(Rectangle())
            .redacted(reason: .placeholder).privacySensitive().headerProminence(.increased)
            .navigationSubtitle("Inbox").toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar).scrollDismissesKeyboard(.immediately)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        } else {
          TextField("Email", text: .constant("ada@example.com"))
          Image(systemName: "bell")
          Text("Saved")
        }
      }
    }
    let plain = host(form(hinted: false), columns: 30, rows: 3)
    let hinted = host(form(hinted: true), columns: 30, rows: 3)
    #expect(hinted.text == plain.text && plain.text[2] == "Saved", "\(hinted.text)")
    #expect(Angle.degrees(180).radians == Double.pi && Angle(radians: Double.pi / 2).degrees == 90)
  }

  @Test("offset draws a view points away from its place, its neighbours where they were laid out")
  func offset() {
    let host = host(VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 8) {
        Text("A")
        Text("B").offset(x: 16, y: 16)
        Text("C")
      }
      Text("")
      Text("D").offset(CGSize(width: 8, height: 0))
    }, columns: 10, rows: 3)
    #expect(host.text == ["A   C", "    B", " D"], "\(host.text)")
  }

  @Test("GroupBox titles its content in bold; ControlGroup puts its controls side by side; Gauge is a bar between its bounds")
  func groupsAndGauges() {
    let host = host(VStack(alignment: .leading, spacing: 0) {
      GroupBox("Storage") { Text("12 GB free") }
      ControlGroup {
        Button("Cut") {}
        Button("Copy") {}
      }
      Gauge(value: 0.25) { Text("Battery") } currentValueLabel: { Text("25%") } minimumValueLabel: { Text("0") }
        maximumValueLabel: { Text("1") }
    }, columns: 30, rows: 6)
    #expect(Array(host.text.prefix(4)) == ["Storage", "12 GB free", "Cut Copy", "Battery"], "\(host.text)")
    #expect(host.text[4].hasPrefix("0 ██████░") && host.text[4].hasSuffix("░ 1"), "a quarter: \(host.text)")
    #expect(host.text[5].contains("25%"), "\(host.text)")
  }
}
