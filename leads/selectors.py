"""Reads of leads: the staff lists and chart, single leads, and the answers in readable form."""

import datetime as dt
from dataclasses import dataclass

from django.db.models import Count, F, Q, QuerySet
from django.db.models.functions import Lower, TruncDate
from django.utils import timezone

from leads import options
from leads.models import ContactSubmission, Lead, LeadSource, QuoteRequest

NOT_PROVIDED = "Not provided"

# The API's ordering names (camelCase, as in the records) and the columns behind them.
ORDERINGS = {
    "createdAt": (F("created_at"),),
    "name": (Lower("name"),),
    "company": (Lower("company"),),
}
CONTACT_SEARCH_FIELDS = ("name", "email", "company", "phone", "message")
QUOTE_SEARCH_FIELDS = (
    "name",
    "email",
    "company",
    "phone",
    "description",
    "current_challenges",
    "automation_goals",
)


@dataclass(frozen=True)
class LeadFilters:
    """What the staff lists and exports filter on. Spam is recorded but shown only when asked for."""

    search: str = ""
    date_from: dt.date | None = None
    date_to: dt.date | None = None
    handled: bool | None = None
    source: str = ""
    spam: bool = False
    ordering: str = "-createdAt"


def _start_of_day(day: dt.date) -> dt.datetime:
    """Midnight of `day` in the site's time zone, the day the staff see in the table."""
    return timezone.make_aware(dt.datetime.combine(day, dt.time.min), timezone.get_current_timezone())


def _filter(queryset: QuerySet, filters: LeadFilters, search_fields: tuple[str, ...]) -> QuerySet:
    queryset = queryset.filter(is_spam=filters.spam)
    if filters.search:
        query = Q()
        for field in search_fields:
            query |= Q(**{f"{field}__icontains": filters.search})
        queryset = queryset.filter(query)
    if filters.date_from:
        queryset = queryset.filter(created_at__gte=_start_of_day(filters.date_from))
    if filters.date_to:
        queryset = queryset.filter(created_at__lt=_start_of_day(filters.date_to + dt.timedelta(days=1)))
    if filters.handled is not None:
        queryset = queryset.filter(handled=filters.handled)
    if filters.source:
        queryset = queryset.filter(source=filters.source)

    descending = filters.ordering.startswith("-")
    columns = ORDERINGS[filters.ordering.lstrip("-")]
    order = [c.desc() if descending else c.asc() for c in columns]
    tie_breaker = "-id" if descending else "id"
    return queryset.order_by(*order, tie_breaker)


def contact_submission_list(*, filters: LeadFilters = LeadFilters()) -> QuerySet[ContactSubmission]:
    """Contact messages matching the staff filters (by default: not spam, newest first)."""
    return _filter(ContactSubmission.objects.all(), filters, CONTACT_SEARCH_FIELDS)


def quote_request_list(*, filters: LeadFilters = LeadFilters()) -> QuerySet[QuoteRequest]:
    """Quote requests from every form matching the staff filters (by default: not spam, newest first)."""
    return _filter(QuoteRequest.objects.all(), filters, QUOTE_SEARCH_FIELDS)


def contact_submission_get(*, lead_id: int) -> ContactSubmission | None:
    return ContactSubmission.objects.filter(pk=lead_id).first()


def quote_request_get(*, lead_id: int) -> QuoteRequest | None:
    return QuoteRequest.objects.filter(pk=lead_id).first()


def leads_per_day(*, days: int = 30, today: dt.date | None = None) -> list[dict]:
    """Contacts and quotes received per day (site time zone) for the last `days` days, spam left out."""
    tz = timezone.get_current_timezone()
    today = today or timezone.localdate()
    first = today - dt.timedelta(days=days - 1)
    start, end = _start_of_day(first), _start_of_day(today + dt.timedelta(days=1))

    def counts(model) -> dict[dt.date, int]:
        rows = (
            model.objects.filter(is_spam=False, created_at__gte=start, created_at__lt=end)
            .annotate(day=TruncDate("created_at", tzinfo=tz))
            .values("day")
            .annotate(total=Count("id"))
            .order_by()
        )
        return {row["day"]: row["total"] for row in rows}

    contacts, quotes = counts(ContactSubmission), counts(QuoteRequest)
    series = []
    for offset in range(days):
        day = first + dt.timedelta(days=offset)
        series.append({"date": day, "contacts": contacts.get(day, 0), "quotes": quotes.get(day, 0)})
    return series


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
