"""The lead forms as counted funnels (analytics.funnel_registry): which steps each form has, and the words
staff read for them in the Reports view. Registered at start-up by leads.apps.

The step ids are what the islands send to the beacon and what the forms without JavaScript count
on the server (forms.form_views): "open" when the form is opened (a dialog) or first used (a form
on the page), the number of each later step when it is reached, "sent" when the lead is stored,
"book" when the visitor opens the scheduling page from the thank-you toast or page.
"""

from analytics import funnel_registry
from analytics.funnel_registry import BOOK, OPEN, SENT
from forms import wording
from leads import options
from leads.models import BuiltForm, LeadSource, built_form_key
from publishing.page_cache import per_content_version

OPENED = "Opened"
STARTED = "Started"
SENT_LABEL = "Sent"
BOOK_LABEL = "Opened the booking page"

HERO_QUIZ = "hero-quiz"
PRICING_QUIZ = "pricing-quiz"
CONSULTATION = "consultation"
CONTACT_HOME = "contact-home"
CONTACT_PAGE = "contact-page"
CONTACT_FORMS = {"home": CONTACT_HOME, "page": CONTACT_PAGE}

HERO_STEPS = len(wording.HERO_QUIZ["steps"])
PRICING_STEPS = len(options.PRICING_QUIZ) + 1  # the questions, then the contact details


def _numbered(labels: list[str], first: int = 2) -> list[tuple[str, str]]:
    return [(str(number), f"Step {number}: {label}") for number, label in enumerate(labels, start=first)]


def definitions() -> dict[str, tuple[str, list[tuple[str, str]]]]:
    hero = wording.HERO_QUIZ["steps"]
    pricing = [question.label for question in options.PRICING_QUIZ] + [wording.PRICING_QUIZ["contactHeading"]]
    return {
        HERO_QUIZ: (
            LeadSource.HERO_QUIZ.label,
            [
                (OPEN, f"{OPENED} (step 1: {hero[0]})"),
                *_numbered(hero[1:]),
                (SENT, SENT_LABEL),
                (BOOK, BOOK_LABEL),
            ],
        ),
        PRICING_QUIZ: (
            LeadSource.PRICING_QUIZ.label,
            [
                (OPEN, f"{STARTED} (step 1: {pricing[0]})"),
                *_numbered(pricing[1:]),
                (SENT, SENT_LABEL),
                (BOOK, BOOK_LABEL),
            ],
        ),
        CONSULTATION: (
            LeadSource.AI_AUTOMATION_PAGE.label,
            [(OPEN, OPENED), (SENT, SENT_LABEL), (BOOK, BOOK_LABEL)],
        ),
        CONTACT_HOME: (LeadSource.HOME_PAGE.label, [(OPEN, STARTED), (SENT, SENT_LABEL)]),
        CONTACT_PAGE: (LeadSource.CONTACT_PAGE.label, [(OPEN, STARTED), (SENT, SENT_LABEL)]),
    }


def register_funnels() -> None:
    for key, (label, steps) in definitions().items():
        funnel_registry.register(key, label, steps)
    funnel_registry.register_source(built_form_funnels)


@per_content_version
def built_form_funnels() -> dict[str, funnel_registry.Funnel]:
    """Each form built in the admin, by its lead key: started, then sent (its name as staff call it).
    Asked by every beacon (analytics.funnel_registry.known): kept until the content version moves on, which
    a form's save, addition or deletion in the admin does."""
    return {
        built_form_key(pk): funnel_registry.Funnel(
            built_form_key(pk), name, ((OPEN, STARTED), (SENT, SENT_LABEL))
        )
        for pk, name in BuiltForm.objects.values_list("pk", "name")
    }


def island_ids(form: str) -> dict[str, str]:
    """What an island sends to the beacon: its form and the ids of its first and last steps
    (numbered steps are sent as their numbers)."""
    ids = {"form": form, "open": OPEN, "sent": SENT}
    if BOOK in dict(definitions()[form][1]):
        ids["book"] = BOOK
    return ids
