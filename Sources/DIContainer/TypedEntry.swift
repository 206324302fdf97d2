/// A registration with its service and argument types, so that building and verifying need no
/// dynamic casts. Its factory lives in a subclass: ``PlainEntry`` or ``ArgumentEntry``.
@usableFromInline
class TypedEntry<Service, Arguments>: Entry {
    @usableFromInline
    init(name: ServiceName?, scope: Scope, owner: borrowing Container, isPlainFactory: Bool) {
        super.init(
            key: ServiceKey(
                service: ObjectIdentifier(Service.self), arguments: ObjectIdentifier(Arguments.self), name: name),
            scope: scope, owner: owner, isPlainFactory: isPlainFactory, serviceType: Service.self,
            argumentTypes: Arguments.self
        )
    }

    override func forwarder<Other>(as type: Other.Type, in container: Container) -> Entry {
        let target = self
        return ArgumentEntry<Other, Arguments>(name: key.name, scope: .transient, owner: container) {
            resolver, arguments in
            let value: Service = try resolver.resolve(entry: target, arguments)
            guard let other = value as? Other else {
                throw ForwardingMismatch(instance: typeName(Swift.type(of: value as Any)))
            }
            return other
        }
    }

    override func verifyBuild(in container: Container, arguments: VerificationArguments) throws(ResolutionError) {
        guard let values = (() as? Arguments) ?? arguments.sample(for: Arguments.self) else { return }
        if scope == .transient {
            _ = try container.build(self, values, as: Service.self)
        } else {
            _ = try container.resolveShared(self, values, as: Service.self)
        }
    }
}

/// A registration whose factory takes no runtime arguments, stored exactly as the caller wrote it
/// (no wrapping closure, no allocation).
@usableFromInline
final class PlainEntry<Service>: TypedEntry<Service, Void> {
    @usableFromInline let make: @Sendable (Resolver) throws -> Service

    @usableFromInline
    init(
        name: ServiceName?, scope: Scope, owner: borrowing Container,
        make: @escaping @Sendable (Resolver) throws -> Service
    ) {
        self.make = make
        super.init(name: name, scope: scope, owner: owner, isPlainFactory: true)
    }
}

/// A registration whose factory takes runtime arguments.
@usableFromInline
final class ArgumentEntry<Service, Arguments>: TypedEntry<Service, Arguments> {
    @usableFromInline let make: @Sendable (Resolver, Arguments) throws -> Service

    @usableFromInline
    init(
        name: ServiceName?, scope: Scope, owner: borrowing Container,
        make: @escaping @Sendable (Resolver, Arguments) throws -> Service
    ) {
        self.make = make
        super.init(name: name, scope: scope, owner: owner, isPlainFactory: false)
    }
}

/// The instance behind `value` when it is a class instance; `nil` for structs, enums and tuples.
@usableFromInline
func classInstance(_ value: Any) -> AnyObject? {
    guard type(of: value) is AnyClass else { return nil }
    return value as AnyObject
}

/// Thrown by a forwarding factory whose target does not conform to the forwarded type.
struct ForwardingMismatch: Error {
    let instance: String
}
