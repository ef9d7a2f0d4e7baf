import LayoutEngine
import SceneSource
import Testing

/// An app's classes and wrapped properties as whole apps write them: a model inheriting from
/// a model of a package, a class inheriting from an SDK class the playground does not have,
/// `self.$model` of an `@ObservedObject`, composed wrappers, SDK types the app extends, and
/// preference keys without a default.
@Suite("An app's classes and wrapped properties")
struct AppClassAndWrapperTests {
    private func laidOutTexts(_ source: String) throws -> (texts: [String], warnings: [String]) {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let texts = try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
        return (texts, messages(diagnostics, .warning))
    }

    @Test("An ObservableObject subclass has its superclass's @Published property, bound through self.$model.text")
    func observableSubclass() throws {
        let source = """
            class SearchObservable: ObservableObject {
                @Published var searchText = "movies"
                init() {}
            }
            final class FormSearch: SearchObservable {
                var label: String { "Search " + searchText }
            }
            struct Field: View {
                @ObservedObject var wrapper: SearchObservable
                var body: some View {
                    VStack {
                        TextField("Find", text: self.$wrapper.searchText)
                        Text(wrapper.searchText)
                    }
                }
            }
            struct Form: View {
                @StateObject var search = FormSearch()
                var body: some View {
                    VStack {
                        Text(search.label)
                        Field(wrapper: search)
                    }
                }
            }
            #Preview { Form() }
            """
        let (texts, _) = try laidOutTexts(source)
        #expect(texts.contains("Search movies"), "\(texts)")
        #expect(texts.contains("movies"), "\(texts)")
    }

    @Test("A class inheriting from an SDK class: its inherited initializer and members stand in with warnings; super runs nothing")
    func sdkSuperclass() throws {
        let source = """
            class Nub: UIView {
                var pressed = false
                var corner: Double = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    self.layer.cornerRadius = 30
                    corner = 30
                }
                func press() {
                    super.touchesBegan([], with: nil)
                    pressed = true
                }
            }
            struct Pad: View {
                let nub = Nub()
                var body: some View {
                    nub.press()
                    return Text(nub.pressed ? "pressed" : "idle")
                }
            }
            #Preview { Pad() }
            """
        let (texts, warnings) = try laidOutTexts(source)
        #expect(texts == ["pressed"])
        #expect(warnings.contains { $0.contains("'Nub()' is an initializer of its SDK superclass 'UIView'") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("'super.touchesBegan(...)' of the SDK class 'UIView' is not run") }, "\(warnings)")
        // A slip of the class's own member is still an error.
        let slip = load(source.replacingOccurrences(of: "nub.pressed ?", with: "nub.presed ?"))
        #expect(laidOut(slip).contains { $0.severity == .error && $0.message.contains("presed") }, "\(laidOut(slip))")
    }

    @Test("Composed wrappers: the outermost decides, so @Environment(...) @Binding is not a memberwise parameter")
    func composedWrappers() throws {
        let source = """
            struct Bar<Content: View>: View {
                let content: Content
                @Environment(\\.presentationMode) @Binding var presentationMode
                let title: String
                var body: some View { VStack { Text(title); content } }
            }
            #Preview { Bar(content: Text("body"), title: "Title") }
            """
        let (texts, _) = try laidOutTexts(source)
        #expect(texts == ["Title", "body"])
    }

    @Test("A static member of an SDK type the app extends under its module's name stands in with a warning")
    func extendedSDKTypeStaticMember() throws {
        let source = """
            extension StoreKit.Transaction {
                var isRefunded: Bool { false }
            }
            struct Refunds: View {
                var body: some View {
                    let all = StoreKit.Transaction.all
                    return Text("refunds")
                }
            }
            #Preview { Refunds() }
            """
        let (texts, warnings) = try laidOutTexts(source)
        #expect(texts == ["refunds"])
        #expect(warnings.contains { $0.contains("'StoreKit.Transaction.all' is not declared") }, "\(warnings)")
    }

    @Test("A preference key without a defaultValue has SwiftUI's nil")
    func preferenceKeyWithoutDefault() throws {
        let source = """
            private struct SizeKey: PreferenceKey {
                static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
                    value = value ?? nextValue()
                }
            }
            struct Sized: View {
                @State private var height: CGFloat?
                var body: some View {
                    Text("sized")
                        .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                        .onPreferenceChange(SizeKey.self) { size in height = size?.height }
                }
            }
            #Preview { Sized() }
            """
        let (texts, _) = try laidOutTexts(source)
        #expect(texts == ["sized"])
    }
}
