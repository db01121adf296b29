"""The option ids every lead form may send and their labels: the one source for both.

The API rejects any id not listed here. The same labels are shown to the visitor (the pricing quiz
props), and turn stored ids into readable answers in the emails, the Django admin, the staff page
and its CSV export.
"""

from dataclasses import dataclass

# Contact forms: the services come from the catalogue (marketing.selectors.contact_service_options,
# which editors change in the Django admin); this is the choice every contact form adds after them.
CONTACT_OTHER_SERVICE: dict[str, str] = {"id": "other", "name": "Other"}

# Home page hero quiz. The original client sends the option text itself as the value, so the
# labels are the ids: a value is accepted only when it is exactly one of these strings.
HERO_BUSINESS_GOALS = [
    "Increase brand awareness",
    "Generate more leads",
    "Boost online sales",
    "Improve customer engagement",
    "Launch a new product/service",
]
HERO_BUDGETS = [
    "Under $1,000",
    "$1,000 - $5,000",
    "$5,000 - $15,000",
    "$15,000 - $50,000",
    "Over $50,000",
]
HERO_SERVICES = [
    "Social Media Marketing",
    "Search Engine Optimization (SEO)",
    "Pay-Per-Click Advertising (PPC)",
    "Web Development",
    "Content Marketing",
    "Email Marketing",
    "Lead Generation",
    "3D Product Design",
]
HERO_INDUSTRIES = [
    "Technology",
    "Healthcare",
    "Finance",
    "E-commerce",
    "Education",
    "Real Estate",
    "Manufacturing",
    "Professional Services",
    "Non-profit",
    "Other",
]

# AI automation consultation dialog: field -> how staff and emails name it, then each choice.
CONSULTATION_SERVICE = "AI Automation Consultation"
CONSULTATION_QUESTIONS: dict[str, str] = {
    "service": "Service",
    "vertical": "Area to automate",
    "currentChallenges": "Current challenges",
    "automationGoals": "Automation goals",
    "teamSize": "Team size",
    "budget": "Budget",
}
CONSULTATION_VERTICALS: dict[str, str] = {
    "sales": "Sales",
    "marketing": "Marketing",
    "hr": "HR and recruitment",
    "operations": "Operations",
    "support": "Customer support",
    "documents": "Document processing",
    "multiple": "Several areas",
}
CONSULTATION_TEAM_SIZES: dict[str, str] = {
    "1-10": "1-10 people",
    "11-50": "11-50 people",
    "51-200": "51-200 people",
    "201-500": "201-500 people",
    "500+": "More than 500 people",
}
CONSULTATION_BUDGETS: dict[str, str] = {
    "under-5k": "Under $5,000",
    "5k-15k": "$5,000 - $15,000",
    "15k-50k": "$15,000 - $50,000",
    "50k-100k": "$50,000 - $100,000",
    "100k+": "Over $100,000",
    "discuss": "I'd rather discuss it",
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
        label="Business type",
        prompt="What type of business do you run?",
        options={
            "small-business": "Small business",
            "startup": "Startup",
            "enterprise": "Enterprise",
            "ecommerce": "E-commerce store",
        },
    ),
    QuizQuestion(
        id="goals",
        label="Main goal",
        prompt="What is your main marketing goal?",
        options={
            "brand-awareness": "Build brand awareness",
            "lead-generation": "Generate more leads",
            "website-traffic": "Increase website traffic",
            "sales-conversion": "Convert more visitors into sales",
        },
    ),
    QuizQuestion(
        id="services",
        label="Services of interest",
        prompt="Which services are you interested in?",
        options={
            "social-media": "Social media marketing",
            "seo": "Search engine optimization (SEO)",
            "development": "Web development",
            "marketing": "Digital marketing strategy",
        },
        multiple=True,
    ),
    QuizQuestion(
        id="timeline",
        label="Timeline",
        prompt="When would you like to get started?",
        options={
            "immediate": "Right away",
            "1-3-months": "In 1-3 months",
            "3-6-months": "In 3-6 months",
            "exploring": "Just exploring options",
        },
    ),
)
PRICING_OPTIONS: dict[str, dict[str, str]] = {question.id: question.options for question in PRICING_QUIZ}

# Hero quiz answers: key -> how staff and emails name it (the choice values are labels already).
HERO_QUESTIONS: dict[str, str] = {
    "businessGoal": "Business goal",
    "budget": "Budget",
    "services": "Services of interest",
    "industry": "Industry",
}
HERO_WEBSITE_LABEL = "Website"
HERO_DESCRIPTION_LABEL = "About the business"


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
