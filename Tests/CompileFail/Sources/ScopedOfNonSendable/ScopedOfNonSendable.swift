// Must not compile: a scoped non-Sendable class, written in a module.
import DIContainer

final class Editor {
    var text = ""
}

func editing() -> Module {
    Module("Editing") {
        Register(Editor.self, scope: .scoped) { _ in Editor() }
    }
}
