import Drawing
import Geometry
import ViewTree

/// What image modifiers pass down (`ImageTrait`): the symbol scale, variants and rendering
/// mode for every image inside, and the options written on an image itself.
struct ImageEnvironment {
    var scale: SymbolScale = .medium
    var variants = SymbolVariants.none
    var symbolRendering: SymbolRenderingMode?
    /// `renderingMode(_:)`: nil as written by no one (an asset draws its own colours, a
    /// symbol the foreground), true `.template`, false `.original`.
    var template: Bool?
    var capInsets = EdgeInsets()
    var resizingMode = ImageResizingMode.stretch
    var interpolation = ImageInterpolation.high
    var isAntialiased = true

    mutating func apply(_ trait: ImageTrait) {
        switch trait {
        case .scale(let s): scale = s
        case .variants(let v): variants = v
        case .symbolRendering(let m): symbolRendering = m
        case .template(let t): template = t
        case .capInsets(let insets, let mode):
            capInsets = insets
            resizingMode = mode
        case .interpolation(let i): interpolation = i
        case .antialiased(let a): isAntialiased = a
        }
    }
}

extension LayoutBuilder {
    /// `Image(name)`: the asset's pixels, in its own colours or, as a template, in the
    /// foreground's.
    func assetImage(name: String, path: String, isResizable: Bool, _ env: LayoutEnvironment, identity: Identity,
                    location: SourceLocation) -> LayoutNode {
        let natural = imageSize(path) ?? Size(width: 100, height: 100)
        let images = env.images
        let content = ImageContent(path: path, naturalSize: natural, contentMode: isResizable ? .stretch : .original,
                                   capInsets: images.capInsets, resizingMode: images.resizingMode,
                                   interpolation: images.interpolation, isAntialiased: images.isAntialiased,
                                   templateColor: images.template == true ? env.foregroundColor : nil, name: name)
        return ImageNode(content: .image(content), naturalSize: natural, isResizable: isResizable, identity: identity,
                         location: location)
    }

    /// `Image(systemName:)`: the glyph's own box (`SymbolMetrics.frame`), its square sized from
    /// the font and the image scale and centred on the font's cap height above its baseline as
    /// SF Symbols sit in text, the name its variants pick, drawn in the primary level's colour at
    /// the font's weight, or, in a mode that colours layers apart, in its two layers where it
    /// has them (`symbolContent`).
    func symbolImage(name: String, isResizable: Bool, _ env: LayoutEnvironment, identity: Identity,
                     location: SourceLocation) -> LayoutNode {
        let font = env.resolvedFont
        let shown = SymbolTable.name(name, variants: env.images.variants)
        let frame = SymbolMetrics.frame(of: shown, fontSize: font.size, scale: env.images.scale.factor)
        return ImageNode(content: symbolContent(shown, env, weight: font.weight), naturalSize: frame.size,
                         isResizable: isResizable, baseline: frame.baseline, symbolInk: frame.ink,
                         identity: identity, location: location)
    }

    /// The symbol in its rendering mode (`symbolRenderingMode`, or `renderingMode(.original)`,
    /// which is multicolor): hierarchical and palette colour the mark with the primary level and
    /// the enclosure with the secondary (the foreground's levels, or `foregroundStyle(a, b)`);
    /// multicolor with the symbol's own colours where Apple documents them. A symbol without
    /// separable layers, or without known colours in multicolor, is one layer in the foreground
    /// (docs/symbols.md, "Rendering modes").
    private func symbolContent(_ name: String, _ env: LayoutEnvironment, weight: FontWeight) -> ElementContent {
        let mode = env.images.symbolRendering ?? (env.images.template == false ? .multicolor : .monochrome)
        let plain = ElementContent.symbol(name: name, color: env.foregroundColor, weight: weight)
        guard mode != .monochrome, SymbolTable.layers(of: name) != nil else { return plain }
        if mode == .multicolor {
            guard let colours = SymbolLayers.multicolor[name], let mark = SystemColors.named[colours.mark],
                  let enclosure = SystemColors.named[colours.enclosure] else { return plain }
            return .layeredSymbol(name: name, primary: mark, secondary: enclosure, weight: weight)
        }
        return .layeredSymbol(name: name, primary: env.layerColor(0), secondary: env.layerColor(1), weight: weight)
    }
}
