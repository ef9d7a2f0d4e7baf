// The guard's end-to-end scene (Scripts/instruction-guard.py): 2,000 rows of a text and a
// colour sharing the width, 10,001 views. The 100,001-view scene of BENCHMARKS.md is the same
// with 20,000 rows.
import SwiftUI

struct Rows: View {
    var body: some View {
        VStack {
            ForEach(0..<2000) { i in
                HStack {
                    Text("Row \(i)").frame(maxWidth: .infinity)
                    Color.red.frame(maxWidth: .infinity)
                }
            }
        }
    }
}

#Preview { Rows() }
