import Foundation
import Observation

/// An @Observable view model with its sections out of order.
@MainActor
@Observable
final class AccountViewModel {
    // MARK: - Output
    private(set) var name = ""
    var email = "" // expect: vm_output_private_set
    @ObservationIgnored var cache: [String: String] = [:]
    deinit {} // expect: vm_member_placement

    // MARK: - Input // expect: vm_section_order
    enum Action {
        case rename(String)
        case signOut
    }

    func send(_ action: Action) {
        switch action {
        case .rename(let name): self.name = name
        case .signOut: responder.send(.signedOut)
        }
    }

    // MARK: - Lifecycle // expect: vm_section_order
    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    // MARK: - Responder // expect: vm_section_order
    let responder: Responder<ResponderAction> // expect: vm_responder_private
    enum ResponderAction { // expect: vm_types_before_use
        case signedOut
        case deleted // expect: untested_responder_action
    }
}
