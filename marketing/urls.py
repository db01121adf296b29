from django.urls import path
from django.utils.translation import gettext_lazy as _

from marketing import views
from marketing.models import Page

app_name = "marketing"

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
    path("ai-automation", views.AiAutomationView.as_view(), name="ai-automation"),
    path("services/<slug:slug>", views.OfferingDetailView.as_view(), name="service"),
    path("solutions/<slug:slug>", views.OfferingDetailView.as_view(), name="solution"),
    path("work", views.WorkView.as_view(), name="work"),
    path("work/service/<slug:slug>", views.WorkView.as_view(), {"kind": "service"}, name="work-service"),
    path("work/industry/<slug:slug>", views.WorkView.as_view(), {"kind": "industry"}, name="work-industry"),
    path("work/<slug:slug>", views.CaseStudyView.as_view(), name="case-study"),
    path("about", views.AboutView.as_view(), name="about"),
    path("pricing", views.PricingView.as_view(), name="pricing"),
    path("contact", views.ContactView.as_view(), name="contact"),
    path(
        "privacy-policy",
        views.LegalView.as_view(page_key=Page.Key.PRIVACY_POLICY, breadcrumb_name=_("Privacy Policy")),
        name="privacy-policy",
    ),
    path(
        "terms-of-service",
        views.LegalView.as_view(page_key=Page.Key.TERMS_OF_SERVICE, breadcrumb_name=_("Terms of Service")),
        name="terms-of-service",
    ),
    path("sitemap.xml", views.sitemap_view, name="sitemap"),
    path("robots.txt", views.RobotsView.as_view(), name="robots"),
    path("site.webmanifest", views.web_manifest, name="web-manifest"),
    path("favicon.ico", views.favicon, name="favicon"),
    path("social-cards/<slug:key>/<slug:digest>.png", views.social_card, name="social-card"),
]
