import SwiftUI

struct Spiral: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        var i = 0
        while i >= 0 { p.addLine(to: CGPoint(x: Double(i % 100), y: Double(i % 37))); i = (i + 1) % 1000 } // ATTACK
        return p
    }
}

struct A75: View {
    var body: some View {
        Spiral().frame(width: 100, height: 100)
    }
}

#Preview { A75() }
