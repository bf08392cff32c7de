import SwiftUI

// `.hidden()` keeps a text's place in the layout; VoiceOver does not read it.
struct AlarmSwitch: View {
    @State private var on = false
    var body: some View {
        Toggle(isOn: $on) {
            HStack {
                Text("Morning").hidden()
                Text("Alarm")
            }
        }
    }
}

// Hidden in one branch only: which is read is known at run time.
struct HourSwitch: View {
    let hour: Int
    @Binding var isOn: Bool
    var body: some View {
        Toggle(isOn: $isOn) {
            HStack {
                if hour == 1 {
                    Text("AM")
                } else {
                    Text("AM").hidden()
                }
                Text("\(hour):00")
            }
        }
    }
}

// Every text hidden: the switch has no name.
struct Silent: View {
    @State private var on = false
    var body: some View {
        Toggle(isOn: $on) {
            HStack {
                Text("Wake").hidden()
                Text("up").hidden()
            }
        }
    }
}

// Near miss: both texts read.
struct BothRead: View {
    @State private var on = false
    var body: some View {
        Toggle(isOn: $on) {
            HStack {
                Text("Morning")
                Text("Alarm")
            }
        }
    }
}
