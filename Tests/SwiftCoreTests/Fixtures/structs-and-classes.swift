// Value and reference semantics, as Swift defines them: a struct is copied on assignment,
// a class instance is shared; a mutating method changes the copy it is called on.
struct Counter {
    var count = 0
    let step: Int

    mutating func advance() { count += step }
    var doubled: Int { count * 2 }
}

final class Account {
    var balance: Double
    var history: [Double] = []

    init(opening: Double) { balance = opening }

    func deposit(_ amount: Double) {
        balance += amount
        history.append(amount)
    }
}

struct Temperature {
    var celsius: Double {
        didSet { changes += 1 }
    }
    var changes = 0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

func counted() -> (Int, Int, Int) {
    var a = Counter(step: 3)
    var b = a
    a.advance()
    a.advance()
    b.advance()
    return (a.count, b.count, a.doubled)
}

func shared() -> (Double, Double, Int) {
    let account = Account(opening: 10)
    let alias = account
    alias.deposit(5.5)
    account.deposit(4.5)
    return (account.balance, alias.balance, account.history.count)
}

func converted() -> String {
    var t = Temperature(celsius: 100)
    t.fahrenheit = 32
    return "\(t.celsius) \(t.changes)"
}

let counts = counted()
let balances = shared()
let temperature = converted()

// expect: counts == (6, 3, 12)
// expect: balances == (20.0, 20.0, 2)
// expect: temperature == 0.0 1
