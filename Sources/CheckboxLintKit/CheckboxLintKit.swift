// The library product: every stage's module, re-exported, so that `import CheckboxLintKit` (the
// command line, the Swift front end, other packages) sees the whole public API as before the
// stages became targets of their own.
@_exported import CheckboxLintModel
@_exported import CheckboxLintFrontends
@_exported import CheckboxLintRules
@_exported import CheckboxLintEngine
@_exported import CheckboxLintReports
