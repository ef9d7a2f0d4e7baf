import SwiftUI

struct Screen: View {
    var body: some View {
        ZStack {
            Color.mint.ignoresSafeArea()
            VStack {
                Text("Header").font(.headline)
                Spacer()
                HStack {
                    Button("Cancel") {}
                    Spacer()
                    Button("OK") {}
                }
                .padding()
            }
        }
    }
}

#Preview {
    Screen()
}
