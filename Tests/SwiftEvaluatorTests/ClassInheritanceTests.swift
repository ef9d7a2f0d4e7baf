import SwiftEvaluator
import Testing

/// Class inheritance as Swift defines it: a subclass's objects have its superclass's stored
/// properties, methods, computed properties and initializers; overrides answer dynamically;
/// `super` reaches the superclass's members.
@Suite("Class inheritance")
struct ClassInheritanceTests {
    @Test("A subclass has its superclass's stored properties (with their initial values), methods and computed properties")
    func inheritedMembers() throws {
        let source = """
        class Observable {
            var text = "start"
            var count: Int = 2
            var doubled: Int { count * 2 }
            func describe() -> String { "\\(text):\\(count)" }
        }
        final class Search: Observable {
            var extra = 1
        }
        func main() -> Any {
            let search = Search()
            search.text = "query"
            return (search.describe(), search.doubled, search.extra)
        }
        """
        #expect(try run(source) == "(\"query:2\", 4, 1)")
    }

    @Test("An override answers for the object even when the superclass's code calls it; super calls the superclass's")
    func overridesAndSuper() throws {
        let source = """
        class Listener {
            var page = 1
            var log: [String] = []
            func load() { log.append("base \\(page)") }
            func next() { page += 1; load() }
            var name: String { "listener" }
        }
        class Keyword: Listener {
            override func load() {
                log.append("keyword \\(page)")
                super.load()
            }
            override var name: String { "keyword " + super.name }
        }
        func main() -> Any {
            let listener = Keyword()
            listener.next()
            return (listener.log, listener.name)
        }
        """
        #expect(try run(source) == "([\"keyword 2\", \"base 2\"], \"keyword listener\")")
    }

    @Test("super.init runs the superclass's initializer on the object; a subclass without designated initializers inherits them all")
    func initializers() throws {
        let source = """
        class Base {
            var title: String
            var size = 0
            init(title: String) { self.title = title }
            convenience init() { self.init(title: "untitled") }
        }
        class Menu: Base {
            var menu: String
            init(menu: String) {
                self.menu = menu
                super.init(title: "menu " + menu)
                size = 3
            }
        }
        class Plain: Base {
            var extra = true
        }
        class Sized: Base {
            override init(title: String) {
                super.init(title: title.uppercased())
            }
        }
        func main() -> Any {
            let menu = Menu(menu: "popular")
            let plain = Plain(title: "p")
            // Sized overrides every designated initializer, so it inherits the convenience one.
            return (menu.title, menu.size, menu.menu, plain.title, plain.extra, Sized().title, Plain().title)
        }
        """
        #expect(try run(source) == "(\"menu popular\", 3, \"popular\", \"p\", true, \"UNTITLED\", \"untitled\")")
    }

    @Test("A subclass with its own designated initializer does not inherit the superclass's")
    func noInheritedInitializerAfterOwnDesignated() throws {
        let source = """
        class Base {
            var title: String
            init(title: String) { self.title = title }
        }
        class Menu: Base {
            init(menu: String) { super.init(title: menu) }
        }
        func main() -> Any { Menu(title: "x").title }
        """
        let message = runtimeError(source) ?? ""
        #expect(message.contains("missing argument for parameter 'menu' in call to 'Menu.init'"), "\(message)")
    }

    @Test("is and as? see the superclass and its protocols; static members are found through the subclass")
    func castsAndStatics() throws {
        let source = """
        protocol Named { var name: String { get } }
        class Animal: Named {
            static var kingdom = "animalia"
            class func make() -> String { "made" }
            var name: String { "animal" }
        }
        class Dog: Animal {
            override var name: String { "dog" }
        }
        func main() -> Any {
            let pets: [Any] = [Dog(), Animal(), 3]
            let animals = pets.compactMap { $0 as? Animal }.map(\\.name)
            let named = pets.filter { $0 is Named }.count
            return (animals, named, Dog.kingdom, Dog.make(), Dog() is Animal, Animal() is Dog)
        }
        """
        #expect(try run(source) == "([\"dog\", \"animal\"], 2, \"animalia\", \"made\", true, false)")
    }

    @Test("A member neither the class nor its superclass declares is still an error, as is super outside a subclass")
    func misuse() throws {
        let missing = """
        class Base { var title = "" }
        class Menu: Base {}
        func main() -> Any { Menu().subtitle }
        """
        #expect(runtimeError(missing)?.contains("has no member 'subtitle'") == true, "\(runtimeError(missing) ?? "")")
        let noSuperclass = """
        class Base {
            func load() -> Int { super.load() }
        }
        func main() -> Any { Base().load() }
        """
        #expect(runtimeError(noSuperclass)?.contains("'Base' has no superclass") == true, "\(runtimeError(noSuperclass) ?? "")")
        let inStruct = """
        struct Row {
            func load() -> Int { super.load() }
        }
        func main() -> Any { Row().load() }
        """
        #expect(runtimeError(inStruct)?.contains("only available in the members of a class") == true, "\(runtimeError(inStruct) ?? "")")
    }

    @Test("An @Observable class's _name is the storage of its property name, as the macro makes it")
    func observableStorage() throws {
        let source = """
        enum Icon { case primary, dark }
        @Observable class IconModel {
            private(set) var selected: Icon
            init(dark: Bool) {
                if dark { self._selected = .dark } else { self._selected = .primary }
            }
            func pick(_ icon: Icon) { selected = icon }
        }
        func main() -> Any {
            let model = IconModel(dark: true)
            let first = model.selected
            model.pick(.primary)
            return (first, model.selected, model._selected)
        }
        """
        let result = try run(source)
        #expect(result == "(dark, primary, primary)", "\(result)")
    }
}
