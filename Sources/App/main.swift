import Foundation

// The outer edge: read the real environment once, run, exit with the spec's status.
let status = await CommandRunner.run(Array(CommandLine.arguments.dropFirst()), environment: .live())
exit(status)
