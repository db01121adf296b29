# ruff: noqa: E501 -- SVG path data reads best on one line per drawing.
"""Marks for the client wordmarks on the home page: a small shape drawn beside the brand's name.

The brands are fictional; a client without a mark gets one drawn from its initials
(marketing.templatetags.marketing.lettered_mark).
"""

# Inner markup of a 32x32 filled SVG, drawn in the current colour.
MARKS: dict[str, str] = {
    "wave": '<path d="M2 20c4-6 8-6 12 0s8 6 12 0 4-4 4-4v10H2z"/><circle cx="22" cy="9" r="4"/>',
    "sun": '<circle cx="16" cy="16" r="7"/><path d="M16 1v5M16 26v5M1 16h5M26 16h5" stroke="currentColor" stroke-width="3"/>',
    "leaf": '<path d="M4 28C4 12 14 4 28 4c0 14-8 24-24 24z"/>',
    "peak": '<path d="M1 28L12 8l6 10 4-6 9 16z"/>',
    "ring": '<path fill-rule="evenodd" d="M16 2a14 14 0 1 1 0 28 14 14 0 0 1 0-28zm0 7a7 7 0 1 0 0 14 7 7 0 0 0 0-14z"/>',
    "hexagon": '<path d="M16 2l12 7v14l-12 7-12-7V9z"/>',
    "spark": '<path d="M16 1l4 11 11 4-11 4-4 11-4-11-11-4 11-4z"/>',
    "quill": '<path d="M28 3C14 5 6 14 4 29c4-6 9-9 15-10l-4-2c5-1 9-4 11-8l-5 1c3-2 5-4 7-7z"/>',
}

MARK_CHOICES = [(name, name.capitalize()) for name in sorted(MARKS)]
