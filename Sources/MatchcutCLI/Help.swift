/// Help texts, in swift-argument-parser's layout.
enum Help {
    static let usage = "matchcut <subcommand> [options]"

    static let overview = """
    OVERVIEW: Render SwiftUI hero transitions headlessly.

    A scene file declares a screen in SwiftUI's own syntax, in two or more layouts, and a
    timeline of state changes. Matchcut lays each layout out as SwiftUI would, flies the
    views that share a matchedGeometryEffect id with SwiftUI's timing, and draws every frame.

    USAGE: \(usage)

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      render                  Render scenes to PNG frame sequences.
      trace                   Print every frame's geometry as JSON.
      check                   Check scenes and print every diagnostic.

      See 'matchcut help <subcommand>' for detailed help.
    """
}
