import Foundation
import Supervision

// `supervision-probe`: a parent for SupervisedProcessTests to kill with SIGKILL. It starts
// `/bin/sleep 300` as a supervised child from a thread that then ends, as a test's worker thread
// would, and once that thread is gone prints the child's process id and waits to be killed.

/// The child, handed from the starting thread to the main one.
final class Started: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: Result<SupervisedProcess, any Error>?  // guarded by `condition`

    func set(_ value: Result<SupervisedProcess, any Error>) {
        condition.withLock {
            outcome = value
            condition.signal()
        }
    }

    func take() -> Result<SupervisedProcess, any Error> {
        condition.withLock {
            while outcome == nil { condition.wait() }
            return outcome ?? .failure(CancellationError())
        }
    }
}

enum Probe {
    static func run() -> Never {
        let started = Started()
        let starter = Thread { started.set(Result { try SupervisedProcess(["/bin/sleep", "300"], environment: [:]) }) }
        starter.start()
        let child: SupervisedProcess
        switch started.take() {
        case .success(let process): child = process
        case .failure(let error):
            FileHandle.standardError.write(Data("supervision-probe: \(error)\n".utf8))
            exit(1)
        }
        while !starter.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        // A moment more, for the thread to be gone from the kernel too.
        Thread.sleep(forTimeInterval: 0.2)
        FileHandle.standardOutput.write(Data("\(child.pid)\n".utf8))
        while true { pause() }
    }
}

Probe.run()
