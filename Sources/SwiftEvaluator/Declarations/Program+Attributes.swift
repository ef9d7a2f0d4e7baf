extension Program {
    /// Attributes of stored properties that are not property wrappers (`@Previewable @State`,
    /// SwiftData's `@Attribute(.unique)`, `@MainActor`): `addVariable` takes the first
    /// attribute that is none of these as the property's (outermost) wrapper.
    static let attributesNotWrappers: Set<String> = [
        "Previewable", "MainActor", "available", "objc", "nonobjc", "preconcurrency", "NSManaged", "IBOutlet", "IBInspectable",
        "GKInspectable", "usableFromInline", "inlinable", "ObservationIgnored", "Transient", "Attribute", "Relationship",
    ]
}
