import CheckboxLintModel
import CheckboxLintFrontends

extension FrontendContext {
    init(configuration: LintConfiguration, stringResources: AndroidStringResources?) {
        self.init(platform: configuration.platform, locale: configuration.locale,
                  knownRuleIDs: ModelReader.knownRuleIDs, stringResources: stringResources)
        platformIsConfigured = configuration.platformIsConfigured
    }
}
