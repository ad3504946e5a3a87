#!/usr/bin/env python3
"""Generates the images the seed scenes use, deterministically, with no photographs.

Each image is an illustration drawn from math alone (gradients, hills, suns, waves,
skylines) and written as an 8-bit RGB PNG with the standard library's zlib. Running it again
gives the same bytes. Output: scenes/assets/*.png (committed).

    python3 scripts/generate-assets.py
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(__file__), "..", "scenes", "assets")


def write_png(path, width, height, pixel):
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            r, g, b = pixel(x / width, y / height)
            rows += bytes((clamp(r), clamp(g), clamp(b)))
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def clamp(v):
    return max(0, min(255, int(round(v))))


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def smooth(edge0, edge1, x):
    t = max(0.0, min(1.0, (x - edge0) / (edge1 - edge0)))
    return t * t * (3 - 2 * t)


def landscape(sky_top, sky_bottom, sun, hills, sun_pos=(0.7, 0.35), sun_r=0.09):
    """A sky gradient, a soft sun, and layered hills (sine ridges), front to back."""
    def pixel(u, v):
        c = mix(sky_top, sky_bottom, v)
        d = math.hypot((u - sun_pos[0]) * 1.5, v - sun_pos[1])
        c = mix(c, sun, 1 - smooth(sun_r, sun_r + 0.012, d))
        c = mix(c, sun, 0.35 * (1 - smooth(0, sun_r * 4, d)))
        for i, (base, amp, freq, phase, color) in enumerate(hills):
            ridge = base + amp * math.sin(u * freq + phase) + amp * 0.4 * math.sin(u * freq * 2.7 + phase * 1.3)
            c = mix(c, color, smooth(ridge - 0.004, ridge + 0.004, v))
        return c
    return pixel


def waves(top, bottom, foam):
    def pixel(u, v):
        c = mix(top, bottom, v)
        for k in range(6):
            y = 0.45 + k * 0.1 + 0.025 * math.sin(u * (9 + k) + k * 1.7)
            c = mix(c, foam, 0.55 * (1 - smooth(0.0, 0.01, abs(v - y))))
        return c
    return pixel


def skyline(top, bottom, building, windows):
    widths = [0.07, 0.1, 0.06, 0.12, 0.08, 0.09, 0.05, 0.11, 0.07, 0.15]
    heights = [0.45, 0.62, 0.38, 0.7, 0.52, 0.58, 0.41, 0.66, 0.49, 0.55]
    def pixel(u, v):
        c = mix(top, bottom, v)
        x = 0.0
        for w, h in zip(widths, heights):
            if x <= u < x + w and v > 1 - h:
                c = building
                wx, wy = (u - x) / w * 5, (v - (1 - h)) * 30
                if 0.3 < wx % 1 < 0.7 and 0.3 < wy % 1 < 0.7 and (int(wx) * 7 + int(wy) * 3) % 5 != 0:
                    c = windows
            x += w
        return c
    return pixel


ASSETS = {
    # Seed 000: card covers (3:2).
    "mountains": (900, 600, landscape((92, 135, 219), (250, 197, 150), (255, 240, 200),
                                      [(0.55, 0.06, 7, 0.5, (112, 128, 170)), (0.68, 0.05, 11, 2.0, (70, 96, 140)),
                                       (0.82, 0.04, 5, 4.0, (42, 62, 98))])),
    "lake": (900, 600, waves((120, 200, 230), (20, 70, 140), (225, 245, 255))),
    "forest": (900, 600, landscape((190, 230, 200), (240, 245, 210), (255, 255, 230),
                                   [(0.5, 0.08, 23, 1.0, (80, 150, 90)), (0.66, 0.07, 31, 3.0, (40, 110, 60)),
                                    (0.84, 0.05, 41, 5.0, (20, 70, 40))], sun_pos=(0.25, 0.25))),
    "city": (900, 600, skyline((255, 170, 120), (120, 70, 160), (40, 34, 70), (255, 220, 140))),
    # Seed 000 as the article writes it (scenes/seed-000-card-grid.scene): portrait covers
    # (2:3), which .aspectRatio(contentMode: .fill) fits inside the grid's column and the
    # detail's width; 3:2 covers would make SwiftUI size the card to the wider image.
    "peaks": (600, 900, landscape((92, 135, 219), (250, 197, 150), (255, 240, 200),
                                  [(0.55, 0.06, 7, 0.5, (112, 128, 170)), (0.68, 0.05, 11, 2.0, (70, 96, 140)),
                                   (0.82, 0.04, 5, 4.0, (42, 62, 98))], sun_pos=(0.6, 0.3))),
    "shore": (600, 900, waves((120, 200, 230), (20, 70, 140), (225, 245, 255))),
    "grove": (600, 900, landscape((190, 230, 200), (240, 245, 210), (255, 255, 230),
                                  [(0.5, 0.08, 23, 1.0, (80, 150, 90)), (0.66, 0.07, 31, 3.0, (40, 110, 60)),
                                   (0.84, 0.05, 41, 5.0, (20, 70, 40))], sun_pos=(0.3, 0.22))),
    "towers": (600, 900, skyline((255, 170, 120), (120, 70, 160), (40, 34, 70), (255, 220, 140))),
    # Seed 001: banners (wide).
    "banner1": (1170, 540, landscape((255, 126, 95), (254, 180, 123), (255, 236, 179),
                                     [(0.62, 0.05, 6, 1.0, (170, 70, 90)), (0.78, 0.04, 9, 3.0, (110, 40, 80))],
                                     sun_pos=(0.5, 0.45), sun_r=0.12)),
    "banner2": (1170, 540, waves((72, 198, 239), (111, 134, 214), (255, 255, 255))),
    "banner3": (1170, 540, skyline((30, 40, 90), (90, 60, 150), (15, 15, 40), (255, 214, 102))),
}


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, (w, h, pixel) in ASSETS.items():
        write_png(os.path.join(OUT, name + ".png"), w, h, pixel)
        print(name + ".png", w, "x", h)


if __name__ == "__main__":
    main()
