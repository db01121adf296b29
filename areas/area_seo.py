"""An area page's structured data: a schema.org `Service` per service offered there, whose
`areaServed` is the place (a `City`, or a `Place` for a neighborhood, with `sameAs` its Wikidata
item) and whose `provider` is the agency's one Organization (the home page's, by its `@id`) at its
real address. No other address is written, and no rating."""

from django.utils.translation import gettext as _

from agency.richtext import rich_text_to_plain
from areas.models import Area
from publishing import seo


def place(area: Area) -> dict:
    return {
        "@type": "City" if area.kind == Area.Kind.CITY else "Place",
        "name": area.name,
        "sameAs": area.wikidata_url,
    }


def provider(request) -> dict:
    found = seo.organization_ref(request)
    address = seo.organization(request).get("address")
    if address:
        found["address"] = address
    return found


def services(request, area: Area, offerings) -> list[dict]:
    """One Service per offering; a page that names none describes the agency's work there."""
    common = {
        "@context": "https://schema.org",
        "@type": "Service",
        "areaServed": place(area),
        "provider": provider(request),
    }
    if not offerings:
        name = _("Digital marketing in %(place)s") % {"place": area.name}
        return [{**common, "name": name, "serviceType": _("Digital marketing"), "description": area.intro}]
    return [
        {
            **common,
            "name": f"{offering.name} – {area.name}",
            "serviceType": offering.name,
            "description": rich_text_to_plain(offering.description),
            "url": seo.absolute_url(request, offering.get_absolute_url()),
        }
        for offering in offerings
    ]
