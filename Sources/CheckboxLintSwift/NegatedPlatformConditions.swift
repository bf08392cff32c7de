import CheckboxLintKit
import SwiftSyntax

/// The platform an `#if` clause whose condition negates a platform is compiled for (round twelve,
/// pattern 2): `#if !os(iOS)`, `#if canImport(SwiftUI) && !(os(tvOS) || os(iOS) || os(watchOS))`.
/// The condition is evaluated for each platform it names and for the pair a multi-platform app
/// builds (iOS and macOS), anything else in it (`canImport`, `DEBUG`) unknown: the clause is macOS's
/// when only macOS can satisfy it, iOS's (VoiceOver of iOS's kind: iOS, tvOS, visionOS, watchOS)
/// when only those can. So `!os(iOS)` reads as the `#else` of `#if os(iOS)` does (macOS's), `!os(macOS)`
/// as iOS's, and `!os(watchOS)` or `!os(visionOS)` (both members of the pair left) decide nothing.
enum NegatedPlatformConditions {
    private enum Truth { case yes, no, unknown }

    private static let touch: Set<String> = ["iOS", "tvOS", "visionOS", "watchOS"]

    /// The platform of a clause reached when `condition` holds and each of `failed` (the earlier
    /// clauses of its `#if`) does not; nil when it names no platform or more than one family can
    /// reach it.
    static func platform(of condition: ExprSyntax?, after failed: [ExprSyntax] = []) -> Platform? {
        var named: Set<String> = ["iOS", "macOS"]
        var namesAny = false
        for expression in failed + (condition.map { [$0] } ?? []) {
            for call in osCalls(in: Syntax(expression)) {
                named.insert(call)
                namesAny = true
            }
        }
        guard namesAny else { return nil }
        let reachable = named.filter { os in
            var truth = condition.map { evaluate($0, on: os) } ?? .yes
            for expression in failed { truth = and(truth, not(evaluate(expression, on: os))) }
            return truth != .no
        }
        guard !reachable.isEmpty else { return nil }
        if reachable.allSatisfy({ $0 == "macOS" }) { return .macos }
        if reachable.allSatisfy(touch.contains) { return .ios }
        return nil
    }

    private static func osName(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
              let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return name == "OSX" ? "macOS" : name
    }

    private static func osCalls(in node: Syntax) -> [String] {
        var found: [String] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), let name = osName(call) {
                found.append(name)
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }

    private static func evaluate(_ expression: ExprSyntax, on os: String) -> Truth {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return not(evaluate(prefix.expression, on: os))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return evaluate(inner.expression, on: os)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = osName(call) {
            return name == os ? .yes : .no
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let left = evaluate(infix.leftOperand, on: os), right = evaluate(infix.rightOperand, on: os)
            if op == "&&" { return and(left, right) }
            if op == "||" { return or(left, right) }
            return .unknown
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(Array(sequence.elements), on: os)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true) ? .yes : .no
        }
        return .unknown
    }

    /// An unfolded `a && b || c`: `||` binds loosest, then `&&`.
    private static func evaluate(_ elements: [ExprSyntax], on os: String) -> Truth {
        for op in ["||", "&&"] {
            let indices = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == op }
            guard !indices.isEmpty else { continue }
            var parts: [[ExprSyntax]] = []
            var start = 0
            for index in indices {
                parts.append(Array(elements[start..<index]))
                start = index + 1
            }
            parts.append(Array(elements[start...]))
            let values = parts.map { evaluate($0, on: os) }
            return values.dropFirst().reduce(values[0]) { op == "||" ? or($0, $1) : and($0, $1) }
        }
        guard elements.count == 1, let only = elements.first else { return .unknown }
        return evaluate(only, on: os)
    }

    private static func not(_ value: Truth) -> Truth {
        switch value { case .yes: .no; case .no: .yes; case .unknown: .unknown }
    }

    private static func and(_ a: Truth, _ b: Truth) -> Truth {
        if a == .no || b == .no { return .no }
        return a == .yes && b == .yes ? .yes : .unknown
    }

    private static func or(_ a: Truth, _ b: Truth) -> Truth {
        if a == .yes || b == .yes { return .yes }
        return a == .no && b == .no ? .no : .unknown
    }
}
