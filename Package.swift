// swift-tools-version: 6.1
import PackageDescription

// The rings of the architecture, one target each, so the compiler enforces the
// dependency rule: Domain knows nothing; Presentation knows Domain; Data knows
// Domain and GRDB; App (the CLI and composition root) knows everything.
let package = Package(
    name: "threads",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "threads", targets: ["App"]),
        // `threads serve` runs this sibling (docs/serve.md): the HTTP ring links SwiftNIO, which
        // would cost every other command start-up time if it were linked into `threads`.
        .executable(name: "threads-server", targets: ["ServerMain"]),
        // `threads import --maildir/--mbox` runs this sibling and stores what it writes
        // (docs/mail.md): MIME decoding loads GMime and 18 libraries under it, which `threads`
        // never should, and decoding in another process runs beside the store's writes.
        .executable(name: "threads-mail", targets: ["MailMain"]),
    ],
    // `Postgres` builds the shared PostgreSQL store (postgres-nio, swift-nio, a second BoringSSL:
    // minutes of build on 2 cores), so it is off by default and the README's two commands stay
    // SQLite-only: `swift build --traits Postgres` adds it (docs/postgres.md).
    traits: [
        .default(enabledTraits: []),
        .trait(name: "Postgres", description: "The PostgreSQL store, for a team sharing one inbox."),
        // `scripts/install` turns it on: `threads` alone linked as a static PIE, its C library
        // included, so no dynamic loader runs at each start (about -0.4 ms a command; docs/packaging.md).
        .trait(name: "StaticExecutable", description: "threads linked as a static position-independent executable (release, Linux)."),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The PostgreSQL store's (trait `Postgres`); NIO, NIOSSL and Logging are postgres-nio's own
        // dependencies, named here because the store uses their types (TLS settings, a silent logger).
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.25.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The HTTP ring (`threads serve`): Hummingbird 2 on SwiftNIO, with its in-process and
        // live test clients; the lean server of the swift-server family (docs/serve.md).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Hummingbird's own dependency, named for its HTTP parts (`NIOHTTPTypes`): the handler that
        // makes an answer sent before its request's body was read the connection's last word.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // SHA-256 of API tokens, so only hashes are stored (Data); BoringSSL on Linux.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // `threads-server`'s graceful stop: SIGTERM and SIGINT end the service group, with a
        // bound on how long requests in flight may take (Hummingbird's own dependency).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(name: "Domain"),
        .target(name: "Presentation", dependencies: ["Domain"]),
        // The words of every failure, shared by the outer rings so the CLI's line and the
        // service's problem `detail` are one text (docs/architecture.md).
        .target(name: "Words", dependencies: ["Domain", "Presentation"]),
        .target(
            name: "Data",
            // GRDBSQLite (GRDB's own SQLite module, no extra build): the list reads text columns
            // straight from the statement, by length (TextColumn).
            dependencies: [
                "Domain", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"), "SQLiteTuning",
            ],
            plugins: ["EmbedSchema"]
        ),
        // What SQLite is told before its first connection (sqlite3_config is variadic: C only).
        .target(name: "SQLiteTuning", dependencies: [.product(name: "GRDBSQLite", package: "GRDB.swift")]),
        // Mail in (docs/mail.md): MIME decoded by GMime 3, the library notmuch is built on, from
        // Debian's libgmime-3.0-dev (scripts/bootstrap). A reader of the Data ring, in a target of
        // its own so that `threads` never loads GMime and the 18 libraries under it.
        .systemLibrary(name: "CGMime", pkgConfig: "gmime-3.0", providers: [.apt(["libgmime-3.0-dev"])]),
        .target(name: "MailReader", dependencies: ["Domain", "CGMime"]),
        .executableTarget(name: "MailMain", dependencies: ["Data", "Domain", "MailReader"]),
        // The plain in-memory store: the contract suite's reference and a store for tests and
        // other front ends; not linked into the `threads` binary.
        .target(name: "InMemoryStore", dependencies: ["Domain", "Data"]),
        // The shared store on a PostgreSQL server. Its sources are under `#if Postgres`, so without
        // the trait this target is empty and postgres-nio is neither built nor linked.
        .target(
            name: "PostgresStore",
            dependencies: [
                "Domain", "Data",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Postgres"])),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: .when(traits: ["Postgres"])),
                .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["Postgres"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Postgres"])),
            ],
            plugins: ["EmbedSchema"]
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "Domain", "Data", "Presentation", "Words", "PostgresStore", "ProcessStart",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Much of the time before `main` was the dynamic loader's: mapping libc and
            // libm, binding their symbols, relocating. A static PIE does its own relocations (packed,
            // scripts/install) and keeps ASLR. Only `threads`, and not with `Postgres`: threads-mail
            // loads GMime's shared libraries, and the server and the PostgreSQL store resolve host
            // names, which a static glibc does only through the system's NSS modules of its version.
            linkerSettings: [
                .unsafeFlags(["-Xclang-linker", "-static-pie"] + staticEntry,
                             .when(platforms: [.linux], configuration: .release, traits: ["StaticExecutable"])),
            ]
        ),
        // Part of App, in C: what the process does as it starts that Swift cannot say: the thread that
        // opens the store beside the parse (StoreHeadStart), started ahead for the commands that open
        // it; start-up's zeroed pages made writable at once; the static PIE's entry (RelocatedPages.c).
        .target(name: "ProcessStart"),
        // The HTTP ring: routes are views on the same scenes. It knows Domain and Presentation,
        // never a store; `ServerMain` (the `threads-server` binary) is its composition root.
        .target(
            name: "Server",
            dependencies: [
                "Domain", "Presentation", "Words",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                // NIO's pool of threads for blocking work (an upload's writes to its spool file),
                // already linked under Hummingbird.
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            // The page's script and stylesheet are built in, as the API's document is: a server
            // binary is all an install needs.
            resources: [.embedInCode("openapi.json"), .embedInCode("Web/Assets/app.js"), .embedInCode("Web/Assets/app.css")]
        ),
        .executableTarget(
            name: "ServerMain",
            dependencies: [
                "Domain", "Data", "Presentation", "PostgresStore", "Server", "Words",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        // Build-time only: turns schema/NNN_name.sql into Swift string constants so the
        // migrations ship inside the binary (no resource bundle to lose) while schema/
        // stays the single source of truth.
        .executableTarget(name: "schema-embed", path: "Tools/schema-embed"),
        .plugin(name: "EmbedSchema", capability: .buildTool(), dependencies: ["schema-embed"]),

        // Development only: writes a new use case's skeleton through every ring
        // (docs/adding-a-use-case.md). Run with
        // `swift package --allow-writing-to-package-directory new-use-case NAME --scene SCENE`.
        // The generator is a library (so GeneratorTests can run it on the package in memory), a
        // tool that writes with it, and the command plugin that reads the command line.
        .target(name: "UseCaseGenerator", path: "Tools/UseCaseGenerator"),
        .executableTarget(name: "new-use-case", dependencies: ["UseCaseGenerator"], path: "Tools/new-use-case"),
        .plugin(
            name: "NewUseCase",
            capability: .command(
                intent: .custom(verb: "new-use-case", description: "Write a new use case's skeleton through every ring, with tests."),
                permissions: [.writeToPackageDirectory(reason: "Writes the new use case's source and test files.")]
            ),
            dependencies: ["new-use-case"]
        ),

        // Development only: the in-process price of each ring on a real database
        // (docs/performance.md; `swift run -c release threads-bench FILE`).
        .executableTarget(
            name: "threads-bench",
            dependencies: ["Domain", "Data", "Presentation", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Benchmarks/ThreadsBench"
        ),

        // Seeds, temporary folders and test doubles shared by every test target (Domain only,
        // so the Domain tests need no store).
        .target(name: "TestSupport", dependencies: ["Domain", "MallocArena", "Supervision"], path: "Tests/Support"),
        // The children tests start (servers, terminals, lock holders), tied to the test process so
        // that none outlives it (Tests/Supervision/SupervisedProcess.swift). Foundation only, not
        // Testing: `supervision-probe`, the parent its tests kill, is built with everything else.
        .target(name: "Supervision", path: "Tests/Supervision"),
        .executableTarget(name: "supervision-probe", dependencies: ["Supervision"], path: "Tests/SupervisionProbe"),
        // One malloc arena for the test process: Foundation's Process.run() over-reads past a
        // thread arena's heap when many descriptors are open (Tests/MallocArena/MallocArena.c).
        .target(name: "MallocArena", path: "Tests/MallocArena"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(name: "DataTests", dependencies: ["Data", "Domain", "InMemoryStore", "PostgresStore", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Domain", "TestSupport", "Supervision"]),
        // Messages/: mail written by Python's email package (Messages/make.py), read at their path.
        .testTarget(name: "MailReaderTests", dependencies: ["MailReader", "Domain", "TestSupport"], exclude: ["Messages"]),
        // A second outer ring: the thread list on a fake screen, with no App and no ArgumentParser.
        .testTarget(name: "ScreenRingTests", dependencies: ["Presentation", "Domain", "Data", "InMemoryStore", "TestSupport"]),
        // The generator's own tests: its output for actions that exist, held to the files as written.
        .testTarget(name: "GeneratorTests", dependencies: ["UseCaseGenerator"]),
        // Reads the sources and checks what the target graph cannot: roles inside the rings, the anatomy.
        .testTarget(name: "ArchitectureTests"),
        // Goldens/: the browser's screens as text, read and written by BrowseGoldenTests at their path.
        // The HTTP ring in process (HummingbirdTesting) and the `threads-server` binary on loopback.
        .testTarget(name: "ServerTests", dependencies: [
            "Server", "Data", "Domain", "Presentation", "InMemoryStore", "PostgresStore", "TestSupport", "Supervision",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
        // `threads-server`'s own types (`--listen`'s loopback rule), through the executable's module.
        .testTarget(name: "ServerMainTests", dependencies: ["ServerMain"]),
        .testTarget(name: "AppTests", dependencies: [
            "App", "Data", "ProcessStart", "Domain", "Presentation", "InMemoryStore", "PostgresStore", "TestSupport", "Supervision", .product(name: "GRDB", package: "GRDB.swift"),
        ], exclude: ["Goldens", "Shells"]),
    ]
)

// Async functions run where their caller runs unless marked `@concurrent` (SE-0461): a command
// then stays on the main thread from argv to exit instead of hopping to the global executor,
// which started three dispatch threads on every run (about 1 ms of a 9 ms list page;
// docs/performance-notes.md). Every target alike: a conformance compiled one way for a protocol
// compiled the other crashed at run time.
for target in package.targets where target.type != .plugin && target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}

/// The static PIE's entry on x86-64: ProcessStart's RelocatedPages.c makes the pages its own
/// relocation writes private in a few calls, then hands over to glibc's `_start`.
var staticEntry: [String] {
    #if arch(x86_64)
    return ["-Xlinker", "--entry=threads_entry"]
    #else
    return []
    #endif
}
