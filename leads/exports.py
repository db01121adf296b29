"""The one CSV export of leads, used by the staff page (/api/admin/.../export.csv) and the Django
admin's "Export selected leads as CSV" action: same columns, same labels, same formula guard."""

import csv
import json

from django.http import HttpResponse
from django.utils import timezone

from leads.csv_cells import csv_cell
from leads.models import ContactSubmission, DeliveryStatus, Lead, QuoteRequest
from leads.selectors import contact_service_names, quote_answers_labelled, user_label, with_delivery_statuses


def _received(lead) -> str:
    return timezone.localtime(lead.created_at).strftime("%Y-%m-%d %H:%M:%S %Z")


def _tracking(lead) -> list:
    return [lead.page_url, lead.referrer, lead.utm_source, lead.utm_medium, lead.utm_campaign]


_TRACKING_HEADERS = ["Page", "Referrer", "UTM source", "UTM medium", "UTM campaign"]


def _status(lead) -> list:
    # Staff notes are internal: never in an export.
    notification = lead.notification_status
    return [
        "Yes" if lead.handled else "No",
        lead.get_status_display(),
        user_label(lead.owner) if lead.owner_id else "",
        DeliveryStatus(notification).label if notification else "None",
    ]


_STATUS_HEADERS = ["Handled", "Status", "Owner", "Notification"]

_PERSON_HEADERS = ["ID", "Received", "Name", "Email", "Company", "Phone"]

CONTACT_CSV_HEADERS = [
    *_PERSON_HEADERS,
    "Service",
    "Message",
    "Source",
    *_STATUS_HEADERS,
    *_TRACKING_HEADERS,
]
QUOTE_CSV_HEADERS = [
    *_PERSON_HEADERS,
    "Source",
    "Answers",
    "Quiz answers (raw)",
    *_STATUS_HEADERS,
    *_TRACKING_HEADERS,
]


def _person(lead: Lead) -> list:
    """The columns every row starts with: ID, Received, Name, Email, Company, Phone."""
    return [lead.pk, _received(lead), lead.name, lead.email, lead.company, lead.phone]


def _contact_row(lead: ContactSubmission, service_names: dict[str, str]) -> list:
    return [
        *_person(lead),
        service_names.get(lead.service, lead.service),
        lead.message,
        lead.get_source_display(),
        *_status(lead),
        *_tracking(lead),
    ]


def _quote_row(lead: QuoteRequest, service_names: dict[str, str]) -> list:
    answers = "; ".join(f"{row['question']}: {row['answer']}" for row in quote_answers_labelled(lead))
    return [
        *_person(lead),
        lead.get_source_display(),
        answers,
        json.dumps(lead.quiz_answers, ensure_ascii=False, sort_keys=True),
        *_status(lead),
        *_tracking(lead),
    ]


def leads_csv_response(queryset, *, file_stem: str) -> HttpResponse:
    """A CSV download of `queryset` (contact submissions or quote requests), one row per lead."""
    is_contact = queryset.model is ContactSubmission
    headers, row = (CONTACT_CSV_HEADERS, _contact_row) if is_contact else (QUOTE_CSV_HEADERS, _quote_row)
    if "notification_status" not in queryset.query.annotations:
        queryset = with_delivery_statuses(queryset)
    queryset = queryset.select_related("owner")
    stamp = timezone.localtime().strftime("%Y-%m-%d")
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{file_stem}-{stamp}.csv"'
    # A byte-order mark so spreadsheet programs read accented names as UTF-8.
    response.write("\ufeff")
    writer = csv.writer(response)
    writer.writerow(headers)
    service_names = contact_service_names()
    for lead in queryset.iterator(chunk_size=500):
        writer.writerow([csv_cell(value) for value in row(lead, service_names)])
    return response


FILE_STEMS = {ContactSubmission: "contact-submissions", QuoteRequest: "quote-requests"}
