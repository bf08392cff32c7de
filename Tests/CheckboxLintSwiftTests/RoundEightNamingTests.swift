#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Round eight's naming and structure patterns (docs/review/swiftui-unseen.md, "Holdout, round
/// eight", patterns 5, 6, 7, 9, 10): the group titles the preview goldens do not list, each at
/// its exact place, with the twin where there is none.
@Suite struct RoundEightNamingTests {
    @Test func aListOfTogglesInButtonsIsTitledAsTheListWithoutThem() throws {
        #expect(try SwiftSupport.groupTitles("swift/ToggleInAButtonList.swift") == [
            // The Toggles held by the Buttons: the same title as the plain list's.
            "swift/ToggleInAButtonList.swift:13:13: Notion Pages, Heading",
            "swift/ToggleInAButtonList.swift:30:13: Notion Pages, Heading",
            // The Toggle beside a Button (not in its label) is no set: no title.
        ])
    }

    @Test func aMacOSSetIsTitledByTheMemberShownBeforeIt() throws {
        #expect(try SwiftSupport.groupTitles("swift/MemberTitleBeforeSet.swift") == [
            // `header`'s text, marked a heading, titles the set below it; `topRow`'s plain text is
            // named by group-header-missing instead (the golden report), and `general` holds a
            // set of its own: no title.
            "swift/MemberTitleBeforeSet.swift:54:13: Hidden Apps",
        ])
    }
}
#endif
