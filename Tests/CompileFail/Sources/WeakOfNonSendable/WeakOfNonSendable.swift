// Must not compile: a weak (shared while held) non-Sendable class, with a runtime argument.
import DIContainer

final class Editor {
    var text: String
    init(text: String) { self.text = text }
}

func register(in container: Container) {
    container.register(Editor.self, scope: .weak) { (_, text: String) in Editor(text: text) }
}
