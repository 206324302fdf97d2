import DIContainer

/// DIContainer's root container, built by a package that depends on nothing else of reel.
public func makeContainer() -> Container {
    Container()
}
