import SwiftUI

// The folder above this scene's holds `Assets.xcassets` with `Brand.colorset` and
// `Badge.imageset` (HostileFolderTests makes them): above the scene's folder, so not read.
struct CatalogAbove: View {
    var body: some View {
        HStack {
            Color("Brand") // ATTACK
                .frame(width: 20, height: 20)
            Image("Badge")
        }
    }
}

#Preview { CatalogAbove() }
