import SwiftUI

// A Toggle's label built by a helper that calls another helper (round twelve's left-over): on an
// iPad the label is `labelForIPad()`, which wraps `Self.label()` in a `Group { switch … }`, one case
// showing it in a `LabeledContent` whose content VoiceOver does not read. Every path shows the
// same literal, so the Toggle is named "Random mode", not `{label}`.
struct RandomModeToggle: View {
    @Binding var randomMode: Bool
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    var body: some View {
        Toggle(isOn: $randomMode) {
#if os(iOS)
            if UIDevice.current.userInterfaceIdiom == .pad {
                self.labelForIPad()
            } else {
                Self.label()
            }
#else
            Self.label()
#endif
        }
    }
}

private extension RandomModeToggle {
    static func label() -> some View {
        Label("Random mode", systemImage: "shuffle")
    }

    // Its `#else` (EmptyView) is never compiled with the `#if os(iOS)` call above.
    func labelForIPad() -> some View {
#if os(iOS)
        Group {
            switch horizontalSizeClass {
            case .compact:
                Self.label()
            default:
                LabeledContent {
                    Text("Per 5 minutes")
                        .font(.caption)
                        .accessibilityLabel(Text(verbatim: ""))
                } label: {
                    Self.label()
                }
            }
        }
#else
        EmptyView()
#endif
    }
}

// Not followed: the iPad helper's content is read ("Per 5 minutes" after the label), so the
// paths do not show the same words and the label stays `{label}`.
struct ShuffleToggle: View {
    @Binding var shuffle: Bool
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    var body: some View {
        Toggle(isOn: $shuffle) {
#if os(iOS)
            if UIDevice.current.userInterfaceIdiom == .pad {
                self.labelForIPad()
            } else {
                Self.label()
            }
#else
            Self.label()
#endif
        }
    }

    static func label() -> some View {
        Label("Shuffle", systemImage: "shuffle")
    }

    func labelForIPad() -> some View {
        Group {
            switch horizontalSizeClass {
            case .compact:
                Self.label()
            default:
                LabeledContent {
                    Text("Per 5 minutes")
                } label: {
                    Self.label()
                }
            }
        }
    }
}
