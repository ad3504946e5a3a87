/// A text of styled runs: `Text(AttributedString)`, `Text("a").bold() + Text("b")`, and the
/// Markdown of a `Text` literal. Each piece is a string with the modifiers its run was
/// written with (in written order, as a view's); the environment around the text applies to
/// every piece and a piece's own modifiers win over it, as SwiftUI styles each run.
public struct StyledText: Equatable, Sendable {
    public struct Piece: Equatable, Sendable {
        public var string: String
        public var modifiers: [Modifier]

        public init(_ string: String, modifiers: [Modifier] = []) {
            self.string = string
            self.modifiers = modifiers
        }
    }

    public var pieces: [Piece]

    public init(_ pieces: [Piece]) { self.pieces = pieces.filter { !$0.string.isEmpty } }

    public init(_ string: String, modifiers: [Modifier] = []) { self.init([Piece(string, modifiers: modifiers)]) }

    /// The characters shown.
    public var string: String { pieces.map(\.string).joined() }

    public static func + (a: StyledText, b: StyledText) -> StyledText { StyledText(a.pieces + b.pieces) }

    /// Every piece with `modifiers` applied outside its own (`(Text("a").bold() + …).font(.title)`).
    public func wrapped(in modifiers: [Modifier]) -> StyledText {
        StyledText(pieces.map { Piece($0.string, modifiers: $0.modifiers + modifiers) })
    }

    /// Every piece with `modifier` set over what it had: an attribute set on the whole string
    /// (`attributed.foregroundColor = .red`) replaces the piece's own.
    public func setting(_ modifier: Modifier) -> StyledText {
        StyledText(pieces.map { Piece($0.string, modifiers: [modifier] + $0.modifiers) })
    }

    /// The pieces of the characters `range` (offsets in `string`'s characters).
    public func slice(_ range: Range<Int>) -> StyledText {
        var result: [Piece] = []
        var offset = 0
        for piece in pieces {
            let count = piece.string.count
            let lower = max(range.lowerBound, offset), upper = min(range.upperBound, offset + count)
            if lower < upper {
                let chars = Array(piece.string)
                result.append(Piece(String(chars[(lower - offset)..<(upper - offset)]), modifiers: piece.modifiers))
            }
            offset += count
        }
        return StyledText(result)
    }

    /// This text with the characters `range` replaced by `other`.
    public func replacing(_ range: Range<Int>, with other: StyledText) -> StyledText {
        let count = string.count
        return slice(0..<max(0, range.lowerBound)) + other + slice(min(count, range.upperBound)..<count)
    }
}

extension ViewKind {
    /// The characters a `Text` shows, plain or in styled runs; nil for any other view.
    public var textString: String? {
        switch self {
        case let .text(string): string
        case let .styledText(text): text.string
        default: nil
        }
    }
}
