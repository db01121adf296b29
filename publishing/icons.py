# ruff: noqa: E501 -- SVG path data reads best on one line per drawing.
"""The site's icon set: small inline SVG drawings on a 24x24 grid, stroked with the current colour.

Content rows name an icon (a choice in the admin); the `{% icon %}` tag renders it inline, so pages
load no icon font and no external image.
"""

# Each value is the inner markup of a 24x24 stroked SVG.
ICONS: dict[str, str] = {
    "analytics": '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>',
    "trending-up": '<path d="M3 17l6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
    "target": '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1"/>',
    "megaphone": '<path d="M3 10v4h4l7 5V5L7 10H3z"/><path d="M18 8a5 5 0 0 1 0 8"/>',
    "search": '<circle cx="11" cy="11" r="7"/><path d="M21 21l-5-5"/>',
    "code": '<path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16"/>',
    "briefcase": '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5h6v2M3 13h18"/>',
    "cube": '<path d="M12 2l9 5v10l-9 5-9-5V7z"/><path d="M3 7l9 5 9-5M12 12v10"/>',
    "magnet": '<path d="M6 3v8a6 6 0 0 0 12 0V3"/><path d="M6 7h4M14 7h4"/>',
    "bot": (
        '<rect x="4" y="8" width="16" height="12" rx="3"/><path d="M12 4v4"/>'
        '<circle cx="12" cy="3" r="1"/><path d="M9 13v2M15 13v2"/>'
    ),
    "users": (
        '<circle cx="9" cy="8" r="3.5"/><path d="M2 20a7 7 0 0 1 14 0"/>'
        '<path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6"/>'
    ),
    "globe": '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
    "rocket": (
        '<path d="M12 15l-3-3c1-5 4-8 11-9-1 7-4 10-9 11z"/><path d="M9 12l-4 1-2 3 4 1M12 15l-1 4-3 2-1-4"/>'
    ),
    "shield": '<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/><path d="M9 12l2 2 4-4"/>',
    "clock": '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
    "lightning": '<path d="M13 2L4 14h7l-1 8 9-12h-7z"/>',
    "check": '<circle cx="12" cy="12" r="9"/><path d="M8 12l3 3 5-6"/>',
    "dollar": '<path d="M12 2v20"/><path d="M17 6H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H6"/>',
    "heart": '<path d="M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10z"/>',
    "layers": '<path d="M12 3l9 5-9 5-9-5z"/><path d="M3 13l9 5 9-5"/>',
    "mail": '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
    "map-pin": '<path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z"/><circle cx="12" cy="9" r="2.5"/>',
    "sparkles": '<path d="M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/><path d="M19 15l1 2.5 2.5 1-2.5 1L19 22l-1-2.5-2.5-1 2.5-1z"/>',
    "sliders": (
        '<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"/>'
        '<circle cx="16" cy="6" r="2"/><circle cx="10" cy="12" r="2"/><circle cx="18" cy="18" r="2"/>'
    ),
    "chat": '<path d="M4 5h16v11H9l-5 4z"/><path d="M8 9h8M8 12h5"/>',
    "document": '<path d="M6 2h8l4 4v16H6z"/><path d="M14 2v4h4M9 12h6M9 16h6"/>',
    "cart": '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l3 12h11l2-8H7"/>',
    "building": '<path d="M4 21V4h10v17M14 9h6v12M2 21h20M7 8h4M7 12h4M7 16h4M17 13h0M17 17h0"/>',
    "store": '<path d="M3 9l2-5h14l2 5M4 9v11h16V9M3 9h18M9 20v-6h6v6"/>',
    "pen": '<path d="M4 20l4-1 11-11-3-3L5 16z"/><path d="M14 6l3 3"/>',
    "eye": '<path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7-10-7-10-7z"/><circle cx="12" cy="12" r="3"/>',
    "handshake": '<path d="M2 12l5-5 4 2 3-2 5 2 3 3"/><path d="M7 13l3 3a2 2 0 0 0 3 0l4-4M2 12l4 4M22 12l-4 4"/>',
    "calendar": '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
    "arrow-right": '<path d="M5 12h14M13 6l6 6-6 6"/>',
    "arrow-left": '<path d="M19 12H5M11 6l-6 6 6 6"/>',
    "warning": '<path d="M12 3l10 18H2z"/><path d="M12 10v5M12 18h0"/>',
    "pie-chart": '<path d="M12 3v9h9"/><circle cx="12" cy="12" r="9"/>',
    "phone": '<path d="M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 3 5a2 2 0 0 1 2-2z"/>',
    "external": '<path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6"/>',
}

ICON_CHOICES = [(name, name.replace("-", " ").capitalize()) for name in sorted(ICONS)]
