"""Migration 0009 (the pipeline): handled leads become Contacted, the others New, and the handled revisions
django-reversion recorded become lines of the lead's one history."""

import datetime as dt

import pytest
from django.contrib.auth import get_user_model
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone
from reversion.models import Revision, Version

BEFORE = [("leads", "0008_webhooks")]
AFTER = [("leads", "0009_pipeline")]


@pytest.mark.clock
@pytest.mark.django_db(transaction=True)
def test_handled_leads_become_contacted_and_their_history_is_kept():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    contact_model = old.get_model("leads", "ContactSubmission")
    # Only the leads app goes back: users, content types and revisions are today's models.
    user = get_user_model().objects.create(username="morgan", is_staff=True)
    handled = contact_model.objects.create(
        name="Ada",
        email="ada@example.org",
        source="contact_page",
        service="seo",
        message="Hi",
        handled=True,
        handled_at=timezone.now(),
    )
    fresh = contact_model.objects.create(
        name="Bob", email="bob@example.org", source="contact_page", service="seo", message="Hi"
    )
    content_type = ContentType.objects.get_or_create(app_label="leads", model="contactsubmission")[0]
    when = timezone.now() - dt.timedelta(days=3)
    revision = Revision.objects.create(date_created=when, user=user, comment="Marked handled.")
    Version.objects.create(
        revision=revision,
        object_id=str(handled.pk),
        content_type=content_type,
        db="default",
        format="json",
        serialized_data="[]",
        object_repr="Ada",
    )

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps
    leads = new.get_model("leads", "ContactSubmission").objects
    assert leads.get(pk=handled.pk).status == "contacted"
    assert leads.get(pk=fresh.pk).status == "new"
    (event,) = new.get_model("leads", "LeadEvent").objects.all()
    assert (event.contact_id, event.actor_id, event.kind) == (handled.pk, user.pk, "status")
    assert (event.from_value, event.to_value) == ("New", "Contacted")
    assert abs((event.at - when).total_seconds()) < 1

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())  # back to the latest for the other tests
