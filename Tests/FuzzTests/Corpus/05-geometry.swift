import SwiftUI

#Preview {
    GeometryReader { proxy in
        VStack {
            Color.red.frame(width: proxy.size.width / 2, height: 30)
            Text("\(Int(proxy.size.width)) wide")
            Color.blue.frame(height: proxy.size.height * 0.25)
        }
    }
    .frame(width: 300, height: 400)
}
