"""Rich text: what editors may write, and the one sanitizer every rich-text value goes through.

Editors write with django-prose-editor in the Django admin (a maintained ProseMirror editor whose
toolbar offers only what is allowed below). The browser is not trusted: whatever reaches the
server, from the editor or posted straight to the admin, is cleaned here with nh3 when the model
is validated and again when it is saved, and the `rich_text` template filter cleans once more
before it marks a value safe, so a row written any other way renders clean too.

Allowed: headings (h2-h4; the page owns h1), paragraphs, line breaks, bullet and numbered lists,
links (http, https, mailto; rel="noopener noreferrer" added), bold and italic. Everything else
(scripts, event handlers, inline styles, javascript: links, images, tables) is removed.
"""

import re

import nh3
from django_prose_editor.fields import ProseEditorField

ALLOWED_TAGS = {"h2", "h3", "h4", "p", "br", "ul", "ol", "li", "a", "strong", "em", "b", "i"}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}}
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
    "History": True,
}

_EMPTY_PARAGRAPH = re.compile(r"<p>\s*</p>")
_EMPTY = re.compile(r"^\s*(<p>\s*(<br>)?\s*</p>\s*)*$")

_cleaner = nh3.Cleaner(
    tags=ALLOWED_TAGS,
    # Elements whose text must go with them, not be left behind as visible words.
    clean_content_tags={"script", "style", "iframe", "object", "template", "noscript"},
    attributes=ALLOWED_ATTRIBUTES,
    url_schemes=ALLOWED_URL_SCHEMES,
    link_rel=LINK_REL,
    strip_comments=True,
)


def sanitize_rich_text(html: str | None) -> str:
    """The value with everything but the allowed markup removed; "" for an empty editor."""
    cleaned = _EMPTY_PARAGRAPH.sub("", _cleaner.clean(html or "")).strip()
    return "" if _EMPTY.match(cleaned) else cleaned


class RichTextField(ProseEditorField):
    """A text column holding sanitized HTML, edited with the prose editor in the admin.

    Cleaned in `clean` (form validation, `full_clean`) and in `pre_save` (every save, whatever
    wrote the value). Migrations see a plain TextField.
    """

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("extensions", EDITOR_EXTENSIONS)
        kwargs["sanitize"] = sanitize_rich_text
        super().__init__(*args, **kwargs)

    def pre_save(self, model_instance, add):
        value = sanitize_rich_text(getattr(model_instance, self.attname))
        setattr(model_instance, self.attname, value)
        return value
