// Must not compile: a singleton under an InjectionKey whose value is not Sendable.
import DIContainer

final class Editor {
    var text = ""
}

struct EditorKey: InjectionKey {
    typealias Value = Editor
}

func register(in container: Container) {
    container.register(EditorKey.self, scope: .singleton) { _ in Editor() }
}
