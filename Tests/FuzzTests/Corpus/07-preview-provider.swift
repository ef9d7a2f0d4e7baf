import SwiftUI

struct Badge: View {
    var side: Double
    var body: some View {
        Text("\(Int(side))")
            .frame(width: side, height: side)
            .background(Circle().fill(Color.orange))
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(side: 24)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Small")
            Badge(side: 64)
                .previewLayout(.fixed(width: 200, height: 100))
                .previewDisplayName("Large")
        }
    }
}
