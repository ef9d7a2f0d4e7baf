import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, maxWidth: proposal.width ?? .infinity)
        let height = rows.map(\.height).reduce(0, +) + CGFloat(max(rows.count - 1, 0)) * lineSpacing
        let width = rows.map(\.width).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = arrange(subviews, maxWidth: bounds.width)
        var y = bounds.minY
        for row in rows {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }

    private func arrange(_ subviews: Subviews, maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = []
        var current = Row()
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            if needed > maxWidth && !current.indices.isEmpty {
                rows.append(current)
                current = Row()
            }
            current.width = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            current.height = max(current.height, size.height)
            current.indices.append(index)
        }
        if !current.indices.isEmpty {
            rows.append(current)
        }
        return rows
    }
}

struct TagChip: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 4) {
            if isSelected {
                Image(systemName: "checkmark")
                    .font(.caption.bold())
            }
            Text(title)
                .font(.subheadline)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .foregroundStyle(isSelected ? Color.white : Color.primary)
        .background(isSelected ? Color.accentColor : Color.gray.opacity(0.15), in: Capsule())
    }
}

struct InterestPicker: View {
    let topics = ["Swift", "SwiftUI", "Design", "Photography", "Travel", "Cooking",
                  "Running", "Machine Learning", "Music", "Books", "Coffee", "Hiking"]
    @State private var selected: Set<String> = ["SwiftUI", "Coffee"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Pick your interests")
                .font(.title2.bold())
            Text("\(selected.count) of \(topics.count) selected")
                .font(.subheadline)
                .foregroundStyle(.secondary)

            FlowLayout(spacing: 8, lineSpacing: 10) {
                ForEach(topics, id: \.self) { topic in
                    Button {
                        if selected.contains(topic) {
                            selected.remove(topic)
                        } else {
                            selected.insert(topic)
                        }
                    } label: {
                        TagChip(title: topic, isSelected: selected.contains(topic))
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    InterestPicker()
}
