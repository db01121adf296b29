"""The admin's icon chooser for campaign blocks: each choice drawn with its icon (the site's own
inline SVG set, publishing.icons) beside its name, as radio buttons, so an editor picks a picture
rather than a word."""

from django import forms
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from publishing.icons import ICONS

_SVG = (
    '<svg class="icon-choice-svg" viewBox="0 0 24 24" width="24" height="24" fill="none" '
    'stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" '
    'aria-hidden="true" focusable="false">{}</svg>'
)


class IconChoiceWidget(forms.RadioSelect):
    """Radio buttons, one per icon, each showing the icon it names."""

    def render(self, name, value, attrs=None, renderer=None):
        attrs = {**self.attrs, **(attrs or {})}
        element_id = attrs.get("id") or f"id_{name}"
        chosen = "" if value is None else str(value)
        options = []
        for number, (choice, label) in enumerate(self.choices):
            choice = str(choice)
            picture = format_html(_SVG, mark_safe(ICONS[choice])) if choice in ICONS else ""  # noqa: S308 - constant markup shipped with the code
            options.append(
                (
                    f"{element_id}_{number}",
                    name,
                    choice,
                    mark_safe(" checked") if choice == chosen else "",
                    picture,
                    "No icon" if choice == "" else label,
                )
            )
        return format_html(
            '<div class="icon-choices" id="{}" role="radiogroup" aria-label="Icon">{}</div>',
            element_id,
            format_html_join(
                "",
                '<label class="icon-choice" for="{}"><input type="radio" id="{}" name="{}" value="{}"{}>'
                "{}<span>{}</span></label>",
                ((option_id, option_id, *rest) for option_id, *rest in options),
            ),
        )

    def id_for_label(self, id_, index=None):
        return ""  # a group: each radio has its own label
