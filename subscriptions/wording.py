"""Every word the subscription form, its pages and its emails show, in one place (as
leads.wording is for the lead forms). Templates and views read these; nothing is typed twice.

CONSENT is stored with each subscriber as it was shown: change it here and later subscribers carry
the new text, earlier ones keep theirs.
"""

FORM = {
    "heading": "Get new articles by email",
    "intro": "One email when we publish a new article on search, ads, content or automation. No other mail.",
    "label": "Your email address",
    "button": "Email me new articles",
    "privacy": "How we handle your address",
}

CONSENT = (
    "Email me when a new Insights article is published. I will first get an email with a link to "
    "confirm this address; every email after that has a link to unsubscribe at any time."
)

ERRORS = {
    "required": "Enter your email address.",
    "invalid": "Enter an email address like name@example.com.",
    "too_long": "Enter an email address of at most 254 characters.",
    "throttled": (
        "You have sent this form several times in a short time. Please wait a minute, then send it "
        "again: what you typed is still here."
    ),
    "unavailable": "We cannot take your address right now. Please try again in a minute.",
}

SUBSCRIBE_PAGE = {
    "title": "Get new articles by email",
    "description": (
        "Ask for an email each time we publish a new article. Confirm once; unsubscribe in one click."
    ),
    "heading": "Get new articles by email",
    "intro": FORM["intro"],
    "error_title": "Check your email address",
    "error_heading": "Check your email address",
    "error_intro": "Nothing was sent yet. Your address is still here: correct it and send it again.",
}

THANKS = {
    "title": "Check your inbox",
    "heading": "Check your inbox",
    "body": (
        "If the address can receive our emails, a message with a link to confirm your subscription is "
        "on its way. The link works for 7 days; until you open it, we send you nothing else."
    ),
    "spam_hint": "Nothing after a few minutes? Look in your spam or promotions folder.",
}

CONFIRM = {
    "title": "Confirm your subscription",
    "heading": "Confirm your subscription",
    "body": "Confirm that {email} should get an email when we publish a new article.",
    "button": "Confirm my subscription",
    "done_title": "Subscription confirmed",
    "done_heading": "You're subscribed",
    "done_body": "{email} will get an email when we publish a new article.",
    "already_title": "Already confirmed",
    "already_heading": "This subscription is already confirmed",
    "already_body": "{email} is already subscribed: there is nothing more to do.",
    "expired_title": "Confirmation link expired",
    "expired_heading": "This confirmation link has expired",
    "expired_body": (
        "Confirmation links work for 7 days, and this one is older. Nothing was confirmed and, if you "
        "did not subscribe again, the address has been removed. Subscribe again below and we will "
        "send a new link."
    ),
    "invalid_title": "Confirmation link not recognised",
    "invalid_heading": "We don't recognise this confirmation link",
    "invalid_body": (
        "The link is incomplete or was changed, so nothing was confirmed. Open the link from the "
        "email again (if your email program broke it over two lines, copy the whole address), or "
        "subscribe again below."
    ),
    "gone_title": "Subscription not found",
    "gone_heading": "This address is not waiting for confirmation",
    "gone_body": (
        "{email} is not on our list any more: it was unsubscribed, or removed because it was not "
        "confirmed in time. Subscribe again below if you would like new articles."
    ),
}

UNSUBSCRIBE = {
    "title": "Unsubscribe",
    "heading": "Unsubscribe from new articles",
    "body": "Stop the emails about new articles to {email}.",
    "button": "Unsubscribe",
    "done_title": "Unsubscribed",
    "done_heading": "You're unsubscribed",
    "done_body": "{email} will get no more emails about new articles.",
    "already_title": "Already unsubscribed",
    "already_heading": "You're already unsubscribed",
    "already_body": "{email} is not subscribed to new articles: there is nothing more to do.",
    "invalid_title": "Unsubscribe link not recognised",
    "invalid_heading": "We don't recognise this unsubscribe link",
    "invalid_body": (
        "The link is incomplete or was changed. Type your address below and we will email you a "
        "link that works."
    ),
    # The page where a reader types their address.
    "ask_title": "Unsubscribe from new articles",
    "ask_heading": "Unsubscribe from new articles",
    "ask_intro": (
        "Type the address that gets our emails. If it is on our list, we send it a link to "
        "unsubscribe in one click."
    ),
    "ask_label": "Your email address",
    "ask_button": "Email me an unsubscribe link",
    "ask_error_title": "Check your email address",
    "sent_title": "Check your inbox",
    "sent_heading": "Check your inbox",
    "sent_body": (
        "If that address is on our list, an email with a link to unsubscribe is on its way. If it "
        "is not, there is nothing to do: we send it nothing."
    ),
}

EMAILS = {
    "confirmation_subject": "Confirm your subscription to new articles - {site}",
    "unsubscribe_subject": "Your link to unsubscribe - {site}",
}

# The line a Slack channel reads for each webhook event (leads.webhooks.register_slack_line).
SLACK = {
    "subscriber.confirmed": "{email} subscribed to new articles.",
    "subscriber.unsubscribed": "{email} unsubscribed from new articles.",
}
