"""Social cards: the 1200×630 PNG a page shows when its link is shared, drawn with Pillow.

A card is made from a `CardSpec` (the page's heading, a label above it, the service's icon, the brand
and the site's address). The spec's digest names the card in its URL, so a changed heading, icon or
brand is a new address and a shared link never shows a stale picture.
"""

import hashlib
import io
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Protocol
from urllib.parse import urlsplit

from django.conf import settings
from django.core.files.storage import default_storage
from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageOps
from svg.path import Close, Line, Move, parse_path

from publishing import artwork
from publishing.artwork import brand_mark, hex_rgb, stroke
from publishing.icons import ICONS

SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT = 1200, 630

# Bump when the drawing changes: every card gets a new address.
RENDERER_VERSION = "1"
FONTS = Path(__file__).resolve().parent / "fonts"
SCALE = 2  # drawn at twice the size, then scaled down: smooth edges without Pillow anti-aliasing
MARGIN = 80
ICON_BOX = 220
LINE_HEIGHT = 1.18


@dataclass(frozen=True)
class CardSpec:
    heading: str
    label: str
    icon: str
    site_name: str
    colour: str
    colour_dark: str
    tint: str
    address: str
    # A case study's card shows its own picture (the storage name of its hero) beside the heading.
    picture: str = ""

    @property
    def digest(self) -> str:
        values = [getattr(self, name) for name in self.__dataclass_fields__]
        if not self.picture:
            values.pop()  # cards without a picture keep the addresses they had before pictures
        fields = (RENDERER_VERSION, *values)
        return hashlib.sha256("\x1f".join(fields).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class CardFace:
    """What one page puts on its card; the brand and the site's address are added to it."""

    label: str  # the line above the heading
    heading: str
    icon: str = ""  # a service's icon (publishing.icons)
    picture: str = ""  # the storage name of a picture drawn beside the heading


class CardKind(Protocol):
    """A kind of page that owns a generated social card, at /social-cards/<key>/<digest>.png.

    Every kind says so through this one interface, registered with `social_card_kind_register`:
    marketing's pages, offerings and case studies (marketing.selectors), insights' articles
    (insights.selectors.ArticleCards), campaigns' pages (campaigns.selectors.CampaignCards).
    """

    model: type  # the concrete model of its pages: an owner is known by `owner._meta.concrete_model`
    prefixes: tuple[str, ...]  # the first word of its cards' keys ("page", "service", "article")

    def key(self, owner) -> str:
        """The card's name in its URL: its prefix, a dash and the page's id ("page-about")."""
        ...

    def find(self, prefix: str, ident: str):
        """The page a key names (its prefix and the rest), or None: only a page visitors may see."""
        ...

    def face(self, owner) -> CardFace: ...


# Every kind of page with a card (CardKind), by its keys' first word and by its model: marketing
# registers its pages, offerings and case studies, insights and campaigns theirs, when they start.
_CARD_KINDS: dict[str, CardKind] = {}
_CARD_KIND_OF_MODEL: dict[type, CardKind] = {}


def social_card_kind_register(kind: CardKind) -> None:
    _CARD_KIND_OF_MODEL[kind.model] = kind
    for prefix in kind.prefixes:
        _CARD_KINDS[prefix] = kind


def _card_kind(owner) -> CardKind:
    return _CARD_KIND_OF_MODEL[owner._meta.concrete_model]


def social_card_key(owner) -> str:
    """The card's name in its URL: page-about, service-seo, solution-startups, work-<case study>."""
    return _card_kind(owner).key(owner)


def social_card_owner(key: str):
    """The page a card key names (None when there is none)."""
    prefix, _, ident = key.partition("-")
    kind = _CARD_KINDS.get(prefix)
    return kind.find(prefix, ident) if kind and ident else None


def social_card_spec(owner) -> CardSpec:
    """What the page's generated card shows: its face (heading, label, icon, picture) and the brand."""
    identity = artwork.brand()
    face = _card_kind(owner).face(owner)
    return CardSpec(
        heading=face.heading,
        label=face.label,
        icon=face.icon,
        site_name=identity.name,
        colour=identity.colour,
        colour_dark=identity.colour_dark,
        tint=identity.tint,
        address=urlsplit(settings.SITE_URL).netloc if settings.SITE_URL else "",
        picture=face.picture,
    )


@cache
def _font(bold: bool, size: int) -> ImageFont.FreeTypeFont:
    # DejaVu Sans ships with the code (publishing/fonts, its licence beside it): every machine draws the
    # same card, whatever fonts it has installed.
    return ImageFont.truetype(str(FONTS / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")), size)


def _wrap(text: str, font, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and font.getlength(candidate) <= width:
            lines[-1] = candidate
        else:
            lines.append(word)
    return lines


def _fit_heading(text: str, width: int, height: int) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """The largest size at which the heading fits the box; at the smallest, cut with an ellipsis."""
    for size in (72, 66, 60, 54, 48, 44, 40):
        font = _font(True, size * SCALE)
        lines = _wrap(text, font, width)
        if len(lines) * round(font.size * LINE_HEIGHT) <= height:
            return font, lines
    lines = lines[: max(1, height // round(font.size * LINE_HEIGHT))]
    while font.getlength(lines[-1] + "…") > width and " " in lines[-1]:
        lines[-1] = lines[-1].rsplit(" ", 1)[0]
    lines[-1] += "…"
    return font, lines


def _gradient(size: tuple[int, int], start: str, end: str) -> Image.Image:
    """`start` in the top left corner to `end` in the bottom right."""
    across = Image.linear_gradient("L").rotate(90).resize(size)  # dark on the left
    down = Image.linear_gradient("L").resize(size)
    mask = ImageChops.add(across.point(lambda v: 255 - v), down, scale=2)
    return Image.composite(Image.new("RGB", size, hex_rgb(end)), Image.new("RGB", size, hex_rgb(start)), mask)


_ELEMENT = re.compile(r"<(path|circle|rect)\s([^>]*)/>")
_ATTRIBUTE = re.compile(r'([a-z-]+)="([^"]*)"')


def _draw_icon(draw: ImageDraw.ImageDraw, name: str, origin: tuple[float, float], size: float, fill) -> None:
    """Draws an icon of publishing.icons (24-unit SVG strokes) at `origin`, `size` pixels wide."""
    unit = size / 24
    width = 1.75 * unit
    ox, oy = origin

    def at(point: complex) -> tuple[float, float]:
        return ox + point.real * unit, oy + point.imag * unit

    for tag, attributes in _ELEMENT.findall(ICONS[name]):
        attrs = {key: float(value) if key != "d" else value for key, value in _ATTRIBUTE.findall(attributes)}
        if tag == "circle":
            cx, cy = at(complex(attrs["cx"], attrs["cy"]))
            r = attrs["r"] * unit
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=fill, width=round(width))
        elif tag == "rect":
            x0, y0 = at(complex(attrs["x"], attrs["y"]))
            x1, y1 = at(complex(attrs["x"] + attrs["width"], attrs["y"] + attrs["height"]))
            draw.rounded_rectangle(
                (x0, y0, x1, y1), radius=attrs.get("rx", 0) * unit, outline=fill, width=round(width)
            )
        else:
            polyline: list[tuple[float, float]] = []
            for segment in parse_path(attrs["d"]):
                if isinstance(segment, Move):
                    if polyline:
                        stroke(draw, polyline, width, fill)
                    polyline = [at(segment.end)]
                elif isinstance(segment, Line | Close):
                    polyline.append(at(segment.end))
                else:  # curves and arcs, followed closely enough at this size
                    polyline.extend(at(segment.point(t / 16)) for t in range(1, 17))
            if polyline:
                stroke(draw, polyline, width, fill)


PICTURE_BOX = 400


def _paste_picture(image: Image.Image, name: str, x: int, y: int) -> None:
    """The stored picture, cropped to a square with rounded corners, at (x, y)."""
    box = PICTURE_BOX * SCALE
    try:
        with default_storage.open(name, "rb") as handle:
            picture = Image.open(handle)
            picture = ImageOps.fit(picture.convert("RGB"), (box, box), Image.Resampling.LANCZOS)
    except (OSError, ValueError):
        return  # a missing or unreadable file: the card without its picture
    mask = Image.new("L", (box, box), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, box - 1, box - 1), radius=40 * SCALE, fill=255)
    image.paste(picture, (x, y), mask)


def card_render(spec: CardSpec) -> bytes:
    """The card as PNG bytes, SOCIAL_CARD_WIDTH × SOCIAL_CARD_HEIGHT pixels."""
    width, height = SOCIAL_CARD_WIDTH * SCALE, SOCIAL_CARD_HEIGHT * SCALE
    margin = MARGIN * SCALE
    image = _gradient((width, height), spec.colour_dark, spec.colour).convert("RGBA")
    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    white = (255, 255, 255, 255)
    tint = (*hex_rgb(spec.tint), 255)

    # A quiet ring in the corner, like the site's hero.
    r = 420 * SCALE
    draw.ellipse(
        (width - r * 0.9, -r * 1.1, width + r * 1.1, r * 0.9), outline=(255, 255, 255, 28), width=40 * SCALE
    )

    # Brand: the mark and the site name.
    mark = brand_mark(64 * SCALE, colour=spec.colour)
    overlay.alpha_composite(mark, (margin, margin))
    draw.text(
        (margin + 88 * SCALE, margin + 32 * SCALE),
        spec.site_name,
        font=_font(True, 34 * SCALE),
        fill=white,
        anchor="lm",
    )

    side = (ICON_BOX + 60) * SCALE if spec.icon in ICONS else 0
    if spec.picture:
        side = (PICTURE_BOX + 56) * SCALE
    text_width = width - 2 * margin - side
    label_font = _font(False, 28 * SCALE)
    label_height = label_font.size + 24 * SCALE
    region_top, region_bottom = margin + 104 * SCALE, height - margin - 56 * SCALE
    font, lines = _fit_heading(spec.heading, text_width, region_bottom - region_top - label_height)
    line_height = round(font.size * LINE_HEIGHT)
    block = label_height + line_height * len(lines)
    top = region_top + max(0, (region_bottom - region_top - block) // 2)
    draw.text((margin, top), spec.label.upper(), font=label_font, fill=tint)
    y = top + label_height
    for line in lines:
        draw.text((margin, y), line, font=font, fill=white)
        y += line_height

    if spec.icon in ICONS:
        box = ICON_BOX * SCALE
        x0 = width - margin - box
        y0 = (height - box) // 2 + 20 * SCALE
        draw.rounded_rectangle((x0, y0, x0 + box, y0 + box), radius=48 * SCALE, fill=(255, 255, 255, 36))
        icon_size = box * 0.56
        _draw_icon(
            draw, spec.icon, (x0 + (box - icon_size) / 2, y0 + (box - icon_size) / 2), icon_size, white
        )

    if spec.picture:
        _paste_picture(image, spec.picture, width - margin - PICTURE_BOX * SCALE, margin + 104 * SCALE)

    if spec.address:
        draw.text(
            (margin, height - margin), spec.address, font=_font(False, 26 * SCALE), fill=tint, anchor="ls"
        )

    image.alpha_composite(overlay)
    card = image.convert("RGB").resize((SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    card.save(out, format="PNG")
    return out.getvalue()
