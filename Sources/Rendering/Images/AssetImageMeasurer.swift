import CPangoCairo
import Foundation
import LayoutEngine

/// The product's image measurer: `Image("name")` is an image set `name.imageset` in an asset
/// catalog (`*.xcassets`) of `assetCatalogFolders` (the scene file's folder), its file for `preferredScale` (else its largest) and the appearance, sized in points
/// (pixels / scale); else `name.png` found in `searchPaths` (the scene file's folder, then
/// `Resources/`), at its pixel size (1 pixel = 1 point). A symbol is
/// drawn from its Adwaita stand-in (`SymbolCatalog`) and sized like a glyph, as SF Symbols are:
/// the stand-in's 16-unit document is the square `SymbolMetrics` gives for the font, and the
/// image is the glyph's ink rectangle inside it (a chevron is narrow, an ellipsis short), its
/// baseline where the square's is. Without a stand-in it is that square.
///
/// A missing PNG is measured as SwiftUI measures an image without an asset, zero by zero
/// (`missingImageSize`), with a warning; a symbol without a stand-in draws the generic symbol.
/// Each PNG's header is read once (its size is cached by path); only regular files whose real
/// path lies inside the scene's folder are read (`SceneFolder`), and a PNG past `PNGHeader`'s
/// limits is measured as missing, with a warning.
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
    private var pixelSizes: [String: Result<Size, PNGHeader.Refusal>] = [:]
    private var symbolGeometries: [String: (document: Size, ink: Rect)?] = [:]

    /// What this measurer may read: a search path or catalog folder outside it is not read, nor
    /// a file whose real path leaves it. Nil: each search path and catalog folder is its own.
    public let sceneFolder: SceneFolder?

    public init(searchPaths: [String], assetCatalogFolders: [String]? = nil, sceneFolder: SceneFolder? = nil, symbolCatalog: SymbolCatalog = .adwaita) {
        self.searchPaths = searchPaths
        self.assetCatalogFolders = assetCatalogFolders ?? searchPaths
        self.sceneFolder = sceneFolder
        self.symbolCatalog = symbolCatalog
    }

    /// For a scene at `scenePath`: its folder and its folder's `Resources/`, both read only
    /// inside the scene's folder (a `Resources` that is a link to a system folder is not read).
    public convenience init(sceneFile scenePath: String, symbolCatalog: SymbolCatalog = .adwaita) {
        let folder = URL(fileURLWithPath: scenePath).deletingLastPathComponent().path
        // Asset catalogs are looked up inside the scene's folder only (a scene is untrusted:
        // nothing above its folder is read). Put `Assets.xcassets` beside the scene, or the
        // scene in the app's folder that holds it.
        self.init(searchPaths: [folder, folder + "/Resources"], assetCatalogFolders: [folder],
                  sceneFolder: SceneFolder(folder), symbolCatalog: symbolCatalog)
    }

    /// The folder `path` is read within.
    private func containment(_ path: String) -> SceneFolder? {
        sceneFolder ?? SceneFolder(path)
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
            switch findPNG(name) {
            case .success(let (path, size))?: return ImageMeasurement(size: size, filePath: path)
            case .failure(let refused)?: return ImageMeasurement(size: Self.missingImageSize, warning: refused.warning)
            case nil: break
            }
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
        if catalogs == nil {
            catalogs = assetCatalogFolders.compactMap { folder in containment(folder).map { AssetCatalog(folder: folder, in: $0) } }
        }
        guard let (index, folder) = catalogs?.enumerated().lazy.compactMap({ entry in entry.element.imageSets[name].map { (entry.offset, $0) } }).first,
              let within = containment(assetCatalogFolders[index]) else { return nil }
        // Only files inside the scene's folder are listed (a file of the set that is a link out
        // of it is not read).
        let drawable = AssetCatalog.variants(ofImageSet: folder, in: within).filter {
            let path = $0.path.lowercased()
            return path.hasSuffix(".png") || path.hasSuffix(".svg")
        }
        let scheme: EnvironmentValues.ColorScheme = environment.colorScheme == .dark ? .dark : .light
        guard let variant = AssetCatalog.choose(drawable, scale: preferredScale, colorScheme: scheme) else {
            return ImageMeasurement(
                size: Self.missingImageSize,
                warning: "the image set '\(folder)' has no PNG or SVG file for iPhone; an empty image of zero size, as in SwiftUI")
        }
        let pixels: Size
        if variant.path.lowercased().hasSuffix(".svg") {
            guard let size = svgSize(variant.path) else {
                return ImageMeasurement(size: Self.missingImageSize, warning: "the image '\(variant.path)' is not an SVG document that can be read (at most \(SceneFolder.maximumFileBytes >> 20) MB); an empty image of zero size")
            }
            pixels = size
        } else {
            switch pixelSize(variant.path) {
            case .success(let size): pixels = size
            case .failure(let refusal): return ImageMeasurement(size: Self.missingImageSize, warning: PNGHeader.warning(refusal, path: variant.path))
            }
        }
        let scale = variant.scale > 0 ? variant.scale : 1
        return ImageMeasurement(size: Size(width: pixels.width / scale, height: pixels.height / scale), filePath: variant.path)
    }

    private func svgSize(_ path: String) -> Size? {
        guard let document = symbolGeometry(path)?.document, document.width.isFinite, document.height.isFinite else { return nil }
        return document
    }

    /// Why a loose PNG that exists was not taken.
    struct Refused: Error {
        var warning: String
    }

    /// The first PNG for `name` in the search paths, with its pixel size (nil when there is
    /// none; a refusal when one exists but is too large or not a PNG). Only a regular file
    /// inside the scene's folder counts: not a name with `..` or an absolute path, nor a link
    /// that leads out of the folder, nor a pipe or a device.
    private func findPNG(_ name: String) -> Result<(String, Size), Refused>? {
        guard Self.isPlainName(name) else { return nil }
        for folder in searchPaths {
            guard let within = containment(folder), let real = within.regularFile(folder + "/" + Self.fileName(name)) else { continue }
            switch pixelSize(real) {
            case .success(let size): return .success((real, size))
            case .failure(let refusal): return .failure(Refused(warning: PNGHeader.warning(refusal, path: folder + "/" + Self.fileName(name))))
            }
        }
        return nil
    }

    /// A name that stays in its folder: relative, without `..` components or NUL.
    static func isPlainName(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.hasPrefix("~") && !name.contains("\0")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    private func symbolGeometry(_ path: String) -> (document: Size, ink: Rect)? {
        if let cached = symbolGeometries[path] { return cached }
        let geometry = ImagePainter.geometry(ofFile: path)
        symbolGeometries[path] = geometry
        return geometry
    }

    /// The pixel size of the PNG at the real path `path`, from its header (nothing is decoded
    /// to measure it; a header past `PNGHeader`'s limits is refused).
    private func pixelSize(_ path: String) -> Result<Size, PNGHeader.Refusal> {
        if let cached = pixelSizes[path] { return cached }
        let size = PNGHeader.size(ofReal: path)
        pixelSizes[path] = size
        return size
    }
}
