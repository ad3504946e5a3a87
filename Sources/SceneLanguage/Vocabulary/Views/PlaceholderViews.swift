import SwiftCore
import Drawing
import Geometry
import ViewTree

/// Views from frameworks Matchcut does not draw, shown as SwiftUI would lay them out: a
/// neutral box filling the space offered (`secondarySystemFill`, the colour of SwiftUI's own
/// image placeholder), with a note where each is written. Their arguments are not evaluated
/// (`MKCoordinateRegion`, `AVPlayer`…), so nothing in them stops a render.
enum PlaceholderViews {
    /// The view's name and what the note says is not drawn.
    static let named: [String: String] = [
        "Map": "MapKit's map tiles, annotations and overlays",
        "VideoPlayer": "AVKit's video frames and controls",
    ]

    static func make(_ name: String, _ it: RuleContext, at location: SourceLocation) -> ViewNode {
        it.diagnostics.add(.notDrawn(name, what: named[name] ?? "its content",
                                     hint: "its frame is laid out as SwiftUI lays it out and filled with a neutral placeholder"), at: location)
        return ViewNode(kind: .color(.color(SystemColors.semantic["secondarySystemFill"]!)),
                        identity: it.currentPath, location: location)
    }

    /// MapKit's and Core Location's value types a view keeps for its map
    /// (`@State var region = MKCoordinateRegion(center: …, span: …)`): plain structs of the
    /// fields they are made with, which the placeholder never reads.
    static let values: [ValueRule] = [
        "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan", "MKMapRect", "MKMapPoint", "MKMapSize",
    ].map { type in
        ValueRule(type) { args, _ in
            var names: [String] = [], fields: [String: Value] = [:]
            for item in args.items {
                let name = item.label ?? "_\(names.count)"
                names.append(name)
                fields[name] = item.value
            }
            args.items.removeAll()
            return .instance(Instance(typeName: type, names: names, fields: fields))
        }
    }

    /// The protocols that wrap a UIKit view or view controller for SwiftUI.
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    static func isRepresentable(_ decl: TypeDecl) -> Bool {
        decl.conformances.contains { representables.contains($0) }
    }

    /// UIKit's blur styles and the SwiftUI material of the same thickness (Apple's
    /// `UIBlurEffect.Style` system materials are the ones SwiftUI's `Material` draws).
    static let blurMaterials: [String: String] = [
        "systemUltraThinMaterial": "ultraThinMaterial", "systemUltraThinMaterialLight": "ultraThinMaterial",
        "systemUltraThinMaterialDark": "ultraThinMaterial", "systemThinMaterial": "thinMaterial",
        "systemThinMaterialLight": "thinMaterial", "systemThinMaterialDark": "thinMaterial", "systemMaterial": "regularMaterial",
        "systemMaterialLight": "regularMaterial", "systemMaterialDark": "regularMaterial", "systemThickMaterial": "thickMaterial",
        "systemThickMaterialLight": "thickMaterial", "systemThickMaterialDark": "thickMaterial", "systemChromeMaterial": "bar",
        "systemChromeMaterialLight": "bar", "systemChromeMaterialDark": "bar", "regular": "regularMaterial", "prominent": "thickMaterial",
    ]

    /// A `UIViewRepresentable` (or view controller one) the app declares, shown: a blur
    /// wrapper (`UIVisualEffectView` of a `UIBlurEffect` style, given as an argument or a stored
    /// default) as the SwiftUI material that style names; any other as a placeholder of its
    /// frame. Each says so where it is written.
    static func representable(_ decl: TypeDecl, _ values: [ArgValue], _ it: RuleContext, at location: SourceLocation) -> ViewNode {
        var seen = values.map(\.value)
        if case let .instance(made)? = try? it.instantiate(decl, values, at: location) { seen += made.names.compactMap { made[$0] } }
        for value in seen {
            guard case let .enumCase(style, payload) = value, payload.isEmpty, let material = blurMaterials[style] else { continue }
            it.diagnostics.add(.notDrawn(decl.name, what: "its UIKit view",
                                         hint: "it is drawn as SwiftUI's '.\(material)', the material its blur style '.\(style)' names"), at: location)
            let fill = (try? Colors.shapeStyle(from: .enumCase(material, []), at: location)) ?? .color(SystemColors.semantic["secondarySystemFill"]!)
            return ViewNode(kind: .color(fill), identity: it.currentPath, location: location)
        }
        it.diagnostics.add(.notDrawn(decl.name, what: "its UIKit view",
                                     hint: "its frame is laid out as SwiftUI lays a representable out and filled with a neutral placeholder"), at: location)
        return ViewNode(kind: .color(.color(SystemColors.semantic["secondarySystemFill"]!)), identity: it.currentPath, location: location)
    }
}
