"""Admin widgets for editors: a text field that shows its limit with a live counter.

The counter's words come from here (the server); static/agency-admin/counters.js only redraws the
numbers as the editor types.
"""

from django.contrib.admin import widgets as admin_widgets
from django.core.validators import MaxLengthValidator
from django.utils.html import format_html

COUNTER_FORMAT = "{count} of {limit} characters"


class CountedMixin:
    """The field, then "<count> of <limit> characters" (id "<field id>_counter")."""

    def __init__(self, *args, limit: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.limit = limit
        self.attrs["maxlength"] = str(limit)

    def render(self, name, value, attrs=None, renderer=None):
        field = super().render(name, value, attrs, renderer)
        field_id = (attrs or {}).get("id") or self.attrs.get("id") or f"id_{name}"
        count = len(str(value or "").replace("\r\n", "\n"))
        counter = format_html(
            '<span class="char-counter" id="{}_counter" data-format="{}" data-limit="{}">{}</span>',
            field_id,
            COUNTER_FORMAT,
            self.limit,
            COUNTER_FORMAT.format(count=count, limit=self.limit),
        )
        return field + counter


class CountedTextInput(CountedMixin, admin_widgets.AdminTextInputWidget):
    pass


class CountedTextarea(CountedMixin, admin_widgets.AdminTextareaWidget):
    pass


def field_limit(db_field) -> int | None:
    """The fewest characters the field's rules allow (its max_length or a tighter validator)."""
    limits = [db_field.max_length] if getattr(db_field, "max_length", None) else []
    limits += [v.limit_value for v in db_field.validators if isinstance(v, MaxLengthValidator)]
    return min(limits) if limits else None
