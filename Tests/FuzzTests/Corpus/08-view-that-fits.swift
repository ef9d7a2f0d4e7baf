import SwiftUI

#Preview("Fits") {
    ViewThatFits(in: .horizontal) {
        HStack {
            Text("Continue with the long label")
            Image(systemName: "arrow.right")
        }
        Text("Continue")
    }
    .frame(maxWidth: 180)
    .fixedSize(horizontal: false, vertical: true)
}

#Preview("Scroll") {
    ScrollView {
        VStack(spacing: 10) {
            ForEach(1...12, id: \.self) { n in
                Text("Line \(n)").frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}
