"""Addresses that cannot break: a service's or solution's id names one page, and no path through the
admin answers 500 for an id (or an order) the database would refuse."""

import pytest
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse
from reversion.models import Version

from marketing.models import Faq, Offering, Page, Service
from publishing.models import ORDER_MAX
from tests.marketing.factories import FaqFactory, PageFactory
from tests.marketing.test_admin import form_data

pytestmark = pytest.mark.django_db


def service_form(client, service):
    url = reverse("admin:marketing_service_change", args=[service.pk])
    return url, form_data(client.get(url))


def add_form(client, model_name: str, **values) -> tuple[str, dict]:
    url = reverse(f"admin:marketing_{model_name}_add")
    data = form_data(client.get(url))
    data.update(
        name="Probe",
        summary="One line for the probe.",
        icon="check",
        title="A probe page",
        description="What the probe does.",
        approach="How the probe works.",
        why_choose="Why the probe.",
    )
    data.update(values)
    return url, data


def slug_errors(response) -> list[str]:
    assert response.status_code == 200, "the form should be shown again with its errors"
    return response.context["adminform"].form.errors.get("slug", [])


def test_adding_a_service_with_an_id_in_use_answers_a_form_error(editor, catalogue):
    url, data = add_form(editor, "service", slug="seo")
    errors = slug_errors(editor.post(url, data))
    assert errors == [
        "The service “Search Engine Optimization” already uses the id “seo” (/services/seo); "
        "choose another id."
    ]
    assert Service.objects.filter(slug="seo").count() == 1


def test_renaming_a_service_to_an_id_in_use_answers_a_form_error(editor, catalogue):
    url, data = service_form(editor, Service.objects.get(slug="seo"))
    data["slug"] = "social-media"
    errors = slug_errors(editor.post(url, data))
    assert errors and "already uses the id “social-media”" in errors[0]
    assert Service.objects.filter(slug="seo").exists()


def test_a_service_cannot_take_a_solutions_id_and_the_reverse(editor, catalogue):
    url, data = service_form(editor, Service.objects.get(slug="seo"))
    data["slug"] = "startups"
    errors = slug_errors(editor.post(url, data))
    assert errors and "would take over its page" in errors[0] and "/solutions/startups" in errors[0]

    url, data = add_form(editor, "solution", slug="seo")
    errors = slug_errors(editor.post(url, data))
    assert errors and "The service “Search Engine Optimization” already uses the id “seo”" in errors[0]
    # The solution keeps its page and its place in the menus and the sitemap.
    assert Client().get("/solutions/startups").status_code == 200
    assert "/solutions/startups" in Client().get("/sitemap.xml").content.decode()


@pytest.mark.parametrize("slug", ["about", "pricing", "contact", "privacy-policy", "home"])
def test_an_id_cannot_be_a_fixed_pages_address(editor, catalogue, slug):
    url, data = add_form(editor, "service", slug=slug)
    errors = slug_errors(editor.post(url, data))
    assert errors and f"“{slug}” is the address of the" in errors[0]


def test_no_solution_may_be_called_ai_automation_and_the_ai_page_keeps_its_id(editor, catalogue):
    url, data = add_form(editor, "solution", slug="ai-automation")
    assert "is the address of the AI automation page" in slug_errors(editor.post(url, data))[0]

    url, data = service_form(editor, Service.objects.get(slug="ai-automation"))
    data["slug"] = "automation"
    assert "its id stays ai-automation" in slug_errors(editor.post(url, data))[0]
    assert Client().get("/ai-automation").status_code == 200


def test_an_id_typed_with_capitals_is_stored_lower_case_and_its_page_opens(editor, catalogue):
    url, data = add_form(editor, "service", slug="  Probe-Caps ")
    response = editor.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    assert Service.objects.filter(slug="probe-caps").exists()
    assert Client().get("/services/probe-caps").status_code == 200


@pytest.mark.parametrize("slug", ["probe_caps", "probe--caps", "-probe", "probé"])
def test_an_id_with_other_characters_is_refused_with_what_it_takes(editor, catalogue, slug):
    url, data = add_form(editor, "service", slug=slug)
    errors = slug_errors(editor.post(url, data))
    assert errors and any("lower-case letters, digits" in e or "letters, numbers" in e for e in errors)


def test_the_model_refuses_a_shared_id_without_the_admin(catalogue):
    service = Service(slug="startups", name="Probe", summary="s", title="t", description="d")
    with pytest.raises(ValidationError) as raised:
        service.full_clean()
    assert "would take over its page" in raised.value.message_dict["slug"][0]
    assert service.kind == Offering.Kind.SERVICE  # known before the first save


def test_an_order_beyond_the_databases_range_is_a_form_error_everywhere(editor, catalogue):
    url, data = service_form(editor, Service.objects.get(slug="seo"))
    data["order"] = str(ORDER_MAX + 1)
    data["benefits-0-order"] = str(ORDER_MAX + 1)
    response = editor.post(url, data)
    assert response.status_code == 200
    assert response.context["adminform"].form.errors["order"]

    # The list's editable order column too.
    faq = FaqFactory(topic=Faq.Topic.PRICING)
    changelist = reverse("admin:marketing_faq_changelist")
    response = editor.post(
        changelist,
        {
            "form-TOTAL_FORMS": "1",
            "form-INITIAL_FORMS": "1",
            "form-0-id": str(faq.pk),
            "form-0-order": "70000",
            "_save": "Save",
        },
    )
    assert response.status_code == 200
    assert "less than or equal to 32767" in response.content.decode()


def test_adding_a_page_twice_is_a_form_error(editor, catalogue):
    PageFactory(key=Page.Key.ABOUT)
    url = reverse("admin:marketing_page_add")
    data = form_data(editor.get(url))
    data.update(key="about", title="About", meta_description="About us.", heading="About")
    response = editor.post(url, data)
    assert response.status_code == 200
    assert response.context["adminform"].form.errors["key"]


def test_recovering_a_deleted_service_whose_id_was_taken_since_is_a_form_error(editor, catalogue):
    seo = Service.objects.get(slug="seo")
    response = editor.post(reverse("admin:marketing_service_delete", args=[seo.pk]), {"post": "yes"})
    assert response.status_code == 302
    # Another service takes the id meanwhile.
    url, data = add_form(editor, "service", slug="seo", name="Search")
    assert editor.post(url, data).status_code == 302

    version = Version.objects.get_deleted(Service, model_db=None).get(object_id=str(seo.pk))
    recover = reverse("admin:marketing_service_recover", args=[version.pk])
    response = editor.get(recover, follow=True)
    assert response.status_code == 200
    shown = [str(m) for m in response.context["messages"]]
    assert shown[-1:] == [
        "“Search Engine Optimization” cannot be brought back as saved: the service “Search” already "
        "uses the id “seo” (/services/seo). Give that item another id first, then try again."
    ]
    assert Service.objects.get(slug="seo").name == "Search"

    # Once the id is free again, the deleted service comes back.
    Service.objects.filter(slug="seo").update(slug="search")
    response = editor.get(recover)
    assert response.status_code == 200
    assert editor.post(recover, form_data(response)).status_code == 302
    assert Service.objects.get(slug="seo").name == "Search Engine Optimization"


def test_the_migration_lower_cases_stored_ids_without_a_clash(catalogue):
    import importlib

    from django.apps import apps

    migration = importlib.import_module("marketing.migrations.0006_one_id_per_offering_page")
    Offering.objects.filter(slug="development").update(slug="Probe-Caps")
    Offering.objects.filter(slug="business").update(slug="probe-caps ")
    migration.one_id_per_page(apps, None)
    slugs = set(Offering.objects.values_list("slug", flat=True))
    assert {"probe-caps", "probe-caps-service"} <= slugs
    assert all(slug == slug.lower() for slug in slugs)
