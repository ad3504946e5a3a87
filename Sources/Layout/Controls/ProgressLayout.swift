import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A ProgressView. With a value (or `.linear`): its label above a 4-pt bar filled to
    /// the fraction in the tint, as wide as offered. Without one (or `.circular`): UIKit's
    /// activity indicator, 20 pt (37 pt at `controlSize(.large)`), its eight spokes at a
    /// fixed phase, grey unless tinted, with its label below in the secondary colour.
    func progress(_ fraction: Double?, _ label: [ViewNode], _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let c = env.controls
        let isCircular = c.progressStyle == "circular" || (fraction == nil && c.progressStyle != "linear")
        if isCircular {
            let side = c.size == "large" || c.size == "extraLarge" ? LayoutConstants.largeSpinner : LayoutConstants.spinner
            let color = c.tint == nil ? SystemColors.named["gray"]! : c.accent
            let spinner = kit.symbol(LayoutConstants.spinnerSymbol, side: side, color, "spinner")
            var labelEnv = env
            labelEnv.foreground = env.foreground ?? .hierarchical(level: 1)
            guard let text = controlLabel(label, labelEnv, kit) else { return spinner }
            return kit.vstack([spinner, text], spacing: 8, "progress")
        }
        let bar = TrackNode(fraction: fraction ?? 0, tint: c.accent, thumb: nil, identity: kit.id("bar"), location: kit.location)
        guard let text = controlLabel(label, env, kit) else { return bar }
        return kit.vstack([kit.fillWidth(text), bar], spacing: 4, alignment: .leading, "progress")
    }

    /// A Gauge in iOS's default linear-capacity style: its label above a bar filled to the
    /// value, the current value's label below.
    func gauge(_ fraction: Double, _ label: [ViewNode], _ current: [ViewNode], _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let bar = TrackNode(fraction: fraction, tint: env.controls.accent, thumb: nil, identity: kit.id("bar"), location: kit.location)
        var rows: [LayoutNode] = []
        if let text = controlLabel(label, env, kit) { rows.append(kit.fillWidth(text)) }
        rows.append(bar)
        var small = env
        small.font = Font(style: .caption)
        small.foreground = env.foreground ?? .hierarchical(level: 1)
        if !current.isEmpty { rows.append(kit.group(views(current, small), "current")) }
        return kit.vstack(rows, spacing: 4, alignment: .leading, "gauge")
    }
}

extension LayoutConstants {
    /// UIActivityIndicatorView's medium and large sizes, and its chrome art.
    public static let spinner: Double = 20
    public static let largeSpinner: Double = 37
    public static let spinnerSymbol = "matchcut.chrome.spinner"
}
