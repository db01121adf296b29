"""The option ids every lead form may send and their labels: the one source for both.

The API rejects any id not listed here. The same labels are shown to the visitor (the pricing quiz
props), and turn stored ids into readable answers in the emails, the Django admin, the staff page
and its CSV export.
"""

from dataclasses import dataclass

from django.utils.translation import gettext, gettext_noop
from django.utils.translation import gettext_lazy as _

# Contact forms: the services come from the catalogue (marketing.selectors.contact_service_options,
# which editors change in the Django admin); this is the choice every contact form adds after them.
CONTACT_OTHER_SERVICE: dict[str, str] = {"id": "other", "name": _("Other")}

# Home page hero quiz. The original client sends the option text itself as the value, so the
# labels are the ids: a value is accepted only when it is exactly one of these strings. They stay English
# (gettext_noop marks them for the .po file): the visitor reads them through hero_option_label().
HERO_BUSINESS_GOALS = [
    gettext_noop("Increase brand awareness"),
    gettext_noop("Generate more leads"),
    gettext_noop("Boost online sales"),
    gettext_noop("Improve customer engagement"),
    gettext_noop("Launch a new product/service"),
]
HERO_BUDGETS = [
    gettext_noop("Under $1,000"),
    "$1,000 - $5,000",
    "$5,000 - $15,000",
    "$15,000 - $50,000",
    gettext_noop("Over $50,000"),
]
HERO_SERVICES = [
    gettext_noop("Social Media Marketing"),
    gettext_noop("Search Engine Optimization (SEO)"),
    gettext_noop("Pay-Per-Click Advertising (PPC)"),
    gettext_noop("Web Development"),
    gettext_noop("Content Marketing"),
    gettext_noop("Email Marketing"),
    gettext_noop("Lead Generation"),
    gettext_noop("3D Product Design"),
]
HERO_INDUSTRIES = [
    gettext_noop("Technology"),
    gettext_noop("Healthcare"),
    gettext_noop("Finance"),
    gettext_noop("E-commerce"),
    gettext_noop("Education"),
    gettext_noop("Real Estate"),
    gettext_noop("Manufacturing"),
    gettext_noop("Professional Services"),
    gettext_noop("Non-profit"),
    gettext_noop("Other"),
]


def hero_option_label(value: str) -> str:
    """How a hero quiz choice (an English text, the API's value) reads in the active language."""
    return gettext(value)


# AI automation consultation dialog: field -> how staff and emails name it, then each choice.
CONSULTATION_SERVICE = "AI Automation Consultation"
CONSULTATION_QUESTIONS: dict[str, str] = {
    "service": _("Service"),
    "vertical": _("Area to automate"),
    "currentChallenges": _("Current challenges"),
    "automationGoals": _("Automation goals"),
    "teamSize": _("Team size"),
    "budget": _("Budget"),
}
CONSULTATION_VERTICALS: dict[str, str] = {
    "sales": _("Sales"),
    "marketing": _("Marketing"),
    "hr": _("HR and recruitment"),
    "operations": _("Operations"),
    "support": _("Customer support"),
    "documents": _("Document processing"),
    "multiple": _("Several areas"),
}
CONSULTATION_TEAM_SIZES: dict[str, str] = {
    "1-10": _("1-10 people"),
    "11-50": _("11-50 people"),
    "51-200": _("51-200 people"),
    "201-500": _("201-500 people"),
    "500+": _("More than 500 people"),
}
CONSULTATION_BUDGETS: dict[str, str] = {
    "under-5k": _("Under $5,000"),
    "5k-15k": _("$5,000 - $15,000"),
    "15k-50k": _("$15,000 - $50,000"),
    "50k-100k": _("$50,000 - $100,000"),
    "100k+": _("Over $100,000"),
    "discuss": _("I'd rather discuss it"),
}


# Pricing page quiz. The visitor, the staff page, the CSV and the emails all read these labels.
@dataclass(frozen=True)
class QuizQuestion:
    id: str  # the key in quizAnswers (API contract)
    label: str  # how staff pages and emails name the question
    prompt: str  # how the quiz asks it
    options: dict[str, str]  # option id (API contract) -> label
    multiple: bool = False


PRICING_QUIZ: tuple[QuizQuestion, ...] = (
    QuizQuestion(
        id="business-type",
        label=_("Business type"),
        prompt=_("What type of business do you run?"),
        options={
            "small-business": _("Small business"),
            "startup": _("Startup"),
            "enterprise": _("Enterprise"),
            "ecommerce": _("E-commerce store"),
        },
    ),
    QuizQuestion(
        id="goals",
        label=_("Main goal"),
        prompt=_("What is your main marketing goal?"),
        options={
            "brand-awareness": _("Build brand awareness"),
            "lead-generation": _("Generate more leads"),
            "website-traffic": _("Increase website traffic"),
            "sales-conversion": _("Convert more visitors into sales"),
        },
    ),
    QuizQuestion(
        id="services",
        label=_("Services of interest"),
        prompt=_("Which services are you interested in?"),
        options={
            "social-media": _("Social media marketing"),
            "seo": _("Search engine optimization (SEO)"),
            "development": _("Web development"),
            "marketing": _("Digital marketing strategy"),
        },
        multiple=True,
    ),
    QuizQuestion(
        id="timeline",
        label=_("Timeline"),
        prompt=_("When would you like to get started?"),
        options={
            "immediate": _("Right away"),
            "1-3-months": _("In 1-3 months"),
            "3-6-months": _("In 3-6 months"),
            "exploring": _("Just exploring options"),
        },
    ),
)
PRICING_OPTIONS: dict[str, dict[str, str]] = {question.id: question.options for question in PRICING_QUIZ}

# Hero quiz answers: key -> how staff and emails name it (the choice values are labels already).
HERO_QUESTIONS: dict[str, str] = {
    "businessGoal": _("Business goal"),
    "budget": _("Budget"),
    "services": _("Services of interest"),
    "industry": _("Industry"),
}
HERO_WEBSITE_LABEL = _("Website")
HERO_DESCRIPTION_LABEL = _("About the business")


# Lead score rules (leads.models.ScoreRule): the questions a rule can look at, with the answers it
# can name and their labels, read from the options above. The reasons staff read on a lead say the
# question and the answer by these labels ("+30 Budget: $15,000 - $50,000").
@dataclass(frozen=True)
class ScoreQuestion:
    id: str
    label: str
    # "choice": the answer is one of `options`; "count": a number (the lead chose that many or
    # more); "given": the lead filled the field in (the rule's answer stays empty).
    kind: str
    options: dict[str, str]


SCORE_QUESTIONS: tuple[ScoreQuestion, ...] = (
    ScoreQuestion(
        "budget",
        "Budget",
        "choice",
        {**{label: label for label in HERO_BUDGETS}, **CONSULTATION_BUDGETS},
    ),
    ScoreQuestion("timeline", "Timeline", "choice", PRICING_OPTIONS["timeline"]),
    ScoreQuestion("team_size", "Team size", "choice", CONSULTATION_TEAM_SIZES),
    ScoreQuestion("business_type", "Business type", "choice", PRICING_OPTIONS["business-type"]),
    ScoreQuestion(
        "goal",
        "Main goal",
        "choice",
        {**{label: label for label in HERO_BUSINESS_GOALS}, **PRICING_OPTIONS["goals"]},
    ),
    ScoreQuestion("industry", "Industry", "choice", {label: label for label in HERO_INDUSTRIES}),
    ScoreQuestion("services", "Number of services", "count", {}),
    ScoreQuestion("website", "Company website", "given", {}),
    ScoreQuestion("phone", "Phone number", "given", {}),
)
SCORE_QUESTION_BY_ID: dict[str, ScoreQuestion] = {question.id: question for question in SCORE_QUESTIONS}
SCORE_GIVEN = "given"
SCORE_OR_MORE = "or more"


def rule_reason(question_id: str, answer: str, points: int) -> str:
    """How a lead's detail says a rule matched: "+30 Budget: $15,000 - $50,000"."""
    question = SCORE_QUESTION_BY_ID.get(question_id)
    if question is None:
        return f"{points:+d} {question_id}: {answer}"
    if question.kind == "given":
        return f"{points:+d} {question.label} {SCORE_GIVEN}"
    if question.kind == "count":
        return f"{points:+d} {question.label}: {answer} {SCORE_OR_MORE}"
    return f"{points:+d} {question.label}: {question.options.get(answer, answer)}"
