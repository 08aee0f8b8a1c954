import Foundation

// The outer edge: read the real environment once, run, exit with the status docs/cli.md lists.
let status = await CommandRunner.run(Array(CommandLine.arguments.dropFirst()), environment: .live())
exit(status)
