#Preview { Color(hue: 1e300, saturation: 1, brightness: 1) }
