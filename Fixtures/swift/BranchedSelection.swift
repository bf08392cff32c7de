// A hand-made multiple choice whose image reads the selection through a model's helper (which the
// file cannot see into) while its tap branches on that same condition, removing in one branch and
// adding in the other: the tap changes what the image shows, a checkbox. A tap that changes the
// selection in one branch only is no proof of that: no checkbox.
import SwiftUI

struct TagPicker: View {
    @ObservedObject var task: TaskModel
    let tags: [Tag]

    var body: some View {
        List {
            ForEach(tags) { tag in
                HStack {
                    Image(systemName: self.task.allTags(in: tags).contains(tag) ? "checkmark.circle.fill" : "circle")
                    Text(tag.name)
                    Spacer()
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    if task.allTags(in: tags).contains(tag) {
                        self.task.tagIds = self.task.tagIds.filter { $0 != tag.id }
                    } else {
                        self.task.tagIds.append(tag.id)
                    }
                }
            }
        }
    }
}

struct TagAdder: View {
    @ObservedObject var task: TaskModel
    let tags: [Tag]

    var body: some View {
        List {
            ForEach(tags) { tag in
                HStack {
                    Image(systemName: task.allTags(in: tags).contains(tag) ? "checkmark.circle.fill" : "circle")
                    Text(tag.name)
                }
                .onTapGesture {
                    if !task.allTags(in: tags).contains(tag) {
                        task.tagIds.append(tag.id)
                    }
                }
            }
        }
    }
}
