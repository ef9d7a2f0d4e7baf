// source: Flutter cupertino switch.dart (51x31, iOS 17.5 simulator); UISwitch.h ("enforces a size appropriate for the control"; frame size ignored); Documentation/ios-system-metrics.md, "Controls"
// proposal: 393x200
// expect-size: 51,31
// expect: 0 = 0,0,51,31
// note: with its label hidden a toggle is its switch, 51x31 whatever it is proposed.
Toggle("Wi-Fi", isOn: .constant(true))
    .labelsHidden()
    .fixedSize()
