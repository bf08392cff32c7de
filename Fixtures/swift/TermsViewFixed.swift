// The tutorial's TermsView with its checkbox made accessible: the whole row is one Button
// (one element, the label tappable) with the toggle trait, so VoiceOver says the role and state.
import SwiftUI

struct TermsView: View {
    @ObservedObject private var viewModel: TermsViewModel

    init(viewModel: TermsViewModel) {
        self.viewModel = viewModel
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Please carefully read and agree to the Terms and Conditions before proceeding")
            Divider()

            ForEach($viewModel.termsConditions) { $term in
                CheckboxView(isChecked: $term.isChecked, label: term.label)
            }
        }
        .padding()
    }

    struct CheckboxView: View {
        @Binding var isChecked: Bool
        let label: String
        var body: some View {
            Button {
                isChecked.toggle()
            } label: {
                HStack(alignment: .center) {
                    Text(label)
                    Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                }
            }
            .accessibilityAddTraits(.isToggle)
        }
    }
}
