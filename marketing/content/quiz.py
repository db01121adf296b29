"""The home hero globe's city markers."""

# The home hero globe's city markers: [latitude, longitude].
GLOBE_MARKERS = [
    {"name": "San Diego", "location": [32.7157, -117.1611]},
    {"name": "New York", "location": [40.7128, -74.006]},
    {"name": "London", "location": [51.5072, -0.1276]},
    {"name": "Berlin", "location": [52.52, 13.405]},
    {"name": "Singapore", "location": [1.3521, 103.8198]},
    {"name": "Sydney", "location": [-33.8688, 151.2093]},
]
