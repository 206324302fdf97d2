import Foundation
import Testing

// DIContainer's unchecked code lives in Sources/DIContainer/UnsafeCore, three files that open with
// the invariants making it safe; the rest of the library is safe Swift. These tests read the
// library's sources and fail when an unsafe construct appears anywhere else, when the core grows
// past three files, or when a site in the core carries no word on why it is safe.

@Suite struct UnsafeCoreTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/DIContainer")
    static let core = "UnsafeCore/"
    /// The constructs the compiler cannot check (comments included: a file that names one is
    /// counted, as `grep -rlE` counts it).
    static var unsafeConstruct: Regex<(Substring, Substring?, Substring?)> {
        #/Unmanaged|Unsafe(Mutable)?(Raw)?Pointer|unowned\(unsafe\)|nonisolated\(unsafe\)|@unchecked Sendable|unsafeBitCast|unsafeDowncast|unsafelyUnwrapped|@exclusivity\(unchecked\)/#
    }

    /// Every file under Sources/DIContainer (sources and documentation), by path relative to it.
    static func files() throws -> [(path: String, text: String)] {
        let root = sources.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var found: [(String, String)] = []
        for case let url as URL in walker where !url.hasDirectoryPath {
            let path = url.standardizedFileURL.path.replacingOccurrences(of: root, with: "")
            found.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test func unsafeConstructsAppearOnlyInTheUnsafeCore() throws {
        let files = try Self.files()
        #expect(files.contains { $0.path == "Container.swift" }, "the sources were not found")
        let offenders = files.filter { !$0.path.hasPrefix(Self.core) && $0.text.contains(Self.unsafeConstruct) }
        let lines = offenders.flatMap { file in
            file.text.split(separator: "\n").enumerated()
                .filter { $0.element.contains(Self.unsafeConstruct) }
                .map { "\(file.path):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
        }
        #expect(lines.isEmpty, "unsafe constructs outside \(Self.core):\n\(lines.joined(separator: "\n"))")
    }

    @Test func theUnsafeCoreIsAtMostThreeFilesThatOpenWithTheirInvariants() throws {
        let core = try Self.files().filter { $0.path.hasPrefix(Self.core) }
        #expect(!core.isEmpty && core.count <= 3, "\(core.map(\.path))")
        for file in core {
            let opening = file.text.split(separator: "\n").prefix(40).joined(separator: "\n")
            #expect(opening.contains("DIContainer's unsafe core"), "\(file.path) does not say what it is")
            #expect(
                opening.contains("invariant") || opening.contains("Invariant"),
                "\(file.path) does not open with its invariants")
        }
    }

    @Test func everyUnsafeSiteInTheCoreSaysWhyItIsSafe() throws {
        // Sites that cast, drop a reference count or vouch for sendability; each needs a comment
        // saying why it is safe ("safe because", "safe by" an invariant, "safe for" a reason given
        // above) on its line or within three lines around it.
        let site =
            #/unowned\(unsafe\)|@unchecked Sendable|unsafeBitCast|unsafeDowncast|takeRetainedValue|passRetained|\.release\(\)|@exclusivity\(unchecked\)/#
        var unexplained: [String] = []
        for file in try Self.files() where file.path.hasPrefix(Self.core) {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.contains(site) {
                let around = lines[max(0, index - 3)...min(lines.count - 1, index + 3)]
                let explained = around.contains { text in
                    guard let comment = text.range(of: "//") else { return false }
                    let lowered = text[comment.upperBound...].lowercased()
                    return ["safe because", "safe by", "safe for"].contains { lowered.contains($0) }
                }
                if !explained { unexplained.append("\(file.path):\(index + 1): \(line)") }
            }
        }
        #expect(unexplained.isEmpty, "sites without a \"safe because\":\n\(unexplained.joined(separator: "\n"))")
    }

    @Test func theCheckFindsAConstructWhereverItIs() {
        // The pattern itself, on lines that must and must not match.
        #expect("let a = Unmanaged.passUnretained(x)".contains(Self.unsafeConstruct))
        #expect("final class A: @unchecked Sendable {}".contains(Self.unsafeConstruct))
        #expect("let p: UnsafeMutableRawPointer".contains(Self.unsafeConstruct))
        #expect("nonisolated(unsafe) var x = 0".contains(Self.unsafeConstruct))
        #expect(!"public struct UncheckedSendable<Value> {".contains(Self.unsafeConstruct))
        #expect(!"unowned let owner: Container".contains(Self.unsafeConstruct))
    }
}
