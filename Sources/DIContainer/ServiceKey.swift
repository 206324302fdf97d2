/// The identity of a registration: the service's type, the types of its runtime arguments, and its name.
///
/// Types are compared by `ObjectIdentifier` of their metatype, never by their printed names.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    @usableFromInline let service: ObjectIdentifier
    @usableFromInline let arguments: ObjectIdentifier
    @usableFromInline let name: ServiceName?
    /// The name's hash code, 0 without a name.
    @usableFromInline let nameCode: UInt

    @inlinable
    init(service: ObjectIdentifier, arguments: ObjectIdentifier, name: ServiceName?) {
        self.service = service
        self.arguments = arguments
        self.name = name
        self.nameCode = name?.code ?? 0
    }

    @inlinable
    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.service == rhs.service && lhs.arguments == rhs.arguments && lhs.nameCode == rhs.nameCode
            && lhs.name == rhs.name
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(service)
        hasher.combine(arguments)
        hasher.combine(nameCode)
    }

    @inlinable
    init<Service>(_ type: Service.Type, name: ServiceName?) {
        self.init(service: ObjectIdentifier(type), arguments: ServiceKey.noArguments, name: name)
    }

    @inlinable
    init<Service, each Argument>(_ type: Service.Type, name: ServiceName?, arguments: (repeat each Argument).Type) {
        self.init(service: ObjectIdentifier(type), arguments: ObjectIdentifier(arguments), name: name)
    }

    /// The key's slot in an open-addressing table of `mask + 1` slots.
    @inlinable
    func slot(mask: Int) -> Int {
        let a = UInt(bitPattern: service)
        let b = UInt(bitPattern: arguments)
        let c = nameCode
        let mixed = (a &* 0x9E37_79B9_7F4A_7C15) ^ (b &* 0xC2B2_AE3D_27D4_EB4F) ^ (c &* 0x1656_67B1_9E37_79F9)
        return Int(truncatingIfNeeded: mixed >> 29) & mask
    }

    /// The identifier of `Void`, the argument list of a registration without runtime arguments.
    @inlinable
    static var noArguments: ObjectIdentifier { ObjectIdentifier(Void.self) }
}

/// Names a type the way a person reads it in an error message: `MovieRepository`, `(Int, String)`.
@usableFromInline
func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}
