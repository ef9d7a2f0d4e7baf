import SwiftUI

struct Card<Content: View>: View {
    var cornerRadius: CGFloat = 8
    @ViewBuilder let content: () -> Content

    var body: some View {
        content()
            .padding(.horizontal, 12)
            .padding(.vertical)
            .background(Color.secondary, in: RoundedRectangle(cornerRadius: cornerRadius))
    }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Card(cornerRadius: 4) {
            Text("Hello")
                .bold()
            Color.orange
                .frame(width: 20, height: 20)
        }
    }
}
