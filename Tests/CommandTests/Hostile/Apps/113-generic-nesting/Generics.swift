import SwiftUI

// Generic types nested by doubling: Pair of Pair of ... 64 deep is 2^64 values as a sample
// argument; a generic view nested 300 deep by name.
struct Pair<T> {
    var a: T
    var b: T
}

typealias P0 = Pair<Int>
typealias P1 = Pair<P0>
typealias P2 = Pair<P1>
typealias P3 = Pair<P2>
typealias P4 = Pair<P3>
typealias P5 = Pair<P4>
typealias P6 = Pair<P5>
typealias P7 = Pair<P6>
typealias P8 = Pair<P7>
typealias P9 = Pair<P8>
typealias P10 = Pair<P9>
typealias P11 = Pair<P10>
typealias P12 = Pair<P11>
typealias P13 = Pair<P12>
typealias P14 = Pair<P13>
typealias P15 = Pair<P14>
typealias P16 = Pair<P15>
typealias P17 = Pair<P16>
typealias P18 = Pair<P17>
typealias P19 = Pair<P18>
typealias P20 = Pair<P19>
typealias P21 = Pair<P20>
typealias P22 = Pair<P21>
typealias P23 = Pair<P22>
typealias P24 = Pair<P23>
typealias P25 = Pair<P24>
typealias P26 = Pair<P25>
typealias P27 = Pair<P26>
typealias P28 = Pair<P27>
typealias P29 = Pair<P28>
typealias P30 = Pair<P29>
typealias P31 = Pair<P30>
typealias P32 = Pair<P31>
typealias P33 = Pair<P32>
typealias P34 = Pair<P33>
typealias P35 = Pair<P34>
typealias P36 = Pair<P35>
typealias P37 = Pair<P36>
typealias P38 = Pair<P37>
typealias P39 = Pair<P38>
typealias P40 = Pair<P39>
typealias P41 = Pair<P40>
typealias P42 = Pair<P41>
typealias P43 = Pair<P42>
typealias P44 = Pair<P43>
typealias P45 = Pair<P44>
typealias P46 = Pair<P45>
typealias P47 = Pair<P46>
typealias P48 = Pair<P47>
typealias P49 = Pair<P48>
typealias P50 = Pair<P49>
typealias P51 = Pair<P50>
typealias P52 = Pair<P51>
typealias P53 = Pair<P52>
typealias P54 = Pair<P53>
typealias P55 = Pair<P54>
typealias P56 = Pair<P55>
typealias P57 = Pair<P56>
typealias P58 = Pair<P57>
typealias P59 = Pair<P58>
typealias P60 = Pair<P59>
typealias P61 = Pair<P60>
typealias P62 = Pair<P61>
typealias P63 = Pair<P62>
typealias P64 = Pair<P63>

struct PairView: View {
    let value: P64 // ATTACK
    var body: some View { Text("pair") }
}

struct Box<T> {
    var value: T
    var more: [T]
}

struct BoxView: View {
    let value: Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Int>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>> // ATTACK
    var body: some View { Text("box") }
}

func grow<T>(_ x: T, _ n: Int) -> Any {
    n == 0 ? x : grow(Pair(a: x, b: x), n - 1)
}

struct Grown: View {
    var body: some View { Text(String(describing: grow(1, 60))) } // ATTACK
}

#Preview("Grown") { Grown() }
