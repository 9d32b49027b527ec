import GuiaUI

// A chat as SwiftUI tutorials write it: messages anchored at the bottom, a field to send
// new ones, the newest kept in view.
struct Message: Identifiable {
    let id = UUID()
    let text: String
}

struct ChatExample: View {
    @State private var messages = [
        Message(text: "Hola"),
        Message(text: "¿Qué tal?"),
        Message(text: "Bien, ¿y tú?"),
    ]
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(.horizontal)
                    }
                }
            }
            .defaultScrollAnchor(.bottom)
            Divider()
            TextField("Message", text: $draft)
                .onSubmit {
                    messages.append(Message(text: draft))
                    draft = ""
                }
                .padding(.horizontal)
        }
    }
}

#Preview {
    ChatExample()
}
