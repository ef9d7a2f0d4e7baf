import SwiftUI

struct Spiral: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: .zero)
        for i in 0..<1_000_000_000 { p.addLine(to: CGPoint(x: Double(i % 100), y: Double(i % 37))) } // ATTACK
        return p
    }
}

struct A47: View {
    var body: some View {
        Spiral().frame(width: 100, height: 100)
    }
}

#Preview { A47() }
