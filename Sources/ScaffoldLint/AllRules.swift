import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Every rule, sorted by type name.
public enum AllRules {
    /// The rule types.
    static let types: [any Rule.Type] = [
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

    /// Every rule's description, sorted by id.
    public static var descriptions: [RuleDescription] {
        types.map { $0.description }.sorted { $0.id < $1.id }
    }
}
