import copy
import json

import pytest
from django.test import Client
from django_tasks_db.management.commands import db_worker

from leads.models import BuiltForm, BuiltFormField, NotificationRecipient


@pytest.fixture
def no_fill_minimum(settings):
    """Forms without JavaScript post at once, with no confirmation step: the minimum fill time is
    the subject of tests/forms/test_fill_time.py, not of the tests that use this."""
    settings.LEADS_MIN_FILL_MS = 0


CONTACT_URL = "/api/contact"
QUOTE_URL = "/api/quote-request"

# The spec's payloads (section 7), exactly as the original client sends them.
HOME_CONTACT = {
    "name": "Dana Whitfield",
    "email": "dana@harbourcoffee.com",
    "company": "Harbour Coffee Roasters",
    "service": "seo",
    "message": "We would like more local customers to find our two cafes.",
}
PAGE_CONTACT = {
    "name": "Marcus Oyelaran",
    "email": "marcus@oyelaranlaw.com",
    "company": "Oyelaran Law Group",
    "phone": "+1 619 555 0147",
    "service": "lead-generation",
    "message": "We need a steadier flow of consultation bookings for our practice.",
}
HERO_QUIZ = {
    "quizAnswers": {
        "businessGoal": "Generate more leads",
        "budget": "$5,000 - $15,000",
        "services": ["Social Media Marketing", "Search Engine Optimization (SEO)"],
        "industry": "Technology",
        "company": "Northwind Labs",
        "name": "Priya Raman",
        "email": "priya@northwindlabs.com",
        "phone": "+1 858 555 0192",
        "website": "https://northwindlabs.com",
        "description": "B2B analytics software for mid-size logistics firms.",
    },
    "source": "hero_quiz",
}
CONSULTATION = {
    "name": "Elena Brooks",
    "email": "elena@brooksfreight.com",
    "company": "Brooks Freight",
    "phone": "",
    "vertical": "operations",
    "currentChallenges": "Dispatchers re-key every order from email into our TMS.",
    "automationGoals": "Read order emails automatically and create shipments.",
    "teamSize": "51-200",
    "budget": "15k-50k",
    "service": "AI Automation Consultation",
    "source": "ai_automation_page",
}
PRICING_QUIZ = {
    "name": "Tom Alvarez",
    "email": "tom@alvarezcycles.com",
    "company": "Alvarez Cycles",
    "phone": "",
    "quizAnswers": {
        "business-type": "ecommerce",
        "goals": "sales-conversion",
        "services": ["seo", "marketing"],
        "timeline": "immediate",
    },
}


def payload(base: dict, **changes) -> dict:
    data = copy.deepcopy(base)
    data.update(changes)
    return data


def quiz(base: dict, **changes) -> dict:
    data = copy.deepcopy(base)
    data["quizAnswers"].update(changes)
    return data


class LeadClient:
    """Posts like a browser with no cookie and no CSRF token; CSRF checks are enforced."""

    def __init__(self):
        self.client = Client(enforce_csrf_checks=True)

    def post(self, url: str, data, *, content_type: str = "application/json", **extra):
        body = data if isinstance(data, str | bytes) else json.dumps(data)
        return self.client.post(url, data=body, content_type=content_type, **extra)

    def contact(self, data, **extra):
        return self.post(CONTACT_URL, data, **extra)

    def quote(self, data, **extra):
        return self.post(QUOTE_URL, data, **extra)


@pytest.fixture
def contact_services(db):
    """The catalogue's services: what the contact forms offer and POST /api/contact accepts."""
    from tests.marketing.factories import SERVICE_ITEMS, ServiceFactory, create_offerings

    return create_offerings(ServiceFactory, SERVICE_ITEMS)


@pytest.fixture
def api(contact_services):
    return LeadClient()


@pytest.fixture
def lead_manager(db):
    """A signed-in staff member of the Lead managers group: the /admin page and its API."""
    from tests.staff.factories import StaffUserFactory

    client = Client()
    client.force_login(StaffUserFactory())
    return client


@pytest.fixture
def run_tasks(monkeypatch):
    """Runs every ready task with django-tasks-db's own worker loop, as `db_worker --batch` does."""
    # The worker closes "old" connections between tasks; inside a test transaction that would end the test's.
    monkeypatch.setattr(db_worker, "close_old_connections", lambda: None)

    def run() -> None:
        db_worker.Worker(
            queue_names=["default"],
            interval=0,
            batch=True,
            backend_name="default",
            startup_delay=False,
            max_tasks=None,
            worker_id="pytest",
            excluded_queue_names=[],
        ).run()

    return run


def deliveries(lead) -> dict:
    """A lead's email deliveries by kind ("notification", "acknowledgement")."""
    from tests.support.deliveries import lead_deliveries

    return lead_deliveries(lead)


def delivery_status(lead, kind: str) -> str | None:
    delivery = deliveries(lead).get(kind)
    return delivery.status if delivery else None


# A form built in the admin with a field of every kind (tests/forms/test_built_forms.py and
# test_built_form_api.py).
def field(form, ordering, kind, key, label_en, label_es="", **extra):
    return BuiltFormField.objects.create(
        parent=form,
        region="fields",
        ordering=ordering,
        kind=kind,
        key=key,
        label_en=label_en,
        label_es=label_es,
        **extra,
    )


@pytest.fixture
def audit(db):
    form = BuiltForm.objects.create(
        name="Free local SEO audit",
        slug="free-audit",
        heading_en="Get your free local SEO audit",
        heading_es="Reciba su auditoría SEO local gratuita",
        button_label_en="Get my audit",
        button_label_es="Quiero mi auditoría",
        success_heading_en="Your audit is on its way",
        success_heading_es="Su auditoría está en camino",
        success_message_en="We send it within two business days.",
        success_message_es="Se la enviamos en dos días hábiles.",
        has_own_page=True,
    )
    # Two approved recipients the form notifies besides the lead mailbox.
    form.recipients.add(
        NotificationRecipient.objects.create(name="Audit desk", email="audits@example.com"),
        NotificationRecipient.objects.create(name="Sales team", email="sales@example.com"),
    )
    field(form, 10, "text", "name", "Your name", "Su nombre", lead_field="name", required=True, min_length=2)
    field(form, 20, "email", "email", "Work email", "Correo de trabajo", lead_field="email", required=True)
    field(
        form,
        30,
        "url",
        "website",
        "Website",
        "Sitio web",
        required=True,
        required_message_en="We need your website to audit it.",
        required_message_es="Necesitamos su sitio web para auditarlo.",
    )
    field(
        form,
        40,
        "choice",
        "monthly_budget",
        "Monthly budget",
        "Presupuesto mensual",
        required=True,
        options_en="Under $2,000\n$2,000 - $10,000",
        options_es="Menos de 2.000 $\n2.000 - 10.000 $",
    )
    field(form, 50, "choices", "platforms", "Platforms", "Plataformas", options_en="Google\nMeta\nTikTok")
    field(form, 60, "number", "locations", "Locations", "Sedes", min_length=1, max_length=50)
    field(
        form,
        70,
        "long_text",
        "goals",
        "Goals",
        "Objetivos",
        max_length=20,
        max_length_message_en="Twenty characters at most.",
        max_length_message_es="Veinte caracteres como mucho.",
    )
    field(form, 80, "phone", "phone", "Phone", "Teléfono", lead_field="phone")
    field(form, 90, "checkbox", "consent", "Email me my audit.", "Envíenme mi auditoría.", required=True)
    field(form, 100, "hidden", "campaign", "", options_en="spring-2026")
    return form
