import SwiftUI

// A colour set `Brand` exists outside the scene's folder, in `../outside/Assets.xcassets`
// (HostileFolderTests makes it); names with `../` and `/` aim at it. A name is only looked up
// among the catalog's own sets: all three stand in, with a warning each.
struct ColourEscape: View {
    var body: some View {
        HStack {
            Color("../../outside/Assets.xcassets/Brand") // ATTACK
                .frame(width: 20, height: 20)
            Color("../../../outside/Assets.xcassets/Brand").frame(width: 20, height: 20)
            Color("/tmp/Brand").frame(width: 20, height: 20)
        }
    }
}

#Preview { ColourEscape() }
