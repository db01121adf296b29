"""What the staff API answers and accepts: the lead records (list, detail with notes and history),
pipeline changes, notes, pages, stats and the staff members a lead can be given to."""

import datetime as dt
from decimal import Decimal

from drf_spectacular.utils import (
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers

from analytics.ab_versions import version_labels
from leads.click_ids import click_id_rows
from leads.models import LeadNote, LeadStatus
from leads.pipeline import (
    NOTE_EMPTY_MESSAGE,
    NOTE_TOO_LONG_MESSAGE,
    SALE_CURRENCY_MESSAGE,
    SALE_DEFAULT_CURRENCY,
    SALE_NOT_WON_MESSAGE,
    SALE_VALUE_MAX,
    SALE_VALUE_MESSAGE,
    Sale,
)
from leads.selectors import (
    contact_service_name,
    lead_history,
    lead_notes,
    quote_answers_labelled,
    staff_owner_choices,
    user_label,
)
from sequences.selectors import lead_enrollments
from staff.filters import DATE_RANGE_MESSAGE, EARLIEST_DATE, LATEST_DATE, OWNER_INVALID_MESSAGE, DayField
from staff.report_figures import REPORT_NAMES

REPORT_DEFAULT_DAYS = 30
# Two years of days: enough to compare a season with the year before.
REPORT_MAX_DAYS = 731
REPORT_RANGE_MESSAGE = "Please choose a range of at most two years."


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


@extend_schema_serializer(component_name="StaffClickId")
class ClickIdSerializer(serializers.Serializer):
    parameter = serializers.CharField(help_text="The address parameter: gclid, fbclid ...")
    platform = serializers.CharField(help_text="The ad platform that added it: Google Ads, Meta ...")
    value = serializers.CharField()


class AnswerField(serializers.CharField):
    """An answer of the lead's form (`Lead.answer`), "" when the visitor gave none."""

    def __init__(self, key: str, **kwargs):
        self.key = key
        super().__init__(**kwargs)

    def get_attribute(self, lead):
        return lead.answer(self.key)


class AnswersField(serializers.JSONField):
    """A quiz's answers (`Lead.answer("quiz_answers")`), {} for a form without them."""

    def get_attribute(self, lead):
        return lead.answer("quiz_answers") or {}


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
    sourceLabel = serializers.CharField(source="source_label")
    language = serializers.CharField(help_text="The language of the form it was sent from: en, es.")
    languageLabel = serializers.CharField(
        source="get_language_display", help_text="The language as staff read it: English, Spanish."
    )
    handled = serializers.BooleanField()
    handledAt = serializers.DateTimeField(source="handled_at", allow_null=True)
    status = serializers.CharField()
    statusLabel = serializers.CharField(source="get_status_display")
    owner = serializers.SerializerMethodField()
    isSpam = serializers.BooleanField(source="is_spam")
    # None for a lead with no staff notification on record (stored by hand or before deliveries).
    notificationStatus = serializers.CharField(source="notification_status", allow_null=True)
    pageUrl = serializers.CharField(source="page_url")
    landingPage = serializers.CharField(source="landing_page")
    referrer = serializers.CharField()
    utm = serializers.SerializerMethodField()
    clickIds = serializers.SerializerMethodField(
        help_text="The ad platforms' click ids of the landing page (gclid, fbclid ...), with their platform."
    )
    abVersion = serializers.CharField(
        source="ab_version",
        help_text=(
            "The A/B test version of the landing page it was sent from, as the server drew it for the "
            'visitor ("7:B"); empty when the page was under no test.'
        ),
    )
    abVersionLabel = serializers.SerializerMethodField(
        help_text="The same as staff read it: Version B of “Bolder heading” (test 7); empty outside a test."
    )
    wonAt = serializers.DateTimeField(source="won_at", allow_null=True, help_text="When it was moved to Won.")
    wonValue = serializers.DecimalField(
        source="won_value", max_digits=12, decimal_places=2, allow_null=True, help_text="The sale's value."
    )
    wonCurrency = serializers.CharField(source="won_currency", help_text="The sale's currency (ISO 4217).")
    # Which lead to call first (0-100, leads.scoring) and the rules that made it.
    score = serializers.IntegerField()
    scoreReasons = serializers.ListField(child=serializers.CharField(), source="score_reasons")

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

    @extend_schema_field(ClickIdSerializer(many=True))
    def get_clickIds(self, lead) -> list[dict[str, str]]:
        return click_id_rows(lead.click_ids)

    def get_abVersionLabel(self, lead) -> str:
        if not lead.ab_version:
            return ""
        # A page of leads names few tests: each is looked up once (the list's context is shared).
        labels = self.context.setdefault("ab_version_labels", {})
        if lead.ab_version not in labels:
            labels |= version_labels([lead.ab_version])
        return labels[lead.ab_version]


@extend_schema_serializer(component_name="StaffContact")
class ContactOutputSerializer(LeadOutputSerializer):
    service = AnswerField("service")
    serviceLabel = serializers.SerializerMethodField(help_text="The service as the contact forms name it.")
    message = AnswerField("message")

    def get_serviceLabel(self, lead) -> str:
        return contact_service_name(lead.answer("service"))


@extend_schema_serializer(component_name="StaffQuote")
class QuoteOutputSerializer(LeadOutputSerializer):
    quizAnswers = AnswersField()
    answers = serializers.SerializerMethodField()
    service = AnswerField("service")

    def get_answers(self, quote) -> list[dict[str, str]]:
        return quote_answers_labelled(quote)


@extend_schema_serializer(component_name="StaffAnyLead")
class AnyLeadOutputSerializer(LeadOutputSerializer):
    """A row of every lead's list (the staff page's first view): which kind it is (its detail is
    that kind's: /api/admin/<kind>/<id>), the form it came from, and what it says in one line."""

    kind = serializers.SerializerMethodField(
        help_text="The kind's list and API it belongs to: contacts or quotes."
    )
    form = serializers.CharField(
        help_text="The form it was sent from: contact, hero_quiz, consultation, pricing_quiz or built-<id>."
    )
    summary = serializers.SerializerMethodField(help_text="A contact's message, or a quote's answers.")

    @extend_schema_field({"type": "string", "enum": ["contacts", "quotes"]})
    def get_kind(self, lead) -> str:
        return "contacts" if lead.is_contact else "quotes"

    def get_summary(self, lead) -> str:
        if lead.is_contact:
            return lead.answer("message")
        return " · ".join(row["answer"] for row in quote_answers_labelled(lead))


class SequenceSendSerializer(serializers.Serializer):
    step = serializers.IntegerField()
    subject = serializers.CharField()
    sentAt = serializers.DateTimeField()


class LeadSequenceSerializer(serializers.Serializer):
    """One of the lead's follow-up sequences (sequences.selectors.lead_enrollments)."""

    id = serializers.IntegerField()
    sequence = serializers.CharField()
    state = serializers.CharField()
    stateLabel = serializers.CharField()
    leftReason = serializers.CharField()
    enteredAt = serializers.DateTimeField()
    nextDueAt = serializers.DateTimeField(allow_null=True)
    sent = SequenceSendSerializer(many=True)
    canStop = serializers.BooleanField()


class _DetailMixin(serializers.Serializer):
    """The detail adds the lead's notes, history and follow-up sequences (the lists leave them out)."""

    notes = serializers.SerializerMethodField()
    history = serializers.SerializerMethodField()
    sequences = serializers.SerializerMethodField()

    @extend_schema_field(LeadSequenceSerializer(many=True))
    def get_sequences(self, lead) -> list[dict]:
        return lead_enrollments(lead)

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


class OwnerField(serializers.IntegerField):
    """A lead's owner: an active staff member's id (the schema lists them: agency.schema)."""

    def schema_enum(self) -> list[int | None]:
        return [*staff_owner_choices().values_list("pk", flat=True), None]


@extend_schema_serializer(component_name="StaffLeadChange")
class LeadChangeInputSerializer(serializers.Serializer):
    """Any of: handled (the older switch), status, owner (a staff member's id, or null for nobody)."""

    handled = serializers.BooleanField(required=False)
    status = serializers.ChoiceField(choices=LeadStatus.choices, required=False)
    owner = OwnerField(required=False, allow_null=True)

    # What validate() refuses, in the schema (agency.schema): at least one, never handled with status,
    # a currency only with a value, and a value only with the status won.
    schema_constraints = {
        "anyOf": [{"required": ["handled"]}, {"required": ["status"]}, {"required": ["owner"]}],
        "not": {"required": ["handled", "status"]},
        "allOf": [
            {"anyOf": [{"not": {"required": ["currency"]}}, {"required": ["value"]}]},
            {
                "anyOf": [
                    {"not": {"required": ["value"]}},
                    {
                        "required": ["status"],
                        "properties": {"status": {"type": "string", "pattern": "^won$"}},
                    },
                ]
            },
        ],
    }
    value = serializers.DecimalField(
        max_digits=12,
        decimal_places=2,
        min_value=Decimal(0),
        max_value=SALE_VALUE_MAX,
        required=False,
        help_text="With status won: what the sale was worth.",
        error_messages=dict.fromkeys(
            ("invalid", "max_digits", "max_decimal_places", "max_whole_digits", "min_value", "max_value"),
            SALE_VALUE_MESSAGE,
        ),
    )
    currency = serializers.RegexField(
        r"^[A-Z]{3}$",
        required=False,
        help_text=f"With value: its ISO 4217 code ({SALE_DEFAULT_CURRENCY} when not given).",
        error_messages={"invalid": SALE_CURRENCY_MESSAGE},
    )

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
        if "currency" in attrs and "value" not in attrs:
            raise serializers.ValidationError({"value": [SALE_VALUE_MESSAGE]})
        if "value" in attrs:
            if attrs.get("status") != LeadStatus.WON:
                raise serializers.ValidationError({"value": [SALE_NOT_WON_MESSAGE]})
            attrs["sale"] = Sale(attrs.pop("value"), attrs.pop("currency", SALE_DEFAULT_CURRENCY))
        return attrs


@extend_schema_serializer(component_name="StaffNoteInput")
class NoteInputSerializer(serializers.Serializer):
    text = serializers.CharField(
        max_length=LeadNote.MAX_LENGTH,
        trim_whitespace=True,
        error_messages={
            "max_length": NOTE_TOO_LONG_MESSAGE,
            "required": NOTE_EMPTY_MESSAGE,
            "null": NOTE_EMPTY_MESSAGE,
            "blank": NOTE_EMPTY_MESSAGE,
        },
    )


@extend_schema_serializer(component_name="StaffPage")
class _PageSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    page = serializers.IntegerField()
    pageSize = serializers.IntegerField()
    totalPages = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)


@extend_schema_serializer(component_name="StaffAnyLeadPage")
class AnyLeadPageSerializer(_PageSerializer):
    results = AnyLeadOutputSerializer(many=True)


@extend_schema_serializer(component_name="StaffContactPage")
class ContactPageSerializer(_PageSerializer):
    results = ContactOutputSerializer(many=True)


@extend_schema_serializer(component_name="StaffQuotePage")
class QuotePageSerializer(_PageSerializer):
    results = QuoteOutputSerializer(many=True)


@extend_schema_serializer(component_name="StaffTotals")
class TotalsSerializer(serializers.Serializer):
    contacts = serializers.IntegerField()
    quotes = serializers.IntegerField()
    statuses = serializers.DictField(
        child=serializers.IntegerField(), required=False, help_text="With ?by=status: leads by status."
    )


@extend_schema_serializer(component_name="StaffDayCount")
class DayCountSerializer(TotalsSerializer):
    """One day's counts: the totals' fields, the day and its total."""

    date = serializers.DateField()
    total = serializers.IntegerField()


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


@extend_schema_serializer(component_name="StaffUsers")
class StaffUsersOutputSerializer(serializers.Serializer):
    results = OwnerSerializer(many=True)


@extend_schema_serializer(component_name="StaffFormChoice")
class FormChoiceSerializer(serializers.Serializer):
    value = serializers.CharField(help_text="The form key its leads carry: built-<id> (the list's ?form=).")
    label = serializers.CharField(help_text="The form's name, as staff call it.")


@extend_schema_serializer(component_name="StaffForms")
class FormsOutputSerializer(serializers.Serializer):
    results = FormChoiceSerializer(many=True)


# --- reports -------------------------------------------------------------------------------------


class ReportQuerySerializer(serializers.Serializer):
    """The Reports view's date range: inclusive days in the site's time zone, the last 30 days when
    not given, at most REPORT_MAX_DAYS long."""

    dateFrom = DayField(required=False)
    dateTo = DayField(required=False)
    report = serializers.ChoiceField(
        choices=list(REPORT_NAMES),
        required=False,
        help_text=(
            "The CSV export's report; google-ads and meta are the leads won in the range as those "
            "platforms import them."
        ),
    )

    def validate(self, attrs):
        today = self.context["today"]
        date_to = attrs.get("dateTo") or today
        date_from = attrs.get("dateFrom") or date_to - dt.timedelta(days=REPORT_DEFAULT_DAYS - 1)
        for name, value in (("dateFrom", date_from), ("dateTo", date_to)):
            if not EARLIEST_DATE <= value <= LATEST_DATE:
                raise serializers.ValidationError({name: [DATE_RANGE_MESSAGE]})
        if date_from > date_to:
            raise serializers.ValidationError(
                {"dateTo": ["The end date must be on or after the start date."]}
            )
        if (date_to - date_from).days >= REPORT_MAX_DAYS:
            raise serializers.ValidationError({"dateFrom": [REPORT_RANGE_MESSAGE]})
        return {**attrs, "dateFrom": date_from, "dateTo": date_to}


class FunnelStepSerializer(serializers.Serializer):
    step = serializers.CharField()
    label = serializers.CharField()
    count = serializers.IntegerField()
    dropped = serializers.IntegerField(help_text="Reached the step before and not this one.")
    ofOpened = serializers.FloatField(source="of_opened", allow_null=True)
    ofPrevious = serializers.FloatField(source="of_previous", allow_null=True)


class FunnelSerializer(serializers.Serializer):
    form = serializers.CharField()
    label = serializers.CharField()
    steps = FunnelStepSerializer(many=True)


class AttributionRowSerializer(serializers.Serializer):
    value = serializers.CharField()
    leads = serializers.IntegerField()
    views = serializers.IntegerField()
    conversion = serializers.FloatField(allow_null=True, help_text="Leads per 100 page views.")
    won = serializers.IntegerField(help_text="Of these leads, how many are Won now.")
    wonValue = serializers.CharField(
        source="won_value", help_text='Their sales, totalled per currency: "12,500.00 USD; 900.00 EUR".'
    )


class AttributionSerializer(serializers.Serializer):
    key = serializers.CharField()
    label = serializers.CharField()
    rows = AttributionRowSerializer(many=True)


class ReportDaySerializer(serializers.Serializer):
    date = serializers.DateField()
    views = serializers.IntegerField()
    leads = serializers.IntegerField()


class SearchCountSerializer(serializers.Serializer):
    text = serializers.CharField(help_text="A word searched, or a whole search that found nothing (folded).")
    count = serializers.IntegerField()


class SearchDaySerializer(serializers.Serializer):
    day = serializers.DateField()
    language = serializers.CharField(help_text="en or es: the search page the searches were made on.")
    searches = serializers.IntegerField()
    zero = serializers.IntegerField(help_text="Searches that found nothing.")
    leads = serializers.IntegerField(help_text="Leads sent from the contact form the search page opened.")
    words = SearchCountSerializer(many=True, help_text="The most searched words, most first.")
    zeroQueries = SearchCountSerializer(many=True, help_text="The searches that found nothing, most first.")


class AbVersionSerializer(serializers.Serializer):
    version = serializers.CharField(help_text="A (the original), B or C.")
    share = serializers.IntegerField(help_text="Planned share of the visitors, in percent.")
    exposures = serializers.IntegerField(help_text="Page views counted in this version.")
    planned = serializers.IntegerField(allow_null=True, help_text="Visitors the version needs (the plan).")
    leads = serializers.IntegerField(help_text="Leads that carry this version.")
    rate = serializers.FloatField(allow_null=True, help_text="Leads per 100 exposures.")
    difference = serializers.FloatField(allow_null=True, help_text="Rate minus A's, in points (null for A).")
    low = serializers.FloatField(allow_null=True, help_text="Lower end of the difference's 95 % interval.")
    high = serializers.FloatField(allow_null=True, help_text="Upper end of the difference's 95 % interval.")


class AbTestSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    page = serializers.CharField(help_text="The landing page's address.")
    status = serializers.CharField()
    startedAt = serializers.DateTimeField(allow_null=True)
    endedAt = serializers.DateTimeField(allow_null=True)
    winner = serializers.CharField(help_text="The version kept when the test ended; empty while it runs.")
    verdict = serializers.ChoiceField(
        ["not started", "keep collecting", "split broken", "winner", "no difference"]
    )
    verdictText = serializers.CharField()
    sampleRatioP = serializers.FloatField(
        allow_null=True, help_text="χ² p of the exposures against the plan."
    )
    sampleRatioMismatch = serializers.BooleanField(help_text="p < 0.001: the split went wrong.")
    sampleRatioText = serializers.CharField()
    planText = serializers.CharField(help_text="The goal and the visitors each version needs, in words.")
    adminUrl = serializers.CharField(
        allow_null=True,
        help_text="The test's page in /django-admin/, for staff who may change tests there; null for others.",
    )
    versions = AbVersionSerializer(many=True)


@extend_schema_serializer(component_name="StaffReports")
class SequenceStepReportSerializer(serializers.Serializer):
    order = serializers.IntegerField()
    subject = serializers.CharField()
    sent = serializers.IntegerField()


class SequenceReportSerializer(serializers.Serializer):
    """A follow-up sequence's numbers since it began (sequences.selectors.sequence_report)."""

    id = serializers.IntegerField()
    name = serializers.CharField()
    entered = serializers.IntegerField()
    active = serializers.IntegerField()
    completed = serializers.IntegerField()
    booked = serializers.IntegerField()
    stage = serializers.IntegerField()
    unsubscribed = serializers.IntegerField()
    bounced = serializers.IntegerField(help_text="Left by a bounce or a complaint.")
    stopped = serializers.IntegerField()
    won = serializers.IntegerField()
    wonValue = serializers.DecimalField(source="won_value", max_digits=14, decimal_places=2)
    steps = SequenceStepReportSerializer(many=True)


class ReportsOutputSerializer(serializers.Serializer):
    dateFrom = serializers.DateField()
    dateTo = serializers.DateField()
    funnels = FunnelSerializer(many=True)
    attribution = AttributionSerializer(many=True)
    days = ReportDaySerializer(many=True)
    searches = SearchDaySerializer(
        many=True, help_text="Site search per day and language, newest first (search.selectors)."
    )
    abTests = AbTestSerializer(
        many=True, help_text="Every started A/B test of a landing page with its results (whatever the dates)."
    )
    sequences = SequenceReportSerializer(
        many=True, help_text="Every follow-up sequence since it began (whatever the dates)."
    )
