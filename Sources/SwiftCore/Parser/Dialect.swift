/// What a host adds to Swift's syntax, and what its files are built for: the core parses
/// Swift, and a host names its own top-level calls, freestanding macros and result
/// builders here, so the core itself names none.
package struct Dialect: Sendable {
    /// Calls written at the top level as `name("title") { … }`, parsed into `TitledBlock`s.
    package var topLevelCalls: Set<String>
    /// Freestanding macros written at the top level as `#Name(…) { … }`, parsed into `MacroBlock`s.
    package var freestandingMacros: Set<String>
    /// Attributes that make a function, or a closure parameter, a result builder.
    package var resultBuilders: Set<String>
    /// What `#if os(…)` compares with.
    package var platform: String
    /// The modules `#if canImport(…)` finds.
    package var importableModules: Set<String>
    /// What the host's files are called in a message ("scene files").
    package var filesName: String
    /// What those files take, listed where a Swift keyword is refused.
    package var accepted: String

    /// The commands written inside a top-level call's block (a scene's `device`, `root`,
    /// `sources`…): met at the top level, the message says where they go.
    package var blockCommands: Set<String>

    package init(topLevelCalls: Set<String> = [], blockCommands: Set<String> = [], freestandingMacros: Set<String> = [],
                 resultBuilders: Set<String> = [], platform: String = "Linux", importableModules: Set<String> = [],
                 filesName: String = "Swift files", accepted: String = "declarations and statements") {
        self.topLevelCalls = topLevelCalls
        self.blockCommands = blockCommands
        self.freestandingMacros = freestandingMacros
        self.resultBuilders = resultBuilders
        self.platform = platform
        self.importableModules = importableModules
        self.filesName = filesName
        self.accepted = accepted
    }

    /// Swift alone.
    package static let swift = Dialect()
}
