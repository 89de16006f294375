// swift-tools-version:6.0
// Signoff: a terminal client for approving JD Edwards purchase orders, and `signoff-ais`, its AIS simulator.
// No package dependencies: the toolchain plus the system's libncursesw, libsqlite3, libcurl and zlib.
import PackageDescription

let package = Package(
    name: "Signoff",
    products: [
        .executable(name: "signoff", targets: ["signoff"]),
        .executable(name: "signoff-ais", targets: ["signoff-ais"]),
        .executable(name: "signoff-bench", targets: ["signoff-bench"]),
    ],
    targets: [
        // System libraries and C shims.
        .systemLibrary(name: "CNCursesW", path: "Sources/CNCursesW"),
        .systemLibrary(name: "CSQLite3", path: "Sources/CSQLite3"),
        .systemLibrary(name: "CMainQueue", path: "Sources/CMainQueue"),
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .systemLibrary(name: "CCurl", path: "Sources/CCurl"),

        // Layers.
        .target(name: "Terminal", dependencies: ["CNCursesW"]),
        .target(name: "Store", dependencies: ["CSQLite3"]),
        .target(name: "AIS", dependencies: ["CCurl"]),
        // The JD Edwards columns Signoff reads, and those a standard system has (contract §4.1): plain data.
        .target(name: "JDESchema", dependencies: []),
        .target(name: "AISSimulator", dependencies: ["Store", "CZlib", "JDESchema"]),
        .target(name: "SceneKit", dependencies: ["Terminal", "CMainQueue"]),
        .target(name: "Resources", dependencies: ["Store", "AIS", "JDESchema"]),
        .target(name: "Scenes", dependencies: ["SceneKit", "Resources"]),
        .target(name: "App", dependencies: ["Scenes", "SceneKit", "Terminal", "Resources", "Store", "AIS", "CMalloc"]),

        // Executables: thin mains over App and AISSimulator.
        .executableTarget(name: "signoff", dependencies: ["App"]),
        .executableTarget(name: "signoff-ais", dependencies: ["AISSimulator"]),
        .executableTarget(name: "signoff-bench", dependencies: ["AISSimulator", "AIS", "Store", "Resources", "Terminal", "SceneKit", "Scenes", "App"]),

        // Tests. What several test targets share (starting programs without Foundation's Process) is one module.
        .target(name: "TestSupport", dependencies: [], path: "Tests/TestSupport"),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "CNCursesW"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "TestSupport"]),
        // Responses/ holds answers in the shapes real AIS servers send (contract §9), read by path.
        .testTarget(name: "AISTests", dependencies: ["AIS", "AISSimulator", "TestSupport"], exclude: ["Responses"]),
        .testTarget(name: "AISSimulatorTests", dependencies: ["AISSimulator", "AIS", "Store", "JDESchema", "TestSupport"]),
        .testTarget(name: "SceneKitTests", dependencies: ["SceneKit", "Terminal"]),
        .testTarget(name: "ResourcesTests", dependencies: ["Resources", "Store", "AIS", "AISSimulator", "JDESchema", "TestSupport"]),
        // Scene tests set up the store and the server's values beneath the scenes they test.
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SceneKit", "Terminal", "Resources", "AIS", "Store", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "AIS", "Resources", "Scenes", "SceneKit", "Store", "Terminal", "TestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["AIS", "AISSimulator", "Resources", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    ]
)
