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
      --version               Show the version and the renderer fingerprint: the commit,
                              the cairo, pixman, pango, harfbuzz, freetype and fontconfig
                              versions, and the SHA-256 of every pinned font file.
      -h, --help              Show help information.

    SUBCOMMANDS:
      render                  Render scenes to PNG frames, videos and contact sheets.
      merge                   Combine the outputs of 'render --shard K/N' into one.
      preview                 Show a scene in the browser, live, with a scrubber.
      trace                   Print every frame's geometry as JSON.
      check                   Check scenes and print every diagnostic.
      layout                  Print a scene's solved layout as a tree.
      test                    Compare key frames with stored goldens.
      accept                  Take a test run's actual frames as the new goldens.
      merge-reports           Combine the reports of 'test --shard K/N' into one.
      diff                    Compare two PNG files and draw the diff.

      See 'matchcut help <subcommand>' for detailed help.
    """
}
