"""Template helpers for the marketing pages: icons, wordmarks, rich text, pictures and JSON-LD."""

import json
import re

from django import template
from django.core.files.storage import default_storage
from django.core.serializers.json import DjangoJSONEncoder
from django.template.loader import select_template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from agency.richtext import sanitize_rich_text
from marketing.models import Offering
from marketing.wordmarks import MARKS
from publishing.icons import ICONS
from publishing.models import FOCUS_POINTS, Focus, Rendition
from publishing.pictures import crop_name
from publishing.selectors import renditions_of

register = template.Library()

# The same escapes as Django's json_script: the JSON cannot close the <script> element.
_JSON_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


@register.simple_tag
def icon(name: str, css_class: str = "size-6") -> str:
    """An inline SVG icon from publishing.icons; decorative, so hidden from assistive technology."""
    paths = ICONS.get(name)
    if not paths:
        return ""
    return format_html(
        '<svg class="{}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" '
        'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">{}</svg>',
        css_class,
        mark_safe(paths),  # noqa: S308 - constant markup shipped with the code, never user input
    )


@register.simple_tag
def icon_paths(name: str) -> str:
    """The inside of an icon, to be drawn inside a larger picture's own <svg>."""
    return mark_safe(ICONS.get(name, ""))  # noqa: S308 - constant markup shipped with the code


# Where each picture of a service or solution page is drawn, and the size it is shown at.
PICTURES = {
    "hero": {
        "width": 480,
        "height": 360,
        "class": "hero-visual-img",
        "lazy": False,
        "sizes": "(min-width: 1024px) 26rem, (min-width: 448px) 28rem, 100vw",
    },
    "approach": {
        "width": 360,
        "height": 300,
        "class": "approach-image",
        "lazy": True,
        "sizes": "(min-width: 384px) 24rem, 100vw",
    },
}


@register.simple_tag(takes_context=True)
def offering_picture(context, offering, kind: str) -> str:
    """The page's picture of the given kind: the editor's upload when there is one, else the
    drawing made for this page in templates/includes/pictures/<kind>/<id>.html (or the default)."""
    spec = PICTURES[kind]
    field = "hero_image" if kind == "hero" else "approach_image"
    upload = getattr(offering, field)
    if upload:
        # Shown in a fixed box: served from copies cut to the box's shape around the editor's focus
        # (publishing.pictures), at the widths the box is drawn at; until they exist, the original
        # file is cropped by the browser around the same focus (object-position, by class).
        ratio, focus_field = Offering.PICTURE_CROPS[field]
        focus = getattr(offering, focus_field)
        alt = offering.hero_alt if kind == "hero" else offering.approach_alt
        return _picture_markup(
            upload,
            alt,
            spec["sizes"],
            f"{spec['class']} {focus_class(focus)}",
            spec["lazy"],
            size=(spec["width"], spec["height"]),
            crop=crop_name(ratio, focus),
        )
    drawing = select_template(
        [f"includes/pictures/{kind}/{offering.slug}.html", f"includes/pictures/{kind}/default.html"]
    )
    return drawing.render(context.flatten() | {"offering": offering})


@register.simple_tag
def wordmark(logo) -> str:
    """A client's wordmark: its mark beside its name. A client without a mark gets one drawn from
    its initials, so a logo row shows logos only."""
    paths = MARKS.get(logo.mark) or lettered_mark(logo.name)
    return format_html(
        '<span class="logo-wordmark" style="color: {}">'
        '<svg class="size-8 shrink-0" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" '
        'focusable="false">{}</svg><span>{}</span></span>',
        logo.colour,
        mark_safe(paths),  # noqa: S308 - constant markup shipped with the code, or lettered_mark's (escaped)
        logo.name,
    )


def lettered_mark(name: str) -> str:
    """A 32x32 mark for a client without one: its initials (two at most) in a rounded square."""
    initials = "".join(word[0] for word in name.split() if word[:1].isalnum())[:2].upper() or "·"
    return format_html(
        '<rect width="32" height="32" rx="8"/><text x="16" y="21" text-anchor="middle" font-size="13" '
        'font-weight="700" font-family="system-ui, sans-serif" fill="#fff">{}</text>',
        initials,
    )


@register.filter
def jsonld(data) -> str:
    """Structured data for search engines, safe to embed in HTML."""
    payload = json.dumps(data, cls=DjangoJSONEncoder, ensure_ascii=False).translate(_JSON_ESCAPES)
    return format_html('<script type="application/ld+json">{}</script>', mark_safe(payload))  # noqa: S308


@register.filter
def rich_text(value: str) -> str:
    """A rich-text value (challenge, approach, results, bios) as HTML. It was cleaned when saved;
    it is cleaned again here, so nothing but the allowed markup can reach a page."""
    return mark_safe(sanitize_rich_text(value))  # noqa: S308 - nh3 keeps only the allowed markup


_BLOCK_TAG = re.compile(r"</?(?:p|ul|ol|h[2-4])>")


@register.filter
def rich_text_inline(value: str) -> str:
    """A rich-text value shown inside a line (a <span> in a sentence): its links, bold and italic
    kept, its paragraphs and list items separated by line breaks instead of blocks."""
    html = sanitize_rich_text(value).replace("</li>", "<br>").replace("</p><p>", "<br>")
    html = _BLOCK_TAG.sub("", html.replace("<li>", "")).strip()
    return mark_safe(html.removesuffix("<br>"))  # noqa: S308 - sanitized above; only block tags removed


def _stored_size(file) -> tuple[int | None, int | None]:
    # The width and height saved beside the upload (its ImageField's width_field/height_field):
    # reading the file itself would mean a storage round trip on every render.
    field = file.field
    width = getattr(file.instance, field.width_field) if field.width_field else None
    height = getattr(file.instance, field.height_field) if field.height_field else None
    return width, height


def _srcset(renditions) -> str:
    return ", ".join(f"{default_storage.url(r.file)} {r.width}w" for r in renditions)


def focus_class(focus: str) -> str:
    """The class that shows a picture cropped by the browser (object-fit: cover) around its focus:
    `focus-<top-left|top|...>` (static_src/styles/main.css). A class, not an inline style: every
    position is one of nine, and the page's style stays in the stylesheet."""
    return f"focus-{focus if focus in FOCUS_POINTS else Focus.CENTER}"


@register.simple_tag
def picture(
    file, alt: str, sizes: str = "100vw", css_class: str = "", lazy: bool = True, focus: str = ""
) -> str:
    """An uploaded picture as <picture>: WebP renditions, the original format as fallback, its
    width and height (no layout shift), `sizes` for the browser's choice, lazy below the fold.
    `focus` (a Focus value) keeps that part of the picture when its box crops it.

    Before the task worker has made the renditions, the original file is shown as it is.
    """
    if not file:
        return ""
    if focus:
        css_class = f"{css_class} {focus_class(focus)}".strip()
    return _picture_markup(file, alt, sizes, css_class, lazy, size=_stored_size(file))


class _Stored:
    """A stored file known by its name only (a picture placed in rich text by its address)."""

    def __init__(self, name: str):
        self.name = name
        self.url = default_storage.url(name)

    def __bool__(self):
        return bool(self.name)


def stored_picture(
    name: str, alt: str, *, sizes: str, size: tuple, css_class: str = "", lazy: bool = True
) -> str:
    """The <picture> markup of a stored picture known by its storage name (its renditions when they
    exist), as `{% picture %}` draws an upload field's."""
    return _picture_markup(_Stored(name), alt, sizes, css_class, lazy, size=size)


def _picture_markup(file, alt, sizes, css_class, lazy, *, size, crop: str = "") -> str:
    width, height = size
    size_attrs = format_html(' width="{}" height="{}"', width, height) if width and height else ""
    class_attr = format_html(' class="{}"', css_class) if css_class else ""
    if getattr(file, "preview_url", None):
        # An unsaved upload in a preview (publishing.preview): shown from the request itself.
        return format_html('<img{} src="{}" alt="{}"{}>', class_attr, file.preview_url, alt, size_attrs)
    renditions = renditions_of(file.name, crop)
    webp = [r for r in renditions if r.format == Rendition.Format.WEBP]
    fallback = [r for r in renditions if r.format != Rendition.Format.WEBP]
    loading = (
        mark_safe(' loading="lazy" decoding="async"')
        if lazy
        else mark_safe(' decoding="async" fetchpriority="high"')
    )
    if not fallback:
        return format_html('<img{} src="{}" alt="{}"{}{}>', class_attr, file.url, alt, size_attrs, loading)
    default = next((r for r in fallback if r.width >= 960), fallback[-1])
    return format_html(
        '<picture><source type="image/webp" srcset="{}" sizes="{}">'
        '<img{} src="{}" srcset="{}" sizes="{}" alt="{}"{}{}></picture>',
        _srcset(webp),
        sizes,
        class_attr,
        default_storage.url(default.file),
        _srcset(fallback),
        sizes,
        alt,
        size_attrs,
        loading,
    )
