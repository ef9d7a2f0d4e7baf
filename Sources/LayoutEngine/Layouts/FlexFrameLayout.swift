/// A flexible frame (SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`).
///
/// Algorithm, per dimension, with p the proposal (Documentation/layout-rules.md, "Frames"):
/// 1. Normalise the given bounds: min = max(min, 0); ideal = max(min, ideal);
///    max = max(ideal, max). `isContradictory` says SwiftUI would log "Contradictory frame
///    constraints specified."
/// 2. Propose the child (p ?? ideal) clamped to [min, max] (each bound only if given).
/// 3. Choose: min and max both given, p clamped to [min, max] (p nil: ideal ?? child, clamped);
///    only min, max(min(child proposal ?? inf, child), min); only max,
///    min(max(child proposal ?? -inf, child), max); neither, the child's size.
/// 4. Line the child up on `alignment` (default centre).
/// Invariant after step 1: 0 <= min <= ideal <= max <= .infinity for the bounds that are given.
public struct FlexFrameLayout: Layout {
    public var minWidth: Double? { get { packedMinWidth.value } set { packedMinWidth = PackedBound(newValue) } }
    public var idealWidth: Double? { get { packedIdealWidth.value } set { packedIdealWidth = PackedBound(newValue) } }
    public var maxWidth: Double? { get { packedMaxWidth.value } set { packedMaxWidth = PackedBound(newValue) } }
    public var minHeight: Double? { get { packedMinHeight.value } set { packedMinHeight = PackedBound(newValue) } }
    public var idealHeight: Double? { get { packedIdealHeight.value } set { packedIdealHeight = PackedBound(newValue) } }
    public var maxHeight: Double? { get { packedMaxHeight.value } set { packedMaxHeight = PackedBound(newValue) } }
    // The six bounds, nil as NaN (a NaN bound means none: `flexibleFrameBound`): 48 bytes
    // where six `Double?` took 96, in every `frame(maxWidth:)` of a scene.
    private var packedMinWidth = PackedBound(nil), packedIdealWidth = PackedBound(nil), packedMaxWidth = PackedBound(nil)
    private var packedMinHeight = PackedBound(nil), packedIdealHeight = PackedBound(nil), packedMaxHeight = PackedBound(nil)
    public var alignment: Alignment
    /// True when step 1 had to change a value the scene gave.
    public private(set) var isContradictory = false

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        // Step 1.
        let width = Self.normalized(minWidth.flexibleFrameBound, idealWidth.flexibleFrameBound, maxWidth.flexibleFrameBound)
        let height = Self.normalized(minHeight.flexibleFrameBound, idealHeight.flexibleFrameBound, maxHeight.flexibleFrameBound)
        self.alignment = alignment
        (self.minWidth, self.idealWidth, self.maxWidth) = (width.min, width.ideal, width.max)
        (self.minHeight, self.idealHeight, self.maxHeight) = (height.min, height.ideal, height.max)
        isContradictory = width.changed || height.changed
    }

    private static func normalized(_ minimum: Double?, _ ideal: Double?, _ maximum: Double?)
        -> (min: Double?, ideal: Double?, max: Double?, changed: Bool)
    {
        var changed = false
        var low = minimum
        if let value = low, value < 0 { low = 0; changed = true }
        var middle = ideal
        if let value = middle, let low, value < low { middle = low; changed = true }
        var high = maximum
        if let value = high, let floor = middle ?? low, value < floor { high = floor; changed = true }
        return (low, middle, high, changed)
    }

    @inline(__always)
    private func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal
            ? (packedMinWidth.value, packedIdealWidth.value, packedMaxWidth.value)
            : (packedMinHeight.value, packedIdealHeight.value, packedMaxHeight.value)
    }

    @inline(__always)
    private static func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
        var result = value
        if let high { result = Swift.min(result, high) }
        if let low { result = Swift.max(result, low) }
        return result
    }

    /// Step 2 for one dimension. (This and the steps below are inlined: called, they passed
    /// the bounds as optionals through memory, 2% of a pass over framed texts.)
    @inline(__always)
    private func childProposal(_ proposed: Double?, _ axis: Axis) -> Double? {
        let (low, ideal, high) = bounds(axis)
        guard let value = proposed ?? ideal else { return nil }
        return Self.clamp(value, low, high)
    }

    @inline(__always)
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: childProposal(proposal.width, .horizontal), height: childProposal(proposal.height, .vertical))
    }

    /// Step 3 for one dimension.
    @inline(__always)
    private func chosen(_ proposed: Double?, _ childProposed: Double?, _ child: Double, _ axis: Axis) -> Double {
        let (low, ideal, high) = bounds(axis)
        switch (low, high) {
        case let (low?, high?):
            return Self.clamp(proposed ?? ideal ?? child, low, high)
        case let (low?, nil):
            return Swift.max(Swift.min(childProposed ?? .infinity, child), low)
        case let (nil, high?):
            return Swift.min(Swift.max(childProposed ?? -.infinity, child), high)
        case (nil, nil):
            return child
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let inner = childProposal(proposal)
        let child = subviews.first?.sizeThatFits(inner) ?? .zero
        // Step 3 (conformance 034, 035, 037, 038).
        return Size(
            width: chosen(proposal.width, inner.width, child.width, .horizontal),
            height: chosen(proposal.height, inner.height, child.height, .vertical))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        // Step 4.
        placeAligned(child, in: bounds, proposal: childProposal(proposal), alignment: alignment)
    }
}

/// An optional bound in 8 bytes: nil is NaN, which no bound holds.
struct PackedBound {
    private let bits: Double
    @inline(__always) init(_ value: Double?) { bits = value ?? .nan }
    @inline(__always) var value: Double? { bits.isNaN ? nil : bits }
}
