"""/search?q= and /es/buscar?q=: the results page, rendered on the server, kept out of search
engines and out of every cache (each query is a render of its own, so it counts against the
client's allowance: SEARCH_THROTTLE, agency.throttle)."""

from urllib.parse import urlencode

from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import translation

from agency.throttle import limit, refusal
from search import selectors, services

SEARCH_THROTTLES = [limit("search", "SEARCH_THROTTLE")]
NOT_STORED = "private, no-store"
# The longest question the contact form's message is prefilled with (the form's own limit is longer).
CONTACT_MESSAGE_MAX = selectors.QUERY_MAX


def _answer(request, template: str, context: dict, status: int = 200) -> TemplateResponse:
    response = TemplateResponse(request, template, context, status=status)
    response["Cache-Control"] = NOT_STORED
    return response


def search_page(request):
    query = request.GET.get("q", "")
    query = query.strip()
    context = {"query": query, "query_max": selectors.QUERY_MAX}
    if len(query) > selectors.QUERY_MAX:
        return _answer(request, "search/refused.html", {**context, "query": ""}, status=400)
    if not query:
        return _answer(request, "search/search.html", context)
    wait = refusal(request, SEARCH_THROTTLES)
    if wait is not None:
        response = _answer(request, "search/refused.html", {**context, "throttled": True}, status=429)
        response["Retry-After"] = str(int(wait))
        return response
    language = translation.get_language() or "en"
    results = selectors.search(query, language)
    services.search_record(query=query, language=language, found=bool(results.hits))
    contact = reverse("marketing:contact")
    context.update(
        results=results,
        contact_url=f"{contact}?{urlencode({'message': query[:CONTACT_MESSAGE_MAX]})}",
    )
    return _answer(request, "search/search.html", context)
