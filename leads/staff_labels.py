"""Human labels for the answers a quote request stores as ids, for the staff page and its CSV.

The pricing quiz and the AI automation consultation send option ids (spec section 3); the hero
quiz already sends the visible labels. Unknown ids are shown as they are, never dropped.
"""

from leads.models import LeadSource

PRICING_QUESTIONS: dict[str, tuple[str, dict[str, str]]] = {
    "business-type": (
        "Business type",
        {
            "small-business": "Small business",
            "startup": "Startup",
            "enterprise": "Enterprise",
            "ecommerce": "E-commerce",
        },
    ),
    "goals": (
        "Main goal",
        {
            "brand-awareness": "Brand awareness",
            "lead-generation": "Lead generation",
            "website-traffic": "Website traffic",
            "sales-conversion": "Sales conversion",
        },
    ),
    "services": (
        "Services of interest",
        {
            "social-media": "Social media marketing",
            "seo": "Search engine optimization (SEO)",
            "development": "Web development",
            "marketing": "Digital marketing",
        },
    ),
    "timeline": (
        "Timeline",
        {
            "immediate": "Immediately",
            "1-3-months": "Within 1-3 months",
            "3-6-months": "Within 3-6 months",
            "exploring": "Just exploring",
        },
    ),
}

CONSULTATION_VERTICALS = {
    "sales": "Sales",
    "marketing": "Marketing",
    "hr": "Human resources",
    "operations": "Operations",
    "support": "Customer support",
    "documents": "Document processing",
    "multiple": "Several areas",
}
CONSULTATION_TEAM_SIZES = {
    "1-10": "1-10 people",
    "11-50": "11-50 people",
    "51-200": "51-200 people",
    "201-500": "201-500 people",
    "500+": "More than 500 people",
}
CONSULTATION_BUDGETS = {
    "under-5k": "Under $5,000",
    "5k-15k": "$5,000 - $15,000",
    "15k-50k": "$15,000 - $50,000",
    "50k-100k": "$50,000 - $100,000",
    "100k+": "Over $100,000",
    "discuss": "Prefer to discuss",
}

# Hero quiz keys (values are already labels) in the order the quiz asks them.
HERO_QUESTIONS = {
    "businessGoal": "Business goal",
    "budget": "Budget",
    "services": "Services of interest",
    "industry": "Industry",
    "website": "Website",
    "description": "About the business",
}
# Contact details travel inside the hero quiz answers too; the staff page shows them as fields.
_CONTACT_KEYS = {"name", "email", "company", "phone"}


def _text(value, labels: dict[str, str] | None = None) -> str:
    labels = labels or {}
    if isinstance(value, list):
        return ", ".join(labels.get(str(item), str(item)) for item in value)
    if value is None:
        return ""
    return labels.get(str(value), str(value))


def _humanize(key: str) -> str:
    spaced = "".join(f" {c.lower()}" if c.isupper() else c for c in key).replace("-", " ").replace("_", " ")
    return spaced.strip().capitalize()


def quote_answers_labelled(quote) -> list[dict[str, str]]:
    """[{"question": ..., "answer": ...}] in the order the visitor answered."""
    answers = dict(quote.quiz_answers or {})
    rows: list[dict[str, str]] = []

    def add(question: str, value) -> None:
        text = _text(value)
        if text:
            rows.append({"question": question, "answer": text})

    if quote.source == LeadSource.PRICING_QUIZ:
        for key, (question, options) in PRICING_QUESTIONS.items():
            if key in answers:
                add(question, _text(answers.pop(key), options))

    if quote.source == LeadSource.AI_AUTOMATION_PAGE:
        add("Service", quote.service or answers.get("service"))
        add("Area to automate", _text(quote.vertical or answers.get("vertical"), CONSULTATION_VERTICALS))
        add("Team size", _text(quote.team_size or answers.get("teamSize"), CONSULTATION_TEAM_SIZES))
        add("Budget", _text(quote.budget or answers.get("budget"), CONSULTATION_BUDGETS))
        add("Current challenges", quote.current_challenges or answers.get("currentChallenges"))
        add("Automation goals", quote.automation_goals or answers.get("automationGoals"))
        for key in ("service", "vertical", "teamSize", "budget", "currentChallenges", "automationGoals"):
            answers.pop(key, None)
    else:
        for key, question in HERO_QUESTIONS.items():
            if key in answers:
                add(question, answers.pop(key))
        if "website" not in quote.quiz_answers:
            add("Website", quote.website)
        if "description" not in quote.quiz_answers:
            add("About the business", quote.description)

    for key, value in answers.items():
        if key not in _CONTACT_KEYS and key != "source":
            add(_humanize(key), value)
    return rows
