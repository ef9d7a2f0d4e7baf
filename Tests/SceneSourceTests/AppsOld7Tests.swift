import LayoutEngine
import SceneSource
import Testing

/// Rules of Swift and SwiftUI the older development apps (issue 39, session 7) rely on:
/// members of `extension T?` on `nil`, `$object.property` of an `@EnvironmentObject`, static
/// optionals nothing has set yet.
@Suite("Causes found in whole apps (old sets, 7)")
struct AppsOld7Tests {
    /// The texts of a scene that must lay out without an error, in order.
    private func texts(_ source: String) throws -> [String] {
        try laidOut(source).result.views.compactMap { $0.textLines?.joined(separator: " ") }
    }

    @Test("a member of extension T? runs on nil and on a present value, apart from T's own member of that name; extension Optional where Wrapped == String too")
    func optionalExtensionMembers() throws {
        let source = """
            enum Phase: String { case running, stopped }
            extension Phase { var title: String { rawValue.capitalized } }
            extension Phase? {
                var title: String { self?.title ?? "Unknown" }
                var isKnown: Bool { self != nil }
            }
            extension Optional where Wrapped == String { var orDash: String { self ?? "-" } }
            struct Screen: View {
                let phase: Phase? = nil
                let other: Phase? = .running
                let name: String? = nil
                let given: String? = "Ann"
                var body: some View {
                    VStack {
                        Text(phase.title)
                        Text(other.title)
                        Text(other.isKnown ? "known" : "unknown")
                        Text(phase.isKnown ? "known" : "unknown")
                        Text(name.orDash)
                        Text(given.orDash)
                    }
                }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["Unknown", "Running", "known", "unknown", "-", "Ann"])
    }

    @Test("$object.property of an @EnvironmentObject is a binding to the property (EnvironmentObject.Wrapper's dynamic member), which a view's @Binding takes")
    func environmentObjectProjectedBinding() throws {
        let source = """
            final class Prefs: ObservableObject { @Published var haptics = false }
            struct Option: View {
                @Binding private var isOn: Bool
                init(isOn: Binding<Bool>) { self._isOn = isOn }
                var body: some View {
                    Toggle(isOn: $isOn) { Text(isOn ? "on" : "off") }
                }
            }
            struct Screen: View {
                @EnvironmentObject private var prefs: Prefs
                var body: some View { Option(isOn: $prefs.haptics) }
            }
            #Preview {
                let prefs = Prefs()
                prefs.haptics = true
                return Screen().environmentObject(prefs)
            }
            """
        #expect(try texts(source) == ["on"])
    }

    @Test("a static var T? with no initial value is nil; a static var T! nothing set (the app's launch sets it) stands in with a warning")
    func unsetStaticOptionals() throws {
        let source = """
            final class Session { static var current: Session? }
            final class AppDelegate {
                static private(set) var shared: AppDelegate!
                var popover = 1
            }
            struct Screen: View {
                var body: some View {
                    let _ = AppDelegate.shared.popover
                    Text(Session.current == nil ? "none" : "some")
                }
            }
            #Preview { Screen() }
            """
        let (result, diagnostics) = try laidOut(source)
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["none"])
        #expect(messages(diagnostics, .warning).contains {
            $0.hasPrefix("'AppDelegate.shared' (AppDelegate!) is set by the app as it runs")
        }, "\(diagnostics)")
    }

    @Test("Optional<T>.none and Optional<T>.some(x) written with the generic name: nil and the value, in an expression and as a switch pattern, also where T has its own none case")
    func optionalSpecializationMembers() throws {
        let source = """
            struct Item { let name: String }
            extension Optional where Wrapped == Item {
                var label: String {
                    switch self {
                    case Optional<Item>.none: return "empty"
                    case let .some(item): return item.name
                    }
                }
            }
            enum Pick { case none; case some(String) }
            extension Optional where Wrapped == Pick {
                var picked: String {
                    switch self {
                    case Optional<Pick>.none: return "no pick"
                    case .some: return "picked"
                    }
                }
            }
            struct Screen: View {
                let missing: Item? = Optional<Item>.none
                let given: Item? = Optional<Item>.some(Item(name: "Ann"))
                let pick: Pick? = nil
                var body: some View { VStack { Text(missing.label); Text(given.label); Text(pick.picked) } }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["empty", "Ann", "no pick"])
    }
}
