import SwiftUI

struct Swatch: View {
    var side: Double
    var body: some View { Color.orange.frame(width: side, height: side) }
}

struct Swatch_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Swatch(side: 10)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Small")
            Swatch(side: 20)
                .previewLayout(.fixed(width: 200, height: 100))
            Swatch(side: 30)
                .previewInterfaceOrientation(.landscapeLeft)
        }
    }
}
