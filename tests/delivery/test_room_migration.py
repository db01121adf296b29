"""leads 0026 and delivery 0001-0002: the outbound queue's models move from leads to the delivery
room with every row, on the tables they had (`leads_delivery` ...), a built form's webhooks still
chosen, and the permissions (so the groups and users holding them) following the content types;
unapplied, all of it is leads' again."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("leads", "0025_remove_builtform_notify"), ("delivery", None)]
AFTER = [("delivery", "0002_content_types")]
MODELS = ("delivery", "deliveryattempt", "webhookendpoint")
TABLES = {"leads_delivery", "leads_deliveryattempt", "leads_webhookendpoint", "leads_builtform_webhooks"}


def _rows(apps, app: str) -> dict:
    Delivery = apps.get_model(app, "Delivery")
    return {
        "deliveries": sorted(
            Delivery.objects.values_list("pk", "lead_id", "kind", "reference", "endpoint_id")
        ),
        "attempts": sorted(apps.get_model(app, "DeliveryAttempt").objects.values_list("pk", "delivery_id")),
        "endpoints": sorted(apps.get_model(app, "WebhookEndpoint").objects.values_list("pk", "url")),
    }


def _grants(apps) -> list[tuple[str, str, str]]:
    Group = apps.get_model("auth", "Group")
    group = Group.objects.get(name="Webhook keepers")
    return sorted(group.permissions.values_list("content_type__app_label", "content_type__model", "codename"))


def _migrate(targets):
    """The database migrated to `targets` (only the few migrations between there and here run)."""
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state([target for target in targets if target[1]]).apps


@pytest.mark.django_db(transaction=True)
def test_the_queue_moves_to_its_room_with_every_row_and_permission_and_back():
    old = _migrate(BEFORE)
    lead = old.get_model("leads", "Lead").objects.create(
        name="Dana Whitfield", email="dana@harbourcoffee.example", source="contact_page", form="contact"
    )
    endpoint = old.get_model("leads", "WebhookEndpoint").objects.create(
        url="https://hooks.example.com/leads", events=["lead.created"], secret="whsec_x"
    )
    Delivery = old.get_model("leads", "Delivery")
    delivery = Delivery.objects.create(lead=lead, kind="lead.created", channel="webhook", endpoint=endpoint)
    Delivery.objects.create(reference="subscriber:7", kind="subscriber.confirmation")
    old.get_model("leads", "DeliveryAttempt").objects.create(
        delivery=delivery, started_at="2026-11-20T10:00:00Z", status_code=200
    )
    form = old.get_model("leads", "BuiltForm").objects.create(
        name="Free audit",
        slug="free-audit",
        heading="Free audit",
        button_label="Send",
        success_heading="Thanks",
    )
    form.webhooks.add(endpoint)
    # The content types and permissions as a database made before the move holds them.
    ContentType = old.get_model("contenttypes", "ContentType")
    Permission = old.get_model("auth", "Permission")
    group = old.get_model("auth", "Group").objects.create(name="Webhook keepers")
    for model in MODELS:
        content_type, _ = ContentType.objects.get_or_create(app_label="leads", model=model)
        permission, _ = Permission.objects.get_or_create(
            content_type=content_type, codename=f"view_{model}", defaults={"name": f"Can view {model}"}
        )
        group.permissions.add(permission)
    before = _rows(old, "leads")
    granted = _grants(old)

    new = _migrate(AFTER)
    assert _rows(new, "delivery") == before
    assert set(connection.introspection.table_names()) >= TABLES
    assert new.get_model("delivery", "Delivery")._meta.db_table == "leads_delivery"
    chosen = (
        new.get_model("leads", "BuiltForm").objects.get(pk=form.pk).webhooks.values_list("url", flat=True)
    )
    assert list(chosen) == ["https://hooks.example.com/leads"]
    assert _grants(new) == [("delivery", model, codename) for _app, model, codename in granted]
    moved = new.get_model("contenttypes", "ContentType").objects.filter(model__in=MODELS)
    assert sorted(moved.values_list("app_label", flat=True)) == ["delivery"] * 3

    back = _migrate(BEFORE)
    assert _rows(back, "leads") == before
    assert _grants(back) == granted
    assert list(
        back.get_model("leads", "BuiltForm").objects.get(pk=form.pk).webhooks.values_list("pk", flat=True)
    ) == [endpoint.pk]

    executor = MigrationExecutor(connection)
    _migrate(executor.loader.graph.leaf_nodes())
