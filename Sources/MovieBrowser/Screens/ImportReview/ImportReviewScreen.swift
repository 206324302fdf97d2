import DIContainer
import TerminalUI

/// The rows of imports waiting for the user (ambiguous or unmatched), each with its candidates:
/// its descriptor (see ``ScreenDescriptor``).
public enum ImportReviewScreen: ScreenDescriptor {
    public static let name = "import_review"
    public static var module: Module { ImportReviewModule.module }
    public static let keymaps: [any KeymapSection.Type] = [ImportReviewAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand(
            [.character("I")], GlobalAction("import_review"),
            "Review the imported rows that wait for you (ambiguous or not found)", hint: "Review"),
        route: .importReview)
    /// Kept on the stack with its selection and scroll.
    public static let session: SessionEncoding<NoArgument>? = SessionEncoding.withoutArgument.keepingList(
        get: { ($0 as? ImportReviewView)?.presenter.list },
        set: { screen, list in (screen as? ImportReviewView)?.presenter.list = list })
    public static let sampleArgument = NoArgument()
    /// The widest the screen is drawn, in columns.
    static let readingWidth = 120

    public static func containerName(for argument: NoArgument) -> String { "Import review" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(ImportReviewView.self)
    }
}

extension Route {
    /// The imported rows waiting for review.
    public static var importReview: Route { Route(ImportReviewScreen.self) }
}

extension ImportReviewAction: KeymapSection {
    public static let section = "import_review"
}

extension Keymaps {
    /// The keys of the import review.
    public var importReview: Keymap<ImportReviewAction> {
        get { self[ImportReviewAction.self] }
        set { self[ImportReviewAction.self] = newValue }
    }
}
