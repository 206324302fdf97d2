import TerminalUI

/// What the keys of the import review do.
public enum ImportReviewAction: String, KeyAction {
    case selectNext = "select_next"
    case selectPrevious = "select_previous"
    case pageDown = "page_down"
    case pageUp = "page_up"
    case first, last
    case nextCandidate = "next_candidate"
    case previousCandidate = "previous_candidate"
    case choose1 = "choose_1"
    case choose2 = "choose_2"
    case choose3 = "choose_3"
    case choose4 = "choose_4"
    case choose5 = "choose_5"
    case choose6 = "choose_6"
    case choose7 = "choose_7"
    case choose8 = "choose_8"
    case choose9 = "choose_9"
    case resolve, skip

    /// The candidate the action chooses, from 0, for the `choose_N` actions.
    public var candidate: Int? {
        let all: [ImportReviewAction] = [
            .choose1, .choose2, .choose3, .choose4, .choose5, .choose6, .choose7, .choose8, .choose9,
        ]
        return all.firstIndex(of: self)
    }

    /// The import review's default bindings.
    public static let standardKeymap = Keymap<ImportReviewAction>(
        "Import review",
        [
            KeyCommand([.enter], .resolve, "Import the row as the chosen candidate", hint: "Import"),
            KeyCommand([.character("s")], .skip, "Skip the row: drop it without importing it", hint: "Skip"),
            KeyCommand(
                [.tab, .character("l"), .right], .nextCandidate, "Choose the next candidate", hint: "Choose",
                hintGroup: [.nextCandidate, .previousCandidate]),
            KeyCommand([.backTab, .character("h"), .left], .previousCandidate, "Choose the previous candidate"),
            KeyCommand(
                [.character("1")], .choose1, "Choose candidate 1", hint: "Pick",
                hintGroup: [.choose1, .choose2, .choose3, .choose4, .choose5, .choose6, .choose7, .choose8, .choose9]),
            KeyCommand([.character("2")], .choose2, "Choose candidate 2"),
            KeyCommand([.character("3")], .choose3, "Choose candidate 3"),
            KeyCommand([.character("4")], .choose4, "Choose candidate 4"),
            KeyCommand([.character("5")], .choose5, "Choose candidate 5"),
            KeyCommand([.character("6")], .choose6, "Choose candidate 6"),
            KeyCommand([.character("7")], .choose7, "Choose candidate 7"),
            KeyCommand([.character("8")], .choose8, "Choose candidate 8"),
            KeyCommand([.character("9")], .choose9, "Choose candidate 9"),
            KeyCommand([.down, .character("j")], .selectNext, "Select the next row"),
            KeyCommand([.up, .character("k")], .selectPrevious, "Select the previous row"),
            KeyCommand([.pageDown, .control("d")], .pageDown, "One page down"),
            KeyCommand([.pageUp, .control("u")], .pageUp, "One page up"),
            KeyCommand([.home, .character("g")], .first, "First row"),
            KeyCommand([.end, .character("G")], .last, "Last row"),
        ])
}
