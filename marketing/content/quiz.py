"""The pricing quiz's questions (spec section 3): ids are the API contract, labels are copy."""

PRICING_QUIZ = [
    {
        "id": "business-type",
        "question": "What type of business do you run?",
        "multiple": False,
        "options": [
            {"id": "small-business", "label": "Small business"},
            {"id": "startup", "label": "Startup"},
            {"id": "enterprise", "label": "Enterprise"},
            {"id": "ecommerce", "label": "E-commerce store"},
        ],
    },
    {
        "id": "goals",
        "question": "What is your main marketing goal?",
        "multiple": False,
        "options": [
            {"id": "brand-awareness", "label": "Build brand awareness"},
            {"id": "lead-generation", "label": "Generate more leads"},
            {"id": "website-traffic", "label": "Increase website traffic"},
            {"id": "sales-conversion", "label": "Convert more visitors into sales"},
        ],
    },
    {
        "id": "services",
        "question": "Which services are you interested in?",
        "multiple": True,
        "options": [
            {"id": "social-media", "label": "Social media marketing"},
            {"id": "seo", "label": "Search engine optimization"},
            {"id": "development", "label": "Web development"},
            {"id": "marketing", "label": "Digital marketing strategy"},
        ],
    },
    {
        "id": "timeline",
        "question": "When would you like to get started?",
        "multiple": False,
        "options": [
            {"id": "immediate", "label": "Right away"},
            {"id": "1-3-months", "label": "In 1-3 months"},
            {"id": "3-6-months", "label": "In 3-6 months"},
            {"id": "exploring", "label": "Just exploring options"},
        ],
    },
]

# The home hero globe's city markers: [latitude, longitude].
GLOBE_MARKERS = [
    {"name": "San Diego", "location": [32.7157, -117.1611]},
    {"name": "New York", "location": [40.7128, -74.006]},
    {"name": "London", "location": [51.5072, -0.1276]},
    {"name": "Berlin", "location": [52.52, 13.405]},
    {"name": "Singapore", "location": [1.3521, 103.8198]},
    {"name": "Sydney", "location": [-33.8688, 151.2093]},
]
