"""The staff API behind /admin: lead lists, detail, the pipeline (status, owner, notes, history),
CSV export, per-day stats, the staff members a lead can be given to, and the built forms staff
filter quote requests by.

Every endpoint answers only a signed-in, active staff session holding the Django model permission
it names (`lead_permissions`: view_ to read a kind of lead, change_ to move it through the
pipeline or add a note; 401 anonymous, 403 otherwise, never data), and every response is
`Cache-Control: no-store`. What they read and answer is in staff.filters and staff.serializers.
"""

from django.db import transaction
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiResponse,
    extend_schema,
)
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.api_auth import StaffApiMixin
from accounts.selectors import (
    CHANGE_CONTACTS,
    CHANGE_QUOTES,
    LEAD_VIEW_PERMISSIONS,
    VIEW_CONTACTS,
    VIEW_QUOTES,
    VIEW_REPORTS,
)
from analytics.selectors import experiment_reports
from leads.exports import FILE_STEMS, leads_csv_response
from leads.pipeline import (
    NoteInvalid,
    lead_note_add,
    lead_set_handled,
    lead_set_owner,
    lead_set_status,
)
from leads.selectors import (
    built_form_choices,
    contact_submission_get,
    contact_submission_list,
    lead_list,
    lead_stats,
    quote_request_get,
    quote_request_list,
    staff_owner_options,
)
from search.selectors import search_report
from sequences.selectors import lead_enrollment, sequences_report
from sequences.services import enrollment_stop
from staff.filters import LeadPagination, lead_filters
from staff.report_figures import DIMENSIONS, report_csv_response, reports
from staff.schema import detail_schema, export_schema, list_schema, notes_schema, sequence_stop_schema
from staff.serializers import (
    AnyLeadOutputSerializer,
    AnyLeadPageSerializer,
    ContactDetailSerializer,
    ContactOutputSerializer,
    ContactPageSerializer,
    FormsOutputSerializer,
    LeadChangeInputSerializer,
    NoteInputSerializer,
    QuoteDetailSerializer,
    QuoteOutputSerializer,
    QuotePageSerializer,
    ReportQuerySerializer,
    ReportsOutputSerializer,
    StaffUsersOutputSerializer,
    StatsOutputSerializer,
    StatsQuerySerializer,
)

# --- the two kinds of lead, one set of views --------------------------------------------------


class _LeadListApi(StaffApiMixin, APIView):
    lead_permissions = {"GET": (VIEW_CONTACTS,)}
    list_selector = staticmethod(contact_submission_list)
    output_serializer = ContactOutputSerializer

    def get(self, request):
        queryset = self.list_selector(filters=lead_filters(request))
        paginator = LeadPagination()
        page = paginator.paginate_queryset(queryset, request, view=self)
        return paginator.get_paginated_response(self.output_serializer(page, many=True).data)


class _OneLeadApi(StaffApiMixin, APIView):
    get_selector = staticmethod(contact_submission_get)
    output_serializer = ContactDetailSerializer

    def _lead(self, lead_id: int):
        lead = self.get_selector(lead_id=lead_id)
        if lead is None:
            raise NotFound("No such lead.")
        return lead


class _LeadDetailApi(_OneLeadApi):
    lead_permissions = {"GET": (VIEW_CONTACTS,), "PATCH": (CHANGE_CONTACTS,)}

    def get(self, request, lead_id: int):
        return Response(self.output_serializer(self._lead(lead_id)).data)

    def patch(self, request, lead_id: int):
        lead = self._lead(lead_id)
        data = LeadChangeInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        changes = data.validated_data
        with transaction.atomic():
            if "handled" in changes:
                lead = lead_set_handled(lead=lead, handled=changes["handled"], by=request.user)
            if "status" in changes:
                lead = lead_set_status(
                    lead=lead, status=changes["status"], sale=changes.get("sale"), by=request.user
                )
            if "owner" in changes:
                lead_set_owner(lead=lead, owner=changes["owner"], by=request.user)
        return Response(self.output_serializer(self._lead(lead_id)).data)


class _LeadNotesApi(_OneLeadApi):
    lead_permissions = {"POST": (CHANGE_CONTACTS,)}

    def post(self, request, lead_id: int):
        lead = self._lead(lead_id)
        data = NoteInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            lead_note_add(lead=lead, text=data.validated_data["text"], by=request.user)
        except NoteInvalid as error:
            raise serializers.ValidationError({"text": [str(error)]}) from error
        return Response(self.output_serializer(self._lead(lead_id)).data, status=201)


@list_schema(AnyLeadPageSerializer, "admin_leads_list")
class AnyLeadListApi(_LeadListApi):
    """GET /api/admin/leads: every lead, whatever form it came from (the staff page's first view),
    for a member who may see both kinds."""

    lead_permissions = {"GET": LEAD_VIEW_PERMISSIONS}
    list_selector = staticmethod(lead_list)
    output_serializer = AnyLeadOutputSerializer


class _LeadSequenceStopApi(_OneLeadApi):
    lead_permissions = {"POST": (CHANGE_CONTACTS,)}

    def post(self, request, lead_id: int, enrollment_id: int):
        enrollment = lead_enrollment(self._lead(lead_id), enrollment_id)
        if enrollment is None:
            raise NotFound("No such sequence for this lead.")
        enrollment_stop(enrollment=enrollment)
        return Response(self.output_serializer(self._lead(lead_id)).data)


@list_schema(ContactPageSerializer, "admin_contacts_list")
class ContactListApi(_LeadListApi):
    """GET /api/admin/contacts"""


@detail_schema(ContactDetailSerializer, "contact")
class ContactDetailApi(_LeadDetailApi):
    """GET, PATCH {handled | status | owner} /api/admin/contacts/<id>"""


@notes_schema(ContactDetailSerializer, "contact")
class ContactNotesApi(_LeadNotesApi):
    """POST {text} /api/admin/contacts/<id>/notes"""


@list_schema(QuotePageSerializer, "admin_quotes_list")
class QuoteListApi(_LeadListApi):
    """GET /api/admin/quotes"""

    lead_permissions = {"GET": (VIEW_QUOTES,)}
    list_selector = staticmethod(quote_request_list)
    output_serializer = QuoteOutputSerializer


@detail_schema(QuoteDetailSerializer, "quote")
class QuoteDetailApi(_LeadDetailApi):
    """GET, PATCH {handled | status | owner} /api/admin/quotes/<id>"""

    lead_permissions = {"GET": (VIEW_QUOTES,), "PATCH": (CHANGE_QUOTES,)}
    get_selector = staticmethod(quote_request_get)
    output_serializer = QuoteDetailSerializer


@notes_schema(QuoteDetailSerializer, "quote")
class QuoteNotesApi(_LeadNotesApi):
    """POST {text} /api/admin/quotes/<id>/notes"""

    lead_permissions = {"POST": (CHANGE_QUOTES,)}
    get_selector = staticmethod(quote_request_get)
    output_serializer = QuoteDetailSerializer


@sequence_stop_schema(ContactDetailSerializer, "contact")
class ContactSequenceStopApi(_LeadSequenceStopApi):
    """POST /api/admin/contacts/<id>/sequences/<enrollment id>/stop: no more follow-up emails"""


@sequence_stop_schema(QuoteDetailSerializer, "quote")
class QuoteSequenceStopApi(_LeadSequenceStopApi):
    """POST /api/admin/quotes/<id>/sequences/<enrollment id>/stop: no more follow-up emails"""

    lead_permissions = {"POST": (CHANGE_QUOTES,)}
    get_selector = staticmethod(quote_request_get)
    output_serializer = QuoteDetailSerializer


class _LeadExportApi(StaffApiMixin, APIView):
    lead_permissions = {"GET": (VIEW_CONTACTS,)}
    list_selector = staticmethod(contact_submission_list)

    def perform_content_negotiation(self, request, force=False):
        # A download may ask for text/csv; error answers still go out as JSON.
        return super().perform_content_negotiation(request, force=True)

    def get(self, request):
        queryset = self.list_selector(filters=lead_filters(request))
        return leads_csv_response(queryset, file_stem=FILE_STEMS[queryset.model])


@export_schema("admin_leads_export")
class AnyLeadExportApi(_LeadExportApi):
    """GET /api/admin/leads/export.csv (the list's filters, every page)"""

    lead_permissions = {"GET": LEAD_VIEW_PERMISSIONS}
    list_selector = staticmethod(lead_list)


@export_schema("admin_contacts_export")
class ContactExportApi(_LeadExportApi):
    """GET /api/admin/contacts/export.csv (the list's filters, every page)"""


@export_schema("admin_quotes_export")
class QuoteExportApi(_LeadExportApi):
    """GET /api/admin/quotes/export.csv (the list's filters, every page)"""

    lead_permissions = {"GET": (VIEW_QUOTES,)}
    list_selector = staticmethod(quote_request_list)


# --- stats ---------------------------------------------------------------------------------------


class StatsApi(StaffApiMixin, APIView):
    """GET /api/admin/stats: leads per day for the last 30 days (spam left out); ?by=status also
    splits each day by the leads' current status."""

    # A chart of counts only: either kind of lead permission shows it.
    lead_permissions = {"GET": LEAD_VIEW_PERMISSIONS}
    lead_permissions_any = True

    @extend_schema(parameters=[StatsQuerySerializer], responses=StatsOutputSerializer)
    def get(self, request):
        query = StatsQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        return Response(lead_stats(days=30, by_status=query.validated_data.get("by") == "status"))


# --- reports -------------------------------------------------------------------------------------


def _report_range(request) -> tuple:
    query = ReportQuerySerializer(data=request.query_params, context={"today": timezone.localdate()})
    query.is_valid(raise_exception=True)
    data = query.validated_data
    return data["dateFrom"], data["dateTo"], data.get("report") or "funnels"


class ReportsApi(StaffApiMixin, APIView):
    """GET /api/admin/reports?dateFrom&dateTo: the forms' funnels, the attribution of leads with
    the page views of the same sources and landing pages, and views and leads per day."""

    lead_permissions = {"GET": (VIEW_REPORTS,)}

    @extend_schema(
        operation_id="admin_reports", parameters=[ReportQuerySerializer], responses=ReportsOutputSerializer
    )
    def get(self, request):
        date_from, date_to, _ = _report_range(request)
        numbers = reports(date_from, date_to)
        body = {
            "dateFrom": date_from,
            "dateTo": date_to,
            "funnels": numbers["funnels"],
            "attribution": [
                {"key": key, "label": label, "rows": numbers["attribution"][key]}
                for key, label in DIMENSIONS.items()
            ],
            "days": numbers["days"],
            "searches": search_report(date_from, date_to),
            "abTests": experiment_reports(request.user),
            "sequences": sequences_report(),
        }
        return Response(ReportsOutputSerializer(body).data)


class ReportsExportApi(StaffApiMixin, APIView):
    """GET /api/admin/reports/export.csv?report=&dateFrom&dateTo: one of the CSVs the Reports view
    offers (staff.report_figures.REPORT_CSVS), named by its `report`."""

    lead_permissions = {"GET": (VIEW_REPORTS,)}

    def perform_content_negotiation(self, request, force=False):
        return super().perform_content_negotiation(request, force=True)

    @extend_schema(
        operation_id="admin_reports_export",
        parameters=[ReportQuerySerializer],
        responses={(200, "text/csv"): OpenApiResponse(OpenApiTypes.STR, description="A CSV download.")},
    )
    def get(self, request):
        date_from, date_to, report = _report_range(request)
        return report_csv_response(report, date_from, date_to)


class StaffUsersApi(StaffApiMixin, APIView):
    """GET /api/admin/staff-users: who a lead can be given to (active staff members)."""

    lead_permissions = {"GET": LEAD_VIEW_PERMISSIONS}
    lead_permissions_any = True

    @extend_schema(operation_id="admin_staff_users_list", responses=StaffUsersOutputSerializer)
    def get(self, request):
        return Response({"results": staff_owner_options()})


class BuiltFormsApi(StaffApiMixin, APIView):
    """GET /api/admin/forms: the forms built in the admin, as the Quote Requests tab's Form filter
    offers them. Their names are internal, so an anonymous page's props have none: the page asks
    here once a member signs in on it."""

    lead_permissions = {"GET": (VIEW_QUOTES,)}

    @extend_schema(operation_id="admin_forms_list", responses=FormsOutputSerializer)
    def get(self, request):
        return Response({"results": built_form_choices()})
