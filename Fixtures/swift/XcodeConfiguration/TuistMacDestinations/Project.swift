import ProjectDescription

// A Tuist manifest (the Xcode project is generated from it, not kept): which targets build which
// folders, for which destinations.
let project = Project(
    name: "App",
    targets: [
        .target(
            name: "App",
            destinations: [.mac],
            product: .app,
            bundleId: "example.App",
            sources: ["App/Sources/**", "Common/**"],
            dependencies: [.target(name: "Shared")]
        ),
        .target(
            name: "Shared",
            destinations: .macOS,
            product: .staticLibrary,
            bundleId: "example.Shared",
            sources: [.glob("Shared/**/*.swift", excluding: ["Shared/Touch/**"])]
        ),
        .target(
            name: "Phone",
            destinations: [.iPhone, .iPad, .macCatalyst],
            product: .app,
            bundleId: "example.Phone",
            sources: ["Phone/**/*.swift", "Common/**"]
        ),
        Target(
            name: "Legacy",
            platform: .macOS,
            product: .app,
            bundleId: "example.Legacy",
            sources: "Legacy/**"
        ),
    ]
)
