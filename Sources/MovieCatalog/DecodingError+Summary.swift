extension DecodingError {
    /// A few words on what is wrong and where, for a message a user reads: `"list.selected" is
    /// missing`, `"movieIDs[1]" is not a number`, `"sort" is not valid`.
    ///
    /// The session state's file and each screen's part of it say their errors this way.
    ///
    /// - Parameter whole: What to call the value itself when the error is at its top (`"the file"`).
    /// - Returns: The summary.
    public func summary(whole: String) -> String {
        switch self {
        case .keyNotFound(let key, let context):
            return "\(Self.path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(Self.place(context, whole)) is not \(Self.typeName(type))"
        case .dataCorrupted(let context):
            return "\(Self.place(context, whole)) is not valid"
        @unknown default:
            return "cannot be read (\(self))"
        }
    }

    private static func place(_ context: Context, _ whole: String) -> String {
        context.codingPath.isEmpty ? whole : path(context.codingPath)
    }

    /// `"stack[1].list.selected"`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return "\"\(text)\""
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }
}
