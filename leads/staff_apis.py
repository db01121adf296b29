"""The staff API behind /admin: lead lists, detail, handled toggle, CSV export, per-day stats.

Every endpoint answers only a signed-in, active staff session holding the Django model permission
it names (`lead_permissions`: view_ to read a kind of lead, change_ to mark it handled; 401
anonymous, 403 otherwise, never data), and every response is `Cache-Control: no-store`.
"""

import datetime as dt

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
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
from leads.models import LeadSource
from leads.selectors import (
    ORDERINGS,
    LeadFilters,
    contact_submission_get,
    contact_submission_list,
    lead_stats,
    quote_answers_labelled,
    quote_request_get,
    quote_request_list,
)
from leads.services import lead_set_handled

_BOOLEAN_CHOICES = [("true", "true"), ("false", "false")]
_ORDERING_CHOICES = [name for key in ORDERINGS for name in (key, f"-{key}")]


# Leads exist only within these dates; far-off ones (9999-12-31) would overflow the day arithmetic.
EARLIEST_DATE, LATEST_DATE = dt.date(2000, 1, 1), dt.date(2999, 12, 31)
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
        )


def _filters(request) -> LeadFilters:
    serializer = FilterSerializer(data=request.query_params)
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
    handledAt = serializers.DateTimeField(source="handled_at")
    isSpam = serializers.BooleanField(source="is_spam")
    notificationStatus = serializers.CharField(source="notification_status")
    pageUrl = serializers.CharField(source="page_url")
    referrer = serializers.CharField()
    utm = serializers.SerializerMethodField()

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


@extend_schema_serializer(component_name="StaffHandledInput")
class HandledInputSerializer(serializers.Serializer):
    handled = serializers.BooleanField()


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
            operation_id=f"admin_{noun}_set_handled",
            request=HandledInputSerializer,
            responses=output_serializer,
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


class _LeadDetailApi(StaffApiMixin, APIView):
    lead_permissions = {"GET": (VIEW_CONTACTS,), "PATCH": (CHANGE_CONTACTS,)}
    get_selector = staticmethod(contact_submission_get)
    output_serializer = ContactOutputSerializer

    def _lead(self, lead_id: int):
        lead = self.get_selector(lead_id=lead_id)
        if lead is None:
            raise NotFound("No such lead.")
        return lead

    def get(self, request, lead_id: int):
        return Response(self.output_serializer(self._lead(lead_id)).data)

    def patch(self, request, lead_id: int):
        data = HandledInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        lead_set_handled(lead=self._lead(lead_id), handled=data.validated_data["handled"], by=request.user)
        return Response(self.output_serializer(self._lead(lead_id)).data)


@_list_schema(ContactPageSerializer, "admin_contacts_list")
class ContactListApi(_LeadListApi):
    """GET /api/admin/contacts"""


@_detail_schema(ContactOutputSerializer, "contact")
class ContactDetailApi(_LeadDetailApi):
    """GET, PATCH {handled} /api/admin/contacts/<id>"""


@_list_schema(QuotePageSerializer, "admin_quotes_list")
class QuoteListApi(_LeadListApi):
    """GET /api/admin/quotes"""

    lead_permissions = {"GET": (VIEW_QUOTES,)}
    list_selector = staticmethod(quote_request_list)
    output_serializer = QuoteOutputSerializer


@_detail_schema(QuoteOutputSerializer, "quote")
class QuoteDetailApi(_LeadDetailApi):
    """GET, PATCH {handled} /api/admin/quotes/<id>"""

    lead_permissions = {"GET": (VIEW_QUOTES,), "PATCH": (CHANGE_QUOTES,)}
    get_selector = staticmethod(quote_request_get)
    output_serializer = QuoteOutputSerializer


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


@extend_schema_serializer(component_name="StaffTotals")
class TotalsSerializer(serializers.Serializer):
    contacts = serializers.IntegerField()
    quotes = serializers.IntegerField()


@extend_schema_serializer(component_name="StaffStats")
class StatsOutputSerializer(serializers.Serializer):
    days = DayCountSerializer(many=True)
    totals = TotalsSerializer()


class StatsApi(StaffApiMixin, APIView):
    """GET /api/admin/stats: leads per day for the last 30 days (spam left out)."""

    # A chart of counts only: either kind of lead permission shows it.
    lead_permissions = {"GET": LEAD_VIEW_PERMISSIONS}
    lead_permissions_any = True

    @extend_schema(responses=StatsOutputSerializer)
    def get(self, request):
        return Response(lead_stats(days=30))
