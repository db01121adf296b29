"""Uploaded pictures, checked by what they are rather than by their names, and stored clean.

Every model field that takes a picture from an editor uses `ImageUploadField` (any FileField) or
`RasterImageUploadField` (an ImageField, with width and height fields):

- a raster picture (PNG, JPEG, WebP, AVIF, GIF) is decoded whole with Pillow and refused when it is
  not the format its name says, is larger than `UPLOAD_MAX_PIXELS` or `max_bytes`, is animated or
  is damaged; what is stored is re-encoded from the decoded pixels, so EXIF (camera, GPS), XMP and
  text chunks are gone (the colour profile is kept; an EXIF rotation is applied first);
- an SVG (only where the field allows it) is parsed as XML with defusedxml (no DTD, no entities)
  and refused when it holds anything active: scripts, event handlers, foreignObject and other
  embedded documents, animations, links or references to anything outside the file, `javascript:`
  in any spelling, style sheets that import or fetch. What is stored is rebuilt from an allowlist
  of drawing elements and attributes in UTF-8, so whatever the checks did not name is dropped;
- the stored name carries a hash of the stored bytes (`logo.3f9a0c1d2e4b5a69.png`), so `/media/`
  may be cached for a year (see `agency.media_policy`) and a replaced picture gets a new address.

`validate_image_upload(file, extensions=..., allow_svg=..., max_bytes=...)` is the same check for
code that is not a model field (a form, an API).
"""

import hashlib
import io
import re
import warnings
from dataclasses import dataclass
from pathlib import PurePosixPath
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring as parse_xml
from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import models
from django.utils.deconstruct import deconstructible
from django.utils.text import slugify
from PIL import Image, ImageOps, UnidentifiedImageError

# --------------------------------------------------------------------------------------------
# What counts as a picture
# --------------------------------------------------------------------------------------------

# Name ending -> the format Pillow must find inside, and the one it is written back in.
RASTER_FORMATS = {"png": "PNG", "jpg": "JPEG", "jpeg": "JPEG", "webp": "WEBP", "avif": "AVIF", "gif": "GIF"}
FORMAT_NAMES = {"PNG": "PNG", "JPEG": "JPEG", "WEBP": "WebP", "AVIF": "AVIF", "GIF": "GIF"}
IMAGE_EXTENSIONS = (*RASTER_FORMATS, "svg")

SVG_REFUSED = (
    "This SVG contains something active (scripts or event handlers, embedded pages, animations or "
    "links to other files); export it again as a plain drawing."
)


def _limit_mb(max_bytes: int) -> str:
    megabytes = max_bytes / (1024 * 1024)
    return f"{megabytes:g} MB" if megabytes >= 1 else f"{max_bytes // 1024} KB"


def _ending(name: str) -> str:
    return PurePosixPath(name).suffix.lower().lstrip(".")


def _read_all(upload, max_bytes: int) -> bytes:
    upload.seek(0)
    data = upload.read(max_bytes + 1)
    upload.seek(0)
    if len(data) > max_bytes:
        raise ValidationError(
            f"The file is larger than {_limit_mb(max_bytes)}. Please upload a smaller one.", code="too_large"
        )
    return data


# --------------------------------------------------------------------------------------------
# Raster pictures
# --------------------------------------------------------------------------------------------


def _open_raster(data: bytes, ending: str, max_pixels: int) -> Image.Image:
    expected = RASTER_FORMATS[ending]
    wanted = FORMAT_NAMES[expected]
    try:
        # Only these decoders: never EPS (Ghostscript), PSD or the other formats Pillow can read.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)  # the limit is ours, below
            image = Image.open(io.BytesIO(data), formats=sorted(set(RASTER_FORMATS.values())))
    except Image.DecompressionBombError:
        raise ValidationError(
            f"The picture has more than {max_pixels // 1_000_000} megapixels. Please upload a smaller one.",
            code="too_many_pixels",
        ) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError):
        raise ValidationError(
            f"This file is not a {wanted} picture (its name ends in .{ending}). "
            "Please upload the picture itself, saved as the format its name says.",
            code="not_an_image",
        ) from None
    if image.format != expected:
        found = FORMAT_NAMES.get(image.format, image.format)
        raise ValidationError(
            f"This file is a {found} picture but its name ends in .{ending}. "
            f"Please save it as {wanted} or rename it to match.",
            code="wrong_format",
        )
    width, height = image.size
    if width * height > max_pixels:
        raise ValidationError(
            f"The picture is {width}×{height} px, more than {max_pixels // 1_000_000} megapixels. "
            "Please upload a smaller one.",
            code="too_many_pixels",
        )
    if getattr(image, "n_frames", 1) > 1:
        raise ValidationError("This picture is animated; please upload a still picture.", code="animated")
    try:
        image.load()  # decodes every pixel: a damaged or truncated file fails here, not on a page
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        raise ValidationError(
            f"This {wanted} picture is damaged and cannot be read. Please export it again.", code="damaged"
        ) from None
    return image


def clean_raster(data: bytes, ending: str) -> tuple[bytes, tuple[int, int]]:
    """The picture re-encoded from its pixels: upright, without EXIF, XMP or text chunks."""
    image = _open_raster(data, ending, settings.UPLOAD_MAX_PIXELS)
    fmt = image.format
    icc_profile = image.info.get("icc_profile")
    transparency = image.info.get("transparency")
    upright = ImageOps.exif_transpose(image)
    if upright.mode == "P":
        upright = upright.convert("RGBA" if transparency is not None else "RGB")
        transparency = None
    # A new image from the pixels alone: nothing of the original's info travels with it.
    pixels = Image.frombytes(upright.mode, upright.size, upright.tobytes())
    options: dict = {}
    if icc_profile:
        options["icc_profile"] = icc_profile
    if fmt == "JPEG":
        if pixels.mode not in ("RGB", "L", "CMYK"):
            pixels = pixels.convert("RGB")
        options |= {"quality": 92, "optimize": True}
    elif fmt == "PNG":
        options["optimize"] = True
        if transparency is not None and pixels.mode in ("L", "RGB"):
            options["transparency"] = transparency
    elif fmt == "WEBP":
        options |= {"quality": 92, "lossless": image.info.get("lossless", False)}
    out = io.BytesIO()
    pixels.save(out, fmt, **options)
    return out.getvalue(), pixels.size


# --------------------------------------------------------------------------------------------
# SVG
# --------------------------------------------------------------------------------------------

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XML_NS = "http://www.w3.org/XML/1998/namespace"

# Drawing elements kept; anything else in the SVG namespace (and every other namespace: editors'
# metadata, sodipodi, inkscape) is dropped with its content, unless it is active (refused below).
SVG_ELEMENTS = {
    "svg", "g", "defs", "title", "desc", "symbol", "use", "path", "rect", "circle", "ellipse",
    "line", "polyline", "polygon", "text", "tspan", "textPath", "linearGradient", "radialGradient",
    "stop", "clipPath", "mask", "pattern", "marker", "style",
}  # fmt: skip
# Elements that do something: their presence refuses the whole file, so an editor knows.
SVG_ACTIVE_ELEMENTS = {
    "script", "foreignObject", "iframe", "embed", "object", "frame", "frameset", "image", "feImage",
    "animate", "animateMotion", "animateTransform", "animateColor", "set", "discard", "handler",
    "listener", "a", "audio", "video", "canvas", "link", "meta", "base", "html", "body", "form",
    "input", "button", "font-face-uri", "cursor",
}  # fmt: skip
_ACTIVE_LOWER = {name.lower() for name in SVG_ACTIVE_ELEMENTS}
SVG_ATTRIBUTES = {
    "id", "class", "style", "d", "x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "r", "rx", "ry",
    "fx", "fy", "fr", "dx", "dy", "width", "height", "viewBox", "preserveAspectRatio", "points",
    "pathLength", "transform", "version", "role", "aria-label", "aria-hidden", "focusable",
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap",
    "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset",
    "stroke-opacity", "opacity", "color", "display", "visibility", "overflow", "clip-path",
    "clip-rule", "mask", "offset", "stop-color", "stop-opacity", "gradientUnits",
    "gradientTransform", "spreadMethod", "patternUnits", "patternContentUnits", "patternTransform",
    "clipPathUnits", "maskUnits", "maskContentUnits", "markerWidth", "markerHeight", "markerUnits",
    "refX", "refY", "orient", "marker-start", "marker-mid", "marker-end", "font-family",
    "font-size", "font-weight", "font-style", "font-variant", "text-anchor", "dominant-baseline",
    "alignment-baseline", "baseline-shift", "letter-spacing", "word-spacing", "text-decoration",
    "textLength", "lengthAdjust", "startOffset", "vector-effect", "shape-rendering",
    "paint-order", "isolation", "mix-blend-mode", "type", "media",
}  # fmt: skip
# href only on these, and only to an element of the same file ("#id").
SVG_LOCAL_HREF_ELEMENTS = {"use", "linearGradient", "radialGradient", "pattern", "textPath"}
SVG_MAX_DEPTH = 64

# Spellings of a scheme that runs or loads something, once entities and escapes are decoded and
# whitespace and control characters (which browsers skip inside a scheme) are removed.
_ACTIVE_SCHEMES = re.compile(r"(javascript|vbscript|livescript|data|file|https?|ftp|blob):", re.IGNORECASE)
_SCRIPT_SCHEMES = re.compile(r"(javascript|vbscript|livescript):", re.IGNORECASE)
_URL_REF = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_LOCAL_REF = re.compile(r"#[A-Za-z_][\w.:-]*")
_INVISIBLE = re.compile(r"[\x00-\x20\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]+")


class _Refuse(Exception):
    pass


def _local_name(tag: str) -> tuple[str, str]:
    if tag.startswith("{"):
        namespace, _, name = tag[1:].partition("}")
        return namespace, name
    return "", tag


def _check_css(text: str) -> str:
    """Inline CSS (style attribute or element): only references to the file's own elements."""
    squeezed = _INVISIBLE.sub("", text).lower()
    if "\\" in text or "@import" in squeezed or "expression(" in squeezed or "behavior:" in squeezed:
        raise _Refuse
    if "-moz-binding" in squeezed or "<" in text or _ACTIVE_SCHEMES.search(squeezed):
        raise _Refuse
    for match in _URL_REF.finditer(text):
        if not _LOCAL_REF.fullmatch(match.group(2).strip()):
            raise _Refuse
    if "url(" in squeezed and not _URL_REF.search(text):
        raise _Refuse
    return text


def _check_value(name: str, value: str) -> str:
    squeezed = _INVISIBLE.sub("", value)
    if _ACTIVE_SCHEMES.search(squeezed):
        raise _Refuse
    if "url(" in squeezed.lower():
        for match in _URL_REF.finditer(value):
            if not _LOCAL_REF.fullmatch(match.group(2).strip()):
                raise _Refuse
    if name == "style":
        _check_css(value)
    return value


def _rebuild(element: Element, depth: int, out: list[str]) -> None:
    namespace, name = _local_name(element.tag)
    if depth > SVG_MAX_DEPTH:
        raise _Refuse
    if name.lower() in _ACTIVE_LOWER:
        raise _Refuse
    attributes: list[tuple[str, str]] = []
    for key, value in element.attrib.items():
        attr_ns, attr = _local_name(key)
        if attr.lower().startswith("on"):
            raise _Refuse  # an event handler, in any namespace
        if attr == "href" and attr_ns in ("", XLINK_NS):
            if name not in SVG_LOCAL_HREF_ELEMENTS or not _LOCAL_REF.fullmatch(value.strip()):
                raise _Refuse
            attributes.append(("href", value.strip()))
        elif attr_ns == XML_NS and attr == "space":
            attributes.append(("xml:space", "preserve" if value == "preserve" else "default"))
        elif attr_ns == "" and attr in SVG_ATTRIBUTES:
            attributes.append((attr, _check_value(attr, value)))
        elif attr_ns == "" and ("href" in attr.lower() or attr.lower() in {"src", "xmlns", "xml:base"}):
            raise _Refuse
        elif _SCRIPT_SCHEMES.search(_INVISIBLE.sub("", value)):
            raise _Refuse  # dropped anyway, but an editor should know the file held a script
    if namespace != SVG_NS or name not in SVG_ELEMENTS:
        # Not a drawing element: dropped with its content, after making sure nothing inside is active.
        for child in element:
            _rebuild(child, depth + 1, [])
        return
    out.append("<" + name)
    if depth == 0:
        out.append(f' xmlns="{SVG_NS}"')
    for key, value in attributes:
        out.append(f' {key}="{_escape(value, attribute=True)}"')
    children = list(element)
    text = element.text or ""
    if name == "style":
        text = _check_css("".join(element.itertext()))
        children = []
    if not children and not text.strip():
        out.append("/>")
    else:
        out.append(">" + _escape(text))
        for child in children:
            _rebuild(child, depth + 1, out)
            if child.tail:
                out.append(_escape(child.tail))
        out.append(f"</{name}>")


def _escape(text: str, attribute: bool = False) -> str:
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;") if attribute else text


def clean_svg(data: bytes) -> bytes:
    """The SVG rebuilt from the allowlist, UTF-8; ValidationError when it is not a safe drawing."""
    try:
        root = parse_xml(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException:
        raise ValidationError(
            "This SVG declares a document type or entities, which pictures do not need; "
            "export it again as a plain drawing.",
            code="svg_dtd",
        ) from None
    except (ParseError, ValueError, UnicodeError):
        raise ValidationError(
            "This file is not an SVG drawing (it cannot be read as SVG XML). "
            "Please upload the drawing itself.",
            code="not_an_image",
        ) from None
    if _local_name(root.tag) != (SVG_NS, "svg"):
        raise ValidationError(
            "This file is not an SVG drawing (its outermost element must be <svg> in the SVG namespace).",
            code="not_an_image",
        )
    out: list[str] = []
    try:
        _rebuild(root, 0, out)
    except _Refuse:
        raise ValidationError(SVG_REFUSED, code="svg_active") from None
    return "".join(out).encode()


# --------------------------------------------------------------------------------------------
# The check, the cleaning and the fields
# --------------------------------------------------------------------------------------------


@dataclass
class CleanedImage:
    content: bytes
    ending: str
    size: tuple[int, int] | None  # None for SVG

    def stored_name(self, original: str) -> str:
        stem = slugify(PurePosixPath(original).stem)[:60] or "picture"
        digest = hashlib.sha256(self.content).hexdigest()[:16]
        return f"{stem}.{digest}.{self.ending}"


def clean_image(upload, *, extensions=IMAGE_EXTENSIONS, max_bytes: int | None = None) -> CleanedImage:
    """Checks an uploaded picture by its content and returns what should be stored."""
    ending = _ending(upload.name or "")
    allowed = [e.lower() for e in extensions]
    if ending not in allowed:
        listed = ", ".join(f".{e}" for e in allowed)
        raise ValidationError(
            f"Files ending in .{ending or '(nothing)'} are not accepted here; use one of {listed}.",
            code="extension",
        )
    data = _read_all(upload, max_bytes or settings.UPLOAD_MAX_BYTES)
    if ending == "svg":
        return CleanedImage(clean_svg(data), "svg", None)
    content, size = clean_raster(data, ending)
    return CleanedImage(content, "jpg" if ending == "jpeg" else ending, size)


@deconstructible
class ImageUploadValidator:
    """The content check as a validator (model field or form field); uncommitted uploads only."""

    def __init__(self, extensions=IMAGE_EXTENSIONS, max_bytes: int | None = None):
        self.extensions = tuple(extensions)
        self.max_bytes = max_bytes

    def __call__(self, value) -> None:
        if getattr(value, "_committed", False):
            return  # stored earlier, checked then (and perhaps on another storage now)
        upload = getattr(value, "file", value)
        upload.name = getattr(value, "name", None) or getattr(upload, "name", "")
        clean_image(upload, extensions=self.extensions, max_bytes=self.max_bytes)

    def __eq__(self, other):
        return (
            isinstance(other, ImageUploadValidator)
            and self.extensions == other.extensions
            and self.max_bytes == other.max_bytes
        )


def validate_image_upload(upload, *, extensions=IMAGE_EXTENSIONS, max_bytes: int | None = None) -> None:
    ImageUploadValidator(extensions, max_bytes)(upload)


class _CleanedUploadMixin:
    """Stores what clean_image returns (under a content-hashed name) instead of the bytes sent."""

    def __init__(self, *args, extensions=IMAGE_EXTENSIONS, max_bytes: int | None = None, **kwargs):
        self.extensions = tuple(extensions)
        self.max_bytes = max_bytes
        super().__init__(*args, **kwargs)

    @property
    def validators(self):
        return [*super().validators, ImageUploadValidator(self.extensions, self.max_bytes)]

    def deconstruct(self):
        name, path, args, kwargs = super().deconstruct()
        kwargs["extensions"] = list(self.extensions)
        if self.max_bytes:
            kwargs["max_bytes"] = self.max_bytes
        return name, path, args, kwargs

    def formfield(self, **kwargs):
        field = super().formfield(**kwargs)
        accept = [f".{e}" for e in self.extensions]
        field.widget.attrs.setdefault("accept", ",".join(accept))
        return field

    def pre_save(self, model_instance, add):
        file = getattr(model_instance, self.attname)
        if file and not file._committed:
            cleaned = clean_image(file.file, extensions=self.extensions, max_bytes=self.max_bytes)
            file.save(cleaned.stored_name(file.name), ContentFile(cleaned.content), save=False)
            if hasattr(self, "update_dimension_fields"):
                self.update_dimension_fields(model_instance, force=True)
        return super().pre_save(model_instance, add)


class ImageUploadField(_CleanedUploadMixin, models.FileField):
    """A picture upload (raster, or SVG when `extensions` includes it), checked and stored clean."""


class RasterImageUploadField(_CleanedUploadMixin, models.ImageField):
    """An ImageField (width and height fields kept up to date), checked and stored clean."""

    def __init__(self, *args, extensions=tuple(RASTER_FORMATS), **kwargs):
        if "svg" in extensions:
            raise ValueError("An ImageField cannot hold SVG: use ImageUploadField.")
        super().__init__(*args, extensions=extensions, **kwargs)
