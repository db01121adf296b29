from django.urls import path

from forms.apis import BuiltFormCreateApi, ContactCreateApi, QuoteRequestCreateApi

app_name = "leads"

urlpatterns = [
    path("contact", ContactCreateApi.as_view(), name="contact-create"),
    path("quote-request", QuoteRequestCreateApi.as_view(), name="quote-request-create"),
    # Where a built form's island sends (forms.built_forms.island_props names it in the props).
    path("forms/<slug:slug>", BuiltFormCreateApi.as_view(), name="built-form-create"),
    # A pasted address may end in a slash and a POST cannot follow a redirect: the same endpoints
    # answer there too, left out of the OpenAPI schema (schema=None), which documents the canonical form.
    path("contact/", ContactCreateApi.as_view(schema=None)),
    path("quote-request/", QuoteRequestCreateApi.as_view(schema=None)),
]
