import Foundation
import XCTest

/// What Package.swift promises about the targets, checked against their sources: every
/// module a target imports is one of its declared dependencies (or the toolchain's), the
/// CLI sees the pipeline only through Matchcut, and no public API of Matchcut hands out a
/// render engine or the allocator policy.
final class PackageStructureTests: XCTestCase {
    struct Target {
        var name: String
        var kind: String
        var dependencies: Set<String>
        var path: String
        /// The folders under `path` that Package.swift excludes: fixtures (app code that
        /// imports SwiftUI, read by scenes), not compiled into the target.
        var excluded: [String] = []
    }

    static let toolchain: Set<String> = ["Foundation", "FoundationXML", "FoundationNetworking", "FoundationEssentials",
                                         "Glibc", "Dispatch", "Synchronization", "XCTest", "Testing"]

    /// The targets of Package.swift, read from its text (running SwiftPM inside its own
    /// tests would wait on the build's lock).
    static func targets() throws -> [Target] {
        let text = try String(contentsOfFile: Repo.path("Package.swift"), encoding: .utf8)
        let declaration = try NSRegularExpression(pattern: #"\.(target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let matches = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return matches.enumerated().map { i, match in
            let kind = String(text[Range(match.range(at: 1), in: text)!])
            let name = String(text[Range(match.range(at: 2), in: text)!])
            let end = i + 1 < matches.count ? Range(matches[i + 1].range, in: text)!.lowerBound : text.endIndex
            let body = String(text[Range(match.range, in: text)!.upperBound..<end])
            var dependencies: Set<String> = []
            if let open = body.range(of: "dependencies: [") {
                let list = body[open.upperBound...].prefix { $0 != "]" }
                dependencies = Set(list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
            }
            var path = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            if let p = body.range(of: #"path: "([^"]+)""#, options: .regularExpression) {
                path = String(body[p].dropFirst(7).dropLast())
            }
            var excluded: [String] = []
            if let open = body.range(of: "exclude: [") {
                let list = body[open.upperBound...].prefix { $0 != "]" }
                excluded = list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
            return Target(name: name, kind: kind, dependencies: dependencies, path: path, excluded: excluded)
        }
    }

    /// Every `import M` (with `@testable`, `@_exported` or `import struct M.T`) under `path`,
    /// outside the folders `excluded` names.
    static func imports(under path: String, excluding excluded: [String] = []) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?(\w+)"#,
                                               options: .anchorsMatchLines)
        var found: Set<String> = []
        let files = FileManager.default.enumerator(atPath: Repo.path(path))?.allObjects as? [String] ?? []
        for file in files where file.hasSuffix(".swift") && !excluded.contains(where: { file.hasPrefix($0 + "/") }) {
            guard let source = try? String(contentsOfFile: Repo.path(path + "/" + file), encoding: .utf8) else { continue }
            // An `import` inside a multi-line string is a scene's or an app file's, not this target's.
            let text = source.components(separatedBy: "\"\"\"").enumerated().filter { $0.offset % 2 == 0 }
                .map(\.element).joined(separator: "\n")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return found
    }

    func testEveryImportIsADeclaredDependency() throws {
        let targets = try Self.targets()
        XCTAssertGreaterThan(targets.count, 20)
        for target in targets where target.kind != "systemLibrary" {
            let undeclared = Self.imports(under: target.path, excluding: target.excluded).subtracting(target.dependencies).subtracting(Self.toolchain)
                .subtracting([target.name])
            XCTAssertEqual(undeclared, [], "\(target.name) imports modules Package.swift does not give it")
        }
    }

    /// The CLI reaches the pipeline through Matchcut (and the preview); besides them it uses
    /// only Files, the ground floor that writes its `-o` file, which is no stage.
    func testTheCLIImportsNoStage() throws {
        let cli = try XCTUnwrap(try Self.targets().first { $0.name == "MatchcutCLI" })
        XCTAssertEqual(cli.dependencies, ["Files", "Matchcut", "Preview"])
        XCTAssertEqual(Self.imports(under: cli.path).subtracting(Self.toolchain), ["Files", "Matchcut", "Preview"])
    }

    /// Files is the ground floor: C-free, importing nothing of the project, so every stage
    /// may read and write through it.
    func testFilesIsTheGroundFloor() throws {
        let files = try XCTUnwrap(try Self.targets().first { $0.name == "Files" })
        XCTAssertEqual(files.dependencies, [])
        XCTAssertEqual(Self.imports(under: files.path).subtracting(Self.toolchain), [])
    }

    /// RenderEngine and AllocatorPolicy are Render's; Matchcut's public declarations never
    /// name them (those that take an engine are `package`, for the package's own targets).
    func testMatchcutsPublicAPIHasNoRenderEngine() throws {
        let files = FileManager.default.enumerator(atPath: Repo.path("Sources/Matchcut"))?.allObjects as? [String] ?? []
        // A declaration runs from `public` to its body's `{` or its value's `=`, across lines.
        let declaration = try NSRegularExpression(pattern: #"^\s*(?:public|open|@_exported)\b[^{=]*"#, options: .anchorsMatchLines)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: Repo.path("Sources/Matchcut/" + file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let code = String(text[Range(match.range, in: text)!])
                for name in ["RenderEngine", "AllocatorPolicy", "import Render"] {
                    XCTAssertFalse(code.contains(name), "Sources/Matchcut/\(file): \(code)")
                }
            }
        }
    }

    /// Each target's project modules, from its import lines (not Package.swift's lists).
    static func importGraph(_ targets: [Target]) -> [String: Set<String>] {
        let project = Set(targets.map(\.name))
        var graph: [String: Set<String>] = [:]
        for target in targets where target.kind != "systemLibrary" {
            graph[target.name] = Self.imports(under: target.path, excluding: target.excluded).intersection(project).subtracting([target.name])
        }
        return graph
    }

    /// What `start` reaches by imports, a path counting through any module but Matchcut: the
    /// one door, which may import every stage.
    static func reach(from start: String, in graph: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = [], queue = Array(graph[start] ?? [])
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, next != "Matchcut" else { continue }
            queue += graph[next] ?? []
        }
        return seen
    }

    /// The module graph's rules (docs/architecture.md, issue 29): what each target must never
    /// reach, through any module but Matchcut.
    func testNoTargetReachesWhatItMustNeverKnow() throws {
        let targets = try Self.targets()
        let graph = Self.importGraph(targets)
        let project = Set(targets.map(\.name))
        let shims = Set(targets.map(\.name).filter { $0.range(of: #"^C[A-Z]"#, options: .regularExpression) != nil })
        XCTAssertTrue(shims.isSuperset(of: ["CCairo", "CPNG", "CJPEG", "CMicroHTTPD", "COutputKernels"]), "\(shims)")
        // The reading itself: Matchcut reaches the stages; the CLI reaches Matchcut but not,
        // through it, Render.
        XCTAssertTrue(Self.reach(from: "Matchcut", in: graph).isSuperset(of: ["Render", "Output", "Golden", "SceneLanguage", "CCairo"]))
        XCTAssertTrue(Self.reach(from: "MatchcutCLI", in: graph).contains("Matchcut"))
        let rules: [(from: [String], never: Set<String>)] = [
            (["SwiftCore"], project.subtracting(["SwiftCore"])),
            (["SceneLanguage", "Layout", "Motion"], shims),
            (["Preview"], ["Render", "Motion", "Layout", "Output"]),
            (["MatchcutCLI"], ["Render", "Layout", "Motion", "Output", "Golden", "SceneLanguage", "Drawing"]),
            (["Render"], ["Output"]),
        ]
        XCTAssertNotNil(graph["SwiftCore"], "the Swift core is a target of its own")
        for rule in rules {
            for from in rule.from where graph[from] != nil {
                XCTAssertEqual(Self.reach(from: from, in: graph).intersection(rule.never), [], "\(from) reaches what it must never know")
            }
        }
    }

    /// `@_exported import` hands a module's whole API to every importer: only Matchcut's of
    /// Geometry (its API is written in Geometry's value types) and MatchcutTesting's of
    /// Matchcut are allowed. The stages' types Matchcut's API uses are named one by one
    /// (Sources/Matchcut/Exports.swift).
    func testOnlyMatchcutAndMatchcutTestingReexport() throws {
        let pattern = try NSRegularExpression(pattern: #"^\s*@_exported\s+import\s+(\w+)"#, options: .anchorsMatchLines)
        var found: Set<String> = []
        for target in try Self.targets() where target.kind != "systemLibrary" {
            let files = FileManager.default.enumerator(atPath: Repo.path(target.path))?.allObjects as? [String] ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: Repo.path(target.path + "/" + file), encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    found.insert(target.name + " re-exports " + String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        XCTAssertEqual(found, ["Matchcut re-exports Geometry", "MatchcutTesting re-exports Matchcut"])
    }

    /// Names the Swift core must never write: SwiftUI's views and wrappers as 546 real view
    /// files use them (the usage counts), SwiftUI's own types, and UIKit, CoreGraphics and
    /// Foundation as apps see them. The import test cannot see coupling by name.
    static let hostNames: Set<String> = [
        "SwiftUI", "UIKit", "Combine", "Observation", "View", "ViewBuilder", "Color", "Font", "Image", "Text",
        "Namespace", "Animation", "Transaction", "Binding", "State", "Published", "Observable", "ObservableObject",
        "ObservationIgnored", "Environment", "Preview", "UIScreen", "UIColor", "UIImage", "UIFont", "UIApplication",
        "UIDevice", "CGFloat", "CGRect", "CGPoint", "CGSize", "Date", "UUID", "URL", "Bundle", "JSONDecoder",
        "DateFormatter", "NumberFormatter", "Timer", "Calendar", "Locale",
    ]

    func testTheSwiftCoreNamesNoHost() throws {
        let usage = try String(contentsOfFile: Repo.path("Tests/MatchcutTests/Fixtures/swiftui-usage.tsv"), encoding: .utf8)
        var forbidden = Self.hostNames
        for line in usage.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count > 1, fields[0] == "view" || fields[0] == "property wrapper or macro" else { continue }
            forbidden.insert(String(fields[1].drop { $0 == "@" || $0 == "#" }))
        }
        XCTAssertTrue(forbidden.isSuperset(of: ["VStack", "ForEach", "StateObject", "GeometryReader"]), "the usage counts were read")
        let word = try NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*"#)
        let files = FileManager.default.enumerator(atPath: Repo.path("Sources/SwiftCore"))?.allObjects as? [String] ?? []
        XCTAssertGreaterThan(files.filter { $0.hasSuffix(".swift") }.count, 10)
        var found: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: Repo.path("Sources/SwiftCore/" + file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (n, line) in lines.enumerated() {
                // Code and its string literals; a comment may name what a host writes.
                let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
                for match in word.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                    let name = String(code[Range(match.range, in: code)!])
                    if forbidden.contains(name) { found.append("Sources/SwiftCore/\(file):\(n + 1): \(name)") }
                }
            }
        }
        XCTAssertEqual(found, [], "the Swift core knows no host: move the name into the host's dialect or vocabulary")
    }
}
