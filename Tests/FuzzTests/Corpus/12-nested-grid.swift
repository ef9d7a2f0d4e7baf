import SwiftUI

struct Cell: View {
    let row: Int
    let column: Int
    var body: some View {
        Text("\(row),\(column)")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(white: Double(row + column) / 10))
    }
}

struct Board: View {
    var rows = 3
    var columns = 4
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<columns, id: \.self) { column in
                        Cell(row: row, column: column)
                    }
                }
            }
        }
    }
}

#Preview {
    Board().frame(width: 240, height: 180)
}
