"""Admin widgets for editors: a text field that shows its limit with a live counter.

The counter's words come from here (the server); static/agency-admin/counters.js only redraws the
numbers as the editor types. A rich-text field's counter counts its text, not the markup around it
(the same count as publishing.richtext.RichTextMaxLengthValidator).
"""

from django.contrib.admin import widgets as admin_widgets
from django.core.files.storage import default_storage
from django.core.validators import MaxLengthValidator
from django.utils.html import format_html
from django_prose_editor.widgets import AdminProseEditorWidget

from publishing.richtext import RichTextMaxLengthValidator, rich_text_length
from publishing.selectors import renditions_of

COUNTER_FORMAT = "{count} of {limit} characters"


class CountedMixin:
    """The field, then "<count> of <limit> characters" (id "<field id>_counter")."""

    counts = "characters"

    def __init__(self, *args, limit: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.limit = limit
        if self.counts == "characters":
            self.attrs["maxlength"] = str(limit)

    def count(self, value) -> int:
        return len(str(value or "").replace("\r\n", "\n"))

    def render(self, name, value, attrs=None, renderer=None):
        field = super().render(name, value, attrs, renderer)
        field_id = (attrs or {}).get("id") or self.attrs.get("id") or f"id_{name}"
        counter = format_html(
            '<span class="char-counter" id="{}_counter" data-format="{}" data-limit="{}" '
            'data-counts="{}">{}</span>',
            field_id,
            COUNTER_FORMAT,
            self.limit,
            self.counts,
            COUNTER_FORMAT.format(count=self.count(value), limit=self.limit),
        )
        return field + counter


class CountedTextInput(CountedMixin, admin_widgets.AdminTextInputWidget):
    pass


class CountedTextarea(CountedMixin, admin_widgets.AdminTextareaWidget):
    pass


class CountedProseEditor(CountedMixin, AdminProseEditorWidget):
    """The rich-text editor with a counter of its text (no maxlength: the markup is not counted)."""

    counts = "text"

    def count(self, value) -> int:
        return rich_text_length(value)


class PictureWidget(admin_widgets.AdminFileWidget):
    """The admin's file input with a thumbnail of the current picture beside it (its smallest
    rendition when there is one, else the file), so an editor sees what is there, not a file name."""

    # The id of the picture's focus select, when it has one: a click on the thumbnail sets it
    # (static/agency-admin/focus.js); the select stays the control for keyboards and screen readers.
    focus_field_id = ""

    def render(self, name, value, attrs=None, renderer=None):
        field = super().render(name, value, attrs, renderer)
        if not value or not getattr(value, "name", "") or not getattr(value, "url", ""):
            return format_html('<div class="picture-field">{}</div>', field)
        small = [r for r in renditions_of(value.name) if r.width <= 640]
        src = default_storage.url(small[0].file) if small else value.url
        focus = (
            format_html(
                ' data-focus-field="{}" title="{}"',
                self.focus_field_id,
                "Click where the picture's subject is to set its focus.",
            )
            if self.focus_field_id
            else ""
        )
        return format_html(
            '<div class="picture-field"><img class="picture-thumb" src="{}" alt="{}"{}>'
            '<div class="picture-field-input">{}</div></div>',
            src,
            "The current picture",
            focus,
            field,
        )


def field_limit(db_field) -> int | None:
    """The fewest characters the field's rules allow (its max_length or a tighter validator)."""
    limits = [db_field.max_length] if getattr(db_field, "max_length", None) else []
    limits += [
        v.limit_value
        for v in db_field.validators
        if isinstance(v, MaxLengthValidator | RichTextMaxLengthValidator)
    ]
    return min(limits) if limits else None
