"""One way to format: every multi-line text a visitor reads is the one rich text of publishing.richtext,
existing plain text is migrated without loss, and the places that take no markup get plain text."""

import importlib
import json

import pytest
from django.apps import apps as django_apps
from django.urls import reverse

from marketing.models import Faq, Offering, Page, PageBlock, Service
from publishing.richtext import RichTextField, rich_text_to_plain, rich_text_to_text, text_to_rich_text
from tests.marketing.factories import FaqFactory, PageBlockFactory, PageFactory
from tests.marketing.test_admin import form_data
from tests.marketing.test_seo import structured_data

migration = importlib.import_module("marketing.migrations.0011_rich_text_everywhere")

TYPED_ANSWER = (
    "Yes. Read our terms at https://example.com/terms?a=1&b=2.\n"
    "Or write to hello@example.com.\n\n"
    "- Monthly retainers\n"
    "- Installments for <large> projects"
)


def test_a_typed_faq_answer_is_migrated_to_a_link_and_a_list_and_back(client, db):
    faq = FaqFactory(topic=Faq.Topic.PRICING, question="Can I pay monthly?")
    # As the row was before the migration: plain text (written past the field's cleaning).
    Faq.objects.filter(pk=faq.pk).update(answer=TYPED_ANSWER, answer_en=TYPED_ANSWER)

    migration.text_to_html(django_apps, None)

    faq.refresh_from_db()
    assert faq.answer == (
        '<p>Yes. Read our terms at <a href="https://example.com/terms?a=1&amp;b=2" rel="noopener noreferrer">'
        "https://example.com/terms?a=1&amp;b=2</a>.<br>"
        'Or write to <a href="mailto:hello@example.com" rel="noopener noreferrer">hello@example.com</a>.</p>'
        "<ul><li><p>Monthly retainers</p></li><li><p>Installments for &lt;large&gt; projects</p></li></ul>"
    )
    html = client.get("/pricing").content.decode()
    assert '<a href="https://example.com/terms?a=1&amp;b=2" rel="noopener noreferrer">' in html
    assert "<li><p>Monthly retainers</p></li>" in html
    assert "Installments for &lt;large&gt; projects" in html, "text typed as HTML stays text"

    migration.html_to_text(django_apps, None)
    faq.refresh_from_db()
    assert faq.answer == TYPED_ANSWER, "the reverse migration gives the typed text back"


def test_page_blocks_and_offering_texts_migrate_as_they_were_shown(db):
    page = PageFactory(key=Page.Key.PRIVACY_POLICY)
    block = PageBlockFactory(page=page)
    PageBlock.objects.filter(pk=block.pk).update(body="One line\nwrapped.\n\n- a\n- b\nAfter the list.")
    offering = Service.objects.create(
        slug="probe",
        name="Probe",
        summary="s",
        title="t",
        description="<p>x</p>",
        approach="a",
        why_choose="w",
    )
    Offering.objects.filter(pk=offering.pk).update(description="Two\nlines & www.example.com.")

    migration.text_to_html(django_apps, None)

    block.refresh_from_db()
    offering.refresh_from_db()
    # Page blocks joined single lines with a space (the old `prose` filter): they still do.
    assert (
        block.body
        == "<p>One line wrapped.</p><ul><li><p>a</p></li><li><p>b</p></li></ul><p>After the list.</p>"
    )
    assert offering.description == (
        '<p>Two lines &amp; <a href="https://www.example.com" rel="noopener noreferrer">'
        "www.example.com</a>.</p>"
    )


def test_a_link_with_words_of_its_own_keeps_its_address_when_converted_back():
    assert rich_text_to_text('<p>See <a href="https://example.com/x">our terms</a>.</p>') == (
        "See our terms (https://example.com/x)."
    )
    assert text_to_rich_text(rich_text_to_text("<p>a &amp; b</p><p>c</p>")) == "<p>a &amp; b</p><p>c</p>"


def test_the_sanitizer_removes_scripts_and_event_handlers_from_what_the_admin_posts(editor, db):
    faq = FaqFactory(topic=Faq.Topic.CONTACT)
    url = reverse("admin:marketing_faq_change", args=[faq.pk])
    data = form_data(editor.get(url))
    data["answer"] = (
        '<p onclick="steal()">Call us<script>alert(1)</script> or <a href="javascript:alert(1)">click</a>'
        ' <a href="https://example.com" onmouseover="x()">here</a>.</p>'
    )
    response = editor.post(url, data)
    assert response.status_code == 302
    faq.refresh_from_db()
    assert faq.answer == (
        '<p>Call us or <a rel="noopener noreferrer">click</a> '
        '<a href="https://example.com" rel="noopener noreferrer">here</a>.</p>'
    )


def test_the_faq_answers_in_structured_data_are_plain_text(client, db):
    FaqFactory(
        topic=Faq.Topic.PRICING,
        question="Do you offer retainers?",
        answer='<p>Yes: <strong>3 months</strong> &amp; up.</p><ul><li><p>SEO</p></li><li><p>Ads, see <a href="https://example.com">terms</a></p></li></ul>',
    )
    data = structured_data(client.get("/pricing").content.decode())
    faq_page = next(item for item in data if item["@type"] == "FAQPage")
    question = faq_page["mainEntity"][0]
    assert question["name"] == "Do you offer retainers?"
    assert question["acceptedAnswer"]["text"] == "Yes: 3 months & up. SEO Ads, see terms"


def test_plain_text_of_rich_text_has_no_markup_and_no_entities():
    assert rich_text_to_plain("<h2>Title</h2><p>Fish &amp; chips<br>daily</p><ol><li>one</li></ol>") == (
        "Title Fish & chips daily one"
    )


def test_a_short_block_shown_inside_a_sentence_keeps_its_link_but_not_its_paragraph(client, db):
    page = PageFactory(key=Page.Key.HOME)
    PageBlockFactory(
        page=page,
        slot="claim",
        heading="Up to 60%",
        body='<p>fewer <a href="https://example.com">costs</a></p>',
    )
    html = client.get("/").content.decode()
    assert (
        '<span class="claim-label">fewer '
        '<a href="https://example.com" rel="noopener noreferrer">costs</a></span>' in html
    )


@pytest.mark.parametrize(
    ("model", "field"),
    [
        (Faq, "answer"),
        (PageBlock, "body"),
        (Page, "intro"),
        (Offering, "description"),
        (Offering, "transform_intro"),
        (Offering, "approach"),
        (Offering, "why_choose"),
        (Offering, "insights_text"),
    ],
)
def test_every_multi_line_text_is_rich_text_and_says_what_it_accepts_and_its_limit(model, field):
    db_field = model._meta.get_field(field)
    assert isinstance(db_field, RichTextField)
    assert "lists, links, bold and italic" in db_field.help_text
    assert "characters of text; formatting is not counted" in db_field.help_text


def test_the_short_texts_that_stay_plain_say_so():
    from marketing.models import Benefit, SiteIdentity, Testimonial

    for model, field in ((Benefit, "text"), (Testimonial, "quote"), (SiteIdentity, "description")):
        assert "Plain text" in model._meta.get_field(field).help_text, f"{model.__name__}.{field}"


def test_a_version_saved_before_the_migration_restores_formatted_text(db):
    import reversion
    from reversion.models import Version

    faq = FaqFactory(topic=Faq.Topic.PRICING)
    Faq.objects.filter(pk=faq.pk).update(answer=TYPED_ANSWER, answer_en=TYPED_ANSWER)
    faq.refresh_from_db()
    with reversion.create_revision():
        reversion.add_to_revision(faq)
    migration.text_to_html(django_apps, None)

    def saved_answer() -> str:
        # As stored in the version (field_dict would read today's English column instead).
        return json.loads(Version.objects.get_for_object(faq).get().serialized_data)[0]["fields"]["answer"]

    restored = saved_answer()
    assert "<ul><li><p>Monthly retainers</p></li>" in restored
    assert '<a href="mailto:hello@example.com"' in restored
    migration.html_to_text(django_apps, None)
    assert saved_answer() == TYPED_ANSWER
