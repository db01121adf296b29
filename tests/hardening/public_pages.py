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
