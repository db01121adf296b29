"""Forms that editors build in the Django admin (leads.models.BuiltForm and its BuiltFormField rows).

One module says everything a built form is, from its rows:

- its definition for leads.lead_forms (`definition`, registered at start-up by leads.apps), so a
  lead's answers are checked against its fields (Lead.clean) and the staff tab and filter know it;
- what the visitor sees (`html_fields`: forms.html_forms.Field, drawn by the same templates as the
  site's other forms), in the active language (modeltranslation's columns, English as fallback);
- what a post is worth (`clean`): the lead's common columns, the answers, and a message beside each
  field in the visitor's language (the editor's own, or a standard one);
- what the island draws and checks before sending (`island_props`), with the same messages;
- what an editor may save (`problems`): a lead needs a name and an email.

An option's value is its English line, as the hero quiz stores its choices; the visitor reads the
line of their language at the same place.
"""

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.core.validators import URLValidator
from django.urls import reverse
from django.utils.datastructures import MultiValueDict
from django.utils.formats import number_format
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from agency.i18n import resolve
from agency.validation import validate_email_address
from analytics.funnel_registry import OPEN, SENT
from forms import islands, wording
from forms.fields import EMAIL_MESSAGE, OPTION_MESSAGE, WEBSITE_MESSAGE
from forms.html_forms import Field
from leads import lead_forms
from leads.lead_forms import QUOTE, AnswerDefinition, FormDefinition
from leads.models import BuiltForm, BuiltFormField, LeadSource, built_form_key, built_form_pk

Kind = BuiltFormField.Kind

REQUIRED_MESSAGE = _("Please fill in this field.")
CHOICE_MESSAGE = _("Please choose an option.")
CHOICES_MESSAGE = _("Please select at least one option")
CONSENT_MESSAGE = _("Please tick this box to continue.")
PHONE_MESSAGE = _("Please enter a valid phone number.")
NUMBER_MESSAGE = _("Please enter a number.")
TOO_SHORT = _("Please enter at least {limit} characters.")
TOO_LONG = _("Please enter at most {limit} characters.")
TOO_SMALL = _("Please enter a number of at least {limit}.")
TOO_BIG = _("Please enter a number of at most {limit}.")

# The lead's columns a field may fill, with their sizes (leads.models.Lead).
LEAD_COLUMNS = {"name": 100, "email": 254, "company": 150, "phone": 40}
# Text answers without a limit of the editor's are kept within the site's longest text.
TEXT_LIMIT = 5000
HIDDEN_LIMIT = 200
PHONE_PATTERN = re.compile(r"^[0-9+().\-\s/]{6,40}$")
# A number as people and browsers write it (commas aside): ASCII digits with an optional point and
# exponent, at most NUMBER_TEXT_MAX characters. Checked before any conversion, so neither
# "1e1500000" nor ten thousand digits ever reach Decimal or int(); the island tests the same
# pattern (JavaScript's Number() would take "0x10" and Python's Decimal Arabic-Indic digits).
NUMBER_TEXT_MAX = 30
NUMBER_PATTERN = re.compile(
    rf"^(?=.{{1,{NUMBER_TEXT_MAX}}}$)[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{{1,4}})?$"
)
# The range of a number field whose editor set no smallest or largest value: wide enough for any
# count, budget or revenue a lead states, and always a number JSON and the database keep exactly.
NUMBER_DEFAULT_MIN = -1_000_000_000_000
NUMBER_DEFAULT_MAX = 1_000_000_000_000
INPUT_KINDS = {
    Kind.TEXT: "text",
    Kind.EMAIL: "email",
    Kind.PHONE: "tel",
    Kind.URL: "url",
    Kind.NUMBER: "number",
    Kind.CHOICE: "radio",
    Kind.CHOICES: "checkbox",
    Kind.CHECKBOX: "consent",
    Kind.LONG_TEXT: "textarea",
    Kind.HIDDEN: "hidden",
}
AUTOCOMPLETE = {"name": "name", "email": "email", "company": "organization", "phone": "tel"}


def form_fields(form: BuiltForm) -> list[BuiltFormField]:
    return list(form.leads_builtformfield_set.all())


def lines(text: str) -> list[str]:
    return [line.strip() for line in (text or "").splitlines() if line.strip()]


def option_values(field: BuiltFormField) -> list[str]:
    """The options' stored values: the English lines."""
    return lines(field.options_en or field.options)


def option_labels(field: BuiltFormField) -> list[tuple[str, str]]:
    """(value, label in the active language) for each option; a missing translation shows English."""
    values = option_values(field)
    shown = lines(field.options)
    return [(value, shown[index] if index < len(shown) else value) for index, value in enumerate(values)]


# ------------------------------------------------------------------------------
# The definition (leads.lead_forms)
# ------------------------------------------------------------------------------
def _answer(field: BuiltFormField) -> AnswerDefinition:
    kind = {Kind.CHOICES: "list", Kind.CHECKBOX: "boolean", Kind.NUMBER: "number"}.get(field.kind, "text")
    limit = None
    if kind == "text":
        limit = HIDDEN_LIMIT if field.kind == Kind.HIDDEN else (field.max_length or TEXT_LIMIT)
    options = tuple(option_values(field)) if field.kind in (Kind.CHOICE, Kind.CHOICES) else ()
    label = field.label_en or field.key
    return AnswerDefinition(
        field.key, label, kind, max_length=limit, required=field.required, options=options
    )


def form_definition(form: BuiltForm) -> FormDefinition:
    answers = tuple(_answer(field) for field in form_fields(form) if not field.lead_field)
    # Listed on the staff page's Quote Requests tab, each built form with a filter of its own.
    return FormDefinition(built_form_key(form.pk), QUOTE, (LeadSource.BUILT_FORM.value,), answers)


def definition(key: str) -> FormDefinition | None:
    pk = built_form_pk(key)
    if pk is None:
        return None
    form = BuiltForm.objects.filter(pk=pk).prefetch_related("leads_builtformfield_set").first()
    return form_definition(form) if form is not None else None


def tabs() -> list[tuple[str, str]]:
    return [(built_form_key(pk), QUOTE) for pk in BuiltForm.objects.values_list("pk", flat=True)]


def register() -> None:
    lead_forms.built_forms_register(definition=definition, tabs=tabs)


def own_page_paths() -> list[str]:
    """The addresses of the forms' own pages in every language (pages to the beacon's counting,
    although no sitemap lists them: analytics.paths.page_paths_register)."""
    from django.conf import settings
    from django.utils import translation

    paths = []
    for slug in BuiltForm.objects.filter(is_active=True, has_own_page=True).values_list("slug", flat=True):
        for language, _name in settings.LANGUAGES:
            with translation.override(language):
                paths.append(reverse("lead-forms:built-form", args=[slug]))
    return paths


# ------------------------------------------------------------------------------
# What the visitor sees
# ------------------------------------------------------------------------------
def html_fields(form: BuiltForm) -> list[Field]:
    """The form's fields as the site's form templates draw them, in the active language."""
    drawn = []
    for field in form_fields(form):
        kind = INPUT_KINDS[field.kind]
        drawn.append(
            Field(
                field.key,
                field.label,
                kind,
                required=field.required,
                autocomplete=AUTOCOMPLETE.get(field.lead_field, "url" if kind == "url" else ""),
                placeholder=field.placeholder,
                options=tuple(option_labels(field)),
                rows=4 if kind == "textarea" else 0,
                wide=kind in ("textarea", "radio", "checkbox", "consent"),
                input_mode={"number": "decimal", "url": "url", "tel": "tel"}.get(kind, ""),
                legend=field.label if kind in ("radio", "checkbox") else "",
                hint=field.help_text,
                min_length=field.min_length or 0,
                max_length=field.max_length or 0,
            )
        )
    return drawn


# ------------------------------------------------------------------------------
# What the island gets (static_src/components/built-form)
# ------------------------------------------------------------------------------
def _checks(field: BuiltFormField) -> dict:
    """What the island checks before sending, with the messages `clean` gives for the same mistake."""
    messages = {"required": required_message(field)}
    checks: dict = {"required": field.required, "messages": messages}
    if field.kind in (Kind.EMAIL, Kind.PHONE, Kind.URL, Kind.NUMBER):
        messages["invalid"] = invalid_message(field)
    if field.kind == Kind.PHONE:
        checks["pattern"] = PHONE_PATTERN.pattern
    if field.kind == Kind.NUMBER:
        checks["pattern"] = NUMBER_PATTERN.pattern
        checks["min"], messages["tooShort"] = number_bounds(field)[0], too_short_message(field)
        checks["max"], messages["tooLong"] = number_bounds(field)[1], too_long_message(field)
    elif field.kind in (Kind.TEXT, Kind.EMAIL, Kind.PHONE, Kind.URL, Kind.LONG_TEXT):
        if field.min_length:
            checks["minLength"], messages["tooShort"] = field.min_length, too_short_message(field)
        checks["maxLength"], messages["tooLong"] = length_limit(field), too_long_message(field)
    return checks


def island_fields(form: BuiltForm) -> list[dict]:
    """The fields as the island draws them (what `html_fields` draws, in the same order and
    language) and checks them. A hidden value is the server's to add: the island leaves it out."""
    return [
        {
            "key": drawn.name,
            "kind": drawn.kind,
            "label": drawn.label,
            "hint": drawn.hint,
            "placeholder": drawn.placeholder,
            "autocomplete": drawn.autocomplete,
            "inputMode": drawn.input_mode,
            "rows": drawn.rows,
            "wide": drawn.wide,
            "options": [{"value": value, "label": label} for value, label in drawn.options],
            **_checks(field),
        }
        for field, drawn in zip(form_fields(form), html_fields(form), strict=True)
        if field.kind != Kind.HIDDEN
    ]


def island_props(form: BuiltForm, guide=None) -> dict:
    """The built-form island's props (static_src/components/built-form): the editor's words, the
    site's own (forms.wording), the fields and their checks, where to send, what the beacon counts."""
    return resolve(
        {
            **islands.guide_props(guide),
            "source": LeadSource.BUILT_FORM.value,
            "endpoint": reverse("leads:built-form-create", args=[form.slug]),
            "idPrefix": f"form-{form.slug}",
            "fields": island_fields(form),
            "copy": {
                **wording.BUILT_FORM,
                "formLabel": form.heading,
                "submit": form.button_label,
                "success": {"title": form.success_heading, "description": form.success_message},
            },
            "event": wording.built_form_event(form.slug),
            "funnel": {"form": form.lead_form_key, "open": OPEN, "sent": SENT},
        }
    )


# ------------------------------------------------------------------------------
# A post
# ------------------------------------------------------------------------------
@dataclass
class Cleaned:
    """A built form's post: the lead's columns, its answers, and the messages by field key."""

    columns: dict
    answers: dict
    errors: dict[str, list[str]]


def json_answers(answers: dict) -> MultiValueDict:
    """The island's answers (a JSON object by field key: a text, a number, a list of choices, true
    for a ticked box) as a form post holds them, for `clean`; anything else is no answer."""
    data = MultiValueDict()
    for key, value in answers.items():
        items = [_posted_text(item) for item in (value if isinstance(value, list) else [value])]
        data.setlist(str(key), [item for item in items if item])
    return data


def _posted_text(value) -> str:
    if value is True:
        return "yes"
    return str(value) if isinstance(value, str | int | float) and not isinstance(value, bool) else ""


# What no person types and no database column takes (PostgreSQL refuses both in text and JSON): a
# null character, and half a surrogate pair (only a JSON body's "\ud800" escape can carry one).
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def _storable(value) -> str:
    return _UNSTORABLE.sub("", str(value))


def posted(form: BuiltForm, data) -> dict[str, str | list[str]]:
    """What was typed, by key (several choices and a checkbox as lists), to draw the form again;
    without the characters no column can store."""
    values = {}
    for field in form_fields(form):
        if field.kind in (Kind.CHOICES, Kind.CHECKBOX):
            values[field.key] = [_storable(value) for value in data.getlist(field.key) if value]
        elif field.kind == Kind.HIDDEN:
            values[field.key] = (option_values(field) or [""])[0]
        else:
            values[field.key] = _storable(data.get(field.key, ""))
    return values


def _message(own: str, standard, **values) -> str:
    return own or str(format_lazy(standard, **values))


# Each message a field can show, in the active language: the editor's own, else a standard one.
# The server's checks below and the island's (`island_fields`) read them here, so both say the same.
def required_message(field: BuiltFormField) -> str:
    standard = {Kind.CHOICE: CHOICE_MESSAGE, Kind.CHOICES: CHOICES_MESSAGE, Kind.CHECKBOX: CONSENT_MESSAGE}
    return field.required_message or str(standard.get(field.kind, REQUIRED_MESSAGE))


def invalid_message(field: BuiltFormField) -> str:
    """What a value of the wrong shape is told (an email, a phone number, an address, a number)."""
    standard = {
        Kind.EMAIL: EMAIL_MESSAGE,
        Kind.PHONE: PHONE_MESSAGE,
        Kind.URL: WEBSITE_MESSAGE,
        Kind.NUMBER: NUMBER_MESSAGE,
    }
    return str(standard.get(field.kind, OPTION_MESSAGE))


def length_limit(field: BuiltFormField) -> int:
    """The most characters a text answer takes: the editor's limit within the lead column's size."""
    limit = field.max_length or LEAD_COLUMNS.get(field.lead_field) or TEXT_LIMIT
    return min(limit, LEAD_COLUMNS[field.lead_field]) if field.lead_field else limit


def number_bounds(field: BuiltFormField) -> tuple[int, int]:
    """The smallest and largest value a number field takes: the editor's, else the default range."""
    low = NUMBER_DEFAULT_MIN if field.min_length is None else field.min_length
    high = NUMBER_DEFAULT_MAX if field.max_length is None else field.max_length
    return low, high


def _number_text(limit: int) -> str:
    """A bound as the visitor's language writes a number (1,000,000 or 1 000 000)."""
    return number_format(limit, use_l10n=True, force_grouping=True)


def too_short_message(field: BuiltFormField) -> str:
    if field.kind == Kind.NUMBER:
        return _message(field.min_length_message, TOO_SMALL, limit=_number_text(number_bounds(field)[0]))
    return _message(field.min_length_message, TOO_SHORT, limit=field.min_length)


def too_long_message(field: BuiltFormField) -> str:
    if field.kind == Kind.NUMBER:
        return _message(field.max_length_message, TOO_BIG, limit=_number_text(number_bounds(field)[1]))
    return _message(field.max_length_message, TOO_LONG, limit=length_limit(field))


def _length_error(field: BuiltFormField, value: str) -> str:
    if field.min_length and len(value) < field.min_length:
        return too_short_message(field)
    if len(value) > length_limit(field):
        return too_long_message(field)
    return ""


def _url(value: str) -> str | None:
    """A web address as people type it ("example.com" too), with its scheme; None when it is not one."""
    url = value if "://" in value else f"https://{value}"
    try:
        URLValidator(schemes=["http", "https"])(url)
    except ValidationError:
        return None
    return url


def _number(field: BuiltFormField, value: str) -> tuple[int | float | None, str]:
    """A number within the field's bounds, as JSON keeps it (an int when whole); the text is
    checked against NUMBER_PATTERN before it is converted, and converted only once in range."""
    text = value.replace(",", "").strip()
    if not NUMBER_PATTERN.fullmatch(text):
        return None, invalid_message(field)
    number = Decimal(text)
    low, high = number_bounds(field)
    if number < low:
        return None, too_short_message(field)
    if number > high:
        return None, too_long_message(field)
    return (int(number) if number == number.to_integral_value() else float(number)), ""


def _one(field: BuiltFormField, raw) -> tuple[object, str]:
    """(the value to store or None for nothing, the error message or "")."""
    if field.kind == Kind.HIDDEN:
        return (option_values(field) or [""])[0][:HIDDEN_LIMIT] or None, ""
    if field.kind == Kind.CHECKBOX:
        ticked = bool(raw)
        if field.required and not ticked:
            return None, required_message(field)
        return (True if ticked else None), ""
    if field.kind == Kind.CHOICES:
        chosen = [value for value in raw if value]
        if not chosen:
            return None, required_message(field) if field.required else ""
        if not set(chosen) <= set(option_values(field)):
            return None, invalid_message(field)
        return [value for value in option_values(field) if value in chosen], ""
    value = str(raw or "").strip()
    if not value:
        return None, required_message(field) if field.required else ""
    if field.kind == Kind.CHOICE:
        return (value, "") if value in option_values(field) else (None, invalid_message(field))
    if field.kind == Kind.NUMBER:
        return _number(field, value)
    if field.kind == Kind.EMAIL:
        try:
            validate_email_address(value)
        except ValidationError:
            return None, invalid_message(field)
    if field.kind == Kind.PHONE and not PHONE_PATTERN.match(value):
        return None, invalid_message(field)
    if field.kind == Kind.URL:
        url = _url(value)
        if url is None:
            return None, invalid_message(field)
        value = url
    error = _length_error(field, value)
    return (None, error) if error else (value, "")


def clean(form: BuiltForm, data) -> Cleaned:
    """Check a post against the form's fields, in the active language's messages."""
    values = posted(form, data)
    columns = dict.fromkeys(LEAD_COLUMNS, "")
    answers, errors = {}, {}
    for field in form_fields(form):
        value, error = _one(field, values[field.key])
        if error:
            errors[field.key] = [error]
        elif value is None:
            continue
        elif field.lead_field:
            columns[field.lead_field] = value
        else:
            answers[field.key] = value
    return Cleaned(columns, answers, errors)


# ------------------------------------------------------------------------------
# What an editor may save
# ------------------------------------------------------------------------------
LEAD_FIELD_KINDS = {
    "name": (Kind.TEXT,),
    "email": (Kind.EMAIL,),
    "company": (Kind.TEXT,),
    "phone": (Kind.PHONE, Kind.TEXT),
}


# The settings each kind of field uses (beside its kind, label and key); the admin shows only these
# (forms/static/forms/built_form_fields.js) and refuses a value in any other (`field_problems`).
_MESSAGES = ("required", "required_message")
_LENGTHS = ("min_length", "max_length", "min_length_message", "max_length_message")
SETTINGS_BY_KIND = {
    Kind.TEXT: ("lead_field", *_MESSAGES, "help_text", "placeholder", *_LENGTHS),
    Kind.EMAIL: (*_MESSAGES, "help_text", "placeholder"),
    Kind.PHONE: (*_MESSAGES, "help_text", "placeholder"),
    Kind.URL: (*_MESSAGES, "help_text", "placeholder"),
    Kind.NUMBER: (*_MESSAGES, "help_text", "placeholder", *_LENGTHS),
    Kind.CHOICE: (*_MESSAGES, "help_text", "options"),
    Kind.CHOICES: (*_MESSAGES, "help_text", "options"),
    Kind.CHECKBOX: (*_MESSAGES, "help_text"),
    Kind.LONG_TEXT: (*_MESSAGES, "help_text", "placeholder", *_LENGTHS),
    Kind.HIDDEN: ("options",),
}
KIND_SETTINGS = sorted({name for names in SETTINGS_BY_KIND.values() for name in names})
# A field of these kinds holds the lead's own column when no other field does (`fields_completed`);
# a short text keyed "name" (from the label "Name") holds the lead's name.
OWN_COLUMN_OF_KIND = {Kind.EMAIL: "email", Kind.PHONE: "phone"}
NAME_KEYS = ("name", "full_name", "your_name")


def key_from_label(label: str) -> str:
    """A field's key from its English label: "Monthly budget (USD)" gives monthly_budget_usd."""
    plain = unicodedata.normalize("NFKD", label or "").encode("ascii", "ignore").decode().lower()
    words = re.findall(r"[a-z0-9]+", plain)
    key = "_".join(words)[:40].strip("_")
    if not key or not key[0].isalpha():
        key = f"field_{key}".strip("_")[:40]
    return key


def fields_completed(fields: list[dict]) -> None:
    """Fills in what an editor need not type, in place: a key from the label (unique in the form:
    a second "email" is email_2), and the lead's email, phone and name for the fields of kind Email
    and Phone and a short text keyed name, when no field is marked for that column."""
    taken = {field.get("key") for field in fields if field.get("key")}
    for field in fields:
        if field.get("key"):
            continue
        base = key_from_label(field.get("label_en") or field.get("label") or "")
        key, number = base, 2
        while key in taken:
            suffix = f"_{number}"
            key, number = f"{base[: 40 - len(suffix)]}{suffix}", number + 1
        field["key"] = key
        taken.add(key)
    marked = {field.get("lead_field") for field in fields if field.get("lead_field")}
    for field in fields:
        kind = field.get("kind")
        column = OWN_COLUMN_OF_KIND.get(kind)
        if column is None and kind == Kind.TEXT and field.get("key") in NAME_KEYS:
            column = "name"
        if column and not field.get("lead_field") and column not in marked:
            field["lead_field"] = column
            marked.add(column)


def problems(fields: list[dict]) -> list[str]:
    """What keeps a form's fields (as the admin's inline forms hold them) from making leads."""
    found = []
    mapped = [field.get("lead_field") for field in fields if field.get("lead_field")]
    for column, article in (("name", "a"), ("email", "an")):
        if column not in mapped:
            found.append(
                f'A lead needs {article} {column}: add a field whose "stored as" is "The lead\'s {column}" '
                "and tick Required."
            )
    for column in sorted({column for column in mapped if mapped.count(column) > 1}):
        found.append(f"Only one field can be stored as the lead's {column}.")
    for field in fields:
        column, kind = field.get("lead_field"), field.get("kind")
        if column in ("name", "email") and not field.get("required"):
            found.append(f'"{_label(field)}" holds the lead\'s {column}: tick Required.')
        if column and kind not in LEAD_FIELD_KINDS[column]:
            found.append(
                f'"{_label(field)}" cannot hold the lead\'s {column}: '
                f"make it a field of kind {' or '.join(Kind(k).label for k in LEAD_FIELD_KINDS[column])}."
            )
    keys = [field.get("key") for field in fields]
    for key in sorted({key for key in keys if key and keys.count(key) > 1}):
        found.append(f'Two fields have the key "{key}": each needs its own.')
    return found


def _label(field: dict) -> str:
    return field.get("label_en") or field.get("label") or field.get("key") or "A field"


def field_problems(field: dict) -> dict[str, str]:
    """What is wrong with one field on its own, by the admin form's field name."""
    found = {}
    kind = field.get("kind")
    english = lines(field.get("options_en") or field.get("options") or "")
    spanish = lines(field.get("options_es") or "")
    if kind in (Kind.CHOICE, Kind.CHOICES) and len(english) < 2:
        found["options"] = "Give at least two options, one a line."
    if kind in (Kind.CHOICE, Kind.CHOICES) and spanish and len(spanish) != len(english):
        found["options_es"] = f"Give the {len(english)} options in the same order as in English (or none)."
    if kind == Kind.HIDDEN and len(english) != 1:
        found["options"] = "A hidden value: write the one value it sends (e.g. spring-audit-2026)."
    minimum, maximum = field.get("min_length"), field.get("max_length")
    if minimum is not None and maximum is not None and minimum > maximum:
        found["max_length"] = "The most cannot be less than the fewest."
    if kind in SETTINGS_BY_KIND:
        used = SETTINGS_BY_KIND[kind]
        label = Kind(kind).label
        for name in KIND_SETTINGS:
            if name in used:
                continue
            for column in (name, f"{name}_en", f"{name}_es"):
                value = field.get(column)
                own = name == "lead_field" and value == OWN_COLUMN_OF_KIND.get(kind)
                if value not in (None, "", False) and not own:
                    found.setdefault(column, f"A field of kind “{label}” has no such setting: empty it.")
    return found
