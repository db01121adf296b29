#!/usr/bin/env python3
"""Saves a full-page screenshot of every public page, and of /admin signed in, at 390, 768, 1280
and 1920 px wide, so a change's look is seen before it lands.

Without --base-url it starts the site itself, as `make run` would but on a throwaway SQLite
database with the seed content and a staff account, on a free loopback port, and stops it after.
Screenshots go to screenshots/<width>/<page>.png (git-ignored).

    make screenshots
    .venv/bin/python scripts/screenshots.py --only / --only /pricing --widths 390,1280
    .venv/bin/python scripts/screenshots.py --readme   # the README's few, small WebP in docs/screenshots/
"""

import argparse
import base64
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

BASE_DIR = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BASE_DIR))

from tests.hardening.public_pages import (  # noqa: E402
    FORM_PAGES,
    INSIGHTS_PAGES,
    PUBLIC_PAGES,
    WORK_FILTER_PAGES,
    with_newest_article,
)

WIDTHS = (390, 768, 1280, 1920)
HEIGHTS = {390: 844, 768: 1024, 1280: 900, 1920: 1080}
STAFF = {"STAFF_USERNAME": "screens", "STAFF_EMAIL": "screens@driftlinedigital.com"}
# A throwaway account on a throwaway database, with a fresh password each run.
STAFF_PASSWORD = secrets.token_urlsafe(24)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Site:
    """The project on gunicorn, on a database of its own that is deleted afterwards."""

    def __init__(self, folder: Path):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {
            **os.environ,
            "DJANGO_ENV": "development",
            "DATABASE_URL": f"sqlite:///{folder / 'screens.sqlite3'}",
            "REDIS_URL": "",
            "MEDIA_ROOT": str(folder / "media"),
            "DJANGO_SETTINGS_MODULE": "tests.support.live_settings",
            "EMAIL_BACKEND": "django.core.mail.backends.locmem.EmailBackend",
            **STAFF,
            "STAFF_PASSWORD": STAFF_PASSWORD,
        }
        self.process: subprocess.Popen | None = None

    def manage(self, *args: str) -> None:
        subprocess.run([sys.executable, "manage.py", *args], cwd=BASE_DIR, env=self.env, check=True)

    def __enter__(self):
        self.manage("migrate", "--noinput", "--verbosity", "0")
        self.manage("load_content", "--verbosity", "0")
        self.manage("createstaff", "--no-input")
        gunicorn = Path(sys.executable).parent / "gunicorn"
        self.process = subprocess.Popen(
            [str(gunicorn), "agency.wsgi:application", "--bind", f"127.0.0.1:{self.port}", "--workers", "2"],
            cwd=BASE_DIR,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "/robots.txt", timeout=2)
                return self
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("the site did not start within 60 seconds")

    def __exit__(self, *exc):
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)


def file_name(path: str) -> str:
    path = path.split("?", 1)[0]
    return "home" if path == "/" else path.strip("/").replace("/", "-")


def settle(page) -> None:
    """Scrolls through the page so `visible` islands mount, then back to the top."""
    page.mouse.move(5, 5)
    height = page.evaluate("document.documentElement.scrollHeight")
    for y in range(0, height, 700):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(60)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(400)


def shoot(base_url: str, pages: list[str], widths: list[int], out: Path, staff: bool) -> list[Path]:
    saved = []
    pages = with_newest_article(base_url, pages)  # "/insights/{newest}": the seed's newest article
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        for width in widths:
            folder = out / str(width)
            folder.mkdir(parents=True, exist_ok=True)
            context = browser.new_context(viewport={"width": width, "height": HEIGHTS.get(width, 900)})
            page = context.new_page()
            for path in pages:
                page.goto(base_url + path, wait_until="networkidle")
                settle(page)
                target = folder / f"{file_name(path)}.png"
                page.screenshot(path=target, full_page=True)
                saved.append(target)
            if staff:
                page.goto(base_url + "/admin", wait_until="networkidle")
                page.get_by_label("Username or email").fill(STAFF["STAFF_USERNAME"])
                page.get_by_label("Password").fill(STAFF_PASSWORD)
                page.get_by_role("button", name="Sign in").click()
                page.get_by_role("tab", name="Contact Submissions").wait_for()
                page.wait_for_load_state("networkidle")
                target = folder / "admin.png"
                page.screenshot(path=target, full_page=True)
                saved.append(target)
            context.close()
        browser.close()
    return saved


README_PAGES = ["/", "/services/seo", "/pricing", "/contact"]
README_WIDTHS = [1280, 390]
README_DIR = BASE_DIR / "docs" / "screenshots"


def to_small_webp(pngs: list[Path], folder: Path) -> None:
    """Halves each screenshot and saves it as WebP (Chromium encodes it: no imaging library)."""
    folder.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        page = browser.new_page()
        for png in pngs:
            data = base64.b64encode(png.read_bytes()).decode()
            url = page.evaluate(
                """async (source) => {
                    const image = new Image();
                    image.src = source;
                    await image.decode();
                    const canvas = document.createElement("canvas");
                    canvas.width = Math.round(image.width / 2);
                    canvas.height = Math.round(image.height / 2);
                    canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
                    return canvas.toDataURL("image/webp", 0.72);
                }""",
                f"data:image/png;base64,{data}",
            )
            target = folder / f"{png.stem}-{png.parent.name}.webp"
            target.write_bytes(base64.b64decode(url.split(",", 1)[1]))
        browser.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", help="a running site (no /admin screenshot then)")
    parser.add_argument("--only", action="append", help="a page path; repeat for several")
    parser.add_argument("--widths", default=",".join(map(str, WIDTHS)))
    parser.add_argument("--out", default=str(BASE_DIR / "screenshots"))
    parser.add_argument("--readme", action="store_true", help="refresh docs/screenshots/ for the README")
    args = parser.parse_args()
    pages = args.only or [*PUBLIC_PAGES, WORK_FILTER_PAGES[0], *INSIGHTS_PAGES, *FORM_PAGES, "/no-such-page"]
    widths = [int(w) for w in args.widths.split(",")]
    if args.readme:
        pages, widths, args.only = README_PAGES, README_WIDTHS, README_PAGES
    out = Path(args.out)
    if args.base_url:
        saved = shoot(args.base_url.rstrip("/"), pages, widths, out, staff=False)
    else:
        with tempfile.TemporaryDirectory() as folder, Site(Path(folder)) as site:
            saved = shoot(site.url, pages, widths, out, staff=not args.only)
    print(f"{len(saved)} screenshots in {out}/")
    if args.readme:
        to_small_webp(saved, README_DIR)
        print(f"{len(saved)} small WebP copies in {README_DIR.relative_to(BASE_DIR)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
