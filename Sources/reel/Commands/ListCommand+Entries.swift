import ArgumentParser
import MovieCatalog

extension ListCommand {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a movie at the end of a list (one already on it keeps its place).")
        @Argument(help: "The list's name (any case).") var name: String
        @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
        @Option(help: "A note on the entry.") var note: String?
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the list as JSON.") var json = false

        mutating func run() throws {
            let (name, id, note) = (name, id, note)
            try ListCommand.change(catalog, json: json) { lists, session in
                let list = try ListCommand.named(name, in: lists)
                try lists.add(movieID: try id.movieID(in: session), toList: list.id, note: note)
                return try ListCommand.named(name, in: lists)
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Take a movie off a list.")
        @Argument(help: "The list's name (any case).") var name: String
        @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the list as JSON.") var json = false

        mutating func run() throws {
            let (name, id) = (name, id)
            try ListCommand.change(catalog, json: json) { lists, session in
                let list = try ListCommand.named(name, in: lists)
                guard try lists.remove(movieID: try id.movieID(in: session), fromList: list.id) else {
                    throw CatalogError(.notFound, "movie \(id) is not on the list \"\(list.name)\"")
                }
                return try ListCommand.named(name, in: lists)
            }
        }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move", abstract: "Move a movie of a list to another place (1 is the top).")
        @Argument(help: "The list's name (any case).") var name: String
        @Argument(help: MovieArgument.help, transform: MovieArgument.parse) var id: MovieArgument
        @Argument(help: "The new place, from 1.") var position: Int
        @OptionGroup var catalog: CatalogOptions
        @Flag(help: "Print the list as JSON.") var json = false

        mutating func validate() throws {
            guard position >= 1 else { throw ValidationError("the place must be 1 or more, not \(position)") }
        }

        mutating func run() throws {
            let (name, id, position) = (name, id, position)
            try ListCommand.change(catalog, json: json) { lists, session in
                let list = try ListCommand.named(name, in: lists)
                try lists.move(movieID: try id.movieID(in: session), inList: list.id, to: position)
                return try ListCommand.named(name, in: lists)
            }
        }
    }
}
