"""Draw the app icon (original art, made with pygame.draw) and write it in every format needed.

    python3 tools/make_icon.py                  # the three files below
    python3 tools/make_icon.py --hicolor DIR    # PNGs for a Linux desktop, see hicolor()

writes into assets/icon/:
  jolly-roger.png    512x512, the window icon (scenes/app.py) and the Linux desktop icon
  jolly-roger.ico    16 … 256 px, for the Windows build (build/spec/jolly-roger-windows.spec)
  jolly-roger.icns   16 … 1024 px, for the macOS .app (build/spec/jolly-roger-macos.spec)

The picture: a black flag on a teal sea tile in a brass ring, with a skull over two crossed
sabres. It is drawn four times too large and scaled down, which smooths every edge. ICO and
ICNS both hold PNG images, so no image library beyond pygame is needed.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from scenes.theme import BRASS, BRASS_DARK, BRASS_LIGHT  # noqa: E402  (the app's own brass)

OUT = ROOT / "assets" / "icon"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The sizes a Linux desktop looks for in the hicolor theme (the Icon Theme Specification).
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# ICNS element types that hold a PNG of the given size (the @2x ones share sizes).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))

Colour = tuple[int, int, int]
SEA_TOP: Colour = (22, 96, 100)
SEA_BOTTOM: Colour = (9, 52, 60)
FLAG: Colour = (20, 18, 20)
FLAG_EDGE: Colour = (70, 64, 66)
BONE: Colour = (246, 238, 220)
STEEL: Colour = (206, 214, 220)
STEEL_DARK: Colour = (120, 132, 142)


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def _sabre(length: float, width: float) -> tuple[list[tuple[float, float]], float]:
    """A curved cutlass blade along +x from the hilt (0, 0): its outline, and the tip's y."""
    steps = 24
    back, edge = [], []
    for k in range(steps + 1):
        t = k / steps
        x = t * length
        y = -0.16 * length * t * t                   # the blade curves up towards the tip
        w = width * (1.0 + 0.35 * math.sin(math.pi * t * 0.9)) * (1 - t) ** 0.35
        back.append((x, y - w * 0.35))
        edge.append((x, y + w * 0.65))
    return back + edge[::-1], -0.16 * length


def _place(points: list[tuple[float, float]], angle: float, origin: tuple[float, float],
           mirror: bool) -> list[tuple[float, float]]:
    c, s = math.cos(angle), math.sin(angle)
    out = []
    for x, y in points:
        if mirror:
            y = -y
        out.append((origin[0] + x * c - y * s, origin[1] + x * s + y * c))
    return out


def draw_icon(size: int) -> object:
    """The icon at `size` x `size` (a pygame Surface with alpha)."""
    import pygame as pg

    big = size * 4
    s = pg.Surface((big, big), pg.SRCALPHA)
    u = big / 100.0                                       # 1 unit = 1 % of the tile

    # The tile: a brass ring around a teal sea.
    pg.draw.rect(s, BRASS_DARK, (0, 0, big, big), border_radius=round(22 * u))
    pg.draw.rect(s, BRASS, (round(1.5 * u), round(1.5 * u), big - round(3 * u),
                            big - round(3 * u)), border_radius=round(20.5 * u))
    inner = pg.Rect(round(5 * u), round(5 * u), big - round(10 * u), big - round(10 * u))
    sea = pg.Surface(inner.size, pg.SRCALPHA)
    for y in range(inner.height):
        pg.draw.line(sea, _mix(SEA_TOP, SEA_BOTTOM, y / inner.height), (0, y), (inner.width, y))
    mask = pg.Surface(inner.size, pg.SRCALPHA)
    pg.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(17 * u))
    sea.blit(mask, (0, 0), special_flags=pg.BLEND_RGBA_MIN)
    s.blit(sea, inner.topleft)

    # The flag, flying from the left with a gentle wave.
    left, right, top, height = 15 * u, 87 * u, 17 * u, 62 * u
    wave = 3.2 * u
    upper = [(left + (right - left) * k / 16,
              top + wave * math.sin(k / 16 * math.pi * 1.6) * k / 16) for k in range(17)]
    lower = [(x, y + height) for x, y in reversed(upper)]
    pg.draw.polygon(s, FLAG_EDGE, [(x, y - 1.2 * u) for x, y in upper]
                    + [(x, y + 1.2 * u) for x, y in lower])
    pg.draw.polygon(s, FLAG, upper + lower)
    pole = round(3.2 * u)
    pg.draw.rect(s, BRASS_DARK, (round(left - pole - 0.5 * u), round(10 * u), pole,
                                 round(80 * u)), border_radius=pole // 2)
    pg.draw.circle(s, BRASS_LIGHT, (round(left - pole / 2 - 0.5 * u), round(10 * u)),
                   round(3.4 * u))

    cx, cy = (left + right) / 2 + 1 * u, top + height * 0.47

    # Two crossed sabres behind the skull, hilts at the bottom, blades curving outwards.
    blade, _tip = _sabre(62 * u, 4.2 * u)
    for mirror in (False, True):
        angle = math.radians(-148 if mirror else -32)
        hilt = (cx + (-27 if not mirror else 27) * u, cy + 20 * u)
        outline = _place(blade, angle, hilt, mirror)
        pg.draw.polygon(s, STEEL_DARK, outline, round(1.2 * u))
        pg.draw.polygon(s, STEEL, outline)
        grip = _place([(-9 * u, -1.6 * u), (0, -1.6 * u), (0, 1.6 * u), (-9 * u, 1.6 * u)],
                      angle, hilt, mirror)
        pg.draw.polygon(s, BRASS_DARK, grip)
        guard = _place([(0, -4.5 * u), (1.8 * u, -4.5 * u), (1.8 * u, 4.5 * u), (0, 4.5 * u)],
                       angle, hilt, mirror)
        pg.draw.polygon(s, BRASS_LIGHT, guard)
        knob = _place([(-10 * u, 0)], angle, hilt, mirror)[0]
        pg.draw.circle(s, BRASS_LIGHT, knob, 2.4 * u)

    # The skull: cranium, cheekbones, jaw with teeth, dark eyes and nose.
    r = 12.5 * u
    cy -= 7 * u
    pg.draw.circle(s, FLAG, (cx, cy - 2 * u), r + 1.6 * u)
    pg.draw.circle(s, BONE, (cx, cy - 2 * u), r)
    jaw = pg.Rect(0, 0, round(r * 1.15), round(r * 0.72))
    jaw.midtop = (round(cx), round(cy + r * 0.45))
    pg.draw.rect(s, FLAG, jaw.inflate(round(3.2 * u), round(3.2 * u)),
                 border_radius=round(r * 0.3))
    pg.draw.rect(s, BONE, jaw, border_radius=round(r * 0.25))
    pg.draw.circle(s, BONE, (cx, cy - 2 * u), r)          # the cranium over the jaw's outline
    for side in (-1, 1):
        pg.draw.ellipse(s, FLAG, pg.Rect(round(cx + side * r * 0.42 - r * 0.3),
                                         round(cy - r * 0.28), round(r * 0.6), round(r * 0.66)))
    nose = [(cx, cy + r * 0.32), (cx - r * 0.15, cy + r * 0.58), (cx + r * 0.15, cy + r * 0.58)]
    pg.draw.polygon(s, FLAG, nose)
    for k in (-1.5, -0.5, 0.5, 1.5):
        x = cx + k * r * 0.24
        pg.draw.line(s, FLAG, (x, jaw.y + jaw.height * 0.3), (x, jaw.bottom - 0.8 * u),
                     max(1, round(1.1 * u)))

    return pg.transform.smoothscale(s, (size, size))


def png_bytes(surface: object) -> bytes:
    import pygame as pg

    buffer = io.BytesIO()
    pg.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size                   # 0 means 256 in an ICO entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements (macOS 10.7 and later)."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(images[size])) + images[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def hicolor(folder: Path, name: str) -> list[Path]:
    """The icon drawn at each hicolor size (not scaled from one picture: small sizes stay
    sharp), as `folder/<n>x<n>/apps/<name>.png` — the layout of ~/.local/share/icons/hicolor
    that tools/package.py ships in the Linux archive."""
    written = []
    for size in HICOLOR_SIZES:
        path = folder / f"{size}x{size}" / "apps" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png_bytes(draw_icon(size)))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--hicolor"] and len(argv) == 2:
        for path in hicolor(Path(argv[1]), "jolly-roger"):
            print(path)
        return 0
    if argv:
        raise SystemExit("usage: make_icon.py [--hicolor DIR]")
    OUT.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | {size for _kind, size in ICNS_TYPES})
    images = {size: png_bytes(draw_icon(size)) for size in sizes}
    (OUT / "jolly-roger.png").write_bytes(images[512])
    (OUT / "jolly-roger.ico").write_bytes(ico({n: images[n] for n in ICO_SIZES}))
    (OUT / "jolly-roger.icns").write_bytes(icns(images))
    for name in ("jolly-roger.png", "jolly-roger.ico", "jolly-roger.icns"):
        path = OUT / name
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame  # noqa: F401
    except ImportError:  # run with the system Python: use .venv (set up if need be)
        sys.path.insert(0, str(ROOT / "tools"))
        import bootstrap

        bootstrap.replace_process(bootstrap.ensure(), [os.path.abspath(__file__)] + sys.argv[1:])
    raise SystemExit(main())
