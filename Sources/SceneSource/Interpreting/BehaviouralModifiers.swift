/// Modifiers that change behaviour or drawing but not layout: the interpreter accepts them as a
/// level of their own (so paths match SwiftUI's) and warns that they do not affect layout.
/// Preferences are here until the engine supports them.
let behaviouralModifierNames: Set<String> = [
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    "onAppear", "onDisappear", "onChange", "onReceive", "task", "refreshable", "onSubmit",
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
    "navigationBarItems", "toolbar", "sheet", "alert", "confirmationDialog", "popover", "fullScreenCover",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden",
    "accessibilitySortPriority", "accessibility",
    "tag", "id", "animation", "transition", "contentShape", "help", "disabled", "buttonStyle",
    "labelsHidden", "textSelection", "allowsHitTesting", "keyboardShortcut", "focused", "focusable",
    "onPreferenceChange", "preference", "anchorPreference", "transformPreference", "transformAnchorPreference",
    "coordinateSpace", "shadow", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
    "colorMultiply", "colorInvert", "compositingGroup", "drawingGroup", "blendMode", "mask",
    "rotationEffect", "rotation3DEffect", "scaleEffect", "zIndex", "tint", "accentColor", "redacted",
    "statusBarHidden",
    "preferredColorScheme", "listRowInsets", "listRowBackground", "listRowSeparator", "contextMenu",
    "textCase", "underline", "strikethrough", "privacySensitive", "controlSize",
]

/// Modifiers that return `Text` in SwiftUI and change how that text is drawn, not how it is
/// measured by the engine: they take no level, with a warning.
let textDrawingModifierNames: Set<String> = ["underline", "strikethrough", "kerning", "tracking", "baselineOffset"]
