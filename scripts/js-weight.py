#!/usr/bin/env python3
"""Prints the JavaScript each public page loads before any interaction, gzipped.

Loads every page in Chromium (Playwright, /usr/bin/chromium) against a running server, waits
until the network is idle and the browser has had idle time (so `idle` islands count), records
every script response, and gzips each body (level 9) to report what travels over the wire. A
second column scrolls to the bottom first, which adds the `visible` islands below the fold.
Nothing is clicked, focused or hovered, so `interaction` islands never load.

    make run                                    # in one terminal
    .venv/bin/python scripts/js-weight.py       # in another; --base-url to point elsewhere
"""

import argparse
import contextlib
import gzip
import re
import sys

from playwright.sync_api import sync_playwright

PAGES = [
    "/",
    "/ai-automation",
    "/services/seo",
    "/solutions/small-business",
    "/about",
    "/pricing",
    "/contact",
    "/privacy-policy",
    "/terms-of-service",
    "/no-such-page",
]
REACT_CHUNK = re.compile(r"/assets/(client|react|react-dom)-[\w-]+\.js$")


def measure(browser, url: str, scroll: bool) -> dict:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    bodies: dict[str, bytes] = {}

    def on_response(response):
        if response.request.resource_type == "script" and response.ok:
            # A script cancelled by a navigation has no body.
            with contextlib.suppress(Exception):
                bodies[response.url] = response.body()

    page.on("response", on_response)
    page.goto(url, wait_until="networkidle")
    # The inline analytics snippet is part of the HTML; count it too.
    inline = page.evaluate(
        """() => [...document.querySelectorAll("script:not([src]):not([type])")]
            .map((s) => s.textContent).join("")"""
    )
    if scroll:
        for _ in range(20):
            page.mouse.wheel(0, 900)
            page.wait_for_timeout(100)
    page.wait_for_timeout(2500)
    page.wait_for_load_state("networkidle")
    page.close()
    files = sorted(bodies)
    return {
        "files": len(files),
        "raw": sum(len(bodies[name]) for name in files) + len(inline.encode()),
        "gzip": sum(len(gzip.compress(bodies[name], 9)) for name in files)
        + (len(gzip.compress(inline.encode(), 9)) if inline else 0),
        "react": any(REACT_CHUNK.search(name) for name in files),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", default="http://127.0.0.1:8000")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()

    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=args.chromium, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        for path in PAGES:
            initial = measure(browser, args.base_url.rstrip("/") + path, scroll=False)
            scrolled = measure(browser, args.base_url.rstrip("/") + path, scroll=True)
            rows.append((path, initial, scrolled))
        browser.close()

    print("| page | before interaction (gzip) | files | React | after scrolling to the end (gzip) | React |")  # noqa: E501
    print("|---|---:|---:|---|---:|---|")
    for path, initial, scrolled in rows:
        react_first = "yes" if initial["react"] else "no"
        react_later = "yes" if scrolled["react"] else "no"
        print(
            f"| `{path}` | {initial['gzip']:,} B | {initial['files']} | {react_first} "
            f"| {scrolled['gzip']:,} B | {react_later} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
