"""Mounted at /insights/ (agency.urls), before the articles' own pages: "subscribe" and
"unsubscribe" are taken here, never article slugs."""

from django.urls import path

from subscriptions import views

app_name = "subscriptions"

urlpatterns = [
    path("subscribe", views.SubscribeView.as_view(), name="subscribe"),
    path("subscribe/thanks", views.thanks, name="thanks"),
    path("subscribe/confirm/<str:token>", views.ConfirmView.as_view(), name="confirm"),
    path("unsubscribe", views.UnsubscribeRequestView.as_view(), name="unsubscribe-request"),
    path("unsubscribe/sent", views.unsubscribe_sent, name="unsubscribe-sent"),
    path("unsubscribe/<str:token>", views.UnsubscribeView.as_view(), name="unsubscribe"),
]
