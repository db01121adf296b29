"""The forms a lead comes from and what each stores as its own answers (`Lead.answers`).

Every lead is one row of leads.models.Lead: the common columns (name, email, source, tracking,
pipeline) plus `form`, the key of the form it was sent from, and `answers`, a JSON object of that
form's own questions. A form's definition says which answers it may hold, which it must, and how
long each may be; `answers_errors` checks a lead's answers against it (Lead.clean).

Today's five forms are defined here, in code. Each belongs to one of the staff page's tabs (its
`kind`): the contact forms to Contact Submissions, the quizzes and the consultation to Quote
Requests (the proxies leads.models.ContactSubmission and QuoteRequest).

Forms that editors build in the Django admin (leads.models.BuiltForm) are defined by their rows:
forms.built_forms registers, at start-up, how to find their definitions (`built_forms_register`),
so this module never imports the models (which import it).
"""

from collections.abc import Callable
from dataclasses import dataclass

CONTACT = "contact"
QUOTE = "quote"


@dataclass(frozen=True)
class AnswerDefinition:
    """One answer a form stores: its key in `answers`, what staff call it, and its checks."""

    key: str
    label: str
    # "text" (a string), "object" (the quizzes' answers exactly as sent, a JSON object); a built
    # form's also "list" (several choices), "boolean" (a checkbox) and "number".
    kind: str = "text"
    max_length: int | None = None
    required: bool = False
    # A built form's one choice / several choices: the values it offers (empty: any text).
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class FormDefinition:
    key: str
    # The staff page's tab it is listed under: CONTACT or QUOTE.
    kind: str
    # The lead sources (leads.models.LeadSource) it is sent from.
    sources: tuple[str, ...]
    answers: tuple[AnswerDefinition, ...]

    def answer(self, key: str) -> AnswerDefinition | None:
        return next((answer for answer in self.answers if answer.key == key), None)


FORMS: dict[str, FormDefinition] = {
    form.key: form
    for form in (
        FormDefinition(
            key="contact",
            kind=CONTACT,
            sources=("home_page", "contact_page"),
            answers=(
                AnswerDefinition("service", "service", max_length=40, required=True),
                AnswerDefinition("message", "message", max_length=5000, required=True),
            ),
        ),
        FormDefinition(
            key="hero_quiz",
            kind=QUOTE,
            sources=("hero_quiz",),
            answers=(
                AnswerDefinition("quiz_answers", "quiz answers", kind="object"),
                AnswerDefinition("website", "website", max_length=300),
                AnswerDefinition("description", "description", max_length=5000),
            ),
        ),
        FormDefinition(
            key="consultation",
            kind=QUOTE,
            sources=("ai_automation_page",),
            answers=(
                AnswerDefinition("service", "service", max_length=100),
                AnswerDefinition("vertical", "vertical", max_length=20),
                AnswerDefinition("current_challenges", "current challenges", max_length=5000),
                AnswerDefinition("automation_goals", "automation goals", max_length=5000),
                AnswerDefinition("team_size", "team size", max_length=20),
                AnswerDefinition("budget", "budget", max_length=20),
            ),
        ),
        FormDefinition(
            key="pricing_quiz",
            kind=QUOTE,
            sources=("pricing_quiz",),
            answers=(AnswerDefinition("quiz_answers", "quiz answers", kind="object"),),
        ),
    )
}


# How the forms built in the admin are found (forms.built_forms fills these at start-up): one
# definition by key (None for no such form), and every built form's (key, tab).
_built: dict[str, Callable] = {}


def built_forms_register(*, definition: Callable[[str], FormDefinition | None], tabs: Callable) -> None:
    _built["definition"] = definition
    _built["tabs"] = tabs


def _built_definition(key: str) -> FormDefinition | None:
    return _built["definition"](key) if "definition" in _built and key.startswith("built-") else None


def form_definition(key: str) -> FormDefinition | None:
    return FORMS.get(key) or _built_definition(key)


def form_kind(key: str) -> str:
    """The staff tab a form's leads are listed under (CONTACT or QUOTE; "" for an unknown form)."""
    form = form_definition(key)
    return form.kind if form is not None else ""


def form_of_source(source: str) -> str:
    """The key of the form a lead from `source` was sent with ("" for an unknown source)."""
    return next((form.key for form in FORMS.values() if source in form.sources), "")


def forms_of_kind(kind: str) -> list[str]:
    """The keys of the forms listed under one staff tab (CONTACT or QUOTE), built ones included."""
    built = [key for key, tab in _built["tabs"]() if tab == kind] if "tabs" in _built else []
    return [form.key for form in FORMS.values() if form.kind == kind] + built


def answer_label(key: str) -> str:
    """What staff call an answer ("current challenges"), whichever form asks it."""
    for form in FORMS.values():
        answer = form.answer(key)
        if answer is not None:
            return answer.label
    return key.replace("_", " ")


def answers_errors(form_key: str, answers: object) -> dict[str, list[str]]:
    """What is wrong with a lead's answers for its form, keyed by answer ({} when nothing is)."""
    form = form_definition(form_key)
    if form is None:
        return {"form": [f"Unknown form {form_key!r}."]}
    if not isinstance(answers, dict):
        return {"answers": ["The answers must be a JSON object."]}
    errors: dict[str, list[str]] = {}
    for key in answers.keys() - {answer.key for answer in form.answers}:
        errors[key] = [f"The {form.key} form has no answer {key!r}."]
    for answer in form.answers:
        value = answers.get(answer.key)
        if value in (None, "", {}):
            if answer.required:
                errors[answer.key] = ["This field cannot be blank."]
        elif answer.kind == "object" and not isinstance(value, dict):
            errors[answer.key] = ["This answer must be a JSON object."]
        elif answer.kind == "text" and not isinstance(value, str):
            errors[answer.key] = ["This answer must be text."]
        elif answer.kind == "boolean" and value is not True:
            errors[answer.key] = ["This answer must be true (ticked) or absent."]
        elif answer.kind == "number" and (isinstance(value, bool) or not isinstance(value, int | float)):
            errors[answer.key] = ["This answer must be a number."]
        elif answer.kind == "list" and not (
            isinstance(value, list) and all(isinstance(item, str) for item in value)
        ):
            errors[answer.key] = ["This answer must be a list of options."]
        elif answer.options and not set(value if isinstance(value, list) else [value]) <= set(answer.options):
            errors[answer.key] = [f"Not one of the form's options: {value!r}."]
        elif answer.kind in ("boolean", "number", "list"):
            continue
        elif answer.max_length is not None and len(value) > answer.max_length:
            errors[answer.key] = [
                f"Ensure this value has at most {answer.max_length} characters (it has {len(value)})."
            ]
    return errors
