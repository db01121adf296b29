"""An article's body as the page shows it: ids on its headings, the table of contents built from
them, its pictures as responsive <picture> markup, and its length in words.

The body was cleaned by publishing.richtext when saved and is cleaned again here before anything else,
so the markup below is nh3's own serialisation: elements without attributes but an <img>'s, every
attribute value in double quotes. Regular expressions on that are enough; no parser is needed.
"""

import html
import re
from dataclasses import dataclass, field
from urllib.parse import unquote

from django.conf import settings
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import slugify

from marketing.templatetags.marketing import stored_picture
from publishing.richtext import sanitize_rich_text

# A table of contents when the article has this many sections, or more words than this.
TOC_MIN_SECTIONS = 3
TOC_MIN_WORDS = 900
# How a body picture is shown: the article's reading column.
BODY_PICTURE_SIZES = "(min-width: 768px) 45rem, 100vw"

_HEADING = re.compile(r"<(h[23])>(.*?)</\1>", re.S)
_IMAGE = re.compile(r"<img ([^>]*)>")
_ATTRIBUTE = re.compile(r'([a-z-]+)="([^"]*)"')
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class TocEntry:
    level: int
    anchor: str
    text: str


@dataclass
class Body:
    html: SafeString
    words: int
    toc: list[TocEntry] = field(default_factory=list)

    @property
    def sections(self) -> int:
        return sum(1 for entry in self.toc if entry.level == 2)

    @property
    def shows_toc(self) -> bool:
        return bool(self.toc) and (self.sections >= TOC_MIN_SECTIONS or self.words > TOC_MIN_WORDS)


def _text(fragment: str) -> str:
    return " ".join(html.unescape(_TAG.sub(" ", fragment)).split())


def word_count(body: str) -> int:
    return len(_text(body).split())


def _media_name(src: str) -> str | None:
    """The storage name of a picture uploaded to this site, from its address."""
    src = html.unescape(src)
    if not src.startswith(settings.MEDIA_URL):
        return None
    return unquote(src.removeprefix(settings.MEDIA_URL)) or None


def body_picture_sources(body: str) -> list[str]:
    """The storage names of the pictures placed in a body (for their renditions)."""
    names = []
    for match in _IMAGE.finditer(sanitize_rich_text(body)):
        name = _media_name(dict(_ATTRIBUTE.findall(match.group(1))).get("src", ""))
        if name:
            names.append(name)
    return names


def article_body(body: str) -> Body:
    cleaned = sanitize_rich_text(body)
    toc: list[TocEntry] = []
    used: set[str] = set()

    def heading(match: re.Match) -> str:
        tag, inner = match.group(1), match.group(2)
        text = _text(inner)
        base = slugify(text)[:60].strip("-") or "section"
        anchor, n = base, 2
        while anchor in used:
            anchor, n = f"{base}-{n}", n + 1
        used.add(anchor)
        toc.append(TocEntry(level=int(tag[1]), anchor=anchor, text=text))
        return f'<{tag} id="{anchor}">{inner}</{tag}>'

    def picture(match: re.Match) -> str:
        attributes = {name: html.unescape(value) for name, value in _ATTRIBUTE.findall(match.group(1))}
        name = _media_name(attributes.get("src", ""))
        if name is None:
            return match.group(0)
        width, height = attributes.get("width"), attributes.get("height")
        size = (int(width), int(height)) if width and height else (None, None)
        return stored_picture(
            name,
            attributes.get("alt", ""),
            sizes=BODY_PICTURE_SIZES,
            size=size,
            css_class="article-figure-img",
        )

    rendered = _IMAGE.sub(picture, _HEADING.sub(heading, cleaned))
    return Body(
        html=mark_safe(rendered),  # noqa: S308 - cleaned by nh3 above; ids are slugs, pictures escaped
        words=word_count(cleaned),
        toc=toc,
    )
