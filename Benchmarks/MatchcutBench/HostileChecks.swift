import Foundation

/// `make bench BENCH_ARGS=--checks`: `matchcut check` on the largest inputs the limits allow,
/// each the shape of a hostile-input finding (issue 15, docs/security.md): a check must end
/// in a few seconds on any input under the size limits. The tests only assert what check
/// says of these; their time is measured here, on the release binary, best of R rounds.
struct HostileChecksBench {
    let matchcut: String
    let rounds: Int
    /// "A few seconds" for the largest inputs, on a quiet machine.
    static let targetSeconds = 5.0
    static let scenes = ["Benchmarks/scenes/many-ids.scene", "Benchmarks/scenes/pushed-grid.scene",
                         "Benchmarks/scenes/many-views.scene"]

    func run() {
        print("\n== check on the largest inputs (target ≤ \(Int(Self.targetSeconds)) s each) ==")
        for scene in Self.scenes {
            var best: ChildRun?
            for _ in 0..<rounds { best = ChildRun.faster(best, ChildRun.run(matchcut, ["check", scene], startsFFmpeg: false, silenced: true)) }
            guard let best else { continue }
            print("  check \(scene): \(String(format: "%.2f", best.seconds)) s, peak \(Int(best.peakMB)) MB  "
                  + (best.seconds <= Self.targetSeconds ? "PASS" : "MISS"))
        }
        var load = [0.0, 0.0, 0.0]
        getloadavg(&load, 3)
        print("  (load average now: \(String(format: "%.1f", load[0])) on \(ProcessInfo.processInfo.activeProcessorCount) cores)")
    }
}
