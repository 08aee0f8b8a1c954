import Foundation
import UseCaseGenerator

// `new-use-case ROOT NAME SCENE [COMMAND]`, as the NewUseCase plugin runs it once it has read
// the command line: writes the use case into the package at ROOT, or says why not (exit 1).
let arguments = Array(CommandLine.arguments.dropFirst())
guard (3...4).contains(arguments.count) else {
    FileHandle.standardError.write(Data("usage: new-use-case ROOT NAME SCENE [COMMAND] (run it as 'swift package new-use-case')\n".utf8))
    exit(64)
}
do {
    print(try UseCaseGenerator.generate(root: URL(fileURLWithPath: arguments[0]), useCase: arguments[1], scene: arguments[2],
                                        command: arguments.count == 4 ? arguments[3] : nil))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
