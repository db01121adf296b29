"""The sample content's pictures, drawn with Pillow when the seed is loaded: flat illustrations in
one style (portraits for people, a dashboard and a phone for each case study). Nothing is fetched.

Each drawing is a function of its arguments only, so every machine draws the same pictures.
"""

import io
import math
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from publishing.artwork import hex_rgb

FONTS = Path(__file__).resolve().parent.parent / "fonts"
SS = 2  # drawn at twice the size, then scaled down: smooth edges


@cache
def _font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONTS / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")), size)


def _png(image: Image.Image, size: tuple[int, int]) -> bytes:
    out = io.BytesIO()
    image.resize(size, Image.Resampling.LANCZOS).convert("RGB").save(out, format="PNG")
    return out.getvalue()


def _mix(a: str, b: str, t: float) -> tuple[int, int, int]:
    ca, cb = hex_rgb(a), hex_rgb(b)
    return tuple(round(x + (y - x) * t) for x, y in zip(ca, cb, strict=True))


# --------------------------------------------------------------------------------------------
# Portraits
# --------------------------------------------------------------------------------------------

HAIR_STYLES = ("short", "long", "bun", "curly", "side")


def portrait(
    *, background: str, skin: str, hair: str, hair_style: str, clothing: str, size: int = 800
) -> bytes:
    """A head-and-shoulders illustration on a round-cornered square of colour."""
    s = size * SS
    image = Image.new("RGB", (s, s), hex_rgb(background))
    draw = ImageDraw.Draw(image)
    # A soft disc behind the head.
    draw.ellipse((s * 0.14, s * 0.1, s * 0.86, s * 0.82), fill=_mix(background, "#ffffff", 0.35))
    cx = s / 2
    head_r = s * 0.17
    head_cy = s * 0.46
    if hair_style == "long":
        draw.rounded_rectangle(
            (cx - head_r * 1.25, head_cy - head_r * 1.05, cx + head_r * 1.25, head_cy + head_r * 1.9),
            radius=head_r,
            fill=hex_rgb(hair),
        )
    # Shoulders and neck.
    draw.rounded_rectangle(
        (cx - s * 0.33, s * 0.7, cx + s * 0.33, s * 1.2), radius=s * 0.16, fill=hex_rgb(clothing)
    )
    draw.rectangle(
        (cx - head_r * 0.42, head_cy + head_r * 0.6, cx + head_r * 0.42, s * 0.74), fill=hex_rgb(skin)
    )
    draw.polygon(
        [(cx - head_r * 0.55, s * 0.7), (cx, s * 0.79), (cx + head_r * 0.55, s * 0.7)],
        fill=_mix(skin, "#000000", 0.12),
    )
    # Head and ears.
    draw.ellipse(
        (cx - head_r * 1.08, head_cy - head_r * 0.1, cx - head_r * 0.78, head_cy + head_r * 0.35),
        fill=hex_rgb(skin),
    )
    draw.ellipse(
        (cx + head_r * 0.78, head_cy - head_r * 0.1, cx + head_r * 1.08, head_cy + head_r * 0.35),
        fill=hex_rgb(skin),
    )
    draw.ellipse(
        (cx - head_r * 0.92, head_cy - head_r, cx + head_r * 0.92, head_cy + head_r * 1.05),
        fill=hex_rgb(skin),
    )
    hair_rgb = hex_rgb(hair)
    if hair_style in ("short", "side", "long", "bun"):
        draw.chord(
            (cx - head_r * 0.98, head_cy - head_r * 1.12, cx + head_r * 0.98, head_cy + head_r * 0.6),
            start=180,
            end=360,
            fill=hair_rgb,
        )
    if hair_style == "side":
        draw.polygon(
            [
                (cx - head_r * 0.95, head_cy - head_r * 0.2),
                (cx + head_r * 0.2, head_cy - head_r * 0.95),
                (cx - head_r * 0.2, head_cy - head_r * 0.2),
            ],
            fill=hair_rgb,
        )
    if hair_style == "bun":
        draw.ellipse(
            (cx - head_r * 0.45, head_cy - head_r * 1.75, cx + head_r * 0.45, head_cy - head_r * 0.85),
            fill=hair_rgb,
        )
    if hair_style == "curly":
        for i in range(11):
            angle = math.pi + i * math.pi / 10
            x = cx + math.cos(angle) * head_r * 0.92
            y = head_cy - head_r * 0.05 + math.sin(angle) * head_r * 0.98
            r = head_r * 0.34
            draw.ellipse((x - r, y - r, x + r, y + r), fill=hair_rgb)
    # A quiet face: eyes and a smile.
    eye_y = head_cy + head_r * 0.2
    dark = _mix(skin, "#1e1b2e", 0.75)
    for dx in (-0.36, 0.36):
        ex = cx + head_r * dx
        draw.ellipse(
            (ex - head_r * 0.07, eye_y - head_r * 0.07, ex + head_r * 0.07, eye_y + head_r * 0.07), fill=dark
        )
    draw.arc(
        (cx - head_r * 0.3, head_cy + head_r * 0.28, cx + head_r * 0.3, head_cy + head_r * 0.68),
        start=20,
        end=160,
        fill=dark,
        width=max(2, round(head_r * 0.06)),
    )
    return _png(image, (size, size))


# --------------------------------------------------------------------------------------------
# Case study pictures
# --------------------------------------------------------------------------------------------


def _series(seed: int, points: int, rise: float) -> list[float]:
    """A rising line with a little texture (0..1), the same for the same seed."""
    values = []
    for i in range(points):
        t = i / (points - 1)
        wobble = 0.05 * math.sin(i * 1.7 + seed) + 0.03 * math.sin(i * 3.1 + seed * 2)
        values.append(max(0.04, min(0.98, 0.15 + rise * t**1.6 + wobble)))
    return values


def dashboard(
    *, accent: str, background: str, figure: str, label: str, seed: int, width: int = 1600, height: int = 1000
) -> bytes:
    """A results dashboard: a browser window with a rising chart, bars and the headline figure."""
    w, h = width * SS, height * SS
    image = Image.new("RGB", (w, h), hex_rgb(background))
    draw = ImageDraw.Draw(image)
    # Background rings.
    for i, r in enumerate((0.55, 0.4)):
        draw.ellipse(
            (w * (0.85 - r), h * (-0.2 - r / 2), w * (0.85 + r), h * (0.2 + r)),
            outline=_mix(background, "#ffffff", 0.18 + i * 0.08),
            width=18 * SS,
        )
    # Window.
    x0, y0, x1, y1 = w * 0.08, h * 0.12, w * 0.92, h * 0.92
    draw.rounded_rectangle(
        (x0 + 14 * SS, y0 + 22 * SS, x1 + 14 * SS, y1 + 22 * SS),
        radius=36 * SS,
        fill=_mix(background, "#000000", 0.25),
    )
    draw.rounded_rectangle((x0, y0, x1, y1), radius=36 * SS, fill=(255, 255, 255))
    draw.rounded_rectangle((x0, y0, x1, y0 + 70 * SS), radius=36 * SS, fill=(241, 245, 249))
    draw.rectangle((x0, y0 + 40 * SS, x1, y0 + 70 * SS), fill=(241, 245, 249))
    for i, colour in enumerate(("#f87171", "#fbbf24", "#34d399")):
        cx = x0 + (44 + i * 34) * SS
        draw.ellipse((cx - 10 * SS, y0 + 25 * SS, cx + 10 * SS, y0 + 45 * SS), fill=hex_rgb(colour))
    draw.rounded_rectangle(
        (x0 + 170 * SS, y0 + 20 * SS, x0 + 700 * SS, y0 + 50 * SS), radius=15 * SS, fill=(255, 255, 255)
    )
    # Headline figure card.
    pad = 56 * SS
    cx0, cy0 = x0 + pad, y0 + 70 * SS + pad
    card_w = (x1 - x0) * 0.34
    draw.rounded_rectangle(
        (cx0, cy0, cx0 + card_w, cy0 + 300 * SS), radius=24 * SS, fill=_mix(accent, "#ffffff", 0.88)
    )
    draw.text((cx0 + 36 * SS, cy0 + 40 * SS), figure, font=_font(120 * SS), fill=hex_rgb(accent))
    y = cy0 + 190 * SS
    words, line = label.split(), ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if _font(30 * SS, False).getlength(candidate) > card_w - 72 * SS and line:
            draw.text((cx0 + 36 * SS, y), line, font=_font(30 * SS, False), fill=(51, 65, 85))
            y += 42 * SS
            line = word
        else:
            line = candidate
    draw.text((cx0 + 36 * SS, y), line, font=_font(30 * SS, False), fill=(51, 65, 85))
    # Bars under the card.
    by = cy0 + 360 * SS
    for i, value in enumerate(_series(seed + 7, 6, 0.7)):
        bx = cx0 + i * (card_w / 6)
        top = by + (1 - value) * 180 * SS
        draw.rounded_rectangle(
            (bx, top, bx + card_w / 6 - 16 * SS, by + 180 * SS),
            radius=8 * SS,
            fill=_mix(accent, "#ffffff", 0.45 if i < 5 else 0),
        )
    # Chart.
    gx0, gy0 = cx0 + card_w + pad, cy0
    gx1, gy1 = x1 - pad, y1 - pad
    for i in range(5):
        gy = gy0 + (gy1 - gy0) * i / 4
        draw.line((gx0, gy, gx1, gy), fill=(226, 232, 240), width=2 * SS)
    values = _series(seed, 12, 0.75)
    points = [
        (gx0 + (gx1 - gx0) * i / (len(values) - 1), gy1 - (gy1 - gy0) * v) for i, v in enumerate(values)
    ]
    draw.polygon([*points, (gx1, gy1), (gx0, gy1)], fill=_mix(accent, "#ffffff", 0.82))
    draw.line(points, fill=hex_rgb(accent), width=8 * SS, joint="curve")
    before = [(x, gy1 - (gy1 - y) * 0.45) for x, y in points]
    draw.line(before, fill=(148, 163, 184), width=5 * SS, joint="curve")
    lx, ly = points[-1]
    draw.ellipse(
        (lx - 16 * SS, ly - 16 * SS, lx + 16 * SS, ly + 16 * SS),
        fill=hex_rgb(accent),
        outline=(255, 255, 255),
        width=5 * SS,
    )
    return _png(image, (width, height))


def phone(*, accent: str, background: str, seed: int, width: int = 1600, height: int = 1000) -> bytes:
    """The project on a phone: a landing page with a call to action, beside cards of results."""
    w, h = width * SS, height * SS
    image = Image.new("RGB", (w, h), _mix(background, "#ffffff", 0.85))
    draw = ImageDraw.Draw(image)
    draw.ellipse((w * 0.12, h * 0.08, w * 0.58, h * 1.1), fill=_mix(background, "#ffffff", 0.6))
    # Phone.
    px0, py0 = w * 0.2, h * 0.08
    pw, ph = w * 0.22, h * 0.86
    draw.rounded_rectangle((px0, py0, px0 + pw, py0 + ph), radius=60 * SS, fill=(15, 23, 42))
    sx0, sy0, sx1, sy1 = px0 + 18 * SS, py0 + 18 * SS, px0 + pw - 18 * SS, py0 + ph - 18 * SS
    draw.rounded_rectangle((sx0, sy0, sx1, sy1), radius=44 * SS, fill=(255, 255, 255))
    draw.rounded_rectangle((sx0, sy0, sx1, sy0 + (sy1 - sy0) * 0.42), radius=44 * SS, fill=hex_rgb(accent))
    draw.rectangle((sx0, sy0 + 60 * SS, sx1, sy0 + (sy1 - sy0) * 0.42), fill=hex_rgb(accent))
    inner = sx1 - sx0
    for i, frac in enumerate((0.75, 0.55)):
        y = sy0 + 120 * SS + i * 46 * SS
        draw.rounded_rectangle(
            (sx0 + 30 * SS, y, sx0 + 30 * SS + inner * frac, y + 26 * SS),
            radius=13 * SS,
            fill=(255, 255, 255),
        )
    draw.rounded_rectangle(
        (sx0 + 30 * SS, sy0 + 250 * SS, sx0 + inner * 0.6, sy0 + 300 * SS),
        radius=25 * SS,
        fill=_mix(accent, "#000000", 0.35),
    )
    for i in range(3):
        y = sy0 + (sy1 - sy0) * 0.48 + i * 110 * SS
        draw.rounded_rectangle(
            (sx0 + 30 * SS, y, sx1 - 30 * SS, y + 86 * SS), radius=18 * SS, fill=(241, 245, 249)
        )
        draw.ellipse(
            (sx0 + 48 * SS, y + 20 * SS, sx0 + 94 * SS, y + 66 * SS), fill=_mix(accent, "#ffffff", 0.5)
        )
        draw.rounded_rectangle(
            (sx0 + 112 * SS, y + 26 * SS, sx1 - 60 * SS, y + 42 * SS), radius=8 * SS, fill=(203, 213, 225)
        )
    # Result cards.
    values = _series(seed, 4, 0.6)
    for i, value in enumerate(values[:3]):
        cx0 = w * 0.52
        cy0 = h * 0.16 + i * h * 0.26
        draw.rounded_rectangle(
            (cx0 + 10 * SS, cy0 + 12 * SS, w * 0.88 + 10 * SS, cy0 + h * 0.2 + 12 * SS),
            radius=28 * SS,
            fill=_mix(background, "#ffffff", 0.55),
        )
        draw.rounded_rectangle((cx0, cy0, w * 0.88, cy0 + h * 0.2), radius=28 * SS, fill=(255, 255, 255))
        draw.ellipse(
            (cx0 + 36 * SS, cy0 + 44 * SS, cx0 + 116 * SS, cy0 + 124 * SS), fill=_mix(accent, "#ffffff", 0.8)
        )
        draw.rounded_rectangle(
            (cx0 + 150 * SS, cy0 + 50 * SS, cx0 + 150 * SS + (w * 0.2) * (0.5 + value / 2), cy0 + 74 * SS),
            radius=12 * SS,
            fill=hex_rgb(accent),
        )
        draw.rounded_rectangle(
            (cx0 + 150 * SS, cy0 + 96 * SS, cx0 + 150 * SS + w * 0.14, cy0 + 116 * SS),
            radius=10 * SS,
            fill=(203, 213, 225),
        )
    return _png(image, (width, height))
