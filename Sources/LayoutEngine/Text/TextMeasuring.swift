/// Measures text for layout: the engine asks, a measurer answers. Tests use
/// `FixedAdvanceTextMeasurer`; the product uses Pango (the `Rendering` module).
///
/// SwiftUI's rules a measurer implements: a nil or infinite width gives the single-line ideal
/// size; a finite width wraps at word boundaries (a word wider than the line is broken) and the
/// answer's width is the widest line; a height too small for every line keeps the lines that
/// fit (at least one), the last one truncated.
///
/// What SwiftUI answers to a width too narrow for a single character (the 0 probe of a stack)
/// is not published. This engine decides: one line, truncated, as wide as the proposal (0 for
/// the 0 probe) and one line tall for a non-empty string.
public protocol TextMeasuring: AnyObject {
    func measure(_ text: TextContent, in environment: EnvironmentValues, proposal: ProposedViewSize) -> TextMeasurement
    /// Told every text of a tree before its first pass, so that the measurer can do work ahead
    /// (Pango shapes them on two threads). Answers must not depend on it.
    func prepare(_ texts: [(text: TextContent, environment: EnvironmentValues)])
    /// False for a measurer whose `prepare` does nothing: a tree then skips collecting its
    /// texts (a walk of every view, a twentieth of a first pass over a tree without text).
    var preparesTexts: Bool { get }
}

extension TextMeasuring {
    public func prepare(_ texts: [(text: TextContent, environment: EnvironmentValues)]) {}
    public var preparesTexts: Bool { true }
}

/// A measured text: its size and the baselines parents align by.
public struct TextMeasurement: Hashable, Sendable {
    public var size: Size
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top to the last shown line's baseline.
    public var lastBaseline: Double
    /// The lines as they are drawn (after wrapping and truncation).
    public var lines: [String]

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lines: [String]) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }
}
