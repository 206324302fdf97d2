import Benchmark

// Benchmarks for this suite are not written yet.
let benchmarks: @Sendable () -> Void = {}
