"""The seeded campaigns' hero pictures, drawn with Pillow in the style of the sample content's
drawings (`marketing.content.drawings`: its fonts, supersampling and colour mixing). Nothing is fetched.

Words are left out of the pictures (bars stand for text), so each fits the page in either language.
`draw(spec)` turns a spec from `campaigns.content.campaigns` (a dict with a `kind`, an `accent` and
a `background`) into 1200x900 PNG bytes (the hero's 4:3 box); the same spec always gives the same bytes.
"""

from PIL import Image, ImageDraw

from marketing.content.drawings import SS, _font, _mix, _png
from publishing.artwork import hex_rgb, stroke

W, H = 1200, 900
INK, MUTED, LINE, WHITE = (15, 23, 42), (100, 116, 139), (226, 232, 240), (255, 255, 255)


def _p(*values: float) -> list[float]:
    return [v * SS for v in values]


def _pts(*values: float) -> list[tuple[float, float]]:
    """Points of a line, as pairs, on the supersampled canvas."""
    scaled = _p(*values)
    return list(zip(scaled[::2], scaled[1::2], strict=True))


def _canvas(background: str) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (W * SS, H * SS), _mix(background, "#ffffff", 0.82))
    draw = ImageDraw.Draw(image)
    draw.ellipse(_p(620, -260, 1460, 580), fill=_mix(background, "#ffffff", 0.6))
    draw.ellipse(_p(-240, 560, 420, 1220), fill=_mix(background, "#ffffff", 0.7))
    return image, draw


def _panel(draw, box, background: str, radius: int = 32) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(
        _p(x0 + 10, y0 + 14, x1 + 10, y1 + 14), radius=radius * SS, fill=_mix(background, "#ffffff", 0.35)
    )
    draw.rounded_rectangle(_p(*box), radius=radius * SS, fill=WHITE)


def _text(draw, xy, text: str, size: int, fill=INK, bold: bool = True) -> None:
    draw.text(_p(*xy), text, font=_font(size * SS, bold), fill=fill)


def _bar(draw, x: float, y: float, width: float, fill, height: float = 16) -> None:
    draw.rounded_rectangle(_p(x, y, x + width, y + height), radius=height / 2 * SS, fill=fill)


def local_search(spec: dict) -> Image.Image:
    """A map with a pin over a practice, beside the local results with the practice first."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    # The map.
    _panel(draw, (90, 120, 560, 780), background)
    draw.rounded_rectangle(_p(110, 140, 540, 760), radius=22 * SS, fill=_mix(accent, "#ffffff", 0.9))
    for x0, y0, x1, y1 in (
        (110, 330, 540, 350),
        (300, 140, 322, 760),
        (110, 560, 540, 578),
        (420, 140, 436, 760),
    ):
        draw.rectangle(_p(x0, y0, x1, y1), fill=WHITE)
    draw.ellipse(_p(130, 600, 270, 740), fill=_mix("#16a34a", "#ffffff", 0.7))
    cx, cy = 318, 420
    draw.ellipse(_p(cx - 70, cy - 150, cx + 70, cy - 10), fill=hex_rgb(accent))
    draw.polygon(_p(cx - 60, cy - 60, cx + 60, cy - 60, cx, cy + 40), fill=hex_rgb(accent))
    draw.ellipse(_p(cx - 30, cy - 110, cx + 30, cy - 50), fill=WHITE)
    # A tooth inside the pin.
    draw.rounded_rectangle(_p(cx - 18, cy - 102, cx + 18, cy - 74), radius=10 * SS, fill=hex_rgb(accent))
    draw.polygon(
        _p(cx - 16, cy - 80, cx - 6, cy - 58, cx, cy - 74, cx + 6, cy - 58, cx + 16, cy - 80),
        fill=hex_rgb(accent),
    )
    # The results.
    for i in range(3):
        y0 = 170 + i * 200
        _panel(draw, (620, y0, 1110, y0 + 160), background, radius=26)
        first = i == 0
        draw.ellipse(_p(650, y0 + 30, 730, y0 + 110), fill=hex_rgb(accent) if first else LINE)
        _text(draw, (660 + (8 if first else 12), y0 + 44), str(i + 1), 40, WHITE if first else MUTED)
        _bar(draw, 760, y0 + 36, 250 if first else 210, INK if first else (148, 163, 184), 20)
        for star in range(5):
            sx = 760 + star * 34
            draw.polygon(
                _p(
                    sx + 13,
                    y0 + 76,
                    sx + 17,
                    y0 + 88,
                    sx + 28,
                    y0 + 88,
                    sx + 19,
                    y0 + 96,
                    sx + 23,
                    y0 + 108,
                    sx + 13,
                    y0 + 100,
                    sx + 3,
                    y0 + 108,
                    sx + 7,
                    y0 + 96,
                    sx - 2,
                    y0 + 88,
                    sx + 9,
                    y0 + 88,
                ),
                fill=hex_rgb("#f59e0b") if first or star < 4 else LINE,
            )
        _bar(draw, 760, y0 + 122, 300 if first else 240, LINE, 14)
    return image


def receptionist(spec: dict) -> Image.Image:
    """A phone answering a call at night, beside the job it booked on a calendar."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    # The phone.
    draw.rounded_rectangle(_p(140, 80, 500, 840), radius=54 * SS, fill=INK)
    draw.rounded_rectangle(_p(160, 100, 480, 820), radius=40 * SS, fill=WHITE)
    draw.rounded_rectangle(_p(160, 100, 480, 330), radius=40 * SS, fill=hex_rgb(accent))
    draw.rectangle(_p(160, 200, 480, 330), fill=hex_rgb(accent))
    # A crescent moon: the call comes at night.
    draw.ellipse(_p(196, 130, 236, 170), fill=WHITE)
    draw.ellipse(_p(210, 122, 250, 162), fill=hex_rgb(accent))
    draw.ellipse(_p(270, 210, 370, 310), fill=_mix(accent, "#ffffff", 0.35))
    stroke(draw, _pts(300, 250, 312, 238, 326, 252, 340, 238, 348, 262, 320, 286, 296, 262), 6 * SS, WHITE)
    for i, (side, width) in enumerate((("left", 230), ("right", 200), ("left", 250), ("right", 170))):
        y = 370 + i * 108
        x0 = 184 if side == "left" else 456 - width
        fill = (241, 245, 249) if side == "left" else _mix(accent, "#ffffff", 0.8)
        draw.rounded_rectangle(_p(x0, y, x0 + width, y + 84), radius=22 * SS, fill=fill)
        _bar(draw, x0 + 20, y + 22, width - 60, (148, 163, 184) if side == "left" else hex_rgb(accent), 12)
        _bar(draw, x0 + 20, y + 50, width - 110, LINE if side == "left" else _mix(accent, "#ffffff", 0.5), 12)
    # The calendar with the booked job.
    _panel(draw, (580, 160, 1110, 740), background)
    draw.rounded_rectangle(_p(580, 160, 1110, 250), radius=32 * SS, fill=INK)
    draw.rectangle(_p(580, 210, 1110, 250), fill=INK)
    _bar(draw, 620, 194, 160, WHITE, 20)
    for row in range(4):
        y = 290 + row * 108
        _text(draw, (610, y + 20), f"{8 + row * 2}:00", 24, MUTED, bold=False)
        draw.line(_p(720, y, 1080, y), fill=LINE, width=2 * SS)
        if row == 1:
            draw.rounded_rectangle(
                _p(730, y + 8, 1080, y + 98), radius=18 * SS, fill=_mix(accent, "#ffffff", 0.75)
            )
            draw.rectangle(_p(730, y + 8, 742, y + 98), fill=hex_rgb(accent))
            _bar(draw, 762, y + 30, 220, hex_rgb(accent), 16)
            _bar(draw, 762, y + 60, 150, _mix(accent, "#ffffff", 0.45), 14)
        elif row == 3:
            draw.rounded_rectangle(_p(730, y + 8, 1080, y + 98), radius=18 * SS, fill=(241, 245, 249))
            _bar(draw, 762, y + 30, 180, (148, 163, 184), 16)
    # A wrench over the corner of the calendar.
    stroke(draw, _pts(990, 690, 1100, 800), 26 * SS, hex_rgb("#f59e0b"))
    draw.ellipse(_p(950, 650, 1030, 730), fill=hex_rgb("#f59e0b"))
    draw.ellipse(_p(972, 672, 1008, 708), fill=_mix(background, "#ffffff", 0.82))
    return image


def holiday_ads(spec: dict) -> Image.Image:
    """An online shop's holiday ad on a phone, a gift, and sales rising through the season."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    # The chart.
    _panel(draw, (80, 150, 640, 760), background)
    _bar(draw, 120, 196, 170, INK, 22)
    _bar(draw, 120, 240, 240, LINE, 14)
    heights = (90, 120, 150, 140, 200, 260, 330, 390)
    for i, height in enumerate(heights):
        x = 130 + i * 60
        fill = hex_rgb(accent) if i >= 5 else _mix(accent, "#ffffff", 0.6)
        draw.rounded_rectangle(_p(x, 710 - height, x + 38, 710), radius=10 * SS, fill=fill)
    draw.line(_p(110, 712, 610, 712), fill=LINE, width=3 * SS)
    # The phone with the ad.
    draw.rounded_rectangle(_p(700, 90, 1040, 830), radius=50 * SS, fill=INK)
    draw.rounded_rectangle(_p(718, 108, 1022, 812), radius=36 * SS, fill=WHITE)
    draw.rounded_rectangle(_p(740, 150, 1000, 430), radius=24 * SS, fill=_mix(accent, "#ffffff", 0.8))
    # A gift inside the ad.
    gift = hex_rgb("#dc2626")
    draw.rounded_rectangle(_p(800, 250, 940, 390), radius=10 * SS, fill=gift)
    draw.rectangle(_p(790, 220, 950, 262), fill=_mix("#dc2626", "#000000", 0.15))
    draw.rectangle(_p(860, 220, 880, 390), fill=hex_rgb("#f59e0b"))
    draw.ellipse(_p(826, 186, 870, 226), outline=hex_rgb("#f59e0b"), width=10 * SS)
    draw.ellipse(_p(870, 186, 914, 226), outline=hex_rgb("#f59e0b"), width=10 * SS)
    _bar(draw, 744, 462, 220, INK, 22)
    _bar(draw, 744, 502, 180, (148, 163, 184), 14)
    draw.rounded_rectangle(_p(744, 560, 996, 630), radius=35 * SS, fill=hex_rgb(accent))
    _bar(draw, 800, 586, 140, WHITE, 18)
    for i in range(2):
        y = 670 + i * 64
        draw.rounded_rectangle(_p(744, y, 996, y + 48), radius=12 * SS, fill=(241, 245, 249))
    return image


KINDS = {"local-search": local_search, "receptionist": receptionist, "holiday-ads": holiday_ads}


def draw(spec: dict) -> bytes:
    return _png(KINDS[spec["kind"]](spec), (W, H))
