"""The placeholders a sequence step may hold, what each becomes, and the checks of a step.

A fixed list, no template language: `{first_name}`, `{agency_name}`, `{booking_link}`. Each has a
fallback where the value is missing, so no email ever says "Hi ,". Links in a body lead to a web
address (http or https) or a path of this site ("/pricing"), or are `{booking_link}`.
"""

import re
from dataclasses import dataclass
from html import escape
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError

PLACEHOLDERS = ("first_name", "agency_name", "booking_link")
# The editor's help text (the Django admin speaks English, as its other words do).
PLACEHOLDER_HELP = (
    "Placeholders: {first_name} (the lead's first name; “there” when unknown), {agency_name}, "
    "{booking_link} (the address that books a call; the contact page when no booking page is set)."
)

# A brace pair with anything inside: a known name, or a mistake the editor must hear about. The
# prose editor may write a link's {booking_link} as %7Bbooking_link%7D.
_BRACES = re.compile(r"\{([^{}\s]{0,40})\}|%7B([^%\s]{0,40})%7D", re.IGNORECASE)
# The fallback leaves no stray space before punctuation ("Hola ," -> "Hola,").
_SPACE_BEFORE_PUNCTUATION = re.compile(r"[ \u00a0]+([,.:;!?])")


@dataclass(frozen=True)
class Values:
    """What the placeholders of one email become (already absolute for links)."""

    first_name: str
    agency_name: str
    booking_link: str


def first_name(name: str) -> str:
    return (name or "").strip().split(" ", 1)[0][:40] if (name or "").strip() else ""


def fallback_first_name(language: str) -> str:
    # The greeting still reads as one: "Hi there," / "Hola,".
    return {"es": ""}.get(language, "there")


def _names(text: str) -> list[str]:
    return [match.group(1) or match.group(2) for match in _BRACES.finditer(text or "")]


def unknown_placeholders(text: str) -> list[str]:
    return sorted({name for name in _names(text) if name not in PLACEHOLDERS})


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs.append(dict(attrs).get("href") or "")


def link_allowed(href: str) -> bool:
    """A web address (http/https with a host), a path of this site, or the booking link."""
    href = unquote(href.strip())
    if href == "{booking_link}":
        return True
    if href.startswith("/"):
        return not href.startswith("//") and "\\" not in href
    parts = urlsplit(href)
    return parts.scheme in ("http", "https") and bool(parts.netloc)


def bad_links(html: str) -> list[str]:
    parser = _Links()
    parser.feed(html or "")
    return [href for href in parser.hrefs if not link_allowed(href)]


def step_errors(step) -> None:
    """Raise a ValidationError naming every fault of a step (the admin shows each by its field)."""
    errors: dict[str, list[str]] = {}

    def add(field: str, message: str) -> None:
        errors.setdefault(field, []).append(message)

    if step.delay is not None and step.delay < 0:
        add("delay", "The delay cannot be below zero.")
    from agency.richtext import rich_text_to_plain

    texts = {
        "subject_en": step.subject_en,
        "subject_es": step.subject_es,
        "body_en": step.body_en,
        "body_es": step.body_es,
    }
    for field, value in texts.items():
        empty = not (rich_text_to_plain(value) if field.startswith("body") else (value or "").strip())
        if empty:
            add(field, "Write this: an email needs a subject and a body in both languages.")
            continue
        unknown = unknown_placeholders(value)
        if unknown:
            names = ", ".join("{" + name + "}" for name in unknown)
            allowed = ", ".join("{" + name + "}" for name in PLACEHOLDERS)
            add(field, f"Unknown placeholder: {names}. Use only {allowed}.")
        if field.startswith("body"):
            for href in bad_links(value):
                shown = href[:80]
                add(
                    field,
                    f"The link “{shown}” must be a web address (https://…) or a path of this site (/…).",
                )
        elif "booking_link" in _names(value):
            add(field, "A subject cannot hold {booking_link}: put the link in the body.")
    if errors:
        raise ValidationError(errors)


def fill_subject(subject: str, values: Values) -> str:
    text = subject.replace("{first_name}", values.first_name).replace("{agency_name}", values.agency_name)
    # "Su plan, {first_name}" without a name is "Su plan", not "Su plan,".
    return " ".join(_SPACE_BEFORE_PUNCTUATION.sub(r"\1", text).split()).rstrip(" ,;:")


def fill_body(html: str, values: Values) -> str:
    """The body's HTML with its placeholders filled in (escaped), and site paths made absolute."""

    def replace(match: re.Match) -> str:
        name = match.group(1) or match.group(2)
        value = {
            "first_name": values.first_name,
            "agency_name": values.agency_name,
            "booking_link": values.booking_link,
        }.get(name, "")
        return escape(value)

    filled = _BRACES.sub(replace, html or "")
    filled = re.sub(r'href="/(?!/)', f'href="{settings.SITE_URL}/', filled)
    return _SPACE_BEFORE_PUNCTUATION.sub(r"\1", filled)
