"""Reads of leads: the staff lists and chart, single leads, and the answers in readable form."""

import datetime as dt
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.db.models import (
    Case,
    Count,
    F,
    IntegerField,
    OuterRef,
    Q,
    QuerySet,
    Subquery,
    TextField,
    Value,
    When,
)
from django.db.models.fields.json import KT
from django.db.models.functions import Cast, Lower, TruncDate
from django.db.models.lookups import IContains
from django.utils import timezone

from analytics.ab_versions import version_labels
from delivery.models import Delivery, DeliveryKind
from leads import options
from leads.click_ids import click_ids_text
from leads.lead_forms import CONTACT, answer_label, form_kind
from leads.models import (
    BuiltForm,
    ContactSubmission,
    Lead,
    LeadEvent,
    LeadEventKind,
    LeadNote,
    LeadSource,
    LeadStatus,
    QuoteRequest,
    built_form_key,
    built_form_pk,
)
from marketing.selectors import contact_service_options

NOT_PROVIDED = "Not provided"

# The API's ordering names (camelCase, as in the records) and the columns behind them.
ORDERINGS = {
    "createdAt": (F("created_at"),),
    "name": (Lower("name"),),
    "company": (Lower("company"),),
    # The pipeline's order (New first), not the alphabet's.
    "status": (
        Case(
            *(When(status=value, then=Value(rank)) for rank, value in enumerate(LeadStatus.values)),
            output_field=IntegerField(),
        ),
    ),
    # By the owner's username; leads nobody owns come last going up.
    "owner": (Lower("owner__username"),),
    # Which lead to call first (leads.scoring): `-score` puts the best first.
    "score": (F("score"),),
}
# What a staff search looks in, per kind of lead: the staff API's lists and exports and the Django
# admin's search box read these same lists (quote requests: every text a visitor writes). A name
# that is no column is an answer of the lead's form, looked up in `answers` (search_lookup).
CONTACT_SEARCH_FIELDS = ("name", "email", "company", "phone", "message")
QUOTE_SEARCH_FIELDS = (
    "name",
    "email",
    "company",
    "phone",
    "website",
    "description",
    "current_challenges",
    "automation_goals",
)
# Every lead's list (the staff page's first view) looks in what either kind's looks in.
ALL_SEARCH_FIELDS = tuple(dict.fromkeys(CONTACT_SEARCH_FIELDS + QUOTE_SEARCH_FIELDS))
SEARCH_FIELDS = {"all": ALL_SEARCH_FIELDS, "contacts": CONTACT_SEARCH_FIELDS, "quotes": QUOTE_SEARCH_FIELDS}
_COLUMNS = {field.name for field in Lead._meta.concrete_fields}


def search_lookup(name: str) -> str:
    """The lookup a search field name stands for: a column ("email"), or an answer of the lead's
    form ("message" -> "answers__message", which works on SQLite and PostgreSQL alike)."""
    return name if name in _COLUMNS else f"answers__{name}"


def search_hint(kind: str) -> str:
    """What the staff page's search box says it looks in: "Name, email, company, phone or message"."""
    names = [
        str(Lead._meta.get_field(field).verbose_name).lower() if field in _COLUMNS else answer_label(field)
        for field in SEARCH_FIELDS[kind]
    ]
    return f"{', '.join(names[:-1])} or {names[-1]}".capitalize()


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
    # Any of these statuses (empty: every status).
    statuses: tuple[str, ...] = ()
    # A user id, or OWNER_NONE for leads nobody owns (None: every owner).
    owner: int | str | None = None
    # Leads scoring at least this much (None: any score).
    score_min: int | None = None
    # Leads sent from a form in this language ("es"; empty: every language).
    language: str = ""
    # Leads whose landing page is this path, whatever its query ("/lp/spring-offer"; empty: any).
    landing_page: str = ""
    # Leads of one form ("built-3", a form built in the admin; "hero_quiz"; empty: every form).
    form: str = ""


OWNER_NONE = "none"


def _start_of_day(day: dt.date) -> dt.datetime:
    """Midnight of `day` in the site's time zone, the day the staff see in the table."""
    return timezone.make_aware(dt.datetime.combine(day, dt.time.min), timezone.get_current_timezone())


def _filter(queryset: QuerySet, filters: LeadFilters, search_fields: tuple[str, ...]) -> QuerySet:
    queryset = queryset.filter(is_spam=filters.spam)
    if filters.search:
        query = Q()
        for field in search_fields:
            column = F(field) if field in _COLUMNS else KT(search_lookup(field))
            query |= Q(IContains(column, filters.search))
        # A built form's answers are its own: searched as the JSON text they are stored as.
        query |= Q(form__startswith="built-") & Q(IContains(Cast("answers", TextField()), filters.search))
        queryset = queryset.filter(query)
    if filters.date_from:
        queryset = queryset.filter(created_at__gte=_start_of_day(filters.date_from))
    if filters.date_to:
        queryset = queryset.filter(created_at__lt=_start_of_day(filters.date_to + dt.timedelta(days=1)))
    if filters.handled is not None:
        # Handled is any status but New (Lead.handled).
        new = Q(status=LeadStatus.NEW)
        queryset = queryset.filter(~new if filters.handled else new)
    if filters.source:
        queryset = queryset.filter(source=filters.source)
    if filters.form:
        queryset = queryset.filter(form=filters.form)
    if filters.language:
        queryset = queryset.filter(language=filters.language)
    if filters.landing_page:
        path = filters.landing_page
        queryset = queryset.filter(Q(landing_page=path) | Q(landing_page__startswith=f"{path}?"))
    if filters.statuses:
        queryset = queryset.filter(status__in=filters.statuses)
    if filters.score_min is not None:
        queryset = queryset.filter(score__gte=filters.score_min)
    if filters.owner == OWNER_NONE:
        queryset = queryset.filter(owner__isnull=True)
    elif filters.owner is not None:
        queryset = queryset.filter(owner_id=filters.owner)

    descending = filters.ordering.startswith("-")
    columns = ORDERINGS[filters.ordering.lstrip("-")]
    order = [c.desc(nulls_last=True) if descending else c.asc(nulls_last=True) for c in columns]
    tie_breaker = "-id" if descending else "id"
    return queryset.order_by(*order, tie_breaker)


def with_delivery_statuses(queryset: QuerySet) -> QuerySet:
    """Leads annotated with `notification_status` and `acknowledgement_status` (None: no such
    delivery, e.g. no acknowledgement for spam or a second lead from one address in a day)."""

    def status_of(kind: str) -> Subquery:
        rows = Delivery.objects.filter(lead=OuterRef("pk"), kind=kind).order_by("-created_at", "-id")
        return Subquery(rows.values("status")[:1])

    return queryset.annotate(
        notification_status=status_of(DeliveryKind.NOTIFICATION),
        acknowledgement_status=status_of(DeliveryKind.ACKNOWLEDGEMENT),
    )


def _with_owner(queryset: QuerySet) -> QuerySet:
    return queryset.select_related("owner")


def lead_list(*, filters: LeadFilters = LeadFilters()) -> QuerySet[Lead]:
    """Every lead, whatever form it came from, matching the staff filters (by default: not spam,
    newest first): the staff page's first view."""
    return _filter(with_delivery_statuses(_with_owner(Lead.objects.all())), filters, ALL_SEARCH_FIELDS)


def contact_submission_list(*, filters: LeadFilters = LeadFilters()) -> QuerySet[ContactSubmission]:
    """Contact messages matching the staff filters (by default: not spam, newest first)."""
    return _filter(
        with_delivery_statuses(_with_owner(ContactSubmission.objects.all())), filters, CONTACT_SEARCH_FIELDS
    )


def quote_request_list(*, filters: LeadFilters = LeadFilters()) -> QuerySet[QuoteRequest]:
    """Quote requests from every form matching the staff filters (by default: not spam, newest first)."""
    return _filter(
        with_delivery_statuses(_with_owner(QuoteRequest.objects.all())), filters, QUOTE_SEARCH_FIELDS
    )


def contact_submission_get(*, lead_id: int) -> ContactSubmission | None:
    return with_delivery_statuses(_with_owner(ContactSubmission.objects.filter(pk=lead_id))).first()


def quote_request_get(*, lead_id: int) -> QuoteRequest | None:
    """The quote request `lead_id`, or the one whose former id it is (quote_request_by_former_id)."""
    former = quote_request_by_former_id(lead_id)
    lead_id = former.pk if former is not None else lead_id
    return with_delivery_statuses(_with_owner(QuoteRequest.objects.filter(pk=lead_id))).first()


def quote_request_by_former_id(lead_id: object) -> QuoteRequest | None:
    """The quote request whose id was `lead_id` before contacts and quotes were one table, when no
    quote request has that id now; None otherwise.

    Contacts kept their ids; quote requests were numbered after the highest id either table had
    given, so a quote request's id never equals a former quote id and a link sent before the
    change (`.../quoterequest/<id>/`, `/api/admin/quotes/<id>`) names one lead only."""
    try:
        number = int(str(lead_id))
    except ValueError:
        return None
    if number <= 0 or QuoteRequest.objects.filter(pk=number).exists():
        return None
    return QuoteRequest.objects.filter(former_quote_id=number).first()


def user_label(user) -> str:
    """How staff see a colleague: their full name, or their username."""
    return (user.get_full_name() or user.get_username()) if user is not None else ""


def staff_owner_choices() -> QuerySet:
    """Who can own a lead: active staff members, by name."""
    return get_user_model().objects.filter(is_staff=True, is_active=True).order_by("username")


def staff_owner_options() -> list[dict]:
    """The owner select's choices: [{"id", "name"}]."""
    return [{"id": user.pk, "name": user_label(user)} for user in staff_owner_choices()]


def lead_notes(lead: Lead) -> list[dict]:
    """A lead's staff notes, oldest first: [{"id", "text", "author", "createdAt"}]."""
    notes = LeadNote.objects.filter(lead=lead).select_related("author")
    return [
        {"id": note.pk, "text": note.text, "author": user_label(note.author), "createdAt": note.created_at}
        for note in notes
    ]


def lead_history(lead: Lead) -> list[dict]:
    """A lead's history, oldest first: [{"kind", "actor", "at", "from", "to", "summary"}]."""
    events = LeadEvent.objects.filter(lead=lead).select_related("actor")
    return [
        {
            "kind": event.kind,
            "actor": user_label(event.actor),
            "at": event.at,
            "from": event.from_value,
            "to": event.to_value,
            "summary": _event_summary(event),
        }
        for event in events
    ]


def _event_summary(event: LeadEvent) -> str:
    if event.kind == LeadEventKind.NOTE:
        return "Added a note."
    if event.kind == LeadEventKind.GUIDE:
        return f"Guide sent: {event.to_value}." if event.to_value else "Guide sent."
    if event.kind == LeadEventKind.OWNER:
        if not event.to_value:
            return f"Owner removed (was {event.from_value})."
        return f"Owner set to {event.to_value}."
    return f"Status changed from {event.from_value} to {event.to_value}."


def leads_per_day(*, days: int = 30, today: dt.date | None = None, by_status: bool = False) -> list[dict]:
    """Contacts and quotes received per day (site time zone) for the last `days` days, spam left out.
    With `by_status`, each day also has "statuses": {status: count} by the leads' current status."""
    tz = timezone.get_current_timezone()
    today = today or timezone.localdate()
    first = today - dt.timedelta(days=days - 1)
    start, end = _start_of_day(first), _start_of_day(today + dt.timedelta(days=1))

    rows = (
        Lead.objects.filter(is_spam=False, created_at__gte=start, created_at__lt=end)
        .annotate(day=TruncDate("created_at", tzinfo=tz))
        .values("day", "status", "form")
        .annotate(total=Count("id"))
        .order_by()
    )
    contacts: dict[tuple[dt.date, str], int] = {}
    quotes: dict[tuple[dt.date, str], int] = {}
    for row in rows:
        table = contacts if form_kind(row["form"]) == CONTACT else quotes
        key = (row["day"], row["status"])
        table[key] = table.get(key, 0) + row["total"]

    def on(table: dict, day: dt.date, status: str | None = None) -> int:
        return sum(n for (d, s), n in table.items() if d == day and (status is None or s == status))

    series = []
    for offset in range(days):
        day = first + dt.timedelta(days=offset)
        entry = {"date": day, "contacts": on(contacts, day), "quotes": on(quotes, day)}
        if by_status:
            entry["statuses"] = {
                status: on(contacts, day, status) + on(quotes, day, status) for status in LeadStatus.values
            }
        series.append(entry)
    return series


def lead_stats(*, days: int = 30, today: dt.date | None = None, by_status: bool = False) -> dict:
    """The staff chart: leads per day (site time zone, spam left out) with each day's total, and
    the totals of the period. With `by_status`, days and totals are also split by current status."""
    series = leads_per_day(days=days, today=today, by_status=by_status)
    stats = {
        "days": [{**day, "total": day["contacts"] + day["quotes"]} for day in series],
        "totals": {
            "contacts": sum(day["contacts"] for day in series),
            "quotes": sum(day["quotes"] for day in series),
        },
    }
    if by_status:
        stats["totals"]["statuses"] = {
            status: sum(day["statuses"][status] for day in series) for status in LeadStatus.values
        }
        stats["statuses"] = [{"value": value, "label": label} for value, label in LeadStatus.choices]
    return stats


def lead_answer_rows(lead: Lead) -> list[tuple[str, str]]:
    """Everything the visitor sent, as (question, readable answer) pairs in the form's order.

    For the emails and the Django admin: the contact details where the form asks them, and every
    answer labelled by quote_answers (the one labeller); answers left empty read "Not provided".
    """
    if lead.source == LeadSource.BUILT_FORM:
        rows = [*_contact_rows(lead), *quote_answers(lead)]
    elif lead.is_contact:
        rows = [("Name", lead.name), ("Email", lead.email), ("Company", lead.company)]
        if lead.source == LeadSource.CONTACT_PAGE or lead.phone:
            rows.append(("Phone", lead.phone))
        rows += [
            ("Service", contact_service_name(lead.answer("service"))),
            ("Message", lead.answer("message")),
        ]
    else:
        answers = quote_answers(lead)
        if lead.source == LeadSource.HERO_QUIZ:
            # The quiz asks its four choices, then the business details, then website and description.
            chosen = len(options.HERO_QUESTIONS)
            contact = [
                ("Company", lead.company),
                ("Name", lead.name),
                ("Email", lead.email),
                ("Phone", lead.phone),
            ]
            rows = [*answers[:chosen], *contact, *answers[chosen:]]
        elif lead.source == LeadSource.AI_AUTOMATION_PAGE:
            rows = [*_contact_rows(lead), *answers]
        else:
            rows = [*answers, *_contact_rows(lead)]
    return [(label, value if value else NOT_PROVIDED) for label, value in rows]


def _contact_rows(lead: Lead) -> list[tuple[str, str]]:
    return [("Name", lead.name), ("Email", lead.email), ("Company", lead.company), ("Phone", lead.phone)]


def contact_service_choices() -> list[dict]:
    """The contact forms' service choices, and the only ids POST /api/contact accepts: every
    catalogue service (marketing's selector, which editors change in the Django admin), then Other."""
    return [*contact_service_options(), dict(options.CONTACT_OTHER_SERVICE)]


def contact_service_names() -> dict[str, str]:
    """Service id -> the name the contact forms show for it."""
    return {choice["id"]: choice["name"] for choice in contact_service_choices()}


def contact_service_name(service_id: str) -> str:
    """The name the forms show for a service id (a service since removed keeps its id)."""
    return contact_service_names().get(service_id, service_id)


# Contact details travel inside the hero quiz answers too; they are labelled as contact fields.
_CONTACT_KEYS = {"name", "email", "company", "phone", "source"}


def quote_answers(quote: QuoteRequest) -> list[tuple[str, str]]:
    """The one labeller of a quote's answers: (question, answer) in the form's order, labels from
    leads.options, "" for a question left unanswered. Unknown ids and keys are shown as they are,
    never dropped."""
    if quote.source == LeadSource.BUILT_FORM:
        return built_form_answers(quote)
    answers = dict(quote.answer("quiz_answers") or {})
    if quote.source == LeadSource.PRICING_QUIZ:
        rows = _pricing_answers(answers)
        known = {question.id for question in options.PRICING_QUIZ}
    elif quote.source == LeadSource.AI_AUTOMATION_PAGE:
        rows = _consultation_answers(quote, answers)
        known = set(options.CONSULTATION_QUESTIONS)
    else:
        rows = _hero_answers(answers)
        website, description = quote.answer("website"), quote.answer("description")
        rows.append((options.HERO_WEBSITE_LABEL, _text(website or answers.get("website"))))
        rows.append((options.HERO_DESCRIPTION_LABEL, _text(description or answers.get("description"))))
        known = {*options.HERO_QUESTIONS, "website", "description"}
    rows += [
        (_humanize(key), _text(value)) for key, value in answers.items() if key not in known | _CONTACT_KEYS
    ]
    return rows


def built_form_of(lead: Lead) -> BuiltForm | None:
    """The form built in the admin a lead was sent from (None for the forms in code)."""
    pk = built_form_pk(lead.form)
    return BuiltForm.objects.filter(pk=pk).first() if pk else None


def built_form_name(lead: Lead) -> str:
    """What staff call the built form a lead came from ("" for the forms in code)."""
    form = built_form_of(lead)
    return form.name if form is not None else ""


def built_form_answers(lead: Lead) -> list[tuple[str, str]]:
    """A built form's answers, labelled by its fields' English labels in the form's order (a ticked
    checkbox reads "Yes"); answers of fields deleted since keep their key as label, never dropped."""
    form = built_form_of(lead)
    fields = [] if form is None else [f for f in form.leads_builtformfield_set.all() if not f.lead_field]
    answers = dict(lead.answers or {})
    rows = [(field.label_en or field.key, _answer_text(answers.pop(field.key, None))) for field in fields]
    return rows + [(_humanize(key), _answer_text(value)) for key, value in answers.items()]


def _answer_text(value) -> str:
    return "Yes" if value is True else _text(value)


def built_form_live(slug: str) -> BuiltForm | None:
    """A form accepting leads, with its fields."""
    return (
        BuiltForm.objects.filter(slug=slug, is_active=True)
        .prefetch_related("leads_builtformfield_set")
        .first()
    )


# The forms written in code by the names staff read, in the order the Form filter offers them (the
# contact form is sent from two places; the built forms follow, by their own names).
CODED_FORM_LABELS = {
    "contact": "Contact forms (home page and contact page)",
    "hero_quiz": LeadSource.HERO_QUIZ.label,
    "consultation": LeadSource.AI_AUTOMATION_PAGE.label,
    "pricing_quiz": LeadSource.PRICING_QUIZ.label,
}


def coded_form_choices() -> list[dict]:
    """The forms written in code as the staff page's Form filter offers them: their key and name."""
    return [{"value": key, "label": label} for key, label in CODED_FORM_LABELS.items()]


def built_form_choices() -> list[dict]:
    """Every built form as the staff page's filter offers it: its lead `form` key and its name."""
    return [
        {"value": built_form_key(pk), "label": name}
        for pk, name in BuiltForm.objects.values_list("pk", "name")
    ]


def quote_answers_labelled(quote: QuoteRequest) -> list[dict[str, str]]:
    """A quote's answered questions for the staff page and its CSV: [{"question", "answer"}]."""
    return [{"question": question, "answer": answer} for question, answer in quote_answers(quote) if answer]


def _pricing_answers(answers: dict) -> list[tuple[str, str]]:
    return [
        (question.label, _text(answers.get(question.id), question.options))
        for question in options.PRICING_QUIZ
    ]


def _hero_answers(answers: dict) -> list[tuple[str, str]]:
    # The hero quiz's choices are stored as their visible texts: nothing to translate.
    return [(label, _text(answers.get(key))) for key, label in options.HERO_QUESTIONS.items()]


def _consultation_answers(quote: QuoteRequest, answers: dict) -> list[tuple[str, str]]:
    """The consultation's answers (the form's own keys; the quiz's camelCase ones are read only for
    what they lack)."""
    values = {
        "service": (quote.answer("service"), None),
        "vertical": (quote.answer("vertical"), options.CONSULTATION_VERTICALS),
        "currentChallenges": (quote.answer("current_challenges"), None),
        "automationGoals": (quote.answer("automation_goals"), None),
        "teamSize": (quote.answer("team_size"), options.CONSULTATION_TEAM_SIZES),
        "budget": (quote.answer("budget"), options.CONSULTATION_BUDGETS),
    }
    return [
        (label, _text(values[key][0] or answers.get(key), values[key][1]))
        for key, label in options.CONSULTATION_QUESTIONS.items()
    ]


def _text(value, labels: dict[str, str] | None = None) -> str:
    """An answer as text: ids become labels, lists are joined, None is empty."""
    labels = labels or {}
    if isinstance(value, list):
        return ", ".join(str(labels.get(str(item), str(item))) for item in value)
    if value is None:
        return ""
    return str(labels.get(str(value), str(value)))


def _humanize(key: str) -> str:
    spaced = "".join(f" {c.lower()}" if c.isupper() else c for c in key).replace("-", " ").replace("_", " ")
    return spaced.strip().capitalize()


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
        ("Ad click ids", click_ids_text(lead.click_ids)),
        ("A/B test version", version_labels([lead.ab_version])[lead.ab_version] if lead.ab_version else ""),
        ("Browser", lead.user_agent),
        ("Address", lead.client_address),
    ]
    return [(label, value) for label, value in rows if value]


def won_leads(start: dt.datetime, end: dt.datetime) -> list[Lead]:
    """The leads of both kinds won in [start, end) (won_at), spam left out, the earliest sale first."""
    leads = Lead.objects.filter(is_spam=False, status=LeadStatus.WON, won_at__gte=start, won_at__lt=end)
    return list(leads.order_by("won_at", "created_at", "pk"))


def leads_by_ab_version(versions: list[str]) -> dict[str, int]:
    """Leads (spam left out) carrying each A/B test version ("7:B"): its conversions."""
    totals = dict.fromkeys(versions, 0)
    rows = (
        Lead.objects.filter(is_spam=False, ab_version__in=versions)
        .values_list("ab_version")
        .annotate(total=Count("id"))
        .order_by()
    )
    for version, total in rows:
        totals[version] += total
    return totals


def leads_landing_on(paths: list[str], start: dt.datetime) -> int:
    """Leads (spam left out) since `start` whose landing page is one of these paths (any query)."""
    match = Q()
    for path in paths:
        match |= Q(landing_page=path) | Q(landing_page__startswith=f"{path}?")
    return Lead.objects.filter(match, is_spam=False, created_at__gte=start).count()
