import SwiftCore
import ViewTree

/// `TimelineView(schedule) { context in … }`: its content is built with `context.date`, the
/// schedule's latest entry on the scene's clock, and `context.cadence` (`.live`: the scene is
/// a device in use, never the reduced rate of an always-on display). The build records the
/// schedule (`BuildContext.redraws`); TimelineRunner builds the screen again at each next
/// entry, which changes the content at once, as SwiftUI updates a timeline view outside any
/// transaction.
enum TimelineViews {
    static let scheduleNames = ["animation", "animation(minimumInterval:paused:)", "periodic(from:by:)", "everyMinute", "explicit(_:)"]

    static let rules: [ViewRule] = [
        ViewRule("TimelineView", labels: ["content"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard let content = call.args.takeClosure(nil) ?? call.args.takeClosure("content") else {
                throw EvalError(.missingArgument("content:", callee: "TimelineView"), at: call.location)
            }
            let it = call.it
            let start = it.build.redrawStarts[call.identity] ?? it.sceneTime
            it.build.redrawStarts[call.identity] = start
            let schedule = RedrawSchedule(kind: try kind(arg, it), start: start)
            it.build.register(Redraw(identity: call.identity, schedule: schedule, location: call.location))
            let fields: [String: Value] = ["date": Interpreter.date(Interpreter.sceneDate + schedule.entry(at: it.sceneTime)),
                                           "cadence": .enumCase("live", [])]
            let context = Value.instance(Instance(typeName: "TimelineView.Context", names: ["date", "cadence"], fields: fields))
            return call.node(.group(try it.buildClosure(content, arguments: [context], base: call.identity)))
        },
    ]

    /// `.animation`, `.animation(minimumInterval: 1 / 30, paused: false)`, `.periodic(from: .now, by: 1)`,
    /// `.everyMinute`, `.explicit([date, …])`.
    static func kind(_ arg: ArgValue, _ it: RuleContext) throws -> RedrawSchedule.Kind {
        guard case let .enumCase(name, values) = arg.value else { throw Enumerations.unknown(arg, "'TimelineSchedule'", scheduleNames) }
        var args = Arguments(values, callee: name, at: arg.location)
        let kind: RedrawSchedule.Kind
        switch name {
        case "animation":
            // `minimumInterval: nil` (SwiftUI's default) is every frame.
            let given = args.items.first { $0.label == "minimumInterval" }
            let interval: Double?
            if let given, case .none = given.value { _ = args.take("minimumInterval"); interval = nil }
            else { interval = try args.double("minimumInterval") }
            kind = .frames(minimumInterval: interval, paused: try args.bool("paused") ?? false)
        case "periodic":
            let from = try args.required("from") { a, label in a.take(label) }
            kind = .periodic(from: try sceneSeconds(from, it), by: try args.required("by") { try $0.double($1) })
        case "everyMinute":
            let minute = (Interpreter.sceneDate / 60).rounded(.down) * 60
            kind = .periodic(from: RedrawSchedule.sceneSeconds(minute), by: 60)
        case "explicit":
            let dates = try args.required(nil) { a, label in a.take(label) }
            guard case let .array(items) = dates.value else {
                throw EvalError(.wrongArgumentType(parameter: "_:", callee: "explicit", expected: "an array of 'Date'",
                                                   found: dates.value.kindDescription), at: dates.location)
            }
            kind = .explicit(try items.map { try sceneSeconds(ArgValue(label: nil, value: $0, location: dates.location), it) }.sorted())
        default:
            throw Enumerations.unknown(arg, "'TimelineSchedule'", scheduleNames)
        }
        try args.finish(known: ["minimumInterval", "paused", "from", "by"])
        return kind
    }

    /// A `Date` (or `.now`) as scene seconds.
    static func sceneSeconds(_ arg: ArgValue, _ it: RuleContext) throws -> Double {
        if case let .enumCase("now", values) = arg.value, values.isEmpty { return it.sceneTime }
        guard case let .instance(inst) = arg.value, inst.typeName == "Date",
              let seconds = inst["timeIntervalSince1970"].flatMap(it.number) else {
            throw EvalError(.wrongArgumentType(parameter: (arg.label ?? "_") + ":", callee: "TimelineView", expected: "a 'Date'",
                                               found: arg.value.kindDescription), at: arg.location)
        }
        return RedrawSchedule.sceneSeconds(seconds)
    }
}
