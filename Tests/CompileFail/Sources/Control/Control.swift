// Must compile: every allowed form, next to the refused ones in the other targets.
import DIContainer

/// Not Sendable: mutable state, no lock.
final class Editor {
    var text = ""
}

/// Sendable: immutable.
final class Catalog: Sendable {
    let count = 58_788
}

/// Sendable because it is isolated to the main actor.
@MainActor
final class Screen {
    var title = ""
}

struct EditorKey: InjectionKey {
    typealias Value = Editor
}

struct CatalogKey: InjectionKey {
    typealias Value = Catalog
}

/// A Sendable type may hold @Inject properties of Sendable services.
struct Search: Sendable {
    @Inject var catalog: Catalog?
}

/// A type that is not Sendable may inject a non-Sendable service.
final class EditorHost {
    @Inject var editor: Editor?
}

func register(in container: Container, editor: Editor) {
    // Shared lifetimes of Sendable services, and of a main-actor class.
    container.register(Catalog.self, scope: .singleton) { _ in Catalog() }
    container.register(Catalog.self, name: "scoped", scope: .scoped) { _ in Catalog() }
    container.register(Catalog.self, name: "weak", scope: .weak) { (_, count: Int) in Catalog() }
    container.register(Screen.self, scope: .scoped) { _ in MainActor.assumeIsolated { Screen() } }
    container.register(instance: Catalog(), name: "instance")
    container.register(CatalogKey.self, scope: .singleton) { _ in Catalog() }
    // Transient takes anything: each resolution builds its own.
    container.register(Editor.self) { _ in Editor() }
    container.register(Editor.self, name: "argument") { (_, text: String) in Editor() }
    container.register(EditorKey.self) { _ in Editor() }
    container.install {
        Register(Editor.self, name: "module") { _ in Editor() }
        Register(Catalog.self, name: "module", scope: .singleton) { _ in Catalog() }
    }
    // The opt-out, for an instance the caller vouches for.
    container.register(instance: UncheckedSendable(editor))
    container.register(UncheckedSendable<Editor>.self, name: "shared", scope: .singleton) { _ in
        UncheckedSendable(Editor())
    }
}
