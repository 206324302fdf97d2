// Must not compile: one instance of a non-Sendable class shared by every thread that resolves it.
import DIContainer

final class Editor {
    var text = ""
}

func register(in container: Container) {
    container.register(Editor.self, scope: .singleton) { _ in Editor() }
}
