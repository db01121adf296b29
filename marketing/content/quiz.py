"""The pricing quiz's questions (spec section 3) as the island reads them, and the globe's markers.

The question ids, option ids and every label come from leads.options, the same source the lead
API validates against and the staff pages and emails label answers with.
"""

from leads import options

PRICING_QUIZ = [
    {
        "id": question.id,
        "question": question.prompt,
        "multiple": question.multiple,
        "options": [{"id": option_id, "label": label} for option_id, label in question.options.items()],
    }
    for question in options.PRICING_QUIZ
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
