from django.urls import path

from leads.apis import ContactCreateApi, QuoteRequestCreateApi

app_name = "leads"

urlpatterns = [
    path("contact", ContactCreateApi.as_view(), name="contact-create"),
    path("quote-request", QuoteRequestCreateApi.as_view(), name="quote-request-create"),
]
