"""The public pages of the site, as the quality gates walk them."""

SERVICE_IDS = [
    "social-media",
    "seo",
    "advertising",
    "development",
    "business",
    "product-design",
    "lead-generation",
]
SOLUTION_IDS = ["small-business", "enterprise", "startups", "ecommerce"]

# The seeded campaign landing pages (issue 45): built from blocks by the editors; the AI receptionist's
# is a paid-traffic page (noindex).
CAMPAIGN_PAGES = [
    "/lp/san-diego-dental-seo",
    "/lp/ai-receptionist-home-services",
    "/lp/holiday-ads-online-stores",
]

# Kept from search engines on purpose (noindex): the paid-traffic example, in both languages.
NOINDEX_PAGES = ["/lp/ai-receptionist-home-services"]

# Site search's answers, noindex by design (issue 57): results, in each language.
SEARCH_PAGES = ["/search?q=seo", "/es/buscar?q=dise%C3%B1o"]


def kept_from_search_engines(path: str) -> bool:
    """A page marked noindex on purpose, in either language: Lighthouse's "is crawlable" audit is
    the one it may fail."""
    return path.removeprefix("/es") in NOINDEX_PAGES or path in SEARCH_PAGES


# The places we serve (issue 56): the index and the three seeded area pages.
AREA_PAGES = ["/areas", "/areas/chula-vista", "/areas/escondido", "/areas/oceanside"]

PUBLIC_PAGES = [
    "/",
    "/ai-automation",
    *(f"/services/{service_id}" for service_id in SERVICE_IDS),
    *(f"/solutions/{solution_id}" for solution_id in SOLUTION_IDS),
    "/work",
    "/work/harbor-pine-dental",
    "/work/loma-ridge-logistics",
    "/about",
    "/pricing",
    "/contact",
    "/privacy-policy",
    "/terms-of-service",
    *CAMPAIGN_PAGES,
    *AREA_PAGES,
]

# The lead forms' own pages (issue 18): the quote quiz and the consultation as pages, the pricing
# quiz's later steps, and the thank-you pages a form post lands on.
FORM_PAGES = [
    "/get-started",
    "/ai-automation/consultation",
    "/pricing/quote",
    "/contact/thank-you?form=home&service=seo",
    "/pricing/thank-you",
    "/get-started/thank-you",
    "/ai-automation/thank-you",
]

# /work narrowed to one service or one industry: their own addresses and titles, the /work page's
# social card.
WORK_FILTER_PAGES = ["/work/service/seo", "/work/industry/ecommerce", "/work/service/business"]

# Insights (issue 26): the index and its newest article. The article's id is the seed's, so the
# scripts find it on the running site (`with_newest_article`) instead of naming it here.
NEWEST_ARTICLE = "/insights/{newest}"
INSIGHTS_PAGES = ["/insights", NEWEST_ARTICLE]


def with_newest_article(base_url: str, pages: list[str]) -> list[str]:
    """`pages` with NEWEST_ARTICLE replaced by the address of the newest article on the site at
    `base_url` (left out when there is none)."""
    if NEWEST_ARTICLE not in pages:
        return pages
    import re
    import urllib.request

    html = urllib.request.urlopen(base_url + "/insights", timeout=30).read().decode()  # noqa: S310
    found = re.search(r'<a href="(/insights/[a-z0-9-]+)" class="work-card-link">', html)
    return [
        found.group(1) if page == NEWEST_ARTICLE else page
        for page in pages
        if found or page != NEWEST_ARTICLE
    ]


def spanish_pages() -> list[str]:
    """The Spanish counterparts of PUBLIC_PAGES, WORK_FILTER_PAGES and FORM_PAGES (issue 29): the
    same pages under /es/ at their translated addresses (/contact is /es/contacto).

    A function, not a list: translating an address needs Django's URLconf, which a module imported
    before Django is set up (a script's, a conftest's) cannot use yet."""
    from agency.i18n import SPANISH, path_in_language

    return [path_in_language(path, SPANISH) for path in [*PUBLIC_PAGES, *WORK_FILTER_PAGES, *FORM_PAGES]]
