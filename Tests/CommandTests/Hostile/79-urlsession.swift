import SwiftUI

struct A79: View {
    @State private var text = ""
    var body: some View {
        Text(text)
            .task {
                let url = URL(string: "http://169.254.169.254/latest/meta-data/")!
                if let (data, _) = try? await URLSession.shared.data(from: url) { // ATTACK
                    text = String(decoding: data, as: UTF8.self)
                }
            }
    }
}

#Preview { A79() }
