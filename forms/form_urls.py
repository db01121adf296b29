"""The lead forms' own pages: where the HTML forms post, the two quote forms as pages (the
dialogs' no-JavaScript form) and the thank-you pages. Mounted at the site root."""

from django.urls import path
from django.utils.translation import pgettext_lazy

from forms import built_form_views, form_views

app_name = "lead-forms"


def thank_you_page(route, form: str):
    """A form's thank-you page, named `<form>-thank-you`."""
    return path(route, form_views.thank_you, {"form": form}, name=f"{form}-thank-you")


urlpatterns = [
    path(pgettext_lazy("url", "contact/send"), form_views.ContactSendView.as_view(), name="contact-send"),
    thank_you_page(pgettext_lazy("url", "contact/thank-you"), "contact"),
    path(pgettext_lazy("url", "pricing/quote"), form_views.PricingQuoteView.as_view(), name="pricing-quote"),
    thank_you_page(pgettext_lazy("url", "pricing/thank-you"), "pricing"),
    path(pgettext_lazy("url", "get-started"), form_views.HeroQuizView.as_view(), name="hero-quiz"),
    thank_you_page(pgettext_lazy("url", "get-started/thank-you"), "hero-quiz"),
    path(
        pgettext_lazy("url", "ai-automation/consultation"),
        form_views.ConsultationView.as_view(),
        name="consultation",
    ),
    # "Book your call now": counts the click, then opens the agency's scheduling page (leads.booking).
    path(pgettext_lazy("url", "book"), form_views.book, name="book"),
    thank_you_page(pgettext_lazy("url", "ai-automation/thank-you"), "consultation"),
    # The forms editors build in the admin: their own page (when they have one), where every copy
    # of them posts, and their thank-you page (forms.built_form_views).
    path(
        pgettext_lazy("url", "forms/<slug:slug>"), built_form_views.BuiltFormView.as_view(), name="built-form"
    ),
    path(
        pgettext_lazy("url", "forms/<slug:slug>/thank-you"),
        built_form_views.built_form_thank_you,
        name="built-form-thank-you",
    ),
]
