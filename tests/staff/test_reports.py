"""The Reports view's API: the funnels with their drop-off, the attribution of leads against the page
views of the same source and landing page (agreeing with the lead tables), the CSV of each report,
and only for staff holding the view_reports permission."""

import csv
import datetime as dt
import io

import pytest
from django.test import Client
from django.utils import timezone

from analytics.models import DailyCount
from tests.staff.factories import ContactSubmissionFactory, QuoteRequestFactory

pytestmark = [pytest.mark.django_db, pytest.mark.clock]


def views(day, path, count, source="direct", medium="", campaign="", form="", step=""):
    DailyCount.objects.create(
        day=day, path=path, source=source, medium=medium, campaign=campaign, form=form, step=step, count=count
    )


def at(day: dt.date, hour: int = 12) -> dt.datetime:
    return timezone.make_aware(dt.datetime.combine(day, dt.time(hour)))


def lead(factory, day, **fields):
    created = factory(**fields)
    type(created).objects.filter(pk=created.pk).update(created_at=at(day))
    return created


def test_staff_without_the_permission_get_403_and_no_tab(staff_client):
    assert staff_client.get("/api/admin/reports").status_code == 403
    assert staff_client.get("/api/admin/reports/export.csv?report=funnels").status_code == 403
    assert staff_client.get("/api/admin/session").json()["user"]["canViewReports"] is False


def test_signed_out_visitors_get_401():
    assert Client().get("/api/admin/reports").status_code in (401, 403)


def test_the_permission_opens_the_reports(reports_client):
    assert reports_client.get("/api/admin/session").json()["user"]["canViewReports"] is True
    answer = reports_client.get("/api/admin/reports")
    assert answer.status_code == 200
    assert answer["Cache-Control"].startswith("no-store") or "no-store" in answer["Cache-Control"]
    body = answer.json()
    today = timezone.localdate()
    assert (body["dateFrom"], body["dateTo"]) == (str(today - dt.timedelta(days=29)), str(today))
    assert len(body["days"]) == 30


def test_a_funnel_counts_each_step_with_its_drop_off_over_the_range(reports_client):
    today = timezone.localdate()
    for day, factor in ((today, 1), (today - dt.timedelta(days=3), 1), (today - dt.timedelta(days=60), 5)):
        for step, count in (("open", 10), ("2", 8), ("3", 6), ("4", 5), ("5", 4), ("sent", 3), ("book", 1)):
            views(day, "/", count * factor, form="hero-quiz", step=step)
    body = reports_client.get(
        f"/api/admin/reports?dateFrom={today - dt.timedelta(days=7)}&dateTo={today}"
    ).json()
    hero = next(funnel for funnel in body["funnels"] if funnel["form"] == "hero-quiz")
    assert hero["label"] == "Home page strategy quiz"
    steps = {step["step"]: step for step in hero["steps"]}
    assert [step["step"] for step in hero["steps"]] == ["open", "2", "3", "4", "5", "sent", "book"]
    assert steps["open"]["count"] == 20
    assert steps["open"]["label"] == "Opened (step 1: What is your main business goal?)"
    assert (steps["2"]["count"], steps["2"]["dropped"], steps["2"]["ofPrevious"]) == (16, 4, 80.0)
    assert (steps["sent"]["count"], steps["sent"]["ofOpened"]) == (6, 30.0)
    assert (steps["book"]["count"], steps["book"]["dropped"]) == (2, 0)
    # Every registered form has its funnel, even with nothing counted yet.
    assert {funnel["form"] for funnel in body["funnels"]} == {
        "hero-quiz",
        "pricing-quiz",
        "consultation",
        "contact-home",
        "contact-page",
    }


def test_won_leads_and_their_sales_stand_beside_the_leads_and_by_ad_platform(reports_client):
    today = timezone.localdate()
    views(today, "/services/advertising", 500, source="google", medium="cpc", campaign="spring-search")
    paid = {
        "utm_source": "google",
        "utm_medium": "cpc",
        "utm_campaign": "spring-search",
        "landing_page": "/services/advertising?gclid=abc",
        "click_ids": {"gclid": "abc"},
    }
    lead(
        QuoteRequestFactory,
        today,
        status="won",
        won_at=at(today),
        won_value="12000.00",
        won_currency="USD",
        **paid,
    )
    lead(
        ContactSubmissionFactory,
        today,
        status="won",
        won_at=at(today),
        won_value="500.50",
        won_currency="USD",
        **paid,
    )
    lead(
        ContactSubmissionFactory,
        today,
        status="won",
        won_at=at(today),
        won_value="900",
        won_currency="EUR",
        **paid,
    )
    lead(ContactSubmissionFactory, today, status="won", won_at=at(today), **paid)  # won, no value given
    lead(ContactSubmissionFactory, today, status="lost", **paid)
    lead(ContactSubmissionFactory, today, landing_page="/?fbclid=xyz", click_ids={"fbclid": "xyz"})
    lead(ContactSubmissionFactory, today, landing_page="/")

    body = reports_client.get(f"/api/admin/reports?dateFrom={today}&dateTo={today}").json()
    report = {part["key"]: {row["value"]: row for row in part["rows"]} for part in body["attribution"]}
    expected = {"leads": 5, "won": 4, "wonValue": "12,500.50 USD; 900.00 EUR"}
    for key, value in (
        ("source", "google"),
        ("campaign", "spring-search"),
        ("landing", "/services/advertising"),
    ):
        row = report[key][value]
        assert {name: row[name] for name in expected} == expected, key
    assert report["source"]["google"]["conversion"] == 1.0
    platforms = report["platform"]
    assert {name: platforms["Google Ads"][name] for name in expected} == expected
    assert platforms["Meta (Facebook, Instagram)"]["leads"] == 1
    assert platforms["(none)"] == {
        "value": "(none)",
        "leads": 1,
        "views": 0,
        "conversion": None,
        "won": 0,
        "wonValue": "",
    }

    header, *lines = csv.reader(
        io.StringIO(
            reports_client.get(
                f"/api/admin/reports/export.csv?report=attribution&dateFrom={today}&dateTo={today}"
            ).content.decode("utf-8-sig")
        )
    )
    assert header[-2:] == ["Won", "Won value"]
    assert ["Ad platform", "Google Ads", "5", "0", "", "4", "12,500.50 USD; 900.00 EUR"] in lines


def test_attribution_agrees_with_the_lead_tables(reports_client):
    today = timezone.localdate()
    views(today, "/pricing", 200, source="newsletter", medium="email", campaign="spring")
    views(today, "/", 300)
    views(today, "/services/seo", 100, source="google.com", medium="referral")
    views(today, "/pricing", 50)
    news = {
        "utm_source": "newsletter",
        "utm_medium": "email",
        "utm_campaign": "spring",
        "landing_page": "/pricing?utm_source=newsletter",
    }
    for _ in range(4):
        lead(QuoteRequestFactory, today, **news)
    lead(
        ContactSubmissionFactory,
        today,
        referrer="https://www.google.com/search?q=seo",
        landing_page="/services/seo",
    )
    lead(ContactSubmissionFactory, today, landing_page="/")
    lead(ContactSubmissionFactory, today, landing_page="/", is_spam=True)  # not in the lead tables either
    lead(QuoteRequestFactory, today - dt.timedelta(days=40), **news)  # outside the range

    body = reports_client.get(f"/api/admin/reports?dateFrom={today}&dateTo={today}").json()
    report = {part["key"]: {row["value"]: row for row in part["rows"]} for part in body["attribution"]}
    assert [part["label"] for part in body["attribution"]] == [
        "Source",
        "Medium",
        "Campaign",
        "Referrer domain",
        "Landing page",
        "Ad platform",
    ]
    assert report["source"]["newsletter"] == {
        "value": "newsletter",
        "leads": 4,
        "views": 200,
        "conversion": 2.0,
        "won": 0,
        "wonValue": "",
    }
    assert report["source"]["google.com"] == {
        "value": "google.com",
        "leads": 1,
        "views": 100,
        "conversion": 1.0,
        "won": 0,
        "wonValue": "",
    }
    assert report["source"]["direct"] == {
        "value": "direct",
        "leads": 1,
        "views": 350,
        "conversion": 0.3,
        "won": 0,
        "wonValue": "",
    }
    assert report["medium"]["email"]["leads"] == 4
    assert report["campaign"]["spring"]["leads"] == 4
    assert report["referrer"]["google.com"]["leads"] == 1
    assert report["landing"]["/pricing"] == {
        "value": "/pricing",
        "leads": 4,
        "views": 250,
        "conversion": 1.6,
        "won": 0,
        "wonValue": "",
    }
    assert report["landing"]["/"]["views"] == 300

    # The numbers agree with what the lead tables list for the same days.
    query = f"dateFrom={today}&dateTo={today}"
    table_total = sum(
        reports_client.get(f"/api/admin/{kind}?{query}").json()["count"] for kind in ("contacts", "quotes")
    )
    for key, rows in report.items():
        assert sum(row["leads"] for row in rows.values()) == table_total == 6, key
    assert sum(day["leads"] for day in body["days"]) == table_total
    assert sum(day["views"] for day in body["days"]) == 650


def test_each_report_downloads_as_csv(reports_client):
    today = timezone.localdate()
    views(today, "/pricing", 12, form="pricing-quiz", step="open")
    views(today, "/pricing", 3, form="pricing-quiz", step="sent")
    views(today, "/pricing", 40)
    lead(QuoteRequestFactory, today, landing_page="/pricing")
    query = f"dateFrom={today}&dateTo={today}"

    funnels = reports_client.get(f"/api/admin/reports/export.csv?report=funnels&{query}")
    assert funnels["Content-Disposition"] == f'attachment; filename="funnels-{today}-to-{today}.csv"'
    rows = list(csv.reader(io.StringIO(funnels.content.decode("utf-8-sig"))))
    assert rows[0] == ["Form", "Step", "Reached", "Dropped at this step", "% of opened", "% of previous step"]
    assert ["Pricing quiz", "Started (step 1: Business type)", "12", "0", "100.0", ""] in rows
    assert ["Pricing quiz", "Sent", "3", "0", "25.0", ""] in rows

    attribution = reports_client.get(f"/api/admin/reports/export.csv?report=attribution&{query}")
    rows = list(csv.reader(io.StringIO(attribution.content.decode("utf-8-sig"))))
    assert ["Landing page", "/pricing", "1", "40", "2.5", "0", ""] in rows

    days = reports_client.get(f"/api/admin/reports/export.csv?report=days&{query}")
    assert list(csv.reader(io.StringIO(days.content.decode("utf-8-sig")))) == [
        ["Date", "Page views", "Leads"],
        [str(today), "40", "1"],
    ]


def test_every_csv_the_reports_view_offers_downloads_and_no_other(reports_client):
    """The export names are one list (staff.report_figures.REPORT_CSVS): the staff page offers each, each
    downloads as a CSV, and the export refuses a name the list does not hold."""
    from django.contrib.auth.models import AnonymousUser

    from staff.report_figures import REPORT_CSVS
    from staff.serializers import ReportQuerySerializer
    from staff.views import staff_page_props

    offered = [csv["report"] for csv in staff_page_props(AnonymousUser())["reportCsvs"]]
    assert offered == [csv["report"] for csv in REPORT_CSVS]
    assert len(set(offered)) == len(offered)
    assert list(ReportQuerySerializer().fields["report"].choices) == offered
    today = timezone.localdate()
    for report in offered:
        query = f"report={report}&dateFrom={today}&dateTo={today}"
        answer = reports_client.get(f"/api/admin/reports/export.csv?{query}")
        assert answer.status_code == 200, report
        assert answer["Content-Type"].startswith("text/csv"), report
        assert answer["Content-Disposition"].startswith(f'attachment; filename="{report}-'), report
    for report in ("visitors", "leads", "google_ads", "Meta"):
        answer = reports_client.get(f"/api/admin/reports/export.csv?report={report}")
        assert answer.status_code == 400, report


def test_a_range_is_checked(reports_client):
    assert reports_client.get("/api/admin/reports?dateFrom=2026-05-02&dateTo=2026-05-01").status_code == 400
    assert reports_client.get("/api/admin/reports?dateFrom=2020-01-01&dateTo=2026-01-01").status_code == 400
    assert reports_client.get("/api/admin/reports/export.csv?report=visitors").status_code == 400
