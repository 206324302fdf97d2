import ArgumentParser
import MovieCatalog

/// `reel list ls|show|create|add|remove|move`: the user's lists, ranked or not, and smart lists.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Keep lists of movies, ranked or not, or smart (a saved query), each with its progress.",
        subcommands: [Ls.self, Show.self, Create.self, Add.self, Remove.self, Move.self],
        defaultSubcommand: Ls.self
    )

    struct Ls: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ls", abstract: "List your lists with their progress.")
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the lists as a JSON array.") var json = false

        mutating func run() throws {
            try reportingErrors {
                let lists = try ListCommand.repository(try CatalogSession(options: catalog)).lists()
                if json {
                    try? JSONOutput.print(lists.map { JSONOutput.ListJSON($0) })
                } else {
                    Terminal.standardOutput.write(LibraryText.lists(lists, width: Terminal.standardOutput.width))
                }
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show a list: its progress and its movies in order.")
        @Argument(help: "The list's name (any case).") var name: String
        @Option(help: "The number of entries to show.") var limit = 1_000
        @Option(help: "The number of entries to skip.") var offset = 0
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the list and its entries as JSON.") var json = false

        mutating func run() throws {
            try reportingErrors {
                let lists = try ListCommand.repository(try CatalogSession(options: catalog))
                let list = try ListCommand.named(name, in: lists)
                let entries = try lists.entries(listID: list.id, offset: offset, limit: limit)
                if json {
                    try? JSONOutput.print(JSONOutput.ListJSON(list, entries: entries))
                } else {
                    Terminal.standardOutput.write(
                        LibraryText.list(list, entries: entries, width: Terminal.standardOutput.width))
                }
            }
        }
    }

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create", abstract: "Make a list, or a smart list of a field query's movies.")
        @Argument(help: "The list's name.") var name: String
        @Option(help: "What the list is about.") var description: String?
        @Flag(help: "The order is a ranking.") var ranked = false
        @Option(
            help: ArgumentHelp(
                "A field query whose movies the list holds (director:kubrick sort:year).", valueName: "query"))
        var smart: String?
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the list as JSON.") var json = false

        mutating func run() throws {
            let details = ListDetails(name: name, description: description, isRanked: ranked, smartQuery: smart)
            try ListCommand.change(catalog, json: json) { lists in try lists.create(details) }
        }
    }

    /// The lists of the session's app container.
    static func repository(_ session: CatalogSession) throws -> any ListRepository {
        try session.container.resolve((any ListRepository).self)
    }

    /// The list named `name`, ignoring case.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` naming the list.
    static func named(_ name: String, in lists: any ListRepository) throws -> MovieList {
        guard let list = try lists.list(named: name) else {
            throw CatalogError(.notFound, "no list is named \"\(name)\"; see your lists with `reel list ls`")
        }
        return list
    }

    /// Opens the catalog, applies `change` to the lists, and prints the list it returns.
    static func change(
        _ options: CatalogOptions, json: Bool, _ change: (any ListRepository, CatalogSession) throws -> MovieList
    ) throws {
        try reportingErrors {
            let session = try CatalogSession(options: options)
            let lists = try repository(session)
            let list = try change(lists, session)
            if json {
                try? JSONOutput.print(JSONOutput.ListJSON(list))
            } else {
                Terminal.standardOutput.write(LibraryText.lists([list], width: Terminal.standardOutput.width))
            }
        }
    }

    /// ``change(_:json:_:)`` for a change that needs only the lists.
    static func change(
        _ options: CatalogOptions, json: Bool, _ change: (any ListRepository) throws -> MovieList
    ) throws {
        try Self.change(options, json: json) { lists, _ in try change(lists) }
    }
}
