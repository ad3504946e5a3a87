// Loops, labelled breaks, guards, optionals, and errors thrown and caught.
enum ParseError: Error {
    case empty
    case notANumber(String)
}

func parse(_ text: String) throws -> Int {
    guard !text.isEmpty else { throw ParseError.empty }
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    return n
}

func sum(_ texts: [String]) -> String {
    var total = 0
    var failures: [String] = []
    for text in texts {
        do {
            total += try parse(text)
        } catch ParseError.notANumber(let bad) {
            failures.append(bad)
        } catch {
            failures.append("?")
        }
    }
    return "\(total) \(failures)"
}

func firstPair(summingTo target: Int, in numbers: [Int]) -> String {
    var found = "none"
    outer: for i in numbers.indices {
        for j in numbers.indices where j > i {
            if numbers[i] + numbers[j] == target {
                found = "\(numbers[i])+\(numbers[j])"
                break outer
            }
        }
    }
    return found
}

func collatz(_ start: Int) -> Int {
    var n = start
    var steps = 0
    while n != 1 {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        steps += 1
    }
    return steps
}

func classify(_ text: String) -> String {
    do {
        _ = try parse(text)
        return "ok"
    } catch ParseError.empty {
        return "empty"
    } catch let error as ParseError where text.count > 3 {
        if case .notANumber = error { return "long" }
        return "?"
    } catch {
        return "other"
    }
}

func strict(_ text: String) throws -> Int {
    do {
        return try parse(text)
    } catch ParseError.empty {
        return 0
    }
}

let sums = sum(["4", "x", "", "6"])
let classes = ["1", "", "abcd", "ab"].map(classify)
let emptyIsZero = (try? strict("")) ?? -1
let propagated = (try? strict("x")) == nil
let pair = firstPair(summingTo: 9, in: [1, 3, 5, 6, 8])
let steps = collatz(27)
let optional = (try? parse("12")) ?? -1
let failed = (try? parse("twelve")) ?? -1

// expect: sums == 10 ["x", "?"]
// expect: classes == ["ok", "empty", "long", "other"]
// expect: emptyIsZero == 0
// expect: propagated == true
// expect: pair == 1+8
// expect: steps == 111
// expect: optional == 12
// expect: failed == -1
