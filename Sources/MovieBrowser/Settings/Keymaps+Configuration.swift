extension Keymaps {
    /// The standard keymaps with a configuration's key bindings applied, as plain names: the good
    /// bindings when some are wrong (``problems(in:)`` says which).
    ///
    /// - Parameter bindings: The bindings, in the order of the file: a section (`nil` for the
    ///   top-level `[keys]`), an action and key names (`["none"]` unbinds).
    public static func configured(_ bindings: [(section: String?, action: String, keys: [String])]) -> Keymaps {
        standard.checking(bindings.map(KeyOverride.init)).keymaps
    }

    /// What is wrong with a configuration's key bindings, as plain values the settings report with
    /// the binding's line: ``checking(_:)``'s errors, each with the binding's section and action,
    /// its message, and the name to suggest a near one for (an action of the section, or a key).
    ///
    /// - Parameter bindings: The bindings, in the order of the file.
    /// - Returns: One problem per error of ``checking(_:)``, in its order.
    public static func problems(
        in bindings: [(section: String?, action: String, keys: [String])]
    ) -> [(section: String?, action: String, message: String, unknownAction: Bool, unknownKey: String?)] {
        standard.checking(bindings.map(KeyOverride.init)).errors.map { error in
            var unknownAction = false
            if case .unknownAction = error.reason { unknownAction = true }
            var unknownKey: String?
            if case .unknownKey(let name) = error.reason { unknownKey = name }
            return (error.override.screen, error.override.action, error.description, unknownAction, unknownKey)
        }
    }
}

extension KeyOverride {
    /// The override of a binding given as plain names.
    init(_ binding: (section: String?, action: String, keys: [String])) {
        self.init(screen: binding.section, action: binding.action, keys: binding.keys)
    }
}
