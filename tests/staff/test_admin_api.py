"""The staff API behind /admin: who may call it, what it returns, and what it changes."""

import csv
import datetime as dt
import io
from decimal import Decimal

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client
from django.utils import timezone

from leads.models import ContactSubmission, LeadSource, LeadStatus, QuoteRequest
from tests.leads.factories import notification
from tests.staff.factories import (
    STAFF_PASSWORD,
    ContactSubmissionFactory,
    QuoteRequestFactory,
    StaffUserFactory,
    local,
    received,
)

pytestmark = pytest.mark.django_db

READ_ENDPOINTS = [
    "/api/admin/contacts",
    "/api/admin/quotes",
    "/api/admin/contacts/export.csv",
    "/api/admin/quotes/export.csv",
    "/api/admin/stats",
    "/api/admin/session",
    "/api/admin/forms",
]


@pytest.fixture
def leads():
    contact = ContactSubmissionFactory(name="Ada Lovelace", email="ada@example.org")
    quote = QuoteRequestFactory(name="Grace Hopper", email="grace@example.org")
    return contact, quote


def _all_endpoints(leads):
    contact, quote = leads
    reads = [("get", url) for url in READ_ENDPOINTS]
    reads += [("get", f"/api/admin/contacts/{contact.pk}"), ("get", f"/api/admin/quotes/{quote.pk}")]
    writes = [("patch", f"/api/admin/contacts/{contact.pk}"), ("patch", f"/api/admin/quotes/{quote.pk}")]
    return reads + writes


def _call(client, method, url):
    if method == "patch":
        return client.patch(url, {"handled": True}, content_type="application/json")
    return client.get(url)


def _assert_refused(response, status):
    assert response.status_code == status
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) == {"detail"}, body
    assert "no-store" in response["Cache-Control"]


def test_anonymous_visitors_get_401_and_no_data(client, leads):
    for method, url in _all_endpoints(leads):
        response = _call(client, method, url)
        _assert_refused(response, 401)
        assert b"Ada" not in response.content and b"Grace" not in response.content
    assert not ContactSubmission.objects.exclude(status=LeadStatus.NEW).exists()


def test_signed_in_non_staff_users_get_403_and_no_data(regular_client, leads):
    for method, url in _all_endpoints(leads):
        response = _call(regular_client, method, url)
        _assert_refused(response, 403)
        assert b"Ada" not in response.content
    assert not QuoteRequest.objects.exclude(status=LeadStatus.NEW).exists()


def test_a_deactivated_staff_account_is_refused(leads):
    user = StaffUserFactory()
    client = Client()
    client.force_login(user)
    user.is_active = False
    user.save()
    for method, url in _all_endpoints(leads):
        assert _call(client, method, url).status_code in (401, 403), url


def test_staff_writes_need_the_csrf_token(staff_user, leads):
    contact, _ = leads
    client = Client(enforce_csrf_checks=True)
    client.force_login(staff_user)
    response = client.patch(
        f"/api/admin/contacts/{contact.pk}", {"handled": True}, content_type="application/json"
    )
    assert response.status_code == 403
    assert "CSRF" in response.json()["detail"]
    contact.refresh_from_db()
    assert contact.handled is False


def test_every_staff_answer_is_no_store(staff_client, leads):
    for url in READ_ENDPOINTS:
        response = staff_client.get(url)
        assert response.status_code == 200, url
        assert "no-store" in response["Cache-Control"], url
        assert "private" in response["Cache-Control"], url


def test_contact_list_has_the_admin_record_fields(staff_client):
    lead = ContactSubmissionFactory(
        name="Ada Lovelace",
        email="ada@example.org",
        company="Analytical Engines",
        phone="555-0199",
        service="development",
        message="We need a new booking site before summer.",
        source=LeadSource.HOME_PAGE,
        page_url="https://example.com/",
        utm_source="newsletter",
    )
    notification(lead)  # the pending staff email services create with every lead
    body = staff_client.get("/api/admin/contacts").json()
    assert body["count"] == 1 and body["page"] == 1 and body["totalPages"] == 1
    assert body["next"] is None and body["previous"] is None
    record = body["results"][0]
    for key in ("id", "createdAt", "name", "email", "company", "service", "message"):
        assert key in record
    assert record["id"] == lead.pk
    assert record["message"] == "We need a new booking site before summer."
    assert record["source"] == "home_page" and record["sourceLabel"] == "Home page contact form"
    assert record["handled"] is False and record["handledAt"] is None
    assert record["notificationStatus"] == "pending" and record["isSpam"] is False
    assert record["utm"]["source"] == "newsletter"
    assert dt.datetime.fromisoformat(record["createdAt"]) == lead.created_at


def test_quote_list_has_the_admin_record_fields_and_labelled_answers(staff_client):
    QuoteRequestFactory(name="Grace Hopper", phone="555-0142")
    record = staff_client.get("/api/admin/quotes").json()["results"][0]
    for key in ("id", "createdAt", "name", "email", "company", "phone", "quizAnswers"):
        assert key in record
    assert record["quizAnswers"]["business-type"] == "ecommerce"
    assert record["answers"] == [
        {"question": "Business type", "answer": "E-commerce store"},
        {"question": "Main goal", "answer": "Convert more visitors into sales"},
        {
            "question": "Services of interest",
            "answer": "Search engine optimization (SEO), Social media marketing",
        },
        {"question": "Timeline", "answer": "In 1-3 months"},
    ]


def test_consultation_and_hero_quiz_answers_get_labels(staff_client):
    QuoteRequestFactory(
        source=LeadSource.AI_AUTOMATION_PAGE,
        quiz_answers={},
        service="AI Automation Consultation",
        vertical="support",
        team_size="51-200",
        budget="15k-50k",
        current_challenges="Tickets pile up overnight.",
    )
    QuoteRequestFactory(
        source=LeadSource.HERO_QUIZ,
        quiz_answers={
            "businessGoal": "Generate more leads",
            "budget": "$5,000 - $15,000",
            "services": ["Search Engine Optimization (SEO)", "Email Marketing"],
            "industry": "Healthcare",
            "company": "Bright Smiles",
            "name": "Dr. Kim",
            "email": "kim@example.org",
        },
    )
    results = staff_client.get("/api/admin/quotes").json()["results"]
    hero, consultation = results  # newest first
    assert consultation["answers"] == [
        {"question": "Service", "answer": "AI Automation Consultation"},
        {"question": "Area to automate", "answer": "Customer support"},
        {"question": "Current challenges", "answer": "Tickets pile up overnight."},
        {"question": "Team size", "answer": "51-200 people"},
        {"question": "Budget", "answer": "$15,000 - $50,000"},
    ]
    assert hero["answers"] == [
        {"question": "Business goal", "answer": "Generate more leads"},
        {"question": "Budget", "answer": "$5,000 - $15,000"},
        {"question": "Services of interest", "answer": "Search Engine Optimization (SEO), Email Marketing"},
        {"question": "Industry", "answer": "Healthcare"},
    ]


def test_spam_is_left_out_unless_asked_for(staff_client):
    ContactSubmissionFactory(name="Real Person")
    ContactSubmissionFactory(name="Cheap Pills", is_spam=True)
    names = [r["name"] for r in staff_client.get("/api/admin/contacts").json()["results"]]
    assert names == ["Real Person"]
    spam = [r["name"] for r in staff_client.get("/api/admin/contacts?spam=true").json()["results"]]
    assert spam == ["Cheap Pills"]
    csv_text = staff_client.get("/api/admin/contacts/export.csv").content.decode("utf-8-sig")
    assert "Real Person" in csv_text and "Cheap Pills" not in csv_text


def test_search_looks_in_name_email_company_and_message(staff_client):
    ContactSubmissionFactory(name="Ada Lovelace", company="Engines", message="A long enough message.")
    ContactSubmissionFactory(name="Bob", email="bob@lighthouse.example", message="Another long message.")
    ContactSubmissionFactory(name="Cy", company="Lighthouse Realty", message="Third long message here.")
    ContactSubmissionFactory(name="Di", message="Please call about the LIGHTHOUSE campaign.")

    def names(term):
        body = staff_client.get("/api/admin/contacts", {"search": term, "ordering": "name"}).json()
        return [r["name"] for r in body["results"]]

    assert names("lighthouse") == ["Bob", "Cy", "Di"]
    assert names("ada") == ["Ada Lovelace"]
    assert names("nobody-matches") == []


def test_date_range_is_inclusive_in_the_site_time_zone(staff_client):
    received(ContactSubmissionFactory(name="March 1"), local(2026, 3, 1, 0))
    received(ContactSubmissionFactory(name="March 2 late"), local(2026, 3, 2, 23))
    received(ContactSubmissionFactory(name="March 3"), local(2026, 3, 3, 9))
    body = staff_client.get("/api/admin/contacts?dateFrom=2026-03-02&dateTo=2026-03-03").json()
    assert [r["name"] for r in body["results"]] == ["March 3", "March 2 late"]
    only_first = staff_client.get("/api/admin/contacts?dateTo=2026-03-01").json()
    assert [r["name"] for r in only_first["results"]] == ["March 1"]


@pytest.mark.parametrize(
    "url",
    [
        "/api/admin/contacts",
        "/api/admin/quotes",
        "/api/admin/contacts/export.csv",
        "/api/admin/quotes/export.csv",
    ],
)
@pytest.mark.parametrize(
    ("field", "date"),
    [
        ("dateTo", "9999-12-31"),
        ("dateFrom", "9999-12-31"),
        ("dateFrom", "0001-01-01"),
        ("dateTo", "1999-12-31"),
    ],
)
def test_dates_out_of_range_are_a_400_not_a_crash(staff_client, url, field, date):
    ContactSubmissionFactory()
    QuoteRequestFactory()
    response = staff_client.get(f"{url}?{field}={date}")
    assert response.status_code == 400
    assert response.json() == {field: ["Please choose a date between 2000-01-01 and 2999-12-31."]}


def test_the_edges_of_the_date_range_are_accepted(staff_client):
    ContactSubmissionFactory(name="Ada Lovelace")
    for query in ("dateFrom=2000-01-01", "dateTo=2999-12-31", "dateFrom=2000-01-01&dateTo=2999-12-31"):
        response = staff_client.get(f"/api/admin/contacts?{query}")
        assert response.status_code == 200, query
        assert [row["name"] for row in response.json()["results"]] == ["Ada Lovelace"]
    assert staff_client.get("/api/admin/quotes/export.csv?dateTo=2999-12-31").status_code == 200


def test_bad_filters_are_a_400_with_field_messages(staff_client):
    response = staff_client.get("/api/admin/contacts?dateFrom=2026-03-05&dateTo=2026-03-01")
    assert response.status_code == 400
    assert response.json() == {"dateTo": ["The end date must be on or after the start date."]}
    assert staff_client.get("/api/admin/contacts?ordering=password").status_code == 400
    assert staff_client.get("/api/admin/contacts?dateFrom=yesterday").status_code == 400


def test_ordering_by_created_at_name_and_company(staff_client):
    received(ContactSubmissionFactory(name="beth", company="Zephyr"), local(2026, 1, 2))
    received(ContactSubmissionFactory(name="Aaron", company="Mariner"), local(2026, 1, 3))
    received(ContactSubmissionFactory(name="Carla", company="anchor"), local(2026, 1, 1))

    def names(ordering):
        return [
            r["name"] for r in staff_client.get(f"/api/admin/contacts?ordering={ordering}").json()["results"]
        ]

    assert names("-createdAt") == ["Aaron", "beth", "Carla"]
    assert names("createdAt") == ["Carla", "beth", "Aaron"]
    assert names("name") == ["Aaron", "beth", "Carla"]
    assert names("-name") == ["Carla", "beth", "Aaron"]
    assert names("company") == ["Carla", "Aaron", "beth"]


def test_handled_filter_and_pagination(staff_client):
    for n in range(25):
        ContactSubmissionFactory(name=f"Lead {n:02d}", handled=n % 5 == 0)
    first = staff_client.get("/api/admin/contacts?ordering=name").json()
    assert first["count"] == 25 and first["totalPages"] == 2 and len(first["results"]) == 20
    second = staff_client.get("/api/admin/contacts?ordering=name&page=2").json()
    assert [r["name"] for r in second["results"]] == [f"Lead {n:02d}" for n in range(20, 25)]
    small = staff_client.get("/api/admin/contacts?pageSize=10&page=3").json()
    assert small["totalPages"] == 3 and len(small["results"]) == 5
    handled = staff_client.get("/api/admin/contacts?handled=true").json()
    assert handled["count"] == 5 and all(r["handled"] for r in handled["results"])
    assert staff_client.get("/api/admin/contacts?handled=false").json()["count"] == 20


def test_a_page_size_that_is_not_a_whole_number_from_one_is_refused_as_the_schema_says(staff_client):
    """Issue 43: `pageSize=abc` answered the first 20 rows, though the schema says an integer."""
    ContactSubmissionFactory.create_batch(3)
    for asked in ("abc", "2.5", "", "0", "-3", " 5", "１0"):
        response = staff_client.get("/api/admin/quotes", {"pageSize": asked})
        assert response.status_code == 400, asked
        message = "Please choose a page size: a whole number of rows, 1 or more."
        assert response.json() == {"pageSize": [message]}
    assert staff_client.get("/api/admin/contacts?pageSize=2").json()["pageSize"] == 2
    assert staff_client.get("/api/admin/contacts?pageSize=500").json()["pageSize"] == 100
    schema = staff_client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    parameters = schema["paths"]["/api/admin/contacts"]["get"]["parameters"]
    assert {p["name"]: p["schema"] for p in parameters}["pageSize"] == {"type": "integer", "minimum": 1}


@pytest.mark.clock
def test_marking_a_lead_handled_and_back(staff_client):
    contact = ContactSubmissionFactory()
    response = staff_client.patch(
        f"/api/admin/contacts/{contact.pk}", {"handled": True}, content_type="application/json"
    )
    assert response.status_code == 200
    assert response.json()["handled"] is True and response.json()["handledAt"]
    contact.refresh_from_db()
    assert contact.handled is True
    assert abs((timezone.now() - contact.handled_at).total_seconds()) < 60

    quote = QuoteRequestFactory(handled=True, handled_at=timezone.now())
    response = staff_client.patch(
        f"/api/admin/quotes/{quote.pk}", {"handled": False}, content_type="application/json"
    )
    assert response.status_code == 200
    quote.refresh_from_db()
    assert quote.handled is False and quote.handled_at is None


def test_handled_toggle_validates_its_input_and_the_id(staff_client):
    contact = ContactSubmissionFactory()
    response = staff_client.patch(
        f"/api/admin/contacts/{contact.pk}", {"handled": "maybe"}, content_type="application/json"
    )
    assert response.status_code == 400 and "handled" in response.json()
    assert (
        staff_client.patch(
            "/api/admin/contacts/999999", {"handled": True}, content_type="application/json"
        ).status_code
        == 404
    )
    contact.refresh_from_db()
    assert contact.handled is False


def _csv_rows(response):
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


@pytest.mark.clock
def test_contact_export_follows_the_filter_and_names_the_file(staff_client):
    ContactSubmissionFactory(name="Ada Lovelace", company="Engines", message="Please quote a new website.")
    ContactSubmissionFactory(name="Bob Builder", company="Builders", message="Looking for SEO help soon.")
    response = staff_client.get("/api/admin/contacts/export.csv?search=ada")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    today = timezone.localdate().isoformat()
    assert response["Content-Disposition"] == f'attachment; filename="contact-submissions-{today}.csv"'
    header, *rows = _csv_rows(response)
    assert header[:8] == ["ID", "Received", "Name", "Email", "Company", "Phone", "Service", "Message"]
    assert [row[2] for row in rows] == ["Ada Lovelace"]
    assert rows[0][7] == "Please quote a new website."


def test_export_ignores_pagination(staff_client):
    for n in range(30):
        QuoteRequestFactory(name=f"Prospect {n}")
    header, *rows = _csv_rows(staff_client.get("/api/admin/quotes/export.csv?page=2"))
    assert len(rows) == 30
    assert header[6:9] == ["Source", "Language", "Answers"]
    assert rows[0][7] == "English"
    assert rows[0][8] == (
        "Business type: E-commerce store; Main goal: Convert more visitors into sales; "
        "Services of interest: Search engine optimization (SEO), Social media marketing; "
        "Timeline: In 1-3 months"
    )


def test_export_cells_cannot_become_spreadsheet_formulas(staff_client):
    ContactSubmissionFactory(
        name='=HYPERLINK("http://evil.example","click")',
        company="+SUM(A1:A9)",
        phone="-2+3",
        message="@cmd|' /C calc'!A0 and more text",
    )
    _, row = _csv_rows(staff_client.get("/api/admin/contacts/export.csv"))
    assert row[2] == '\'=HYPERLINK("http://evil.example","click")'
    assert row[4] == "'+SUM(A1:A9)"
    assert row[5] == "'-2+3"
    assert row[7] == "'@cmd|' /C calc'!A0 and more text"


def test_export_answers_an_accept_text_csv_request(staff_client):
    ContactSubmissionFactory()
    response = staff_client.get("/api/admin/contacts/export.csv", HTTP_ACCEPT="text/csv")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")


@pytest.mark.clock
def test_stats_count_leads_per_day_for_30_days(staff_client):
    today = timezone.localdate()
    yesterday = today - dt.timedelta(days=1)
    noon = dt.time(12)
    tz = timezone.get_current_timezone()
    at = lambda day: timezone.make_aware(dt.datetime.combine(day, noon), tz)  # noqa: E731
    received(ContactSubmissionFactory(), at(today))
    received(ContactSubmissionFactory(), at(today))
    received(QuoteRequestFactory(), at(yesterday))
    received(ContactSubmissionFactory(is_spam=True), at(today))
    received(ContactSubmissionFactory(), at(today - dt.timedelta(days=30)))  # outside the window

    body = staff_client.get("/api/admin/stats").json()
    days = body["days"]
    assert len(days) == 30
    assert days[0]["date"] == (today - dt.timedelta(days=29)).isoformat()
    assert days[-1] == {"date": today.isoformat(), "contacts": 2, "quotes": 0, "total": 2}
    assert days[-2] == {"date": yesterday.isoformat(), "contacts": 0, "quotes": 1, "total": 1}
    assert body["totals"] == {"contacts": 2, "quotes": 1}


def test_session_endpoint_says_who_is_signed_in(staff_client, staff_user):
    body = staff_client.get("/api/admin/session").json()
    assert body["user"] == {
        "id": staff_user.pk,
        "username": staff_user.username,
        "email": staff_user.email,
        "name": "Morgan Lee",
        "canViewReports": False,
    }
    assert body["csrfToken"]


def test_a_leads_ab_test_version_is_in_its_record_its_detail_and_the_csv_by_its_tests_name(staff_client):
    from campaigns.models import Experiment
    from tests.campaigns.conftest import page_with_blocks

    test = Experiment.objects.create(
        page=page_with_blocks(), name="Bolder heading", split_a=50, split_b=50, baseline_rate=Decimal("5")
    )
    lead = ContactSubmissionFactory(name="Ada Lovelace", ab_version=f"{test.pk}:B")
    ContactSubmissionFactory(name="Bob Builder")
    ContactSubmissionFactory(name="Cy Young", ab_version="9999:A")  # a test deleted since
    label = f"Version B of “Bolder heading” (test {test.pk})"

    detail = staff_client.get(f"/api/admin/contacts/{lead.pk}").json()
    assert (detail["abVersion"], detail["abVersionLabel"]) == (f"{test.pk}:B", label)
    listed = {
        row["name"]: row["abVersionLabel"]
        for row in staff_client.get("/api/admin/contacts").json()["results"]
    }
    assert listed == {"Ada Lovelace": label, "Bob Builder": "", "Cy Young": "Version A of test 9999"}

    header, *rows = _csv_rows(staff_client.get("/api/admin/contacts/export.csv"))
    column = header.index("A/B test version")
    assert {row[2]: row[column] for row in rows} == listed
    QuoteRequestFactory(name="Grace Hopper", ab_version=f"{test.pk}:A")
    header, *rows = _csv_rows(staff_client.get("/api/admin/quotes/export.csv"))
    assert rows[0][header.index("A/B test version")] == f"Version A of “Bolder heading” (test {test.pk})"


def test_a_member_who_signs_in_on_the_page_gets_the_built_forms_from_the_staff_api(client):
    """The page's props name the built forms only for a member already signed in when it was drawn;
    one who signs in on the page asks /api/admin/forms (the Form filter of Quote Requests)."""
    from leads.models import BuiltForm
    from staff.views import staff_page_props

    form = BuiltForm.objects.create(name="Free holiday ads audit", slug="holiday-audit", heading_en="Audit")
    user = StaffUserFactory()
    assert staff_page_props(AnonymousUser())["forms"] == []
    url = staff_page_props(AnonymousUser())["urls"]["forms"]
    assert url == "/api/admin/forms"
    assert client.get(url).status_code == 401
    response = client.post(
        "/api/admin/login",
        {"username": user.username, "password": STAFF_PASSWORD},
        content_type="application/json",
    )
    assert response.status_code == 200
    answer = client.get(url)
    assert answer.json() == {"results": [{"value": f"built-{form.pk}", "label": "Free holiday ads audit"}]}
    assert "no-store" in answer["Cache-Control"]
    # A staff account that may not see quote requests has no Form filter to fill.
    no_quotes = Client()
    no_quotes.force_login(StaffUserFactory(lead_manager=False))
    assert no_quotes.get(url).status_code == 403


def test_a_blank_date_or_score_is_no_filter(staff_client):
    """Issue 52: ?dateFrom=&scoreMin= (a form's empty fields) were a 400 though blank search,
    source or owner are no filter."""
    ContactSubmissionFactory(name="Ada Lovelace")
    for path in ("/api/admin/contacts", "/api/admin/contacts/export.csv", "/api/admin/quotes"):
        response = staff_client.get(f"{path}?dateFrom=&dateTo=&scoreMin=&search=")
        assert response.status_code == 200, path
    body = staff_client.get("/api/admin/contacts?dateFrom=&scoreMin=").json()
    assert [row["name"] for row in body["results"]] == ["Ada Lovelace"]
