"""The lead forms without JavaScript: plain HTML forms that post, store the same lead as the JSON
API would, come back with the visitor's words and a message by each field, and redirect to a
thank-you page that records the island's analytics event."""

import json
import re
from html import unescape

import pytest
from django.test import Client

from forms.fields import AT_LEAST_ONE_MESSAGE
from leads.models import ContactSubmission, LeadSource, QuoteRequest
from tests.leads.conftest import CONSULTATION, HERO_QUIZ, HOME_CONTACT, PAGE_CONTACT, PRICING_QUIZ

pytestmark = pytest.mark.usefixtures("no_fill_minimum")


@pytest.fixture
def browser(contact_services):
    """A visitor's browser without JavaScript: no cookie, no token, CSRF checks enforced."""
    return Client(enforce_csrf_checks=True, HTTP_USER_AGENT="Mozilla/5.0 (no JavaScript)")


def field_value(html: str, field_id: str) -> str:
    """What the visitor sees in an input, textarea or select after the page comes back."""
    tag = re.search(rf'<(input|textarea|select)\b[^>]*\bid="{field_id}"[^>]*>', html)
    assert tag, f"no field #{field_id}"
    kind = tag.group(1)
    if kind == "input":
        value = re.search(r'\bvalue="([^"]*)"', tag.group(0))
        return unescape(value.group(1)) if value else ""
    rest = html[tag.end() :]
    if kind == "textarea":
        return unescape(rest[: rest.index("</textarea>")])
    selected = re.search(r'<option value="([^"]*)" selected>', rest[: rest.index("</select>")])
    return unescape(selected.group(1)) if selected else ""


def field_error(html: str, field_id: str) -> str | None:
    found = re.search(rf'<p id="{field_id}-error" class="field-error">([^<]*)</p>', html)
    return unescape(found.group(1)) if found else None


def summary_links(html: str) -> list[tuple[str, str]]:
    block = re.search(r'<div class="error-summary".*?</div>', html, re.S)
    assert block, "no error summary"
    return [
        (href, unescape(text)) for href, text in re.findall(r'<a href="([^"]*)">([^<]*)</a>', block.group(0))
    ]


def analytics_event(html: str) -> dict:
    found = re.search(r'<script id="analytics-page" type="application/json">(.*?)</script>', html, re.S)
    assert found, "no analytics event on the page"
    return json.loads(found.group(1))


# ------------------------------------------------------------------------------
# Contact forms
# ------------------------------------------------------------------------------
@pytest.mark.django_db
def test_home_page_renders_a_working_contact_form_without_a_token(browser):
    response = browser.get("/")
    html = response.content.decode()

    form = re.search(r'<form method="post" action="/contact/send"[^>]*>(.*?)</form>', html, re.S)
    assert form, "the home page has no contact form that posts"
    body = form.group(1)
    for name in ("name", "email", "company", "service", "message", "homepage"):
        assert f'name="{name}"' in body
    assert 'name="phone"' not in body  # the home form has no phone field, as in the island
    assert '<option value="seo">' in body  # the catalogue's services, from their one owner
    assert "csrfmiddlewaretoken" not in html
    assert not response.cookies
    assert response["Cache-Control"].startswith("public")


@pytest.mark.django_db
def test_home_contact_form_post_stores_the_lead_and_redirects_to_thank_you(browser):
    response = browser.post(
        "/contact/send",
        {**HOME_CONTACT, "source": "home_page", "homepage": ""},
        HTTP_REFERER="http://testserver/",
    )

    assert response.status_code == 303
    assert response["Location"] == "/contact/thank-you?form=home&service=seo"
    lead = ContactSubmission.objects.get()
    assert (lead.name, lead.email, lead.company, lead.answer("service"), lead.answer("message")) == (
        HOME_CONTACT["name"],
        HOME_CONTACT["email"],
        HOME_CONTACT["company"],
        HOME_CONTACT["service"],
        HOME_CONTACT["message"],
    )
    assert lead.source == LeadSource.HOME_PAGE
    assert lead.page_url == "http://testserver/"
    assert not lead.is_spam


@pytest.mark.django_db
def test_contact_page_form_post_keeps_the_phone(browser):
    response = browser.post("/contact/send", {**PAGE_CONTACT, "source": "contact_page", "homepage": ""})

    assert response.status_code == 303
    assert response["Location"] == "/contact/thank-you?form=page&service=lead-generation&phone=1"
    lead = ContactSubmission.objects.get()
    assert lead.source == LeadSource.CONTACT_PAGE
    assert lead.phone == PAGE_CONTACT["phone"]


@pytest.mark.django_db
def test_a_bad_email_comes_back_with_the_visitors_words_and_a_message_by_the_field(browser, api):
    sent = {**HOME_CONTACT, "name": 'Dana "D" <Whitfield>', "email": "dana@harbour", "source": "home_page"}
    response = browser.post("/contact/send", sent)
    html = response.content.decode()

    assert response.status_code == 400
    assert response["Cache-Control"] == "private, no-store"  # it holds what the visitor typed
    assert ContactSubmission.objects.count() == 0
    assert field_value(html, "contact-home-name") == sent["name"]
    assert field_value(html, "contact-home-email") == "dana@harbour"
    assert field_value(html, "contact-home-message") == sent["message"]
    assert field_value(html, "contact-home-service") == "seo"
    assert "<Whitfield>" not in html  # escaped, never markup
    # The same message as the JSON API gives, beside the field and in the summary at the top.
    api_message = api.contact({**HOME_CONTACT, "email": "dana@harbour"}).json()["email"][0]
    assert field_error(html, "contact-home-email") == api_message
    assert 'aria-invalid="true" aria-describedby="contact-home-email-error"' in html
    assert summary_links(html) == [("#contact-home-email", api_message)]


@pytest.mark.django_db
def test_every_missing_field_is_listed_in_the_summary_in_form_order(browser):
    response = browser.post("/contact/send", {"source": "contact_page", "phone": "555"})
    html = response.content.decode()

    links = [href for href, _ in summary_links(html)]
    assert links == [
        "#contact-page-name",
        "#contact-page-email",
        "#contact-page-company",
        "#contact-page-service",
        "#contact-page-message",
    ]
    assert field_value(html, "contact-page-phone") == "555"


@pytest.mark.django_db
def test_the_honeypot_holds_on_the_html_path(browser):
    response = browser.post(
        "/contact/send", {**HOME_CONTACT, "source": "home_page", "homepage": "https://spam.example"}
    )

    assert response.status_code == 303  # a bot learns nothing
    lead = ContactSubmission.objects.get()
    assert lead.is_spam
    assert "honeypot" in lead.spam_reason


@pytest.mark.django_db
def test_the_same_form_sent_twice_is_one_lead(browser):
    for _ in range(2):
        response = browser.post("/contact/send", {**HOME_CONTACT, "source": "home_page"})
        assert response.status_code == 303
    assert ContactSubmission.objects.count() == 1


@pytest.mark.django_db
def test_the_throttle_holds_on_the_html_path_and_keeps_the_words(browser, settings):
    settings.LEADS_THROTTLE_BURST = "2/min"
    for index in range(2):
        message = f"{HOME_CONTACT['message']} ({index})"
        assert (
            browser.post(
                "/contact/send", {**HOME_CONTACT, "message": message, "source": "home_page"}
            ).status_code
            == 303
        )

    response = browser.post(
        "/contact/send", {**HOME_CONTACT, "message": "One more message, please.", "source": "home_page"}
    )
    html = response.content.decode()

    assert response.status_code == 429
    assert "Please wait a minute" in html
    assert field_value(html, "contact-home-message") == "One more message, please."
    assert ContactSubmission.objects.count() == 2


@pytest.mark.django_db
def test_the_api_and_the_form_share_one_throttle(browser, api, settings):
    settings.LEADS_THROTTLE_BURST = "1/min"
    assert api.contact(HOME_CONTACT).status_code == 201

    assert browser.post("/contact/send", {**PAGE_CONTACT, "source": "contact_page"}).status_code == 429


# ------------------------------------------------------------------------------
# The quote quiz behind "Get started"
# ------------------------------------------------------------------------------
def hero_form(**changes) -> dict:
    answers = {**HERO_QUIZ["quizAnswers"], **changes}
    return {**answers, "homepage": ""}


@pytest.mark.django_db
def test_get_started_is_the_hero_quiz_link_and_a_page_with_the_five_steps(browser):
    home = browser.get("/").content.decode()
    link = re.search(r'<a href="([^"]+)"[^>]*data-island-trigger="hero-quiz">Get started</a>', home)
    assert link and link.group(1) == "/get-started"

    html = browser.get("/get-started").content.decode()
    for heading in (
        "What is your main business goal?",
        "What is your monthly marketing budget?",
        "Which services are you interested in?",
        "Which industry are you in?",
        "Tell us about your business",
    ):
        assert heading in html
    assert 'type="radio" name="businessGoal" value="Generate more leads"' in html
    assert 'type="checkbox" name="services" value="3D Product Design"' in html
    assert '<option value="Non-profit">Non-profit</option>' in html


@pytest.mark.django_db
def test_the_hero_quiz_page_stores_a_quote_request_with_its_answers(browser):
    response = browser.post("/get-started", hero_form())

    assert response.status_code == 303
    assert response["Location"] == "/get-started/thank-you"
    lead = QuoteRequest.objects.get()
    assert lead.source == LeadSource.HERO_QUIZ
    assert lead.answer("quiz_answers")["services"] == HERO_QUIZ["quizAnswers"]["services"]
    assert lead.answer("quiz_answers")["businessGoal"] == "Generate more leads"
    assert lead.answer("website") == "https://northwindlabs.com"


@pytest.mark.django_db
def test_the_hero_quiz_page_keeps_every_choice_when_a_field_is_wrong(browser):
    response = browser.post("/get-started", hero_form(email="priya@", website="not a site"))
    html = response.content.decode()

    assert response.status_code == 400
    assert QuoteRequest.objects.count() == 0
    assert 'value="Generate more leads" checked' in html
    assert 'value="Social Media Marketing" checked' in html
    assert 'value="Search Engine Optimization (SEO)" checked' in html
    assert field_value(html, "hero-quiz-industry") == "Technology"
    assert field_value(html, "hero-quiz-email") == "priya@"
    assert [href for href, _ in summary_links(html)] == ["#hero-quiz-email", "#hero-quiz-website"]
    assert field_error(html, "hero-quiz-website")


# ------------------------------------------------------------------------------
# The AI automation consultation
# ------------------------------------------------------------------------------
@pytest.mark.django_db
def test_the_ai_automation_contact_buttons_link_to_the_consultation_page(browser):
    html = browser.get("/ai-automation").content.decode()
    buttons = re.findall(r'<a href="([^"]+)"[^>]*data-island-trigger="consultation"', html)
    assert buttons and set(buttons) == {"/ai-automation/consultation"}


@pytest.mark.django_db
def test_the_consultation_page_stores_the_request(browser):
    form = {key: value for key, value in CONSULTATION.items() if key not in ("service", "source")}
    response = browser.post("/ai-automation/consultation", form)

    assert response.status_code == 303
    assert response["Location"] == "/ai-automation/thank-you"
    lead = QuoteRequest.objects.get()
    assert lead.source == LeadSource.AI_AUTOMATION_PAGE
    assert (lead.answer("vertical"), lead.answer("team_size"), lead.answer("budget")) == (
        "operations",
        "51-200",
        "15k-50k",
    )
    assert lead.answer("service") == "AI Automation Consultation"


@pytest.mark.django_db
def test_the_consultation_page_refuses_an_unknown_option_and_keeps_the_text(browser):
    form = {**CONSULTATION, "teamSize": "a million"}
    html = browser.post("/ai-automation/consultation", form).content.decode()

    assert field_error(html, "consultation-teamSize") == "Please choose one of the listed options."
    assert field_value(html, "consultation-currentChallenges") == CONSULTATION["currentChallenges"]
    assert QuoteRequest.objects.count() == 0


# ------------------------------------------------------------------------------
# The pricing quiz, one question per post
# ------------------------------------------------------------------------------
ANSWERS = PRICING_QUIZ["quizAnswers"]


def step(browser, number: int, **fields):
    return browser.post("/pricing/quote", {"step": str(number), **fields})


@pytest.mark.django_db
def test_pricing_page_shows_step_one_as_buttons_that_post(browser):
    html = browser.get("/pricing").content.decode()
    form = re.search(r'<form method="post" action="/pricing/quote".*?</form>', html, re.S).group(0)

    assert "Question 1 of 4" in form
    assert '<button id="pricing-business-type-4" type="submit" name="business-type" value="ecommerce"' in form
    assert '<input type="hidden" name="step" value="1">' in form


@pytest.mark.django_db
def test_pricing_quiz_without_javascript_stores_a_quote_request(browser):
    html = step(browser, 1, **{"business-type": "ecommerce"}).content.decode()
    assert "Question 2 of 4" in html
    assert '<input type="hidden" name="business-type" value="ecommerce">' in html

    html = step(browser, 2, **{"business-type": "ecommerce", "goals": "sales-conversion"}).content.decode()
    assert "Question 3 of 4" in html

    answered = {"business-type": "ecommerce", "goals": "sales-conversion", "services": ["seo", "marketing"]}
    html = step(browser, 3, **answered, action="next").content.decode()
    assert "Question 4 of 4" in html
    assert '<input type="hidden" name="services" value="marketing">' in html

    html = step(browser, 4, **answered, timeline="immediate").content.decode()
    assert "Where should we send your quote?" in html

    contact = {key: PRICING_QUIZ[key] for key in ("name", "email", "company", "phone")}
    response = step(browser, 5, **answered, timeline="immediate", **contact, action="send", homepage="")
    assert response.status_code == 303
    assert response["Location"] == "/pricing/thank-you"
    lead = QuoteRequest.objects.get()
    assert lead.source == LeadSource.PRICING_QUIZ
    assert lead.answer("quiz_answers") == ANSWERS
    assert lead.email == PRICING_QUIZ["email"]


@pytest.mark.django_db
def test_a_lead_sent_without_javascript_keeps_its_campaign(browser):
    landing = "http://testserver/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring"
    html = browser.post("/pricing/quote", {"step": "1", "business-type": "startup"}, HTTP_REFERER=landing)
    html = html.content.decode()
    assert (
        '<input type="hidden" name="page" value="http://testserver/pricing?utm_source=newsletter&amp;' in html
    )

    # The last step is posted from /pricing/quote: the landing page travelled in the form.
    contact = {key: PRICING_QUIZ[key] for key in ("name", "email", "company")}
    form = {**ANSWERS, **contact, "step": "5", "action": "send", "page": landing}
    assert (
        browser.post("/pricing/quote", form, HTTP_REFERER="http://testserver/pricing/quote").status_code
        == 303
    )
    lead = QuoteRequest.objects.get()
    assert (lead.utm_source, lead.utm_medium, lead.utm_campaign) == ("newsletter", "email", "spring")
    assert lead.page_url == landing


@pytest.mark.django_db
def test_pricing_quiz_asks_again_for_a_missing_answer(browser):
    response = step(browser, 3, **{"business-type": "ecommerce", "goals": "sales-conversion"}, action="next")
    html = response.content.decode()

    assert response.status_code == 400
    assert "Question 3 of 4" in html
    assert field_error(html, "pricing-services") == AT_LEAST_ONE_MESSAGE


@pytest.mark.django_db
def test_pricing_quiz_back_keeps_the_answers(browser):
    html = step(
        browser, 3, **{"business-type": "startup", "goals": "brand-awareness"}, action="back"
    ).content.decode()

    assert "Question 2 of 4" in html
    assert 'value="brand-awareness" class="choice-card choice-button" aria-pressed="true"' in html
    assert '<input type="hidden" name="business-type" value="startup">' in html


@pytest.mark.django_db
def test_pricing_quiz_back_twice_keeps_the_answer_of_the_step_left(browser):
    html = step(
        browser, 2, **{"business-type": "startup", "goals": "brand-awareness"}, action="back"
    ).content.decode()

    assert "Question 1 of 4" in html
    assert '<input type="hidden" name="goals" value="brand-awareness">' in html  # carried on
    assert '<input type="hidden" name="business-type" value="startup">' in html  # Back keeps it
    # Choosing again sends the pressed answer after the carried one: the pressed one wins.
    data = {"step": "1", "goals": "brand-awareness", "business-type": ["startup", "enterprise"]}
    html = browser.post("/pricing/quote", data).content.decode()
    assert "Question 2 of 4" in html
    assert '<input type="hidden" name="business-type" value="enterprise">' in html


@pytest.mark.django_db
def test_the_summary_links_to_a_missing_choice(browser):
    contact = {key: PRICING_QUIZ[key] for key in ("name", "email", "company")}
    html = step(browser, 5, **{**ANSWERS, "goals": ""}, **contact, action="send").content.decode()

    assert summary_links(html) == [("#pricing-goals-1", "Please choose an answer.")]
    assert '<button id="pricing-goals-1" type="submit" name="goals"' in html


@pytest.mark.django_db
def test_pricing_quiz_contact_errors_keep_the_answers_and_the_words(browser):
    answers = {**ANSWERS, "services": ANSWERS["services"]}
    html = step(browser, 5, **answers, name="Tom", email="tom@", company="", action="send").content.decode()

    assert "Almost done" in html
    assert field_value(html, "pricing-name") == "Tom"
    assert [href for href, _ in summary_links(html)] == ["#pricing-email", "#pricing-company"]
    assert '<input type="hidden" name="timeline" value="immediate">' in html
    assert QuoteRequest.objects.count() == 0


@pytest.mark.django_db
def test_a_changed_pricing_answer_sends_the_visitor_back_to_that_question(browser):
    answers = {**ANSWERS, "goals": "world-domination"}
    contact = {key: PRICING_QUIZ[key] for key in ("name", "email", "company")}
    html = step(browser, 5, **answers, **contact, action="send").content.decode()

    assert "Question 2 of 4" in html
    assert field_error(html, "pricing-goals") == "Please choose one of the listed options."
    # The contact details typed on the last step travel along, hidden, until the quiz comes back.
    assert f'<input type="hidden" name="email" value="{PRICING_QUIZ["email"]}">' in html


# ------------------------------------------------------------------------------
# Thank-you pages
# ------------------------------------------------------------------------------
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("url", "heading", "event"),
    [
        (
            "/contact/thank-you?form=home&service=seo",
            "Message sent!",
            {
                "event": "form_submission",
                "category": "lead_generation",
                "label": "homepage_contact_form",
                "service_requested": "seo",
            },
        ),
        (
            "/contact/thank-you?form=page&service=lead-generation&phone=1",
            "Message sent!",
            {
                "event": "form_submission",
                "category": "lead_generation",
                "label": "contact_page_form",
                "service_requested": "lead-generation",
                "has_phone": True,
            },
        ),
        (
            "/get-started/thank-you",
            "Thank you!",
            {"event": "quiz_completed", "category": "engagement", "label": "hero_section"},
        ),
        (
            "/pricing/thank-you",
            "Quote request submitted!",
            {"event": "form_submission", "category": "lead_generation", "label": "pricing_quiz"},
        ),
        (
            "/ai-automation/thank-you",
            "Consultation Requested!",
            {
                "event": "form_submission",
                "category": "lead_generation",
                "label": "ai_automation_consultation",
            },
        ),
    ],
)
def test_thank_you_pages_record_the_islands_event(browser, url, heading, event):
    response = browser.get(url)
    html = response.content.decode()

    assert response.status_code == 200
    assert heading in html
    assert '<link rel="canonical" href="http://testserver/' in html  # the form's own page
    assert analytics_event(html) == event


@pytest.mark.django_db
def test_contact_thank_you_ignores_a_service_it_does_not_offer(browser):
    html = browser.get("/contact/thank-you?form=home&service=<script>").content.decode()
    assert analytics_event(html)["service_requested"] == ""


@pytest.mark.django_db
@pytest.mark.parametrize(
    "headers",
    [
        {"HTTP_ORIGIN": "https://evil.example"},
        {"HTTP_ORIGIN": "null"},
        {"HTTP_SEC_FETCH_SITE": "cross-site"},
    ],
    ids=["other-origin", "opaque-origin", "fetch-metadata"],
)
@pytest.mark.parametrize(
    "url", ["/contact/send", "/get-started", "/ai-automation/consultation", "/pricing/quote"]
)
def test_a_post_another_website_makes_the_browser_send_is_refused(browser, url, headers):
    form = {**HOME_CONTACT, "source": "home_page", **hero_form(), "step": "5", **PRICING_QUIZ["quizAnswers"]}
    response = browser.post(url, form, **headers)

    assert response.status_code == 403
    assert "This form was sent from another website" in response.content.decode()
    assert ContactSubmission.objects.count() == QuoteRequest.objects.count() == 0


@pytest.mark.django_db
def test_a_post_from_our_own_pages_says_so_and_is_stored(browser):
    response = browser.post(
        "/contact/send",
        {**HOME_CONTACT, "source": "home_page"},
        HTTP_ORIGIN="http://testserver",
        HTTP_SEC_FETCH_SITE="same-origin",
    )
    assert response.status_code == 303
    assert ContactSubmission.objects.count() == 1


@pytest.mark.django_db
def test_form_pages_are_the_same_bytes_for_every_visitor(browser):
    for url in ("/get-started", "/ai-automation/consultation", "/pricing/quote", "/pricing/thank-you"):
        first, second = Client().get(url), Client(HTTP_USER_AGENT="another visitor").get(url)
        assert first.content == second.content, url
        assert not first.cookies, url
        assert first["Cache-Control"].startswith("public"), url
