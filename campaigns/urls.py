"""The landing pages, inside i18n_patterns: /lp/<id> in English, /es/lp/<id> in Spanish (one id for
both languages, as a campaign's links name one page)."""

from django.urls import path
from django.utils.translation import pgettext_lazy

from campaigns import views

app_name = "campaigns"

urlpatterns = [
    path(pgettext_lazy("url", "lp/<slug:slug>"), views.CampaignView.as_view(), name="page"),
    # A guide's signed link, from the acknowledgement email of a lead whose form offered it.
    path(pgettext_lazy("url", "guides/<str:token>"), views.guide_download, name="guide"),
]
