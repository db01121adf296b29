#!/usr/bin/env python3
"""Prints the JavaScript each public page loads before any interaction, gzipped.

Loads every page in Chromium (Playwright, /usr/bin/chromium) against a running server, waits
until the network is idle and the browser has had idle time (so `idle` islands count), records
every script response, and gzips each body (level 9) to report what travels over the wire, and
whether a React chunk was among them. A second column scrolls to the bottom first, which adds the
`visible` islands below the fold. Nothing is clicked, focused or hovered, so `interaction`
islands never load there. A third column, on pages with a lead form (a server
`<form method="post">`), focuses its first visible field: what the page loads once the visitor
starts on the form (React and the form's island).

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
    "/get-started",
    "/ai-automation/consultation",
    "/contact/thank-you",
    "/pricing/thank-you",
    "/privacy-policy",
    "/terms-of-service",
    "/no-such-page",
]
# Vite's chunks for react, react-dom and react-dom/client: assets/react-<hash>.js,
# assets/react-dom-<hash>.js, assets/client-<hash>.js, an 8-character hash. The fixed hash length
# keeps other chunks whose name starts with "react-" (react-hook-form, ...) out.
REACT_CHUNK = re.compile(r"/assets/(client|react|react-dom)-[\w-]{8}\.js$")
# The first field a visitor would fill in a server-rendered lead form; not the honeypot. A named
# button is a choice (the pricing quiz's first step has only those).
FIRST_FIELD = (
    'form[method="post"] input:not([type="hidden"]):not([name="homepage"]):not(.honeypot input), '
    'form[method="post"] textarea, form[method="post"] select, form[method="post"] button[name]'
)


def measure(browser, url: str, scroll: bool = False, focus: bool = False) -> dict | None:
    """What the page loaded; with `focus`, None on a page without a lead form."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    bodies: dict[str, bytes] = {}

    def on_response(response):
        if response.request.resource_type == "script" and response.ok:
            # A script cancelled by a navigation has no body.
            with contextlib.suppress(Exception):
                bodies[response.url] = response.body()

    page.on("response", on_response)
    status = page.goto(url, wait_until="networkidle").status
    # The inline analytics snippet is part of the HTML; count it too.
    inline = page.evaluate(
        """() => [...document.querySelectorAll("script:not([src]):not([type])")]
            .map((s) => s.textContent).join("")"""
    )
    if scroll:
        for _ in range(20):
            page.mouse.wheel(0, 900)
            page.wait_for_timeout(100)
    if focus:
        field = page.locator(FIRST_FIELD).first
        if not field.count():
            page.close()
            return None
        # focus() only: the keyboard way in, no pointer moves or hovers first.
        field.focus()
    page.wait_for_timeout(2500)
    page.wait_for_load_state("networkidle")
    page.close()
    files = sorted(bodies)
    return {
        "status": status,
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
            url = args.base_url.rstrip("/") + path
            initial = measure(browser, url)
            scrolled = measure(browser, url, scroll=True)
            focused = measure(browser, url, focus=True)
            rows.append((path, initial, scrolled, focused))
        browser.close()

    def react(result: dict) -> str:
        return "yes" if result["react"] else "no"

    print(
        "| page | before interaction (gzip) | files | React | after scrolling to the end (gzip) | React "
        "| after focusing the first form field (gzip) | React |"
    )
    print("|---|---:|---:|---|---:|---|---:|---|")
    for path, initial, scrolled, focused in rows:
        after_focus = f"{focused['gzip']:,} B | {react(focused)}" if focused else "no form | -"
        # A page the server does not have (yet) still loads the error page's scripts: say so.
        status = "" if initial["status"] < 300 or path == "/no-such-page" else f" ({initial['status']})"
        print(
            f"| `{path}`{status} | {initial['gzip']:,} B | {initial['files']} | {react(initial)} "
            f"| {scrolled['gzip']:,} B | {react(scrolled)} | {after_focus} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
