"""Mounted at /insights/ (agency.urls), before the articles' own pages: "subscribe" and
"unsubscribe" are taken here, never article slugs."""

from django.urls import path
from django.utils.translation import pgettext_lazy

from subscriptions import views

app_name = "subscriptions"
unsubscribe_request = views.UnsubscribeRequestView.as_view()

urlpatterns = [
    path(pgettext_lazy("url", "subscribe"), views.SubscribeView.as_view(), name="subscribe"),
    path(pgettext_lazy("url", "subscribe/thanks"), views.thanks, name="thanks"),
    path(pgettext_lazy("url", "subscribe/confirm/<str:token>"), views.ConfirmView.as_view(), name="confirm"),
    path(pgettext_lazy("url", "unsubscribe"), unsubscribe_request, name="unsubscribe-request"),
    path(pgettext_lazy("url", "unsubscribe/sent"), views.unsubscribe_sent, name="unsubscribe-sent"),
    path(
        pgettext_lazy("url", "unsubscribe/<str:token>"), views.UnsubscribeView.as_view(), name="unsubscribe"
    ),
]
