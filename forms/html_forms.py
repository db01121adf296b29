"""The lead forms as plain HTML: what each form shows, how a posted form becomes the JSON API's
payload, and how the API's errors come back beside the fields.

A form post is turned into exactly the payload the island would send and goes through the same
parsing (forms.serializers) and the same services, so one place decides what a valid lead is.
The labels, hints and options are the islands' own (forms.wording and leads.options, which the
islands get in their props from forms.islands), and the markup matches the React components'
(static_src/components/ui/field.tsx), so an island takes
over a server form in place without moving anything.
"""

from dataclasses import dataclass, field

from django.http import QueryDict

from forms import islands, wording
from leads import options
from leads.models import LeadSource

# Errors the visitor cannot fix in one field (an unknown source, a missing quiz) are shown at the
# top only, under this key.
FORM_ERROR = "__all__"

HERO_STEP_HEADINGS = tuple(wording.HERO_QUIZ["steps"])


@dataclass(frozen=True)
class Field:
    """One input as the template draws it (templates/leads/forms/field.html)."""

    name: str
    label: str
    kind: str = "text"  # text, email, tel, url, number, select, textarea, radio, checkbox, consent, hidden
    required: bool = False
    autocomplete: str = ""
    placeholder: str = ""
    options: tuple[tuple[str, str], ...] = ()  # (value, label)
    rows: int = 0
    wide: bool = False  # spans both columns of the form grid from the sm breakpoint
    input_mode: str = ""
    legend: str = ""  # radio and checkbox groups: the question
    hint: str = ""  # under the label (a built form's help text)
    min_length: int = 0
    max_length: int = 0


@dataclass
class BoundField:
    """A field with its id, what the visitor sent and its error."""

    spec: Field
    id: str
    value: str | list[str] = ""
    error: str = ""

    def __getattr__(self, name):
        return getattr(self.spec, name)

    @property
    def choices(self) -> list[dict]:
        """Radio and checkbox options with their ids and whether the visitor chose them."""
        chosen = self.value if isinstance(self.value, list) else [self.value]
        return [
            {"id": f"{self.id}-{index}", "value": value, "label": label, "checked": value in chosen}
            for index, (value, label) in enumerate(self.spec.options, start=1)
        ]

    @property
    def anchor(self) -> str:
        """Where the error summary links to: the field, or a group's first option."""
        return f"{self.id}-1" if self.spec.kind in ("radio", "checkbox") else self.id

    @property
    def described_by(self) -> str:
        """The ids of the hint and the error under the field (aria-describedby)."""
        ids = [f"{self.id}-hint"] if self.spec.hint else []
        return " ".join([*ids, f"{self.id}-error"] if self.error else ids)


@dataclass
class BoundForm:
    fields: list[BoundField]
    errors: dict[str, list[str]] = field(default_factory=dict)

    def __getitem__(self, name: str) -> BoundField:
        for bound in self.fields:
            if bound.name == name:
                return bound
        raise KeyError(name)

    @property
    def summary(self) -> list[dict]:
        """Every message, in the form's order, each linking to its field; form-wide ones last."""
        items = [{"href": f"#{bound.anchor}", "message": bound.error} for bound in self.fields if bound.error]
        items += [{"href": "", "message": message} for message in self.errors.get(FORM_ERROR, [])]
        return items


def _choices(items) -> tuple[tuple[str, str], ...]:
    if isinstance(items, dict):
        return tuple(items.items())
    return tuple((item["value"], item["label"]) if isinstance(item, dict) else (item, item) for item in items)


def _contact_details(labels: dict[str, str], *, phone: bool) -> list[Field]:
    details = [
        Field("name", labels["name"], required=True, autocomplete="name"),
        Field("email", labels["email"], "email", required=True, autocomplete="email"),
        Field("company", labels["company"], required=True, autocomplete="organization"),
    ]
    if phone:
        details.append(Field("phone", labels["phone"], "tel", autocomplete="tel"))
    return details


def contact_fields(variant: str) -> list[Field]:
    """The contact form: "home" (the home page section) or "page" (/contact, with a phone)."""
    props = islands.contact_form_props(variant)
    services = tuple((service["id"], service["name"]) for service in props["services"])
    labels, placeholders = wording.CONTACT["labels"], wording.CONTACT["placeholders"]
    return [
        *_contact_details(labels, phone=variant == "page"),
        Field(
            "service",
            labels["service"],
            "select",
            required=True,
            placeholder=placeholders["service"],
            options=services,
            wide=variant == "page",
        ),
        Field(
            "message",
            labels["message"],
            "textarea",
            required=True,
            rows=4,
            placeholder=placeholders["message"],
            wide=True,
        ),
    ]


def _hero_choices(props: dict, key: str) -> tuple[tuple[str, str], ...]:
    """A hero quiz list: the English texts are the values, the visitor reads them in their language."""
    return tuple((value, props["optionLabels"][value]) for value in props[key])


def hero_quiz_fields() -> list[Field]:
    """The quote quiz behind "Get started", all five steps on one page."""
    props = islands.hero_quiz_props()
    goal, budget, services, industry, about = HERO_STEP_HEADINGS
    labels, placeholders = wording.HERO_QUIZ["labels"], wording.HERO_QUIZ["placeholders"]
    return [
        Field("businessGoal", goal, "radio", options=_hero_choices(props, "businessGoals"), legend=goal),
        Field("budget", budget, "radio", options=_hero_choices(props, "budgets"), legend=budget),
        Field("services", services, "checkbox", options=_hero_choices(props, "services"), legend=services),
        Field(
            "industry",
            labels["industry"],
            "select",
            placeholder=placeholders["industry"],
            options=_hero_choices(props, "industries"),
        ),
        Field("company", labels["company"], required=True, autocomplete="organization"),
        Field("name", labels["name"], required=True, autocomplete="name"),
        Field("email", labels["email"], "email", required=True, autocomplete="email"),
        Field("phone", labels["phone"], "tel", autocomplete="tel"),
        Field(
            "website",
            labels["website"],
            "url",
            autocomplete="url",
            placeholder=placeholders["website"],
            input_mode="url",
            wide=True,
        ),
        Field("description", labels["description"], "textarea", rows=3, wide=True),
    ]


def consultation_fields() -> list[Field]:
    props = islands.consultation_props()
    labels, placeholders = wording.CONSULTATION["labels"], wording.CONSULTATION["placeholders"]

    def select(name: str, choices: str, *, wide: bool = False) -> Field:
        options = _choices(props[choices])
        return Field(name, labels[name], "select", placeholder=placeholders[name], options=options, wide=wide)

    def text(name: str) -> Field:
        return Field(name, labels[name], "textarea", rows=3, placeholder=placeholders[name], wide=True)

    return [
        *_contact_details(labels, phone=True),
        select("vertical", "verticals", wide=True),
        text("currentChallenges"),
        text("automationGoals"),
        select("teamSize", "teamSizes"),
        select("budget", "budgets"),
    ]


def pricing_question_fields() -> list[Field]:
    """The pricing quiz's four questions, as the quiz asks them."""
    return [
        Field(
            question.id,
            question.prompt,
            "checkbox" if question.multiple else "radio",
            required=True,
            options=tuple(question.options.items()),
            legend=question.prompt,
        )
        for question in options.PRICING_QUIZ
    ]


def pricing_contact_fields() -> list[Field]:
    return _contact_details(wording.PRICING_QUIZ["labels"], phone=True)


# ------------------------------------------------------------------------------
# Posted form -> API payload
# ------------------------------------------------------------------------------
def _value(data: QueryDict, spec: Field) -> str | list[str]:
    if spec.kind in ("checkbox", "consent"):
        return [value for value in data.getlist(spec.name) if value]
    return data.get(spec.name, "")


def posted_values(data: QueryDict, specs: list[Field]) -> dict[str, str | list[str]]:
    return {spec.name: _value(data, spec) for spec in specs}


def _extras(data: QueryDict, context: dict) -> dict:
    return {"homepage": data.get("homepage", ""), "context": context}


def contact_payload(data: QueryDict, variant: str, context: dict) -> dict:
    payload = posted_values(data, contact_fields(variant))
    payload["source"] = data.get("source", "")
    return {**payload, **_extras(data, context)}


def hero_quiz_payload(data: QueryDict, context: dict) -> dict:
    answers = posted_values(data, hero_quiz_fields())
    return {"source": LeadSource.HERO_QUIZ.value, "quizAnswers": answers, **_extras(data, context)}


def consultation_payload(data: QueryDict, context: dict) -> dict:
    payload = posted_values(data, consultation_fields())
    payload["service"] = options.CONSULTATION_SERVICE
    payload["source"] = LeadSource.AI_AUTOMATION_PAGE.value
    return {**payload, **_extras(data, context)}


def pricing_answers(data: QueryDict) -> dict[str, str | list[str]]:
    """The quiz answers posted so far; a question not answered yet is left out (the API then asks
    for an answer rather than calling an empty one unlisted)."""
    return {name: value for name, value in posted_values(data, pricing_question_fields()).items() if value}


def pricing_payload(data: QueryDict, context: dict) -> dict:
    contact = posted_values(data, pricing_contact_fields())
    return {
        **contact,
        "quizAnswers": pricing_answers(data),
        "source": LeadSource.PRICING_QUIZ.value,
        **_extras(data, context),
    }


def field_errors(api_errors: dict[str, list[str]], *, nested: str = "") -> dict[str, list[str]]:
    """The API's errors keyed by the HTML field they belong to: `quizAnswers.email` becomes
    `email` when the form's answers are nested there. Anything else is form-wide."""
    errors: dict[str, list[str]] = {}
    for key, messages in api_errors.items():
        name = key.removeprefix(f"{nested}.") if nested and key.startswith(f"{nested}.") else key
        if nested and name == nested:
            name = FORM_ERROR
        errors.setdefault(name, []).extend(messages)
    return errors


# ------------------------------------------------------------------------------
# Binding: specs + values + errors -> what the templates draw
# ------------------------------------------------------------------------------
def bind(
    specs: list[Field],
    *,
    id_prefix: str,
    values: dict | None = None,
    errors: dict[str, list[str]] | None = None,
) -> BoundForm:
    values = values or {}
    errors = dict(errors or {})
    bound = []
    for spec in specs:
        messages = errors.pop(spec.name, [])
        value = values.get(spec.name, [] if spec.kind in ("checkbox", "consent") else "")
        bound.append(BoundField(spec, f"{id_prefix}-{spec.name}", value, messages[0] if messages else ""))
    # Errors for names the form does not show (a tampered field, the source) are form-wide.
    form_wide = [message for messages in errors.values() for message in messages]
    return BoundForm(bound, {FORM_ERROR: form_wide} if form_wide else {})
