import SwiftUI

// `Assets.xcassets/Brand.colorset/Contents.json` is a named pipe (HostileFolderTests makes
// it): the colour set cannot be read, so the colour stands in, with a warning.
struct PipedColor: View {
    var body: some View {
        Color("Brand") // ATTACK
            .frame(width: 40, height: 40)
    }
}

#Preview { PipedColor() }
