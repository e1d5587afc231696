/// Every rule, sorted by type name.
public enum AllRules {
    /// The rule types.
    static let types: [any Rule.Type] = [
        RouterMainActorRule.self,
        RouterStatePrivateSetRule.self,
        ViewChildViewModelRule.self,
        ViewModelInjectedDependenciesRule.self,
        ViewModelMainActorRule.self,
        ViewModelOutputPrivateSetRule.self,
        ViewModelResponderPrivateRule.self,
        ViewModelSendOnlyInputRule.self,
        ViewNoStorageRule.self,
        ViewSendOnlyRule.self,
        ViewSingleViewModelRule.self,
        ViewStatePrivateRule.self,
    ]

    /// Every rule's description, sorted by id.
    public static var descriptions: [RuleDescription] {
        types.map { $0.description }.sorted { $0.id < $1.id }
    }
}
