from django.urls import path
from django.utils.translation import pgettext_lazy

from search import views

app_name = "search"

urlpatterns = [
    path(pgettext_lazy("url", "search"), views.search_page, name="search"),
]
