/// Every rule, sorted by id.
public enum AllRules {
    /// The rule types.
    static let types: [any Rule.Type] = [
        RouterMainActorRule.self,
        RouterStatePrivateSetRule.self,
        ViewModelMainActorRule.self,
        ViewModelOutputPrivateSetRule.self,
        ViewNoStorageRule.self,
        ViewStatePrivateRule.self,
    ]

    /// Every rule's description, sorted by id.
    public static var descriptions: [RuleDescription] {
        types.map { $0.description }.sorted { $0.id < $1.id }
    }
}
