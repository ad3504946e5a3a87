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

    static func make(_ name: String, _ it: Interpreter, at location: SourceLocation) -> ViewNode {
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
}
