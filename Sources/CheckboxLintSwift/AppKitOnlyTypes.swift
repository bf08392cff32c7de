import SwiftSyntax

/// A use of a type only AppKit has (`NSWorkspace.shared.open(…)`, `NSApp.terminate(nil)`,
/// `NSImage(named:)`): a file that compiles with one is built for macOS, though it imports only
/// SwiftUI (SwiftUI re-exports AppKit on macOS, and iOS has no such type). Evidence of the file's
/// platform as the macOS-only APIs are (SPEC §10, `PlatformEvidence`).
///
/// A cross-platform file writes these types inside `#if os(macOS)` / `#if canImport(AppKit)`
/// branches (`#if os(macOS) NSImage(…) #else UIImage(…) #endif`): a use inside any `#if` whose
/// clauses ask about the platform is that branch's, not the file's, and is passed. So is a name the
/// file declares itself (`typealias NSImage = UIImage`, the cross-platform shim). Foundation's
/// `NS` types (`NSString`, `NSAttributedString`, `NSLayoutConstraint`, `NSParagraphStyle`) are on
/// both platforms and are not in the list.
enum AppKitOnlyTypes {
    static let names: Set<String> = [
        "NSWorkspace", "NSApplication", "NSApp", "NSApplicationDelegate", "NSApplicationDelegateAdaptor",
        "NSWindow", "NSWindowController", "NSPanel", "NSViewController", "NSView", "NSImage", "NSColor",
        "NSFont", "NSPasteboard", "NSOpenPanel", "NSSavePanel", "NSAlert", "NSEvent", "NSMenu", "NSMenuItem",
        "NSStatusBar", "NSStatusItem", "NSScreen", "NSCursor", "NSSound", "NSButton", "NSTextField",
        "NSTableView", "NSOutlineView", "NSScrollView", "NSPopover", "NSToolbar", "NSTrackingArea",
    ]

    private static let prefix = Array("NS".utf8)

    /// Whether the file uses one of `names` outside any platform-conditional `#if`.
    static func used(in bytes: [UInt8], tree: SourceFileSyntax) -> Bool {
        var start = 0
        while let offset = SwiftConstructs.firstOffset(of: prefix, in: bytes, from: start) {
            var end = offset + prefix.count
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            start = end
            guard offset == 0 || !isIdentifierByte(bytes[offset - 1]) else { continue }
            let name = String(decoding: bytes[offset..<end], as: UTF8.self)
            guard names.contains(name),
                  let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.text == name, case .identifier = token.tokenKind,
                  !inPlatformBranch(token), !declares(name, in: bytes) else { continue }
            return true
        }
        return false
    }

    /// Whether `token` is inside an `#if` any of whose clauses asks about the platform.
    private static func inPlatformBranch(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current {
            if let ifConfig = node.as(IfConfigDeclSyntax.self), ifConfig.clauses.contains(where: { clause in
                guard let condition = clause.condition?.trimmedDescription else { return false }
                return ["os(", "canImport(", "targetEnvironment(", "arch("].contains { condition.contains($0) }
            }) { return true }
            current = node.parent
        }
        return false
    }

    /// Whether the file declares `name` itself (`typealias NSImage = UIImage`, `class NSColor`).
    private static func declares(_ name: String, in bytes: [UInt8]) -> Bool {
        ["typealias ", "class ", "struct ", "enum ", "protocol "].contains { keyword in
            SwiftConstructs.contains(bytes, Array((keyword + name).utf8), in: 0..<bytes.count)
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
