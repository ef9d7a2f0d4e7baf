/// The reader's preferred text size (SwiftUI's `DynamicTypeSize`), from `xSmall` to
/// `accessibility5`; `large` is the default. Ordered: `xSmall < ... < accessibility5`.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True from `accessibility1` up.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The Swift name of the case (`xxLarge`).
    public var name: String {
        ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][rawValue]
    }

    /// The older `ContentSizeCategory` name of the same size (`extraExtraLarge`).
    public var contentSizeCategoryName: String {
        ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
         "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
         "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
         "accessibilityExtraExtraExtraLarge"][rawValue]
    }

    /// Finds a size by its `DynamicTypeSize` or its `ContentSizeCategory` name.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name || $0.contentSizeCategoryName == name })
        else { return nil }
        self = match
    }
}
