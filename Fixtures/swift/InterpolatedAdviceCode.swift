import SwiftUI

// label-missing's advice writes a text partly known at run time as the Swift string that says it,
// written from the literal's syntax: braces, parentheses, brackets and string literals inside an
// interpolation are kept as written. A raw or multi-line literal is quoted as its text, as before.

struct Basket {
    func count(of kind: String) -> Int { 0 }
}

// ↓ fires label-missing: `.accessibilityLabel("\(basket.count(of: kind)) items")`, the call's parentheses kept.
struct CallCountRow: View {
    let basket: Basket
    let kind: String
    @State private var chosen = false

    var body: some View {
        HStack {
            Button { chosen.toggle() } label: {
                Image(systemName: chosen ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
            Text("\(basket.count(of: kind)) items")
        }
    }
}

// ↓ fires label-missing: a subscript's string and a default's string inside the interpolation.
struct SubscriptRow: View {
    let labels: [String: String]
    @State private var chosen = false

    var body: some View {
        HStack {
            Button { chosen.toggle() } label: {
                Image(systemName: chosen ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
            Text("\(labels["kind"] ?? "Other") items")
        }
    }
}

// ↓ fires label-missing: a closure's braces inside the interpolation, never read as another interpolation.
struct ClosureRow: View {
    let names: [String]
    @State private var chosen = false

    var body: some View {
        HStack {
            Button { chosen.toggle() } label: {
                Image(systemName: chosen ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
            Text("{\(names.map { $0.uppercased() }.joined())} chosen")
        }
    }
}

// ↓ fires label-missing: a string literal with its own interpolation inside the interpolation.
struct NestedLiteralRow: View {
    let tag: String
    @State private var chosen = false

    var body: some View {
        HStack {
            Button { chosen.toggle() } label: {
                Image(systemName: chosen ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
            Text("Tag \("#\(tag) \"new\"")")
        }
    }
}

// ↓ fires label-missing; near miss of the code: a raw literal is quoted as its text, as before.
struct RawLiteralRow: View {
    let count: Int
    @State private var chosen = false

    var body: some View {
        HStack {
            Button { chosen.toggle() } label: {
                Image(systemName: chosen ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
            Text(#"Keep \#(count) backups"#)
        }
    }
}

// ↓ fires label-missing; near miss of the code: a multi-line literal is quoted as its text, as before.
struct MultiLineLiteralRow: View {
    let count: Int
    @State private var chosen = false

    var body: some View {
        HStack {
            Button { chosen.toggle() } label: {
                Image(systemName: chosen ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
            Text("""
                Keep \(count) copies
                """)
        }
    }
}

// Near miss: the Button is given that very string: no label-missing.
struct TiedCallCountRow: View {
    let basket: Basket
    let kind: String
    @State private var chosen = false

    var body: some View {
        HStack {
            Button { chosen.toggle() } label: {
                Image(systemName: chosen ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
            .accessibilityLabel("\(basket.count(of: kind)) items")
            Text("\(basket.count(of: kind)) items")
        }
    }
}
