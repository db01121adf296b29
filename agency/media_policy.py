"""How /media/ is served, whoever serves it: Django (agency.views.media) in development, nginx in
`make prod` (deploy/prod.py fills these into its configuration). No Django imports: prod.py reads
this before Django is set up.

Nothing uploaded may run, load anything or be sniffed as another type; an SVG's own <style> is the
one thing a drawing needs. Pictures are shown, anything else is a download. Stored names carry a
hash of their content ("logo.3f9a0c1d2e4b5a69.png", agency.uploads), so they are cached a year.
"""

import re

MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
MEDIA_IMAGE_PATTERN = r"\.(png|jpe?g|webp|avif|gif|svg)$"
MEDIA_IMMUTABLE_PATTERN = r"\.[0-9a-f]{16}\.[a-z0-9]+$"
MEDIA_CACHE_IMMUTABLE = "public, max-age=31536000, immutable"
MEDIA_CACHE_DEFAULT = "public, max-age=3600"


def is_image_name(name: str) -> bool:
    return re.search(MEDIA_IMAGE_PATTERN, name, re.IGNORECASE) is not None


def is_content_hashed(name: str) -> bool:
    return re.search(MEDIA_IMMUTABLE_PATTERN, name) is not None


def media_headers(name: str) -> dict[str, str]:
    headers = {
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": MEDIA_CSP,
        "Cache-Control": MEDIA_CACHE_IMMUTABLE if is_content_hashed(name) else MEDIA_CACHE_DEFAULT,
    }
    if not is_image_name(name):
        headers["Content-Disposition"] = "attachment"
    return headers
