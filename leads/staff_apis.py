"""The staff API behind /admin: lead lists, detail, the pipeline (status, owner, notes, history),
CSV export, per-day stats, and the staff members a lead can be given to.

Every endpoint answers only a signed-in, active staff session holding the Django model permission
it names (`lead_permissions`: view_ to read a kind of lead, change_ to move it through the
pipeline or add a note; 401
anonymous, 403 otherwise, never data), and every response is `Cache-Control: no-store`.
"""

import datetime as dt

from django.db import transaction
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
    extend_schema_serializer,
    extend_schema_view,
)
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.api_auth import StaffApiMixin
from accounts.selectors import (
    CHANGE_CONTACTS,
    CHANGE_QUOTES,
    LEAD_VIEW_PERMISSIONS,
    VIEW_CONTACTS,
    VIEW_QUOTES,
)
from leads.exports import FILE_STEMS, leads_csv_response
from leads.models import LeadNote, LeadSource, LeadStatus
from leads.selectors import (
    ORDERINGS,
    OWNER_NONE,
    LeadFilters,
    contact_submission_get,
    contact_submission_list,
    lead_history,
    lead_notes,
    lead_stats,
    quote_answers_labelled,
    quote_request_get,
    quote_request_list,
    staff_owner_choices,
    staff_owner_options,
    user_label,
)
from leads.services import (
    NOTE_EMPTY_MESSAGE,
    NOTE_TOO_LONG_MESSAGE,
    NoteInvalid,
    lead_note_add,
    lead_set_handled,
    lead_set_owner,
    lead_set_status,
)

_BOOLEAN_CHOICES = [("true", "true"), ("false", "false")]
_ORDERING_CHOICES = [name for key in ORDERINGS for name in (key, f"-{key}")]


# Leads exist only within these dates; far-off ones (9999-12-31) would overflow the day arithmetic.
EARLIEST_DATE, LATEST_DATE = dt.date(2000, 1, 1), dt.date(2999, 12, 31)
OWNER_FILTER_MESSAGE = "Please choose an owner: a staff member's id, me or none."
OWNER_INVALID_MESSAGE = "Please choose an active staff member as the owner."
DATE_RANGE_MESSAGE = f"Please choose a date between {EARLIEST_DATE:%Y-%m-%d} and {LATEST_DATE:%Y-%m-%d}."


def _date_in_range(value: dt.date) -> dt.date:
    if not EARLIEST_DATE <= value <= LATEST_DATE:
        raise serializers.ValidationError(DATE_RANGE_MESSAGE)
    return value


@extend_schema_serializer(component_name="StaffLeadFilters")
class FilterSerializer(serializers.Serializer):
    """The query parameters every list and export accepts."""

    search = serializers.CharField(required=False, allow_blank=True, max_length=200)
    dateFrom = serializers.DateField(required=False)
    dateTo = serializers.DateField(required=False)
    handled = serializers.ChoiceField(choices=_BOOLEAN_CHOICES, required=False, allow_blank=True)
    source = serializers.ChoiceField(choices=LeadSource.choices, required=False, allow_blank=True)
    spam = serializers.ChoiceField(choices=_BOOLEAN_CHOICES, required=False, allow_blank=True)
    ordering = serializers.ChoiceField(choices=_ORDERING_CHOICES, required=False, allow_blank=True)
    status = serializers.ListField(
        child=serializers.ChoiceField(choices=LeadStatus.choices),
        required=False,
        help_text="One or several statuses (repeat the parameter, or separate them with commas).",
    )
    owner = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=20,
        help_text="A staff member's id, `me` (the signed-in user) or `none` (nobody owns it).",
    )

    def to_internal_value(self, data):
        # status=new&status=won and status=new,won both work; blanks are ignored.
        if hasattr(data, "getlist"):
            raw = data.getlist("status")
            data = {key: data.get(key) for key in data}
            data["status"] = [part.strip() for item in raw for part in item.split(",") if part.strip()]
        return super().to_internal_value(data)

    def validate_owner(self, value: str) -> int | str | None:
        value = value.strip().lower()
        if not value:
            return None
        if value == OWNER_NONE:
            return OWNER_NONE
        if value == "me":
            return self.context["request"].user.pk
        if not value.isdigit():
            raise serializers.ValidationError(OWNER_FILTER_MESSAGE)
        return int(value)

    def validate_dateFrom(self, value: dt.date) -> dt.date:
        return _date_in_range(value)

    def validate_dateTo(self, value: dt.date) -> dt.date:
        return _date_in_range(value)

    def validate(self, attrs):
        if attrs.get("dateFrom") and attrs.get("dateTo") and attrs["dateFrom"] > attrs["dateTo"]:
            raise serializers.ValidationError(
                {"dateTo": ["The end date must be on or after the start date."]}
            )
        return attrs

    def to_filters(self) -> LeadFilters:
        data = self.validated_data
        handled = data.get("handled")
        return LeadFilters(
            search=data.get("search", "").strip(),
            date_from=data.get("dateFrom"),
            date_to=data.get("dateTo"),
            handled=None if not handled else handled == "true",
            source=data.get("source", ""),
            spam=data.get("spam") == "true",
            ordering=data.get("ordering") or "-createdAt",
            statuses=tuple(dict.fromkeys(data.get("status") or ())),
            owner=data.get("owner"),
        )


def _filters(request) -> LeadFilters:
    serializer = FilterSerializer(data=request.query_params, context={"request": request})
    serializer.is_valid(raise_exception=True)
    return serializer.to_filters()


class LeadPagination(PageNumberPagination):
    page_size = 20
    page_size_query_param = "pageSize"
    max_page_size = 100

    def get_paginated_response(self, data):
        return Response(
            {
                "count": self.page.paginator.count,
                "page": self.page.number,
                "pageSize": self.page.paginator.per_page,
                "totalPages": self.page.paginator.num_pages,
                "next": self.get_next_link(),
                "previous": self.get_previous_link(),
                "results": data,
            }
        )


@extend_schema_serializer(component_name="StaffOwner")
class OwnerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


@extend_schema_serializer(component_name="StaffNote")
class NoteSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    text = serializers.CharField()
    author = serializers.CharField()
    createdAt = serializers.DateTimeField()


@extend_schema_serializer(component_name="StaffHistoryEntry")
class HistoryEntrySerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["status", "owner", "note"])
    actor = serializers.CharField()
    at = serializers.DateTimeField()
    # "from"/"to" are Python keywords: declared below.
    summary = serializers.CharField()

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = serializers.CharField()
        fields["to"] = serializers.CharField()
        return fields


@extend_schema_serializer(component_name="StaffLead")
class LeadOutputSerializer(serializers.Serializer):
    """What both kinds of lead share: the spec's admin record fields plus how the lead is handled."""

    id = serializers.IntegerField()
    createdAt = serializers.DateTimeField(source="created_at")
    name = serializers.CharField()
    email = serializers.CharField()
    company = serializers.CharField()
    phone = serializers.CharField()
    source = serializers.CharField()
    sourceLabel = serializers.CharField(source="get_source_display")
    handled = serializers.BooleanField()
    handledAt = serializers.DateTimeField(source="handled_at", allow_null=True)
    status = serializers.CharField()
    statusLabel = serializers.CharField(source="get_status_display")
    owner = serializers.SerializerMethodField()
    isSpam = serializers.BooleanField(source="is_spam")
    # None for a lead with no staff notification on record (stored by hand or before deliveries).
    notificationStatus = serializers.CharField(source="notification_status", allow_null=True)
    pageUrl = serializers.CharField(source="page_url")
    referrer = serializers.CharField()
    utm = serializers.SerializerMethodField()

    @extend_schema_field(OwnerSerializer(allow_null=True))
    def get_owner(self, lead) -> dict | None:
        if lead.owner is None:
            return None
        return {"id": lead.owner.pk, "name": user_label(lead.owner)}

    def get_utm(self, lead) -> dict[str, str]:
        return {
            "source": lead.utm_source,
            "medium": lead.utm_medium,
            "campaign": lead.utm_campaign,
            "term": lead.utm_term,
            "content": lead.utm_content,
        }


@extend_schema_serializer(component_name="StaffContact")
class ContactOutputSerializer(LeadOutputSerializer):
    service = serializers.CharField()
    message = serializers.CharField()


@extend_schema_serializer(component_name="StaffQuote")
class QuoteOutputSerializer(LeadOutputSerializer):
    quizAnswers = serializers.JSONField(source="quiz_answers")
    answers = serializers.SerializerMethodField()
    service = serializers.CharField()

    def get_answers(self, quote) -> list[dict[str, str]]:
        return quote_answers_labelled(quote)


class _DetailMixin(serializers.Serializer):
    """The detail adds the lead's notes and history (the lists leave them out)."""

    notes = serializers.SerializerMethodField()
    history = serializers.SerializerMethodField()

    @extend_schema_field(NoteSerializer(many=True))
    def get_notes(self, lead) -> list[dict]:
        return NoteSerializer(lead_notes(lead), many=True).data

    @extend_schema_field(HistoryEntrySerializer(many=True))
    def get_history(self, lead) -> list[dict]:
        return HistoryEntrySerializer(lead_history(lead), many=True).data


@extend_schema_serializer(component_name="StaffContactDetail")
class ContactDetailSerializer(_DetailMixin, ContactOutputSerializer):
    pass


@extend_schema_serializer(component_name="StaffQuoteDetail")
class QuoteDetailSerializer(_DetailMixin, QuoteOutputSerializer):
    pass


@extend_schema_serializer(component_name="StaffLeadChange")
class LeadChangeInputSerializer(serializers.Serializer):
    """Any of: handled (the older switch), status, owner (a staff member's id, or null for nobody)."""

    handled = serializers.BooleanField(required=False)
    status = serializers.ChoiceField(choices=LeadStatus.choices, required=False)
    owner = serializers.IntegerField(required=False, allow_null=True)

    def validate_owner(self, value: int | None):
        if value is None:
            return None
        owner = staff_owner_choices().filter(pk=value).first()
        if owner is None:
            raise serializers.ValidationError(OWNER_INVALID_MESSAGE)
        return owner

    def validate(self, attrs):
        if not attrs:
            raise serializers.ValidationError("Please send handled, status or owner.")
        if "handled" in attrs and "status" in attrs:
            raise serializers.ValidationError("Please send either handled or status, not both.")
        return attrs


@extend_schema_serializer(component_name="StaffNoteInput")
class NoteInputSerializer(serializers.Serializer):
    text = serializers.CharField(
        max_length=LeadNote.MAX_LENGTH,
        allow_blank=True,
        trim_whitespace=True,
        error_messages={
            "max_length": NOTE_TOO_LONG_MESSAGE,
            "required": NOTE_EMPTY_MESSAGE,
            "null": NOTE_EMPTY_MESSAGE,
        },
    )

    def validate_text(self, value: str) -> str:
        if not value:
            raise serializers.ValidationError(NOTE_EMPTY_MESSAGE)
        return value


@extend_schema_serializer(component_name="StaffPage")
class _PageSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    page = serializers.IntegerField()
    pageSize = serializers.IntegerField()
    totalPages = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)


@extend_schema_serializer(component_name="StaffContactPage")
class ContactPageSerializer(_PageSerializer):
    results = ContactOutputSerializer(many=True)


@extend_schema_serializer(component_name="StaffQuotePage")
class QuotePageSerializer(_PageSerializer):
    results = QuoteOutputSerializer(many=True)


_PAGE_PARAMETERS = [
    OpenApiParameter("page", int, description="1-based page number."),
    OpenApiParameter("pageSize", int, description="Rows per page (default 20, at most 100)."),
]


def _list_schema(page_serializer, operation_id):
    return extend_schema_view(
        get=extend_schema(
            operation_id=operation_id,
            parameters=[FilterSerializer, *_PAGE_PARAMETERS],
            responses=page_serializer,
        )
    )


def _detail_schema(output_serializer, noun):
    return extend_schema_view(
        get=extend_schema(operation_id=f"admin_{noun}_get", responses=output_serializer),
        patch=extend_schema(
            operation_id=f"admin_{noun}_change",
            request=LeadChangeInputSerializer,
            responses=output_serializer,
        ),
    )


def _notes_schema(output_serializer, noun):
    return extend_schema_view(
        post=extend_schema(
            operation_id=f"admin_{noun}_note_add",
            request=NoteInputSerializer,
            responses={201: output_serializer},
        ),
    )


def _export_schema(operation_id):
    return extend_schema_view(
        get=extend_schema(
            operation_id=operation_id,
            parameters=[FilterSerializer],
            responses={(200, "text/csv"): OpenApiResponse(OpenApiTypes.STR, description="A CSV download.")},
        )
    )


# --- the two kinds of lead, one set of views --------------------------------------------------


class _LeadListApi(StaffApiMixin, APIView):
    lead_permissions = {"GET": (VIEW_CONTACTS,)}
    list_selector = staticmethod(contact_submission_list)
    output_serializer = ContactOutputSerializer

    def get(self, request):
        queryset = self.list_selector(filters=_filters(request))
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
                lead = lead_set_status(lead=lead, status=changes["status"], by=request.user)
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


@_list_schema(ContactPageSerializer, "admin_contacts_list")
class ContactListApi(_LeadListApi):
    """GET /api/admin/contacts"""


@_detail_schema(ContactDetailSerializer, "contact")
class ContactDetailApi(_LeadDetailApi):
    """GET, PATCH {handled | status | owner} /api/admin/contacts/<id>"""


@_notes_schema(ContactDetailSerializer, "contact")
class ContactNotesApi(_LeadNotesApi):
    """POST {text} /api/admin/contacts/<id>/notes"""


@_list_schema(QuotePageSerializer, "admin_quotes_list")
class QuoteListApi(_LeadListApi):
    """GET /api/admin/quotes"""

    lead_permissions = {"GET": (VIEW_QUOTES,)}
    list_selector = staticmethod(quote_request_list)
    output_serializer = QuoteOutputSerializer


@_detail_schema(QuoteDetailSerializer, "quote")
class QuoteDetailApi(_LeadDetailApi):
    """GET, PATCH {handled | status | owner} /api/admin/quotes/<id>"""

    lead_permissions = {"GET": (VIEW_QUOTES,), "PATCH": (CHANGE_QUOTES,)}
    get_selector = staticmethod(quote_request_get)
    output_serializer = QuoteDetailSerializer


@_notes_schema(QuoteDetailSerializer, "quote")
class QuoteNotesApi(_LeadNotesApi):
    """POST {text} /api/admin/quotes/<id>/notes"""

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
        queryset = self.list_selector(filters=_filters(request))
        return leads_csv_response(queryset, file_stem=FILE_STEMS[queryset.model])


@_export_schema("admin_contacts_export")
class ContactExportApi(_LeadExportApi):
    """GET /api/admin/contacts/export.csv (the list's filters, every page)"""


@_export_schema("admin_quotes_export")
class QuoteExportApi(_LeadExportApi):
    """GET /api/admin/quotes/export.csv (the list's filters, every page)"""

    lead_permissions = {"GET": (VIEW_QUOTES,)}
    list_selector = staticmethod(quote_request_list)


# --- stats ---------------------------------------------------------------------------------------


@extend_schema_serializer(component_name="StaffDayCount")
class DayCountSerializer(serializers.Serializer):
    date = serializers.DateField()
    contacts = serializers.IntegerField()
    quotes = serializers.IntegerField()
    total = serializers.IntegerField()
    statuses = serializers.DictField(
        child=serializers.IntegerField(), required=False, help_text="With ?by=status: leads by status."
    )


@extend_schema_serializer(component_name="StaffTotals")
class TotalsSerializer(serializers.Serializer):
    contacts = serializers.IntegerField()
    quotes = serializers.IntegerField()
    statuses = serializers.DictField(
        child=serializers.IntegerField(), required=False, help_text="With ?by=status: leads by status."
    )


@extend_schema_serializer(component_name="StaffStats")
class StatsOutputSerializer(serializers.Serializer):
    days = DayCountSerializer(many=True)
    totals = TotalsSerializer()
    statuses = serializers.ListField(
        child=serializers.DictField(child=serializers.CharField()),
        required=False,
        help_text="With ?by=status: the statuses in pipeline order, [{value, label}].",
    )


@extend_schema_serializer(component_name="StaffStatsQuery")
class StatsQuerySerializer(serializers.Serializer):
    by = serializers.ChoiceField(
        choices=[("status", "status")],
        required=False,
        allow_blank=True,
        help_text="`status`: each day (and the totals) also counts its leads by their current status.",
    )


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


@extend_schema_serializer(component_name="StaffUsers")
class StaffUsersOutputSerializer(serializers.Serializer):
    results = OwnerSerializer(many=True)


class StaffUsersApi(StaffApiMixin, APIView):
    """GET /api/admin/staff-users: who a lead can be given to (active staff members)."""

    lead_permissions = {"GET": LEAD_VIEW_PERMISSIONS}
    lead_permissions_any = True

    @extend_schema(operation_id="admin_staff_users_list", responses=StaffUsersOutputSerializer)
    def get(self, request):
        return Response({"results": staff_owner_options()})
