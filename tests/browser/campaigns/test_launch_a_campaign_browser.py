"""docs/editors/launch-a-campaign-page.md, followed in Chromium by a member of the Editors role: a
new page with a hero, three cards, a testimonial, an FAQ of three questions and the contact form,
its Spanish filled in, previewed in both languages, published, then read by a visitor in English
and in Spanish."""

from playwright.sync_api import expect

from campaigns.models import CampaignPage
from tests.browser.conftest import format_violations
from tests.browser.staff.test_editor_admin_browser import (  # noqa: F401 (fixtures: the seed and robin, patient waits)
    _patient_expectations,
    overflow,
    rich_text,
    seeded,
    serious,
    sign_in,
)

CARDS = [
    ("Ads that answer the phone", "Anuncios que hacen sonar el teléfono"),
    ("A page for each service", "Una página para cada servicio"),
    ("Reviews every week", "Reseñas cada semana"),
]
QUESTIONS = [
    ("How fast do you start?", "¿Cuándo empiezan?", "Within a week of the call.", "En una semana."),
    ("Is there a contract?", "¿Hay contrato?", "Month to month.", "Mes a mes."),
    ("Do you work in Spanish?", "¿Trabajan en español?", "Yes, the whole team.", "Sí, todo el equipo."),
]


def add_block(page, kind: str) -> None:
    """The editor's "+" at the end of the blocks, then the kind of block."""
    page.locator(".order-machine-insert-target.last").click()
    page.locator(f'.plugin-button[title="{kind}"]').click()


def fill(page, field: str, english: str, spanish: str) -> None:
    page.locator(f"#id_{field}").fill(english)
    page.locator(f"#id_{field}_es").fill(spanish)


def test_an_editor_launches_a_campaign_page_and_visitors_read_it_in_both_languages(
    page,
    browser,
    seeded,  # noqa: F811 (the fixture imported above)
    axe,
):
    sign_in(page, 1280)
    page.goto(page.base_url + "/django-admin/")
    page.get_by_role("link", name="Campaign pages").click()
    page.get_by_role("link", name="Add campaign page").click()
    page.get_by_role("link", name="Start from a blank page").click()

    fill(page, "title", "Spring Growth for Cafés", "Crecimiento de primavera para cafeterías")
    page.locator("#id_slug").fill("spring-cafes")
    fill(page, "meta_description", "More customers for cafés this spring.", "Más clientes para cafeterías.")

    add_block(page, "Hero")
    fill(
        page,
        "campaigns_heroblock_set-0-heading",
        "Fill every table this spring",
        "Llene cada mesa esta primavera",
    )
    fill(
        page,
        "campaigns_heroblock_set-0-text",
        "Local ads and search for cafés.",
        "Anuncios y búsqueda local.",
    )
    fill(page, "campaigns_heroblock_set-0-primary_label", "Talk to us", "Hable con nosotros")
    page.locator("#id_campaigns_heroblock_set-0-primary_link").fill("#form")

    for number, (english, spanish) in enumerate(CARDS):
        add_block(page, "Card")
        fill(page, f"campaigns_cardblock_set-{number}-title", english, spanish)
        fill(page, f"campaigns_cardblock_set-{number}-text", f"{english}.", f"{spanish}.")
    fill(page, "campaigns_cardblock_set-0-group_heading", "What we do", "Lo que hacemos")

    add_block(page, "Testimonial")
    page.locator("#id_campaigns_testimonialblock_set-0-testimonial").select_option(
        label="Marco Villanueva, Tidewater Coffee Roasters"
    )

    for number, (question, pregunta, answer, respuesta) in enumerate(QUESTIONS):
        add_block(page, "FAQ question")
        fill(page, f"campaigns_faqblock_set-{number}-question", question, pregunta)
        rich_text(page, f"id_campaigns_faqblock_set-{number}-answer").fill(answer)
        rich_text(page, f"id_campaigns_faqblock_set-{number}-answer_es").fill(respuesta)

    add_block(page, "Lead form")
    fill(page, "campaigns_formblock_set-0-heading", "Tell us about your café", "Cuéntenos sobre su cafetería")
    expect(page.locator("#id_campaigns_formblock_set-0-form")).to_have_value("contact")
    assert overflow(page) <= 0
    assert not serious(axe(page, "#content")), format_violations(serious(axe(page, "#content")))

    # Preview, on the add form, in each language: nothing is saved yet.
    for button, heading, cards_heading in (
        ("Preview", "Fill every table this spring", "What we do"),
        ("Preview in Spanish", "Llene cada mesa esta primavera", "Lo que hacemos"),
    ):
        with page.context.expect_page() as opened:
            page.get_by_role("button", name=button, exact=True).click()
        preview = opened.value
        preview.wait_for_load_state()
        expect(preview.get_by_role("heading", level=1)).to_have_text(heading)
        expect(preview.get_by_role("heading", level=2, name=cards_heading)).to_be_visible()
        preview.close()
    assert not CampaignPage.objects.filter(slug="spring-cafes").exists()

    page.get_by_label("Published").check()
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator(".messagelist")).to_contain_text("was added successfully")

    visitor = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        reader = visitor.new_page()
        for path, heading, cards, questions, form in (
            ("/lp/spring-cafes", "Fill every table this spring", CARDS, QUESTIONS, "Tell us about your café"),
            (
                "/es/lp/spring-cafes",
                "Llene cada mesa esta primavera",
                CARDS,
                QUESTIONS,
                "Cuéntenos sobre su cafetería",
            ),
        ):
            spanish = path.startswith("/es/")
            reader.goto(page.base_url + path)
            expect(reader.get_by_role("heading", level=1)).to_have_text(heading)
            for card in cards:
                expect(reader.get_by_role("heading", name=card[1] if spanish else card[0])).to_be_visible()
            expect(reader.locator(".faq-question")).to_have_count(3)
            for question in questions:
                expect(
                    reader.locator(".faq-question", has_text=question[1] if spanish else question[0])
                ).to_be_visible()
            expect(reader.locator("figure.testimonial")).to_contain_text("Marco Villanueva")
            expect(reader.get_by_role("heading", name=form)).to_be_visible()
            expect(reader.locator("#form form.contact-form")).to_be_visible()
            assert reader.evaluate("document.documentElement.lang") == ("es" if spanish else "en")
            expect(reader.locator('meta[name="robots"]')).to_have_count(0)
            assert overflow(reader) <= 0
    finally:
        visitor.close()
