/// The part of Kotlin a Compose screen is made of, as the parser reads it: calls with their
/// arguments and trailing lambdas, dotted chains, names, literals, lambdas with statements,
/// `if`/`when` branches, and the declarations around them. Anything else is kept as `other` with
/// its parts, so nothing a checkbox may hide in is lost.
indirect enum KotlinExpression {
    /// `checked`, `Modifier`, `true`, `null`, `this`: a simple name (keywords included).
    case name(String, token: Int)
    /// A string literal: its value when it holds no template, else nil (the source range shows it).
    case string(String?, token: Int)
    /// A number or character literal.
    case literal(token: Int)
    /// `base.member` (and `base?.member`).
    case member(KotlinExpression, String, token: Int)
    /// `callee(arguments) { trailing }`.
    case call(KotlinCall)
    case lambda(KotlinLambda)
    /// `if (…) a else b`, `when (…) { … -> a; else -> b }`: the condition and the branches.
    case conditional(condition: [KotlinExpression], branches: [KotlinExpression], token: Int)
    /// Operators, parentheses, `object : …`, loops: the parts, in order.
    case other([KotlinExpression], token: Int)
    /// Something the parser skipped (too deep, or not an expression).
    case skipped(token: Int)

    /// The token the expression starts at.
    var firstToken: Int {
        switch self {
        case .name(_, let token), .string(_, let token), .literal(let token), .skipped(let token): token
        case .member(let base, _, _): base.firstToken
        case .call(let call): call.callee.firstToken
        case .lambda(let lambda): lambda.token
        case .conditional(_, _, let token), .other(_, let token): token
        }
    }
}

/// An argument of a call: `label = value` or a positional `value`.
struct KotlinArgument {
    var label: String?
    var value: KotlinExpression
}

struct KotlinCall {
    var callee: KotlinExpression
    var arguments: [KotlinArgument]
    /// The trailing lambda, `Row { … }`.
    var trailingLambda: KotlinLambda?
    /// The token of the callee's last name (`Checkbox` in `material3.Checkbox(…)`): where the call is reported.
    var nameToken: Int
    var endToken: Int

    /// The name called: the last name of the callee (`Checkbox`, `toggleable`).
    var name: String? {
        switch callee {
        case .name(let name, _): name
        case .member(_, let name, _): name
        default: nil
        }
    }

    func argument(_ label: String) -> KotlinExpression? {
        arguments.first { $0.label == label }?.value
    }

    /// The positional argument at `position` (labelled arguments not counted).
    func positional(_ position: Int) -> KotlinExpression? {
        let unlabelled = arguments.filter { $0.label == nil }
        return position < unlabelled.count ? unlabelled[position].value : nil
    }

    /// The argument `label`, else the positional one at `position` (Kotlin lets both name the same
    /// parameter).
    func argument(_ label: String, at position: Int) -> KotlinExpression? {
        argument(label) ?? positional(position)
    }
}

struct KotlinLambda {
    var statements: [KotlinStatement]
    var token: Int
    var endToken: Int
}

enum KotlinStatement {
    case expression(KotlinExpression)
    /// `val x = …`, `var checked by remember { mutableStateOf(false) }`.
    case property(KotlinProperty)
    case function(KotlinFunction)
    /// `class`, `object`, `interface`: their members.
    case type(name: String, members: [KotlinStatement], token: Int)
    /// `x = value`, `x += value`.
    case assignment(target: KotlinExpression, value: KotlinExpression, token: Int)
}

struct KotlinProperty {
    var name: String
    var value: KotlinExpression?
    /// Whether the value is a delegate (`by remember { … }`).
    var isDelegated: Bool
    var token: Int
}

struct KotlinFunction {
    var name: String
    /// Annotation names without the `@` and arguments: `Composable`, `Preview`.
    var annotations: [String]
    /// The body, or nil for an abstract declaration; an expression body is one statement.
    var body: [KotlinStatement]?
    /// The first token of the declaration (its first annotation or modifier), for suppressions.
    var firstToken: Int
    var nameToken: Int
    /// The token after the declaration.
    var endToken: Int
}
