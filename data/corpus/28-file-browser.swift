import SwiftUI

enum FileKind: String {
    case folder
    case pdf
    case image = "png"
    case text = "txt"
    case archive = "zip"

    var symbol: String {
        switch self {
        case .folder: return "folder.fill"
        case .pdf: return "doc.richtext"
        case .image: return "photo"
        case .text: return "doc.text"
        case .archive: return "doc.zipper"
        }
    }

    var tint: Color {
        switch self {
        case .folder: return .blue
        case .pdf: return .red
        case .image: return .orange
        case .text: return .gray
        case .archive: return .brown
        }
    }
}

enum FileSortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case date = "Date"
    case size = "Size"
    var id: String { rawValue }
}

struct FileItem: Identifiable {
    let id = UUID()
    let name: String
    let kind: FileKind
    let bytes: Int64
    let modified: Date
    var isPinned = false

    var displayName: String {
        kind == .folder ? name : "\(name).\(kind.rawValue)"
    }
}

extension FileItem {
    static let samples: [FileItem] = [
        FileItem(name: "Invoices", kind: .folder, bytes: 0, modified: .now.addingTimeInterval(-86_400 * 2), isPinned: true),
        FileItem(name: "Screenshots", kind: .folder, bytes: 0, modified: .now.addingTimeInterval(-3_600)),
        FileItem(name: "Lease Agreement", kind: .pdf, bytes: 2_480_112, modified: .now.addingTimeInterval(-86_400 * 30), isPinned: true),
        FileItem(name: "header-mockup", kind: .image, bytes: 845_221, modified: .now.addingTimeInterval(-7_200)),
        FileItem(name: "notes", kind: .text, bytes: 3_410, modified: .now.addingTimeInterval(-600)),
        FileItem(name: "project-backup", kind: .archive, bytes: 148_900_331, modified: .now.addingTimeInterval(-86_400 * 7)),
    ]
}

struct FileRow: View {
    let file: FileItem

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: file.kind.symbol)
                .font(.title2)
                .foregroundColor(file.kind.tint)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(file.displayName)
                    .lineLimit(1)
                    .truncationMode(.middle)
                Text(file.kind == .folder
                     ? file.modified.formatted(date: .abbreviated, time: .omitted)
                     : "\(file.bytes.formatted(.byteCount(style: .file))) · \(file.modified.formatted(.relative(presentation: .named)))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if file.kind == .folder {
                Image(systemName: "chevron.right")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.tertiary)
            }
        }
    }
}

struct FileBrowserView: View {
    let files: [FileItem]
    @State private var sortOrder: FileSortOrder = .name

    private var sortedFiles: [FileItem] {
        files.sorted { lhs, rhs in
            switch sortOrder {
            case .name: return lhs.name.localizedCaseInsensitiveCompare(rhs.name) == .orderedAscending
            case .date: return lhs.modified > rhs.modified
            case .size: return lhs.bytes > rhs.bytes
            }
        }
    }

    var body: some View {
        NavigationView {
            List {
                Section("Pinned") {
                    ForEach(sortedFiles.filter(\.isPinned)) { FileRow(file: $0) }
                }
                Section {
                    ForEach(sortedFiles.filter { !$0.isPinned }) { file in
                        FileRow(file: file)
                    }
                } header: {
                    Text("All Files")
                } footer: {
                    let total = files.map(\.bytes).reduce(0, +)
                    Text("\(files.count) items, \(total.formatted(.byteCount(style: .file))) used")
                }
            }
            .navigationTitle("Documents")
            .toolbar {
                Menu {
                    Picker("Sort By", selection: $sortOrder) {
                        ForEach(FileSortOrder.allCases) { Text($0.rawValue).tag($0) }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
    }
}

#if DEBUG
struct FileBrowserView_Previews: PreviewProvider {
    static var previews: some View {
        FileBrowserView(files: FileItem.samples)
    }
}
#endif
