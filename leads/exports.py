"""The one CSV export of leads, used by the staff page (/api/admin/.../export.csv) and the Django
admin's "Export selected leads as CSV" action: same columns, same labels, same formula guard.
`csv_response` writes it, and every other export of the site writes through it too: the
subscribers, the Reports view's files and the ad platforms' conversion files."""

import csv
import itertools
import json
from collections.abc import Iterable

from django.http import HttpResponse
from django.utils import timezone

from analytics.ab_versions import version_labels
from delivery.models import DeliveryStatus
from leads.click_ids import click_ids_text
from leads.csv_cells import csv_cell
from leads.models import ContactSubmission, Lead, QuoteRequest, language_label
from leads.selectors import contact_service_names, quote_answers_labelled, user_label, with_delivery_statuses


def _received(lead) -> str:
    return timezone.localtime(lead.created_at).strftime("%Y-%m-%d %H:%M:%S %Z")


def _tracking(lead, version_names: dict[str, str]) -> list:
    return [
        lead.page_url,
        lead.landing_page,
        lead.referrer,
        lead.utm_source,
        lead.utm_medium,
        lead.utm_campaign,
        click_ids_text(lead.click_ids),
        version_names.get(lead.ab_version, ""),
    ]


_TRACKING_HEADERS = [
    "Page",
    "Landing page",
    "Referrer",
    "UTM source",
    "UTM medium",
    "UTM campaign",
    "Click ids",
    "A/B test version",
]


def _status(lead) -> list:
    # Staff notes are internal: never in an export.
    notification = lead.notification_status
    return [
        "Yes" if lead.handled else "No",
        lead.get_status_display(),
        user_label(lead.owner) if lead.owner_id else "",
        DeliveryStatus(notification).label if notification else "None",
        lead.score,
        "; ".join(lead.score_reasons),
    ]


_STATUS_HEADERS = ["Handled", "Status", "Owner", "Notification", "Score", "Score reasons"]

_PERSON_HEADERS = ["ID", "Received", "Name", "Email", "Company", "Phone"]

CONTACT_CSV_HEADERS = [
    *_PERSON_HEADERS,
    "Service",
    "Message",
    "Source",
    "Language",
    *_STATUS_HEADERS,
    *_TRACKING_HEADERS,
]
QUOTE_CSV_HEADERS = [
    *_PERSON_HEADERS,
    "Source",
    "Language",
    "Answers",
    "Quiz answers (raw)",
    *_STATUS_HEADERS,
    *_TRACKING_HEADERS,
]


# Every lead's export (the staff page's first view): the form it came from, then what either kind
# of lead holds (a contact's service and message, a quote's answers).
ALL_CSV_HEADERS = [
    *_PERSON_HEADERS,
    "Form",
    "Service",
    "Message",
    "Answers",
    "Language",
    *_STATUS_HEADERS,
    *_TRACKING_HEADERS,
]


def _person(lead: Lead) -> list:
    """The columns every row starts with: ID, Received, Name, Email, Company, Phone."""
    return [lead.pk, _received(lead), lead.name, lead.email, lead.company, lead.phone]


def _contact_row(
    lead: ContactSubmission, service_names: dict[str, str], version_names: dict[str, str]
) -> list:
    return [
        *_person(lead),
        service_names.get(lead.answer("service"), lead.answer("service")),
        lead.answer("message"),
        lead.get_source_display(),
        language_label(lead.language),
        *_status(lead),
        *_tracking(lead, version_names),
    ]


def _quote_row(lead: QuoteRequest, service_names: dict[str, str], version_names: dict[str, str]) -> list:
    answers = "; ".join(f"{row['question']}: {row['answer']}" for row in quote_answers_labelled(lead))
    return [
        *_person(lead),
        lead.get_source_display(),
        language_label(lead.language),
        answers,
        json.dumps(lead.answer("quiz_answers") or {}, ensure_ascii=False, sort_keys=True),
        *_status(lead),
        *_tracking(lead, version_names),
    ]


def _any_row(lead: Lead, service_names: dict[str, str], version_names: dict[str, str]) -> list:
    contact = lead.is_contact
    answers = (
        ""
        if contact
        else "; ".join(f"{row['question']}: {row['answer']}" for row in quote_answers_labelled(lead))
    )
    return [
        *_person(lead),
        lead.source_label,
        service_names.get(lead.answer("service"), lead.answer("service")) if contact else "",
        lead.answer("message") if contact else "",
        answers,
        language_label(lead.language),
        *_status(lead),
        *_tracking(lead, version_names),
    ]


def csv_response(
    *,
    headers: list[str],
    rows: Iterable[list],
    file_stem: str,
    dated: bool = True,
    for_spreadsheets: bool = True,
) -> HttpResponse:
    """A CSV download named `<file_stem>-<today>.csv` (`<file_stem>.csv` when not `dated`): every
    cell, the header row's too, through csv_cell (formulas defused, dates in ISO 8601), UTF-8 with a
    byte-order mark. The one CSV writer of the site (the leads exports, the subscribers export, the
    Reports view's files, the ad platforms' conversion files).

    A file for another program to import (`for_spreadsheets=False`: the ad platforms' files) has no
    byte-order mark, which would break the import's first column. Its cells are defused all the
    same: a marketer opens it in a spreadsheet before uploading it, and a click id comes from a
    visitor's address (`-2-3` is a valid one). A platform's real values never start like a formula,
    so only a hostile row fails its import."""
    stamp = timezone.localtime().strftime("%Y-%m-%d")
    name = f"{file_stem}-{stamp}.csv" if dated else f"{file_stem}.csv"
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    if for_spreadsheets:
        # A byte-order mark so spreadsheet programs read accented names as UTF-8.
        response.write("\ufeff")
    writer = csv.writer(response)
    for row in itertools.chain([headers], rows):
        writer.writerow([csv_cell(value) for value in row])
    return response


def leads_csv_response(queryset, *, file_stem: str) -> HttpResponse:
    """A CSV download of `queryset` (contact submissions, quote requests, or every lead), one row per lead."""
    headers, row = {
        ContactSubmission: (CONTACT_CSV_HEADERS, _contact_row),
        QuoteRequest: (QUOTE_CSV_HEADERS, _quote_row),
        Lead: (ALL_CSV_HEADERS, _any_row),
    }[queryset.model]
    if "notification_status" not in queryset.query.annotations:
        queryset = with_delivery_statuses(queryset)
    queryset = queryset.select_related("owner")
    service_names = contact_service_names()
    # The A/B test versions the leads carry, named once for the whole file.
    versions = queryset.exclude(ab_version="").values_list("ab_version", flat=True).order_by().distinct()
    version_names = version_labels(versions)
    rows = (row(lead, service_names, version_names) for lead in queryset.iterator(chunk_size=500))
    return csv_response(headers=headers, rows=rows, file_stem=file_stem)


FILE_STEMS = {Lead: "leads", ContactSubmission: "contact-submissions", QuoteRequest: "quote-requests"}
