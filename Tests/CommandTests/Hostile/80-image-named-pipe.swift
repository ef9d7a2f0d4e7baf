import SwiftUI

// Beside this scene, `photo.png` is a named pipe (HostileFolderTests makes it): opening it
// for reading would block until a writer comes, forever. It is not a regular file, so it is
// not opened; the image is missing (zero size, with a warning).
struct PipedImage: View {
    var body: some View {
        VStack {
            Text("An image that is a named pipe")
            Image("photo") // ATTACK
        }
    }
}

#Preview { PipedImage() }
