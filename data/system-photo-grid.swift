// render: --device "iPhone 15" --overlays none
// render: --device "iPhone 15" --overlays none --appearance dark
// A photo grid: a LazyVGrid of adaptive columns (at least 100 points) in a ScrollView. On a
// 393-point screen less 16-point padding, 361 points hold three columns of (361 - 2 x 4) / 3.
import SwiftUI

struct PhotoGrid: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 4)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(0..<colors.count, id: \.self) { index in
                        colors[index]
                            .aspectRatio(1, contentMode: .fill)
                            .overlay(alignment: .bottomLeading) {
                                Text("\(index + 1)")
                                    .font(.caption)
                                    .foregroundStyle(.white)
                                    .padding(6)
                            }
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Photos")
        }
    }
}
