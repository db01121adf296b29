from django.urls import re_path

from leads.apis import ContactCreateApi, QuoteRequestCreateApi

app_name = "leads"

urlpatterns = [
    # A pasted address may end in a slash; a POST cannot follow a redirect, so both forms answer.
    re_path(r"^contact/?$", ContactCreateApi.as_view(), name="contact-create"),
    re_path(r"^quote-request/?$", QuoteRequestCreateApi.as_view(), name="quote-request-create"),
]
