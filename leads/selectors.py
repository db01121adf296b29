"""Reads of leads: staff lists, single leads, and the answers in readable form."""

from django.db.models import QuerySet

from leads import options
from leads.models import ContactSubmission, Lead, LeadSource, QuoteRequest

NOT_PROVIDED = "Not provided"


def contact_submission_list(*, include_spam: bool = False) -> QuerySet[ContactSubmission]:
    """Contact messages, newest first. Spam is recorded but left out unless asked for."""
    submissions = ContactSubmission.objects.all()
    if not include_spam:
        submissions = submissions.filter(is_spam=False)
    return submissions.order_by("-created_at", "-id")


def quote_request_list(*, include_spam: bool = False) -> QuerySet[QuoteRequest]:
    """Quote requests from every form, newest first. Spam is left out unless asked for."""
    requests = QuoteRequest.objects.all()
    if not include_spam:
        requests = requests.filter(is_spam=False)
    return requests.order_by("-created_at", "-id")


def contact_submission_get(*, submission_id: int) -> ContactSubmission | None:
    return ContactSubmission.objects.filter(pk=submission_id).first()


def quote_request_get(*, request_id: int) -> QuoteRequest | None:
    return QuoteRequest.objects.filter(pk=request_id).first()


def lead_answer_rows(lead: Lead) -> list[tuple[str, str]]:
    """Everything the visitor sent, as (question, readable answer) pairs in the form's order.

    Option ids become their labels; answers left empty read "Not provided".
    """
    if isinstance(lead, ContactSubmission):
        rows = [
            ("Name", lead.name),
            ("Email", lead.email),
            ("Company", lead.company),
        ]
        if lead.source == LeadSource.CONTACT_PAGE or lead.phone:
            rows.append(("Phone", lead.phone))
        rows += [
            ("Service", options.CONTACT_SERVICES.get(lead.service, lead.service)),
            ("Message", lead.message),
        ]
    elif lead.source == LeadSource.HERO_QUIZ:
        answers = lead.quiz_answers or {}
        rows = [
            (label, _join(answers.get(key)) if key == "services" else answers.get(key) or "")
            for key, label in options.HERO_QUESTIONS.items()
        ]
        rows += [
            ("Company", lead.company),
            ("Name", lead.name),
            ("Email", lead.email),
            ("Phone", lead.phone),
            ("Website", lead.website),
            ("About the business", lead.description),
        ]
    elif lead.source == LeadSource.AI_AUTOMATION_PAGE:
        rows = [
            ("Name", lead.name),
            ("Email", lead.email),
            ("Company", lead.company),
            ("Phone", lead.phone),
            ("Service", lead.service),
            ("Area to automate", options.CONSULTATION_VERTICALS.get(lead.vertical, lead.vertical)),
            ("Current challenges", lead.current_challenges),
            ("Automation goals", lead.automation_goals),
            ("Team size", options.CONSULTATION_TEAM_SIZES.get(lead.team_size, lead.team_size)),
            ("Budget", options.CONSULTATION_BUDGETS.get(lead.budget, lead.budget)),
        ]
    else:
        answers = lead.quiz_answers or {}
        rows = []
        for question, label in options.PRICING_QUESTIONS.items():
            labels = options.PRICING_OPTIONS[question]
            value = answers.get(question)
            if isinstance(value, list):
                rows.append((label, _join([labels.get(item, item) for item in value])))
            else:
                rows.append((label, labels.get(value, value or "")))
        rows += [
            ("Name", lead.name),
            ("Email", lead.email),
            ("Company", lead.company),
            ("Phone", lead.phone),
        ]
    return [(label, value if value else NOT_PROVIDED) for label, value in rows]


def lead_tracking_rows(lead: Lead) -> list[tuple[str, str]]:
    """Where the lead came from, for staff: only the values that were recorded."""
    rows = [
        ("Page", lead.page_url),
        ("Referrer", lead.referrer),
        ("UTM source", lead.utm_source),
        ("UTM medium", lead.utm_medium),
        ("UTM campaign", lead.utm_campaign),
        ("UTM term", lead.utm_term),
        ("UTM content", lead.utm_content),
        ("Browser", lead.user_agent),
    ]
    return [(label, value) for label, value in rows if value]


def _join(values) -> str:
    if not values:
        return ""
    return ", ".join(str(value) for value in values)
