/// The stable id of every rule (and of the linter's own warning about disable comments):
/// what diagnostics, `.scaffold.yml`, disable comments and baselines spell in snake_case.
/// Code names a rule through this type, never through a string of its id.
public enum RuleID: String, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    /// `construction_missing_argument`.
    case constructionMissingArgument = "construction_missing_argument"
    /// `fake_follows_protocol`.
    case fakeFollowsProtocol = "fake_follows_protocol"
    /// `pending_test`.
    case pendingTest = "pending_test"
    /// `router_main_actor`.
    case routerMainActor = "router_main_actor"
    /// `router_state_private_set`.
    case routerStatePrivateSet = "router_state_private_set"
    /// `untested_action`.
    case untestedAction = "untested_action"
    /// `untested_responder_action`.
    case untestedResponderAction = "untested_responder_action"
    /// `untested_route`.
    case untestedRoute = "untested_route"
    /// `unused_disable_comment`: the linter's warning, configured like a rule.
    case unusedDisableComment = "unused_disable_comment"
    /// `view_child_view_model`.
    case viewChildViewModel = "view_child_view_model"
    /// `view_no_storage`.
    case viewNoStorage = "view_no_storage"
    /// `view_section_order`.
    case viewSectionOrder = "view_section_order"
    /// `view_send_only`.
    case viewSendOnly = "view_send_only"
    /// `view_single_view_model`.
    case viewSingleViewModel = "view_single_view_model"
    /// `view_state_private`.
    case viewStatePrivate = "view_state_private"
    /// `vm_action_single_change`.
    case vmActionSingleChange = "vm_action_single_change"
    /// `vm_injected_dependencies`.
    case vmInjectedDependencies = "vm_injected_dependencies"
    /// `vm_main_actor`.
    case vmMainActor = "vm_main_actor"
    /// `vm_member_placement`.
    case vmMemberPlacement = "vm_member_placement"
    /// `vm_output_private_set`.
    case vmOutputPrivateSet = "vm_output_private_set"
    /// `vm_responder_private`.
    case vmResponderPrivate = "vm_responder_private"
    /// `vm_responder_type`.
    case vmResponderType = "vm_responder_type"
    /// `vm_section_order`.
    case vmSectionOrder = "vm_section_order"
    /// `vm_send_only_input`.
    case vmSendOnlyInput = "vm_send_only_input"
    /// `vm_types_before_use`.
    case vmTypesBeforeUse = "vm_types_before_use"

    /// The `untested_*` rules: a case of a view model's or router's enum that no test reaches.
    public static let untested: Set<RuleID> = [.untestedAction, .untestedResponderAction, .untestedRoute]

    /// The id as diagnostics spell it.
    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
