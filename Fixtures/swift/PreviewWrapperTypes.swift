import SwiftUI

struct Shimmer: ViewModifier {
    var isLoading: Bool
    func body(content: Content) -> some View {
        content.redacted(reason: isLoading ? .placeholder : [])
    }
}

// The app's own screen: read.
struct ArticleSettings: View {
    @State private var showsImages = true
    var body: some View {
        Toggle("Show images", isOn: $showsImages)
    }
}

// A view declared inside `#Preview` for the canvas: no screen of the app.
#Preview("Shimmer") {
    struct PreviewWrapper: View {
        @State private var isLoading = true

        var body: some View {
            VStack {
                Toggle("Loading", isOn: $isLoading)
                Text("Article").modifier(Shimmer(isLoading: isLoading))
            }
        }
    }
    return PreviewWrapper()
}

// The same nested in a `PreviewProvider`.
struct Shimmer_Previews: PreviewProvider {
    struct Wrapper: View {
        @State private var isLoading = false
        var body: some View {
            Toggle("Loading", isOn: $isLoading)
        }
    }
    static var previews: some View { Wrapper() }
}
