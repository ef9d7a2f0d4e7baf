import SwiftUI

// Class 2: a Path appending itself doubles its elements each time: 2^40 of them.
struct A105: View {
    var body: some View {
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        for _ in 0..<40 {
            p.addPath(p) // ATTACK
        }
        return p.stroke(Color.red).frame(width: 20, height: 20)
    }
}

#Preview { A105() }
