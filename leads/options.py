"""The option ids every lead form may send, with the labels staff read (spec sections 3 and 9).

The API rejects any id not listed here. Labels turn stored ids into readable answers in the staff
email, the acknowledgement and the admin.
"""

# Contact forms: the catalogue's service ids (spec section 2, landing service cards) and "other".
CONTACT_SERVICES: dict[str, str] = {
    "social-media": "Social Media Marketing",
    "seo": "Search Engine Optimization",
    "advertising": "Paid Advertising",
    "development": "Web & App Development",
    "business": "Business Planning",
    "product-design": "3D Product Design",
    "lead-generation": "Lead Generation",
    "ai-automation": "AI Automation",
    "other": "Other",
}

# Home page hero quiz. The original client sends the option text itself as the value, so the
# labels are the ids: a value is accepted only when it is exactly one of these strings.
HERO_BUSINESS_GOALS = [
    "Increase brand awareness",
    "Generate more leads",
    "Boost online sales",
    "Improve customer engagement",
    "Launch a new product/service",
]
HERO_BUDGETS = [
    "Under $1,000",
    "$1,000 - $5,000",
    "$5,000 - $15,000",
    "$15,000 - $50,000",
    "Over $50,000",
]
HERO_SERVICES = [
    "Social Media Marketing",
    "Search Engine Optimization (SEO)",
    "Pay-Per-Click Advertising (PPC)",
    "Web Development",
    "Content Marketing",
    "Email Marketing",
    "Lead Generation",
    "3D Product Design",
]
HERO_INDUSTRIES = [
    "Technology",
    "Healthcare",
    "Finance",
    "E-commerce",
    "Education",
    "Real Estate",
    "Manufacturing",
    "Professional Services",
    "Non-profit",
    "Other",
]

# AI automation consultation dialog.
CONSULTATION_SERVICE = "AI Automation Consultation"
CONSULTATION_VERTICALS: dict[str, str] = {
    "sales": "Sales",
    "marketing": "Marketing",
    "hr": "HR & recruitment",
    "operations": "Operations",
    "support": "Customer support",
    "documents": "Document processing",
    "multiple": "Several areas",
}
CONSULTATION_TEAM_SIZES: dict[str, str] = {
    "1-10": "1-10 people",
    "11-50": "11-50 people",
    "51-200": "51-200 people",
    "201-500": "201-500 people",
    "500+": "More than 500 people",
}
CONSULTATION_BUDGETS: dict[str, str] = {
    "under-5k": "Under $5,000",
    "5k-15k": "$5,000 - $15,000",
    "15k-50k": "$15,000 - $50,000",
    "50k-100k": "$50,000 - $100,000",
    "100k+": "Over $100,000",
    "discuss": "Let's discuss",
}

# Pricing page quiz: question id -> option id -> label.
PRICING_QUESTIONS: dict[str, str] = {
    "business-type": "Business type",
    "goals": "Main goal",
    "services": "Services",
    "timeline": "Timeline",
}
PRICING_BUSINESS_TYPES: dict[str, str] = {
    "small-business": "Small business",
    "startup": "Startup",
    "enterprise": "Enterprise",
    "ecommerce": "E-commerce",
}
PRICING_GOALS: dict[str, str] = {
    "brand-awareness": "Brand awareness",
    "lead-generation": "Lead generation",
    "website-traffic": "Website traffic",
    "sales-conversion": "Sales conversion",
}
PRICING_SERVICES: dict[str, str] = {
    "social-media": "Social media",
    "seo": "SEO",
    "development": "Web development",
    "marketing": "Marketing",
}
PRICING_TIMELINES: dict[str, str] = {
    "immediate": "Immediately",
    "1-3-months": "In 1-3 months",
    "3-6-months": "In 3-6 months",
    "exploring": "Just exploring",
}
PRICING_OPTIONS: dict[str, dict[str, str]] = {
    "business-type": PRICING_BUSINESS_TYPES,
    "goals": PRICING_GOALS,
    "services": PRICING_SERVICES,
    "timeline": PRICING_TIMELINES,
}

# Hero quiz answers: key -> label (the values are labels already).
HERO_QUESTIONS: dict[str, str] = {
    "businessGoal": "Business goal",
    "budget": "Budget",
    "services": "Services",
    "industry": "Industry",
}
