import Foundation
import LayoutEngine

/// How a symbol name is drawn (`SymbolCatalog.resolution(for:)`).
public struct SymbolResolution: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An icon of bootstrap-icons, or one of the playground's glyphs, as it is.
        case iconSet
        /// Composed from a bootstrap (or playground) glyph: an enclosure, a slash or a badge
        /// drawn around it.
        case composed
        /// Adwaita's icon by the catalog's older table.
        case adwaita
        /// Only a part of the name is known (`cloud.sun.bolt` draws `cloud.sun`).
        case approximate
        /// Nothing is known: the generic symbol.
        case generic
    }

    public let kind: Kind
    /// What is drawn, in words: `x-circle-fill`, `circle.fill knocking out camera-video-fill`.
    public let summary: String
    let layer: SymbolLayer?
    let adwaitaPath: String?

    /// Drawn from a real icon (of either set or the playground's glyphs) or composed from one.
    public var isMeaningful: Bool { kind != .generic }
}

extension SymbolCatalog {
    /// How `symbolName` is drawn; see the type's documentation for the order of the sources.
    public func resolution(for symbolName: String) -> SymbolResolution {
        lock.lock()
        defer { lock.unlock() }
        return lockedResolution(symbolName)
    }

    /// The SVG file standing in for `symbolName` at regular weight, or nil when nothing but
    /// the generic symbol stands in (the measurer warns then).
    public func filePath(for symbolName: String) -> String? {
        filePath(for: symbolName, weight: .regular)
    }

    /// The SVG file standing in for `symbolName` drawn at `weight` (the font's: SF Symbols
    /// match the text's weight), or nil when nothing but the generic symbol stands in.
    /// Adwaita's icons come in one weight.
    public func filePath(for symbolName: String, weight: Font.Weight) -> String? {
        lock.lock()
        defer { lock.unlock() }
        // By name first: the renderer asks for each symbol it draws at another weight.
        let key = symbolName + "|" + weight.rawValue
        if let cached = pathsByName[key] { return cached }
        let resolution = lockedResolution(symbolName)
        var path: String?
        if resolution.kind == .generic {
            path = nil
        } else if let adwaita = resolution.adwaitaPath {
            path = adwaita
        } else if let layer = resolution.layer {
            path = lockedPath(layer, name: symbolName, weight: weight)
        }
        pathsByName[key] = path
        return path
    }

    /// The generic symbol drawn for a name nothing knows (a dot in a circle, or in the name's
    /// enclosure: `foo.square.fill` is a filled rounded square).
    public func genericFilePath(for symbolName: String, weight: Font.Weight = .regular) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lockedPath(SymbolResolver.generic(symbolName), name: "generic", weight: weight)
    }

    private func lockedResolution(_ name: String) -> SymbolResolution {
        if let cached = resolutions[name] { return cached }
        let icons = bootstrapIcons
        let resolver = SymbolResolver(hasIcon: { icons.contains($0) })
        let found = resolver.resolve(name)
        let resolution: SymbolResolution
        if let found, found.kind != .approximate {
            resolution = SymbolResolution(kind: found.kind == .iconSet ? .iconSet : .composed,
                                          summary: Self.describe(found.layer), layer: found.layer, adwaitaPath: nil)
        } else if let adwaita = adwaitaFilePath(for: name) {
            let icon = URL(fileURLWithPath: adwaita).lastPathComponent
            resolution = SymbolResolution(kind: .adwaita, summary: "Adwaita " + icon, layer: nil, adwaitaPath: adwaita)
        } else if let found {
            resolution = SymbolResolution(kind: .approximate, summary: Self.describe(found.layer), layer: found.layer, adwaitaPath: nil)
        } else {
            let layer = SymbolResolver.generic(name)
            resolution = SymbolResolution(kind: .generic, summary: Self.describe(layer), layer: layer, adwaitaPath: nil)
        }
        resolutions[name] = resolution
        return resolution
    }

    /// The file drawing `layer` at `weight`: bootstrap's own file for a plain icon at regular
    /// weight, else a written composition.
    private func lockedPath(_ layer: SymbolLayer, name: String, weight: Font.Weight) -> String? {
        let delta = SymbolComposer.weightDelta(weight)
        if case .icon(let icon) = layer, delta == 0 { return bootstrapDirectory + "/" + icon + ".svg" }
        let key = "\(layer)|\(delta)"
        if let cached = paths[key] { return cached }
        var path: String?
        if let document = composer.document(layer, weightDelta: delta) {
            path = store.path(for: document, name: weight == .regular ? name : name + "-" + weight.rawValue)
        }
        paths[key] = path
        return path
    }

    /// The layer in words, for reports and test messages.
    static func describe(_ layer: SymbolLayer) -> String {
        switch layer {
        case .icon(let name): return name
        case .glyph(let name, let filled): return "glyph " + name + (filled ? ".fill" : "")
        case .dot: return "dot"
        case .enclosed(let inner, let enclosure, let filled):
            return filled ? "\(enclosure.rawValue).fill knocking out \(describe(inner))" : "\(enclosure.rawValue) around \(describe(inner))"
        case .slashed(let inner): return "slash over \(describe(inner))"
        case .badged(let base, .dot): return "\(describe(base)) with a badge dot"
        case .badged(let base, .glyph(let badge)): return "\(describe(base)) with a \(describe(badge)) badge"
        }
    }
}
