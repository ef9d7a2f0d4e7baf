import SwiftUI

// `Assets.xcassets/Drawing.imageset/drawing.svg` refers to `pipe.png` beside it (a named
// pipe), to `file:///etc/passwd` and to a stylesheet (HostileFolderTests makes them). The
// SVG is parsed from memory, without a base file: no reference is followed.
struct ExternalReferences: View {
    var body: some View {
        Image("Drawing") // ATTACK
            .resizable()
            .frame(width: 60, height: 60)
    }
}

#Preview { ExternalReferences() }
