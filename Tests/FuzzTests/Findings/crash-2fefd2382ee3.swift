#Preview { Text("a") }
