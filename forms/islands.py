"""The props of every lead form island, built from the modules that own what they carry.

leads.options owns the choices, forms.wording every word the forms show and the analytics events
they record, forms.fields the limits and validation messages (through wording.lead_rules). The
components read all of it from these props; TypeScript keeps the id types and the logic only.
Templates get the props through the `lead_islands` template tag (leads/templatetags), so pages that
show a lead form import nothing from this app.

`island_fixtures()` is what the front-end tests render with (static_src/test-fixtures, written by
`manage.py lead_island_fixtures` and kept equal to the server by tests/forms/test_island_props.py).
"""

from agency.i18n import resolve
from forms import funnels, wording
from leads import options
from leads.models import LeadSource
from leads.selectors import contact_service_choices


def _choices(labels: dict[str, str]) -> list[dict[str, str]]:
    return [{"value": value, "label": label} for value, label in labels.items()]


def _lead_form(source: str, copy: dict, event: str, funnel: str) -> dict:
    """What every lead island's props carry: its source, words, analytics event, the API's rules and
    the ids under which the beacon counts its steps (forms.funnels)."""
    return {
        "source": source,
        "copy": copy,
        "event": wording.EVENTS[event],
        "rules": wording.lead_rules(),
        "funnel": funnels.island_ids(funnel),
    }


def hero_quiz_props() -> dict:
    """The home page quiz: its options are sent as their English texts (the spec's contract), and
    `optionLabels` says how each reads in the active language."""
    choices = [
        *options.HERO_BUSINESS_GOALS,
        *options.HERO_BUDGETS,
        *options.HERO_SERVICES,
        *options.HERO_INDUSTRIES,
    ]
    return resolve(
        {
            **_lead_form(LeadSource.HERO_QUIZ.value, wording.HERO_QUIZ, "hero-quiz", funnels.HERO_QUIZ),
            "booking": wording.BOOKING,
            "businessGoals": list(options.HERO_BUSINESS_GOALS),
            "budgets": list(options.HERO_BUDGETS),
            "services": list(options.HERO_SERVICES),
            "industries": list(options.HERO_INDUSTRIES),
            "optionLabels": {value: options.hero_option_label(value) for value in choices},
        }
    )


def guide_props(guide) -> dict:
    """The line a form's success adds when it offers a guide (`guide`: an object with a `title`, in
    the active language: a landing page's form block's guide), else nothing."""
    return {"guideNote": wording.guide_note(guide.title)} if guide else {}


def consultation_props(guide=None) -> dict:
    return resolve(
        {
            **guide_props(guide),
            **_lead_form(
                LeadSource.AI_AUTOMATION_PAGE.value,
                wording.CONSULTATION,
                "consultation",
                funnels.CONSULTATION,
            ),
            "booking": wording.BOOKING,
            "service": options.CONSULTATION_SERVICE,
            "verticals": _choices(options.CONSULTATION_VERTICALS),
            "teamSizes": _choices(options.CONSULTATION_TEAM_SIZES),
            "budgets": _choices(options.CONSULTATION_BUDGETS),
        }
    )


def pricing_quiz_props(guide=None) -> dict:
    return resolve(
        {
            **guide_props(guide),
            **_lead_form(
                LeadSource.PRICING_QUIZ.value, wording.PRICING_QUIZ, "pricing", funnels.PRICING_QUIZ
            ),
            "booking": wording.BOOKING,
            "questions": [
                {
                    "id": question.id,
                    "question": question.prompt,
                    "multiple": question.multiple,
                    "options": [
                        {"id": option_id, "label": label} for option_id, label in question.options.items()
                    ],
                }
                for question in options.PRICING_QUIZ
            ],
        }
    )


def contact_form_wording(variant: str) -> dict:
    """The contact form's props but its services (which the catalogue in the database owns)."""
    return resolve(
        {
            "variant": variant,
            **_lead_form(
                wording.CONTACT_SOURCES[variant],
                wording.CONTACT,
                f"contact-{variant}",
                funnels.CONTACT_FORMS[variant],
            ),
        }
    )


def contact_form_props(variant: str, guide=None, in_place: bool = False) -> dict:
    """`variant`: "home" (the home page section) or "page" (the contact page, with a phone field);
    `guide`: the guide the form offers on a landing page; `in_place`: the form gives its place to
    the thank-you panel once sent (a landing page's form), where the site's own pages show a toast."""
    props = {**contact_form_wording(variant), "services": resolve(contact_service_choices())}
    if in_place:
        props["thanks"] = resolve(wording.THANKS_IN_PLACE)
    return {**props, **guide_props(guide)}


ISLAND_PROPS = {
    "hero-quiz": hero_quiz_props,
    "consultation": consultation_props,
    "pricing-quiz": pricing_quiz_props,
    "contact-form": contact_form_props,
}


def island_fixtures() -> dict:
    """Every lead island's props as the front-end tests use them (contact forms without services,
    which the tests give themselves: the catalogue lives in the database)."""
    return {
        "hero-quiz": hero_quiz_props(),
        "consultation": consultation_props(),
        "pricing-quiz": pricing_quiz_props(),
        "contact-form-home": contact_form_wording("home"),
        "contact-form-page": contact_form_wording("page"),
    }
