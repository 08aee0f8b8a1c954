import Foundation

// The outer edge: read the real environment once, run, exit with the status docs/cli.md lists.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = AppEnvironment.live(arguments: arguments)
let status = await CommandRunner.run(arguments, environment: environment)
environment.finish()
exit(status)
