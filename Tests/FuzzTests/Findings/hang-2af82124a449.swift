import SwiftUI

struct Screen: View {
    var body: some View {
        ZStack {
            Color.mint.ignoresSafeArea()
            VStack {
                Text("Header").font(.headline)
                Spacer()
                HStack {
                    Button("Cancel") {}.aspectRatio(CGFloat.infinity, contentMode: .fit)
                    aspectRatio()
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
