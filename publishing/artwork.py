"""Raster drawings of the brand made with Pillow: the mark (favicons, touch icons) and shared helpers
for the social cards. The mark is the same drawing as `templates/includes/brand.html` (a 32-unit
rounded square with an open "A" stroke)."""

from dataclasses import dataclass

from PIL import Image, ImageDraw

from agency.identity import site_identity

# The stylesheet's brand palette (static_src/styles/main.css: brand-600, brand-800, brand-100).
BRAND_COLOUR = "#4f46e5"
BRAND_COLOUR_DARK = "#3730a3"
BRAND_TINT = "#e0e7ff"
# Drawings are made this many times larger and scaled down: Pillow draws without anti-aliasing.
SUPERSAMPLE = 4


def hex_rgb(colour: str) -> tuple[int, int, int]:
    colour = colour.lstrip("#")
    return int(colour[0:2], 16), int(colour[2:4], 16), int(colour[4:6], 16)


def stroke(draw: ImageDraw.ImageDraw, points: list[tuple[float, float]], width: float, fill) -> None:
    """A polyline with round caps and joins, like SVG's stroke-linecap/linejoin="round"."""
    draw.line(points, fill=fill, width=round(width), joint="curve")
    radius = width / 2
    for x, y in points:
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill)


def brand_mark(size: int, *, colour: str = BRAND_COLOUR, padding: float = 0.0) -> Image.Image:
    """The mark as an RGBA image `size` pixels square. `padding` (a share of the size) leaves a
    margin of brand colour around it, for icons that platforms crop to a circle (maskable)."""
    big = size * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if padding:
        draw.rectangle((0, 0, big, big), fill=colour)
    else:
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=big * 8 / 32, fill=colour)
    inner = big * (1 - 2 * padding)
    offset = big * padding
    unit = inner / 32
    points = [(offset + x * unit, offset + y * unit) for x, y in ((9, 23), (16, 9), (23, 23))]
    stroke(draw, points, 3 * unit, "white")
    return image.resize((size, size), Image.Resampling.LANCZOS)


@dataclass(frozen=True)
class Brand:
    """What the site's own drawings are made of: its name and colours (hex)."""

    name: str
    colour: str
    colour_dark: str
    tint: str


def brand() -> Brand:
    """The one source of the name and colours for the social cards and the web app manifest.

    The name is the agency's identity (as the templates' `site_name`), the colours the stylesheet's
    brand palette.
    """
    return Brand(
        name=site_identity().name, colour=BRAND_COLOUR, colour_dark=BRAND_COLOUR_DARK, tint=BRAND_TINT
    )
