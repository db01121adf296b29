"""The lead forms' own pages: where the HTML forms post, the two quote forms as pages (the
dialogs' no-JavaScript form) and the thank-you pages. Mounted at the site root."""

from django.urls import path
from django.utils.translation import pgettext_lazy

from leads import form_views

app_name = "lead-forms"

urlpatterns = [
    path(pgettext_lazy("url", "contact/send"), form_views.ContactSendView.as_view(), name="contact-send"),
    path(
        pgettext_lazy("url", "contact/thank-you"),
        form_views.thank_you,
        {"form": "contact"},
        name="contact-thank-you",
    ),
    path(pgettext_lazy("url", "pricing/quote"), form_views.PricingQuoteView.as_view(), name="pricing-quote"),
    path(
        pgettext_lazy("url", "pricing/thank-you"),
        form_views.thank_you,
        {"form": "pricing"},
        name="pricing-thank-you",
    ),
    path(pgettext_lazy("url", "get-started"), form_views.HeroQuizView.as_view(), name="hero-quiz"),
    path(
        pgettext_lazy("url", "get-started/thank-you"),
        form_views.thank_you,
        {"form": "hero-quiz"},
        name="hero-quiz-thank-you",
    ),
    path(
        pgettext_lazy("url", "ai-automation/consultation"),
        form_views.ConsultationView.as_view(),
        name="consultation",
    ),
    # "Book your call now": counts the click, then opens the agency's scheduling page (leads.booking).
    path(pgettext_lazy("url", "book"), form_views.book, name="book"),
    path(
        pgettext_lazy("url", "ai-automation/thank-you"),
        form_views.thank_you,
        {"form": "consultation"},
        name="consultation-thank-you",
    ),
]
