"""Mounted in the languages' patterns (agency.urls): /email/… and /es/correo/…"""

from django.urls import path
from django.utils.translation import pgettext_lazy

from sequences import views

app_name = "sequences"

urlpatterns = [
    path(pgettext_lazy("url", "email/unsubscribe/<str:token>"), views.unsubscribe, name="unsubscribe"),
    path(pgettext_lazy("url", "email/book/<str:token>"), views.book, name="book"),
]
