"""The lead forms' own pages: where the HTML forms post, the two quote forms as pages (the
dialogs' no-JavaScript form) and the thank-you pages. Mounted at the site root."""

from django.urls import path

from leads import form_views

app_name = "lead-forms"

urlpatterns = [
    path("contact/send", form_views.ContactSendView.as_view(), name="contact-send"),
    path("contact/thank-you", form_views.thank_you, {"form": "contact"}, name="contact-thank-you"),
    path("pricing/quote", form_views.PricingQuoteView.as_view(), name="pricing-quote"),
    path("pricing/thank-you", form_views.thank_you, {"form": "pricing"}, name="pricing-thank-you"),
    path("get-started", form_views.HeroQuizView.as_view(), name="hero-quiz"),
    path("get-started/thank-you", form_views.thank_you, {"form": "hero-quiz"}, name="hero-quiz-thank-you"),
    path("ai-automation/consultation", form_views.ConsultationView.as_view(), name="consultation"),
    # "Book your call now": counts the click, then opens the agency's scheduling page (leads.booking).
    path("book", form_views.book, name="book"),
    path(
        "ai-automation/thank-you",
        form_views.thank_you,
        {"form": "consultation"},
        name="consultation-thank-you",
    ),
]
