public enum CheckboxLintVersion {
    /// Semantic version of checkbox-lint, reported by `--version` and in SARIF.
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/checkbox-lint/checkbox-lint"
}
