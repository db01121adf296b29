"""A view and a task that fail with a lead's data at hand, for the error-report tests."""

from django.http import HttpResponse
from django.tasks import task
from django.urls import path
from django.views.decorators.csrf import csrf_exempt

from agency.urls import urlpatterns as site_urlpatterns

LEAD_EMAIL = "dana@harbourcoffee.com"
LEAD_PHONE = "+1 619 555 0147"
LEAD_MESSAGE = "We would like more local customers to find our two cafes."


class QuotePricingError(Exception):
    pass


class CrmSyncError(Exception):
    pass


@csrf_exempt
def price_quote(request):
    email = request.POST.get("email", "")
    message = request.POST.get("message", "")
    if request.GET.get("other"):
        raise KeyError("budget")
    # The visitor's data is in local variables, the body, and the exception's own message.
    raise QuotePricingError(f"No plan fits {email} ({len(message)} characters)")


def ok(request):
    return HttpResponse("fine")


urlpatterns = [
    path("test-failing/price", price_quote),
    path("test-failing/ok", ok),
    # The site's own patterns after these (not include(): they hold i18n_patterns, which Django
    # allows only in the root URLconf).
    *site_urlpatterns,
]


@task()
def sync_lead_to_crm(email: str, message: str, phone: str = "") -> None:
    contact = {"email": email, "message": message, "phone": phone}
    raise CrmSyncError(f"The CRM refused {contact['email']} / {contact['phone']}")
