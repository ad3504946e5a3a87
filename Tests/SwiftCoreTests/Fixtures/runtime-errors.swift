// What stops a Swift program is a located error, never a crash: an overflow, an index out
// of range, a force-unwrapped nil.
let numbers = [1, 2, 3]
let big = Int.max
let overflow = big + 1
let outside = numbers[5]
let none: Int? = nil
let forced = none!

// error: 5:16: arithmetic overflow in '+'
// error: 6:15: index 5 is out of range (count 3)
// error: 8:14: unexpectedly found 'nil' while unwrapping an optional
