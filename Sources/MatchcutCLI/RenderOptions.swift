import Matchcut

/// The parts of `render`'s command line that need more than a number.
enum RenderOptions {
    static func formats(_ args: ArgumentScanner) throws -> [OutputFormat] {
        guard let text = args.value("--format") else { return [.png] }
        let names = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces).lowercased() }
        var formats: [OutputFormat] = []
        for name in names {
            guard let format = OutputFormat(rawValue: name) else {
                throw CommandLineError.invalidValue(option: "--format", value: name,
                                                    expected: "png, mp4, gif, webm or apng, comma-separated",
                                                    command: "render")
            }
            formats.append(format)
        }
        guard !formats.isEmpty else {
            throw CommandLineError.invalidValue(option: "--format", value: text, expected: "at least one format",
                                                command: "render")
        }
        return formats
    }

    /// `--appearance dark|light`.
    static func appearance(_ args: ArgumentScanner, command: String = "render") throws -> ColorScheme? {
        guard let text = args.value("--appearance") else { return nil }
        guard let scheme = ColorScheme(rawValue: text) else {
            throw CommandLineError.invalidValue(option: "--appearance", value: text, expected: "dark or light", command: command)
        }
        return scheme
    }

    /// `--dynamic-type <size>`: one of `DynamicTypeSize`'s cases, as Swift spells them
    /// (`medium`, `xxxLarge`, `accessibility1`).
    static func dynamicTypeSize(_ args: ArgumentScanner, command: String = "render") throws -> DynamicTypeSize? {
        guard let text = args.value("--dynamic-type") else { return nil }
        guard let size = DynamicTypeSize(rawValue: text.hasPrefix(".") ? String(text.dropFirst()) : text) else {
            let names = DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandLineError.invalidValue(option: "--dynamic-type", value: text, expected: "one of \(names)", command: command)
        }
        return size
    }

    /// `--ios <version>`: 17, 18 or 26, the iOS whose measured metrics scenes are drawn with.
    static func iosVersion(_ args: ArgumentScanner, command: String = "render") throws -> IOSVersion? {
        guard let text = args.value("--ios") else { return nil }
        let major = text.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? text
        guard let version = IOSVersion.allCases.first(where: { String($0.rawValue) == major }) else {
            throw CommandLineError.invalidValue(option: "--ios", value: text, expected: "one of \(IOSVersion.names)", command: command)
        }
        return version
    }

    static func compression(_ args: ArgumentScanner) throws -> PNGCompression {
        guard let text = args.value("--png-compression") else { return .fast }
        guard text == "fast" || text == "small", let compression = PNGCompression(rawValue: text) else {
            throw CommandLineError.invalidValue(option: "--png-compression", value: text, expected: "fast or small",
                                                command: "render")
        }
        return compression
    }

    /// `--progress-style` is the progress display (`bar`, `json`, `none`); `--progress`, with
    /// `--transition`, the share of the transition (a number). Matchcut 0.1 spelled the
    /// display `--progress` too: a style given that way still works in this release, with
    /// a warning naming the new spelling.
    static func progressAndSelection(_ args: ArgumentScanner,
                                     warn: (String) -> Void) throws -> (Progress.Style?, FrameSelection) {
        var style: Progress.Style?
        var share: Double?
        if let text = args.value("--progress-style") {
            guard let s = Progress.Style(rawValue: text) else {
                throw CommandLineError.invalidValue(option: "--progress-style", value: text, expected: "bar, json or none",
                                                    command: "render")
            }
            style = s
        }
        for value in args.values["--progress"] ?? [] {
            if let s = Progress.Style(rawValue: value) {
                warn("warning: '--progress \(value)' is now '--progress-style \(value)'; "
                     + "the old spelling will be removed in the next release\n")
                style = style ?? s
            } else if let p = Double(value), (0...1).contains(p) {
                share = p
            } else {
                throw CommandLineError.invalidValue(option: "--progress", value: value,
                                                    expected: "with --transition, a number from 0 to 1",
                                                    command: "render")
            }
        }
        let chosen = [args.value("--frames") != nil, args.value("--at") != nil, args.value("--transition") != nil]
        if chosen.filter({ $0 }).count > 1 {
            throw CommandLineError.invalidValue(option: "--frames", value: args.value("--frames") ?? args.value("--at") ?? "",
                                                expected: "only one of --frames, --at and --transition", command: "render")
        }
        if let text = args.value("--frames") { return (style, try frames(text)) }
        if let text = args.value("--at") {
            let number = text.hasSuffix("s") ? String(text.dropLast()) : text
            guard let time = Double(number), time >= 0 else {
                throw CommandLineError.invalidValue(option: "--at", value: text, expected: "a time in seconds, such as 0.35 or 0.35s",
                                                    command: "render")
            }
            return (style, .time(time))
        }
        if let transition = try args.int("--transition", in: 0...10_000) {
            guard let share else { throw CommandLineError.missingValue(option: "--progress", command: "render") }
            return (style, .transition(transition, progress: share))
        }
        if let share {
            throw CommandLineError.invalidValue(option: "--progress", value: formatNumber(share),
                                                expected: "a number with --transition (the display is '--progress-style')",
                                                command: "render")
        }
        return (style, .all)
    }

    static func frames(_ text: String) throws -> FrameSelection {
        guard let selection = FrameSelection.parseFrames(text) else {
            throw CommandLineError.invalidValue(option: "--frames", value: text, expected: "a-b with 0 ≤ a ≤ b, or one frame n",
                                                command: "render")
        }
        return selection
    }
}
