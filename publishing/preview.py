"""Preview: a public page drawn from an editor's unsaved change form (the admin's Preview button,
publishing.admin_kit.PreviewMixin). Each admin draws its own page with the same view and template as
the live one; this marks it: a banner says it is a preview, the response is never cached and never
indexed.

A picture chosen in the form but not saved yet is shown too: cleaned as saving would clean it
(agency.uploads: metadata stripped, SVG sanitized) and written into the page as a data: address
(the site's CSP allows data: pictures), so nothing is stored before the editor saves.
"""

import base64

from django.core.exceptions import ValidationError
from django.db import models
from django.http import HttpResponse
from django.template.response import TemplateResponse
from django.utils.cache import add_never_cache_headers

from agency.uploads import ImageUploadField, RasterImageUploadField, clean_image

_MEDIA_TYPES = {"svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "webp": "image/webp"}


def unsaved_pictures_shown(obj: models.Model) -> int:
    """Gives every picture of `obj` uploaded in the form but not saved a `preview_url` (a data:
    address of the picture as it would be stored), which `{% picture %}` shows. Returns how many."""
    shown = 0
    for field in obj._meta.concrete_fields:
        if not isinstance(field, ImageUploadField | RasterImageUploadField):
            continue
        file = getattr(obj, field.attname)
        if not file or file._committed:
            continue
        try:
            file.file.seek(0)
            cleaned = clean_image(file.file, extensions=field.extensions, max_bytes=field.max_bytes)
        except ValidationError:
            continue  # the form reports it
        media_type = _MEDIA_TYPES.get(cleaned.ending, f"image/{cleaned.ending}")
        file.preview_url = f"data:{media_type};base64,{base64.b64encode(cleaned.content).decode()}"
        shown += 1
    return shown


def preview_marked(response: TemplateResponse, *, untranslated: list[str] = ()) -> HttpResponse:
    """A page rendered from unsaved values, marked as a preview: banner, never cached, noindex.
    `untranslated`: the fields the banner names as shown in English (a Spanish preview's gaps)."""
    response.context_data["preview"] = True
    response.context_data["preview_untranslated"] = list(untranslated)
    response.render()
    add_never_cache_headers(response)
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response
