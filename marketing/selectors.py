"""Reads of the site's content. Pages and templates go through these functions, never the ORM."""

from dataclasses import dataclass


@dataclass(frozen=True)
class NavLink:
    name: str
    href: str
    description: str = ""


# The catalogue's names and routes (spec section 2). The content issue moves them into models.
_PRODUCTS = [
    NavLink(
        "AI Automation", "/ai-automation", "Agents and workflows that take repetitive work off your team."
    ),
    NavLink(
        "Social Media Marketing",
        "/services/social-media",
        "Content, community and paid social that grows an audience.",
    ),
    NavLink(
        "Search Engine Optimization",
        "/services/seo",
        "Technical, on-page and local SEO that earns qualified traffic.",
    ),
    NavLink(
        "Paid Advertising",
        "/services/advertising",
        "Search, social and display campaigns tuned for return on spend.",
    ),
    NavLink(
        "Web & App Development",
        "/services/development",
        "Fast, accessible websites and apps built to convert.",
    ),
    NavLink(
        "Business Planning",
        "/services/business",
        "Market research, positioning and growth plans you can act on.",
    ),
    NavLink(
        "3D Product Design",
        "/services/product-design",
        "Photoreal renders and 3D models that sell before you manufacture.",
    ),
    NavLink(
        "Lead Generation",
        "/services/lead-generation",
        "Funnels, outreach and nurturing that fill your pipeline.",
    ),
]
_USE_CASES = [
    NavLink(
        "For Small Businesses", "/solutions/small-business", "Big-brand marketing on a small-business budget."
    ),
    NavLink(
        "For Enterprises",
        "/solutions/enterprise",
        "Coordinated campaigns across teams, regions and channels.",
    ),
    NavLink(
        "For Startups", "/solutions/startups", "Launch, find traction and scale on a runway you can measure."
    ),
    NavLink(
        "For E-commerce", "/solutions/ecommerce", "More traffic, higher conversion and repeat customers."
    ),
]


def navigation() -> dict:
    """The header and footer menus: products (services), use cases (solutions)."""
    services = [link for link in _PRODUCTS if link.href.startswith("/services/")]
    return {
        "products": _PRODUCTS,
        "use_cases": _USE_CASES,
        "footer_services": services[:5],
    }
