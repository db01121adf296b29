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
    "/about",
    "/pricing",
    "/contact",
    "/privacy-policy",
    "/terms-of-service",
]
