// The standard library's collections and the closures passed to them.
struct Task {
    let title: String
    let minutes: Int
    var done = false
}

let tasks = [
    Task(title: "Write", minutes: 40),
    Task(title: "Review", minutes: 15, done: true),
    Task(title: "Ship", minutes: 5),
]

func makeAdder(_ n: Int) -> (Int) -> Int {
    { $0 + n }
}

let open = tasks.filter { !$0.done }.map(\.title)
let total = tasks.reduce(0) { $0 + $1.minutes }
let longest = tasks.max { $0.minutes < $1.minutes }?.title ?? "none"
let shortest = tasks.min(by: { $0.minutes < $1.minutes })?.title ?? "none"
let byLength = tasks.map(\.title).sorted { $0.count < $1.count }
let addFive = makeAdder(5)
let added = [1, 2, 3].map(addFive)
let grouped = Dictionary(grouping: [1, 2, 3, 4, 5, 6], by: { $0 % 3 }).mapValues { $0.count }
let unique = Set([3, 1, 3, 2, 1]).sorted()
let firstBig = [4, 9, 16, 25].firstIndex { $0 > 10 }
let pairs = zip(["a", "b"], [1, 2]).map { "\($0)\($1)" }.joined(separator: "-")
let named = zip(["c", "d"], [3, 4]).map { letter, n in "\(letter)\(n)" }.joined(separator: "-")
let whole = zip(["e"], [5]).map { "\($0)" }

// expect: open == ["Write", "Ship"]
// expect: total == 60
// expect: longest == Write
// expect: byLength == ["Ship", "Write", "Review"]
// expect: added == [6, 7, 8]
// expect: unique == [1, 2, 3]
// expect: firstBig == 2
// expect: shortest == Ship
// expect: pairs == a1-b2
// expect: named == c3-d4
// expect: whole == ["(\"e\", 5)"]
