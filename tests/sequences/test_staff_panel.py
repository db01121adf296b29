"""The lead's page on /admin: its sequences, the steps sent, the next one due, and Stop."""

from datetime import UTC, datetime, timedelta

import pytest

from sequences import services
from sequences.models import EnrollmentState, LeftReason
from tests.leads.conftest import lead_manager  # noqa: F401 (a signed-in lead manager)
from tests.leads.factories import QuoteRequestFactory

pytestmark = [pytest.mark.django_db, pytest.mark.clock]


def test_the_lead_detail_shows_its_sequences_and_staff_stop_one(sequence, lead_manager):  # noqa: F811
    lead = QuoteRequestFactory()
    [enrollment] = services.enrollments_enter(lead=lead)
    services.sequences_sweep(now=datetime.now(UTC) + timedelta(days=1, minutes=1))

    detail = lead_manager.get(f"/api/admin/quotes/{lead.pk}").json()
    [shown] = detail["sequences"]
    assert shown["sequence"] == "Pricing quiz follow-up"
    assert shown["canStop"] is True and shown["nextDueAt"]
    assert [send["step"] for send in shown["sent"]] == [1]

    answer = lead_manager.post(f"/api/admin/quotes/{lead.pk}/sequences/{enrollment.pk}/stop")
    assert answer.status_code == 200
    [stopped] = answer.json()["sequences"]
    assert (stopped["canStop"], stopped["nextDueAt"], stopped["leftReason"]) == (
        False,
        None,
        "Stopped by staff",
    )
    enrollment.refresh_from_db()
    assert (enrollment.state, enrollment.left_reason) == (EnrollmentState.LEFT, LeftReason.STOPPED)
    # Another lead's enrollment is no sequence of this lead.
    other = QuoteRequestFactory()
    assert (
        lead_manager.post(f"/api/admin/quotes/{other.pk}/sequences/{enrollment.pk}/stop").status_code == 404
    )


def test_the_reports_api_counts_each_sequence(sequence, reports_client):
    from decimal import Decimal

    from leads.models import LeadStatus
    from leads.pipeline import Sale, lead_set_status

    lead = QuoteRequestFactory()
    services.enrollments_enter(lead=lead)
    lead_set_status(lead=lead, status=LeadStatus.WON, sale=Sale(value=Decimal("2500"), currency="USD"))
    [row] = reports_client.get("/api/admin/reports").json()["sequences"]
    assert (row["name"], row["entered"], row["stage"], row["won"], row["wonValue"]) == (
        "Pricing quiz follow-up",
        1,
        1,
        1,
        "2500.00",
    )
    assert [step["sent"] for step in row["steps"]] == [0, 0, 0]
