// Must not compile: the cached non-Sendable instance behind an @Inject, handed to another task and
// mutated on both sides.
import DIContainer

final class Editor {
    var text = ""
}

final class Host {
    @Inject var editor: Editor?
}

func race(_ host: Host) throws {
    let storage = host.$editor
    let elsewhere: @Sendable () throws -> Void = { try storage.resolve().text = "there" }
    Task.detached { try elsewhere() }
    try storage.resolve().text = "here"
}
