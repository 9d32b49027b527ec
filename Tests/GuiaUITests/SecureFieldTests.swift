import GuiaUI
import TerminalUI
import Testing

private struct SignIn: View {
  @State private var password = ""
  @State private var notes = ""
  @State private var submitted = ""
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      SecureField("Password", text: $password)
        .onSubmit { submitted = password }
      TextField("Notes", text: $notes, axis: .vertical)
      Text("length \(password.count), submitted \(submitted)")
    }
  }
}

@MainActor
@Suite struct SecureFieldTests {
  @Test("SecureField: typed as a field, each character a •, the secret in the binding only")
  func masked() {
    let host = host(SignIn(), columns: 40, rows: 4)
    #expect(host.text[0] == "Password")
    host.type(.control("i"))
    host.type("s3cret")
    #expect(host.text[0] == "••••••", "\(host.text)")
    #expect(!host.text.joined().contains("s3cret"))
    host.type(.enter)
    #expect(host.text[2] == "length 6, submitted s3cret")
  }

  @Test("TextField(_:text:axis:) edits its text as a one-row field")
  func verticalField() {
    let host = host(SignIn(), columns: 40, rows: 4)
    host.type(.control("i"), .control("i"))
    host.type("hola")
    #expect(host.text[1] == "hola", "\(host.text)")
  }
}
