"""Uploaded PDFs (the guides visitors download), checked by what they are rather than by their names.

The PDF counterpart of agency.uploads' pictures. A file is accepted only when:

- its name ends in .pdf and it is at most `PDF_UPLOAD_MAX_BYTES` (or the field's `max_bytes`);
- its bytes start with a PDF header (`%PDF-1.x` or `%PDF-2.0`) and end with `%%EOF` (a renamed
  PNG, an HTML page or a ZIP does not);
- pypdf reads its cross-reference table, its catalogue and every page: a damaged or truncated
  file is refused here, not in a visitor's reader;
- it is not encrypted (a guide needs no password) and holds nothing active: no JavaScript, no
  launch, import, submit or remote-document actions, no embedded files, rich media or XFA forms,
  anywhere in the objects the document reaches. Links to web pages (URI actions) are kept.

What is stored is the file as sent (a PDF cannot be re-drawn as a picture can), under a name that
carries a hash of its bytes (`checklist.3f9a0c1d2e4b5a69.pdf`), in the "private" storage
(STORAGES["private"]): a folder outside MEDIA_ROOT, or a private prefix of the bucket, that no web
server serves. The app that owns the file serves it through a view of its own (campaigns' signed
guide links: docs/developers/guides.md).
"""

import hashlib
import io
import logging
import re
from dataclasses import dataclass
from pathlib import PurePosixPath

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.core.files.storage import storages
from django.core.signals import setting_changed
from django.db import models
from django.dispatch import receiver
from django.utils.deconstruct import deconstructible
from django.utils.functional import LazyObject, empty
from django.utils.text import slugify
from pypdf import PdfReader
from pypdf.errors import PyPdfError
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject

from agency.uploads import _read_all

logger = logging.getLogger(__name__)

PDF_HEADER = re.compile(rb"%PDF-(1\.[0-7]|2\.0)")
# Action types and keys that make a reader do something beyond showing pages and following links.
ACTIVE_NAMES = frozenset(
    {
        "/JavaScript", "/JS", "/Launch", "/ImportData", "/SubmitForm", "/ResetForm", "/GoToR",
        "/GoToE", "/EmbeddedFile", "/EmbeddedFiles", "/RichMedia", "/XFA", "/Sound", "/Movie",
        "/Rendition", "/Hide", "/SetOCGState", "/Trans3D", "/3D",
    }
)  # fmt: skip
# The most objects one check walks: a guide has a few hundred; a file built to exhaust the check
# is refused instead.
MAX_OBJECTS = 200_000

NOT_A_PDF = (
    "This file is not a PDF (its name ends in .pdf, but its content is something else). "
    "Please upload the PDF itself, exported from your editor."
)
DAMAGED = "This PDF is damaged and cannot be read. Please export it again."
ENCRYPTED = "This PDF is protected with a password. Please upload a copy without protection."
ACTIVE = (
    "This PDF contains something active (scripts, actions that open files or send forms, embedded "
    "files or media). Please export it again as a plain document: links to web pages may stay."
)


@dataclass(frozen=True)
class PdfFacts:
    content: bytes
    pages: int

    @property
    def size(self) -> int:
        return len(self.content)

    def stored_name(self, original: str) -> str:
        stem = slugify(PurePosixPath(original).stem)[:60] or "document"
        digest = hashlib.sha256(self.content).hexdigest()[:16]
        return f"{stem}.{digest}.pdf"


def _active(reader: PdfReader) -> bool:
    """Whether any object the document reaches (from its trailer) names an active action or key."""
    seen: set[tuple[int, int]] = set()
    stack = [reader.trailer]
    walked = 0
    while stack:
        node = stack.pop()
        walked += 1
        if walked > MAX_OBJECTS:
            return True
        if isinstance(node, IndirectObject):
            ident = (node.idnum, node.generation)
            if ident in seen:
                continue
            seen.add(ident)
            node = node.get_object()
        if isinstance(node, DictionaryObject):
            for key, value in node.items():
                if key in ACTIVE_NAMES:
                    return True
                if key == "/S" and isinstance(value, NameObject) and value in ACTIVE_NAMES:
                    return True
                stack.append(value)
        elif isinstance(node, ArrayObject):
            stack.extend(node)
    return False


def clean_pdf(upload, *, max_bytes: int | None = None) -> PdfFacts:
    """Checks an uploaded PDF by its content; returns its bytes and page count, or raises."""
    name = getattr(upload, "name", "") or ""
    ending = PurePosixPath(name).suffix.lower().lstrip(".")
    if ending != "pdf":
        raise ValidationError(
            f"Files ending in .{ending or '(nothing)'} are not accepted here; upload a .pdf file.",
            code="extension",
        )
    data = _read_all(upload, max_bytes or settings.PDF_UPLOAD_MAX_BYTES)
    if not PDF_HEADER.match(data[:8]) or b"%%EOF" not in data[-1024:]:
        raise ValidationError(NOT_A_PDF, code="not_a_pdf")
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise ValidationError(ENCRYPTED, code="encrypted")
        pages = len(reader.pages)
        for page in reader.pages:
            page.get("/Contents")  # every page object resolves
        active = _active(reader)
    except ValidationError:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError, RecursionError, OSError):
        logger.info("A PDF upload could not be read", exc_info=True)
        raise ValidationError(DAMAGED, code="damaged") from None
    if pages < 1:
        raise ValidationError("This PDF has no pages.", code="empty")
    if active:
        raise ValidationError(ACTIVE, code="pdf_active")
    return PdfFacts(data, pages)


class PrivateStorage(LazyObject):
    """STORAGES["private"], looked up when first used (as Django's default_storage is), so a field
    made at start-up follows the settings a test or a command changes."""

    def _setup(self):
        self._wrapped = storages["private"]


_private = PrivateStorage()


@receiver(setting_changed)
def _private_storage_changed(*, setting, **kwargs) -> None:
    if setting == "STORAGES":
        _private._wrapped = empty


def private_storage():
    """The storage of files never served at a public address (STORAGES["private"])."""
    return _private


@deconstructible
class PdfUploadValidator:
    """The content check as a validator (model field or form field); uncommitted uploads only."""

    def __init__(self, max_bytes: int | None = None):
        self.max_bytes = max_bytes

    def __call__(self, value) -> None:
        if getattr(value, "_committed", False):
            return  # stored earlier, checked then
        upload = getattr(value, "file", value)
        upload.name = getattr(value, "name", None) or getattr(upload, "name", "")
        clean_pdf(upload, max_bytes=self.max_bytes)

    def __eq__(self, other):
        return isinstance(other, PdfUploadValidator) and self.max_bytes == other.max_bytes


class PdfUploadField(models.FileField):
    """A PDF upload, checked by its content and kept in the private storage under a hashed name."""

    def __init__(self, *args, max_bytes: int | None = None, **kwargs):
        self.max_bytes = max_bytes
        kwargs.setdefault("storage", private_storage)
        kwargs.setdefault("max_length", 200)
        super().__init__(*args, **kwargs)

    @property
    def validators(self):
        return [*super().validators, PdfUploadValidator(self.max_bytes)]

    def deconstruct(self):
        name, path, args, kwargs = super().deconstruct()
        if self.max_bytes:
            kwargs["max_bytes"] = self.max_bytes
        return name, path, args, kwargs

    def formfield(self, **kwargs):
        field = super().formfield(**kwargs)
        field.widget.attrs.setdefault("accept", ".pdf,application/pdf")
        return field

    def pre_save(self, model_instance, add):
        file = getattr(model_instance, self.attname)
        if file and not file._committed:
            facts = clean_pdf(file.file, max_bytes=self.max_bytes)
            name = self.generate_filename(model_instance, facts.stored_name(file.name))
            if file.storage.exists(name):
                file.name = name  # the same bytes are stored already (a seed loaded again)
                file._committed = True
            else:
                file.save(facts.stored_name(file.name), ContentFile(facts.content), save=False)
        return super().pre_save(model_instance, add)
