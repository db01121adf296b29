"""The image pipeline: smaller copies ("renditions") of every uploaded picture, made once, off the
request path, and stored through STORAGES["default"] (files here, object storage in a deployment).

For each picture: WebP at each width of RENDITION_WIDTHS narrower than the original (and one at the
original width, capped at the largest), plus the same widths in the original's own format (JPEG, or
PNG when it has transparency) for browsers without WebP. `{% picture %}` (marketing templatetags)
turns them into <picture>/srcset markup; until a picture's renditions exist it shows the original.

When: an admin save queues the `make_renditions` task (marketing.tasks) once the save commits; the
task worker (`manage.py db_worker`, started by `make run`) makes them and refreshes the cached
pages. The seed loader makes them directly. No page request ever resizes a picture.

Why Pillow directly: it is already a dependency (social cards), the job is a loop of
`thumbnail()` + `save()`, and the alternative, django-imagekit, generates on first access by
default and names no Django 6.1 support.
"""

import hashlib
import io
import logging
from dataclasses import dataclass
from pathlib import PurePosixPath

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import models, transaction
from PIL import Image, ImageOps

from agency.uploads import ImageUploadField, RasterImageUploadField
from marketing.models import Rendition

logger = logging.getLogger(__name__)

RENDITION_WIDTHS = (360, 640, 960, 1280, 1600)
RENDITIONS_FOLDER = "renditions"
WEBP_QUALITY = 80
JPEG_QUALITY = 82


@dataclass(frozen=True)
class Size:
    width: int
    height: int


def rendition_widths(original_width: int) -> list[int]:
    """The widths made of a picture: every step narrower than it, and it (capped at the largest)."""
    largest = min(original_width, RENDITION_WIDTHS[-1])
    return sorted({w for w in RENDITION_WIDTHS if w < largest} | {largest})


def _fallback_format(image: Image.Image) -> str:
    has_alpha = image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info
    return Rendition.Format.PNG if has_alpha else Rendition.Format.JPEG


def _rendition_name(source: str, width: int, fmt: str) -> str:
    digest = hashlib.sha256(source.encode()).hexdigest()[:10]
    stem = PurePosixPath(source).stem[:60]
    extension = "jpg" if fmt == Rendition.Format.JPEG else fmt
    return f"{RENDITIONS_FOLDER}/{stem}-{digest}/{width}.{extension}"


def _encode(image: Image.Image, fmt: str) -> bytes:
    out = io.BytesIO()
    if fmt == Rendition.Format.WEBP:
        image.save(out, format="WEBP", quality=WEBP_QUALITY, method=4)
    elif fmt == Rendition.Format.JPEG:
        image.convert("RGB").save(out, format="JPEG", quality=JPEG_QUALITY, optimize=True, progressive=True)
    else:
        image.save(out, format="PNG", optimize=True)
    return out.getvalue()


# Copies encoded lately, by the source's bytes: the same picture stored again (the seed loaded
# into a fresh storage, as the test suite does many times) is not resized and encoded again.
_encoded: dict[tuple[str, str, int], bytes] = {}
_ENCODED_MAX_BYTES = 64 * 1024 * 1024


def _remember(key: tuple[str, str, int], content: bytes) -> None:
    while _encoded and sum(map(len, _encoded.values())) + len(content) > _ENCODED_MAX_BYTES:
        _encoded.pop(next(iter(_encoded)))
    _encoded[key] = content


_ROTATED = {5, 6, 7, 8}  # EXIF orientations that swap width and height


@transaction.atomic
def renditions_make(source: str) -> list[Rendition]:
    """Makes (or finds) every rendition of the stored picture `source`. Idempotent: a copy already
    in the storage is kept (only its row is written), and the picture is decoded only when a copy
    is missing."""
    with default_storage.open(source, "rb") as handle:
        data = handle.read()
    digest = hashlib.sha256(data).hexdigest()
    original = Image.open(io.BytesIO(data))  # reads the header only; bytes in memory, nothing to close
    width, height = original.size
    if original.getexif().get(0x0112) in _ROTATED:
        width, height = height, width
    formats = (Rendition.Format.WEBP, _fallback_format(original))
    plan = [
        (fmt, w, max(1, round(height * w / width)), _rendition_name(source, w, fmt))
        for fmt in formats
        for w in rendition_widths(width)
    ]
    missing = [item for item in plan if not default_storage.exists(item[3])]
    if any((digest, fmt, w) not in _encoded for fmt, w, _h, _name in missing):
        original.load()
        # The copies are upright and carry no metadata (EXIF, GPS...): only pixels are saved.
        original = ImageOps.exif_transpose(original)
        if original.mode not in ("RGB", "RGBA"):
            original = original.convert("RGBA" if formats[1] == Rendition.Format.PNG else "RGB")
    stored = {}
    for fmt, w, h, name in missing:
        key = (digest, fmt, w)
        if key not in _encoded:
            resized = original if w == original.width else original.resize((w, h), Image.Resampling.LANCZOS)
            _remember(key, _encode(resized, fmt))
        stored[name] = default_storage.save(name, ContentFile(_encoded[key]))
    made = []
    for fmt, w, h, name in plan:
        rendition, _ = Rendition.objects.update_or_create(
            source=source, format=fmt, width=w, defaults={"height": h, "file": stored.get(name, name)}
        )
        made.append(rendition)
    return made


def picture_files(instance: models.Model) -> list[str]:
    """The stored names of the instance's uploaded raster pictures (any picture upload field of
    agency.uploads that holds one; an SVG is drawn at any size and needs no renditions)."""
    names = []
    for field in instance._meta.concrete_fields:
        if isinstance(field, ImageUploadField | RasterImageUploadField):
            file = field.value_from_object(instance)
            if file and file.name and not file.name.lower().endswith(".svg"):
                names.append(file.name)
    return names


def renditions_missing(names: list[str]) -> list[str]:
    have = set(Rendition.objects.filter(source__in=names).values_list("source", flat=True))
    return [name for name in names if name not in have]
