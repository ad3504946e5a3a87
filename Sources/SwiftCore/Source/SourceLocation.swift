/// Where something was written: a file and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location for values that were not written anywhere (defaults, tests).
    public static let unknown = SourceLocation(file: "<none>", line: 0, column: 0)

    public var description: String { "\(file):\(line):\(column)" }
}
