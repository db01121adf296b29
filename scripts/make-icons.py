"""Writes the site's icon set into static/icons/ from the brand mark (publishing/artwork.py).

Run after changing the mark: .venv/bin/python scripts/make-icons.py. The files are committed, so a
deployment only serves them.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from publishing.artwork import BRAND_COLOUR, brand_mark  # noqa: E402

OUT = ROOT / "static" / "icons"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    brand_mark(256).save(OUT / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])
    # iOS draws its own rounded corners and shows transparency as black: a full square.
    brand_mark(180, padding=0.12).convert("RGB").save(OUT / "apple-touch-icon.png", optimize=True)
    brand_mark(192).save(OUT / "icon-192.png", optimize=True)
    brand_mark(512).save(OUT / "icon-512.png", optimize=True)
    brand_mark(512, padding=0.12).save(OUT / "icon-maskable-512.png", optimize=True)
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
        f'<rect width="32" height="32" rx="8" fill="{BRAND_COLOUR}"/>'
        '<path d="M9 23l7-14 7 14" stroke="#fff" stroke-width="3" fill="none" '
        'stroke-linecap="round" stroke-linejoin="round"/></svg>\n'
    )
    (OUT / "favicon.svg").write_text(svg)
    print(f"Icons written to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
