import CPangoCairo
import Foundation
import LayoutEngine

/// The product's image measurer: `Image("name")` is `name.png` found in `searchPaths` (the
/// scene file's folder, then `Resources/`), at its pixel size (1 pixel = 1 point). A symbol is
/// drawn from its Adwaita stand-in (`SymbolCatalog`) and sized like a glyph, as SF Symbols are:
/// the stand-in's 16-unit document is the square `SymbolMetrics` gives for the font, and the
/// image is the glyph's ink rectangle inside it (a chevron is narrow, an ellipsis short), its
/// baseline where the square's is. Without a stand-in it is that square.
///
/// A missing PNG or a symbol without a stand-in is measured anyway (a missing PNG as 100 × 100
/// points, the size of the engine's default) with a warning, and drawn as a placeholder.
/// Each PNG is read once (its size is cached by path).
public final class AssetImageMeasurer: ImageMeasuring {
    /// Folders searched for `name.png`, in order.
    public let searchPaths: [String]
    public let symbolCatalog: SymbolCatalog
    /// The size given to a named image whose file is missing.
    public static let missingImageSize = Size(width: 100, height: 100)
    private var pixelSizes: [String: Size?] = [:]
    private var symbolGeometries: [String: (document: Size, ink: Rect)?] = [:]

    public init(searchPaths: [String], symbolCatalog: SymbolCatalog = .adwaita) {
        self.searchPaths = searchPaths
        self.symbolCatalog = symbolCatalog
    }

    /// For a scene at `scenePath`: its folder, its folder's `Resources/`, and `Resources/` in
    /// the working directory (the package's own resources when run from a checkout).
    public convenience init(sceneFile scenePath: String, symbolCatalog: SymbolCatalog = .adwaita) {
        let folder = URL(fileURLWithPath: scenePath).deletingLastPathComponent().path
        let working = FileManager.default.currentDirectoryPath
        var paths: [String] = []
        for path in [folder, folder + "/Resources", working + "/Resources"] where !paths.contains(path) {
            paths.append(path)
        }
        self.init(searchPaths: paths, symbolCatalog: symbolCatalog)
    }

    public func measure(_ image: ImageContent, in environment: EnvironmentValues) -> ImageMeasurement {
        switch image.source {
        case .systemName:
            var measurement = SymbolMetrics.measurement(in: environment)
            let name = image.symbolName ?? image.name
            guard let path = symbolCatalog.filePath(for: name) else {
                measurement.warning = SymbolCatalog.warning(forMissing: name)
                return measurement
            }
            measurement.filePath = path
            if let geometry = symbolGeometry(path) {
                let side = measurement.size.height
                let scale = Swift.min(side / geometry.document.width, side / geometry.document.height)
                measurement.size = Size(width: geometry.ink.width * scale, height: geometry.ink.height * scale)
                measurement.baseline = (measurement.baseline ?? side) - geometry.ink.minY * scale
            }
            return measurement
        case .named(let name):
            if let (path, size) = findPNG(name) { return ImageMeasurement(size: size, filePath: path) }
            let places = searchPaths.map { "'\($0)'" }.joined(separator: ", ")
            return ImageMeasurement(
                size: Self.missingImageSize,
                warning: "no image '\(Self.fileName(name))' in \(places.isEmpty ? "any folder" : places); drawing a placeholder")
        }
    }

    /// `name.png` (or `name` itself when it already ends in `.png`).
    static func fileName(_ name: String) -> String {
        name.lowercased().hasSuffix(".png") ? name : name + ".png"
    }

    /// The first readable PNG for `name` in the search paths, with its pixel size.
    private func findPNG(_ name: String) -> (String, Size)? {
        for folder in searchPaths {
            let path = folder + "/" + Self.fileName(name)
            if let size = pixelSize(path) { return (path, size) }
        }
        return nil
    }

    private func symbolGeometry(_ path: String) -> (document: Size, ink: Rect)? {
        if let cached = symbolGeometries[path] { return cached }
        let geometry = ImagePainter.geometry(ofFile: path)
        symbolGeometries[path] = geometry
        return geometry
    }

    private func pixelSize(_ path: String) -> Size? {
        if let cached = pixelSizes[path] { return cached }
        var size: Size?
        if FileManager.default.isReadableFile(atPath: path), let surface = cairo_image_surface_create_from_png(path) {
            if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS {
                size = Size(width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface)))
            }
            cairo_surface_destroy(surface)
        }
        pixelSizes[path] = size
        return size
    }
}
