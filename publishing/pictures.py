"""The image pipeline: smaller copies ("renditions") of every uploaded picture, made once, off the
request path, and stored through STORAGES["default"] (files here, object storage in a deployment).

For each picture: WebP at each width of RENDITION_WIDTHS narrower than the original (and one at the
original width, capped at the largest), plus the same widths in the original's own format (JPEG, or
PNG when it has transparency) for browsers without WebP. `{% picture %}` (marketing templatetags)
turns them into <picture>/srcset markup; until a picture's renditions exist it shows the original.

When: an admin save queues the `make_renditions` task (publishing.tasks) once the save commits; the
task worker (`manage.py task_worker`, started by `make run`) makes them and refreshes the cached
pages. The seed loader makes them directly. No page request ever resizes a picture.

Cropped copies: a picture shown in a box of a fixed shape (a service's hero is 4:3) also gets
copies cut to that shape around the editor's focus point (`Focus`: top left ... bottom right), at
the few widths that box is drawn at (CROP_WIDTHS), so the page never sends the full file into a
small box and the crop keeps the part of the picture the editor chose. A crop is named
"<ratio>-<focus>", e.g. "4x3-top-left" (Rendition.crop); a model lists its cropped pictures in
PICTURE_CROPS.

Removed files: a picture replaced, cleared or deleted with its row is removed from the storage
with its renditions once the change commits (`connect_cleanup`, wired in PublishingConfig.ready),
unless another row still uses the same file.

Why Pillow directly: it is already a dependency (social cards), the job is a loop of
`thumbnail()` + `save()`, and the alternative, django-imagekit, generates on first access by
default and names no Django 6.1 support.
"""

import contextlib
import fcntl
import hashlib
import io
import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import PIL
from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import models, transaction
from PIL import Image, ImageOps

from agency.uploads import ImageUploadField, RasterImageUploadField
from publishing.models import FOCUS_POINTS, Focus, Rendition

logger = logging.getLogger(__name__)

RENDITION_WIDTHS = (360, 640, 960, 1280, 1600)
# Cropped copies are made for boxes at most ~30rem wide: 1x and 2x screens.
CROP_WIDTHS = (480, 720, 960)
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


def crop_widths(cropped_width: int) -> list[int]:
    """The widths a cropped copy is made at: every step up to the crop's own width."""
    largest = min(cropped_width, CROP_WIDTHS[-1])
    return sorted({w for w in CROP_WIDTHS if w < largest} | {largest})


def crop_name(ratio: str, focus: str) -> str:
    return f"{ratio}-{focus}"


def parse_crop(crop: str) -> tuple[tuple[int, int], tuple[float, float]]:
    """ "4x3-top-left" as ((4, 3), (0.0, 0.0)): the shape and the focus as fractions."""
    ratio, _, focus = crop.partition("-")
    across, _, down = ratio.partition("x")
    return (int(across), int(down)), FOCUS_POINTS.get(focus, FOCUS_POINTS[Focus.CENTER])


def crop_box(width: int, height: int, ratio: tuple[int, int]) -> tuple[int, int]:
    """The largest box of the given shape inside a picture of width×height."""
    across, down = ratio
    if width * down > height * across:
        return max(1, round(height * across / down)), height
    return width, max(1, round(width * down / across))


def _rendition_name(source: str, width: int, fmt: str, crop: str = "") -> str:
    digest = hashlib.sha256(source.encode()).hexdigest()[:10]
    stem = PurePosixPath(source).stem[:60]
    extension = "jpg" if fmt == Rendition.Format.JPEG else fmt
    folder = f"{stem}-{digest}/{crop}" if crop else f"{stem}-{digest}"
    return f"{RENDITIONS_FOLDER}/{folder}/{width}.{extension}"


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
# into a fresh storage, as the test suite does many times) is not resized and encoded again. With
# PICTURE_COPIES_DIR (the test suite's run folder) they are also kept on disk for its other
# processes: servers, workers and commands that load the seed each encoded it anew (8 s of CPU).
_encoded: dict[tuple[str, str, str, int], bytes] = {}
_ENCODED_MAX_BYTES = 64 * 1024 * 1024


def _copy_file(key: tuple[str, str, str, int]) -> Path | None:
    if not settings.PICTURE_COPIES_DIR:
        return None
    digest, crop, fmt, width = key
    encoder = f"pillow{PIL.__version__}-webp{WEBP_QUALITY}-jpeg{JPEG_QUALITY}"
    return Path(settings.PICTURE_COPIES_DIR) / f"{digest}-{crop or 'whole'}-{width}-{encoder}.{fmt}"


def _keep_in_memory(key: tuple[str, str, str, int], content: bytes) -> None:
    while _encoded and sum(map(len, _encoded.values())) + len(content) > _ENCODED_MAX_BYTES:
        _encoded.pop(next(iter(_encoded)))
    _encoded[key] = content


def _recalled(key: tuple[str, str, str, int]) -> bytes | None:
    if key not in _encoded and (path := _copy_file(key)) is not None and path.exists():
        _keep_in_memory(key, path.read_bytes())
    return _encoded.get(key)


def _encoded_once(key: tuple[str, str, str, int], encode) -> bytes:
    """`encode()`'s copy for `key`, remembered; with PICTURE_COPIES_DIR, one process of the run
    encodes it while the others that need it at the same moment wait and read it (the test
    suite's workers all load the seed as they start: each encoded every picture)."""
    path = _copy_file(key)
    if path is None:
        content = encode()
        _keep_in_memory(key, content)
        return content
    with _made_by_one(path):
        content = _recalled(key)
        if content is None:
            content = encode()
            _keep_in_memory(key, content)
            _write_whole(path, content)
    return content


def drawing_kept(name: str, draw) -> bytes:
    """`draw()`'s picture, kept under `name` in PICTURE_COPIES_DIR for the test run's other
    processes (the seed's drawings, 4 CPU seconds in all); `draw()` itself without that folder."""
    if not settings.PICTURE_COPIES_DIR:
        return draw()
    path = Path(settings.PICTURE_COPIES_DIR) / f"drawn-{hashlib.sha256(name.encode()).hexdigest()}.png"
    with _made_by_one(path):
        if path.exists():
            return path.read_bytes()
        content = draw()
        _write_whole(path, content)
    return content


@contextlib.contextmanager
def _made_by_one(path: Path):
    """Held while `path` is looked for and, if missing, made: by one process or thread at a time
    (an exclusive lock on a file beside it, let go by the system if its holder dies)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(f"{path.name}.lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _write_whole(path: Path, content: bytes) -> None:
    """Written under a name of this process and thread, then renamed: a reader never sees half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.partial")
    partial.write_bytes(content)
    os.replace(partial, path)


_ROTATED = {5, 6, 7, 8}  # EXIF orientations that swap width and height
# Where a PNG can hold EXIF: its own chunk, or the text chunk older tools write.
_PNG_EXIF_MARKS = (b"eXIf", b"Raw profile type exif")


def _orientation(image: Image.Image, data: bytes) -> int | None:
    """The EXIF orientation of `image` (opened from `data`), without decoding its pixels where it
    can be helped: Pillow decodes a whole PNG to look for EXIF after the pixels (5 ms for each
    picture each time the seed is loaded, copies made or not), so a PNG whose bytes name no EXIF
    chunk is taken to have none."""
    if image.format == "PNG" and not any(mark in data for mark in _PNG_EXIF_MARKS):
        return None
    return image.getexif().get(0x0112)


@transaction.atomic
def renditions_make(source: str, crop: str = "") -> list[Rendition]:
    """Makes (or finds) every rendition of the stored picture `source`, or its copies cut to `crop`
    ("4x3-top-left"). Idempotent: a copy already in the storage is kept (only its row is written),
    and the picture is decoded only when a copy is missing."""
    with default_storage.open(source, "rb") as handle:
        data = handle.read()
    digest = hashlib.sha256(data).hexdigest()
    original = Image.open(io.BytesIO(data))  # reads the header only; bytes in memory, nothing to close
    width, height = original.size
    if _orientation(original, data) in _ROTATED:
        width, height = height, width
    formats = (Rendition.Format.WEBP, _fallback_format(original))
    if crop:
        ratio, centering = parse_crop(crop)
        width, height = crop_box(width, height, ratio)
        widths = crop_widths(width)
    else:
        widths = rendition_widths(width)
    plan = [
        (fmt, w, max(1, round(height * w / width)), _rendition_name(source, w, fmt, crop))
        for fmt in formats
        for w in widths
    ]
    missing = [item for item in plan if not default_storage.exists(item[3])]
    if any(_recalled((digest, crop, fmt, w)) is None for fmt, w, _h, _name in missing):
        original.load()
        # The copies are upright and carry no metadata (EXIF, GPS...): only pixels are saved.
        original = ImageOps.exif_transpose(original)
        if original.mode not in ("RGB", "RGBA"):
            original = original.convert("RGBA" if formats[1] == Rendition.Format.PNG else "RGB")
        if crop:
            # Cut to the shape around the focus: the part of the picture the editor chose is kept.
            original = ImageOps.fit(original, (width, height), Image.Resampling.LANCZOS, centering=centering)
    stored = {}
    resized_to: dict[int, Image.Image] = {}  # each width is resized once for both formats
    for fmt, w, h, name in missing:
        key = (digest, crop, fmt, w)
        content = _recalled(key)
        if content is None:

            def encode(fmt=fmt, w=w, h=h) -> bytes:
                if w not in resized_to:
                    resized_to[w] = (
                        original if w == original.width else original.resize((w, h), Image.Resampling.LANCZOS)
                    )
                return _encode(resized_to[w], fmt)

            content = _encoded_once(key, encode)
        stored[name] = default_storage.save(name, ContentFile(content))
    made = []
    for fmt, w, h, name in plan:
        rendition, _ = Rendition.objects.update_or_create(
            source=source,
            crop=crop,
            format=fmt,
            width=w,
            defaults={"height": h, "file": stored.get(name, name)},
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


def picture_crops(instance: models.Model) -> list[tuple[str, str]]:
    """(stored name, crop) of each raster picture the instance shows in a box of a fixed shape:
    its model's PICTURE_CROPS maps the picture field to (ratio, the field holding its focus)."""
    crops = []
    names = set(picture_files(instance))
    for field_name, (ratio, focus_field) in getattr(type(instance), "PICTURE_CROPS", {}).items():
        file = getattr(instance, field_name)
        if file and file.name in names:
            crops.append((file.name, crop_name(ratio, getattr(instance, focus_field))))
    return crops


def renditions_missing(names: list[str]) -> list[str]:
    have = set(Rendition.objects.filter(source__in=names, crop="").values_list("source", flat=True))
    return [name for name in names if name not in have]


def crops_missing(crops: list[tuple[str, str]]) -> list[tuple[str, str]]:
    have = set(Rendition.objects.filter(source__in=[name for name, _ in crops]).values_list("source", "crop"))
    return [item for item in crops if item not in have]


# --------------------------------------------------------------------------------------------
# Removed pictures leave the storage, with their renditions
# --------------------------------------------------------------------------------------------


def _picture_fields(model) -> list[models.FileField]:
    return [
        f for f in model._meta.concrete_fields if isinstance(f, ImageUploadField | RasterImageUploadField)
    ]


def file_in_use(name: str) -> bool:
    """Whether any row of any model still holds the stored file `name` in a picture field (the
    seed's sample pictures are shared by the rows that show them)."""
    from django.apps import apps

    for model in apps.get_models():
        fields = _picture_fields(model)
        if (
            fields
            and model._default_manager.filter(
                models.Q(*[models.Q(**{f.name: name}) for f in fields], _connector=models.Q.OR)
            ).exists()
        ):
            return True
    return False


def picture_remove(name: str) -> bool:
    """Removes the stored picture `name` and every rendition of it, unless a row still uses it.
    Returns whether it was removed."""
    if not name or file_in_use(name):
        return False
    for rendition in Rendition.objects.filter(source=name):
        default_storage.delete(rendition.file)
    Rendition.objects.filter(source=name).delete()
    default_storage.delete(name)
    logger.info("Removed the picture %s and its renditions: no row uses it any more.", name)
    return True


def _loaded_name(instance, field) -> str | None:
    """The file name the instance holds in `field`, without loading a deferred field (None then)."""
    if field.attname not in instance.__dict__:
        return None
    value = instance.__dict__[field.attname]
    return value if isinstance(value, str) or value is None else (value.name or "")


def _remember_files(sender, instance, **kwargs):
    instance._stored_pictures = {f.attname: _loaded_name(instance, f) for f in _picture_fields(sender)}


def _remove_replaced(sender, instance, raw=False, **kwargs):
    if raw:
        return
    before = getattr(instance, "_stored_pictures", {})
    for field in _picture_fields(sender):
        old, new = before.get(field.attname), _loaded_name(instance, field)
        if old and new is not None and old != new:
            transaction.on_commit(lambda old=old: picture_remove(old))
    _remember_files(sender, instance)


def _remove_deleted(sender, instance, **kwargs):
    for field in _picture_fields(sender):
        name = _loaded_name(instance, field)
        if name:
            transaction.on_commit(lambda name=name: picture_remove(name))


def connect_cleanup() -> None:
    """Removes from the storage every picture a save replaced or cleared, or a deletion left
    behind, once the transaction commits (see picture_remove). For every model with a picture
    field of agency.uploads."""
    from django.apps import apps
    from django.db.models.signals import post_delete, post_init, post_save

    for model in apps.get_models():
        if not _picture_fields(model):
            continue
        uid = f"picture-cleanup-{model._meta.label_lower}"
        post_init.connect(_remember_files, sender=model, dispatch_uid=uid)
        post_save.connect(_remove_replaced, sender=model, dispatch_uid=uid)
        post_delete.connect(_remove_deleted, sender=model, dispatch_uid=uid)
