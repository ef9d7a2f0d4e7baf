#Preview { Text("a\nb") }
