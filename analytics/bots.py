"""The user agents that are not counted: crawlers, link previews, monitors and scripted clients.

One list, matched case-insensitively as substrings of the User-Agent header. A request with no
user agent at all is a script too.
"""

BOT_MARKERS = (
    "bot",  # Googlebot, bingbot, DuckDuckBot, YandexBot, Applebot, AhrefsBot, SemrushBot, ...
    "crawl",
    "spider",
    "slurp",  # Yahoo
    "facebookexternalhit",
    "embedly",
    "quora link preview",
    "whatsapp",
    "vkshare",
    "w3c_validator",
    "validator.nu",
    "lighthouse",
    "chrome-lighthouse",
    "pagespeed",
    "gtmetrix",
    "pingdom",
    "uptimerobot",
    "statuscake",
    "headlesschrome",
    "phantomjs",
    "python-requests",
    "python-urllib",
    "httpx",
    "aiohttp",
    "curl/",
    "wget/",
    "go-http-client",
    "java/",
    "okhttp",
    "node-fetch",
    "axios/",
    "postman",
    "insomnia",
    "scrapy",
    "preview",
    "monitor",
)


def is_bot(user_agent: str) -> bool:
    agent = (user_agent or "").lower()
    return not agent or any(marker in agent for marker in BOT_MARKERS)
