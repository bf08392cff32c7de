import SwiftSyntax

/// A set under a plain title of its own in a stack inside an untitled section (`Section {
/// Toggle("Enable autoscroll", …); VStack { Text("Modes").font(.headline); HStack { Toggle("Keep
/// scrolling after release", …); Spacer(); Picker(…) }; Toggle("Hold to scroll", …) } }`): the
/// stack is the set the user meets and the text its title, not the section, which holds other
/// settings besides (the switch before the stack, a picker in a row). A section with a header
/// titles what it holds and is left to do so; a stack of one checkbox under a text is a row and
/// its caption, no set.
enum StackSetTitle {
    /// Stacks that lay a set out under its title.
    private static let stacks: Set<String> = ["VStack", "LazyVStack"]

    /// The title the view's own stack shows before it, when that stack is nearer than the
    /// untitled section above and holds two checkboxes or more after the title.
    static func title(of view: ViewContext, cache: SwiftContainers.TitleCache,
                      holdsCheckbox: (Syntax) -> Bool) -> SwiftContainers.Title? {
        guard let container = SwiftContainers.setContainer(of: view), let name = container.name, stacks.contains(name),
              let list = container.call.trailingClosure?.statements,
              let title = SwiftContainers.titleBefore(view, cache: cache, holdsCheckbox: holdsCheckbox),
              let titleIndex = list.firstIndex(where: { SwiftSyntaxFacts.contains($0, title.text) }) else { return nil }
        var checkboxes = 0
        for item in list[list.index(after: titleIndex)...] where holdsCheckbox(Syntax(item)) {
            checkboxes += 1
            if checkboxes == 2 { return title }
        }
        return nil
    }
}
