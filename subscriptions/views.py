"""The subscription pages: the form's post, "check your inbox", confirming and unsubscribing.

Thin: each reads the request, calls subscriptions.services and draws the answer. The public forms
(subscribe, ask for an unsubscribe link) share the lead forms' defences (forms.form_views): no CSRF
token so the pages that show them stay cacheable, a post another website made the browser send
refused, the rolling-window throttle (agency.throttle, with limits of their own), the honeypot, and
the minimum fill time (forms.fill_time: a post from a cached page gets a confirmation step first).
A post caught by the honeypot is answered like any other and stores nothing (a bot learns nothing).

The link pages (confirm, unsubscribe) are reached from an email with a signed token: GET shows a
button, POST acts, so a mail scanner that opens links confirms or unsubscribes nobody. Their POST
takes no CSRF token: the token in the address is the authority, and RFC 8058 one-click unsubscribe
is a POST from the mail provider's server, with no cookie.
"""

import math

from django.db import DatabaseError
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from agency.throttle import limit, refusal
from forms import fill_time
from forms.form_views import CONFIRM_MESSAGE, PublicLeadFormView, no_store, see_other
from publishing import seo
from publishing.page_cache import cache_page_content
from subscriptions import services, tokens, wording
from subscriptions.forms import subscribe_form_context, unsubscribe_form_context
from subscriptions.models import Subscriber, SubscriberStatus
from subscriptions.services import Outcome

SUBSCRIBE_THROTTLES = (
    limit("subscriptions:burst", "SUBSCRIBE_THROTTLE_BURST"),
    limit("subscriptions:sustained", "SUBSCRIBE_THROTTLE_SUSTAINED"),
)


def caught(request) -> bool:
    """A post whose hidden honeypot field was filled in: a bot's."""
    return bool(request.POST.get("homepage", "").strip())


def unconfirmed(request, button: str, sending: str) -> str:
    """The confirmation step's message when the post cannot prove its fill time, else "". A stamp
    is used once (forms.fill_time): `sending` names what this post asks, which may be asked again."""
    return "" if fill_time.proven(request.POST, sending=sending) else CONFIRM_MESSAGE.format(button=button)


def _page(request, template: str, context: dict, *, title: str, description: str = "", status: int = 200):
    """A personal page (it answers a post or a link with a token): never cached, never indexed."""
    context["seo"] = seo.page_seo(
        request, title=title, description=description or title, path=reverse("subscriptions:subscribe")
    )
    return no_store(TemplateResponse(request, template, context, status=status))


def _throttled(request) -> str:
    wait = refusal(request, SUBSCRIBE_THROTTLES)
    if wait is None:
        return ""
    request.retry_after = math.ceil(wait)  # PublicLeadFormView.dispatch says it in Retry-After
    return wording.ERRORS["throttled"]


class SubscribeView(PublicLeadFormView):
    """GET: the form on a page of its own. POST: from any page's `{% subscribe_form %}`."""

    template_name = "subscriptions/subscribe.html"

    @method_decorator(cache_page_content)
    def get(self, request):
        copy = wording.SUBSCRIBE_PAGE
        context = {"subscribe": subscribe_form_context(source=request.path)}
        context["page"] = {"heading": copy["heading"], "intro": copy["intro"]}
        context["seo"] = seo.page_seo(
            request,
            title=wording.SUBSCRIBE_PAGE["title"],
            description=wording.SUBSCRIBE_PAGE["description"],
            path=request.path,
        )
        return TemplateResponse(request, self.template_name, context)

    def post(self, request):
        email = request.POST.get("email", "")[:1000]
        source = services.source_path(request.POST.get("source", ""))
        again = {"email": email, "source": source}
        throttled = _throttled(request)
        if throttled:
            return self.again(request, again, form_error=throttled, status=429)
        error = services.email_error(email)
        if error:
            return self.again(request, again, error=error, status=400)
        if caught(request):
            return see_other(reverse("subscriptions:thanks"))
        confirm = unconfirmed(request, wording.FORM["button"], f"subscribe {services.normalise_email(email)}")
        if confirm:
            return self.again(request, again, form_error=confirm, status=200)
        try:
            services.subscriber_subscribe(email=email, consent_text=wording.CONSENT, source_path=source)
        except DatabaseError:
            return self.again(request, again, form_error=wording.ERRORS["unavailable"], status=503)
        return see_other(reverse("subscriptions:thanks"))

    def again(self, request, values: dict, *, status: int, error: str = "", form_error: str = ""):
        copy = wording.SUBSCRIBE_PAGE
        context = {
            "subscribe": subscribe_form_context(**values, error=error, form_error=form_error, stamped=True),
            "page": {"heading": copy["error_heading"], "intro": copy["error_intro"]},
        }
        return _page(
            request,
            self.template_name,
            context,
            title=copy["error_title"],
            description=copy["description"],
            status=status,
        )


@cache_page_content
def thanks(request):
    copy = wording.THANKS
    context = {"copy": copy}
    context["seo"] = seo.page_seo(
        request, title=copy["title"], description=copy["body"], path=reverse("subscriptions:subscribe")
    )
    return TemplateResponse(request, "subscriptions/thanks.html", context)


def _message(request, copy: dict, key: str, *, email: str = "", status: int = 200, **extra):
    """One of the link pages: `copy[key + "_title"]`, `_heading` and `_body`, plus what `extra` adds
    (a button, a form)."""
    prefix = f"{key}_" if key else ""
    context = {
        "heading": copy[f"{prefix}heading"],
        "body": copy[f"{prefix}body"].format(email=email),
        **extra,
    }
    return _page(request, "subscriptions/message.html", context, title=copy[f"{prefix}title"], status=status)


@method_decorator(csrf_exempt, name="dispatch")
class ConfirmView(View):
    """/insights/subscribe/confirm/<token>: the link of the confirmation email."""

    def get(self, request, token: str):
        return self.answer(request, token, act=False)

    def post(self, request, token: str):
        return self.answer(request, token, act=True)

    def answer(self, request, token: str, *, act: bool):
        copy = wording.CONFIRM
        try:
            email = tokens.confirm_email(token)
        except tokens.TokenInvalid:
            return _message(
                request, copy, "invalid", status=400, subscribe=subscribe_form_context(stamped=True)
            )
        except tokens.TokenExpired as expired:
            form = subscribe_form_context(email=expired.email, stamped=True)
            return _message(request, copy, "expired", status=410, subscribe=form)
        if act:
            outcome, subscriber = services.subscriber_confirm(email=email)
        else:
            subscriber = Subscriber.objects.filter(email=services.normalise_email(email)).first()
            outcome = _confirm_state(subscriber)
        leave = reverse("subscriptions:unsubscribe", args=[tokens.unsubscribe_token(email)])
        if outcome == Outcome.GONE:
            form = subscribe_form_context(email=email, stamped=True)
            return _message(request, copy, "gone", email=email, status=404, subscribe=form)
        if outcome == Outcome.ALREADY:
            return _message(request, copy, "already", email=email, unsubscribe_url=leave)
        if act:
            return _message(request, copy, "done", email=email, unsubscribe_url=leave)
        return _message(request, copy, "", email=email, button=copy["button"], unsubscribe_url=leave)


def _confirm_state(subscriber: Subscriber | None) -> Outcome:
    """What confirming would answer now (GET shows it without changing anything)."""
    if subscriber is None or subscriber.status == SubscriberStatus.UNSUBSCRIBED:
        return Outcome.GONE
    return Outcome.ALREADY if subscriber.status == SubscriberStatus.CONFIRMED else Outcome.DONE


@method_decorator(csrf_exempt, name="dispatch")
class UnsubscribeView(View):
    """/insights/unsubscribe/<token>: the one-click link of every email (RFC 8058 POSTs here)."""

    def get(self, request, token: str):
        return self.answer(request, token, act=False)

    def post(self, request, token: str):
        return self.answer(request, token, act=True)

    def answer(self, request, token: str, *, act: bool):
        copy = wording.UNSUBSCRIBE
        try:
            email = tokens.unsubscribe_email(token)
        except tokens.TokenInvalid:
            return _message(request, copy, "invalid", status=400, ask=unsubscribe_form_context(stamped=True))
        if act:
            outcome, _ = services.subscriber_unsubscribe(email=email)
            return _message(request, copy, "done" if outcome == Outcome.DONE else "already", email=email)
        subscriber = Subscriber.objects.filter(email=services.normalise_email(email)).first()
        if subscriber is None or subscriber.status == SubscriberStatus.UNSUBSCRIBED:
            return _message(request, copy, "already", email=email)
        return _message(request, copy, "", email=email, button=copy["button"])


class UnsubscribeRequestView(PublicLeadFormView):
    """/insights/unsubscribe: a reader types their address; it gets its unsubscribe link by email if
    it is on the list. The answer is the same whether it is or not."""

    template_name = "subscriptions/unsubscribe_request.html"

    @method_decorator(cache_page_content)
    def get(self, request):
        context = {"ask": unsubscribe_form_context(), "copy": wording.UNSUBSCRIBE}
        return self.render(request, context, title=wording.UNSUBSCRIBE["ask_title"])

    def post(self, request):
        email = request.POST.get("email", "")[:1000]
        throttled = _throttled(request)
        if throttled:
            return self.again(request, email, form_error=throttled, status=429)
        error = services.email_error(email)
        if error:
            return self.again(request, email, error=error, status=400)
        if caught(request):
            return see_other(reverse("subscriptions:unsubscribe-sent"))
        confirm = unconfirmed(
            request, wording.UNSUBSCRIBE["ask_button"], f"unsubscribe {services.normalise_email(email)}"
        )
        if confirm:
            return self.again(request, email, form_error=confirm, status=200)
        try:
            services.unsubscribe_link_send(email=email)
        except DatabaseError:
            return self.again(request, email, form_error=wording.ERRORS["unavailable"], status=503)
        return see_other(reverse("subscriptions:unsubscribe-sent"))

    def again(self, request, email: str, *, status: int, error: str = "", form_error: str = ""):
        ask = unsubscribe_form_context(email=email, error=error, form_error=form_error, stamped=True)
        context = {"ask": ask, "copy": wording.UNSUBSCRIBE}
        title = wording.UNSUBSCRIBE["ask_error_title"]
        return no_store(self.render(request, context, title=title, status=status))

    def render(self, request, context: dict, *, title: str, status: int = 200):
        context["seo"] = seo.page_seo(
            request, title=title, description=wording.UNSUBSCRIBE["ask_intro"], path=request.path
        )
        return TemplateResponse(request, self.template_name, context, status=status)


@cache_page_content
def unsubscribe_sent(request):
    copy = wording.UNSUBSCRIBE
    context = {"heading": copy["sent_heading"], "body": copy["sent_body"]}
    context["seo"] = seo.page_seo(
        request,
        title=copy["sent_title"],
        description=copy["sent_body"],
        path=reverse("subscriptions:unsubscribe-request"),
    )
    return TemplateResponse(request, "subscriptions/message.html", context)
