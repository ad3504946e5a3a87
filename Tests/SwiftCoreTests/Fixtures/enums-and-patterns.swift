// Enums with raw and associated values, and the patterns a switch matches them by.
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth
}

enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case empty

    var area: Double {
        switch self {
        case let .circle(r): return 3 * r * r
        case let .rect(w, h): return w * h
        case .empty: return 0
        }
    }
}

func describe(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9 where n % 2 == 0: return "small even"
    case 1...9: return "small odd"
    default: return "large"
    }
}

let earth = Planet.earth.rawValue
let fromRaw = Planet(rawValue: 2)
let missing = Planet(rawValue: 7)
let planets = Planet.allCases.count
let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4), .empty]
let areas = shapes.map(\.area)
let inferred = [Shape.rect(width: 1, height: 2), .circle(radius: 1)].map(\.area)
let described = [-4, 0, 4, 7, 12].map(describe)

// expect: earth == 3
// expect: fromRaw == venus
// expect: missing == nil
// expect: planets == 3
// expect: areas == [12.0, 12.0, 0.0]
// expect: inferred == [2.0, 3.0]
// expect: described == ["negative", "zero", "small even", "small odd", "large"]
