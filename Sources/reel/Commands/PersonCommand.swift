import ArgumentParser
import MovieCatalog

/// `reel person nm0000338`: one person of an IMDb catalog, with their credits in it.
struct PersonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "Show one person by IMDb id (nm0000338) with their movies in the catalog, newest first.",
        discussion: """
            People come with IMDb's datasets (`reel import --imdb`); the shipped CSV has none. Find \
            people with @name in the browser's search box, or their ids in `reel show --json`.
            """)

    @Argument(help: "The person's IMDb id (nm0000338).")
    var id: String

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the person as JSON.")
    var json = false

    mutating func validate() throws {
        guard PersonID(text: id) != nil else {
            throw ValidationError("\"\(id)\" is not an IMDb person id (nm0000338)")
        }
    }

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let people = try session.container.resolve((any PeopleRepository).self)
            guard let personID = PersonID(text: id), let person = try people.person(id: personID) else {
                throw CatalogError(
                    .personNotFound,
                    "no person has id \(id) in this catalog; people come with `reel import --imdb`")
            }
            let filmography = try people.filmography(of: person.id)
            if json {
                try? JSONOutput.print(JSONOutput.PersonJSON(person, filmography: filmography))
            } else {
                Terminal.standardOutput.write(
                    PersonText.detail(person, filmography: filmography, width: Terminal.standardOutput.width))
            }
        }
    }
}
