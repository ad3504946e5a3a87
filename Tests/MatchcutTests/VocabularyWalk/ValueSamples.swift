import Drawing
import Geometry
import ViewTree
@testable import SceneLanguage

/// One family of the vocabulary's values (Sources/SceneLanguage/Vocabulary/Values): the
/// names its own table accepts, and how each is written on one line of app code. `line`
/// holds `@@` where the value goes; `timeline` drives a change for the families whose
/// values only show in motion (animation curves, transitions), drawn at `time`.
struct ValueFamily {
    let family: String
    /// The names the vocabulary accepts, read from its table.
    let accepted: Set<String>
    /// Each name and how app code writes it (`.red`, `.move(edge: .top)`).
    let written: [String: String]
    let line: String
    var timeline = ""
    var time = 0.0
    /// A sample that is not a name of the table, drawn alongside (an animation without its
    /// modifier).
    var baseline: String?

    /// Names written `.name`, as most are.
    static func dotted(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, ".\($0)") })
    }
}

enum ValueSamples {
    /// Light, then dark, on a backdrop no family names (so `.clear` is not the screen's
    /// white): several system colours differ from another only in one appearance.
    static let lightAndDark = "HStack(spacing: 0) { Rectangle().fill(@@); Rectangle().fill(@@).environment(\\.colorScheme, .dark) }.frame(width: 120, height: 60).background(Color(red: 0.3, green: 0.6, blue: 0.1))"

    /// A change at 0.1 s that moves and grows a square, drawn 0.15 s into it.
    static let moving = """
        timeline {
            wait(0.1)
            withAnimation(@@) { open = true }
            wait(1)
        }
        """
    /// A square inserted at 0.1 s with a linear 0.4 s animation, drawn half way.
    static let inserting = """
        timeline {
            wait(0.1)
            withAnimation(.linear(duration: 0.4)) { open = true }
            wait(0.5)
        }
        """

    static var families: [ValueFamily] { colours + fonts + layout + motion + images + [dateStyles] + styles }

    static let colours: [ValueFamily] = [
        ValueFamily(family: "system Color", accepted: Set(SystemColors.named.keys),
                    written: ValueFamily.dotted(["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                                                 "purple", "pink", "brown", "gray", "black", "white", "clear", "primary", "secondary"])
                        .mapValues { "Color" + $0 },
                    line: lightAndDark),
        ValueFamily(family: "UIKit Color", accepted: Set(SystemColors.semantic.keys),
                    written: ValueFamily.dotted([
                        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
                        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemGray", "systemGray2",
                        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel",
                        "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "systemFill", "secondarySystemFill",
                        "tertiarySystemFill", "quaternarySystemFill", "link", "lightText", "darkText",
                    ]).mapValues { "Color(\($0))" },
                    line: lightAndDark),
        ValueFamily(family: "hierarchical style", accepted: Set(Colors.hierarchical.keys),
                    written: ValueFamily.dotted(["primary", "secondary", "tertiary", "quaternary", "foreground"]),
                    line: "Rectangle().foregroundStyle(@@).frame(width: 120, height: 60)"),
        ValueFamily(family: "material", accepted: Set(Colors.materials.keys),
                    written: ValueFamily.dotted(["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]),
                    line: "ZStack { HStack(spacing: 0) { Color.red; Color.blue }; Rectangle().fill(@@).padding(10) }.frame(width: 120, height: 60)"),
        ValueFamily(family: "style colour", accepted: Set(Colors.styleColors.keys),
                    written: ValueFamily.dotted(["background", "separator", "fill", "placeholder", "link"]),
                    line: lightAndDark),
    ]

    static let fonts: [ValueFamily] = [
        ValueFamily(family: "Font text style", accepted: Set(TextStyle.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["largeTitle", "title", "title2", "title3", "headline", "body",
                                                 "callout", "subheadline", "footnote", "caption", "caption2"]),
                    line: "Text(\"Walk\").font(@@)"),
        ValueFamily(family: "Font.Weight", accepted: Set(FontWeight.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]),
                    line: "Text(\"Walk\").font(.system(size: 30, weight: @@))"),
        ValueFamily(family: "Font.Design", accepted: Set(FontDesign.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["default", "rounded", "serif", "monospaced"]),
                    line: "Text(\"Walk 1 ilW\").font(.system(size: 30, design: @@))"),
    ]

    static let layout: [ValueFamily] = [
        // Two texts of different sizes, the large one on two lines: centres, edges and
        // the first and last baselines all place the small one differently.
        ValueFamily(family: "Alignment", accepted: Set(Alignment.named.keys),
                    written: ValueFamily.dotted(["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                                                 "bottomLeading", "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline",
                                                 "leadingFirstTextBaseline", "leadingLastTextBaseline", "trailingFirstTextBaseline",
                                                 "trailingLastTextBaseline"]),
                    line: "ZStack(alignment: @@) { Color.yellow.frame(width: 200, height: 160); Text(\"A\\nB\").font(.largeTitle); Text(\"c\").font(.caption) }"),
        ValueFamily(family: "UnitPoint", accepted: Set(UnitPoint.named.keys),
                    written: ValueFamily.dotted(["zero", "center", "leading", "trailing", "top", "bottom", "topLeading",
                                                 "topTrailing", "bottomLeading", "bottomTrailing"]),
                    line: "Color.blue.frame(width: 100, height: 100).scaleEffect(0.5, anchor: @@).overlay(Rectangle().stroke(Color.red))"),
        ValueFamily(family: "HorizontalAlignment", accepted: Set(HorizontalAlignment.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["leading", "center", "trailing"]),
                    line: "VStack(alignment: @@) { Text(\"Walk wide\"); Text(\"x\") }"),
        ValueFamily(family: "VerticalAlignment", accepted: Set(VerticalAlignment.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]),
                    line: "HStack(alignment: @@) { Text(\"A\\nB\").font(.largeTitle); Text(\"c\").font(.caption) }"),
        ValueFamily(family: "ContentMode", accepted: Set(LayoutModifiers.contentModes),
                    written: ValueFamily.dotted(["fit", "fill"]),
                    line: "Color.blue.aspectRatio(2, contentMode: @@).frame(width: 100, height: 100).background(Color.gray)"),
        ValueFamily(family: "Edge.Set", accepted: Set(Enumerations.edgeSets.keys),
                    written: ValueFamily.dotted(["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"]),
                    line: "Text(\"Walk\").padding(@@, 30).background(Color.blue)"),
    ]

    static let motion: [ValueFamily] = [
        ValueFamily(family: "Animation", accepted: Set(Animations.names),
                    written: ValueFamily.dotted(["linear", "easeIn", "easeOut", "easeInOut", "spring", "smooth", "snappy", "bouncy",
                                                 "interactiveSpring", "default"])
                        .merging(["timingCurve": ".timingCurve(0.2, 0.9, 0.3, 1)", "interpolatingSpring": ".interpolatingSpring(duration: 0.4, bounce: 0.2)"]) { $1 },
                    line: "Color.blue.frame(width: open ? 200 : 40, height: 40)", timeline: moving, time: 0.25),
        ValueFamily(family: "Animation modifier", accepted: Set(Animations.methods),
                    written: ["delay": ".easeInOut.delay(0.05)", "speed": ".easeInOut.speed(2)",
                              "repeatCount": ".easeInOut(duration: 0.08).repeatCount(4)",
                              "repeatForever": ".easeInOut(duration: 0.1).repeatForever(autoreverses: false)"],
                    line: "Color.blue.frame(width: open ? 200 : 40, height: 40)", timeline: moving, time: 0.25, baseline: ".easeInOut"),
        ValueFamily(family: "AnyTransition", accepted: Set(Transitions.names),
                    written: ValueFamily.dotted(["identity", "opacity", "slide", "scale"])
                        .merging(["move": ".move(edge: .top)", "push": ".push(from: .leading)", "offset": ".offset(x: 40, y: 0)",
                                  "asymmetric": ".asymmetric(insertion: .move(edge: .bottom), removal: .opacity)"]) { $1 },
                    line: "ZStack { Color.gray.frame(width: 200, height: 100); if open { Color.blue.frame(width: 80, height: 80).transition(@@) } }",
                    timeline: inserting, time: 0.3),
        ValueFamily(family: "Edge", accepted: Set(Edge.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["top", "leading", "bottom", "trailing"]),
                    line: "ZStack { Color.gray.frame(width: 200, height: 100); if open { Color.blue.frame(width: 80, height: 80).transition(.move(edge: @@)) } }",
                    timeline: inserting, time: 0.3),
        ValueFamily(family: "AnyTransition modifier", accepted: Set(Transitions.methods),
                    written: ["combined": ".opacity.combined(with: .scale)", "animation": ".opacity.animation(.easeIn(duration: 2))"],
                    line: "ZStack { Color.gray.frame(width: 200, height: 100); if open { Color.blue.frame(width: 80, height: 80).transition(@@) } }",
                    timeline: inserting, time: 0.3, baseline: ".opacity"),
    ]

    static let images: [ValueFamily] = [
        ValueFamily(family: "Image.Scale", accepted: Set(SymbolScale.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["small", "medium", "large"]),
                    line: "Image(systemName: \"star.fill\").imageScale(@@)"),
        ValueFamily(family: "SymbolVariants", accepted: Set(SymbolVariants.names),
                    written: ValueFamily.dotted(["none", "fill", "slash", "circle", "square", "rectangle"]),
                    // Three symbols, so each variant has one whose variant an icon glyph draws.
                    line: "HStack { Image(systemName: \"checkmark\"); Image(systemName: \"bell\"); Image(systemName: \"list.bullet\") }.font(.largeTitle).symbolVariant(@@)"),
        // A symbol of an enclosed family (two layers), in one style.
        ValueFamily(family: "SymbolRenderingMode", accepted: Set(SymbolRenderingMode.allCases.map(\.rawValue)),
                    written: ValueFamily.dotted(["monochrome", "hierarchical", "palette", "multicolor"]),
                    line: "Image(systemName: \"xmark.circle.fill\").font(.largeTitle).symbolRenderingMode(@@).foregroundStyle(.blue)"),
    ]

    static let dateStyles = ValueFamily(family: "Text.DateStyle", accepted: Set(DateStyles.names),
                                        written: ValueFamily.dotted(["date", "time", "relative", "offset", "timer"]),
                                        line: "Text(Date(timeIntervalSince1970: 1168336334), style: @@)")
}
