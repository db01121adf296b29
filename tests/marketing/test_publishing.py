"""Nothing goes live by accident: Preview on the Add form, a new item after the last one, a warning
that names a page's empty sections, and a home grid without a lone card."""

import pytest
from django.contrib.messages import WARNING
from django.test import Client
from django.urls import reverse

from marketing import selectors
from marketing.models import Faq, Service
from tests.marketing.factories import FaqFactory, ServiceFactory
from tests.marketing.test_addresses import add_form
from tests.marketing.test_admin import form_data

pytestmark = pytest.mark.django_db


def test_the_add_form_has_a_preview_that_saves_nothing(editor, catalogue):
    url, data = add_form(editor, "service", slug="probe", title="A page not saved yet")
    assert b'formaction="preview/"' in editor.get(url).content
    data["transformations-TOTAL_FORMS"] = "1"
    data.update(
        {
            "transformations-0-title": "An unsaved card",
            "transformations-0-text": "Its text.",
            "transformations-0-icon": "check",
        }
    )
    before = Service.objects.count()
    response = editor.post(reverse("admin:marketing_service_add_preview"), data)
    assert response.status_code == 200
    html = response.content.decode()
    assert "A page not saved yet" in html and "An unsaved card" in html
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    assert Service.objects.count() == before
    assert Client().get("/services/probe").status_code == 404


def test_a_preview_on_add_with_errors_says_so_and_leads_back_to_the_add_form(editor, catalogue):
    url, data = add_form(editor, "service", slug="seo")
    response = editor.post(reverse("admin:marketing_service_add_preview"), data)
    assert response.status_code == 200
    html = response.content.decode()
    assert "The form has errors" in html and "already uses the id" in html
    assert f'href="{url}"' in html
    # A preview address opened directly goes back to the form.
    assert editor.get(reverse("admin:marketing_service_add_preview"))["Location"] == url


def test_a_new_service_is_ordered_after_the_last_one_and_leaves_the_footer_alone(editor, catalogue):
    footer_before = selectors.navigation()["footer_services"]
    url, data = add_form(editor, "service", slug="probe")
    highest = max(Service.objects.values_list("order", flat=True))
    assert data["order"] == highest + 1
    assert editor.post(url, data).status_code == 302
    assert [s.slug for s in selectors.service_list()][-1] == "probe"
    assert selectors.navigation()["footer_services"] == footer_before


def test_every_ordered_list_starts_a_new_item_after_the_last(editor, catalogue):
    FaqFactory(topic=Faq.Topic.PRICING, order=41)
    data = form_data(editor.get(reverse("admin:marketing_faq_add")))
    assert data["order"] == 42


def test_an_inline_item_with_its_order_left_blank_goes_last(editor, catalogue):
    service = Service.objects.get(slug="seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    data = form_data(editor.get(url))
    count = int(data["benefits-TOTAL_FORMS"])
    data["benefits-TOTAL_FORMS"] = str(count + 1)
    data.update(
        {
            f"benefits-{count}-title": "A benefit added last",
            f"benefits-{count}-text": "Text.",
            f"benefits-{count}-icon": "check",
            f"benefits-{count}-order": "",
        }
    )
    assert editor.post(url, data).status_code == 302
    assert list(service.benefits.all())[-1].title == "A benefit added last"


def test_saving_a_service_with_empty_sections_warns_naming_them(editor, catalogue):
    url, data = add_form(editor, "service", slug="probe", name="Probe")
    response = editor.post(url, data, follow=True)
    warnings = [str(m) for m in response.context["messages"] if m.level == WARNING]
    assert warnings == [
        "“Probe” is live at /services/probe with empty sections: How We Transform Your Business (add "
        "transformation cards); Our Approach (add Our Approach steps); Why Choose Us (add benefits); "
        "Industry Insights (add Industry Insights statistics). Fill them below; an empty section is left "
        "out of the page until then."
    ]
    html = Client().get("/services/probe").content.decode()
    assert "How We Transform Your Business" not in html and "Industry Insights" not in html
    assert 'class="mt-10 space-y-6"' not in html  # no empty list of steps


def test_saving_a_complete_service_gives_no_warning(editor, catalogue):
    service = Service.objects.get(slug="seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    response = editor.post(url, form_data(editor.get(url)), follow=True)
    assert not [m for m in response.context["messages"] if m.level == WARNING]


@pytest.mark.parametrize(("count", "threes"), [(5, True), (7, False), (8, False), (9, True), (10, False)])
def test_the_home_grid_picks_rows_that_leave_no_card_alone(catalogue, count, threes):
    Service.objects.exclude(pk__in=list(Service.objects.values_list("pk", flat=True)[:count])).delete()
    while Service.objects.count() < count:
        ServiceFactory()
    html = Client().get("/").content.decode()
    assert ('class="card-grid mt-12 card-grid-3"' in html) is threes
    assert html.count('class="card card-link h-full"') >= count


def test_a_new_page_can_be_previewed_before_its_first_save(editor, catalogue):
    from marketing.models import Page

    Page.objects.filter(key=Page.Key.ABOUT).delete()
    url = reverse("admin:marketing_page_add")
    data = form_data(editor.get(url))
    data.update(
        key="about", title="About us", meta_description="Who we are.", heading="A heading not saved yet"
    )
    response = editor.post(reverse("admin:marketing_page_add_preview"), data)
    assert response.status_code == 200
    assert "A heading not saved yet" in response.content.decode()
    assert not Page.objects.filter(key=Page.Key.ABOUT).exists()
