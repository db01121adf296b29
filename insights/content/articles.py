"""The seeded publication: eight articles by the team, on the subjects the agency sells.

Each article is a dict with exactly these keys:

- `slug`, `title`, `summary` (plain text, also the meta description);
- `body`: HTML of headings (h2, h3), paragraphs, lists, links, emphasis and blockquotes, plus
  `<figure><img data-picture="key" alt="..."><figcaption>...</figcaption></figure>` for an inline
  picture whose drawing is `pictures[key]`;
- `authors`: team member slugs (`marketing.content.proof.TEAM`);
- `services`, `solutions`: offering slugs the article is about;
- `published_days_ago` (negative: scheduled that many days ahead), `updated_days_ago` (or None);
- `hero`: the drawing spec of the hero picture (`insights.content.drawings.draw`), `hero_alt`;
- `pictures`: key -> drawing spec for the inline figures.

Figures given in the articles are either published standards (the Core Web Vitals thresholds) or
worked examples that say so.
"""

import re

_BLOCK = r"</?(?:h2|h3|p|ul|ol|li|blockquote|figure|figcaption|img)\b"


def _html(text: str) -> str:
    """The body written over several source lines, as one line of HTML with no spaces between
    blocks (the source wraps at the line length; the page shouldn't see those breaks)."""
    return re.sub(rf"\s+({_BLOCK})", r"\1", " ".join(text.split())).strip()


ARTICLES: list[dict] = [
    # ----------------------------------------------------------------------------------------
    {
        "slug": "local-seo-for-san-diego-businesses",
        "title": "Local SEO for San Diego businesses: how to show up in the map results",
        "summary": "Google Business Profile, reviews, consistent listings and service-area pages: "
        "the local search work that brings calls from San Diego customers.",
        "authors": ["daniel-okafor", "maya-reyes"],
        "services": ["seo", "lead-generation"],
        "solutions": ["small-business"],
        "published_days_ago": 300,
        "updated_days_ago": 45,
        "hero": {
            "kind": "local_map",
            "accent": "#0e7490",
            "background": "#cffafe",
            "seed": 3,
            "pins": [(560, 420), (720, 260), (380, 620)],
            "results": [("Harbor Plumbing Co.", 5), ("Mesa Drain Pros", 4), ("Coastline Rooter", 4)],
        },
        "hero_alt": "A map of a coastal street grid with three numbered pins, beside a list of three "
        "local businesses with their star ratings and Directions and Call buttons.",
        "pictures": {},
        "body": _html(
            """
<p>When someone in North Park searches for "emergency plumber" or "dog groomer near me", Google
usually answers with a map and three businesses under it before any ordinary result. That block,
often called the local pack, is where most of the calls come from for a business that serves its
own neighborhood. Getting into it is less about tricks than about giving Google complete,
consistent and recent evidence that you are a real business, close to the searcher, that people
like.</p>
<p>Google says as much. Its own help page on
<a href="https://support.google.com/business/answer/7091">improving your local ranking</a> names
three things: <strong>relevance</strong> (does your listing match the search),
<strong>distance</strong> (how far you are from the searcher or the place they named) and
<strong>prominence</strong> (how well known you are, online and off). You can't move your shop
closer to every customer, so the work goes into the other two.</p>
<h2>Start with a complete Google Business Profile</h2>
<p>Your Business Profile is the listing that appears on the map. Claim and verify it, then fill in
every field that applies, because each one is a chance to match a search.</p>
<ul>
<li><strong>Primary category.</strong> This is the most important choice on the profile. Pick the
category that describes what you are, not everything you do: "Plumber", not "Contractor". Add
secondary categories only for services you really offer.</li>
<li><strong>Services and products.</strong> List them with short, plain descriptions. A customer
searching for "water heater installation" should find those words on your profile.</li>
<li><strong>Hours, including holiday hours.</strong> Google may show you as closed, or tell a
searcher you are open when you are not, and both cost trust.</li>
<li><strong>Photos.</strong> Real photos of your storefront, your team, your vans and finished
work. Stock photos add nothing.</li>
<li><strong>Service area.</strong> If you visit customers rather than receive them, hide your
street address and list the areas you serve instead, such as Chula Vista, La Mesa or Escondido.
Google's <a href="https://support.google.com/business/answer/3038177">guidelines for representing
your business</a> explain which businesses may do which.</li>
</ul>
<p>Keep the business name exactly as it appears on your sign and paperwork. Adding keywords or a
neighborhood to the name ("Best Plumber San Diego - Joe's") breaks those guidelines and can get a
profile suspended, which takes far longer to fix than it took to type.</p>
<h2>Make your name, address and phone number agree everywhere</h2>
<p>Your name, address and phone number, often shortened to NAP, appear on your website, your
profile, Yelp, Apple Maps, Bing Places, the Better Business Bureau, industry directories and the
chamber of commerce. When they disagree (an old suite number, a tracking phone number, "Street"
on one and "St." on another with a different unit), search engines are less sure the listings are
the same business.</p>
<p>An afternoon fixes most of it:</p>
<ol>
<li>Write down the one correct version of your name, address and main phone number.</li>
<li>Search for your business name and your old addresses or phone numbers, and list every place
that shows them.</li>
<li>Correct the big platforms first (Google, Apple, Bing, Yelp, Facebook), then the directories
for your trade.</li>
<li>Put the same details in your website's footer and on your contact page, as text rather than
inside an image.</li>
</ol>
<p>If you moved, search for the old address specifically. Stale listings from a previous location
are the most common cause of calls going to the wrong place.</p>
<h2>Earn reviews steadily, and answer every one</h2>
<p>Reviews feed prominence, and they are also what a person compares when three businesses sit
side by side on the map. What matters is a steady flow of honest reviews that mention the work,
more than a burst of five stars in one week.</p>
<ul>
<li><strong>Ask at the right moment.</strong> When the job is done and the customer says thank
you, ask then, and send the review link by text or email the same day.</li>
<li><strong>Ask everyone.</strong> Google's policies forbid asking only happy customers, and they
forbid paying for reviews or offering discounts in exchange. Both can get reviews removed.</li>
<li><strong>Reply to all of them.</strong> Thank people by name for good reviews. For a bad one,
reply calmly, state the facts, and offer to sort it out offline. The next customer reads your
reply more closely than the complaint.</li>
</ul>
<blockquote>A review that says "they replaced our water heater in Clairemont the same afternoon"
helps more than one that says "great service", because it carries the service and the place in
the customer's own words.</blockquote>
<h2>Give each service and area a page worth ranking</h2>
<p>Your profile links to one page of your website, usually the home page. The rest of the site
tells Google what you do and where. A single "Services" page listing twelve things in bullets
gives it very little to go on.</p>
<h3>Service pages</h3>
<p>Write one page per service that people search for on its own: what it is, who it is for, how
the job goes, what affects the price, and a way to get in touch. We cover how to write them in
<a href="/insights/service-pages-that-rank-and-convert">our guide to service pages</a>.</p>
<h3>Service-area pages</h3>
<p>If you serve several parts of the county, a page per area can help, but only if each page says
something true and specific about that area: the jobs you do there, local conditions (older
cast-iron pipes in some neighborhoods, salt air on the coast), a project you finished there, and
reviews from customers who live there. Twenty pages that differ only by the city name are thin
content, and they can drag the whole site down rather than lift it.</p>
<h2>Check the basics of the website</h2>
<p>Local rankings lean on your website more than many owners expect. Make sure it loads quickly
on a phone, shows the phone number as a tap-to-call link, and has a title tag on each page that
names the service and the city. Many local searches happen on a phone, on the way somewhere, so
a slow page loses the customer before it loses any ranking.</p>
<h2>Measure what the work brings in</h2>
<p>Your Business Profile shows calls, website clicks and direction requests each month; watch
those, not your position for a single keyword, because the map results change with where the
searcher stands. Add a tracking parameter to the website link on your profile so your analytics
can tell those visits apart from ordinary search. Then ask new customers how they found you and
write it down. A few months of those three sources will tell you more than any ranking report.</p>
<p>Local SEO is steady, unglamorous work, and it compounds. If you would rather hand it over, our
<a href="/services/seo">SEO service</a> does exactly this for
<a href="/solutions/small-business">small businesses</a> across San Diego County, and you can
<a href="/contact">tell us about your business</a> to get a plan for it.</p>
"""
        ),
    },
    # ----------------------------------------------------------------------------------------
    {
        "slug": "paid-social-budget-for-a-small-shop",
        "title": "How to set a paid social budget for a small shop",
        "summary": "Work back from what a customer is worth, give the platform enough to learn, and "
        "watch frequency: a worked example of what $1,500 a month can do.",
        "authors": ["daniel-okafor"],
        "services": ["advertising", "social-media"],
        "solutions": ["small-business", "ecommerce"],
        "published_days_ago": 258,
        "updated_days_ago": None,
        "hero": {
            "kind": "bars",
            "accent": "#db2777",
            "background": "#fce7f3",
            "title": "A worked example: $1,500 for one month",
            "prefix": "$",
            "rows": [
                ("Prospecting test", 600),
                ("Best ad, scaled", 450),
                ("Retargeting", 300),
                ("Reserve for new ads", 150),
            ],
        },
        "hero_alt": 'A bar chart titled "A worked example: $1,500 for one month": $600 for a '
        "prospecting test, $450 to scale the best ad, $300 for retargeting and $150 kept for new ads.",
        "pictures": {
            "funnel": {
                "kind": "funnel",
                "accent": "#db2777",
                "background": "#fce7f3",
                "title": "What the budget has to pay for",
                "stages": [
                    ("People reached", "Frequency under control"),
                    ("Clicks", "The ad earns attention"),
                    ("Leads or sales", "The page does its job"),
                    ("Customers", "You follow up fast"),
                ],
            },
        },
        "body": _html(
            """
<p>"How much should we spend on Instagram ads?" is usually the first question a shop owner asks
us, and "it depends" is a poor answer. It does depend, but on a handful of things you can work
out on a single page: what a customer is worth to you, how much the platform needs to learn, and
how quickly the same people get tired of your ads. This article walks through those three and
ends with a worked example of a $1,500 month.</p>
<h2>Start from what a customer is worth</h2>
<p>A budget only means something next to what you get back. Before choosing a number, work out
the most you can pay to win one customer and still be glad you did.</p>
<p><em>A worked example:</em> a boutique in Little Italy sells gifts with an average order of
$60, and keeps about half of that after the cost of the goods. Each first order is worth roughly
$30 of gross profit. If a typical customer comes back twice more in a year, a new customer is
worth about $90. The shop can pay up to $30 per first order and break even on day one, or up to
around $90 if it is confident customers return and can wait for the money.</p>
<p>Your own figures come from your till or your online store, not from a benchmark. If you don't
know your repeat rate, use the first-order figure: it is the safe one.</p>
<h2>Give the platform enough to learn</h2>
<p>Meta's delivery system learns whom to show your ads to from the results it gets. Meta's own
guidance says an ad set generally leaves its <strong>learning phase</strong> after about 50
optimization events in the week after its last significant edit. Until then, results swing from
day to day and costs run higher.</p>
<p>That number matters more for a small shop than any other. Going back to the worked example:
if a purchase costs around $30, fifty of them in a week is $1,500 a week, several times a small
monthly budget. There are three honest ways round it:</p>
<ul>
<li><strong>Optimize for an event that happens more often</strong>, such as adding to cart or
signing up for a discount code, and check that those people go on to buy.</li>
<li><strong>Run fewer ad sets.</strong> One ad set with three ads learns faster than three ad
sets with one ad each, because every result teaches the same system.</li>
<li><strong>Use broad audiences.</strong> Narrow interest lists split a small budget into pieces
too small to learn anything from.</li>
</ul>
<p>Whatever you choose, leave the test alone while it learns. Significant edits to budget,
audience or creative restart the learning, and an ad set edited every other day never settles.
Plan on two to four weeks before judging it.</p>
<figure><img data-picture="funnel" alt="A funnel of four stages, people reached, clicks, leads or
sales, and customers, each with a note: frequency under control, the ad earns attention, the page
does its job, you follow up fast."><figcaption>Every stage has to work: the budget buys the top
of the funnel, the rest is up to the ad, the page and you.</figcaption></figure>
<h2>Watch frequency as closely as cost</h2>
<p><strong>Frequency</strong> is the average number of times each person has seen your ad. With a
small local audience it climbs quickly, and there is no single safe number: it depends on the
offer and how often you change the ads. The pattern to look for is frequency going up while
click-through rate goes down and cost per result rises. That means the same people are seeing the
same ad and have stopped noticing it.</p>
<p>The fix is new creative, not a bigger budget. Keep a few ads ready to rotate in: a new photo of
a best seller, a short video of the shop, a customer's own post (with permission). Retargeting
audiences, the people who visited your site or engaged with your page, are small by nature, so
their frequency rises fastest; give them a small share of the budget and a reason to come back,
such as a new arrival or an offer with an end date.</p>
<h2>What $1,500 a month can do</h2>
<p>Here is how we might split $1,500 for a shop starting out. It is a worked example, not a
formula, and the split changes once the numbers come in.</p>
<ol>
<li><strong>$600 to test prospecting ads</strong> for the first two to three weeks: one broad
audience within driving distance or your shipping area, three to four ads that differ in the
hook, not just the color of the button.</li>
<li><strong>$450 to scale the best ad</strong> once it has held a cost per result under your
ceiling for a week or more. Raise the budget in steps rather than doubling it overnight, since a
large change can send the ad set back into learning.</li>
<li><strong>$300 for retargeting</strong> people who viewed products or messaged you but didn't
buy.</li>
<li><strong>$150 kept back</strong> for new ads when frequency climbs or a season starts.</li>
</ol>
<p>At that level, a shop should expect learning, not fireworks, in the first month. The useful
outcome of month one is knowing which message and which product bring customers at a cost you
can live with.</p>
<h2>Measure the right thing</h2>
<p>Install the Meta pixel and, if your store platform supports it, the Conversions API, so sales
are counted even when a browser blocks tracking. Tag the links in your ads so your analytics shows
the visits separately. Then compare the cost per customer with the ceiling you worked out at the
start, not with the number of likes.</p>
<p>Finally, look at the whole path. If people click but don't buy, the problem is the product
page or the price, and more ad spend will only make it more expensive. If people buy once and
never return, the shop needs a reason for a second visit before it needs more new customers.</p>
<p>Our <a href="/services/advertising">advertising</a> and
<a href="/services/social-media">social media</a> teams run these tests for shops and
<a href="/solutions/ecommerce">online stores</a> every month. If you would like a budget worked out
for yours, <a href="/pricing">request a quote</a>.</p>
"""
        ),
    },
    # ----------------------------------------------------------------------------------------
    {
        "slug": "ai-automation-for-a-five-person-team",
        "title": "What AI automation changes for a five-person team, and what it should leave alone",
        "summary": "Lead intake, first replies, scheduling and follow-up can run on their own; "
        "pricing, judgment and unhappy customers stay with people. Where to start.",
        "authors": ["priya-natarajan", "maya-reyes"],
        "services": ["ai-automation", "business"],
        "solutions": ["small-business"],
        "published_days_ago": 214,
        "updated_days_ago": 30,
        "hero": {
            "kind": "workflow",
            "accent": "#4f46e5",
            "background": "#e0e7ff",
            "title": "From enquiry to booked visit",
            "steps": [
                ("Form, call or email comes in", False),
                ("Enquiry logged and tagged", False),
                ("First reply within minutes", False),
                ("Unusual jobs checked by the owner", True),
                ("Visit booked on the calendar", False),
                ("Reminder the day before", False),
                ("Quote written and priced", True),
            ],
            "legend": "A person does this step",
        },
        "hero_alt": "A diagram of seven steps joined by arrows, from an enquiry coming in to a quote "
        "being written. Five steps run automatically; checking unusual jobs and pricing the quote are "
        "marked as done by a person.",
        "pictures": {
            "hours": {
                "kind": "bars",
                "accent": "#4f46e5",
                "background": "#e0e7ff",
                "title": "A worked example: admin hours in a week",
                "suffix": " h",
                "rows": [
                    ("Booking and rescheduling", 5),
                    ("Logging enquiries", 4),
                    ("Chasing quotes", 3),
                    ("Writing first replies", 3),
                ],
            },
        },
        "body": _html(
            """
<p>In a five-person business, nobody's job title is "operations", yet everyone does some. The
owner answers enquiries at 9 p.m., the office manager copies details from a web form into a
spreadsheet, and the technician texts customers to confirm tomorrow's visit. None of it is hard,
all of it is interrupting, and some of it gets forgotten in a busy week.</p>
<p>That repetitive, rule-following work is where automation, with or without AI, earns its keep.
Here is what changes in practice, what should stay with people, and how to start without betting
the business on a tool.</p>
<h2>Where the hours go</h2>
<p>Before automating anything, write down a normal week. Not the ideal week: the real one, with
the time spent on each repeated task. Most small teams find the same four things at the top.</p>
<figure><img data-picture="hours" alt="A bar chart of a worked example of admin hours in a week:
5 hours booking and rescheduling, 4 hours logging enquiries, 3 hours chasing quotes and 3
hours writing first replies."><figcaption>A worked example from a made-up but typical
five-person service business: fifteen hours a week of admin that follows the same rules every
time.</figcaption></figure>
<p>Fifteen hours a week is nearly two working days. Even getting half of it back changes what a
team of five can take on.</p>
<h2>What can run on its own</h2>
<h3>Lead intake</h3>
<p>Enquiries arrive by web form, email, phone, Instagram messages and the Google Business
Profile. An automated intake collects them into one list, usually the CRM you already pay for,
with the contact details, what they asked for and where they came from. AI is useful here for
the untidy part: reading a rambling email and pulling out the address, the job type and how
urgent it sounds.</p>
<h3>The first reply</h3>
<p>People contact several businesses at once and often go with whoever answers first. An
automated first reply, sent within minutes and written in your voice, confirms you received the
request, answers the questions you hear every day (service area, availability, what to expect)
and asks for what you need to quote, such as photos or measurements. A language model can draft
that reply from your own answers to common questions; it shouldn't invent new ones.</p>
<h3>Scheduling and reminders</h3>
<p>A booking link tied to the team's real calendars removes the back-and-forth of "does Tuesday
work?". Reminders by text the day before cut no-shows, and a reschedule link lets customers move
a visit without a phone call.</p>
<h3>Follow-up and notes</h3>
<p>Quotes that go unanswered get a polite reminder after a few days, and a final one a week
later, then the lead is closed so your pipeline stays honest. Call recordings, where customers
have agreed to them, can be transcribed and summarized into the customer record, so whoever picks
up next knows the story. A short sequence of plain, personal
emails over two weeks is enough for most service businesses.</p>
<h2>Where people should stay</h2>
<p>Automation is good at consistency and bad at judgment. Keep a person on anything that commits
the business or that a customer will remember.</p>
<ul>
<li><strong>Prices and quotes.</strong> A model can prepare a draft from your price list, but a
person signs off on every number a customer sees.</li>
<li><strong>Unusual requests.</strong> The job that doesn't fit a category is often the most
valuable or the most risky. Route anything the rules don't recognize to a person, with the
details already gathered.</li>
<li><strong>Unhappy customers.</strong> Complaints, refunds and bad reviews get a human reply,
always. An automated apology makes things worse.</li>
<li><strong>Hiring, money and legal matters.</strong> Nothing in these should be decided or sent
without someone reading it.</li>
</ul>
<blockquote>A useful rule: automation may gather, sort, remind and draft; a person decides,
promises and apologizes.</blockquote>
<h2>How to start without a big project</h2>
<ol>
<li><strong>Pick one workflow</strong> from the top of your list, ideally one with many small
repeats and clear rules, such as enquiry intake.</li>
<li><strong>Write the rules down</strong> as you would explain them to a new hire: what comes in,
what you check, what you send, and when you hand it to someone.</li>
<li><strong>Run it in draft mode first.</strong> For the first weeks, the system prepares replies
and a person approves them. Switch steps to automatic only once the drafts rarely need changes.</li>
<li><strong>Measure the same week again</strong> after a month, and compare.</li>
</ol>
<h2>Questions to ask before you connect any tool</h2>
<p>Customer details are personal data. Before connecting an AI service, check where the data goes,
whether the provider uses it to train its models, and whether you can delete it. Prefer tools you
already pay for that offer automation built in over a chain of new accounts. Make sure every
automation sends errors to a person, so a broken form doesn't fail quietly for a month. And keep a
plain document of what runs, when and why, so the business isn't dependent on the one person who
set it up.</p>
<p>None of this replaces the team. It removes the part of their week that a rule could do, so the
five of you spend more time on customers and the work. If you would like help choosing the first
workflow, see what our <a href="/ai-automation">AI automation</a> work looks like, or
<a href="/contact">tell us how your week goes</a>.</p>
"""
        ),
    },
    # ----------------------------------------------------------------------------------------
    {
        "slug": "core-web-vitals-in-plain-english",
        "title": "Core Web Vitals in plain English for small business websites",
        "summary": "What LCP, INP and CLS measure, the thresholds Google calls good, where to check "
        "your own site, and the usual fixes on a small business website.",
        "authors": ["priya-natarajan"],
        "services": ["development", "seo"],
        "solutions": ["small-business"],
        "published_days_ago": 176,
        "updated_days_ago": None,
        "hero": {"kind": "gauges", "background": "#d1fae5", "values": [2.1, 160, 0.04]},
        "hero_alt": "Three dials for the Core Web Vitals, each with green, amber and red bands: an "
        "example site reads 2.1 s for Largest Contentful Paint, 160 ms for Interaction to Next Paint "
        "and 0.04 for Cumulative Layout Shift, all inside the good thresholds of 2.5 s, 200 ms and 0.1.",
        "pictures": {},
        "body": _html(
            """
<p>If you have ever opened a report on your website and found it full of acronyms, you are not
alone. Core Web Vitals are three of them, and they matter because they describe something your
customers feel: how fast the page appears, how quickly it reacts, and whether it jumps around
while they read. Here is what each one means, what counts as good, and what usually goes wrong on
a small business site.</p>
<h2>The three measurements</h2>
<p>Google defines the three and publishes the thresholds on
<a href="https://web.dev/articles/vitals">web.dev</a>. Each is measured on real visits in the
Chrome browser, and a page passes when at least three out of four visits (the 75th percentile)
are within the "good" range, on phones and on computers separately.</p>
<h3>Largest Contentful Paint (LCP): does it load?</h3>
<p>LCP is the time until the biggest thing in the first screen, usually the hero photo or the
main heading, has appeared. <strong>Good is 2.5 seconds or less.</strong> Above 4 seconds is
poor. This is the one a visitor notices first: it is the wait between tapping your link and
seeing your business.</p>
<h3>Interaction to Next Paint (INP): does it respond?</h3>
<p>INP measures how long the page takes to react visibly when someone taps a button, opens a
menu or types in a form, taking one of the slowest reactions over the visit. <strong>Good is 200
milliseconds or less.</strong> Above 500 milliseconds is poor. INP replaced an older measure,
First Input Delay, in March 2024, and it is stricter, because it counts every interaction rather
than only the first.</p>
<h3>Cumulative Layout Shift (CLS): does it stay still?</h3>
<p>CLS adds up how much visible content moves unexpectedly while the page is open: the paragraph
that jumps down as an image loads, the button that moves just as you tap it. It is a score, not a
time. <strong>Good is 0.1 or less.</strong> Above 0.25 is poor.</p>
<h2>Where to check your own site</h2>
<ul>
<li><a href="https://pagespeed.web.dev/">PageSpeed Insights</a> takes any address. The top of the
report shows field data from real Chrome users, if your site has enough visits to report; the
lower part is a lab test run on the spot.</li>
<li><strong>Google Search Console</strong> has a Core Web Vitals report that groups your pages
into good, needs improvement and poor, using the same field data.</li>
</ul>
<p>Many small sites don't have enough traffic for field data. In that case, use the lab results
as a guide: they are a single simulated visit on a mid-range phone, so they are harsher than most
real visits but point at the same problems.</p>
<h2>How much do they matter for search?</h2>
<p>Core Web Vitals are part of what Google calls page experience, which it uses in ranking. Google
has also said plainly that a relevant page with a weaker experience can still outrank a fast page
that answers the question less well. So a perfect score won't lift a thin page, but when you and
a competitor are otherwise close, a fast, stable page helps. The bigger effect is on people: a
visitor who waits or mis-taps often goes back to the results and picks someone else.</p>
<h2>What usually goes wrong, and the fix</h2>
<h3>Slow LCP</h3>
<ul>
<li><strong>An oversized hero image.</strong> A photo straight from a camera can be several
megabytes. Resize it to the largest size it is shown at, serve modern formats such as WebP or
AVIF, and offer smaller versions for phones.</li>
<li><strong>The hero image loads late.</strong> Lazy loading is right for images further down the
page and wrong for the first one. Let the browser fetch the hero image straight away.</li>
<li><strong>Slow hosting or a heavy page builder.</strong> If the server takes a second to start
answering, nothing else can make up for it. Caching and better hosting come first.</li>
<li><strong>Sliders and carousels</strong> that load five large images to show one.</li>
</ul>
<h3>Poor INP</h3>
<ul>
<li><strong>Too much JavaScript.</strong> Every plugin, chat widget, review badge and tracking tag
adds work for the phone's processor, which competes with the visitor's taps. Remove what you don't
use and load the rest after the page is ready.</li>
<li><strong>Long tasks in your own scripts.</strong> A developer can find them in the browser's
performance panel and split them up so the page can respond in between.</li>
</ul>
<h3>High CLS</h3>
<ul>
<li><strong>Images and videos without dimensions.</strong> Give every image its width and height,
so the browser reserves the space before it arrives.</li>
<li><strong>Embeds, ads and banners that push content down.</strong> Reserve their space, or show
cookie and promotion banners over the page rather than inserting them above it.</li>
<li><strong>Web fonts that swap late</strong> and change the length of every line. Preloading the
main font and choosing a close fallback reduce the jump.</li>
</ul>
<h2>What to ask your developer</h2>
<p>You don't need to fix these yourself, but you can ask good questions. Which template (home,
service page, blog post) fails, and on which measurement? What is the largest element on the
first screen, and how big is the file? Which third-party scripts load on every page, and does
each still earn its place? After a fix, recheck in PageSpeed Insights the same day, and watch the
field data in Search Console over the following four weeks, since it is a rolling average.</p>
<p>We build sites to pass all three on a mid-range phone from the first release; it is part of
every <a href="/services/development">web development</a> project and the first check in our
<a href="/services/seo">SEO audits</a>. If your site fails one and you would like to know why,
<a href="/contact">send us the address</a>.</p>
"""
        ),
    },
    # ----------------------------------------------------------------------------------------
    {
        "slug": "how-to-read-a-google-ads-search-terms-report",
        "title": "How to read a Google Ads search terms report",
        "summary": "The searches that really triggered your ads, and the four decisions to make on "
        "each: add it, exclude it, fix the page, or wait for more data.",
        "authors": ["daniel-okafor"],
        "services": ["advertising"],
        "solutions": ["small-business", "ecommerce"],
        "published_days_ago": 132,
        "updated_days_ago": None,
        "hero": {
            "kind": "search_terms",
            "accent": "#0284c7",
            "background": "#e0f2fe",
            "rows": [
                ("emergency plumber san diego", 0.9, "keep"),
                ("plumber jobs san diego", 0.5, "negative"),
                ("water heater repair near me", 0.7, "keep"),
                ("how to fix a running toilet", 0.3, "negative"),
                ("tankless water heater cost", 0.4, "watch"),
            ],
        },
        "hero_alt": "A search terms report with five searches, a bar for the cost of each and a "
        "decision: keep emergency plumber san diego and water heater repair near me as keywords, "
        "exclude plumber jobs san diego and how to fix a running toilet, and watch tankless water "
        "heater cost.",
        "pictures": {
            "spend": {
                "kind": "bars",
                "accent": "#0284c7",
                "background": "#e0f2fe",
                "title": "A worked example: where $1,500 went",
                "prefix": "$",
                "rows": [
                    ("Searches for the service", 780),
                    ("Terms Google doesn't show", 300),
                    ("Close, but the wrong job", 240),
                    ("Job seekers and DIY", 180),
                ],
            },
        },
        "body": _html(
            """
<p>The keywords in a Google Ads account are what you bid on. The search terms are what people
actually typed before they saw and clicked your ad. With broad and phrase match, and with Google
matching close variants of even exact keywords, the two can be quite different, and the
difference is where a small budget quietly leaks away. The search terms report is where you see
it, and reading it is the most useful fifteen minutes in paid search.</p>
<h2>Finding the report</h2>
<p>Google moves its menus from time to time; at the time of writing the report sits under
<strong>Insights and reports</strong>, then <strong>Search terms</strong>. Choose a campaign or
the whole account, set the date range to the last 30 days (a week is too little data for most
small accounts), and sort by cost, highest first. You want to see where the money went before
anything else.</p>
<p>Each row shows the search term, the keyword that triggered it, how it matched, whether you have
already added or excluded it, and the usual columns: impressions, clicks, cost and conversions.
Make sure conversions are set up and counting phone calls and form submissions, or the report can
only tell you what was expensive, not what was worth it.</p>
<h2>Four decisions for every row</h2>
<p>Go down the list from the most expensive term and make one of four decisions about each.</p>
<h3>1. Add it as a keyword</h3>
<p>A term that brings enquiries at a cost you are happy with deserves its own keyword, usually in
exact or phrase match. You can then give it its own bid, check its ad reads well for it, and
point it at the most relevant page.</p>
<h3>2. Exclude it as a negative keyword</h3>
<p>A term from people who will never buy from you gets excluded. For a local service business the
usual suspects are:</p>
<ul>
<li>job seekers: "jobs", "hiring", "salary", "apprenticeship";</li>
<li>do-it-yourself research: "how to", "diy", "parts", "youtube";</li>
<li>services you don't offer, or brands you don't sell or service;</li>
<li>places you don't serve, such as "los angeles" when you work only in San Diego County.</li>
</ul>
<p>Negative keywords work differently from ordinary ones: they don't extend to close variants or
synonyms. Excluding "job" does not exclude "jobs", so add the plural and the common misspellings
too. Put negatives that apply everywhere in a shared negative keyword list and apply it to every
campaign, so a new campaign doesn't start by repeating old mistakes.</p>
<h3>3. Keep it, but fix the ad or the page</h3>
<p>Some terms are exactly right and still don't convert. "Water heater replacement cost" is a real
customer, but one who wants a price range first. Rather than excluding it, send it to a page that
gives ranges and explains what changes the price, and write an ad that promises that.</p>
<h3>4. Wait for more data</h3>
<p>A term with two clicks and no enquiries hasn't proven anything yet. Leave it, and look again
next time. Be wary of judging any term on fewer clicks than it usually takes your account to win
one enquiry.</p>
<figure><img data-picture="spend" alt="A bar chart of a worked example of where $1,500 went:
$780 on searches for the service, $300 on terms Google doesn't show, $240 on close but wrong jobs
and $180 on job seekers and do-it-yourself searches."><figcaption>A worked example for a local
plumber: after a month, more than a quarter of the spend went to searches that could never become
customers.</figcaption></figure>
<h2>What the report won't show you</h2>
<p>Google lists only terms that enough people searched; the rest are grouped into a single
line for other search terms. In many small accounts that line carries a real share of the cost.
You can't exclude what you can't see, so the defence is structural: tighter match types on your
most expensive keywords, a solid shared negative list, and ads and pages that make plain what you
do, so the wrong people don't click.</p>
<p>Location is another blind spot. If terms mention other cities, check your campaign's location
options. The default targets people in your area <em>or</em> people interested in it, which can
include someone in Phoenix planning a trip to San Diego. For most local businesses, "presence"
(people in or regularly in your area) is the setting you want.</p>
<h2>A routine that fits in a week</h2>
<ol>
<li><strong>New campaigns:</strong> review the report twice a week for the first month, when most
of the surprises appear.</li>
<li><strong>Settled campaigns:</strong> once a week for busy accounts, every two weeks for small
ones.</li>
<li><strong>Every review:</strong> sort by cost, decide on each term that spent more than a small
threshold you set, add negatives to the shared list, note new keywords, and write down what you
changed and why.</li>
</ol>
<blockquote>The goal isn't a report with no bad terms; that would mean your keywords are so
narrow you are missing customers. The goal is that no bad term gets to spend twice.</blockquote>
<h2>When it is time for help</h2>
<p>If your report runs to hundreds of rows a week, or most of the cost sits in terms Google won't
show, the account structure probably needs work before the search terms do. Our
<a href="/services/advertising">advertising team</a> reviews search terms for every account we
manage, and we are happy to look at yours: <a href="/contact">get in touch</a> and we'll tell you
what we see.</p>
"""
        ),
    },
    # ----------------------------------------------------------------------------------------
    {
        "slug": "retainer-or-project",
        "title": "Retainer or project: choosing how to hire a marketing agency",
        "summary": "Work with a finish line suits a project; work that compounds suits a retainer. "
        "How to tell them apart, and what each agreement should say.",
        "authors": ["maya-reyes"],
        "services": ["business"],
        "solutions": ["small-business", "startups"],
        "published_days_ago": 92,
        "updated_days_ago": None,
        "hero": {
            "kind": "timeline",
            "accent": "#b45309",
            "background": "#fef3c7",
            "months": 12,
            "lanes": [
                {
                    "label": "Project",
                    "note": "Fixed scope and end",
                    "blocks": [
                        (0, 2, "Discovery"),
                        (2, 5, "Design and build"),
                        (5, 7, "Launch and handover"),
                    ],
                },
                {
                    "label": "Retainer",
                    "note": "Monthly, ongoing",
                    "blocks": [(month, month + 1, "") for month in range(12)],
                },
            ],
        },
        "hero_alt": "A twelve-month timeline with two lanes: a project made of discovery, design and "
        "build, and launch and handover that ends in month seven, and a retainer of twelve equal "
        "monthly blocks.",
        "pictures": {},
        "body": _html(
            """
<p>Most agencies, ours included, offer two ways to work: a project with a defined result and an
end date, or a retainer, a monthly fee for ongoing work. Owners often ask which is cheaper. That
is the wrong question, because they buy different things. A project buys a thing that is
finished. A retainer buys attention over time. The right choice depends on which of those your
problem needs.</p>
<h2>When a project is the right fit</h2>
<p>Choose a project when the work has a finish line you can describe before it starts:</p>
<ul>
<li>a new website, or a rebuild of the old one;</li>
<li>a brand identity, a set of product renders or a 3D model for a launch;</li>
<li>an automation that takes enquiries from your forms into your CRM;</li>
<li>an audit: of your SEO, your ad accounts or your sales process, delivered as a written plan.</li>
</ul>
<p>The strength of a project is clarity. You know what you get, roughly when, and for how much.
The risk is that a website, like a shop front, needs looking after once it opens, and a project
ends at the handover.</p>
<h2>When a retainer is the right fit</h2>
<p>Choose a retainer when the value comes from doing the work repeatedly and adjusting it as
results come in:</p>
<ul>
<li><strong>SEO</strong>, where pages, reviews and links build on each other month after
month;</li>
<li><strong>paid advertising</strong>, where the budget is only as good as the weekly decisions
about bids, search terms and ads;</li>
<li><strong>social media</strong>, where the audience expects a steady rhythm;</li>
<li><strong>lead generation</strong>, where the list, the messages and the follow-up improve by
testing.</li>
</ul>
<p>This work compounds, and it takes time before it shows. An ad account needs weeks to gather
enough data to make good decisions; search rankings take months to move. That is why we recommend
a minimum of three months for any ongoing service: less than that, and you pay for the set-up
without seeing what it leads to.</p>
<h2>Four questions that settle it</h2>
<ol>
<li><strong>Can you describe "done"?</strong> If you can write down what finished looks like,
it is a project. If the honest answer is "better every month", it is a retainer.</li>
<li><strong>Who looks after it afterwards?</strong> If someone on your team can keep a new site
updated or run the automation once it is built, a project is enough. If nobody can, budget for
some ongoing help.</li>
<li><strong>How steady is your cash flow?</strong> A project is a larger sum over a short time;
many agencies, ours included, offer installment plans for large projects. A retainer is a steady
monthly cost you can plan around.</li>
<li><strong>How sure are you of the plan?</strong> If you aren't sure what to do yet, start with
a short paid project, such as an audit or a strategy session, before committing to months of
work.</li>
</ol>
<h2>The common combination</h2>
<p>Many small businesses end up with both, in sequence. A website project is followed by a small
monthly plan for updates, security and speed. An SEO audit is followed by a retainer to carry out
its recommendations. An automation build is followed by a few hours a month to adjust it as the
business changes. The project gets the foundation right; the retainer keeps it working.</p>
<h2>What a good agreement says</h2>
<h3>For a project</h3>
<ul>
<li>The scope in plain words, and what is <em>not</em> included.</li>
<li>Milestones, with what you review and approve at each one, and the payments tied to them.</li>
<li>How changes are requested, estimated and approved, so extra work is never a surprise.</li>
<li>The handover: logins, documentation, source files, and confirmation that you own the domain,
the site and the accounts.</li>
</ul>
<h3>For a retainer</h3>
<ul>
<li>What the monthly fee covers: hours, deliverables or both, and what happens to unused
time.</li>
<li>The goals and the measures you will both watch, and how often you will see a report.</li>
<li>The minimum term and the notice period after it.</li>
<li>Ownership: your ad accounts, analytics and profiles are in your name, with the agency as a
user you can remove.</li>
</ul>
<blockquote>Whichever you choose, the accounts should belong to you. An agency that runs your ads
from its own account can leave you starting from zero if you ever part ways.</blockquote>
<h2>Warning signs either way</h2>
<p>Be careful with long lock-ins and no way out before the end, deliverables described only as
"optimization" or "management" without saying what that means each month, reports full of
impressions and likes but silent on enquiries and sales, and any agreement under which the agency
keeps your website or your data when you leave.</p>
<p>If you aren't sure which fits your situation, that is a good first conversation to have. Our
<a href="/services/business">business consulting</a> often starts with exactly this question, and
the <a href="/pricing">pricing page</a> explains how we quote both ways. Or
<a href="/contact">tell us what you are trying to do</a> and we'll suggest the simplest way to
get there.</p>
"""
        ),
    },
    # ----------------------------------------------------------------------------------------
    {
        "slug": "service-pages-that-rank-and-convert",
        "title": "Writing service pages that rank and turn visitors into enquiries",
        "summary": "One page per service, written in your customers' words, with proof, prices and "
        "one clear next step: a structure that serves searchers and search engines.",
        "authors": ["maya-reyes", "daniel-okafor"],
        "services": ["seo", "development"],
        "solutions": ["small-business", "startups"],
        "published_days_ago": 48,
        "updated_days_ago": 12,
        "hero": {
            "kind": "page_outline",
            "accent": "#059669",
            "background": "#d1fae5",
            "sections": [
                "The promise and one clear next step",
                "Who it is for, in their words",
                "What happens, step by step",
                "Proof: results and reviews",
                "Prices and common questions",
            ],
        },
        "hero_alt": "A wireframe of a service page in a browser window with five numbered sections: "
        "the promise and one clear next step, who it is for, what happens step by step, proof, and "
        "prices and common questions.",
        "pictures": {},
        "body": _html(
            """
<p>For most small businesses, the pages that bring enquiries from search are not the home page or
the blog. They are the service pages: "bathroom remodeling", "bookkeeping for restaurants",
"wedding photography in La Jolla". They are also the pages most often written in an afternoon and
never touched again. A good one has two readers, a person deciding whether to call you and a
search engine deciding whether to show you, and it turns out they want mostly the same things.</p>
<h2>One page for each service people search for</h2>
<p>Start by listing your services the way customers would name them, not the way your price list
does. Then check which of those people search for on their own. Four free sources cover most of
it:</p>
<ul>
<li>the words customers use in your enquiry emails and on the phone;</li>
<li>Google's autocomplete suggestions and the "People also ask" questions for your service;</li>
<li>the search queries in <strong>Google Search Console</strong>, which show what already brings
people to your site;</li>
<li>your competitors' menus: not to copy them, but to see how the market names things.</li>
</ul>
<p>Each distinct service that people search for deserves its own page. "Kitchen remodeling" and
"cabinet refacing" are different jobs with different buyers and budgets; one page for both serves
neither well. Services that are never searched for separately can live as sections of a broader
page.</p>
<h2>The structure that works</h2>
<p>Visitors skim, and they look for the answer to one question at a time. We build service pages
from five parts, in this order.</p>
<h3>1. The promise and one clear next step</h3>
<p>The heading names the service and, for a local business, the place: "Kitchen remodeling in San
Diego". One or two sentences say what the customer gets and for whom. Then one button for the main
action, such as "Get a quote" or "Book a call", and on phones the number as a tap-to-call link.
The page's title tag follows the same pattern, because it is what appears as the blue link in the
results.</p>
<h3>2. Who it is for, in their words</h3>
<p>Describe the situations that bring people to you: the kitchen from the 1980s, the restaurant
owner whose books are three months behind. Readers who recognize themselves keep reading. This is
also where the natural variety of phrasing lives, which helps the page match the different ways
people search without repeating one keyword.</p>
<h3>3. What happens, step by step</h3>
<p>Most people hesitate because they don't know what happens after they click. Lay out the
process: the first call, the visit or the questionnaire, the quote, the work, and what they need
to do at each step. Say how long each part usually takes.</p>
<h3>4. Proof</h3>
<p>Specific proof beats general claims. Use photos of your own work, short case studies with the
problem and the outcome, reviews that mention this service, and the licenses, certifications or
insurance a careful buyer will check. Link to the full stories, as we do on our
<a href="/work">work page</a>.</p>
<h3>5. Prices and common questions</h3>
<p>"How much does it cost?" is the most common question and the one most pages dodge. If you can't
publish prices, publish what changes them and a typical range for a typical job, clearly labeled
as such. Then answer the four or five questions you hear every week. Each answer is a chance to
use the words people search with, and it saves you a phone call.</p>
<h2>Writing it</h2>
<ul>
<li><strong>Lead with the customer</strong>, not the company. "You get a fixed price before we
start" beats "We are passionate about transparency".</li>
<li><strong>Be specific.</strong> Numbers, names of neighborhoods, materials and timeframes are
more convincing and more searchable than adjectives.</li>
<li><strong>Write each page from scratch.</strong> Pages that are copies of each other with one
word changed compete with each other and look low-effort to search engines and readers alike.</li>
<li><strong>Keep it as long as it needs to be.</strong> There is no ideal word count. Stop when the
questions are answered.</li>
</ul>
<h2>Connect the pages</h2>
<p>Search engines find and weigh pages partly through links. Link to every service page from your
main menu or a services overview, link related services to each other ("Most kitchen projects also
need new flooring"), and link from articles to the service they discuss. Use descriptive link
text such as "kitchen remodeling" rather than "click here".</p>
<p>The page also has to work as a page: quick to load on a phone, readable without zooming, and a
form that asks only for what you need to reply. Our
<a href="/insights/core-web-vitals-in-plain-english">plain-English guide to Core Web Vitals</a>
covers the speed side.</p>
<h2>Measure each page</h2>
<p>In Search Console, filter the performance report by page to see which queries each service page
appears for and how often it is clicked. If it appears for the right queries but few people click,
rewrite the title and description. If people arrive but don't get in touch, the page itself needs
work, usually in the proof or the next step. And count enquiries by the page they came from, so
you know which services the site actually sells.</p>
<blockquote>A service page is a salesperson who works every night. Brief it as carefully as you
would brief a new hire.</blockquote>
<p>If you would like your service pages written or rebuilt this way, our
<a href="/services/seo">SEO</a> and <a href="/services/development">web development</a> teams do
it together, from research to launch. <a href="/contact">Start with a conversation</a>.</p>
"""
        ),
    },
    # ----------------------------------------------------------------------------------------
    {
        "slug": "email-follow-up-for-quote-requests",
        "title": "Email follow-up for quote requests: a two-week sequence that still sounds human",
        "summary": "Five short emails over fourteen days that answer quickly, send a clear quote, "
        "handle doubts and close the loop, and which parts to automate.",
        "authors": ["priya-natarajan", "maya-reyes"],
        "services": ["lead-generation", "ai-automation"],
        "solutions": ["small-business"],
        "published_days_ago": -4,
        "updated_days_ago": None,
        "hero": {
            "kind": "calendar",
            "accent": "#7c3aed",
            "background": "#ede9fe",
            "title": "Follow-up after a quote request",
            "events": [
                (0, "Reply and questions"),
                (1, "Quote sent"),
                (3, "Check it arrived"),
                (7, "Answer one doubt"),
                (13, "Close the loop"),
            ],
        },
        "hero_alt": "A two-week calendar with five days marked by an envelope: day 1 reply and "
        "questions, day 2 quote sent, day 4 check it arrived, day 8 answer one doubt and day 14 close "
        "the loop.",
        "pictures": {},
        "body": _html(
            """
<p>A quote request is the warmest lead a small business gets: someone has a job, a budget and a
deadline, and they have picked you as one of the people to ask. Yet many of those requests end in
silence after the quote goes out. Usually that isn't a "no". The customer is busy, comparing, or
waiting on someone else. A short, polite sequence of follow-ups wins a good share of those jobs
back, and most of it can run without anyone remembering to send it.</p>
<h2>Why the first hour matters</h2>
<p>People who ask for quotes usually ask several businesses at once. The first to answer sets the
standard the others are judged against, and often gets the first conversation. You may not be
able to price the job in an hour, but you can acknowledge it, say when the quote will come, and
ask for what you need to prepare it. That first reply is the easiest one to automate and the one
with the most effect.</p>
<h2>The sequence, day by day</h2>
<p>Here is the sequence we set up for service businesses. Adjust the timing to your trade; a
roofer in a rainy week and a wedding florist a year ahead need different rhythms.</p>
<h3>Day 1: the reply</h3>
<p>Within the hour during business hours, and first thing the next morning otherwise. Thank them
by name, repeat what they asked for in one line so they know a person read it, say when they will
have the quote, and ask the one or two questions you need answered: photos, measurements, an
address, a preferred date.</p>
<h3>Day 2: the quote</h3>
<p>Send it from a real person's address, with the price, what is included and what isn't, how
long it is valid, and exactly how to accept: reply "yes", sign online, or book a start date. Keep
the email short and attach or link the detailed quote.</p>
<h3>Day 4: did it arrive?</h3>
<p>A two-line email: "Just checking the quote reached you and made sense. Happy to walk through it
on a ten-minute call if that's easier." Quotes do land in spam folders, and this message catches
them without sounding pushy.</p>
<h3>Day 8: answer one doubt</h3>
<p>By now the customer is comparing. Pick the most common reason people hesitate in your business
and answer it: how the schedule works, what happens if the job turns out bigger, payment options,
or a short story and a photo from a similar job nearby. One doubt per email; a list of every
selling point reads like an advertisement.</p>
<h3>Day 14: close the loop</h3>
<p>Ask plainly whether to keep the quote open: "I haven't heard back, so I'll assume the timing
isn't right and close this for now. If anything changes, just reply to this email." It is
respectful, it gives you a clean pipeline, and it often prompts a reply from people who meant to
answer weeks ago.</p>
<h2>Rules that keep it human</h2>
<ul>
<li><strong>Stop the moment they reply.</strong> Nothing damages trust faster than an automated
"just checking in" arriving after the customer has already said yes. Whatever tool you use must
detect replies and bookings and end the sequence.</li>
<li><strong>Write like a person.</strong> Plain text, a real name and signature, no banner images,
and a subject line that continues the same thread.</li>
<li><strong>One question per email.</strong> Make replying easy: a question that can be answered
in a word gets more answers than a paragraph of options.</li>
<li><strong>Keep it about their job.</strong> Mention their street, their project, their date.
Merge fields can fill these in, but only if the intake form collected them.</li>
</ul>
<blockquote>If you would be embarrassed to send an email by hand, don't let a tool send it for
you.</blockquote>
<h2>What to automate and what to keep</h2>
<p>The reply on day 1, the reminders on days 4, 8 and 14, and stopping the sequence when someone
answers are all rules, and rules are what automation does well. Your CRM or email tool can run
them from a template. AI can help with the first reply, by drafting a response that reflects what
the customer wrote and picking the right questions to ask, but a person should read anything that
states a price, a date or a promise. The quote itself stays with you. We describe how we draw that
line in <a href="/insights/ai-automation-for-a-five-person-team">what AI automation changes for a
five-person team</a>.</p>
<h2>Stay on the right side of the rules</h2>
<p>Replies to someone's own request for a quote are, in general, not marketing email, but the
moment you add that person to a newsletter or send promotions, the federal CAN-SPAM Act applies:
honest sender and subject lines, your physical postal address, and a working way to opt out that
you honor within ten business days. The FTC's
<a href="https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business">compliance
guide for business</a> sets it out clearly. Good practice goes further: ask before adding anyone to
a list.</p>
<h2>Measure it</h2>
<p>Track three numbers each month: how long the first reply takes, the share of quotes that get any
answer, and the share that become jobs. If answers are rare, look at the quote itself: its
clarity, its price, or how easy it is to say yes. If answers come but jobs don't, the doubt you
address on day 8 is probably the wrong one.</p>
<p>Our <a href="/services/lead-generation">lead generation</a> and
<a href="/ai-automation">AI automation</a> teams set up sequences like this in the tools you
already use. <a href="/contact">Tell us how quotes work in your business</a>, and we'll suggest
the first step.</p>
"""
        ),
    },
]
