import FuzzSupport

/// A seeded random mutator of scene text: the fuzz target for the lexer, parser and
/// evaluator where libFuzzer is not available (docs/scene-language.md, "Fuzzing").
///
/// Every input comes from a corpus scene changed by a few edits a person (or a bad paste)
/// might make — deleting, duplicating, swapping or splicing runs of text, inserting tokens
/// with a grammar meaning, pushing numbers to extremes — so most inputs get past the lexer.
struct SceneMutator {
    static let tokens = [
        "(", ")", "{", "}", "[", "]", "\"", "\\(", ".", ",", ":", "?", "!", "$0", "$", "\\.", "..<", "...", "??", "&&",
        "\n", " ", ";", "//", "/*", "*/", "@State ", "@Namespace var n\n", "struct X: View {", "var body: some View {",
        "let ", "var ", "func f(", "return ", "guard ", "else ", "if ", "switch ", "case ", "default:", "in ", "nil",
        "true", "false", "0", "-1", "1e308", "9223372036854775807", "0..<100000", "ForEach(0..<3, id: \\.self) { i in ",
        "VStack {", "HStack(spacing: 8) {", "Text(\"t\")", "Image(\"banner1\")", "Image(\"missing\")", "Image(\"../x\")",
        "Image(\"/etc/passwd\")", ".frame(width: 10, height: 10)", ".padding()", ".id(1)", ".tag(1)",
        ".matchedGeometryEffect(id: 1, in: n)", ".onChange(of: x) { v in proxy.scrollTo(v) }", "ScrollView {",
        "ScrollViewReader { proxy in ", "LazyVGrid(columns: [GridItem()]) {", "TabView {", "List {", "Section(\"s\") {",
        "NavigationStack(path: $path) {", ".navigationDestination(for: Int.self) { i in ", "Button(\"b\") { }",
        "withAnimation(.spring()) { ", "wait(1e9)", "wait(-1)", "fps(0)", "canvas(width: 1e9, height: 1)",
        "root(X())", "layout(\"l\") { ", "timeline { ", "\u{301}", "🙂", "\r\n", "\t", "é", "\0",
    ]

    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func int(_ bound: Int) -> Int { generator.int(bound) }

    /// A random run of `text`: start and length (at most `maxLength`).
    private mutating func run(in text: [Character], maxLength: Int = 24) -> Range<Int> {
        let start = int(text.count + 1)
        return start..<min(text.count, start + int(maxLength) + 1)
    }

    /// One to four edits of `text`; `other` supplies splices.
    mutating func mutate(_ text: String, other: String) -> String {
        var chars = Array(text)
        let others = Array(other)
        for _ in 0..<(1 + int(4)) {
            switch int(7) {
            case 0: chars.removeSubrange(run(in: chars))
            case 1:
                let r = run(in: chars)
                chars.insert(contentsOf: chars[r], at: int(chars.count + 1))
            case 2, 3: chars.insert(contentsOf: Array(SceneMutator.tokens[int(SceneMutator.tokens.count)]), at: int(chars.count + 1))
            case 4:
                let a = run(in: chars, maxLength: 12), b = run(in: chars, maxLength: 12)
                guard a.upperBound <= b.lowerBound else { break }
                let first = Array(chars[a]), second = Array(chars[b])
                chars.replaceSubrange(b, with: first)
                chars.replaceSubrange(a, with: second)
            case 5:
                let r = run(in: others, maxLength: 200)
                chars.insert(contentsOf: others[r], at: int(chars.count + 1))
            default:
                // A number becomes an extreme one.
                guard let i = chars.indices.dropFirst(int(chars.count)).first(where: { chars[$0].isNumber }) else { break }
                var end = i
                while end < chars.count, chars[end].isNumber || chars[end] == "." { end += 1 }
                let extremes = ["0", "-0.0", "1e300", "99999", "4097", "65536", "1000000", "3.5e-9"]
                chars.replaceSubrange(i..<end, with: Array(extremes[int(extremes.count)]))
            }
        }
        return String(chars)
    }
}
