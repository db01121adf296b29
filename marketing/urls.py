"""The marketing pages, in both languages (mounted in agency.urls inside i18n_patterns): each path
word is marked for translation, so /pricing is /es/precios in Spanish (locale/es/LC_MESSAGES)."""

from django.urls import path
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from marketing import views
from marketing.models import Page

app_name = "marketing"
work = views.WorkView.as_view()  # every case study, or those of one service or industry
privacy = views.LegalView.as_view(page_key=Page.Key.PRIVACY_POLICY, breadcrumb_name=_("Privacy Policy"))
terms = views.LegalView.as_view(page_key=Page.Key.TERMS_OF_SERVICE, breadcrumb_name=_("Terms of Service"))

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
    path(pgettext_lazy("url", "ai-automation"), views.AiAutomationView.as_view(), name="ai-automation"),
    path(pgettext_lazy("url", "services/<slug:slug>"), views.OfferingDetailView.as_view(), name="service"),
    path(pgettext_lazy("url", "solutions/<slug:slug>"), views.OfferingDetailView.as_view(), name="solution"),
    path(pgettext_lazy("url", "work"), work, name="work"),
    path(pgettext_lazy("url", "work/service/<slug:slug>"), work, {"kind": "service"}, name="work-service"),
    path(pgettext_lazy("url", "work/industry/<slug:slug>"), work, {"kind": "industry"}, name="work-industry"),
    path(pgettext_lazy("url", "work/<slug:slug>"), views.CaseStudyView.as_view(), name="case-study"),
    path(pgettext_lazy("url", "about"), views.AboutView.as_view(), name="about"),
    path(pgettext_lazy("url", "pricing"), views.PricingView.as_view(), name="pricing"),
    path(pgettext_lazy("url", "contact"), views.ContactView.as_view(), name="contact"),
    path(pgettext_lazy("url", "privacy-policy"), privacy, name="privacy-policy"),
    path(pgettext_lazy("url", "terms-of-service"), terms, name="terms-of-service"),
    # The page's card in its language: /es/social-cards/... draws the Spanish heading.
    path("social-cards/<slug:key>/<slug:digest>.png", views.social_card, name="social-card"),
]
