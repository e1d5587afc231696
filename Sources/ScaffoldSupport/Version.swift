/// scaffold's version, as `scaffold --version` prints it and reports name it.
public enum ScaffoldVersion {
    /// The version of this build.
    public static let current = "0.1.0"
}
