"""The props of every lead form island, built from leads.options: the one owner of their options.

Templates get them through the `lead_islands` template tag (leads/templatetags), so pages that show
a lead form import nothing from this app. The components read their options and labels from these
props only; TypeScript keeps the id types and the logic.
"""

from leads import options
from leads.models import LeadSource
from leads.selectors import contact_service_choices


def _choices(labels: dict[str, str]) -> list[dict[str, str]]:
    return [{"value": value, "label": label} for value, label in labels.items()]


def hero_quiz_props() -> dict:
    """The home page quiz: its options are sent as their visible texts (the spec's contract)."""
    return {
        "source": LeadSource.HERO_QUIZ.value,
        "businessGoals": list(options.HERO_BUSINESS_GOALS),
        "budgets": list(options.HERO_BUDGETS),
        "services": list(options.HERO_SERVICES),
        "industries": list(options.HERO_INDUSTRIES),
    }


def consultation_props() -> dict:
    return {
        "source": LeadSource.AI_AUTOMATION_PAGE.value,
        "service": options.CONSULTATION_SERVICE,
        "verticals": _choices(options.CONSULTATION_VERTICALS),
        "teamSizes": _choices(options.CONSULTATION_TEAM_SIZES),
        "budgets": _choices(options.CONSULTATION_BUDGETS),
    }


def pricing_quiz_props() -> dict:
    return {
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
        ]
    }


def contact_form_props(variant: str) -> dict:
    """`variant`: "home" (the home page section) or "page" (the contact page, with a phone field)."""
    return {"variant": variant, "services": contact_service_choices()}


ISLAND_PROPS = {
    "hero-quiz": hero_quiz_props,
    "consultation": consultation_props,
    "pricing-quiz": pricing_quiz_props,
    "contact-form": contact_form_props,
}
