"""Rich text: what editors may write, and the one sanitizer every rich-text value goes through.

Editors write with django-prose-editor in the Django admin (a maintained ProseMirror editor whose
toolbar offers only what is allowed below). The browser is not trusted: whatever reaches the
server, from the editor or posted straight to the admin, is cleaned here with nh3 when the model
is validated and again when it is saved, and the `rich_text` template filter cleans once more
before it marks a value safe, so a row written any other way renders clean too.

Allowed: headings (h2-h4; the page owns h1), paragraphs, line breaks, bullet and numbered lists,
links (http, https, mailto; rel="noopener noreferrer" added), bold and italic, quotations, and
pictures with captions (`<figure><img><figcaption>`) whose picture is a file uploaded to the site
(`upload_address`: a picture from anywhere else, which could track readers, or an address that
leads out of the media folder once decoded, is removed). Everything else (scripts, event handlers,
inline styles, javascript: links, other images, tables) is removed.
"""

import posixpath
import re
from functools import partial
from html import escape as html_escape
from html.parser import HTMLParser
from itertools import groupby
from urllib.parse import unquote, urlsplit

import nh3
from django.conf import settings
from django.core.files.storage import default_storage
from django.core.validators import BaseValidator
from django.utils.deconstruct import deconstructible
from django.utils.encoding import filepath_to_uri
from django_prose_editor.fields import ProseEditorField

ALLOWED_TAGS = {
    *("h2", "h3", "h4", "p", "br", "ul", "ol", "li", "a", "strong", "em", "b", "i"),
    *("blockquote", "figure", "figcaption", "img"),
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "img": {"src", "alt", "width", "height"}}
ALLOWED_URL_SCHEMES = {"http", "https", "mailto"}
LINK_REL = "noopener noreferrer"

# The editor's toolbar: the same things the sanitizer keeps.
EDITOR_EXTENSIONS = {
    "Paragraph": True,
    "HardBreak": True,
    "Heading": {"levels": [2, 3, 4]},
    "BulletList": True,
    "OrderedList": True,
    "ListItem": True,
    "Bold": True,
    "Italic": True,
    "Link": {"enableTarget": False, "protocols": ["http", "https", "mailto"]},
    "Blockquote": True,
    # A picture by its address (an uploaded file's, under MEDIA_URL), with a caption under it.
    "Figure": True,
    "Caption": True,
    "Image": True,
    "History": True,
}

_EMPTY_PARAGRAPH = re.compile(r"<p>\s*</p>")
_EMPTY = re.compile(r"^\s*(<p>\s*(<br>)?\s*</p>\s*)*$")
# A picture left without an address (its src was refused below) is no picture.
_IMAGE_WITHOUT_SOURCE = re.compile(r"<img(?![^>]*\ssrc=)[^>]*>")
# A figure left empty goes too; its caption, if any, stays (its words were written to be read).
_EMPTY_FIGURE = re.compile(r"<figure>\s*</figure>")


# What a stored name may hold: Django's storages write names of letters, digits, "-", "_", "." and
# "/" (get_valid_filename), so "%", a backslash (a "/" to browsers), spaces or controls never name one.
_UPLOAD_NAME = re.compile(r"[\w./-]+")


def upload_address(src: str, *, must_exist: bool) -> str | None:
    """The normalised address of a picture uploaded to this site, or None.

    The address is percent-decoded and its `.` and `..` segments resolved, as a browser would
    (`/media/%2e%2e/t.png` is `/t.png`); what is left must lie inside MEDIA_URL and be a name the
    storage could have written, with no query or fragment. With `must_exist` the file must be in
    the storage too (every save checks it; rendering a stored value does not ask the storage again).
    """
    try:
        parts = urlsplit(src.strip())
    except ValueError:
        return None
    if parts.scheme or parts.netloc or parts.query or parts.fragment:
        return None
    path = unquote(parts.path)
    if not path.startswith("/") or not _UPLOAD_NAME.fullmatch(path):
        return None
    name = posixpath.normpath(path).removeprefix(settings.MEDIA_URL)
    if name == posixpath.normpath(path) or name.startswith("."):
        return None  # outside the media folder, or a hidden name
    if must_exist and not default_storage.exists(name):
        return None
    return settings.MEDIA_URL + filepath_to_uri(name)


def _attribute(element: str, attribute: str, value: str, *, must_exist: bool) -> str | None:
    """Keeps a picture's address only when it is an upload of this site; sizes only as numbers."""
    if element == "img" and attribute == "src":
        return upload_address(value, must_exist=must_exist)
    if element == "img" and attribute in ("width", "height"):
        return value if value.isdigit() else None
    return value


def _cleaner(*, must_exist: bool) -> nh3.Cleaner:
    return nh3.Cleaner(
        tags=ALLOWED_TAGS,
        # Elements whose text must go with them, not be left behind as visible words.
        clean_content_tags={"script", "style", "iframe", "object", "template", "noscript"},
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=ALLOWED_URL_SCHEMES,
        link_rel=LINK_REL,
        strip_comments=True,
        attribute_filter=partial(_attribute, must_exist=must_exist),
    )


_CLEANERS = {True: _cleaner(must_exist=True), False: _cleaner(must_exist=False)}


def sanitize_rich_text(html: str | None, *, uploads_checked: bool = False) -> str:
    """The value with everything but the allowed markup removed; "" for an empty editor.

    `uploads_checked`: a picture stays only if its file is in the storage (on every save; without
    it, the one the value names must still lie inside the media folder)."""
    cleaned = _IMAGE_WITHOUT_SOURCE.sub("", _CLEANERS[uploads_checked].clean(html or ""))
    cleaned = _EMPTY_FIGURE.sub("", _EMPTY_PARAGRAPH.sub("", cleaned)).strip()
    return "" if _EMPTY.match(cleaned) else cleaned


class RichTextField(ProseEditorField):
    """A text column holding sanitized HTML, edited with the prose editor in the admin.

    Cleaned in `clean` (form validation, `full_clean`) and in `pre_save` (every save, whatever
    wrote the value). Migrations see a plain TextField.
    """

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("extensions", EDITOR_EXTENSIONS)
        kwargs["sanitize"] = partial(sanitize_rich_text, uploads_checked=True)
        super().__init__(*args, **kwargs)

    def pre_save(self, model_instance, add):
        value = sanitize_rich_text(getattr(model_instance, self.attname), uploads_checked=True)
        setattr(model_instance, self.attname, value)
        return value


# --------------------------------------------------------------------------------------------
# Plain text in, plain text out: the edges of the rich text
# --------------------------------------------------------------------------------------------

# A bare web address in typed text: http(s):// or www., up to a space, without the sentence's
# closing punctuation. Also a bare email address.
_URL = re.compile(
    r"(?P<url>\b(?:https?://|www\.)[^\s<>\"]*[^\s<>\".,;:!?)\]'])"
    r"|(?P<email>\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b)",
    re.IGNORECASE,
)


def _linked(text: str) -> str:
    """`text` HTML-escaped, with every bare web or email address turned into a link."""
    out, last = [], 0
    for match in _URL.finditer(text):
        out.append(html_escape(text[last : match.start()]))
        shown = match.group(0)
        href = shown if "://" in shown else f"https://{shown}"
        if match.group("email"):
            href = f"mailto:{shown}"
        out.append(f'<a href="{html_escape(href)}">{html_escape(shown)}</a>')
        last = match.end()
    out.append(html_escape(text[last:]))
    return "".join(out)


def text_to_rich_text(text: str | None, *, line_breaks: bool = False) -> str:
    """Plain text typed by the old conventions, as rich text that reads the same.

    A blank line starts a paragraph; consecutive lines starting with "- " form a bullet list; other
    consecutive lines form one paragraph, joined by a line break (`line_breaks`, as FAQ answers
    were shown) or a space (as page blocks and one-paragraph texts were). The text is HTML-escaped
    (an `<a>` typed as text stays visible text) and bare web and email addresses become links.
    """
    html = []
    for chunk in (text or "").replace("\r\n", "\n").replace("\r", "\n").split("\n\n"):
        lines = [line.strip() for line in chunk.split("\n") if line.strip()]
        for is_list, run in groupby(lines, key=lambda line: line.startswith("- ")):
            run = list(run)
            if is_list:
                items = "".join(f"<li><p>{_linked(line[2:].strip())}</p></li>" for line in run)
                html.append(f"<ul>{items}</ul>")
            else:
                joiner = "<br>" if line_breaks else " "
                html.append("<p>" + joiner.join(_linked(line) for line in run) + "</p>")
    return sanitize_rich_text("".join(html))


class _TextWriter(HTMLParser):
    """Walks sanitized rich text and writes it back as text (see rich_text_to_text)."""

    BLOCKS = {"p", "h2", "h3", "h4", "ul", "ol", "blockquote", "figure", "figcaption"}

    def __init__(self, *, links: bool):
        super().__init__(convert_charrefs=True)
        self.links = links
        self.blocks: list[str] = []  # finished paragraphs and lists
        self.line: list[str] = []  # the text of the paragraph or list item being read
        self.items: list[str] | None = None  # the list being read
        self.list_depth = 0
        self.href: str | None = None
        self.link_text: list[str] = []

    def _end_line(self):
        # Whitespace in the markup is one space, as a browser shows it; a <br> is a line break.
        text = re.sub(r"\s+", " ", "".join(self.line))
        text = re.sub(r" ?\x00 ?", "\n", text).strip()
        self.line = []
        if not text:
            return
        if self.items is not None:
            self.items.append(text)
        else:
            self.blocks.append(text)

    def handle_starttag(self, tag, attrs):
        if tag in ("ul", "ol"):
            self._end_line()
            self.list_depth += 1
            if self.items is None:
                self.items = []
        elif tag == "li":
            self._end_line()
        elif tag in self.BLOCKS:
            if self.items is None:
                self._end_line()
        elif tag == "br":
            self.line.append("\x00")
        elif tag == "a":
            self.href = dict(attrs).get("href") or ""
            self.link_text = []

    def handle_endtag(self, tag):
        if tag == "a" and self.href is not None:
            shown = "".join(self.link_text).strip().lower()
            href, self.href = self.href, None
            bare = href.removeprefix("mailto:")
            spelled_out = shown in (href.lower(), bare.lower()) or href.lower() in (
                f"https://{shown}",
                f"http://{shown}",
            )
            if self.links and href and not spelled_out:
                self.line.append(f" ({bare})")
        elif tag == "li":
            self._end_line()
        elif tag in ("ul", "ol"):
            self._end_line()
            self.list_depth -= 1
            if self.list_depth == 0 and self.items is not None:
                if self.items:
                    self.blocks.append("\n".join(f"- {item}" for item in self.items))
                self.items = None
        elif tag in self.BLOCKS and self.items is None:
            self._end_line()

    def handle_data(self, data):
        self.line.append(data)
        if self.href is not None:
            self.link_text.append(data)

    def text(self) -> str:
        self.close()
        self._end_line()
        return "\n\n".join(self.blocks)


def rich_text_to_text(html: str | None, *, links: bool = True) -> str:
    """Rich text back as text typed by the old conventions: paragraphs separated by a blank line,
    list items as "- " lines, line breaks kept, entities decoded, and a link whose words are not
    its address followed by the address in brackets (`links`)."""
    writer = _TextWriter(links=links)
    writer.feed(html or "")
    return writer.text()


def rich_text_to_plain(html: str | None) -> str:
    """Rich text as one line of plain text, for the places that take no markup: meta
    descriptions, structured data (JSON-LD), social cards, search. Tags are removed, entities
    decoded, paragraphs and list items separated by a space, and runs of spaces collapsed."""
    writer = _TextWriter(links=False)
    writer.feed(html or "")
    return " ".join(writer.text().replace("\n- ", "\n").removeprefix("- ").split())


def rich_text_length(html: str | None) -> int:
    """How many characters of text a rich-text value holds (what the editor's counter shows):
    the words, spaces and punctuation a visitor reads, not the markup around them."""
    # The text as the editor's DOM holds it: every text node, whitespace runs counted once.
    return len(re.sub(r"\s+", " ", "".join(_text_nodes(html or ""))).strip())


def _text_nodes(html: str) -> list[str]:
    parser = _Texts()
    parser.feed(html)
    parser.close()
    return parser.texts


class _Texts(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []

    def handle_data(self, data):
        self.texts.append(data)


@deconstructible
class RichTextMaxLengthValidator(BaseValidator):
    """At most `limit` characters of text (the markup around it is not counted)."""

    message = (
        "Ensure this text has at most %(limit_value)d characters (it has %(show_value)d); "
        "formatting is not counted."
    )
    code = "max_length"

    def compare(self, a, b):
        return a > b

    def clean(self, x):
        return rich_text_length(x)
