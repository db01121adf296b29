"""The forms built in the admin, without JavaScript: their own page (/forms/<slug>, when the editor
gave them one), where every copy of the form posts (a landing page's block too), and their
thank-you page.

The same path as the site's other forms (forms.form_views): the cross-site refusal and no CSRF token
(PublicLeadFormView), the throttle, the honeypot and the fill-time confirmation step (`submit`),
post/redirect/get, the funnel counted by the beacon's rules. Only what a valid post is comes from
the form's own fields (forms.built_forms.clean), in the language the page was answered in.
"""

from functools import partial
from urllib.parse import urlsplit

from django.http import Http404
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.decorators import method_decorator
from rest_framework.exceptions import ValidationError

from analytics.funnel_registry import SENT
from forms import built_forms, html_forms
from forms.form_views import (
    FormRejected,
    PublicLeadFormView,
    count_first_post,
    count_steps,
    drawn_again,
    landing_page,
    no_store,
    page_context,
    see_other,
    submit,
)
from forms.serializers import LeadInput
from leads.models import BuiltForm
from leads.selectors import built_form_live
from leads.services import built_form_lead_create
from publishing import seo
from publishing.page_cache import cache_page_content


def built_form_context(form: BuiltForm, values=None, errors=None) -> dict:
    """What templates/leads/forms/built_form.html draws: the form's words and its bound fields."""
    return {
        "built": form,
        "action": reverse("lead-forms:built-form", args=[form.slug]),
        "prefix": f"form-{form.slug}",
        "form": html_forms.bind(
            built_forms.html_fields(form), id_prefix=f"form-{form.slug}", values=values, errors=errors
        ),
    }


def parse(form: BuiltForm, data, payload: dict) -> LeadInput:
    """A posted built form as forms.form_views.submit wants it: raises DRF's ValidationError with
    the messages by field, or returns the service's arguments."""
    cleaned = built_forms.clean(form, data)
    if cleaned.errors:
        raise ValidationError(cleaned.errors)
    fields = {**cleaned.columns, "answers": cleaned.answers, "form_key": form.lead_form_key}
    return LeadInput(
        fields=fields,
        honeypot=payload["homepage"],
        context=payload["context"],
        language=payload["language"],
    )


def form_path(request, form: BuiltForm) -> str:
    """The page the form was on (a landing page, or its own), where its funnel is counted."""
    page = landing_page(request)
    return urlsplit(page).path if page else reverse("lead-forms:built-form", args=[form.slug])


class BuiltFormView(PublicLeadFormView):
    template_name = "forms/built_form_page.html"

    @method_decorator(cache_page_content)
    def get(self, request, slug: str):
        form = built_form_live(slug)
        if form is None or not form.has_own_page:
            raise Http404("No such form.")
        return self.render(request, form, {**built_form_context(form), "island": True})

    def post(self, request, slug: str):
        form = built_form_live(slug)
        if form is None:
            raise Http404("No such form.")
        key, path = form.lead_form_key, form_path(request, form)
        counted = count_first_post(request, key, path)
        # What keys the lead (the same form sent twice is one lead) and what is drawn again.
        payload = {
            "form": key,
            "answers": built_forms.posted(form, request.POST),
            "homepage": request.POST.get("homepage", ""),
            "context": page_context(request),
        }
        try:
            submit(
                request,
                payload,
                partial(parse, form, request.POST),
                built_form_lead_create,
                button=form.button_label,
            )
        except FormRejected as rejected:
            context = drawn_again(
                request, built_form_context(form, payload["answers"], rejected.errors), counted
            )
            return no_store(self.render(request, form, context, rejected.status))
        count_steps(request, key, [SENT], path)
        return see_other(reverse("lead-forms:built-form-thank-you", args=[form.slug]))

    def render(self, request, form: BuiltForm, context: dict, status: int = 200):
        context["seo"] = seo.page_seo(
            request,
            title=form.heading,
            description=form.intro or form.heading,
            path=reverse("lead-forms:built-form", args=[form.slug]),
        )
        # A form's own page is a door for a campaign's traffic, not a page to search for.
        context["seo"]["noindex"] = True
        return TemplateResponse(request, self.template_name, context, status=status)


@cache_page_content
def built_form_thank_you(request, slug: str):
    form = built_form_live(slug)
    if form is None:
        raise Http404("No such form.")
    context = {
        "built": form,
        "seo": seo.page_seo(
            request,
            title=form.success_heading,
            description=form.success_message,
            path=reverse("lead-forms:built-form", args=[form.slug]),
        ),
    }
    context["seo"]["noindex"] = True
    return TemplateResponse(request, "forms/built_form_thank_you.html", context)
