import Foundation
import Synchronization

/// Ctrl-C during a render: the first SIGINT (or SIGTERM) asks the workers to stop, so the
/// staging folder is removed and the previous output stays; a second one kills at once.
public enum Interrupt {
    private static let flag = Atomic<Int>(0)

    public static var requested: Bool { flag.load(ordering: .relaxed) != 0 }

    /// Installs the handlers. Call once, from the CLI.
    public static func install() {
        for signo in [SIGINT, SIGTERM] {
            signal(signo) { received in
                Interrupt.flag.store(1, ordering: .relaxed)
                signal(received, SIG_DFL)
            }
        }
    }
}
