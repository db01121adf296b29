"""Content history in the Django admin (django-reversion): who changed what and when, compare a
version with the current item, restore it, recover a deleted item."""

import pytest
from django.test import Client
from django.urls import reverse
from reversion.models import Version

from marketing.models import Faq, Page, Service
from publishing.page_cache import content_version
from publishing.seed import content_load
from tests.marketing.test_admin import PASSWORD, form_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def editor(django_user_model):
    user = django_user_model.objects.create_superuser(
        username="editor", email="editor@example.com", password=PASSWORD
    )
    client = Client()
    # force_login: every password sign-in goes through django-axes, which needs a request.
    client.force_login(user)
    return client


def edit(editor, url: str, **changes) -> None:
    data = form_data(editor.get(url))
    data.update(changes)
    response = editor.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors if response.context else ""


def history_versions(obj) -> list[Version]:
    return list(Version.objects.get_for_object(obj).select_related("revision__user").order_by("pk"))


def test_an_edit_is_recorded_and_restoring_it_puts_the_old_text_back_on_the_page(editor, catalogue):
    content_load()
    service = Service.objects.get(slug="seo")
    url = reverse("admin:marketing_service_change", args=[service.pk])
    original_title = service.title
    edit(editor, url, title="A heading an editor got wrong")
    edit(editor, url, title="An even worse heading")
    visitor = Client()
    assert "An even worse heading" in visitor.get("/services/seo").content.decode()

    history = editor.get(reverse("admin:marketing_service_history", args=[service.pk])).content.decode()
    assert "editor" in history and "Compare with current" in history and "Restore this version" in history
    seeded, first, second = history_versions(service)
    assert seeded.field_dict["title"] == original_title  # as it was before the first change
    assert first.revision.user.username == "editor"
    assert first.field_dict["title"] == "A heading an editor got wrong"

    # Restoring the first version: the form opens with its values; saving makes it current.
    revision_url = reverse("admin:marketing_service_revision", args=[service.pk, first.pk])
    form = editor.get(revision_url)
    assert form.status_code == 200
    version_before = content_version()
    edit(editor, revision_url)
    assert content_version() != version_before
    html = visitor.get("/services/seo").content.decode()
    assert "A heading an editor got wrong" in html
    assert "An even worse heading" not in html
    assert original_title not in html


def test_restoring_a_page_brings_back_a_removed_block(editor, catalogue):
    content_load()
    page = Page.objects.get(key=Page.Key.HOME)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    data = form_data(editor.get(url))  # seeded, never edited: no history yet
    cta = next(k.removesuffix("-slot") for k, v in data.items() if k.endswith("-slot") and v == "cta")
    data[f"{cta}-DELETE"] = "on"
    assert editor.post(url, data).status_code == 302
    assert "Ready to grow without the guesswork?" not in Client().get("/").content.decode()

    first = history_versions(page)[0]
    assert first.revision.get_comment() == "As it was before the first change in the admin."
    edit(editor, reverse("admin:marketing_page_revision", args=[page.pk, first.pk]))
    assert "Ready to grow without the guesswork?" in Client().get("/").content.decode()


def test_compare_shows_a_version_beside_the_current_text(editor, catalogue):
    content_load()
    faq = Faq.objects.filter(topic=Faq.Topic.PRICING).first()
    url = reverse("admin:marketing_faq_change", args=[faq.pk])
    edit(editor, url, answer="Yes, retainers start at three months.")
    edit(editor, url, answer="Retainers are available for every ongoing service.")
    first = history_versions(faq)[1]

    response = editor.get(reverse("admin:marketing_faq_compare", args=[faq.pk, first.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert "Yes, retainers start at three months." in html
    assert "Retainers are available for every ongoing service." in html
    assert "1 difference from the current item" in html
    assert [f.label for f in response.context["comparison"].fields[-2:]] == ["Answer", "Answer [es]"]


def test_compare_lists_inline_items_changed_since(editor, catalogue):
    content_load()
    page = Page.objects.get(key=Page.Key.HOME)
    url = reverse("admin:marketing_page_change", args=[page.pk])
    edit(editor, url)
    data = form_data(editor.get(url))
    cta = next(k.removesuffix("-slot") for k, v in data.items() if k.endswith("-slot") and v == "cta")
    data[f"{cta}-heading"] = "Grow with a plan"
    assert editor.post(url, data).status_code == 302

    first = history_versions(page)[0]
    comparison = editor.get(reverse("admin:marketing_page_compare", args=[page.pk, first.pk])).context[
        "comparison"
    ]
    changed = [item for item in comparison.items if item.status == "changed"]
    assert len(changed) == 1
    assert [(f.saved, f.current) for f in changed[0].fields if f.changed] == [
        ("Ready to grow without the guesswork?", "Grow with a plan")
    ]


def test_a_deleted_item_can_be_recovered_even_if_it_was_never_edited(editor, catalogue):
    content_load()  # seeded rows: no revision yet
    faq = Faq.objects.get(question="How can I pay?")
    assert (
        editor.post(reverse("admin:marketing_faq_delete", args=[faq.pk]), {"post": "yes"}).status_code == 302
    )
    assert "How can I pay?" not in Client().get("/pricing").content.decode()

    recover_list = editor.get(reverse("admin:marketing_faq_recoverlist")).content.decode()
    assert "How can I pay?" in recover_list
    deleted = Version.objects.get_deleted(Faq).get()
    assert deleted.revision.user.username == "editor" and deleted.revision.get_comment() == "Deleted."
    edit(editor, reverse("admin:marketing_faq_recover", args=[deleted.pk]))

    assert Faq.objects.filter(question="How can I pay?").exists()
    assert "How can I pay?" in Client().get("/pricing").content.decode()


def test_a_deleted_service_is_recovered_as_a_service_with_its_sections(editor, catalogue):
    content_load()
    service = Service.objects.get(slug="seo")
    benefits = service.benefits.count()
    assert (
        editor.post(reverse("admin:marketing_service_delete", args=[service.pk]), {"post": "yes"}).status_code
        == 302
    )
    assert Client().get("/services/seo").status_code == 404
    solutions_recover = editor.get(reverse("admin:marketing_solution_recoverlist"))
    assert list(solutions_recover.context["deleted"]) == []
    (deleted,) = editor.get(reverse("admin:marketing_service_recoverlist")).context["deleted"]
    edit(editor, reverse("admin:marketing_service_recover", args=[deleted.pk]))
    recovered = Service.objects.get(slug="seo")
    assert recovered.benefits.count() == benefits
    assert Client().get("/services/seo").status_code == 200


def test_every_content_list_offers_recovery(editor, catalogue):
    for name in ("service", "solution", "page", "faq", "brandlogo", "corevalue", "milestone"):
        html = editor.get(reverse(f"admin:marketing_{name}_changelist")).content.decode()
        assert reverse(f"admin:marketing_{name}_recoverlist") in html, name


def _csrf(client) -> str:
    return client.get("/api/auth/csrf").cookies["csrftoken"].value
