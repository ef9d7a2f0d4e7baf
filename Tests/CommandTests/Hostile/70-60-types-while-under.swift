import SwiftUI

struct V0: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V1: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V2: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V3: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V4: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V5: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V6: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V7: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V8: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V9: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V10: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V11: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V12: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V13: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V14: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V15: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V16: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V17: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V18: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V19: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V20: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V21: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V22: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V23: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V24: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V25: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V26: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V27: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V28: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V29: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V30: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V31: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V32: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V33: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V34: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V35: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V36: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V37: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V38: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V39: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V40: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V41: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V42: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V43: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V44: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V45: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V46: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V47: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V48: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V49: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V50: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V51: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V52: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V53: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V54: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V55: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V56: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V57: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V58: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}
struct V59: View {
    var body: some View { var j = 0; var x = 0; while j < 8_000 { x = (x + j) % 97; j += 1 }; return Text("\(x)") } // ATTACK
}

struct Many: View {
    var body: some View {
        ScrollView {
            VStack {
            V0(); V1(); V2(); V3(); V4(); V5(); V6(); V7(); V8(); V9(); V10(); V11(); V12(); V13(); V14(); V15(); V16(); V17(); V18(); V19(); V20(); V21(); V22(); V23(); V24(); V25(); V26(); V27(); V28(); V29(); V30(); V31(); V32(); V33(); V34(); V35(); V36(); V37(); V38(); V39(); V40(); V41(); V42(); V43(); V44(); V45(); V46(); V47(); V48(); V49(); V50(); V51(); V52(); V53(); V54(); V55(); V56(); V57(); V58(); V59()
            }
        }
    }
}

#Preview { Many() }
