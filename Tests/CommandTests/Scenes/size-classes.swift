// A layout chosen by the horizontal size class: side by side where the screen is regular in
// width (an iPad, the Plus and Max iPhones in landscape), stacked where it is compact.
import SwiftUI

struct AdaptiveRow: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if horizontalSizeClass == .regular {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 100, height: 50)
            }
        } else {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 100, height: 50)
            }
        }
    }
}

#Preview {
    AdaptiveRow()
}
