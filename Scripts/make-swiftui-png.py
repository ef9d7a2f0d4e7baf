#!/usr/bin/env python3
"""Writes data/swiftui.png: the 60 x 60 stand-in for the "swiftui" image of kean.blog's
examples (an orange rounded square with a white "S"), with the standard library only.

usage: Scripts/make-swiftui-png.py [OUTPUT]   (default: data/swiftui.png next to Scripts/)
"""
import math
import os
import struct
import sys
import zlib

SIZE = 60
SAMPLES = 4  # per axis, for antialiasing
RADIUS = 13.5  # corner radius of the square, like an app icon's
TOP, BOTTOM = (255, 149, 0), (240, 81, 56)  # orange to red-orange, top to bottom
STROKE = 5.5
# The "S": two arcs (centre, radius, angle range in degrees, screen coordinates with y down).
ARCS = [((30.0, 22.5), 8.0, (90.0, 320.0)), ((30.0, 38.5), 8.0, (-90.0, 140.0))]


def inside_rounded_square(x, y):
    cx = min(max(x, RADIUS), SIZE - RADIUS)
    cy = min(max(y, RADIUS), SIZE - RADIUS)
    return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2


def on_stroke(x, y):
    for (cx, cy), r, (start, end) in ARCS:
        angle = math.degrees(math.atan2(y - cy, x - cx))
        for candidate in (angle - 360, angle, angle + 360):
            if start <= candidate <= end and abs(math.hypot(x - cx, y - cy) - r) <= STROKE / 2:
                return True
        for a in (start, end):  # round caps
            ex, ey = cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))
            if math.hypot(x - ex, y - ey) <= STROKE / 2:
                return True
    return False


def pixel(px, py):
    coverage = glyph = 0
    for sy in range(SAMPLES):
        for sx in range(SAMPLES):
            x, y = px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES
            if inside_rounded_square(x, y):
                coverage += 1
                glyph += on_stroke(x, y)
    n = SAMPLES * SAMPLES
    t = py / (SIZE - 1)
    base = [round(a + (b - a) * t) for a, b in zip(TOP, BOTTOM)]
    if coverage == 0:
        return (0, 0, 0, 0)
    white = glyph / coverage
    rgb = [round(c + (255 - c) * white) for c in base]
    return (*rgb, round(255 * coverage / n))


def png(width, height, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(v for p in row for v in p) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "data", "swiftui.png")
    rows = [[pixel(x, y) for x in range(SIZE)] for y in range(SIZE)]
    with open(output, "wb") as file:
        file.write(png(SIZE, SIZE, rows))
    print(f"wrote {os.path.normpath(output)} ({SIZE}x{SIZE})")


if __name__ == "__main__":
    main()
