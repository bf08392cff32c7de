import CheckboxLintModel

/// A checkbox smaller than the platform's minimum target size: Aetna's "Always maintain 44pt
/// minimum hit area", Apple's 44×44 pt, Android's 48×48 dp, WCAG 2.5.8's 24×24 CSS px.
struct HitAreaTooSmall: Rule {
    static let description = RuleDescription(
        id: .hitAreaTooSmall,
        name: "Checkbox hit area is too small",
        defaultSeverity: .error,
        tags: ["wcag258"],
        options: [RuleOptionDescription(name: "minimum", summary: "the minimum width and height by platform (default ios 44, android 48, web 24, none on macos)")]
    )

    /// macOS has none: a pointer platform, where native checkboxes are 14–18 pt tall.
    static func defaultMinimum(on platform: Platform) -> Double? {
        switch platform {
        case .ios: 44
        case .android: 48
        case .web: 24
        case .macos: nil
        }
    }

    /// The minimums the configuration sets; the other platforms keep their default.
    let configured: [Platform: Double]

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
        configured = try options.platformNumbers("minimum") ?? [:]
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        // watchOS code (a SwiftUI file or Xcode target the front end reads as the watch's): no
        // minimum is set for it, and iOS's 44 pt is not the watch's (`PlatformProfile.appliesTapTargetMinimum`).
        guard document.profile.appliesTapTargetMinimum else { return }
        let platform = document.platform
        let documentMinimum = minimumAndAdvice(on: platform)
        // SPEC §4.1: a control that is not a tap target of its own (judged by its row) or that the
        // system draws at a fixed size is the front end's to say (`hasOwnTapTarget`).
        for stop in document.tree.checkboxes where stop.hasOwnTapTarget && !stop.isJudgedByRow {
            // A checkbox of an `#if os(…)` branch for another platform (Swift) is judged by its own.
            let own = stop.element.platform.flatMap { $0 == platform ? nil : $0 }
            guard let limits = own.map(minimumAndAdvice(on:)) ?? documentMinimum else { continue }
            let (minimum, unit, advice) = (limits.minimum, limits.unit, limits.advice)
            // A size the file cannot decide, where the front end saw what sets it and nothing says
            // the target is larger: not measured, but worth a look (axe-core's "incomplete"), at
            // the place that sets it.
            // A size known roughly (a symbol of a literal font size): decided when the whole range
            // is on one side of the minimum, else worth a look.
            if stop.width == nil, stop.height == nil, let estimate = stop.element.sizeEstimate {
                let least = LengthFormat.number(minimum)
                if estimate.most < minimum {
                    context.report(stop.element, at: estimate.location, "Checkbox \(composed: document.profile.messageName(of: stop)) is about \(composed: LengthFormat.number(estimate.least)) \(composed: unit) (\(composed: estimate.source))\(composed: advice)")
                } else if estimate.least < minimum {
                    context.report(stop.element, at: estimate.location, "Checkbox \(composed: document.profile.messageName(of: stop)): its tap target is about \(composed: LengthFormat.number(estimate.least))–\(composed: LengthFormat.number(estimate.most)) \(composed: unit) (\(composed: estimate.source)), which this file does not decide; review that it is at least \(composed: least)×\(composed: least) \(composed: unit), the minimum hit area on \(composed: (own ?? platform).rawValue)", severity: .note)
                }
                continue
            }
            if stop.width == nil, stop.height == nil, let review = stop.element.sizeToReview {
                let least = LengthFormat.number(minimum)
                context.report(stop.element, at: review.location, "Checkbox \(composed: document.profile.messageName(of: stop)): its tap target's size is set by \(composed: review.source), which this file does not decide; review that it is at least \(composed: least)×\(composed: least) \(composed: unit), the minimum hit area on \(composed: (own ?? platform).rawValue)", severity: .note)
                continue
            }
            // An unknown dimension is not small: only what is given is checked.
            let narrow = stop.width.map { $0 < minimum } ?? false
            let short = stop.height.map { $0 < minimum } ?? false
            guard narrow || short else { continue }
            let size: String
            switch (stop.width, stop.height) {
            case let (width?, height?): size = "is \(LengthFormat.number(width))×\(LengthFormat.number(height)) \(unit)"
            case let (width?, nil): size = "is \(LengthFormat.number(width)) \(unit) wide"
            case let (nil, height?): size = "is \(LengthFormat.number(height)) \(unit) tall"
            case (nil, nil): continue
            }
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) \(composed: size)\(composed: advice)")
        }
    }

    /// The minimum on `platform`, its unit, and the end of every message (made once, not piece
    /// by piece per checkbox); nil where no minimum applies.
    private func minimumAndAdvice(on platform: Platform) -> Limits? {
        guard let minimum = configured[platform] ?? Self.defaultMinimum(on: platform), minimum > 0 else { return nil }
        let unit = platform.unitSuffix
        let least = LengthFormat.number(minimum)
        return Limits(minimum: minimum, unit: unit,
                      advice: ", below the \(least) \(unit) minimum hit area on \(platform.rawValue); make it at least \(least)×\(least) \(unit)")
    }

    /// A platform's minimum, its unit and its messages' end, handed to each checkbox by reference: as
    /// an optional tuple of a number and two strings, the file's was copied for each checkbox (~330
    /// instructions, made and destroyed).
    private final class Limits {
        let minimum: Double
        let unit: String
        let advice: String

        init(minimum: Double, unit: String, advice: String) {
            self.minimum = minimum
            self.unit = unit
            self.advice = advice
        }
    }
}
