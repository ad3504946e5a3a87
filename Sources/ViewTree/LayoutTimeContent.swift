import Foundation
import Geometry

/// What a `GeometryProxy` reports, as Layout finds it where the reader is placed: the size
/// it was given, how far it reaches into the unsafe edges of the screen, its frame in the
/// canvas (`.global`), and the frames of the named coordinate spaces around it.
public struct GeometryProxyValues: Hashable, Sendable {
    public var size: Size
    public var safeAreaInsets: EdgeInsets
    /// The reader's frame in canvas points: `frame(in: .global)`.
    public var globalFrame: Rect
    /// Each enclosing `coordinateSpace(name:)`, by name: the frame of the view it names;
    /// nil before layout, when they are not known yet.
    public var namedSpaces: [String: Rect]?

    public init(size: Size, safeAreaInsets: EdgeInsets, globalFrame: Rect, namedSpaces: [String: Rect]? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
    }

    /// `frame(in: .named(name))`: the reader's frame in that space, or nil when no
    /// enclosing view declares it (the global frame, before layout).
    public func frame(inSpace name: String) -> Rect? {
        guard let namedSpaces else { return globalFrame }
        guard let space = namedSpaces[name] else { return nil }
        return Rect(x: globalFrame.minX - space.minX, y: globalFrame.minY - space.minY,
                    width: globalFrame.width, height: globalFrame.height)
    }
}

/// Layout-time evaluation: views the app computes from layout (a `GeometryReader`'s
/// content), built by the evaluator when Layout reaches them with the real values.
///
/// The evaluator builds the content once while it builds the tree, with the proxy it can
/// know then (`assumed`: the screen's safe area), so the tree holds a representative
/// content for every stage that reads trees; Layout asks `views(for:)` with the proxy it
/// found, and gets nil when that is the assumed one (the tree's content stands). Each
/// answer is kept per proxy, so laying a tree out again asks nothing twice and the same
/// proxy always gives the same views.
public final class LayoutTimeViews: @unchecked Sendable {
    public typealias Evaluate = @Sendable (GeometryProxyValues) -> [ViewNode]

    public let assumed: GeometryProxyValues
    private let evaluate: Evaluate
    private let answers = LayoutTimeAnswers<GeometryProxyValues, [ViewNode]>()

    public init(assumed: GeometryProxyValues, evaluate: @escaping Evaluate) {
        self.assumed = assumed
        self.evaluate = evaluate
    }

    /// The content for `proxy`, or nil when the tree's own (built with `assumed`) applies.
    public func views(for proxy: GeometryProxyValues) -> [ViewNode]? {
        guard proxy != assumed else { return nil }
        return answers.answer(proxy) { evaluate(proxy) }
    }
}

/// What layout-time evaluations answered, per question, so that laying a tree out again
/// asks nothing twice and a question always gets the same answer.
final class LayoutTimeAnswers<Question: Hashable, Answer>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Question: Answer] = [:]

    func answer(_ question: Question, _ compute: () -> Answer) -> Answer {
        lock.lock()
        defer { lock.unlock() }
        if let known = answers[question] { return known }
        let answer = compute()
        answers[question] = answer
        return answer
    }
}

/// Whatever runs a scene's layout-time evaluations: it reports what they found (errors in
/// the app's closures) once Layout is done. SceneLanguage implements it.
public protocol LayoutTimeHost: AnyObject, Sendable {}

/// What a closure given a view's `ViewDimensions` (`d`) reads: the view's size, and its text
/// baselines as Layout found them (`d[.firstTextBaseline]`); a view with no text has none,
/// and its baselines are its bottom, as SwiftUI's are.
public struct ViewDimensions: Hashable, Sendable {
    public var size: Size
    /// The first line's baseline below the view's top; nil when the view holds no text.
    public var firstTextBaseline: Double?
    /// The last line's baseline below the view's top; nil when the view holds no text.
    public var lastTextBaseline: Double?

    public init(_ size: Size, firstTextBaseline: Double? = nil, lastTextBaseline: Double? = nil) {
        self.size = size
        self.firstTextBaseline = firstTextBaseline
        self.lastTextBaseline = lastTextBaseline
    }
}

/// A number the app computes from layout: an `alignmentGuide`'s closure, from the
/// dimensions of the view it modifies. Kept per dimensions, like `LayoutTimeViews`.
public final class LayoutTimeNumber: @unchecked Sendable {
    public typealias Evaluate = @Sendable (ViewDimensions) -> Double

    private let evaluate: Evaluate
    private let answers = LayoutTimeAnswers<ViewDimensions, Double>()

    public init(evaluate: @escaping Evaluate) {
        self.evaluate = evaluate
    }

    public func value(for dimensions: ViewDimensions) -> Double {
        answers.answer(dimensions) { evaluate(dimensions) }
    }

    /// The number for a view of `size` with no text.
    public func value(for size: Size) -> Double {
        value(for: ViewDimensions(size))
    }
}

/// `alignmentGuide(_:computeValue:)`: where the view's guide for one alignment lies, from
/// its leading (an x) or top (a y) edge, as its closure computes it from the view's size.
public struct AlignmentGuideSpec: Sendable, Equatable {
    /// `.horizontal` for a `HorizontalAlignment` (leading, trailing), `.vertical` for a
    /// `VerticalAlignment` (top, bottom, baselines); nil for `.center`, written without its type.
    public var axis: Axis?
    /// The alignment's name: "leading", "center", "top", "firstTextBaseline"…
    public var name: String
    public var value: LayoutTimeNumber

    public init(axis: Axis?, name: String, value: LayoutTimeNumber) {
        self.axis = axis
        self.name = name
        self.value = value
    }
}

/// What a scroll view reports to `onScrollGeometryChange`, as SwiftUI's `ScrollGeometry` holds
/// it (UIKit's terms): the content's size, the insets around it (the safe area the scroll view
/// reaches under, and its content margins), the scroll view's own size (its frame extended
/// under that safe area), and the content offset, which is minus the leading and top insets
/// at rest.
public struct ScrollGeometryValues: Hashable, Sendable {
    public var contentOffset: Point
    public var contentSize: Size
    public var contentInsets: EdgeInsets
    public var containerSize: Size

    public init(contentOffset: Point, contentSize: Size, contentInsets: EdgeInsets, containerSize: Size) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// `visibleRect`: "computed from the scroll view's content offset, content insets, and its
    /// container size" (Apple), in the content's coordinates.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: containerSize) }

    /// `bounds`: the visible rect within the content insets.
    public var bounds: Rect { visibleRect.inset(by: contentInsets) }
}
