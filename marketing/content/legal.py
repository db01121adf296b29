"""Seed text of the privacy policy and the terms of service: (heading, body) sections.

Bodies are rich text (agency.richtext): paragraphs and lists as HTML, as the editor stores them.
The pages add a final section with the agency's contact details from the settings.
"""

PRIVACY_SECTIONS = [
    (
        "Who we are",
        (
            "<p>We are a digital marketing agency based in San Diego, California. We run this website and "
            'decide how the information sent through it is used. In this policy, "we", "us" and '
            '"our" mean the agency, and "you" means anyone who visits the website or contacts us '
            "through it.</p>"
        ),
    ),
    (
        "Information you give us",
        (
            "<p>When you use a form on this website (the contact forms, the quote quizzes or the AI "
            "automation consultation request), we collect what you enter:</p><ul><li><p>your name, email "
            "address and company name</p></li><li><p>your phone number and website address, if you give "
            "them</p></li><li><p>the service you are interested in and your message</p></li><li><p>your "
            "quiz answers, such as business type, goals, services of interest, timeline, budget range, "
            "team size, current challenges and automation goals</p></li></ul>"
        ),
    ),
    (
        "Information collected automatically",
        (
            "<p>With each form submission we also record when it was sent, the page it was sent from, the "
            "page that referred you to the website, any campaign (UTM) parameters and advertising click "
            "identifiers (such as gclid from Google Ads or fbclid from Meta) in the address you arrived "
            "with, and your browser's user agent. Our servers keep short-lived technical logs, including "
            "IP addresses, to keep the website secure and to limit abuse such as automated spam.</p>"
        ),
    ),
    (
        "Cookies, advertising tags and your privacy choices",
        (
            "<p>The website needs no cookies to work. We may use Google Tag Manager to measure visits "
            "and the results of our advertising; it sets cookies and shares data with Google and other "
            'advertising platforms, so it loads only if you accept it in the banner titled "Your privacy '
            'choices". Until you choose, nothing from those platforms loads, and Google Consent Mode '
            "records that you have not consented.</p><p>Your choice is kept for 180 days in a cookie of "
            "this website (agency_consent), set only once you choose. You can change it at any time with "
            '"Your privacy choices" at the bottom of every page.</p><p>If your browser sends the Global '
            "Privacy Control signal, we treat it as your request to opt out of the sale and sharing of "
            "your personal information: the advertising and analytics tags do not load in that browser, "
            "whatever was chosen before, and an enquiry you send with the signal on is never reported to "
            "an advertising platform.</p><p>If you arrived from one of our ads and your enquiry becomes "
            "a sale, we may report that sale back to the platform that showed the ad: for Google Ads, "
            "the click identifier, the time and the value of the sale; for Meta, your email address and "
            "phone number turned into irreversible SHA-256 codes so that Meta can match them with an "
            "account without receiving them in readable form, with the time and the value. This helps "
            "us pay only for ads that work.</p>"
        ),
    ),
    (
        "What the website counts",
        "The website counts its own visits without tracking you. When a page opens, your browser "
        "tells our server which page it is and where the visit came from: the campaign (UTM) "
        "source, medium and campaign in the address you arrived with, or else the name of the "
        "website that linked to us, or else that you came directly. The quote quizzes and forms "
        "also report which step was reached and whether they were sent. We add each of these to a "
        "total for the day and keep only that total:\n\n"
        "- no cookie is set and nothing is stored in your browser for counting, other than the "
        "page you first arrived on, which stays in this browser tab and reaches us only with a form "
        "you choose to send\n"
        "- your IP address, browser and device are not stored, and there is no record of your "
        "visit on its own, so a count can never be traced back to you\n"
        "- if your browser sends the Global Privacy Control or Do Not Track signal, nothing is "
        "counted at all\n\n"
        "When you send a form, the page you first arrived on is stored with your enquiry, so we "
        "know which pages bring enquiries.",
    ),
    (
        "How we use your information",
        (
            "<p>We use the information only to:</p><ul><li><p>reply to your enquiry and prepare the "
            "quote, proposal or consultation you asked for</p></li><li><p>follow up about that enquiry, "
            "for example to confirm scope or schedule a call</p></li><li><p>understand which pages and "
            "campaigns bring enquiries, so we can improve the website</p></li><li><p>protect the website "
            "and our systems against spam, fraud and misuse</p></li><li><p>meet our legal, accounting and "
            "tax obligations</p></li></ul><p>We do not send you marketing newsletters unless you ask for "
            "them, and you can stop any follow-up at any time by replying to our email.</p>"
        ),
    ),
    (
        "Emails about new articles",
        (
            "<p>If you ask for new articles by email (the form on our Insights pages), we "
            "keep:</p><ul><li><p>your email address</p></li><li><p>whether you have confirmed it, and "
            "when you subscribed, confirmed or unsubscribed</p></li><li><p>the exact consent wording you "
            "agreed to</p></li><li><p>the address of the page you subscribed from, and its "
            "language</p></li></ul><p>We do not record your IP address or your browser with a "
            "subscription. We first send one email with a link to confirm the address; if it is not "
            "confirmed within 7 days, we delete it. Once you confirm, we pass your address and these "
            "details to the email service that sends our articles, and only for that. Every email has a "
            "link to unsubscribe in one click.</p><p>To leave, use that link, or type your address on the "
            "unsubscribe page of this website (/insights/unsubscribe) and we email you the link. We keep "
            "a record that you unsubscribed, so the address is not emailed again, and pass it on to the "
            "email service; ask us and we delete the address entirely.</p>"
        ),
    ),
    (
        "Follow-up emails after you write to us",
        (
            "<p>After some forms (for example a guide download or the pricing quiz), we may send you a "
            "few follow-up emails about what you asked, in the language of the form, over a week or two. "
            "They stop as soon as you book a call with us, when we reply to you in person, or when you "
            "unsubscribe. Every one of them says why you get it, gives our postal address and has a link "
            "to stop them in one click; your email program may also offer an unsubscribe button, which "
            "does the same.</p><p>These emails contain no tracking pixel and their links are not "
            "rewritten: we do not record whether or when you open them or what you click. We keep which "
            "emails were sent to you and when, and, if you unsubscribe or an email cannot be delivered, "
            "your address on a list of addresses we do not write to again this way.</p>"
        ),
    ),
    (
        "When we share information",
        (
            "<p>We do not sell your personal information. We share it for advertising only as described "
            'under "Cookies, advertising tags and your privacy choices", and you can opt out of that '
            "at any time. Otherwise we share it only with:</p><ul><li><p>service providers who host the "
            "website, store our data and deliver our email, under contracts that allow them to use it "
            "only on our behalf</p></li><li><p>professional advisers such as accountants and lawyers, "
            "where needed</p></li><li><p>authorities, when the law requires it or to protect our rights "
            "and the safety of others</p></li></ul>"
        ),
    ),
    (
        "How long we keep it",
        (
            "<ul><li><p>Enquiries that do not lead to a project are deleted within 24 months of our last "
            "contact.</p></li><li><p>Client records are kept for the length of the engagement and then "
            "for up to 7 years, as tax and accounting rules require.</p></li><li><p>Submissions "
            "identified as spam are deleted within 90 days.</p></li><li><p>Email subscriptions not "
            "confirmed within 7 days are deleted; confirmed ones are kept until you "
            "unsubscribe.</p></li><li><p>Technical server logs are kept for up to 30 days.</p></li></ul>"
        ),
    ),
    (
        "How we protect it",
        (
            "<p>Information is sent to the website over an encrypted connection, stored with access "
            "limited to the staff who handle enquiries, and protected by strong authentication. No method "
            "of transmission or storage is completely secure, but we review our safeguards regularly and "
            "will notify you and the authorities of a breach where the law requires.</p>"
        ),
    ),
    (
        "Your rights",
        (
            "<p>You can ask us to:</p><ul><li><p>tell you what personal information we hold about you and "
            "give you a copy</p></li><li><p>correct information that is wrong or "
            "incomplete</p></li><li><p>delete your information, unless we must keep it by "
            "law</p></li><li><p>stop contacting you</p></li></ul><p>California residents have these "
            "rights under the California Consumer Privacy Act, as amended by the California Privacy "
            "Rights Act, including the right to know, to delete, to correct and to opt out of sale or "
            'sharing (we do not sell; to opt out of sharing, use "Your privacy choices" or Global Privacy '
            "Control). We will not treat you differently for using your rights. We answer "
            "requests within 45 days and may ask you to confirm your identity first. You may also use an "
            "authorized agent.</p>"
        ),
    ),
    (
        "Children",
        (
            "<p>This website is meant for businesses. It is not directed to children under 16, and we do "
            "not knowingly collect their information. If you believe a child has sent us information, "
            "contact us and we will delete it.</p>"
        ),
    ),
    (
        "Changes to this policy",
        (
            "<p>We may update this policy when our practices or the law change. The effective date at the "
            "top shows when it was last changed; significant changes will be highlighted on this "
            "page.</p>"
        ),
    ),
]

TERMS_SECTIONS = [
    (
        "Agreement to these terms",
        (
            "<p>These terms apply to your use of this website, operated by a digital marketing agency "
            "based in San Diego, California. By using the website you agree to them. If you do not agree, "
            "please do not use the website.</p>"
        ),
    ),
    (
        "Using the website",
        (
            "<p>You may browse the website and send us enquiries for your own business purposes. You "
            "agree not to:</p><ul><li><p>send false, misleading or someone else's information through our "
            "forms</p></li><li><p>send spam, malicious code or automated requests that burden the "
            "website</p></li><li><p>try to gain unauthorized access to any part of the website or its "
            "systems</p></li><li><p>copy or reuse the website's content for commercial purposes without "
            "our permission</p></li></ul>"
        ),
    ),
    (
        "Information on the website",
        (
            "<p>The website describes our services in general terms. Figures such as savings, cost "
            "reductions, response times and sample dashboard numbers illustrate typical outcomes and are "
            "not guarantees: results depend on each business, its market and its budget. We keep the "
            "content accurate and up to date, but it may change without notice.</p>"
        ),
    ),
    (
        "Quotes and services",
        (
            "<p>All pricing is by custom quote; the website shows no fixed prices. A quote is an offer "
            "that becomes binding only when both parties sign a written proposal or services agreement, "
            "which then governs the work, including scope, fees, timelines and ownership of "
            "deliverables.</p><p>Unless that agreement says otherwise: ongoing services are billed "
            "monthly and we recommend a minimum of 3 months; payment is by credit card, ACH or wire "
            "transfer; and installment plans are available for large projects.</p>"
        ),
    ),
    (
        "Your submissions",
        (
            "<p>When you send us an enquiry you confirm that the information is accurate and that you may "
            "share it, and you agree that we may contact you about it. We handle what you send as "
            "described in our Privacy Policy.</p>"
        ),
    ),
    (
        "Intellectual property",
        (
            "<p>The website's text, design, graphics and code belong to us or our licensors and are "
            "protected by copyright and trademark law. Client names and marks shown on the website belong "
            "to their owners.</p>"
        ),
    ),
    (
        "Links to other websites",
        (
            "<p>Some buttons, such as the demo booking links, open websites run by other companies. We do "
            "not control those websites and are not responsible for their content or privacy "
            "practices.</p>"
        ),
    ),
    (
        "Disclaimer",
        (
            '<p>The website is provided "as is" and "as available". To the extent the law allows, we '
            "make no warranties that it will be uninterrupted or error-free, or that its content suits "
            "your particular purpose.</p>"
        ),
    ),
    (
        "Limitation of liability",
        (
            "<p>To the extent the law allows, we are not liable for any indirect, incidental or "
            "consequential loss arising from your use of the website. Our total liability for any claim "
            "about the website is limited to one hundred US dollars. Nothing in these terms limits "
            "liability that cannot be limited by law.</p>"
        ),
    ),
    (
        "Governing law",
        (
            "<p>These terms are governed by the laws of the State of California. Any dispute about the "
            "website will be heard by the state or federal courts located in San Diego County, "
            "California.</p>"
        ),
    ),
    (
        "Changes to these terms",
        (
            "<p>We may update these terms from time to time. The effective date at the top shows when "
            "they last changed; continuing to use the website after a change means you accept the new "
            "terms.</p>"
        ),
    ),
]
