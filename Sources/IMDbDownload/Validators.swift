import Foundation

/// An HTTP response's validators: what a later request sends to ask "has it changed?".
struct Validators: Codable, Hashable, Sendable {
    /// The `ETag` header, quotes included (`"abc"`, or weak: `W/"abc"`).
    var etag: String?
    /// The `Last-Modified` header, as sent.
    var lastModified: String?

    /// The validators of a response, or `nil` when it has neither.
    ///
    /// - Parameter headers: The response's headers, by name in lower case.
    init?(headers: [String: String]) {
        etag = headers["etag"]
        lastModified = headers["last-modified"]
        if etag == nil && lastModified == nil { return nil }
    }

    /// What `If-Range` may carry: a strong ETag, else the date (a weak ETag is not allowed there).
    var ifRange: String? {
        if let etag, !etag.hasPrefix("W/") { return etag }
        return lastModified
    }
}

/// The sidecar `<file>.validators`: the validators of the complete file, and those of the response a
/// `.part` file began with (what `If-Range` sends when it resumes).
///
/// It is written after the file it describes: a crash in between leaves validators older than the
/// file, which costs one full download and never keeps a stale file.
struct ValidatorSidecar: Codable, Hashable, Sendable {
    /// The validators of the complete file.
    var complete: Validators?
    /// The validators of the response that began the `.part` file.
    var partial: Validators?

    init(complete: Validators? = nil, partial: Validators? = nil) {
        self.complete = complete
        self.partial = partial
    }

    /// The sidecar at `path`; an absent or unreadable one is empty (the file is then downloaded again).
    static func load(path: String) -> ValidatorSidecar {
        guard let data = FileManager.default.contents(atPath: path),
            let sidecar = try? JSONDecoder().decode(ValidatorSidecar.self, from: data)
        else { return ValidatorSidecar() }
        return sidecar
    }

    /// Writes the sidecar atomically (a new file renamed over the old one).
    func save(path: String) throws(DownloadError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw DownloadError(
                reason: .disk, path: path, message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
