import SwiftEvaluator

/// What `@FocusState var focused: Bool` (and `@AccessibilityFocusState`) holds before anything
/// is focused: SwiftUI's `FocusState()` starts a `Bool` as `false` and an optional as `nil`;
/// written without a type (`@FocusState private var isFocused`) it is a `Bool`, the only
/// value `FocusState()` makes without an optional.
enum FocusStateDefault {
    /// `false` for a focus state of `Bool` (or of no written type) made without a value; nil when the declaration gives
    /// a value, the type is optional, or the wrapper is not a focus state.
    static func value(attribute: String, initialValue: Value?, declaredType: String?) -> Value? {
        guard initialValue == nil, attribute == "FocusState" || attribute == "AccessibilityFocusState" else { return nil }
        let type = declaredType?.filter { !$0.isWhitespace }
        return type == nil || type == "Bool" || type == "Swift.Bool" ? .bool(false) : nil
    }
}
