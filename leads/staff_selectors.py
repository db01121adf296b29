"""Reads for the staff page: filtered lead lists and the leads-per-day chart."""

import datetime as dt
from dataclasses import dataclass

from django.db.models import Count, F, Q, QuerySet
from django.db.models.functions import Lower, TruncDate
from django.utils import timezone

from leads.models import ContactSubmission, QuoteRequest

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


def contact_submission_staff_list(*, filters: LeadFilters) -> QuerySet[ContactSubmission]:
    return _filter(ContactSubmission.objects.all(), filters, CONTACT_SEARCH_FIELDS)


def quote_request_staff_list(*, filters: LeadFilters) -> QuerySet[QuoteRequest]:
    return _filter(QuoteRequest.objects.all(), filters, QUOTE_SEARCH_FIELDS)


def contact_submission_staff_get(*, lead_id: int) -> ContactSubmission | None:
    return ContactSubmission.objects.filter(pk=lead_id).first()


def quote_request_staff_get(*, lead_id: int) -> QuoteRequest | None:
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
