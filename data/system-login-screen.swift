// render: --device "iPhone 15" --overlays none
// render: --device "iPhone 15" --overlays none --appearance dark
// A login screen: rounded-border text fields, a prominent full-width button and a bordered
// one, in a VStack with the default padding.
import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = "secret"

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "lock.circle.fill")
                .font(.system(size: 64))
                .foregroundStyle(.tint)
            Text("Welcome back")
                .font(.title.bold())
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Button {
            } label: {
                Text("Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Create Account") {}
                .buttonStyle(.bordered)
            Spacer()
        }
        .padding()
    }
}
