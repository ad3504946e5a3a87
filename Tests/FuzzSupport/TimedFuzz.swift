import Foundation

/// The loop every fuzzer runs (FuzzTests: the language; PipelineFuzzTests: the whole
/// pipeline; FileFuzzTests: asset, manifest, report and golden files through the binary;
/// CacheFuzzTests: a poisoned cache; PreviewFuzzTests: HTTP requests to the preview):
/// `iterations` inputs, or as many as `seconds` allow. In a timed run each input
/// is written to `lastInput` before it runs, so a crash leaves it behind, and the slowest so
/// far to `lastInput.slowest`. An input still running after `hangSeconds` is a hang: it is
/// kept in `lastInput.hang` and the process stops. The run ends with one line:
/// `<name>: N inputs in S s, seed K, slowest T s`. A target of its own (Tests/FuzzSupport), so
/// that the fuzzers of SceneLanguageTests and of MatchcutTests share it.
public struct TimedFuzz {
    public var name: String
    public var seed: UInt64
    public var lastInput: String
    /// A scene at the size limits, traced and rendered by a debug build on a loaded machine,
    /// takes a minute or two; a hang never ends. Speed is `make bench --checks`'s to measure.
    public var hangSeconds = 240.0

    public init(name: String, seed: UInt64, lastInput: String) {
        (self.name, self.seed, self.lastInput) = (name, seed, lastInput)
    }

    /// MATCHCUT_FUZZ_SEED, or 1.
    public static var configuredSeed: UInt64 { ProcessInfo.processInfo.environment["MATCHCUT_FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }

    /// MATCHCUT_FUZZ_SECONDS, or nil when unset.
    public static var configuredSeconds: Double? { ProcessInfo.processInfo.environment["MATCHCUT_FUZZ_SECONDS"].flatMap(Double.init) }

    public func run(iterations: Int, seconds: Double?, next: () -> String, body: (String) -> Void) {
        let start = Date()
        var slowest = 0.0, count = 0
        while count < iterations {
            if let seconds, Date().timeIntervalSince(start) >= seconds { break }
            let text = next()
            if seconds != nil { try? text.write(toFile: lastInput, atomically: false, encoding: .utf8) }
            let watchdog = Watchdog(name: name, input: text, keep: lastInput + ".hang", after: hangSeconds)
            let t0 = Date()
            body(text)
            watchdog.cancel()
            let elapsed = Date().timeIntervalSince(t0)
            if elapsed > slowest {
                slowest = elapsed
                if seconds != nil { try? text.write(toFile: lastInput + ".slowest", atomically: false, encoding: .utf8) }
            }
            count += 1
        }
        print("\(name): \(count) inputs in \(String(format: "%.1f", Date().timeIntervalSince(start))) s, seed \(seed), "
              + "slowest \(String(format: "%.3f", slowest)) s")
    }

    /// Stops the run, keeping the input, when one input takes too long.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false

        init(name: String, input: String, keep path: String, after seconds: Double) {
            Thread.detachNewThread { [self] in
                Thread.sleep(forTimeInterval: seconds)
                lock.lock()
                defer { lock.unlock() }
                guard !cancelled else { return }
                try? input.write(toFile: path, atomically: false, encoding: .utf8)
                FileHandle.standardError.write(Data("\(name): an input took more than \(seconds) s; it is in \(path)\n".utf8))
                exit(1)
            }
        }

        func cancel() {
            lock.lock()
            cancelled = true
            lock.unlock()
        }
    }
}
