extension Double {
    /// A length a scene gave, made usable: NaN becomes 0, a negative value 0.
    var nonNegativeLength: Double { isNaN || self < 0 ? 0 : self }

    /// A coordinate a scene gave, made usable: NaN becomes 0, infinities stay (they never reach
    /// a frame because placement guards with `finiteOrZero`).
    var usableCoordinate: Double { isNaN ? 0 : self }
}

extension Optional where Wrapped == Double {
    /// A fixed frame dimension: NaN or infinite means "not given" (SwiftUI logs "Invalid frame
    /// dimension"), negative becomes 0.
    var frameDimension: Double? {
        guard let value = self, value.isFinite else { return nil }
        return Swift.max(value, 0)
    }

    /// A flexible frame bound: NaN means "not given".
    var flexibleFrameBound: Double? {
        guard let value = self, !value.isNaN else { return nil }
        return value
    }
}
