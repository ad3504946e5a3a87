/// The limits evaluation keeps to, whatever the program does: a program that would run past
/// one stops with a located error instead of running for hours or exhausting memory.
package enum Budget {
    /// Steps of evaluation: each expression and statement, each value a builtin touches.
    package static let maxSteps = 500_000
    /// Calls nested in calls.
    package static let maxCallDepth = 64
    /// The most elements an array, dictionary or range made into an array may hold.
    package static let maxCollectionCount = 100_000
    /// The most characters a string may hold.
    package static let maxStringLength = 1 << 20
    /// Expressions nested in expressions while evaluating (calls multiply the parser's bound).
    package static let maxEvaluationDepth = 512
}
