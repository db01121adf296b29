"""The lead forms without JavaScript: each posts here, goes through the same parsing, spam defences,
throttle and services as the JSON API, and either redirects to a thank-you page (post/redirect/get,
so a reload never sends twice) or comes back with the visitor's words and a message by each field.

The public forms carry no CSRF token: the pages they are on are the same bytes for every visitor
(cached at the edge), and a forged post can only add a lead, as anyone can. Staff and account
forms keep theirs. Pages that answer a post are personal (they hold what the visitor typed), so
they are `private, no-store`.
"""

import hashlib
import json
import math
import uuid
from urllib.parse import parse_qs, urlencode, urlsplit

from django.conf import settings
from django.db import DatabaseError
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.decorators import method_decorator
from django.utils.translation import gettext_lazy as _
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from rest_framework.exceptions import ValidationError

from agency.client_address import client_ip
from agency.throttle import refusal
from analytics.funnel_registry import BOOK, OPEN, SENT
from analytics.paths import known_path
from analytics.services import count_request
from analytics.sources import classify
from forms import fill_time, funnels, html_forms, wording
from forms.apis import lead_tracking
from forms.html_forms import FORM_ERROR
from forms.http import LEAD_THROTTLES, LEAD_UNAVAILABLE
from forms.serializers import PricingQuizAnswersSerializer, contact_input, flatten_errors, quote_input
from leads import options
from leads.booking import booking_path, booking_token, lead_from_token, scheduling_link
from leads.guides import guide_offered, guide_title, page_naming_form, thanks_lead, thanks_token
from leads.models import DEFAULT_LANGUAGE, LeadSource, language_supported
from leads.selectors import contact_service_choices
from leads.services import (
    IdempotencyKeyReused,
    contact_submission_create,
    lead_spam_reason,
    quote_request_create,
)
from publishing import seo
from publishing.page_cache import cache_page_content

UTM_KEYS = ("source", "medium", "campaign", "term", "content")
THROTTLED_MESSAGE = _(
    "You have sent several requests in a short time. Please wait a minute, then send this again: "
    "what you typed is still here."
)
# The confirmation step of a form sent from a cached page (forms.fill_time); `button` is the form's.
CONFIRM_MESSAGE = _(
    "One more step: nothing has been sent yet. Check what you typed, then press “{button}” to send it."
)
# One namespace for the keys that make a repeated post of the same form (a double click, the back
# button and Send again) store one lead, as the island's idempotency key does.
FORM_KEY_NAMESPACE = uuid.UUID("6f1c4b8e-2d0a-4f3e-9a55-1c7d2e8b9f40")


class FormRejected(Exception):
    """The post cannot become a lead as it is: its errors by field, and the status to answer with."""

    def __init__(self, errors: dict[str, list[str]], status: int):
        self.errors = errors
        self.status = status


def landing_page(request) -> str:
    """The page of ours the form was on: the one a multi-step form carried along, else the one the
    post came from (Referrer-Policy same-origin sends it with its query)."""
    for url in (request.POST.get("page", ""), request.META.get("HTTP_REFERER", "")):
        if url and origin_of(url) in own_origins(request):
            return url[:2000]
    return ""


def origin_of(url: str) -> tuple[str, str, int | None] | None:
    """(scheme, host, port) of an address, the default port spelled out; None when it has none."""
    try:
        parts = urlsplit(url)
        port = parts.port or {"http": 80, "https": 443}.get(parts.scheme.lower())
    except ValueError:
        return None
    if not parts.scheme or not parts.hostname:
        return None
    return parts.scheme.lower(), parts.hostname.lower().removesuffix("."), port


def own_origins(request) -> set:
    """The site's configured origin, and the one this request reached (a host Django accepted)."""
    return {origin_of(settings.SITE_URL), origin_of(f"{request.scheme}://{request.get_host()}")} - {None}


def page_context(request) -> dict:
    """The island's `context` as far as a form post can tell: the page, and the campaign
    (utm_*) parameters of its address, so a lead sent without JavaScript keeps its attribution.

    Its landing page is the form's own page (path and query; the pricing quiz's first page, carried
    along its steps): the page that led to it is unknown here, since a field holding the form page's
    own referrer would make the cached form pages differ per visitor (docs/staff/reports.md).

    The page's A/B test version is drawn from the page by the server (forms.apis.ab_version_of)."""
    page = landing_page(request)
    if not page:
        return {}
    parts = urlsplit(page)
    query = parse_qs(parts.query)
    utm = {key: query[f"utm_{key}"][0][:200] for key in UTM_KEYS if query.get(f"utm_{key}")}
    landing = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return {"page": page, "utm": utm, "landing": landing}


def small_number(text: str, default: int) -> int:
    """A hidden input's step number (a few ASCII digits), read without converting anything longer:
    anything else is `default`."""
    return int(text) if len(text) <= 3 and text.isascii() and text.isdigit() else default


def counted_so_far(request) -> int:
    """How far this form's funnel was already counted for this visitor: the `counted` hidden input a
    page answering a post carries (0 on the form's first post)."""
    return small_number(request.POST.get("counted", "0"), 0)


def count_steps(request, form: str, steps, default_path: str) -> None:
    """The server's count of a form without JavaScript (the island counts through the beacon): the
    beacon's rules (Global Privacy Control, Do Not Track, bots, known paths and steps), on the path of
    the page the form was on, with its campaign parameters as the source (the landing referrer of a
    visit without JavaScript is unknown: it counts as direct)."""
    page = landing_page(request)
    path = urlsplit(page).path if page else default_path
    if not known_path(path):
        # Sent again from the page that answered a post (/contact/send): the form's own page.
        path = default_path
    utm = page_context(request).get("utm", {})
    source = classify(
        utm_source=utm.get("source", ""),
        utm_medium=utm.get("medium", ""),
        utm_campaign=utm.get("campaign", ""),
    )
    count_request(request, path=path, source=source, form=form, steps=list(steps))


def count_first_post(request, form: str, default_path: str, steps=()) -> int:
    """A form's first post opens its funnel (and reaches `steps`, all shown on its one page); a post
    sent again after an error does not count again. Returns the `counted` value to carry."""
    if counted_so_far(request) < 1:
        count_steps(request, form, [OPEN, *steps], default_path)
    return max(counted_so_far(request), 1 + len(steps))


def cross_site(request) -> bool:
    """A post another website made the visitor's browser send. The JSON API is out of reach of
    other sites (a CORS preflight it never grants); these form posts are not, so the browser's own
    word on where a post came from decides: Sec-Fetch-Site, else Origin, else Referer, each
    compared with our origin scheme included (http://our-host is another origin than https://).
    A post that names no origin at all (old browsers, privacy tools) is let through."""
    if request.headers.get("Sec-Fetch-Site") == "cross-site":
        return True
    origin = request.headers.get("Origin")
    if origin is not None:
        return origin == "null" or origin_of(origin) not in own_origins(request)
    referer = request.headers.get("Referer")
    if referer:
        return origin_of(referer) not in own_origins(request)
    return False


@method_decorator(csrf_exempt, name="dispatch")
class PublicLeadFormView(View):
    """What every public lead form shares: no CSRF token (the pages stay the same bytes for every
    visitor), and a post another site made the browser send refused (403) before anything is read."""

    def dispatch(self, request, *args, **kwargs):
        if request.method == "POST" and cross_site(request):
            context = {"seo": seo.page_seo(request, title=_("Form refused"), description="", path="/contact")}
            response = TemplateResponse(request, "forms/refused.html", context, status=403)
            return no_store(response)
        response = super().dispatch(request, *args, **kwargs)
        if response.status_code == 429 and getattr(request, "retry_after", None):
            # The form comes back with the visitor's words in it, and how long to wait.
            response["Retry-After"] = str(request.retry_after)
        return response


def _throttle(request) -> None:
    wait = refusal(request, LEAD_THROTTLES)
    if wait is not None:
        # PublicLeadFormView.dispatch says it in Retry-After, as the JSON API does.
        request.retry_after = math.ceil(wait)
        raise FormRejected({FORM_ERROR: [THROTTLED_MESSAGE]}, status=429)


def _form_key(request, payload: dict) -> uuid.UUID:
    """The same form sent twice from one address on one day is one lead."""
    body = {key: value for key, value in payload.items() if key != "context"}
    seed = f"{client_ip(request)}|{timezone.localdate().isoformat()}|{json.dumps(body, sort_keys=True)}"
    return uuid.uuid5(FORM_KEY_NAMESPACE, hashlib.sha256(seed.encode()).hexdigest())


def request_language() -> str:
    """The language of the page the form was posted to (a form under /es/ posts under /es/): the
    active one, as one of the site's codes."""
    return language_supported(translation.get_language()) or DEFAULT_LANGUAGE


def submit(request, payload: dict, parse, create, *, button: str):
    """Throttle, validate and store a posted lead, as the JSON API does; returns the lead, raises
    FormRejected. The lead records the request's language, as the island's payload names its page's.
    A valid post that cannot prove its fill time (forms.fill_time: a stamp too young, changed, or
    used by another lead already) is answered with the confirmation step, whose message names the
    form's `button`; one caught by the honeypot is stored as spam."""
    _throttle(request)
    payload = {**payload, "language": request_language()}
    try:
        lead = parse(payload)
    except ValidationError as error:
        raise FormRejected(error.detail, status=400) from None
    key = _form_key(request, payload)
    if not lead.honeypot and not fill_time.proven(request.POST, sending=str(key)):
        raise FormRejected({FORM_ERROR: [CONFIRM_MESSAGE.format(button=button)]}, status=200)
    try:
        stored, _created = create(
            **lead.fields,
            language=lead.language,
            tracking=lead_tracking(request, lead),
            spam_reason=lead_spam_reason(
                honeypot=lead.honeypot, elapsed_ms=fill_time.elapsed_ms(request.POST.get(fill_time.FIELD, ""))
            ),
            idempotency_key=key,
        )
    except IdempotencyKeyReused:  # cannot happen: the key is derived from the body itself
        raise FormRejected({FORM_ERROR: [LEAD_UNAVAILABLE]}, status=503) from None
    except DatabaseError:
        raise FormRejected({FORM_ERROR: [LEAD_UNAVAILABLE]}, status=503) from None
    return stored


def thank_you_url(path: str, lead) -> str:
    """A quote form's thank-you page; with the lead's signed reference when the agency has a
    scheduling page, so the page can offer "Book your call now", and another when its form offered
    a guide, so the page can say it is on its way (the page is then not cached)."""
    query = {}
    if booking_path(lead):
        query["lead"] = booking_token(lead)
    if guide_offered(lead) is not None:
        query["guide"] = thanks_token(lead)
    return f"{path}?{urlencode(query)}" if query else path


def drawn_again(request, context: dict, counted: int) -> dict:
    """A form drawn in answer to a post (never cached): how far its funnel was counted, the stamp
    that times its next post (forms.fill_time), and the page the form was first sent from, whose
    address holds the campaign (utm_*, click ids): the next post's Referer is this answer's."""
    context["counted"] = counted
    context["stamp"] = fill_time.stamp()
    context["landing"] = landing_page(request)
    return context


def no_store(response):
    response["Cache-Control"] = "private, no-store"
    return response


def see_other(url: str) -> HttpResponseRedirect:
    response = HttpResponseRedirect(url)
    response.status_code = 303
    return no_store(response)


# ------------------------------------------------------------------------------
# Contact forms: the home page section and /contact post to /contact/send
# ------------------------------------------------------------------------------
def contact_form_context(variant: str, values=None, errors=None) -> dict:
    return {
        "variant": variant,
        "copy": wording.CONTACT,
        "source": wording.CONTACT_SOURCES[variant],
        "form": html_forms.bind(
            html_forms.contact_fields(variant), id_prefix=f"contact-{variant}", values=values, errors=errors
        ),
    }


class ContactSendView(PublicLeadFormView):
    template_name = "forms/contact_page.html"

    def get(self, request):
        return redirect("marketing:contact")

    def post(self, request):
        source = request.POST.get("source")
        variant = "home" if source == LeadSource.HOME_PAGE else "page"
        payload = html_forms.contact_payload(request.POST, variant, page_context(request))
        form = funnels.CONTACT_FORMS[variant]
        default_path = "/" if variant == "home" else "/contact"
        counted = count_first_post(request, form, default_path)
        try:
            lead = submit(
                request, payload, contact_input, contact_submission_create, button=wording.CONTACT["submit"]
            )
        except FormRejected as rejected:
            context = drawn_again(request, contact_form_context(variant, payload, rejected.errors), counted)
            context["seo"] = seo.page_seo(
                request,
                title=_("Check your message"),
                description=_("Send a message to our team."),
                path="/contact",
            )
            return no_store(TemplateResponse(request, self.template_name, context, status=rejected.status))
        count_steps(request, form, [SENT], default_path)
        query = {"form": variant, "service": payload["service"]}
        if variant == "page" and str(payload.get("phone", "")).strip():
            query["phone"] = "1"
        if guide_offered(lead) is not None:
            query["guide"] = thanks_token(lead)
        return see_other(f"{reverse('lead-forms:contact-thank-you')}?{urlencode(query)}")


# ------------------------------------------------------------------------------
# The quote quiz behind "Get started", as one page
# ------------------------------------------------------------------------------
def hero_quiz_context(values=None, errors=None) -> dict:
    form = html_forms.bind(html_forms.hero_quiz_fields(), id_prefix="hero-quiz", values=values, errors=errors)
    count = len(wording.HERO_QUIZ["steps"])
    step_counts = [wording.HERO_QUIZ["stepCount"].format(step=n, count=count) for n in range(1, count + 1)]
    choice_fields = [form[name] for name in ("businessGoal", "budget", "services")]
    choices = list(zip(choice_fields, step_counts, strict=False))
    details = [form[name] for name in ("company", "name", "email", "phone", "website", "description")]
    return {
        "copy": wording.HERO_QUIZ,
        "step_counts": step_counts,
        "form": form,
        "choices": choices,
        "industry": form["industry"],
        "details": details,
        "about_heading": html_forms.HERO_STEP_HEADINGS[4],
        "industry_heading": html_forms.HERO_STEP_HEADINGS[3],
    }


HERO_SEO = {
    "title": wording.HERO_QUIZ["title"],
    "description": _(
        "Five quick questions about your goals, budget and business, and we send you a custom "
        "marketing proposal within 24 hours."
    ),
    "path": "/get-started",
}


class HeroQuizView(PublicLeadFormView):
    template_name = "forms/hero_quiz_page.html"

    @method_decorator(cache_page_content)
    def get(self, request):
        return self.render(request, hero_quiz_context())

    def post(self, request):
        payload = html_forms.hero_quiz_payload(request.POST, page_context(request))
        # The five steps are on this one page: its first post has reached all of them.
        later_steps = [str(step) for step in range(2, funnels.HERO_STEPS + 1)]
        counted = count_first_post(request, funnels.HERO_QUIZ, "/get-started", later_steps)
        try:
            lead = submit(
                request, payload, quote_input, quote_request_create, button=wording.HERO_QUIZ["submit"]
            )
        except FormRejected as rejected:
            errors = html_forms.field_errors(rejected.errors, nested="quizAnswers")
            context = drawn_again(request, hero_quiz_context(payload["quizAnswers"], errors), counted)
            return no_store(self.render(request, context, status=rejected.status))
        count_steps(request, funnels.HERO_QUIZ, [SENT], "/get-started")
        return see_other(thank_you_url(reverse("lead-forms:hero-quiz-thank-you"), lead))

    def render(self, request, context, status=200):
        context["seo"] = seo.page_seo(request, **HERO_SEO)
        return TemplateResponse(request, self.template_name, context, status=status)


# ------------------------------------------------------------------------------
# The AI automation consultation, as a page
# ------------------------------------------------------------------------------
def consultation_context(values=None, errors=None) -> dict:
    return {
        "copy": wording.CONSULTATION,
        "form": html_forms.bind(
            html_forms.consultation_fields(), id_prefix="consultation", values=values, errors=errors
        ),
    }


# The consultation's leads' `form` (leads.lead_forms).
CONSULTATION_FORM = "consultation"

CONSULTATION_SEO = {
    "title": wording.CONSULTATION["title"],
    "description": _(
        "Tell us where your team loses time. We reply within 24 hours to schedule your free AI "
        "automation consultation."
    ),
    "path": "/ai-automation/consultation",
}


def _names_its_page(_name: str, slug: str) -> bool:
    return page_naming_form(slug, CONSULTATION_FORM) is not None


class ConsultationView(PublicLeadFormView):
    template_name = "forms/consultation_page.html"

    @method_decorator(cache_page_content(query=("from",), accepts=_names_its_page))
    def get(self, request):
        context = consultation_context()
        # Opened from a landing page that offers a guide with the consultation or is under an A/B
        # test (`?from=<its id>`, its block's link without JavaScript): the form names that page as
        # its own, as the dialog on it would, so the lead gets the guide (leads.guides), records its
        # campaign page and the version drawn for the visitor there (forms.apis.ab_version_of).
        opened_from = (
            page_naming_form(request.GET["from"], CONSULTATION_FORM) if "from" in request.GET else None
        )
        if opened_from:
            context["landing"] = request.build_absolute_uri(opened_from)
        return self.render(request, context)

    def post(self, request):
        payload = html_forms.consultation_payload(request.POST, page_context(request))
        counted = count_first_post(request, funnels.CONSULTATION, "/ai-automation/consultation")
        try:
            lead = submit(
                request, payload, quote_input, quote_request_create, button=wording.CONSULTATION["submit"]
            )
        except FormRejected as rejected:
            context = drawn_again(request, consultation_context(payload, rejected.errors), counted)
            return no_store(self.render(request, context, rejected.status))
        count_steps(request, funnels.CONSULTATION, [SENT], "/ai-automation/consultation")
        return see_other(thank_you_url(reverse("lead-forms:consultation-thank-you"), lead))

    def render(self, request, context, status=200):
        context["seo"] = seo.page_seo(request, **CONSULTATION_SEO)
        return TemplateResponse(request, self.template_name, context, status=status)


# ------------------------------------------------------------------------------
# The pricing quiz: one question per post, then the contact details
# ------------------------------------------------------------------------------
PRICING_STEPS = len(options.PRICING_QUIZ)
CONTACT_STEP = PRICING_STEPS + 1


def pricing_quiz_context(step: int = 1, answers=None, values=None, errors=None) -> dict:
    """Step 1..4 asks one question; step 5 asks where to send the quote. Answers to the other
    questions (and contact details typed before going back) travel along as hidden inputs."""
    errors = errors or {}
    question_ids = {question.id for question in options.PRICING_QUIZ}
    questions = html_forms.bind(
        html_forms.pricing_question_fields(),
        id_prefix="pricing",
        values=answers,
        errors={name: messages for name, messages in errors.items() if name in question_ids},
    )
    contact = html_forms.bind(
        html_forms.pricing_contact_fields(),
        id_prefix="pricing",
        values=values,
        errors={name: messages for name, messages in errors.items() if name not in question_ids},
    )
    current = questions.fields[step - 1] if step <= PRICING_STEPS else None
    carried = [
        (bound.name, value)
        for bound in [*questions.fields, *(contact.fields if current else [])]
        if bound is not current
        for value in (bound.value if isinstance(bound.value, list) else [bound.value])
        if value
    ]
    return {
        "copy": wording.PRICING_QUIZ,
        "count_text": (
            wording.PRICING_QUIZ["questionCount"].format(step=step, count=PRICING_STEPS)
            if current
            else wording.PRICING_QUIZ["almostDone"]
        ),
        "step": step,
        "step_count": PRICING_STEPS,
        "progress": 100 if current is None else round(step / PRICING_STEPS * 100),
        "progress_value": PRICING_STEPS if current is None else step,
        "question": current,
        "carried": carried,
        "contact": contact,
        "summary": (questions.summary if current else contact.summary),
    }


def pricing_step_error(step: int, answers: dict) -> dict[str, list[str]]:
    """The API's own rule for the answer to that one question: its messages, or none."""
    question_id = options.PRICING_QUIZ[step - 1].id
    serializer = PricingQuizAnswersSerializer(data=answers)
    if serializer.is_valid():
        return {}
    messages = flatten_errors(serializer.errors).get(question_id)
    return {question_id: messages} if messages else {}


class PricingQuoteView(PublicLeadFormView):
    """/pricing shows step 1 of this form; each Next (or an option) posts here."""

    template_name = "forms/pricing_quiz_page.html"

    @method_decorator(cache_page_content)
    def get(self, request):
        return self.render(request, pricing_quiz_context())

    def post(self, request):
        step = min(max(small_number(request.POST.get("step", "1"), 1), 1), CONTACT_STEP)
        answers = html_forms.pricing_answers(request.POST)
        contact = html_forms.posted_values(request.POST, html_forms.pricing_contact_fields())
        # The first post starts the quiz; each step reached for the first time counts once.
        counted = counted_so_far(request)
        if counted < 1:
            self.count(request, [OPEN])
            counted = 1
        if request.POST.get("action") == "back":
            context = pricing_quiz_context(max(step - 1, 1), answers, contact)
            return self.render(request, context, private=True, counted=counted)
        if step < CONTACT_STEP:
            errors = pricing_step_error(step, answers)
            if errors:
                context = pricing_quiz_context(step, answers, contact, errors)
                return self.render(request, context, 400, private=True, counted=counted)
            if step + 1 > counted:
                self.count(request, [str(step + 1)])
                counted = step + 1
            context = pricing_quiz_context(step + 1, answers, contact)
            return self.render(request, context, private=True, counted=counted)

        payload = html_forms.pricing_payload(request.POST, page_context(request))
        try:
            lead = submit(
                request, payload, quote_input, quote_request_create, button=wording.PRICING_QUIZ["submit"]
            )
        except FormRejected as rejected:
            errors = html_forms.field_errors(rejected.errors, nested="quizAnswers")
            # A missing or changed answer sends the visitor back to that question.
            wrong = [index for index, q in enumerate(options.PRICING_QUIZ, start=1) if q.id in errors]
            back_to = wrong[0] if wrong else CONTACT_STEP
            context = pricing_quiz_context(back_to, answers, contact, errors)
            return self.render(request, context, rejected.status, private=True, counted=counted)
        self.count(request, [SENT])
        return see_other(thank_you_url(reverse("lead-forms:pricing-thank-you"), lead))

    def count(self, request, steps) -> None:
        count_steps(request, funnels.PRICING_QUIZ, steps, "/pricing")

    def render(self, request, context, status=200, private=False, counted=0):
        if private:
            drawn_again(request, context, counted)
        else:
            context["counted"] = counted
        context["seo"] = seo.page_seo(
            request,
            title=_("Your custom quote"),
            description=_(
                "Four questions about your business and goals, and we send you a custom quote "
                "within 24 hours."
            ),
            path="/pricing",
        )
        response = TemplateResponse(request, self.template_name, context, status=status)
        return no_store(response) if private else response


# ------------------------------------------------------------------------------
# Thank-you pages: where a form post lands, with the analytics event the island would record
# ------------------------------------------------------------------------------
# Each thank-you page names its form's page as canonical: it is not a page of its own to search for.
def _thank_you(form_page: str, title: str, copy: dict, event: dict | None = None) -> dict:
    """A thank-you page says what the island's success toast says (forms.wording)."""
    page = {"form_page": form_page, "title": title, "heading": copy["success"]["title"]}
    page["body"] = copy["success"]["description"]
    return {**page, "event": event} if event else page


THANK_YOU = {
    "contact": _thank_you("/contact", _("Message sent"), wording.CONTACT),
    "pricing": _thank_you(
        "/pricing", _("Quote request submitted"), wording.PRICING_QUIZ, wording.EVENTS["pricing"]
    ),
    "hero-quiz": _thank_you("/get-started", _("Thank you"), wording.HERO_QUIZ, wording.EVENTS["hero-quiz"]),
    "consultation": _thank_you(
        "/ai-automation", _("Consultation requested"), wording.CONSULTATION, wording.EVENTS["consultation"]
    ),
}


def contact_event(request) -> dict:
    """The contact form's event, as ContactForm records it: which form, the service, a phone."""
    service_ids = {choice["id"] for choice in contact_service_choices()}
    service = request.GET.get("service", "")
    variant = "home" if request.GET.get("form") == "home" else "page"
    event = {**wording.EVENTS[f"contact-{variant}"]}
    event["service_requested"] = service if service in service_ids else ""
    if variant == "page":
        event["has_phone"] = request.GET.get("phone") == "1"
    return event


def thank_you_accepts(name: str, value: str) -> bool:
    """The values the thank-you pages know, as the forms send them: a contact service's id, which
    contact form, a phone given. Any other is dropped and adds no copy to a cache."""
    if name == "service":
        return value in {choice["id"] for choice in contact_service_choices()}
    return (name, value) in {("form", "home"), ("form", "page"), ("phone", "1")}


def thank_you_guide(request) -> str:
    """The thank-you page's line about the guide the lead's form offered (its `guide` reference), or ""."""
    lead = thanks_lead(request.GET.get("guide", ""))
    guide = guide_offered(lead) if lead is not None else None
    title = guide_title(guide, lead.language) if guide is not None else None
    return wording.guide_note(title) if title else ""


# The lead's signed reference makes the page the visitor's own ("Book your call now", the guide on
# its way): never cached.
@cache_page_content(query=("service", "form", "phone"), accepts=thank_you_accepts, private=("lead", "guide"))
def thank_you(request, form: str):
    copy = THANK_YOU[form]
    context = {
        "copy": copy,
        "form_name": form,
        "analytics_event": contact_event(request) if form == "contact" else copy["event"],
        "seo": seo.page_seo(request, title=copy["title"], description=copy["body"], path=copy["form_page"]),
    }
    lead = lead_from_token(request.GET.get("lead", "")) if form in BOOKING_FORMS else None
    booking = booking_path(lead) if lead is not None else ""
    if booking:
        context["booking"] = {**wording.BOOKING, "href": booking}
    context["guide_note"] = thank_you_guide(request) if request.GET.get("guide") else ""
    response = TemplateResponse(request, "forms/thank_you.html", context)
    # A page naming one visitor's booking link or guide is theirs alone.
    return no_store(response) if booking or context["guide_note"] else response


# The quote forms: their funnel and thank-you page, for "Book your call now" (leads.booking).
BOOKING_FORMS = {
    "hero-quiz": (funnels.HERO_QUIZ, "/get-started/thank-you"),
    "pricing": (funnels.PRICING_QUIZ, "/pricing/thank-you"),
    "consultation": (funnels.CONSULTATION, "/ai-automation/thank-you"),
}
FUNNEL_OF_SOURCE = {
    LeadSource.HERO_QUIZ: BOOKING_FORMS["hero-quiz"],
    LeadSource.PRICING_QUIZ: BOOKING_FORMS["pricing"],
    LeadSource.AI_AUTOMATION_PAGE: BOOKING_FORMS["consultation"],
}


def book(request):
    """GET /book?lead=<signed reference>: counts the click in the lead's funnel, then redirects to
    the scheduling page with the visitor's name, email and the lead's reference. Only ever to the
    scheduling page editors set: a missing or forged reference, or no page, is a 404."""
    lead = lead_from_token(request.GET.get("lead", ""))
    target = scheduling_link(lead) if lead is not None else ""
    if not target:
        raise Http404("No booking link.")
    funnel, path = FUNNEL_OF_SOURCE.get(lead.source, BOOKING_FORMS["hero-quiz"])
    source = classify(
        utm_source=lead.utm_source,
        utm_medium=lead.utm_medium,
        utm_campaign=lead.utm_campaign,
        referrer=lead.referrer,
    )
    count_request(request, path=path, source=source, form=funnel, steps=[BOOK])
    response = HttpResponseRedirect(target)
    response["Referrer-Policy"] = "no-referrer"
    return no_store(response)
