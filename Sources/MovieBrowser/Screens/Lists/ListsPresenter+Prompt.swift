import MovieCatalog
import TerminalUI

/// What the lists screen's prompt asks for.
enum ListsQuestion: Hashable, Sendable {
    /// The name of a new list.
    case name
    /// The smart query of the new list named so (empty for a plain list).
    case query(String)
    /// Whether the new plain list named so is ranked.
    case ranked(String)
    /// A new name for the list.
    case rename(Int64)
    /// A new description for the list.
    case describe(Int64)
    /// Whether to delete the list.
    case delete(Int64)
}

/// The prompt's questions: making a list (its name, then a smart query, then whether it is ranked),
/// renaming, describing and deleting one.
extension ListsPresenter {
    /// Opens `prompt` for `question`.
    func ask(_ question: ListsQuestion, _ prompt: ScreenPrompt) {
        self.question = question
        self.prompt = prompt
    }

    /// Closes the prompt.
    func closePrompt() {
        question = nil
        prompt = nil
    }

    /// A key while the prompt is open: it takes every printable key.
    func answer(_ key: Key) -> KeyOutcome {
        guard var open = prompt, let question else { return .ignored }
        if answerRanked(key) { return .consumed }
        let outcome = open.handle(key)
        prompt = open
        switch outcome {
        case .ignored: return .ignored
        case .editing: break
        case .cancelled:
            closePrompt()
            status = "nothing changed"
        case .submitted(let text): submit(text, for: question)
        case .confirmed: confirm(question)
        }
        return .consumed
    }

    private func submit(_ text: String, for question: ListsQuestion) {
        switch question {
        case .name:
            if let problem = nameProblem(text, except: nil) { return refuse(problem) }
            ask(.query(text), .text("Smart query (empty for a plain list):", placeholder: "director:kubrick sort:year"))
        case .query(let name) where text.isEmpty:
            ask(.ranked(name), .confirm("Is “\(name)” ranked (its order a ranking, shown as numbers)? y/n"))
        case .query(let name):
            do {
                _ = try FieldQuery.parse(text)
            } catch {
                return refuse(error.description)
            }
            make(ListDetails(name: name, smartQuery: text))
        case .rename(let id):
            if let problem = nameProblem(text, except: id) { return refuse(problem) }
            change(id) { $0.name = text }
        case .describe(let id):
            change(id) { $0.description = text.isEmpty ? nil : text }
        case .ranked, .delete:
            break
        }
    }

    /// `y` to a yes-or-no question; `n` answers "no" to whether a list is ranked, and cancels the rest.
    private func confirm(_ question: ListsQuestion) {
        switch question {
        case .ranked(let name): make(ListDetails(name: name, isRanked: true))
        case .delete(let id):
            closePrompt()
            guard let target = lists.first(where: { $0.id == id }) else { return }
            do {
                try interactor.delete(id)
                status = "deleted the list “\(target.name)”"
            } catch {
                status = error.message
            }
            reload()
        default: break
        }
    }

    /// A key for the ranked question: `n` makes a plain, unranked list rather than cancelling.
    func answerRanked(_ key: Key) -> Bool {
        guard case .ranked(let name)? = question, key == .character("n") || key == .character("N") else {
            return false
        }
        make(ListDetails(name: name, isRanked: false))
        return true
    }

    /// Why `name` cannot name a list, or `nil`.
    private func nameProblem(_ name: String, except id: Int64?) -> String? {
        if name.isEmpty { return "a list needs a name" }
        if name.count > ListDetails.maximumNameLength {
            return "a list's name has at most \(ListDetails.maximumNameLength) characters; this one has \(name.count)"
        }
        if lists.contains(where: { $0.id != id && $0.name.lowercased() == name.lowercased() }) {
            return "there is already a list named “\(name)”"
        }
        return nil
    }

    /// Keeps the prompt open with `problem` above it.
    private func refuse(_ problem: String) {
        prompt?.error = problem
    }

    private func make(_ details: ListDetails) {
        closePrompt()
        do {
            let made = try interactor.create(details)
            reload(selecting: made.id)
            let kind = made.isSmart ? "smart list" : made.isRanked ? "ranked list" : "list"
            status = "made the \(kind) “\(made.name)”"
        } catch {
            status = error.message
        }
    }

    private func change(_ id: Int64, _ edit: (inout ListDetails) -> Void) {
        closePrompt()
        guard let target = lists.first(where: { $0.id == id }) else { return }
        do {
            let changed = try interactor.update(target, edit)
            reload(selecting: changed.id)
            status = changed.name == target.name ? "saved “\(changed.name)”" : "renamed it “\(changed.name)”"
        } catch {
            status = error.message
        }
    }
}
