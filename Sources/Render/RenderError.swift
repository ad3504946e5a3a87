/// Why the renderer could not start. Drawing itself does not fail: an unreadable image or
/// an unknown symbol draws a visible placeholder instead.
public enum RenderError: Error, Equatable, Sendable {
    /// A pinned font file is not installed.
    case missingFont(path: String)
    /// Fontconfig or Pango refused the pinned configuration.
    case fontSetupFailed(reason: String)

    public var message: String {
        switch self {
        case .missingFont(let path): "missing font file '\(path)'"
        case .fontSetupFailed(let reason): "cannot set up the pinned fonts: \(reason)"
        }
    }

    /// What the user can do about it.
    public var hint: String {
        switch self {
        case .missingFont: "run 'make deps' to install fonts-inter and fonts-noto-cjk"
        case .fontSetupFailed: "check the fontconfig installation, or run 'make deps'"
        }
    }
}

extension RenderError: CustomStringConvertible {
    public var description: String { "\(message) (hint: \(hint))" }
}
