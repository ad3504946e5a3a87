import Foundation

/// The warnings and notes of a run's scenes, each said once: scenes that read the same app
/// files (`sources(…)`) report the same diagnostics, and a run of many scenes would repeat
/// them. A diagnostic seen in several scenes is printed once, its first line ending with how
/// many scenes reported it.
public enum WarningDigest {
    /// `texts`: each scene's formatted diagnostics, in order.
    public static func merged(_ texts: [String]) -> String {
        var order: [String] = []
        var scenes: [String: Int] = [:]
        for text in texts {
            var seenHere: Set<String> = []
            for block in blocks(text) where seenHere.insert(block).inserted {
                if scenes[block] == nil { order.append(block) }
                scenes[block, default: 0] += 1
            }
        }
        return order.map { block in
            guard let count = scenes[block], count > 1 else { return block }
            var lines = block.components(separatedBy: "\n")
            lines[0] += " (in \(count) scenes)"
            return lines.joined(separator: "\n")
        }.joined()
    }

    /// A text cut where each diagnostic starts (`path:line:column: severity: …`); each block
    /// keeps its trailing newline.
    static func blocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if startsDiagnostic(line), !current.isEmpty {
                blocks.append(current)
                current = ""
            }
            current += line + "\n"
        }
        if !current.trimmingCharacters(in: .newlines).isEmpty { blocks.append(current) }
        return blocks.map { $0.hasSuffix("\n\n") ? String($0.dropLast()) : $0 }
    }

    private static func startsDiagnostic(_ line: String) -> Bool {
        line.range(of: #"^\S[^ ]*:\d+:\d+: (warning|note|error): "#, options: .regularExpression) != nil
    }
}
