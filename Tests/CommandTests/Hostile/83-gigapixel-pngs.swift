import SwiftUI

// Four 64 KB PNG files beside the scene each claim 23,000 × 23,000 pixels (529 megapixels,
// 2 GB decoded; HostileFolderTests copies them from Files/gigapixel.png). Their headers are
// read, found past the 50-megapixel limit, and nothing is decoded: each is an empty image.
struct Gigapixels: View {
    var body: some View {
        VStack {
            Image("giga1") // ATTACK
            Image("giga2")
            Image("giga3")
            Image("giga4").resizable().frame(width: 40, height: 40)
        }
    }
}

#Preview { Gigapixels() }
