/// The files the renderer writes, chosen by the output file's extension.
public enum ImageFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format for a path's extension, or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
