/// What draws a symbol: an icon of the set as it is, one of the playground's own glyphs, or a
/// composition of them (an enclosure, a slash, a badge).
indirect enum SymbolLayer: Hashable, Sendable {
    /// A bootstrap-icons icon by name (`person-fill`).
    case icon(String)
    /// A `SymbolGlyphs` drawing, in its `.fill` variant or not.
    case glyph(String, filled: Bool)
    /// The generic symbol's centre: a dot.
    case dot
    /// The layer scaled down inside a circle, rounded square... outlined, or filled with the
    /// layer knocked out (`.circle.fill`).
    case enclosed(SymbolLayer, SymbolEnclosure, filled: Bool)
    /// The layer crossed by a diagonal slash, with a gap cut on either side of it.
    case slashed(SymbolLayer)
    /// The layer with a badge: a dot at the top right (`bell.badge`) or a small glyph at the
    /// bottom right (`.badge.plus`), a gap cut around it.
    case badged(SymbolLayer, SymbolBadge)
}

/// The shapes SF Symbols put around a glyph (`heart.circle`, `play.rectangle`, `xmark.octagon`).
enum SymbolEnclosure: String, CaseIterable, Hashable, Sendable {
    case circle, square, rectangle, triangle, octagon, diamond

    /// The word bootstrap-icons uses for the shape in a file name.
    var iconWord: String { self == .rectangle ? "btn" : rawValue }
}

indirect enum SymbolBadge: Hashable, Sendable {
    case dot
    case glyph(SymbolLayer)
}

/// The variant components at the end of an SF Symbols name.
struct SymbolModifiers: Hashable, Sendable {
    var fill = false
    var enclosure: SymbolEnclosure?
    var slash = false
    /// `badge.plus` → "plus"; a bare `.badge` → "".
    var badge: String?

    var isEmpty: Bool { !fill && enclosure == nil && !slash && badge == nil }
}

/// How a symbol name finds its drawing in bootstrap-icons and the playground's glyphs:
/// 1. the name, then the name with its trailing variant components stripped one at a time
///    (`person.crop.circle.fill` → `person.crop.circle` → `person.crop`), looked up in
///    `BootstrapSymbolTable`; at each hit the set's file for the stripped variants
///    (`-fill`, `-circle-fill`, `-slash`, `-plus`...) is used when it has one;
/// 2. else the variant is composed around the deepest hit's glyph (`SymbolLayer`);
/// 3. else (`approximate`) the longest leading part of the base name, or any one of its words,
///    that the table knows, with the variants applied as above.
struct SymbolResolver {
    enum Kind: String, Sendable {
        /// An icon of the set, or one of the playground's glyphs, as it is.
        case iconSet
        /// Composed from a glyph of the set (an enclosure, a slash or a badge drawn around it).
        case composed
        /// Only a part of the name is known (`cloud.sun.bolt` draws `cloud.sun`).
        case approximate
    }

    /// Whether bootstrap-icons has an icon of that name.
    let hasIcon: (String) -> Bool

    func resolve(_ name: String) -> (layer: SymbolLayer, kind: Kind)? {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(""), !components.isEmpty else { return nil }
        let steps = Self.strippingSteps(components)
        var deepest: (entry: Entry, modifiers: SymbolModifiers)?
        for step in steps {
            guard let entry = entry(for: components[0..<step.count].joined(separator: ".")) else { continue }
            if let layer = file(entry, step.modifiers, outlineForFill: false) { return (layer, .iconSet) }
            deepest = (entry, step.modifiers)
        }
        if let deepest {
            // A `.fill` the set does not draw is the outline, unless a shorter name could compose it.
            if let layer = file(deepest.entry, deepest.modifiers) { return (layer, .iconSet) }
            return (compose(deepest.entry, deepest.modifiers), .composed)
        }
        let last = steps[steps.count - 1]
        let base = Array(components[0..<last.count])
        var guesses = (1..<base.count).reversed().map { base[0..<$0].joined(separator: ".") }
        guesses += base.filter { $0.count > 2 && Int($0) == nil && !Self.fillerWords.contains($0) }
        for guess in guesses {
            guard let entry = entry(for: guess) else { continue }
            return (file(entry, last.modifiers) ?? compose(entry, last.modifiers), .approximate)
        }
        return nil
    }

    /// The layer for a name that nothing knows: a dot in the name's enclosure (a circle when
    /// it has none), slashed when the name is.
    static func generic(_ name: String) -> SymbolLayer {
        let components = name.split(separator: ".").map(String.init)
        let modifiers = components.isEmpty ? SymbolModifiers() : strippingSteps(components).last!.modifiers
        var layer = SymbolLayer.enclosed(.dot, modifiers.enclosure ?? .circle, filled: modifiers.fill && modifiers.enclosure != nil)
        if modifiers.slash { layer = .slashed(layer) }
        return layer
    }

    private static let fillerWords: Set<String> = ["and", "with", "fill", "circle", "square", "badge", "slash", "left", "right", "up", "down", "forward", "backward"]

    /// A table entry: what the name itself draws (`plain`), the prefix of its variants' file
    /// names (`family`), or one of the playground's glyphs.
    struct Entry {
        var plain: String
        var family: String
        var isGlyph: Bool
    }

    func entry(for name: String) -> Entry? {
        guard let value = BootstrapSymbolTable.names[name] else { return nil }
        if value.hasPrefix("*") {
            let glyph = String(value.dropFirst())
            return SymbolGlyphs.names.contains(glyph) ? Entry(plain: glyph, family: glyph, isGlyph: true) : nil
        }
        let parts = value.split(separator: "|").map(String.init)
        let entry = Entry(plain: parts[0], family: parts.count > 1 ? parts[1] : parts[0], isGlyph: false)
        return hasIcon(entry.plain) ? entry : nil
    }

    /// The name's prefixes with the variants stripped from it so far, from none stripped to
    /// all (the first component is never stripped: `circle` is a symbol, `circle.fill` its fill).
    static func strippingSteps(_ components: [String]) -> [(count: Int, modifiers: SymbolModifiers)] {
        var count = components.count
        var modifiers = SymbolModifiers()
        var steps = [(count, modifiers)]
        while count > 1 {
            let last = components[count - 1]
            if last == "fill", !modifiers.fill {
                modifiers.fill = true
                count -= 1
            } else if let enclosure = SymbolEnclosure(rawValue: last), modifiers.enclosure == nil {
                modifiers.enclosure = enclosure
                count -= 1
            } else if last == "slash", !modifiers.slash {
                modifiers.slash = true
                count -= 1
            } else if last == "badge", modifiers.badge == nil {
                modifiers.badge = ""
                count -= 1
            } else if count > 2, components[count - 2] == "badge", modifiers.badge == nil {
                modifiers.badge = last
                count -= 2
            } else {
                break
            }
            steps.append((count, modifiers))
        }
        return steps
    }

    /// The set's own drawing of the entry with `modifiers`, if it has one. A `.fill` the set
    /// does not draw is the outline (`flame.fill` is bootstrap's `fire`, already solid).
    func file(_ entry: Entry, _ modifiers: SymbolModifiers, outlineForFill: Bool = true) -> SymbolLayer? {
        if entry.isGlyph {
            return modifiers.enclosure == nil && !modifiers.slash && modifiers.badge == nil
                ? .glyph(entry.plain, filled: modifiers.fill) : nil
        }
        if modifiers.isEmpty { return .icon(entry.plain) }
        if let name = variantNames(entry.family, modifiers).first(where: hasIcon) { return .icon(name) }
        if outlineForFill, modifiers == SymbolModifiers(fill: true) { return .icon(entry.plain) }
        return nil
    }

    /// Candidate file names for a variant: `x-circle-fill`, `bell-slash-fill`, `person-plus-fill`,
    /// `person-fill-slash`, `camera-video-off`, `mic-mute-fill`.
    func variantNames(_ family: String, _ modifiers: SymbolModifiers) -> [String] {
        let slashes = modifiers.slash ? ["slash", "off", "mute"] : [""]
        var badges = [""]
        if let badge = modifiers.badge {
            guard let words = Self.badgeWords[badge] else { return [] }
            badges = words
        }
        let enclosure = modifiers.enclosure?.iconWord ?? ""
        let fill = modifiers.fill ? "fill" : ""
        var names: [String] = []
        for slash in slashes {
            for badge in badges {
                for parts in [[family, slash, enclosure, badge, fill], [family, fill, slash, enclosure, badge]] {
                    let name = parts.filter { !$0.isEmpty }.joined(separator: "-")
                    if !names.contains(name) { names.append(name) }
                }
            }
        }
        return names
    }

    /// SF's badge names → the words bootstrap puts in a file name for them (`person-plus`).
    private static let badgeWords: [String: [String]] = [
        "plus": ["plus", "add"], "minus": ["dash", "minus"], "checkmark": ["check"], "xmark": ["x"],
        "exclamationmark": ["exclamation"], "gearshape": ["gear"], "heart": ["heart"], "lock": ["lock"],
    ]

    /// The icons drawn small in a `.badge.X`.
    private static let badgeIcons: [String: String] = [
        "plus": "plus-lg", "minus": "dash-lg", "checkmark": "check-lg", "xmark": "x-lg",
        "exclamationmark": "exclamation-lg", "questionmark": "question-lg", "clock": "clock-fill",
        "gearshape": "gear-fill", "gear": "gear-fill", "heart": "heart-fill", "star": "star-fill",
        "lock": "lock-fill", "key": "key-fill", "person": "person-fill", "shield": "shield-fill",
    ]

    /// The variant composed around the entry's glyph: the enclosure holds the glyph's filled
    /// form, as SF Symbols' `.circle` variants do; the slash and the badge go over the rest.
    func compose(_ entry: Entry, _ modifiers: SymbolModifiers) -> SymbolLayer {
        var inner = modifiers
        inner.badge = nil
        var layer: SymbolLayer
        if let found = file(entry, inner) {
            layer = found
        } else if let enclosure = modifiers.enclosure {
            layer = .enclosed(glyph(entry, fill: true, slash: modifiers.slash), enclosure, filled: modifiers.fill)
        } else {
            layer = glyph(entry, fill: modifiers.fill, slash: modifiers.slash)
        }
        if let badge = modifiers.badge {
            layer = .badged(layer, badgeLayer(badge).map(SymbolBadge.glyph) ?? .dot)
        }
        return layer
    }

    /// The entry's glyph alone, filled when the set has a fill, slashed by the set or composed.
    private func glyph(_ entry: Entry, fill: Bool, slash: Bool) -> SymbolLayer {
        if let found = file(entry, SymbolModifiers(fill: fill, slash: slash)) { return found }
        if slash { return .slashed(glyph(entry, fill: fill, slash: false)) }
        return file(entry, SymbolModifiers(fill: fill)) ?? .icon(entry.plain)
    }

    private func badgeLayer(_ badge: String) -> SymbolLayer? {
        guard !badge.isEmpty else { return nil }
        if let icon = Self.badgeIcons[badge], hasIcon(icon) { return .icon(icon) }
        guard let entry = entry(for: badge) else { return nil }
        return file(entry, SymbolModifiers(fill: true))
    }
}
