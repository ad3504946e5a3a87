import Foundation
import Matchcut
import Render

/// Compile time of a scene against its size (issue 16, "Scale"): a LazyVStack, a LazyVGrid
/// and a List of 500, 5,000 and 50,000 rows, each row a model value's title, checked in
/// process (parse, evaluate, lay out, plan) as `matchcut check` does. Targets, for each: 50,000
/// rows in under 1 s, and time growing linearly (50,000 rows at most 10 × 5,000 rows' time,
/// with 50% slack).
struct LazyRowsBench {
    let rounds: Int
    let folder: String

    /// The lazy containers measured, and how each holds its rows.
    static let containers: [(name: String, open: String, close: String)] = [
        ("LazyVStack", "ScrollView {\n            LazyVStack(alignment: .leading, spacing: 8) {", "}\n            }"),
        ("LazyVGrid", "ScrollView {\n            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {",
         "}\n            }"),
        ("List", "List {", "}"),
    ]

    static func scene(rows: Int, open: String, close: String) -> String {
        """
        struct Row: Identifiable {
            let id: Int
            var title: String { "Row \\(id)" }
        }

        struct Feed: View {
            let rows = (0..<\(rows)).map { Row(id: $0) }
            @State private var highlighted = 0

            var body: some View {
                \(open)
                        ForEach(rows) { row in
                            Text(row.title)
                                .foregroundStyle(row.id == highlighted ? Color.blue : Color.primary)
                                .padding(.horizontal)
                        }
                \(close)
            }
        }

        scene("\(rows) rows") {
            device(.iPhone14)
            root(Feed())
            timeline {
                wait(0.2)
                withAnimation { highlighted = 1 }
                wait(0.5)
            }
        }
        """
    }

    func run() throws {
        let engine = try RenderEngine()
        for container in Self.containers {
            try run(container, engine: engine)
        }
        try runRebuilds(engine: engine)
    }

    /// 50,000 rows in a LazyVStack that a `ScrollViewReader` scrolls to `target`.
    static func scrolled(to target: Int?) -> String {
        let step = target.map { "wait(0.2)\n        target = \($0)\n        wait(0.6)" } ?? "wait(0.2)"
        return """
        struct Row: Identifiable {
            let id: Int
            var title: String { "Row \\(id)" }
        }

        struct Feed: View {
            let rows = (0..<50000).map { Row(id: $0) }
            @State private var target: Int? = nil

            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 8) {
                            ForEach(rows) { row in Text(row.title).padding(.horizontal) }
                        }
                    }
                    .onChange(of: target) { _, newValue in
                        if let newValue { withAnimation { proxy.scrollTo(newValue, anchor: .top) } }
                    }
                }
            }
        }

        scene("50,000 rows, scrolled") {
            device(.iPhone14)
            root(Feed())
            timeline {
                \(step)
            }
        }
        """
    }

    /// What building a lazy stack again costs at 50,000 rows: the first screen alone (one
    /// build), a scroll to row 95 (built first, but the screen below it is not: built again
    /// with the rows it needs) and a scroll to row 5,000 (not built: built again up to it and
    /// 100 past it). Each build evaluates the whole scene again, the app's 50,000-element
    /// array too.
    private func runRebuilds(engine: RenderEngine) throws {
        print("\n== a 50,000-row LazyVStack built again, best of \(rounds) ==")
        for (label, target) in [("first screen only", nil), ("scrolled to row 95", 95), ("scrolled to row 5,000", 5_000)] as [(String, Int?)] {
            let path = folder + "/rebuild-\(target ?? 0).scene"
            try Self.scrolled(to: target).write(toFile: path, atomically: true, encoding: .utf8)
            let (best, errors) = bestCheck(path, engine: engine)
            print("  " + label.padding(toLength: 24, withPad: " ", startingAt: 0) + String(format: "%8.3f s", best)
                  + (errors.isEmpty ? "" : "  ERROR \(errors)"))
        }
    }

    /// The best time of `rounds` checks of the scene at `path` (fewer past 30 s), and its errors.
    private func bestCheck(_ path: String, engine: RenderEngine) -> (seconds: Double, errors: String) {
        var best = Double.infinity
        var errors = ""
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            let check = CompiledScene.check(path: path, engine: engine)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            errors = check.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }.joined(separator: "; ")
            if best > 30 { break }
        }
        return (best, errors)
    }

    private func run(_ container: (name: String, open: String, close: String), engine: RenderEngine) throws {
        print("\n== compile time of a \(container.name), best of \(rounds) ==")
        var times: [Int: Double] = [:]
        for rows in [500, 5_000, 50_000] {
            let path = folder + "/\(container.name)-\(rows).scene"
            try Self.scene(rows: rows, open: container.open, close: container.close).write(toFile: path, atomically: true, encoding: .utf8)
            let (best, errors) = bestCheck(path, engine: engine)
            times[rows] = best
            print(String(format: "  %6d rows: %8.3f s  (%6.1f µs a row)", rows, best, best / Double(rows) * 1e6)
                  + (errors.isEmpty ? "" : "  ERROR \(errors)"))
            if !errors.isEmpty { times[rows] = .infinity }
        }
        let big = times[50_000] ?? .infinity, mid = times[5_000] ?? .infinity
        print(String(format: "  50,000 rows under 1 s: %@;  linear (50,000 rows ≤ 15 × 5,000 rows' time): %@",
                     big < 1 ? "PASS" : "MISS", big <= 15 * mid ? "PASS" : "MISS"))
    }
}
