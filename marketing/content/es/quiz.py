"""The home hero globe's city markers, in Spanish (mirrors marketing.content.quiz)."""

# The home hero globe's city markers: [latitude, longitude].
GLOBE_MARKERS = [
    {"name": "San Diego", "location": [32.7157, -117.1611]},
    {"name": "Nueva York", "location": [40.7128, -74.006]},
    {"name": "Londres", "location": [51.5072, -0.1276]},
    {"name": "Berlín", "location": [52.52, 13.405]},
    {"name": "Singapur", "location": [1.3521, 103.8198]},
    {"name": "Sídney", "location": [-33.8688, 151.2093]},
]
