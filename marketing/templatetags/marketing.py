"""Template helpers for the marketing pages: icons, wordmarks, editable prose and JSON-LD."""

import json
from itertools import groupby

from django import template
from django.core.files.storage import default_storage
from django.core.serializers.json import DjangoJSONEncoder
from django.template.loader import select_template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe

from agency.richtext import sanitize_rich_text
from marketing import selectors
from marketing.icons import ICONS
from marketing.models import Rendition
from marketing.wordmarks import MARKS

register = template.Library()

# The same escapes as Django's json_script: the JSON cannot close the <script> element.
_JSON_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


@register.simple_tag
def icon(name: str, css_class: str = "size-6") -> str:
    """An inline SVG icon from marketing.icons; decorative, so hidden from assistive technology."""
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
    upload = offering.hero_image if kind == "hero" else offering.approach_image
    if upload:
        # Shown in a fixed box (cropped to it by the class), so the box's size is the one given.
        return _picture_markup(
            upload, "", spec["sizes"], spec["class"], spec["lazy"], size=(spec["width"], spec["height"])
        )
    drawing = select_template(
        [f"includes/pictures/{kind}/{offering.slug}.html", f"includes/pictures/{kind}/default.html"]
    )
    return drawing.render(context.flatten() | {"offering": offering})


@register.simple_tag
def wordmark(logo) -> str:
    """A client's wordmark: its mark beside its name, or the name alone as text."""
    paths = MARKS.get(logo.mark)
    if not paths:
        return format_html('<span class="logo-text">{}</span>', logo.name)
    return format_html(
        '<span class="logo-wordmark" style="color: {}">'
        '<svg class="size-8 shrink-0" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" '
        'focusable="false">{}</svg><span>{}</span></span>',
        logo.colour,
        mark_safe(paths),  # noqa: S308 - constant markup shipped with the code
        logo.name,
    )


@register.filter
def prose(text: str) -> str:
    """Editable body text as HTML: blank lines separate paragraphs, "- " lines form a list."""
    html = []
    for chunk in (text or "").replace("\r\n", "\n").split("\n\n"):
        lines = [line.strip() for line in chunk.split("\n") if line.strip()]
        # Consecutive list lines make one list; consecutive other lines make one paragraph.
        for is_list, run in groupby(lines, key=lambda line: line.startswith("- ")):
            run = list(run)
            if is_list:
                items = "".join(f"<li>{conditional_escape(line[2:])}</li>" for line in run)
                html.append(f"<ul>{items}</ul>")
            else:
                html.append(f"<p>{conditional_escape(' '.join(run))}</p>")
    return mark_safe("".join(html))  # noqa: S308 - every piece of text is escaped above


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


def _stored_size(file) -> tuple[int | None, int | None]:
    # The width and height saved beside the upload (its ImageField's width_field/height_field):
    # reading the file itself would mean a storage round trip on every render.
    field = file.field
    width = getattr(file.instance, field.width_field) if field.width_field else None
    height = getattr(file.instance, field.height_field) if field.height_field else None
    return width, height


def _srcset(renditions) -> str:
    return ", ".join(f"{default_storage.url(r.file)} {r.width}w" for r in renditions)


@register.simple_tag
def picture(file, alt: str, sizes: str = "100vw", css_class: str = "", lazy: bool = True) -> str:
    """An uploaded picture as <picture>: WebP renditions, the original format as fallback, its
    width and height (no layout shift), `sizes` for the browser's choice, lazy below the fold.

    Before the task worker has made the renditions, the original file is shown as it is.
    """
    if not file:
        return ""
    return _picture_markup(file, alt, sizes, css_class, lazy, size=_stored_size(file))


def _picture_markup(file, alt, sizes, css_class, lazy, *, size) -> str:
    width, height = size
    renditions = selectors.renditions_of(file.name)
    webp = [r for r in renditions if r.format == Rendition.Format.WEBP]
    fallback = [r for r in renditions if r.format != Rendition.Format.WEBP]
    loading = (
        mark_safe(' loading="lazy" decoding="async"')
        if lazy
        else mark_safe(' decoding="async" fetchpriority="high"')
    )
    size_attrs = format_html(' width="{}" height="{}"', width, height) if width and height else ""
    class_attr = format_html(' class="{}"', css_class) if css_class else ""
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
