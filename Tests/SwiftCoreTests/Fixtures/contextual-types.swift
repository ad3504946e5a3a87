// Types from context, where Swift takes them: an annotation types its literal and its
// leading-dot forms.
struct Settings {
    var scale: Double = 1
    var name = "default"

    static let compact = Settings(scale: 0.5, name: "compact")
    static func named(_ name: String) -> Settings { Settings(name: name) }
}

let third: Double = 1 / 3
let integerThird = 1 / 3
let made: Settings = .init(scale: 2)
let preset: Settings = .compact
let called: Settings = .named("custom")
let list: [Settings] = [.init(), .compact]

// expect: third == 0.3333333333333333
// expect: integerThird == 0
// expect: made.scale == 2.0
// expect: preset.name == compact
// expect: called.name == custom
// expect: list.count == 2
