import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Every rule, sorted by type name.
public enum AllRules {
    /// The rule types.
    static let types: [any Rule.Type] = [
        ConstructionMissingArgumentRule.self,
        FakeFollowsProtocolRule.self,
        PendingTestRule.self,
        RouterMainActorRule.self,
        RouterStatePrivateSetRule.self,
        UntestedActionRule.self,
        UntestedResponderActionRule.self,
        UntestedRouteRule.self,
        ViewChildViewModelRule.self,
        ViewModelActionSingleChangeRule.self,
        ViewModelInjectedDependenciesRule.self,
        ViewModelMainActorRule.self,
        ViewModelMemberPlacementRule.self,
        ViewModelOutputPrivateSetRule.self,
        ViewModelResponderPrivateRule.self,
        ViewModelResponderTypeRule.self,
        ViewModelSectionOrderRule.self,
        ViewModelSendOnlyInputRule.self,
        ViewModelTypesBeforeUseRule.self,
        ViewNoStorageRule.self,
        ViewSectionOrderRule.self,
        ViewSendOnlyRule.self,
        ViewSingleViewModelRule.self,
        ViewStatePrivateRule.self,
    ]

    /// The catalog: every rule's description, and the linter's own warning about disable
    /// comments, sorted by id. `scaffold rules`, `scaffold explain`, the config's rule keys,
    /// `--print-config`, SARIF's rule list and the README's table all come from it.
    public static let descriptions: [RuleDescription] =
        (types.map { $0.description } + [UnusedDisableComment.description]).sorted { $0.id < $1.id }

    /// Every rule id of the catalog.
    public static let ids: [String] = descriptions.map(\.name)
}
