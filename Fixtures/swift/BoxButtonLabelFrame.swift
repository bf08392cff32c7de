import SwiftUI

// Round ten, pattern 6: a box `Button` with no frame of its own is as large as its label. The frame
// on the shape of the label's ZStack makes it 25 × 25 pt; the project's own text view beside it
// (`MontserratText`, declared in another file, given its words) is the box's visible label.
struct Agree: View {
    @EnvironmentObject var vm: RegistrationViewModel

    var body: some View {
        HStack {
            Button {
                vm.tapAgree.toggle()
            } label: {
                ZStack {
                    Image(systemName: vm.tapAgree ? "checkmark" : "")
                    RoundedRectangle(cornerRadius: 0)
                        .stroke(.white, lineWidth: 1)
                        .frame(width: 25, height: 25)
                }
            }
            MontserratText("I agree to the processing of my personal data", size: 12, weight: .medium)
        }
    }
}

// An image-only box with nothing beside it, framed on its image.
struct NewsletterBox: View {
    @State private var isChecked = false

    var body: some View {
        Button {
            isChecked.toggle()
        } label: {
            Image(systemName: isChecked ? "checkmark.square" : "square")
                .resizable()
                .frame(width: 25, height: 25)
        }
    }
}

// Large enough: a 44 pt frame on the ZStack, and a 24 pt frame with 10 pt of padding around it.
struct LargeBox: View {
    @State private var isChecked = false

    var body: some View {
        Button {
            isChecked.toggle()
        } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 4).stroke(.gray)
                Image(systemName: isChecked ? "checkmark" : "")
            }
            .frame(width: 44, height: 44)
        }
    }
}

struct PaddedBox: View {
    @State private var isChecked = false

    var body: some View {
        Button {
            isChecked.toggle()
        } label: {
            Image(systemName: isChecked ? "checkmark.square" : "square")
                .resizable()
                .frame(width: 24, height: 24)
                .padding(10)
        }
    }
}

// A view of the file whose body is one `Text` is a text beside the box, named by its literal; one
// that draws something else (`Badge`) is not.
struct Caption: View {
    let text: String

    var body: some View {
        Text(text).font(.caption)
    }
}

struct Badge: View {
    let title: String

    var body: some View {
        HStack {
            Image(systemName: "star")
            Text(title)
        }
    }
}

struct TermsBox: View {
    @State private var accepted = false

    var body: some View {
        HStack {
            Button {
                accepted.toggle()
            } label: {
                Image(systemName: accepted ? "checkmark.square" : "square")
            }
            Caption("I accept the terms")
        }
    }
}

struct BadgeBox: View {
    @State private var accepted = false

    var body: some View {
        HStack {
            Button {
                accepted.toggle()
            } label: {
                Image(systemName: accepted ? "checkmark.square" : "square")
            }
            Badge("New")
        }
    }
}
