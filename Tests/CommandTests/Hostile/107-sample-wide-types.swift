import SwiftUI

// Class 2: a view without a preview taking a model two levels deep, each level twelve
// properties of arrays nested six deep: its sample argument is written as 729 x 12 x 729 x 12
// x 729 values (each array sample holds three).
struct L2 { let a: [[[[[[Int]]]]]]; let b: [[[[[[Int]]]]]]; let c: [[[[[[Int]]]]]]; let d: [[[[[[Int]]]]]]; let e: [[[[[[Int]]]]]]; let f: [[[[[[Int]]]]]]; let g: [[[[[[Int]]]]]]; let h: [[[[[[Int]]]]]]; let i: [[[[[[Int]]]]]]; let j: [[[[[[Int]]]]]]; let k: [[[[[[Int]]]]]]; let l: [[[[[[Int]]]]]] }
struct L1 { let a: [[[[[[L2]]]]]]; let b: [[[[[[L2]]]]]]; let c: [[[[[[L2]]]]]]; let d: [[[[[[L2]]]]]]; let e: [[[[[[L2]]]]]]; let f: [[[[[[L2]]]]]]; let g: [[[[[[L2]]]]]]; let h: [[[[[[L2]]]]]]; let i: [[[[[[L2]]]]]]; let j: [[[[[[L2]]]]]]; let k: [[[[[[L2]]]]]]; let l: [[[[[[L2]]]]]] }

struct A107: View {
    let model: [[[[[[L1]]]]]] // ATTACK
    var body: some View {
        Text("\(model.count)")
    }
}
