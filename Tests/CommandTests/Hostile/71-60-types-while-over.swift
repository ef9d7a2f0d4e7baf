import SwiftUI

struct V0: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V1: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V2: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V3: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V4: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V5: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V6: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V7: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V8: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V9: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V10: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V11: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V12: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V13: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V14: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V15: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V16: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V17: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V18: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V19: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V20: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V21: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V22: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V23: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V24: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V25: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V26: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V27: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V28: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V29: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V30: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V31: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V32: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V33: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V34: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V35: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V36: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V37: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V38: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V39: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V40: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V41: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V42: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V43: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V44: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V45: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V46: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V47: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V48: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V49: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V50: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V51: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V52: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V53: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V54: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V55: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V56: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V57: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V58: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}
struct V59: View {
    var body: some View {
        var j = 0
        var x = 0
        while j < 1_000_000_000 { x = (x + j) % 97; j += 1 } // ATTACK
        return Text("\(x)")
    }
}

struct Many: View {
    var body: some View {
        ScrollView {
            VStack {
            V0()
            V1()
            V2()
            V3()
            V4()
            V5()
            V6()
            V7()
            V8()
            V9()
            V10()
            V11()
            V12()
            V13()
            V14()
            V15()
            V16()
            V17()
            V18()
            V19()
            V20()
            V21()
            V22()
            V23()
            V24()
            V25()
            V26()
            V27()
            V28()
            V29()
            V30()
            V31()
            V32()
            V33()
            V34()
            V35()
            V36()
            V37()
            V38()
            V39()
            V40()
            V41()
            V42()
            V43()
            V44()
            V45()
            V46()
            V47()
            V48()
            V49()
            V50()
            V51()
            V52()
            V53()
            V54()
            V55()
            V56()
            V57()
            V58()
            V59()
            }
        }
    }
}

#Preview { Many() }
