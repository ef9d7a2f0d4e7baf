import RealModule

/// Elementary functions for scene code (`sin`, `atan2`, `pow`), from swift-numerics, so that the
/// evaluator needs no C library.
enum Math {
    static func sin(_ x: Double) -> Double { Double.sin(x) }
    static func cos(_ x: Double) -> Double { Double.cos(x) }
    static func exp(_ x: Double) -> Double { Double.exp(x) }
    static func log(_ x: Double) -> Double { Double.log(x) }
    static func atan2(_ y: Double, _ x: Double) -> Double { Double.atan2(y: y, x: x) }
    static func pow(_ x: Double, _ y: Double) -> Double { Double.pow(x, y) }
}
