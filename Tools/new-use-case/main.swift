import Foundation
import UseCaseGenerator

// `new-use-case ROOT NAME SCENE [COMMAND] [--route "METHOD PATH"]`, as the NewUseCase plugin runs it
// once it has read the command line: writes the use case into the package at ROOT, or says why not (exit 1).
var arguments = Array(CommandLine.arguments.dropFirst())
var route: String?
if let flag = arguments.firstIndex(of: "--route"), flag + 1 < arguments.count {
    route = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
guard (3...4).contains(arguments.count) else {
    FileHandle.standardError.write(Data("usage: new-use-case ROOT NAME SCENE [COMMAND] [--route \"METHOD PATH\"] (run it as 'swift package new-use-case')\n".utf8))
    exit(64)
}
do {
    print(try UseCaseGenerator.generate(root: URL(fileURLWithPath: arguments[0]), useCase: arguments[1], scene: arguments[2],
                                        command: arguments.count == 4 ? arguments[3] : nil, route: route))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
