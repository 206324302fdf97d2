import DIContainer
import DIContainerWorkloads

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// DIContainer's benchmark workloads in a plain loop, without the benchmark harness, so that
// `valgrind --tool=callgrind` counts the instructions of the library alone:
//
//     DIContainerInstructions <workload> <iterations>
//
// Scripts/di_instructions.sh runs each workload twice under callgrind (two iteration counts) and
// prints the difference per iteration, which leaves out start-up and set-up. The workloads are
// DIContainerWorkloads', the ones DIContainerBenchmarks measures.

/// Keeps `value` alive until here, so that the optimizer cannot drop the work that made it.
@inline(never)
func sink<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

let workloads: [String: (Container, Int) throws -> Void] = [
    "singleton": { app, iterations in
        for _ in 0..<iterations { sink(try DIContainerWorkload.singleton(app)) }
    },
    "graph": { app, iterations in
        for _ in 0..<iterations { sink(try DIContainerWorkload.graph(app)) }
    },
    "hand-wired": { app, iterations in
        let repository = try DIContainerWorkload.singleton(app)
        for _ in 0..<iterations { sink(DIContainerWorkload.handWired(repository)) }
    },
    "screen": { app, iterations in
        for _ in 0..<iterations { try DIContainerWorkload.screen(app) { sink($0) } }
    },
    "push": { app, iterations in
        for _ in 0..<iterations { try DIContainerWorkload.push(app) { sink($0) } }
    },
    "scoped-push": { app, iterations in
        for _ in 0..<iterations { try DIContainerWorkload.push(app, name: "screen") { sink($0) } }
    },
    // swift-dependencies' equivalents.
    "dependency-read": { _, iterations in
        for _ in 0..<iterations { sink(SwiftDependenciesWorkload.readRepository()) }
    },
    "with-dependencies": { _, iterations in
        for _ in 0..<iterations { SwiftDependenciesWorkload.openScreen { sink($0) } }
    },
]

let arguments = CommandLine.arguments
guard arguments.count == 3, let workload = workloads[arguments[1]], let iterations = Int(arguments[2]) else {
    print("usage: DIContainerInstructions <\(workloads.keys.sorted().joined(separator: "|"))> <iterations>")
    exit(2)
}
let app = DIContainerWorkload.makeApp()
// Warm up: the singleton built, the tables published, the runtime's caches filled.
try workload(app, 10)
try workload(app, iterations)
