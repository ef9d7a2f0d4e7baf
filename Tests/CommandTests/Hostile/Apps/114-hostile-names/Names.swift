import SwiftUI

// Names made to break what shows them: markup for the contact sheet, terminal escapes for
// the shell that prints the list and the diagnostics.
struct Named: View {
    var body: some View { Text("</script><script>alert(1)</script>") }
}

#Preview("</script><script>alert(1)</script><img src=x onerror=alert(2)>") { Named() }
#Preview("\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[31mred") { Named() }
#Preview("Broken \u{1B}[2J") { Text(undefinedName) } // ATTACK
