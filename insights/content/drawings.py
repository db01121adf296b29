"""The seeded articles' pictures, drawn with Pillow in the style of the sample content's drawings
(`marketing.content.drawings`: the same fonts, supersampling and colour mixing, which this module
imports rather than repeats). Nothing is fetched.

`draw(spec)` turns a spec from `insights.content.articles` (a dict with a `kind` and that kind's
parameters) into 1600x900 PNG bytes; the same spec always gives the same bytes.
"""

import math

from PIL import Image, ImageDraw

from marketing.content.drawings import SS, _font, _mix, _png
from publishing.artwork import hex_rgb, stroke

W, H = 1600, 900
INK, MUTED, LINE, PANEL, WHITE = (
    (15, 23, 42),
    (71, 85, 105),
    (226, 232, 240),
    (241, 245, 249),
    (255, 255, 255),
)
GOOD, FAIR, POOR = "#16a34a", "#f59e0b", "#dc2626"


def _p(*values: float) -> list[float]:
    """Coordinates on the 1600x900 page, scaled to the supersampled canvas."""
    return [v * SS for v in values]


def _canvas(background: str) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (W * SS, H * SS), hex_rgb(background))
    draw = ImageDraw.Draw(image)
    for i, r in enumerate((520, 380)):
        draw.ellipse(
            _p(1380 - r, -200 - r / 2, 1380 + r, 200 + r),
            outline=_mix(background, "#ffffff", 0.22 + i * 0.1),
            width=18 * SS,
        )
    return image, draw


def _card(draw: ImageDraw.ImageDraw, box: tuple, background: str, radius: int = 32) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(
        _p(x0 + 12, y0 + 18, x1 + 12, y1 + 18), radius=radius * SS, fill=_mix(background, "#000000", 0.2)
    )
    draw.rounded_rectangle(_p(*box), radius=radius * SS, fill=WHITE)


def _text(draw, xy, text, size, fill=INK, bold=True, anchor="la") -> None:
    draw.text(_p(*xy), text, font=_font(size * SS, bold), fill=fill, anchor=anchor)


def _wrap(text: str, size: int, width: float, bold: bool) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if line and _font(size * SS, bold).getlength(candidate) > width * SS:
            lines.append(line)
            line = word
        else:
            line = candidate
    return [*lines, line]


def _centred(draw, box, text, size, fill=INK, bold=True) -> None:
    """`text` wrapped to fit `box` and centred in it."""
    x0, y0, x1, y1 = box
    lines = _wrap(text, size, x1 - x0 - 28, bold)
    leading = size * 1.3
    top = (y0 + y1) / 2 - leading * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        _text(draw, ((x0 + x1) / 2, top + i * leading), line, size, fill, bold, anchor="mm")


def _arrow(draw, points, fill, width: float = 6) -> None:
    """A rounded line along `points` ending in an arrowhead."""
    stroke(draw, [(x * SS, y * SS) for x, y in points], width * SS, fill)
    (xa, ya), (xb, yb) = points[-2], points[-1]
    angle, size = math.atan2(yb - ya, xb - xa), width * 3.2
    tip = (xb + math.cos(angle) * size * 0.4, yb + math.sin(angle) * size * 0.4)
    wings = [
        (tip[0] - math.cos(angle + s * 0.5) * size * 1.6, tip[1] - math.sin(angle + s * 0.5) * size * 1.6)
        for s in (-1, 1)
    ]
    draw.polygon([(x * SS, y * SS) for x, y in (tip, wings[0], wings[1])], fill=fill)


def _star(draw, cx: float, cy: float, r: float, fill) -> None:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = r if i % 2 == 0 else r * 0.45
        points.append(((cx + math.cos(angle) * radius) * SS, (cy + math.sin(angle) * radius) * SS))
    draw.polygon(points, fill=fill)


def _person(draw, cx: float, cy: float, r: float, fill) -> None:
    draw.ellipse(_p(cx - r * 0.45, cy - r, cx + r * 0.45, cy - r * 0.1), fill=fill)
    draw.chord(_p(cx - r * 0.85, cy, cx + r * 0.85, cy + r * 1.6), start=180, end=360, fill=fill)


def _title(draw, spec: dict, x: float = 80, y: float = 70) -> None:
    if spec.get("title"):
        _text(draw, (x, y), spec["title"], 44, INK)


# --------------------------------------------------------------------------------------------
# The kinds of picture
# --------------------------------------------------------------------------------------------


def local_map(spec: dict) -> bytes:
    """A map with numbered pins beside a local results list: name, stars and a call button."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _card(draw, (80, 80, 900, 820), background)
    draw.rounded_rectangle(_p(100, 100, 880, 800), radius=22 * SS, fill=(236, 243, 233))
    # The ocean along the west edge, a freeway and the street grid.
    coast = [(100, 100), (250, 100)] + [(230 + 40 * math.sin(y / 90), y) for y in range(140, 801, 40)]
    draw.polygon(_p(*[v for point in [*coast, (100, 800)] for v in point]), fill=(191, 219, 254))
    for i in range(7):
        x = 300 + i * 90 + (spec.get("seed", 0) * 13 + i * 29) % 30
        draw.line(_p(x, 100, x - 40, 800), fill=WHITE, width=10 * SS)
    for i in range(6):
        y = 150 + i * 115
        draw.line(_p(240, y, 880, y + 30), fill=WHITE, width=10 * SS)
    draw.line(_p(420, 100, 860, 800), fill=(253, 224, 171), width=22 * SS)
    pins = spec["pins"]
    for i, (x, y) in enumerate(pins):
        colour = hex_rgb(accent) if i == 0 else _mix(accent, "#64748b", 0.6)
        draw.polygon(_p(x - 26, y - 40, x + 26, y - 40, x, y + 12), fill=colour)
        draw.ellipse(_p(x - 34, y - 90, x + 34, y - 22), fill=colour, outline=WHITE, width=4 * SS)
        _text(draw, (x, y - 56), str(i + 1), 30, WHITE, anchor="mm")
    # The results list.
    for i, (name, stars) in enumerate(spec["results"]):
        y0 = 110 + i * 240
        _card(draw, (960, y0, 1520, y0 + 200), background, radius=24)
        highlight = hex_rgb(accent) if i == 0 else _mix(accent, "#64748b", 0.6)
        draw.ellipse(_p(990, y0 + 30, 1046, y0 + 86), fill=highlight)
        _text(draw, (1018, y0 + 58), str(i + 1), 28, WHITE, anchor="mm")
        _text(draw, (1070, y0 + 38), name, 32, INK)
        for s in range(5):
            _star(draw, 1086 + s * 40, y0 + 112, 16, hex_rgb(FAIR) if s < stars else LINE)
        draw.rounded_rectangle(_p(1070, y0 + 140, 1250, y0 + 180), radius=20 * SS, fill=PANEL)
        _text(draw, (1160, y0 + 160), "Directions", 22, MUTED, anchor="mm")
        draw.rounded_rectangle(_p(1270, y0 + 140, 1400, y0 + 180), radius=20 * SS, fill=highlight)
        _text(draw, (1335, y0 + 160), "Call", 22, WHITE, anchor="mm")
    return _png(image, (W, H))


def bars(spec: dict) -> bytes:
    """Horizontal bars, one per line of a budget or a share, each labelled with its amount."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _card(draw, (80, 60, 1520, 840), background)
    _title(draw, spec, 140, 110)
    rows = spec["rows"]
    largest = max(value for _, value in rows)
    step = 600 / len(rows)
    for i, (label, value) in enumerate(rows):
        y = 200 + i * step
        _text(draw, (140, y + step * 0.32), label, 30, MUTED, bold=False, anchor="lm")
        length = 640 * value / largest
        draw.rounded_rectangle(_p(620, y + 8, 1300, y + step * 0.64), radius=14 * SS, fill=PANEL)
        draw.rounded_rectangle(
            _p(620, y + 8, 620 + length, y + step * 0.64),
            radius=14 * SS,
            fill=_mix(accent, "#ffffff", 0.3 * (i % 2)),
        )
        _text(
            draw,
            (1330, y + step * 0.32),
            f"{spec.get('prefix', '')}{value:,}{spec.get('suffix', '')}",
            34,
            INK,
            anchor="lm",
        )
    return _png(image, (W, H))


def workflow(spec: dict) -> bytes:
    """Steps as boxes joined by arrows, up to four a row; a person marks the steps people keep."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _title(draw, spec)
    steps = spec["steps"]
    rows = [steps[i : i + 4] for i in range(0, len(steps), 4)]
    box_w, gap, box_h = 300, 80, 220
    top = 200 if len(rows) > 1 else 360
    boxes = []
    for r, row in enumerate(rows):
        left = (W - (len(row) * box_w + (len(row) - 1) * gap)) / 2
        boxes += [(left + c * (box_w + gap), top + r * 340) for c in range(len(row))]
    for i in range(len(steps) - 1):
        (xa, ya), (xb, yb) = boxes[i], boxes[i + 1]
        if ya == yb:
            _arrow(draw, [(xa + box_w + 12, ya + box_h / 2), (xb - 22, yb + box_h / 2)], INK)
        else:
            mid = ya + box_h + 60
            path = [(xa + box_w / 2, ya + box_h + 24), (xa + box_w / 2, mid), (xb + box_w / 2, mid)]
            _arrow(draw, [*path, (xb + box_w / 2, yb - 30)], INK)
    for (x, y), (label, human) in zip(boxes, steps, strict=True):
        fill = _mix(accent, "#ffffff", 0.85) if human else WHITE
        draw.rounded_rectangle(
            _p(x + 10, y + 14, x + box_w + 10, y + box_h + 14),
            radius=28 * SS,
            fill=_mix(background, "#000000", 0.2),
        )
        draw.rounded_rectangle(
            _p(x, y, x + box_w, y + box_h), radius=28 * SS, fill=fill, outline=hex_rgb(accent), width=4 * SS
        )
        if human:
            _person(draw, x + box_w - 40, y + 52, 26, hex_rgb(accent))
        else:
            draw.rounded_rectangle(
                _p(x + box_w - 66, y + 24, x + box_w - 18, y + 72), radius=10 * SS, fill=PANEL
            )
            for dx in (-10, 10):
                draw.ellipse(_p(x + box_w - 42 + dx - 5, y + 43, x + box_w - 42 + dx + 5, y + 53), fill=MUTED)
        _centred(draw, (x + 10, y + 70, x + box_w - 10, y + box_h - 20), label, 28)
    if spec.get("legend"):
        _person(draw, 100, 830, 20, hex_rgb(accent))
        _text(draw, (134, 812), spec["legend"], 26, MUTED, bold=False, anchor="lm")
    return _png(image, (W, H))


# The Core Web Vitals, their scales and Google's published thresholds (good, needs improvement).
VITALS = (
    ("LCP", "Largest Contentful Paint", 6.0, 2.5, 4.0, "{:.1f} s", "2.5 s"),
    ("INP", "Interaction to Next Paint", 800, 200, 500, "{:.0f} ms", "200 ms"),
    ("CLS", "Cumulative Layout Shift", 0.4, 0.1, 0.25, "{:.2f}", "0.1"),
)


def gauges(spec: dict) -> bytes:
    """The three Core Web Vitals as dials with green, amber and red bands and a needle each."""
    background = spec["background"]
    image, draw = _canvas(background)
    for i, ((short, name, scale, good, fair, fmt, threshold), value) in enumerate(
        zip(VITALS, spec["values"], strict=True)
    ):
        x0 = 80 + i * 490
        _card(draw, (x0, 150, x0 + 460, 760), background)
        cx, cy, r = x0 + 230, 470, 170
        for start, end, colour in ((0, good, GOOD), (good, fair, FAIR), (fair, scale, POOR)):
            draw.arc(
                _p(cx - r, cy - r, cx + r, cy + r),
                start=180 + 180 * start / scale,
                end=180 + 180 * end / scale,
                fill=hex_rgb(colour),
                width=44 * SS,
            )
        angle = math.pi + math.pi * min(value, scale) / scale
        stroke(
            draw,
            [
                (cx * SS, cy * SS),
                ((cx + math.cos(angle) * (r - 40)) * SS, (cy + math.sin(angle) * (r - 40)) * SS),
            ],
            10 * SS,
            INK,
        )
        draw.ellipse(_p(cx - 18, cy - 18, cx + 18, cy + 18), fill=INK)
        _text(draw, (cx, 220), short, 52, INK, anchor="mm")
        _text(draw, (cx, 272), name, 24, MUTED, bold=False, anchor="mm")
        _text(draw, (cx, 560), fmt.format(value), 56, INK, anchor="mm")
        _text(draw, (cx, 650), f"Good: ≤ {threshold}", 28, hex_rgb(GOOD), anchor="mm")
    return _png(image, (W, H))


ACTIONS = {
    "keep": ("Add as keyword", GOOD),
    "negative": ("Add as negative", POOR),
    "watch": ("Watch", "#64748b"),
}


def search_terms(spec: dict) -> bytes:
    """A search-terms report: each query someone typed, the spend beside it and the decision."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _card(draw, (80, 70, 1520, 830), background)
    draw.rounded_rectangle(_p(80, 70, 1520, 170), radius=32 * SS, fill=PANEL)
    draw.rectangle(_p(80, 130, 1520, 170), fill=PANEL)
    for x, label in ((130, "Search term"), (880, "Cost"), (1150, "Decision")):
        _text(draw, (x, 120), label, 28, MUTED, anchor="lm")
    rows = spec["rows"]
    step = 640 / len(rows)
    for i, (term, cost, action) in enumerate(rows):
        y = 175 + i * step
        if i:
            draw.line(_p(110, y, 1490, y), fill=LINE, width=2 * SS)
        _text(draw, (130, y + step / 2), term, 30, INK, bold=False, anchor="lm")
        draw.rounded_rectangle(
            _p(880, y + step / 2 - 12, 880 + 220 * cost, y + step / 2 + 12),
            radius=12 * SS,
            fill=hex_rgb(accent),
        )
        label, colour = ACTIONS[action]
        draw.rounded_rectangle(
            _p(1150, y + step / 2 - 26, 1460, y + step / 2 + 26),
            radius=26 * SS,
            fill=_mix(colour, "#ffffff", 0.85),
        )
        _text(draw, (1305, y + step / 2), label, 24, hex_rgb(colour), anchor="mm")
    return _png(image, (W, H))


def timeline(spec: dict) -> bytes:
    """Lanes of work on a month axis: a project's phases beside a retainer's repeating months."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _card(draw, (80, 80, 1520, 820), background)
    months = spec["months"]
    x0, x1 = 440, 1480
    unit = (x1 - x0) / months
    for m in range(months + 1):
        draw.line(_p(x0 + m * unit, 160, x0 + m * unit, 780), fill=LINE, width=2 * SS)
        if m < months:
            _text(draw, (x0 + (m + 0.5) * unit, 130), f"M{m + 1}", 22, MUTED, anchor="mm")
    lanes = spec["lanes"]
    step = 600 / len(lanes)
    for i, lane in enumerate(lanes):
        y = 190 + i * step
        _text(draw, (130, y + step / 2 - 20), lane["label"], 34, INK, anchor="lm")
        _text(draw, (130, y + step / 2 + 24), lane["note"], 24, MUTED, bold=False, anchor="lm")
        for j, (start, end, label) in enumerate(lane["blocks"]):
            colour = _mix(accent, "#ffffff", (0, 0.35, 0.6)[j % 3] if i == 0 else 0.15 * (j % 2))
            box = (x0 + start * unit + 4, y + step * 0.22, x0 + end * unit - 4, y + step * 0.78)
            draw.rounded_rectangle(_p(*box), radius=16 * SS, fill=colour)
            if label:
                _centred(draw, box, label, 20, WHITE if (i or j == 0) else INK)
    return _png(image, (W, H))


def page_outline(spec: dict) -> bytes:
    """A service page as a wireframe in a browser, its sections numbered and named at the side."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _card(draw, (80, 50, 900, 850), background)
    draw.rounded_rectangle(_p(80, 50, 900, 110), radius=32 * SS, fill=PANEL)
    draw.rectangle(_p(80, 90, 900, 110), fill=PANEL)
    for i, colour in enumerate(("#f87171", "#fbbf24", "#34d399")):
        draw.ellipse(_p(116 + i * 32, 70, 136 + i * 32, 90), fill=hex_rgb(colour))
    sections = spec["sections"]
    heights = [200, *([(680 - 200) / (len(sections) - 1)] * (len(sections) - 1))]
    y = 130
    for i, (label, height) in enumerate(zip(sections, heights, strict=True)):
        box = (110, y, 870, y + height - 16)
        draw.rounded_rectangle(_p(*box), radius=16 * SS, fill=_mix(accent, "#ffffff", 0.9 if i else 0.75))
        draw.rounded_rectangle(
            _p(140, y + 24, 140 + (520 if i == 0 else 300), y + 52), radius=10 * SS, fill=INK
        )
        for k in range(2 if i == 0 else 1):
            draw.rounded_rectangle(
                _p(140, y + 72 + k * 30, 700 - k * 120, y + 88 + k * 30), radius=8 * SS, fill=(203, 213, 225)
            )
        if i == 0:
            draw.rounded_rectangle(_p(140, y + 136, 360, y + 172), radius=18 * SS, fill=hex_rgb(accent))
        # The callout on the right.
        cy = y + (height - 16) / 2
        _arrow(draw, [(880, cy), (990, cy)], hex_rgb(accent), 5)
        draw.ellipse(_p(1010, cy - 30, 1070, cy + 30), fill=hex_rgb(accent))
        _text(draw, (1040, cy), str(i + 1), 30, WHITE, anchor="mm")
        lines = _wrap(label, 30, 430, True)
        for k, line in enumerate(lines):
            _text(draw, (1090, cy + (k - (len(lines) - 1) / 2) * 40), line, 30, INK, anchor="lm")
        y += height
    return _png(image, (W, H))


def calendar(spec: dict) -> bytes:
    """Two weeks as a calendar grid, with the planned touches marked on their days."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _card(draw, (80, 60, 1520, 840), background)
    _title(draw, spec, 130, 100)
    cell_w, cell_h, x0, y0 = 190, 280, 135, 230
    for d, name in enumerate(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")):
        _text(draw, (x0 + d * cell_w + cell_w / 2, 200), name, 24, MUTED, anchor="mm")
    events = dict(spec["events"])
    for day in range(14):
        x, y = x0 + (day % 7) * cell_w, y0 + (day // 7) * cell_h
        marked = day in events
        draw.rounded_rectangle(
            _p(x + 6, y + 6, x + cell_w - 6, y + cell_h - 6),
            radius=18 * SS,
            fill=_mix(accent, "#ffffff", 0.86) if marked else PANEL,
        )
        _text(draw, (x + 24, y + 22), str(day + 1), 26, INK if marked else MUTED)
        if marked:
            draw.rounded_rectangle(_p(x + 20, y + 110, x + 64, y + 142), radius=6 * SS, fill=hex_rgb(accent))
            draw.line(_p(x + 22, y + 112, x + 42, y + 128, x + 62, y + 112), fill=WHITE, width=3 * SS)
            _centred(draw, (x + 10, y + 150, x + cell_w - 10, y + cell_h - 20), events[day], 22, INK)
    return _png(image, (W, H))


def funnel(spec: dict) -> bytes:
    """Stages narrowing from top to bottom, each named, with a note at the side."""
    accent, background = spec["accent"], spec["background"]
    image, draw = _canvas(background)
    _title(draw, spec)
    stages = spec["stages"]
    step, top, half, cx = 680 / len(stages), 160, 480, 600
    for i, (label, note) in enumerate(stages):
        y0, y1 = top + i * step, top + (i + 1) * step - 14
        w0, w1 = half * (1 - i / (len(stages) + 0.6)), half * (1 - (i + 1) / (len(stages) + 0.6))
        colour = _mix(accent, "#ffffff", 0.62 * i / max(1, len(stages) - 1))
        draw.polygon(_p(cx - w0, y0, cx + w0, y0, cx + w1, y1, cx - w1, y1), fill=colour)
        _text(draw, (cx, (y0 + y1) / 2), label, 34, WHITE if i < len(stages) - 1 else INK, anchor="mm")
        mid = (y0 + y1) / 2
        draw.line(
            _p(cx + (w0 + w1) / 2 + 30, mid, 1130, mid), fill=_mix(background, "#000000", 0.25), width=3 * SS
        )
        _text(draw, (1150, mid), note, 28, INK, bold=False, anchor="lm")
    return _png(image, (W, H))


KINDS = {
    "local_map": local_map,
    "bars": bars,
    "workflow": workflow,
    "gauges": gauges,
    "search_terms": search_terms,
    "timeline": timeline,
    "page_outline": page_outline,
    "calendar": calendar,
    "funnel": funnel,
}


def draw(spec: dict) -> bytes:
    """The picture `spec` describes, as 1600x900 PNG bytes."""
    return KINDS[spec["kind"]](spec)
