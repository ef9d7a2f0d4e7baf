// kean.blog, "SwiftUI Layout System": two 80x80 views in an HStack with spacing 10 are
// 170x80 whatever the stack is proposed.
HStack(spacing: 10) {
    Color.blue.frame(width: 80, height: 80)
    Color.green.frame(width: 80, height: 80)
}
