"""Where the test run keeps the image pipeline's copies (PICTURE_COPIES_DIR, publishing/pictures.py).

Loading the seed into a fresh media folder encodes its pictures (WebP and JPEG at several widths)
and draws the sample ones: about 12 CPU seconds, paid by the first process of a run that needs
them while the others wait on its lock. The copies are kept between runs, in
`.cache/picture-copies/<key>/` of the checkout, so a warm `make test` (and CI's second run, in the
same clone) finds them made.

A copy is named by what it is made from: an encoded one by its source's SHA-256, crop, width and
encoder settings; a drawing only by its name, since what it draws is code and seed data. So the
folder is keyed by every file of the apps that draw, crop, encode or describe a picture: change
any of them and the run starts an empty folder, and older folders are removed. A folder that grew
past `MAX_FILES` (pictures that tests make up anew each run) is emptied.
"""

import fcntl
import hashlib
import shutil
from pathlib import Path

import PIL

ROOT = Path(__file__).resolve().parents[2]
# The apps whose code or data decide what a copy holds: the pipeline (publishing/pictures.py), the
# drawings and their fonts (marketing/, insights/content/), the upload checks (agency/uploads.py).
SOURCES = ("marketing", "insights", "agency")
MAX_FILES = 3000


def code_key(root: Path = ROOT, sources: tuple[str, ...] = SOURCES) -> str:
    digest = hashlib.sha256(f"pillow {PIL.__version__}\0".encode())
    for source in sources:
        for path in sorted((root / source).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(path.relative_to(root).as_posix().encode() + b"\0")
                digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def kept_folder(cache: Path, key: str) -> Path:
    """`cache/key`, made if missing; every other key's folder under `cache` is removed (one run
    at a time decides, under a lock beside `cache`)."""
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache.with_name(f"{cache.name}.lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for other in cache.iterdir():
            if other.name != key:
                shutil.rmtree(other, ignore_errors=True) if other.is_dir() else other.unlink(missing_ok=True)
        folder = cache / key
        if folder.is_dir() and sum(1 for _ in folder.iterdir()) > MAX_FILES:
            shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(exist_ok=True)
    return folder


def run_folder() -> Path:
    return kept_folder(ROOT / ".cache" / "picture-copies", code_key())
