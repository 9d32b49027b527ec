import GuiaUI

// A login alert as Apple's alert documentation writes it: a text field and a secure field
// among the alert's actions, an OK button that signs in and a Cancel button.
struct LoginAlertExample: View {
    @State private var presentingLogin = false
    @State private var username = ""
    @State private var password = ""
    @State private var signedInUser: String?

    var body: some View {
        VStack(spacing: 16) {
            if let signedInUser {
                Text("Welcome, \(signedInUser)")
            } else {
                Text("Not signed in")
            }
            Button("Log In") {
                presentingLogin = true
            }
        }
        .alert("Login", isPresented: $presentingLogin) {
            TextField("Username", text: $username)
            SecureField("Password", text: $password)
            Button("OK", action: authenticate)
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Please enter your username and password.")
        }
    }

    func authenticate() {
        if !username.isEmpty && password.count >= 4 {
            signedInUser = username
        }
    }
}
