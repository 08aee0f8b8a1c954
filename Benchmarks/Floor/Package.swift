// swift-tools-version:6.0
// The floor under a json page: a program that does only what the page needs, with the same two
// libraries as threads (scripts/bench-floor builds it with scripts/install's options and times it;
// docs/performance-notes.md, "How far 2.0x is"). Not part of threads.
import PackageDescription

let package = Package(
    name: "threads-floor",
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(name: "threads-floor", dependencies: [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ]
)
