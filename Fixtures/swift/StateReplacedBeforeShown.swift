import SwiftUI

// Round ten, pattern 2: a `@State` whose literal initial value the view replaces before the
// screen shows it is known only at run time (`{sendNotif}`), not the literal (`off`).

// Replaced in `init` through its storage.
struct DailyReminder: View {
    @State private var sendNotif = false

    init(settings: ReminderSettings) {
        _sendNotif = State(initialValue: settings.dailyReminderEnabled)
    }

    var body: some View {
        List {
            Toggle("Notification", isOn: $sendNotif)
        }
    }
}

// Replaced in `init` under `if let`, with `wrappedValue:`.
struct PinForm: View {
    @State private var pinned: Bool = false

    init(list: PinnedList? = nil) {
        if let list {
            self._pinned = State(wrappedValue: list.pinned)
        }
    }

    var body: some View {
        Form {
            Toggle("Pin this list", isOn: $pinned)
        }
    }
}

// Assigned from the item by a method that `.onAppear` calls.
struct FavouriteForm: View {
    @State private var favorite: Bool = false
    let item: FormItem?

    private func loadItemProperties() {
        guard let item else { return }
        favorite = item.favorite
    }

    var body: some View {
        Form {
            Toggle("Favourite", isOn: $favorite)
        }
        .onAppear {
            loadItemProperties()
        }
    }
}

// Assigned in a `.task` closure.
struct SyncForm: View {
    @State private var syncOn = true
    let store: SyncStore

    var body: some View {
        Form {
            Toggle("Sync", isOn: $syncOn)
        }
        .task {
            syncOn = await store.isSyncOn()
        }
    }
}

// Not replaced: set only by a button's action, after the screen is shown, or only to a
// literal on appear. Both keep the literal they start with.
struct ResetForm: View {
    @State private var muted = false
    @State private var shuffle = true
    let defaults: PlayerDefaults

    var body: some View {
        Form {
            Toggle("Mute", isOn: $muted)
            Toggle("Shuffle", isOn: $shuffle)
            Button("Reset") {
                muted = defaults.muted
            }
        }
        .onAppear {
            shuffle = true
        }
    }
}

// Loaded by a method of an extension of the type, which `.onAppear` calls.
struct ProductForm: View {
    @State private var addToFavourites = false
    let product: Product

    var body: some View {
        Form {
            Toggle("Add to favourites", isOn: $addToFavourites)
        }
        .onAppear(perform: loadProduct)
    }
}

extension ProductForm {
    func loadProduct() {
        addToFavourites = product.favorite
    }
}
