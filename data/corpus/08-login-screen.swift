import SwiftUI

struct FieldBackground: ViewModifier {
    var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .stroke(isFocused ? Color.accentColor : Color.clear, lineWidth: 1.5)
            )
    }
}

struct LoginView: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var rememberMe = true
    @State private var showPassword = false
    @FocusState private var focusedField: Field?

    private var isFormValid: Bool {
        email.contains("@") && email.contains(".") && password.count >= 8
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image(systemName: "lock.shield.fill")
                    .font(.system(size: 56))
                    .foregroundStyle(.tint)
                    .padding(.top, 40)

                Text("Sign in to continue")
                    .font(.title2.weight(.semibold))

                VStack(spacing: 12) {
                    TextField("Email", text: $email)
                        .focused($focusedField, equals: .email)
                        #if os(iOS)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        #endif
                        .autocorrectionDisabled()
                        .modifier(FieldBackground(isFocused: focusedField == .email))

                    HStack {
                        Group {
                            if showPassword {
                                TextField("Password", text: $password)
                            } else {
                                SecureField("Password", text: $password)
                            }
                        }
                        .focused($focusedField, equals: .password)

                        Button {
                            showPassword.toggle()
                        } label: {
                            Image(systemName: showPassword ? "eye.slash" : "eye")
                                .foregroundColor(.secondary)
                        }
                    }
                    .modifier(FieldBackground(isFocused: focusedField == .password))

                    if !password.isEmpty && password.count < 8 {
                        Text("Password must be at least 8 characters (\(8 - password.count) more).")
                            .font(.caption)
                            .foregroundColor(.red)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }

                HStack {
                    Toggle("Remember me", isOn: $rememberMe)
                        .toggleStyle(.switch)
                        .fixedSize()
                    Spacer()
                    Button("Forgot password?") {}
                        .font(.footnote)
                }

                Button {
                    focusedField = nil
                } label: {
                    Text("Sign In")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!isFormValid)

                HStack {
                    Rectangle().frame(height: 1).foregroundColor(Color.gray.opacity(0.3))
                    Text("or").font(.footnote).foregroundStyle(.secondary)
                    Rectangle().frame(height: 1).foregroundColor(Color.gray.opacity(0.3))
                }

                Button {
                } label: {
                    Label("Continue with Apple", systemImage: "applelogo")
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.bordered)
                .tint(Color.primary)

                Spacer()
            }
            .padding(.horizontal, 24)
            .navigationTitle("Welcome back")
            .onAppear { focusedField = .email }
        }
    }
}

#Preview {
    LoginView()
}
