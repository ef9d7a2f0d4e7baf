import CPangoCairo
import Foundation
import LayoutEngine

/// The product's image measurer: `Image("name")` is an image set `name.imageset` in an asset
/// catalog (`*.xcassets`) of `assetCatalogFolders` (the scene file's folder and the two above
/// it), its file for `preferredScale` (else its largest) and the appearance, sized in points
/// (pixels / scale); else `name.png` found in `searchPaths` (the scene file's folder, then
/// `Resources/`), at its pixel size (1 pixel = 1 point). A symbol is
/// drawn from its Adwaita stand-in (`SymbolCatalog`) and sized like a glyph, as SF Symbols are:
/// the stand-in's 16-unit document is the square `SymbolMetrics` gives for the font, and the
/// image is the glyph's ink rectangle inside it (a chevron is narrow, an ellipsis short), its
/// baseline where the square's is. Without a stand-in it is that square.
///
/// A missing PNG is measured as SwiftUI measures an image without an asset, zero by zero
/// (`missingImageSize`), with a warning; a symbol without a stand-in draws the generic symbol.
/// Each PNG is read once (its size is cached by path).
public final class AssetImageMeasurer: ImageMeasuring {
    /// Folders searched for `name.png`, in order.
    public let searchPaths: [String]
    public let symbolCatalog: SymbolCatalog
    /// Folders whose `*.xcassets` catalogs are searched for image sets, in order.
    public let assetCatalogFolders: [String]
    /// The scale (pixels per point) whose file an image set is drawn from when it has one:
    /// 3, an iPhone's. Its size in points is the same at every scale.
    public var preferredScale: Double = 3
    private var catalogs: [AssetCatalog]?
    /// The size given to a named image whose file is missing: none. SwiftUI's `Image("name")`
    /// without an asset of that name is an empty image (it logs "No image named 'name' found in
    /// asset catalog") of zero size, so the views around it lay out as if it were not there; a
    /// resizable one takes the frame it is given, where the renderer draws a neutral dashed box.
    public static let missingImageSize = Size(width: 0, height: 0)
    private var pixelSizes: [String: Size?] = [:]
    private var symbolGeometries: [String: (document: Size, ink: Rect)?] = [:]

    public init(searchPaths: [String], assetCatalogFolders: [String]? = nil, symbolCatalog: SymbolCatalog = .adwaita) {
        self.searchPaths = searchPaths
        self.assetCatalogFolders = assetCatalogFolders ?? searchPaths
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
        // Asset catalogs are looked up inside the scene's folder only (a scene is untrusted:
        // nothing above its folder is read). Put `Assets.xcassets` beside the scene, or the
        // scene in the app's folder that holds it.
        self.init(searchPaths: paths, assetCatalogFolders: [folder], symbolCatalog: symbolCatalog)
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
            if let found = findImageSet(name, environment) { return found }
            if let (path, size) = findPNG(name) { return ImageMeasurement(size: size, filePath: path) }
            // The same words whether or not a file of that name exists elsewhere.
            guard Self.isPlainName(name) else {
                return ImageMeasurement(
                    size: Self.missingImageSize,
                    warning: "the image name '\(name)' leaves the scene's folder (an absolute path or '..'); images are read only beside the scene; an empty image of zero size, as in SwiftUI")
            }
            let places = searchPaths.map { "'\($0)'" }.joined(separator: ", ")
            return ImageMeasurement(
                size: Self.missingImageSize,
                warning: "no image '\(Self.fileName(name))' in \(places.isEmpty ? "any folder" : places); an empty image of zero size, as in SwiftUI")
        }
    }

    /// `name.png` (or `name` itself when it already ends in `.png`).
    static func fileName(_ name: String) -> String {
        name.lowercased().hasSuffix(".png") ? name : name + ".png"
    }

    /// `name.imageset` in the asset catalogs: its file for the scale and appearance, sized in
    /// points; a set without a drawable file is measured as missing, with a warning.
    private func findImageSet(_ name: String, _ environment: EnvironmentValues) -> ImageMeasurement? {
        if catalogs == nil { catalogs = assetCatalogFolders.map(AssetCatalog.init(folder:)) }
        guard let folder = catalogs?.lazy.compactMap({ $0.imageSets[name] }).first else { return nil }
        let drawable = AssetCatalog.variants(ofImageSet: folder).filter {
            let path = $0.path.lowercased()
            return path.hasSuffix(".png") || path.hasSuffix(".svg")
        }
        let scheme: EnvironmentValues.ColorScheme = environment.colorScheme == .dark ? .dark : .light
        // A file of the set that is a link out of the catalog's folder is not read.
        let inside = drawable.filter { variant in assetCatalogFolders.contains { Self.isInside(variant.path, $0) } }
        guard let variant = AssetCatalog.choose(inside, scale: preferredScale, colorScheme: scheme),
              let pixels = variant.path.lowercased().hasSuffix(".svg") ? svgSize(variant.path) : pixelSize(variant.path) else {
            return ImageMeasurement(
                size: Self.missingImageSize,
                warning: "the image set '\(folder)' has no PNG or SVG file for iPhone; an empty image of zero size, as in SwiftUI")
        }
        let scale = variant.scale > 0 ? variant.scale : 1
        return ImageMeasurement(size: Size(width: pixels.width / scale, height: pixels.height / scale), filePath: variant.path)
    }

    private func svgSize(_ path: String) -> Size? {
        symbolGeometry(path)?.document
    }

    /// The first readable PNG for `name` in the search paths, with its pixel size. Only a file
    /// inside a search path counts: not a name with `..` or an absolute path, nor a link
    /// that leads out of the folder.
    private func findPNG(_ name: String) -> (String, Size)? {
        guard Self.isPlainName(name) else { return nil }
        for folder in searchPaths {
            let path = folder + "/" + Self.fileName(name)
            guard Self.isInside(path, folder) else { continue }
            if let size = pixelSize(path) { return (path, size) }
        }
        return nil
    }

    /// A name that stays in its folder: relative, without `..` components or NUL.
    static func isPlainName(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.hasPrefix("~") && !name.contains("\0")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// True when `path`, with its links resolved, is inside `folder` (links resolved too).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let resolvedFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardized.path
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardized.path
        return resolved.hasPrefix(resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/")
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
