"""The seed content in Spanish, as written for San Diego's Spanish-speaking businesses.

Each module here mirrors the English module of the same name in `marketing.content`: the same
names, the same structure, the same order, the same slugs, icons, colours, figures and dates;
only the words a visitor reads are Spanish. `manage.py load_content` writes them into the
`*_es` fields of the rows the English seed created (matched by slug, key or position), and
tests/content/test_spanish_seed.py checks that every module keeps that shape.
"""
