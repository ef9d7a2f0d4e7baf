import CGtk

/// One action of the window or the application, declared once in `PlaygroundAction.all`: its
/// name, what it does (which gives its scope and its state), its keys and its row in the
/// shortcuts window. The table makes the GActions (`install`), sets the accelerators
/// (`setAccelerators`) and lists the keys in the shortcuts window (`shortcutGroups`).
struct PlaygroundAction {
    /// Where the action lives: the application (`app.quit`) or each window (`win.open`).
    enum Scope: String {
        case app, win
    }

    /// What activating the action does.
    enum Behaviour {
        /// Runs on the window.
        case run((PlaygroundWindow) -> Void)
        /// A boolean state, shown by toggle buttons and check items: each activation flips it
        /// and hands the new state over.
        case toggle(initial: Bool, (PlaygroundWindow, Bool) -> Void)
        /// A string state chosen by the activation's parameter (`win.variants::devices`),
        /// shown by radio items; the handler sets the state.
        case choice(initial: String, (PlaygroundWindow, String) -> Void)
        /// Runs on the application.
        case application((PlaygroundApplication) -> Void)
        /// No action: a key GTK handles by itself (F10 opens the primary menu), listed in the
        /// shortcuts window.
        case gtk
    }

    /// The shortcuts window's sections, in its order.
    enum Section: String, CaseIterable {
        case files = "Files", editing = "Editing", scene = "The scene", window = "The window"
    }

    let name: String
    let behaviour: Behaviour
    /// Keys that activate the action anywhere in the window (`gtk_application_set_accels_for_action`).
    let accelerators: [String]
    /// Keys that activate it only while the view tree or the canvas has the focus: Delete or
    /// Alt+Up, which a text field needs for itself when it has the focus.
    let focusKeys: [String]
    /// Its row in the shortcuts window, showing its first key. Actions with the same title
    /// share a row, their keys in table order (`Zoom in, out`).
    let shortcut: (section: Section, title: String)?

    init(_ name: String, _ behaviour: Behaviour, keys: [String] = [], focusKeys: [String] = [], shortcut: (Section, String)? = nil) {
        self.name = name
        self.behaviour = behaviour
        accelerators = keys
        self.focusKeys = focusKeys
        self.shortcut = shortcut.map { (section: $0.0, title: $0.1) }
    }

    var scope: Scope {
        if case .application = behaviour { return .app }
        return .win
    }

    /// The name with its scope, as buttons and menus name it (`win.open`).
    var detailedName: String { scope.rawValue + "." + name }
}

extension PlaygroundAction {
    /// The window's actions (`win.`), added to its action map; each handler holds the window
    /// weakly.
    static func install(in window: PlaygroundWindow) {
        for action in all where action.scope == .win {
            guard let made = action.makeAction(window: window, application: nil) else { continue }
            g_action_map_add_action(window.window.opaque, made.opaque)
        }
        // The step keys (Right, Left, Home, End) act only while stepping.
        for name in PlaygroundWindow.stepActionNames {
            if let action = g_action_map_lookup_action(window.window.opaque, name) { g_simple_action_set_enabled(action, 0) }
        }
    }

    /// The application's actions (`app.`), and every action's accelerators.
    static func install(in application: PlaygroundApplication, _ map: GRef<GKind.Application>) {
        for action in all where action.scope == .app {
            guard let made = action.makeAction(window: nil, application: application) else { continue }
            g_action_map_add_action(map.opaque, made.opaque)
        }
        for action in all where !action.accelerators.isEmpty {
            if case .gtk = action.behaviour { continue }
            Gtk.withCStrings(action.accelerators) { gtk_application_set_accels_for_action(map.cast(), action.detailedName, $0) }
        }
    }

    /// The focus keys as (action, key) pairs, for `Gtk.addLocalShortcuts`.
    static var focusShortcuts: [(action: String, trigger: String)] {
        all.flatMap { action in action.focusKeys.map { (action.detailedName, $0) } }
    }

    /// The shortcuts window's rows by section: each row's title and its keys in GTK's
    /// accelerator syntax, separated by spaces.
    static var shortcutGroups: [(title: String, shortcuts: [(title: String, accelerator: String)])] {
        Section.allCases.map { section in
            var rows: [(title: String, accelerator: String)] = []
            for action in all {
                guard let shortcut = action.shortcut, shortcut.section == section,
                      let key = (action.accelerators + action.focusKeys).first else { continue }
                if let index = rows.firstIndex(where: { $0.title == shortcut.title }) {
                    rows[index].accelerator += " " + key
                } else {
                    rows.append((shortcut.title, key))
                }
            }
            return (section.rawValue, rows)
        }
    }

    /// The GAction, nil for a key GTK handles itself. The action map it is added to keeps it.
    private func makeAction(window: PlaygroundWindow?, application: PlaygroundApplication?) -> GRef<GKind.Action>? {
        switch behaviour {
        case .gtk:
            return nil
        case .run(let body):
            let action = GRef<GKind.Action>(adopting: g_simple_action_new(name, nil)!)
            action.onPointer("activate") { [weak window] _ in if let window { body(window) } }
            return action
        case .application(let body):
            let action = GRef<GKind.Action>(adopting: g_simple_action_new(name, nil)!)
            action.onPointer("activate") { [weak application] _ in if let application { body(application) } }
            return action
        case .toggle(let initial, let body):
            let action = GRef<GKind.Action>(adopting: g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))!)
            let borrowed = action.borrowed
            action.onPointer("activate") { [weak window] _ in
                let state = g_action_get_state(borrowed.opaque)!
                let on = g_variant_get_boolean(state) == 0
                g_variant_unref(state)
                g_simple_action_set_state(borrowed.opaque, g_variant_new_boolean(on ? 1 : 0))
                if let window { body(window, on) }
            }
            return action
        case .choice(let initial, let body):
            let type = g_variant_type_new("s")
            defer { g_variant_type_free(type) }
            let action = GRef<GKind.Action>(adopting: g_simple_action_new_stateful(name, type, g_variant_new_string(initial))!)
            action.onPointer("activate") { [weak window] parameter in
                guard let window, let parameter, let chosen = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
                body(window, String(cString: chosen))
            }
            return action
        }
    }
}
