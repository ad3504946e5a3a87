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
    }

    private func run(_ container: (name: String, open: String, close: String), engine: RenderEngine) throws {
        print("\n== compile time of a \(container.name), best of \(rounds) ==")
        var times: [Int: Double] = [:]
        for rows in [500, 5_000, 50_000] {
            let path = folder + "/\(container.name)-\(rows).scene"
            try Self.scene(rows: rows, open: container.open, close: container.close).write(toFile: path, atomically: true, encoding: .utf8)
            var best = Double.infinity
            var errors = ""
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                let check = CompiledScene.check(path: path, engine: engine)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                errors = check.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }.joined(separator: "; ")
                if best > 30 { break }
            }
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
