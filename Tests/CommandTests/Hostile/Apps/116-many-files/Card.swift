import SwiftUI

struct Card: View {
    var body: some View { Text("Hello").padding() }
}

#Preview("Card") { Card() }
