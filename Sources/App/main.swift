import Foundation

// The outer edge: read the real environment once, run, exit with the status docs/cli.md lists.
let environment = AppEnvironment.live()
let status = await CommandRunner.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
environment.finish()
exit(status)
