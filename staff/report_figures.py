"""The Reports view's numbers: the forms' funnels, where leads come from (attribution) against the
page views of the same sources and landing pages, and views and leads per day, over a date range.

Leads are counted as the staff tables count them (spam left out, days in the site's time zone);
their source follows the beacon's own rule (analytics.sources.classify) on the lead's landing
campaign parameters and referrer, so a lead and the page views of its visit fall under one name.
"""

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from django.http import HttpResponse
from django.utils import timezone

from analytics.selectors import funnel_reports, page_views, views_per_day
from analytics.sources import DIRECT, classify, referrer_domain
from leads.click_ids import ad_platform
from leads.conversions import GOOGLE_ADS_HEADERS, META_HEADERS, google_ads_row, meta_row
from leads.exports import csv_response
from leads.models import Lead, LeadStatus
from leads.selectors import won_leads

NONE_LABEL = "(none)"
UNKNOWN_LABEL = "(not recorded)"

# The attribution report's breakdowns, in the order the Reports view shows them.
DIMENSIONS = {
    "source": "Source",
    "medium": "Medium",
    "campaign": "Campaign",
    "referrer": "Referrer domain",
    "landing": "Landing page",
    "platform": "Ad platform",
}


@dataclass(frozen=True)
class AttributionRow:
    value: str
    leads: int
    views: int
    # Leads per 100 page views (one decimal); None without page views.
    conversion: float | None
    # Of those leads, how many are Won now, and their sales' total per currency ("12,500.00 USD").
    won: int = 0
    won_value: str = ""


def _start_of_day(day: dt.date) -> dt.datetime:
    return timezone.make_aware(dt.datetime.combine(day, dt.time.min), timezone.get_current_timezone())


def _leads(date_from: dt.date, date_to: dt.date):
    start, end = _start_of_day(date_from), _start_of_day(date_to + dt.timedelta(days=1))
    fields = ("utm_source", "utm_medium", "utm_campaign", "referrer", "landing_page", "click_ids")
    fields += ("status", "won_value", "won_currency", "created_at")
    rows = Lead.objects.filter(is_spam=False, created_at__gte=start, created_at__lt=end)
    yield from rows.values_list(*fields).order_by()


def lead_dimensions(
    utm_source, utm_medium, utm_campaign, referrer, landing_page, click_ids
) -> dict[str, str]:
    """One lead's value in each breakdown."""
    platform = ad_platform(click_ids)
    domain = referrer_domain(referrer)
    source = classify(utm_source=utm_source, utm_medium=utm_medium, utm_campaign=utm_campaign, domain=domain)
    # The path of a path-and-query our own forms stored (forms.apis.landing_path).
    landing = landing_page.split("?", 1)[0].split("#", 1)[0] if landing_page else ""
    return {
        "source": source.source,
        "medium": source.medium or NONE_LABEL,
        "campaign": source.campaign or NONE_LABEL,
        "referrer": domain or NONE_LABEL,
        "landing": landing or UNKNOWN_LABEL,
        # The platform of the ad it came from, by its click id (leads.click_ids).
        "platform": platform.label if platform is not None else NONE_LABEL,
    }


def _won_value_text(totals: dict[str, Decimal]) -> str:
    """Sales' totals per currency, largest first: "12,500.00 USD; 900.00 EUR"."""
    ordered = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return "; ".join(f"{total:,.2f} {currency}" for currency, total in ordered)


def _lead_rows(date_from: dt.date, date_to: dt.date) -> list[tuple]:
    return list(_leads(date_from, date_to))


def attribution(date_from: dt.date, date_to: dt.date, lead_rows: list[tuple] | None = None) -> dict:
    """Leads and page views by each breakdown of DIMENSIONS, with the leads now Won and their sales:
    {key: [AttributionRow, ...]}. Page views carry no click id, so "Ad platform" counts leads only."""
    lead_rows = _lead_rows(date_from, date_to) if lead_rows is None else lead_rows
    leads: dict[str, dict[str, int]] = {key: {} for key in DIMENSIONS}
    won: dict[str, dict[str, int]] = {key: {} for key in DIMENSIONS}
    sales: dict[str, dict[str, dict[str, Decimal]]] = {key: {} for key in DIMENSIONS}
    for *tracking, status, won_value, won_currency, _created in lead_rows:
        for key, value in lead_dimensions(*tracking).items():
            leads[key][value] = leads[key].get(value, 0) + 1
            if status != LeadStatus.WON:
                continue
            won[key][value] = won[key].get(value, 0) + 1
            if won_value is not None:
                totals = sales[key].setdefault(value, {})
                totals[won_currency] = totals.get(won_currency, Decimal(0)) + won_value
    views = page_views(date_from, date_to)
    report = {}
    for key in DIMENSIONS:
        if key == "source":
            counted = {(value or DIRECT): total for value, total in views["source"].items()}
        elif key in VIEW_KEYS:
            counted = {(value or NONE_LABEL): total for value, total in views[VIEW_KEYS[key]].items()}
        else:
            counted = {}
        values = set(leads[key]) | set(counted)
        rows = [
            AttributionRow(
                value=value,
                leads=leads[key].get(value, 0),
                views=counted.get(value, 0),
                conversion=round(leads[key].get(value, 0) * 100 / counted[value], 1)
                if counted.get(value)
                else None,
                won=won[key].get(value, 0),
                won_value=_won_value_text(sales[key].get(value, {})),
            )
            for value in values
        ]
        rows.sort(key=lambda row: (-row.leads, -row.views, row.value))
        report[key] = rows
    return report


# Which of analytics.selectors.page_views' tallies each breakdown reads.
VIEW_KEYS = {
    "source": "source",
    "medium": "medium",
    "campaign": "campaign",
    "referrer": "referrer",
    "landing": "path",
}


def per_day(date_from: dt.date, date_to: dt.date, lead_rows: list[tuple] | None = None) -> list[dict]:
    """Page views and leads of each day of the range (the leads' days in the site's time zone)."""
    lead_rows = _lead_rows(date_from, date_to) if lead_rows is None else lead_rows
    views = views_per_day(date_from, date_to)
    leads: dict[dt.date, int] = {}
    zone = timezone.get_current_timezone()
    for *_tracking, created in lead_rows:
        day = created.astimezone(zone).date()
        leads[day] = leads.get(day, 0) + 1
    series = []
    day = date_from
    while day <= date_to:
        series.append({"date": day, "views": views.get(day, 0), "leads": leads.get(day, 0)})
        day += dt.timedelta(days=1)
    return series


def reports(date_from: dt.date, date_to: dt.date) -> dict:
    """All three reports, reading the range's leads once."""
    lead_rows = _lead_rows(date_from, date_to)
    return {
        "funnels": funnel_reports(date_from, date_to),
        "attribution": attribution(date_from, date_to, lead_rows),
        "days": per_day(date_from, date_to, lead_rows),
    }


def _percent(value: float | None) -> str:
    return "" if value is None else f"{value:.1f}"


# The ad platforms' files of the leads won in the range (leads.conversions), by the `report` that
# asks for each: Google Ads' offline conversion import and Meta's offline events.
CONVERSION_FILES = {
    "google-ads": (GOOGLE_ADS_HEADERS, google_ads_row),
    "meta": (META_HEADERS, meta_row),
}


def conversion_file_response(report: str, date_from: dt.date, date_to: dt.date) -> HttpResponse:
    """The leads won in the range (by when they were won) in one platform's file, ready to import."""
    headers, row = CONVERSION_FILES[report]
    won = won_leads(_start_of_day(date_from), _start_of_day(date_to + dt.timedelta(days=1)))
    return csv_response(
        headers=headers,
        rows=[cells for cells in map(row, won) if cells is not None],
        file_stem=f"{report}-conversions-{date_from:%Y-%m-%d}-to-{date_to:%Y-%m-%d}",
        for_spreadsheets=False,
    )


# Every CSV the Reports view offers: the `report` that asks for it, the part of the view that offers
# it (`section`), and the words of its link. The one list of the export names: the export's query
# accepts these and no other (staff.serializers.ReportQuerySerializer), and the staff page draws its
# links from it (staff.views.staff_page_props: `reportCsvs`).
REPORT_CSVS: tuple[dict[str, str], ...] = (
    {"report": "days", "section": "days", "label": "page views and leads per day"},
    {"report": "funnels", "section": "funnels", "label": "the form funnels"},
    {"report": "attribution", "section": "attribution", "label": "where leads come from"},
    {"report": "google-ads", "section": "sales", "label": "Google Ads conversions (CSV)"},
    {"report": "meta", "section": "sales", "label": "Meta offline events (CSV)"},
)
REPORT_NAMES: tuple[str, ...] = tuple(csv["report"] for csv in REPORT_CSVS)


def report_csv_response(report: str, date_from: dt.date, date_to: dt.date) -> HttpResponse:
    """One report as a CSV download, its file named after the report and the range, written by the
    site's one CSV writer (every cell defused: a campaign's name or a form's is typed by others)."""
    if report in CONVERSION_FILES:
        return conversion_file_response(report, date_from, date_to)
    if report == "funnels":
        headers = ["Form", "Step", "Reached", "Dropped at this step", "% of opened", "% of previous step"]
        rows = [
            [
                funnel.label,
                step.label,
                step.count,
                step.dropped,
                _percent(step.of_opened),
                _percent(step.of_previous),
            ]
            for funnel in funnel_reports(date_from, date_to)
            for step in funnel.steps
        ]
    elif report == "attribution":
        headers = [
            "Breakdown",
            "Value",
            "Leads",
            "Page views",
            "Leads per 100 page views",
            "Won",
            "Won value",
        ]
        numbers = attribution(date_from, date_to)
        rows = [
            [label, row.value, row.leads, row.views, _percent(row.conversion), row.won, row.won_value]
            for key, label in DIMENSIONS.items()
            for row in numbers[key]
        ]
    else:  # "days"
        headers = ["Date", "Page views", "Leads"]
        rows = [[day["date"], day["views"], day["leads"]] for day in per_day(date_from, date_to)]
    stem = f"{report}-{date_from:%Y-%m-%d}-to-{date_to:%Y-%m-%d}"
    return csv_response(headers=headers, rows=rows, file_stem=stem, dated=False)
