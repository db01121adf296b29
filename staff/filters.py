"""What the staff lists and exports are asked for: the filter query (search, dates, handled,
status, owner, language, ordering) checked and turned into leads.selectors.LeadFilters, and the pages."""

import datetime as dt
import re

from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response

from leads.models import LeadSource, LeadStatus, language_choices
from leads.selectors import (
    CODED_FORM_LABELS,
    ORDERINGS,
    OWNER_NONE,
    LeadFilters,
)

_BOOLEAN_CHOICES = [("true", "true"), ("false", "false")]
_ORDERING_CHOICES = [name for key in ORDERINGS for name in (key, f"-{key}")]


# Leads exist only within these dates; far-off ones (9999-12-31) would overflow the day arithmetic.
EARLIEST_DATE, LATEST_DATE = dt.date(2000, 1, 1), dt.date(2999, 12, 31)
OWNER_FILTER_MESSAGE = "Please choose an owner: a staff member's id, me or none."
OWNER_INVALID_MESSAGE = "Please choose an active staff member as the owner."
DATE_RANGE_MESSAGE = f"Please choose a date between {EARLIEST_DATE:%Y-%m-%d} and {LATEST_DATE:%Y-%m-%d}."


@extend_schema_field({"type": "string", "format": "date", "pattern": r"^2[0-9]{3}-[0-9]{2}-[0-9]{2}$"})
class DayField(serializers.DateField):
    """A day as YYYY-MM-DD between EARLIEST_DATE and LATEST_DATE (the schema's pattern: years 2000
    to 2999), nothing looser: DRF would also take 2024-1-5 or 20240105, which the schema refuses."""

    def to_internal_value(self, value):
        if not isinstance(value, str) or not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value):
            self.fail("invalid", format="YYYY-MM-DD")
        day = super().to_internal_value(value)
        if not EARLIEST_DATE <= day <= LATEST_DATE:
            raise serializers.ValidationError(DATE_RANGE_MESSAGE)
        return day


_OWNER_FILTER = r"[0-9]{1,20}|[Mm][Ee]|[Nn][Oo][Nn][Ee]"


@extend_schema_field({"type": "string", "pattern": rf"^\s*({_OWNER_FILTER})?\s*$"})
class OwnerFilterField(serializers.Field):
    """A staff member's id, `me` or `none` (any letter case, spaces around ignored; blank: any owner)."""

    def __init__(self, **kwargs):
        super().__init__(required=False, **kwargs)

    def to_internal_value(self, data):
        value = data.strip().lower() if isinstance(data, str) else None
        if value is None or (value and not re.fullmatch(_OWNER_FILTER, value)):
            raise serializers.ValidationError(OWNER_FILTER_MESSAGE)
        return value


BLANK_IS_ABSENT = ("dateFrom", "dateTo", "scoreMin")


@extend_schema_serializer(component_name="StaffLeadFilters")
class FilterSerializer(serializers.Serializer):
    """The query parameters every list and export accepts."""

    search = serializers.CharField(required=False, allow_blank=True, max_length=200)
    dateFrom = DayField(required=False)
    dateTo = DayField(required=False)
    handled = serializers.ChoiceField(choices=_BOOLEAN_CHOICES, required=False, allow_blank=True)
    source = serializers.ChoiceField(choices=LeadSource.choices, required=False, allow_blank=True)
    language = serializers.ChoiceField(
        choices=language_choices(),
        required=False,
        allow_blank=True,
        help_text="Only leads sent from a form in this language.",
    )
    landingPage = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=2000,
        help_text="Only leads whose landing page is this path, whatever its query (/lp/spring-offer).",
    )
    form = serializers.RegexField(
        rf"^(built-[0-9]{{1,12}}|{'|'.join(CODED_FORM_LABELS)})?$",
        required=False,
        allow_blank=True,
        help_text=(
            "Only the leads of one form: a form of the site's own (contact, hero_quiz, consultation, "
            "pricing_quiz) or one built in the admin (built-<id>), as the staff props name them."
        ),
        error_messages={"invalid": "Please choose one of the forms the Form filter offers."},
    )
    spam = serializers.ChoiceField(choices=_BOOLEAN_CHOICES, required=False, allow_blank=True)
    ordering = serializers.ChoiceField(choices=_ORDERING_CHOICES, required=False, allow_blank=True)
    status = serializers.ListField(
        # A blank item is allowed, and ignored (to_internal_value): `status=` is no filter.
        child=serializers.ChoiceField(choices=LeadStatus.choices, allow_blank=True),
        required=False,
        help_text=(
            "One or several statuses (repeat the parameter, or separate them with commas); a blank "
            "one is ignored."
        ),
    )
    scoreMin = serializers.IntegerField(
        required=False,
        min_value=0,
        max_value=100,
        help_text="Only leads whose score (0-100) is at least this.",
    )
    owner = OwnerFilterField(
        help_text="A staff member's id, `me` (the signed-in user) or `none` (nobody owns it)."
    )

    def to_internal_value(self, data):
        # status=new&status=won and status=new,won both work; blanks are ignored.
        if hasattr(data, "getlist"):
            raw = data.getlist("status")
            data = {key: data.get(key) for key in data}
            data["status"] = [part.strip() for item in raw for part in item.split(",") if part.strip()]
        # A blank date or score (a form's empty field: ?dateFrom=&scoreMin=) is no filter, as a
        # blank search or source is.
        data = {key: value for key, value in data.items() if not (key in BLANK_IS_ABSENT and value == "")}
        return super().to_internal_value(data)

    def validate_owner(self, value: str) -> int | str | None:
        if not value:
            return None
        if value == OWNER_NONE:
            return OWNER_NONE
        if value == "me":
            return self.context["request"].user.pk
        return int(value)

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
            score_min=data.get("scoreMin"),
            language=data.get("language", ""),
            landing_page=_landing_path(data.get("landingPage", "")),
            form=data.get("form", ""),
        )


def _landing_path(value: str) -> str:
    """A path typed with its query or a trailing slash names the same page: /lp/offer/?a=1 is /lp/offer."""
    path = value.strip().split("?", 1)[0].split("#", 1)[0]
    return path.rstrip("/") or path


def lead_filters(request) -> LeadFilters:
    serializer = FilterSerializer(data=request.query_params, context={"request": request})
    serializer.is_valid(raise_exception=True)
    return serializer.to_filters()


PAGE_SIZE_MESSAGE = "Please choose a page size: a whole number of rows, 1 or more."


class LeadPagination(PageNumberPagination):
    page_size = 20
    page_size_query_param = "pageSize"
    max_page_size = 100

    def get_page_size(self, request):
        """pageSize as the schema says: a whole number from 1 (400 otherwise, where DRF would
        quietly use the default); more than max_page_size gives max_page_size."""
        asked = request.query_params.get(self.page_size_query_param)
        if asked is None:
            return self.page_size
        if not re.fullmatch(r"[0-9]+", asked) or int(asked) < 1:
            raise serializers.ValidationError({self.page_size_query_param: [PAGE_SIZE_MESSAGE]})
        return min(int(asked), self.max_page_size)

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
