// Must not compile: a Sendable type holding an @Inject property of a non-Sendable service.
import DIContainer

final class Editor {
    var text = ""
}

struct Screen: Sendable {
    @Inject var editor: Editor?
}
