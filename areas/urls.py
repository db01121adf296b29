"""The area pages, inside i18n_patterns: /areas and /areas/<id> in English, /es/zonas and
/es/zonas/<id> in Spanish (one id for both languages)."""

from django.urls import path
from django.utils.translation import pgettext_lazy

from areas import views

app_name = "areas"

urlpatterns = [
    path(pgettext_lazy("url", "areas"), views.AreaIndexView.as_view(), name="index"),
    path(pgettext_lazy("url", "areas/<slug:slug>"), views.AreaView.as_view(), name="page"),
]
