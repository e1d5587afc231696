import Foundation
import Observation

/// The Profile screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
@Observable
final class ProfileViewModel {

    // MARK: - Properties & Dependencies

    private let accounts: AccountService

    // MARK: - Lifecycle

    init(accounts: AccountService, responder: Responder<ResponderAction>) {
        self.accounts = accounts
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case saved
        case signedOut
        case pickAvatar
        case reportProblem
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case updateName(name: String)
        case updateBio(String)
        case toggleEditing
        case changeAvatar(URL)
        case save
        case signOut
        case pickAvatar
        case follow(userID: Int)
    }

    func send(_ action: Action) {
        switch action {
        case .updateName(let nameValue):
            name = nameValue
        case .updateBio(let value):
            bio = value
        case .toggleEditing:
            isEditing.toggle()
        case .changeAvatar(let value):
            avatarURL = value
        case .save:
            responder.send(.saved)
        case .signOut:
            responder.send(.signedOut)
        case .pickAvatar:
            responder.send(.pickAvatar)
        case .follow:
            // TODO: handle .follow
            break
        }
    }

    // MARK: - Output

    private(set) var name: String = ""
    private(set) var bio: String = ""
    private(set) var isEditing: Bool = false
    private(set) var avatarURL: URL? = nil
    private(set) var followers: Int = 0
}
