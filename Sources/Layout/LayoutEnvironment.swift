import Drawing
import Geometry
import ViewTree

/// What environment modifiers pass down to the views inside: `font`, `foregroundStyle`,
/// `lineLimit`, `multilineTextAlignment`, and which axis the enclosing stack lays out along.
struct LayoutEnvironment {
    var font: Font = .body
    /// `fontWeight`, `bold()`, `italic()`, `monospacedDigit()` and `fontDesign` on views:
    /// kept apart from `font` and applied over it, as SwiftUI applies them to the text inside
    /// whichever font it has (`Text(…).font(.title).bold()` is a bold title).
    var fontModifiers = FontModifiers()
    /// `dynamicTypeSize(_:)` or `.environment(\.dynamicTypeSize, …)` outside: the size text
    /// styles take (docs/layout.md, "Dynamic Type").
    var dynamicTypeSize: DynamicTypeSize = .large
    /// The font text inside draws with.
    var resolvedFont: Font { fontModifiers.applied(to: font).scaled(to: dynamicTypeSize) }
    var foreground: ShapeStyle?
    /// `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`: the styles of the hierarchical
    /// levels, primary first.
    var foregroundLevels: [ShapeStyle]?
    /// Light or dark: the scene's appearance, or `.environment(\.colorScheme, …)` outside.
    var colorScheme: ColorScheme = .light
    var lineLimit: Int?
    var textAlignment: HorizontalAlignment = .leading
    var stackAxis: Axis?
    /// The size of the scroll view around, less its content margins: what
    /// `containerRelativeFrame` divides (nil outside one: the screen's safe area).
    var relativeContainer: Size?
    /// `textCase(_:)`, once written anywhere outside (`textCase(nil)` included): a grouped
    /// list's headers are uppercased only when nothing outside said otherwise.
    var textCase: TextCase??
    /// `listRowSpacing`, `scrollContentBackground` and `headerProminence` for lists inside.
    var listRowSpacing: Double?
    var listBackgroundHidden = false
    var headerProminenceIncreased = false
    /// Styles and states for the controls inside.
    var controls = ControlEnvironment()
    /// Text modifiers for the text inside: what Render draws, and `minimumScaleFactor`.
    var textDecoration = TextDecoration()
    var minimumScaleFactor = 1.0
    /// `redacted(reason: .placeholder)`: text inside is drawn as placeholder bars.
    var isRedacted = false
    /// Image modifiers for the images inside.
    var images = ImageEnvironment()

    /// The environment inside a view with these modifiers (outermost applied first).
    func applying(_ modifiers: [Modifier]) -> LayoutEnvironment {
        var inner = self
        for modifier in modifiers.reversed() {
            switch modifier {
            case .font(let font): inner.font = font
            case .fontTrait(let trait): inner.fontModifiers.add(trait)
            case .dynamicTypeSize(let size): inner.dynamicTypeSize = size
            case .foregroundStyle(let style):
                inner.foreground = inner.level(style)
                inner.foregroundLevels = nil
            case .foregroundStyles(let styles):
                inner.foreground = styles.first
                inner.foregroundLevels = styles
            case .colorScheme(let scheme): inner.colorScheme = scheme
            case .lineLimit(let limit): inner.lineLimit = limit
            case .multilineTextAlignment(let alignment): inner.textAlignment = alignment
            case .textCase(let textCase): inner.textCase = .some(textCase)
            case .list(.rowSpacing(let spacing)): inner.listRowSpacing = spacing
            case .list(.contentBackgroundHidden(let hidden)): inner.listBackgroundHidden = hidden
            case .list(.headerProminence(let increased)): inner.headerProminenceIncreased = increased
            case .control(let style): inner.controls.apply(style)
            case .text(let trait): inner.apply(trait)
            case .image(let trait): inner.images.apply(trait)
            case .redacted(let on): inner.isRedacted = on
            default: break
            }
        }
        return inner
    }

    mutating func apply(_ trait: TextTrait) {
        switch trait {
        case .tracking(let t): textDecoration.tracking = t
        case .baselineOffset(let b): textDecoration.baselineOffset = b
        case .underline(let on, let color): textDecoration.underline = on ? .some(color) : nil
        case .strikethrough(let on, let color): textDecoration.strikethrough = on ? .some(color) : nil
        case .lineSpacing(let s): textDecoration.lineSpacing = s
        case .minimumScaleFactor(let f): minimumScaleFactor = min(1, max(0.01, f))
        case .truncationMode(let m): textDecoration.truncation = TextDecoration.Truncation(rawValue: m) ?? .tail
        case .background(let c): textDecoration.background = c
        }
    }

    /// A string as text inside draws it: cased by `textCase`.
    func cased(_ string: String) -> String {
        switch textCase {
        case .uppercase??: string.uppercased()
        case .lowercase??: string.lowercased()
        default: string
        }
    }

    /// The primary foreground colour: `label`, black in light, white in dark.
    static let primary = SystemColors.label

    /// Label colours by hierarchy level: primary, secondary, tertiary, quaternary (reference §5).
    static let labelLevels: [Color] = [
        SystemColors.label, SystemColors.secondaryLabel, SystemColors.tertiaryLabel, SystemColors.quaternaryLabel,
    ]

    /// Opacities for hierarchy levels of a non-label foreground (reference §5).
    static let levelOpacities: [Double] = [1, 0.5, 0.25, 0.18]

    /// Resolves a shape style against this environment's foreground, tint and appearance.
    func paint(_ style: ShapeStyle) -> Paint {
        switch style {
        case .color(let color):
            return .color(color)
        case .gradient(let gradient):
            return .gradient(gradient)
        case .material(let material, let tint):
            return .material(MaterialPaint(style: material, appearance: colorScheme, tint: tint))
        case .tint:
            return .color(controls.accent)
        case .hierarchical(let level):
            let level = max(0, min(3, level))
            // `foregroundStyle(a, b, c)`: each level its own style; a level beyond those given
            // takes the last.
            if let levels = foregroundLevels, !levels.isEmpty {
                let chosen = levels[min(level, levels.count - 1)]
                if case .hierarchical = chosen { return .color(Self.labelLevels[level]) }
                return paint(chosen)
            }
            switch foreground {
            case nil, .hierarchical?:
                return .color(Self.labelLevels[level])
            case let base?:
                return paint(base).mapColors { $0.withOpacity(Self.levelOpacities[level]) }
            }
        }
    }

    /// A `foregroundStyle(.secondary)` (or `.tertiary`, `.quaternary`) modifier, as SwiftUI
    /// resolves it against the style in force ("the second level of the current foreground
    /// style", docs/drawing.md "Styles"): inside `foregroundStyle(a, b, c)` that level's style
    /// (c), which content inside then takes as its primary; under a single style (a Button's
    /// tint, `.foregroundStyle(.blue)`) that style at the level's opacity; under none, the
    /// level itself, which resolves to the label colours. Any other style is itself.
    func level(_ style: ShapeStyle) -> ShapeStyle {
        guard case .hierarchical(let raw) = style else { return style }
        if let levels = foregroundLevels, !levels.isEmpty {
            let chosen = levels[min(max(0, raw), levels.count - 1)]
            if case .hierarchical = chosen { return style }
            return chosen
        }
        let opacity = Self.levelOpacities[max(0, min(3, raw))]
        switch foreground {
        case nil, .hierarchical?: return style
        case .color(let c)?: return .color(c.withOpacity(opacity))
        case .gradient(let g)?: return .gradient(g.mapColors { $0.withOpacity(opacity) })
        case .tint?: return .color(controls.accent.withOpacity(opacity))
        case .material(let m, let tint)?: return .material(m, tint: tint?.withOpacity(opacity))
        }
    }

    /// The colour of a symbol's layer at `level` (0 the primary), counted from the foreground
    /// in force: `foregroundStyle(a, b)`'s styles, a single style's levels, or, under a level of
    /// the label colours (`.foregroundStyle(.secondary)` with no style outside), the label
    /// colours from that level on.
    func layerColor(_ level: Int) -> Color {
        if level == 0 { return foregroundColor }
        if foregroundLevels == nil, case .hierarchical(let base)? = foreground {
            return Self.labelLevels[max(0, min(3, base + level))]
        }
        return paint(.hierarchical(level: level)).representativeColor ?? Self.primary
    }

    /// The paint for text, symbols and unfilled shapes.
    var foregroundPaint: Paint {
        foreground.map(paint) ?? .color(Self.primary)
    }

    /// Text draws in one colour: a gradient's first stop stands in for it.
    var foregroundColor: Color {
        foregroundPaint.representativeColor ?? Self.primary
    }
}

/// Font modifiers set on views, the innermost of each kind winning.
struct FontModifiers {
    var weight: FontWeight?
    var italic = false
    var monospacedDigit = false
    var design: FontDesign?

    mutating func add(_ trait: FontTrait) {
        switch trait {
        case .weight(let w): weight = w
        case .italic: italic = true
        case .monospacedDigit: monospacedDigit = true
        case .design(let d): design = d
        }
    }

    func applied(to font: Font) -> Font {
        var f = font
        if let weight { f.weight = weight }
        if italic { f.italic = true }
        if monospacedDigit { f.monospacedDigit = true }
        if let design { f.design = design }
        return f
    }
}
