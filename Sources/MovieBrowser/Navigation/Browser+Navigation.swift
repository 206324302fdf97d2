/// What the browser does with a navigation a screen asked for, or a global key's opener.
extension Browser {
    /// Pushes, pops or replaces the top screen.
    func perform(_ navigation: Navigation) {
        switch navigation {
        case .push(let route): open(route)
        case .pop: navigator.pop()
        case .replace(let route):
            navigator.pop()
            open(route)
        }
    }

    /// Opens `route`, unless it is already on top.
    func open(_ route: Route) {
        guard navigator.routes.last != route else { return }
        do {
            try navigator.push(route)
        } catch {
            message = "cannot open \(route.containerName): \(error.description)"
        }
    }

    /// Opens an overlay, or closes it when it is on top.
    func toggle(_ route: Route) {
        if navigator.routes.last == route {
            navigator.pop()
        } else {
            open(route)
        }
    }
}
