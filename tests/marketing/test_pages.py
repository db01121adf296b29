"""Every marketing page renders its sections from the content catalogue."""

import json
import re

import pytest
from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils.html import escape

from marketing.models import Faq, Page
from tests.marketing.factories import (
    BrandLogoFactory,
    CoreValueFactory,
    DifferentiatorFactory,
    FaqFactory,
    MilestoneFactory,
    PageBlockFactory,
    PageFactory,
    ServiceFactory,
    SolutionFactory,
    WhyChoosePointFactory,
)

pytestmark = pytest.mark.django_db

SPEC_CARD_ROUTES = [
    "/ai-automation",
    "/services/social-media",
    "/services/seo",
    "/services/advertising",
    "/services/development",
    "/services/business",
    "/services/product-design",
    "/services/lead-generation",
]


def html_of(client, path: str, status: int = 200) -> str:
    response = client.get(path)
    assert response.status_code == status, path
    return response.content.decode()


def section(html: str, start: str, end: str = "</section>") -> str:
    begin = html.index(start)
    return html[begin : html.index(end, begin)]


def title_of(html: str) -> str:
    return re.search(r"<title>(.*?)</title>", html, re.S).group(1).strip()


def props(html: str, element_id: str):
    match = re.search(rf'<script id="{element_id}" type="application/json">(.*?)</script>', html, re.S)
    assert match, element_id
    return json.loads(match.group(1))


# --------------------------------------------------------------------------------------------
# Home
# --------------------------------------------------------------------------------------------


def test_home_title_is_exactly_the_spec_phrase(client, catalogue):
    assert title_of(html_of(client, "/")) == "Your One-Stop Digital Marketing Solution"


def test_home_hero_has_get_started_view_demo_and_the_globe_slot(client, catalogue, settings):
    settings.SCHEDULING_URL = "https://cal.com/driftline/demo"
    html = html_of(client, "/")
    hero = section(html, '<section class="hero')
    assert "Build, track and manage your digital presence" in hero
    assert (
        '<a href="/get-started" class="btn btn-primary btn-lg" data-island-trigger="hero-quiz">'
        "Get started</a>" in hero
    )
    assert (
        '<div data-island="hero-quiz" data-load="interaction" data-props-id="hero-quiz-props"></div>' in hero
    )
    demo = re.search(
        r'<a href="([^"]+)"[^>]*>View demo<span class="sr-only"> \(opens in a new tab\)</span></a>', hero
    )
    assert demo and demo.group(1) == settings.SCHEDULING_URL
    assert 'target="_blank" rel="noopener noreferrer"' in demo.group(0)
    globe = section(hero, 'data-island="globe"', "</div>")
    assert 'data-load="engaged" data-props-id="globe-props"' in globe
    assert re.search(
        r'<img class="globe-fallback" src="/static/globe/globe\.webp" alt="" width="448" height="448"', globe
    )
    assert len(props(html, "globe-props")["markers"]) == 6
    assert props(html, "hero-quiz-props") is not None


def test_home_lists_eight_logos_the_eighth_with_a_mark_from_its_initials(client, catalogue):
    for i in range(7):
        BrandLogoFactory(name=f"Brand {i}", mark="leaf", order=i)
    BrandLogoFactory(name="Textonly Brand", mark="", order=8)
    logos = section(html_of(client, "/"), 'class="logo-row"', "</ul>")
    items = re.findall(r"<li>(.*?)</li>", logos, re.S)
    assert len(items) == 8
    assert all("<svg" in item for item in items)
    # A logo row shows logos only: a client without a mark gets one drawn from its initials.
    lettered = r"<svg[^>]*><rect [^>]*/><text [^>]*>TB</text></svg><span>Textonly Brand</span>"
    assert re.search(lettered, items[7])


def test_home_service_cards_link_to_the_spec_routes(client, catalogue):
    services = section(html_of(client, "/"), 'id="services"')
    assert re.findall(r'<a href="([^"]+)" class="card card-link', services) == SPEC_CARD_ROUTES
    assert "Search Engine Optimization" in services


def test_home_why_choose_data_driven_cta_and_contact_sections(client, catalogue):
    for title in ("No more juggling", "No more burnout", "Real results"):
        WhyChoosePointFactory(title=title)
    html = html_of(client, "/")
    why = section(html, 'aria-labelledby="why-heading"')
    assert [t for t in ("No more juggling", "No more burnout", "Real results") if t in why] == [
        "No more juggling",
        "No more burnout",
        "Real results",
    ]
    data = section(html, 'aria-labelledby="data-heading"')
    assert "Sample dashboard for illustration" in data
    assert "not real client data" in data
    cta = section(html, 'class="cta-band"')
    assert '<a href="/pricing" class="btn btn-on-dark btn-lg mt-8">Schedule a Demo</a>' in cta

    contact = html[html.index('<section id="contact"') :]
    assert html.rindex("<section") == html.index('<section id="contact"'), "contact is the last section"
    form_slot = contact.index(
        'data-island="contact-form" data-load="interaction" data-props-id="contact-form-props"'
    )
    panel = contact.index('class="promo-panel"')
    assert form_slot < panel, "form on the left, panel on the right"
    for item in ("Analytics", "Web Development", "Social Media", "Content Creation"):
        assert f"{item}</li>" in contact
    bars = re.findall(r'<span id="progress-\d">([^<]+)</span>.*?aria-valuenow="(\d+)"', contact, re.S)
    assert bars == [("Brand Visibility", "85"), ("Lead Generation", "78"), ("Conversion Rate", "92")]
    assert contact.count('role="progressbar"') == 3


def test_home_contact_form_props_list_the_catalogue_services_and_other(client, catalogue):
    form_props = props(html_of(client, "/"), "contact-form-props")
    assert form_props["variant"] == "home"
    ids = [s["id"] for s in form_props["services"]]
    assert ids[:2] == ["ai-automation", "social-media"]
    assert ids[-1] == "other"
    assert {"id": "seo", "name": "Search Engine Optimization"} in form_props["services"]


def test_home_loads_only_island_entries_that_exist(client, catalogue):
    html = html_of(client, "/")
    scripts = re.findall(r'<script type="module"[^>]*src="([^"]+)"', html)
    entries = sorted(re.search(r"/islands/([a-z-]+)-", src).group(1) for src in scripts)
    assert entries == ["contact-form", "globe", "hero-quiz", "toaster"]


# --------------------------------------------------------------------------------------------
# Detail pages
# --------------------------------------------------------------------------------------------


def test_service_page_shows_every_section(client, catalogue):
    html = html_of(client, "/services/seo")
    service = catalogue["services"][2]
    assert "<h1" in html and service.title in html
    assert service.description in html
    assert '<a href="/" class="back-link">' in html
    assert '<a href="/contact" class="btn btn-secondary btn-lg">Get a Free Consultation</a>' in html
    assert html.count("<h1") == 1

    transform = section(html, 'aria-labelledby="transform-heading"')
    assert "How We Transform Your Business" in transform
    assert transform.count('<li class="card">') == 3

    approach = section(html, 'aria-labelledby="approach-heading"')
    steps = re.findall(r'<span class="sr-only">Step (\d): </span>([^<]+)</h3>', approach)
    assert steps == [
        ("1", "Discovery &amp; Analysis"),
        ("2", "Strategy Development"),
        ("3", "Implementation"),
        ("4", "Monitoring &amp; Optimization"),
    ]
    assert 'class="approach-illustration"' in approach and 'width="360" height="300"' in approach
    insights = section(html, 'class="insights-box"', "</aside>")
    assert "Industry Insights" in insights
    for stat in service.statistics.all():
        assert stat.value in insights and stat.label in insights

    why = section(html, 'aria-labelledby="why-us-heading"')
    benefits = list(service.benefits.all())
    cards = why[: why.index('class="benefit-list')]
    listed = why[why.index('class="benefit-list') :]
    assert [b.title in cards for b in benefits] == [True, True, True, False, False]
    assert [b.title in listed for b in benefits] == [False, False, False, True, True]

    act_now = section(html, 'aria-labelledby="act-now-heading"')
    for title in ("Falling Behind Competitors", "Increasing Market Pressure", "Long-Term ROI Impact"):
        assert title in act_now

    pricing_links = re.findall(r'<a href="/pricing"[^>]*>View Pricing</a>', html)
    assert len(pricing_links) == 2
    for link in pricing_links:
        assert 'data-analytics-event="view_pricing_click"' in link
        assert 'data-analytics-category="engagement"' in link
        assert 'data-analytics-label="seo"' in link
    assert props(html, "analytics-page") == {
        "event": "service_view",
        "category": "engagement",
        "label": "seo",
    }


def test_solution_page_renders_and_reports_a_solution_view(client, catalogue):
    html = html_of(client, "/solutions/ecommerce")
    assert "For E-commerce" in html
    assert props(html, "analytics-page") == {
        "event": "solution_view",
        "category": "engagement",
        "label": "ecommerce",
    }
    assert len(re.findall(r">View Pricing</a>", html)) == 2


@pytest.mark.parametrize("path", ["/services/unknown", "/solutions/unknown", "/solutions/no-such-thing"])
def test_unknown_id_shows_service_not_found_with_status_404(client, catalogue, path):
    html = html_of(client, path, status=404)
    assert "<h1" in html and ">Service not found</h1>" in html
    assert '<a href="/" class="btn btn-primary mt-8">Return to home</a>' in html
    assert '<meta name="robots" content="noindex">' in html


def test_service_ids_are_matched_before_solution_ids(client, db):
    ServiceFactory(slug="growth", name="Growth Service")
    # A solution can no longer share a service's id (it would be hidden behind the service): the
    # database refuses it, so each id names one page whichever path it is asked under.
    with pytest.raises(IntegrityError), transaction.atomic():
        SolutionFactory(slug="growth", name="Growth Solution")
    SolutionFactory(slug="retail", name="Retail Solution")
    for path in ("/services/growth", "/solutions/growth"):
        main = section(html_of(client, path), "<main", "</main>")
        assert "Growth Service page heading" in main
    for path in ("/services/retail", "/solutions/retail"):
        assert "Retail Solution page heading" in section(html_of(client, path), "<main", "</main>")


def test_services_ai_automation_redirects_to_its_own_page(client, catalogue):
    response = client.get("/services/ai-automation")
    assert response.status_code == 301
    assert response["Location"] == "/ai-automation"


# --------------------------------------------------------------------------------------------
# Fixed pages
# --------------------------------------------------------------------------------------------


def test_ai_automation_page(client, catalogue, settings):
    settings.SCHEDULING_URL = "https://cal.com/driftline/demo"
    html = html_of(client, "/ai-automation")
    ai = catalogue["services"][0]
    demo = re.search(
        r'<a href="([^"]+)"[^>]*>Free Demo<span class="sr-only"> \(opens in a new tab\)</span></a>', html
    )
    assert demo and demo.group(1) == settings.SCHEDULING_URL and 'rel="noopener noreferrer"' in demo.group(0)
    assert (
        '<a href="/ai-automation/consultation" class="btn btn-secondary btn-lg" '
        'data-island-trigger="consultation">Contact</a>' in html
    )
    assert html.count('data-island-trigger="consultation"') == 2, "hero Contact and the closing CTA"
    assert (
        html.count(
            '<div data-island="consultation" data-load="interaction" data-props-id="consultation-props">'
        )
        == 1
    )
    consultation = props(html, "consultation-props")
    assert consultation["service"] == "AI Automation Consultation"
    assert consultation["source"] == "ai_automation_page"
    # The dialog's options come from the server (leads.options), never from the bundle.
    assert {"value": "hr", "label": "HR and recruitment"} in consultation["verticals"]
    assert consultation["budgets"][-1] == {"value": "discuss", "label": "I'd rather discuss it"}
    benefits = section(html, 'aria-labelledby="benefits-heading"')
    assert benefits.count('<li class="card">') == 4
    verticals = section(html, 'aria-labelledby="verticals-heading"')
    assert verticals.count('<li class="card">') == 6
    process = section(html, 'aria-labelledby="process-heading"')
    assert process.count('<li class="card">') == 4
    assert all(escape(step.title) in process for step in ai.steps.all())


def test_about_page(client, db):
    for i in range(4):
        CoreValueFactory(title=f"Value {i}")
    DifferentiatorFactory(title="Under one roof")
    for year in (2023, 2024, 2025):
        MilestoneFactory(year=year, title=f"Year {year}")
    html = html_of(client, "/about")
    assert "Our mission" in html
    values = section(html, 'aria-labelledby="values-heading"')
    assert values.count('<li class="card">') == 4
    assert "Under one roof" in html
    timeline = section(html, 'aria-labelledby="timeline-heading"')
    assert re.findall(r'<p class="timeline-year">(\d+)</p>', timeline) == ["2023", "2024", "2025"]
    for label, text in (("about_get_in_touch", "Get in Touch"), ("about_contact_us", "Contact Us")):
        link = re.search(rf'<a href="/contact"[^>]*data-analytics-label="{label}"[^>]*>{text}</a>', html)
        assert link, label
        assert 'data-analytics-event="about_cta_click" data-analytics-category="engagement"' in link.group(0)


def test_pricing_page(client, db):
    FaqFactory(topic=Faq.Topic.PRICING, question="Do you offer retainers?")
    FaqFactory(topic=Faq.Topic.CONTACT, question="A contact question?")
    html = html_of(client, "/pricing")
    quiz = section(html, '<div id="pricing-quiz"', "</form>")
    assert (
        'data-island="pricing-quiz" data-load="interaction" data-resume="agency:pricing-quiz" '
        'data-props-id="pricing-quiz-props"'
    ) in quiz
    assert "Question 1 of 4" in quiz
    assert re.findall(r'<button [^>]*name="business-type"[^>]*>([^<]+)</button>', quiz) == [
        "Small business",
        "Startup",
        "Enterprise",
        "E-commerce store",
    ]
    questions = props(html, "pricing-quiz-props")["questions"]
    assert [q["id"] for q in questions] == ["business-type", "goals", "services", "timeline"]
    assert [o["id"] for o in questions[0]["options"]] == [
        "small-business",
        "startup",
        "enterprise",
        "ecommerce",
    ]
    assert "Custom quotes only" in html and "A reply within 24 hours" in html
    assert '<details class="faq-item" id="faq-' in html and "Do you offer retainers?" in html
    assert "A contact question?" not in html


def test_contact_page(client, catalogue):
    FaqFactory(topic=Faq.Topic.CONTACT, question="How long does onboarding take?", answer="1-2 weeks.")
    html = html_of(client, "/contact")
    assert 'data-island="contact-form" data-load="interaction" data-props-id="contact-form-props"' in html
    assert props(html, "contact-form-props")["variant"] == "page"
    assert f'href="mailto:{settings.CONTACT_EMAIL}"' in html
    assert "24-hour email support" in html
    assert "San Diego, CA 92101" in html and "1455 India Street, Suite 300" in html
    assert '<a class="text-link" href="tel:+16195550142">+1 (619) 555-0142</a>' in html
    map_link = re.search(r'<a class="text-link" href="(https://[^"]+)"[^>]*>View on map', html)
    assert map_link and "San%20Diego" in map_link.group(1)
    assert 'target="_blank" rel="noopener noreferrer"' in map_link.group(0)
    assert "Why work with us" in html
    assert "How long does onboarding take?" in html and "1-2 weeks." in html


@pytest.mark.parametrize(
    ("path", "heading", "text"),
    [
        ("/privacy-policy", "Privacy Policy", "UTM"),
        ("/terms-of-service", "Terms of Service", "San Diego County"),
    ],
)
def test_legal_pages(client, path, heading, text):
    html = html_of(client, path)
    assert f">{heading}</h1>" in html
    assert text in html
    assert "How to contact us" in html and settings.CONTACT_EMAIL in html


def test_legal_page_shows_the_edited_sections(client, db):
    page = PageFactory(key=Page.Key.PRIVACY_POLICY, heading="Our privacy promise")
    PageBlockFactory(
        page=page,
        heading="What we keep",
        body='<p>Intro line.</p><ul><li>first item</li><li>second &lt;item&gt; <a href="https://example.com">x</a></li></ul>',
    )
    html = html_of(client, "/privacy-policy")
    assert ">Our privacy promise</h1>" in html
    assert (
        "<p>Intro line.</p><ul><li>first item</li><li>second &lt;item&gt; "
        '<a href="https://example.com" rel="noopener noreferrer">x</a></li></ul>'
    ) in html
    assert "Who we are" not in html, "the stored page replaces the seed copy"


def test_pages_render_the_seed_copy_before_the_content_is_loaded(client, db):
    html = html_of(client, "/about")
    assert "Our mission" in html
    html = html_of(client, "/privacy-policy")
    assert "Information you give us" in html


@pytest.mark.parametrize("path", ["/", "/ai-automation", "/about", "/pricing", "/contact"])
def test_every_page_has_one_h1(client, catalogue, path):
    assert html_of(client, path).count("<h1") == 1
