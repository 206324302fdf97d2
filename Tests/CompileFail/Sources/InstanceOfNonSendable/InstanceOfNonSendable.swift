// Must not compile: an instance is shared by every resolution, so it must be Sendable.
import DIContainer

final class Editor {
    var text = ""
}

func register(in container: Container) {
    container.register(instance: Editor())
}
