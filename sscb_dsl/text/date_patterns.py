"""The date expressions (text/dates.py): ISO and numeric dates, month names, days of the month
with or without a weekday, ordinal words, relative days, counts from a date said before
("two days later"), a leg said past or still ahead, as (kind, regular expression) pairs the
finder tries in order. Data only."""

from __future__ import annotations

import re

from sscb_dsl.text.date_residue import NOT_A_DAY
from sscb_dsl.text.normalise import MONTHS

_WEEKDAYS = {
    name: i
    for i, names in enumerate(
        [
            ("monday", "mon"),
            ("tuesday", "tue", "tues"),
            ("wednesday", "wed"),
            ("thursday", "thu", "thur", "thurs"),
            ("friday", "fri"),
            ("saturday", "sat"),
            ("sunday", "sun"),
        ]
    )
    for name in names
}
_M = "|".join(sorted(MONTHS, key=len, reverse=True))
_HS = r"[^\S\n]"  # a space within a line: a date never runs across lines ("May\n3. ATL")
_W = "|".join(sorted(_WEEKDAYS, key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th)?"
_WD = rf"(?:(?P<wd>{_W})\.?,?{_HS}+(?:the{_HS}+)?)?"
_FULL_W = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# "the 2nd flight", "1st class": an ordinal that counts things, not a day of the month
_NOT_A_DAY = NOT_A_DAY
_ORDINAL_WORDS = {
    w: i + 1
    for i, w in enumerate(
        [
            *("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"),
            *("ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth"),
            *("sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"),
            *("twenty-first", "twenty-second", "twenty-third", "twenty-fourth", "twenty-fifth"),
            *("twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth"),
            "thirty-first",
        ]
    )
}
# (the fourth on: "the first" / "the second" / "the third" set off alone may count other things)
_OW_LATE = "|".join(
    sorted(
        (w.replace("-", r"[\s-]") for w, n in _ORDINAL_WORDS.items() if n > 3),
        key=len,
        reverse=True,
    )
)
_OW = "|".join(sorted((w.replace("-", r"[\s-]") for w in _ORDINAL_WORDS), key=len, reverse=True))
NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "a": 1, "an": 1,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
}  # fmt: skip

# a count of days in words ("eight days from today")
_NUM_WORD = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|a|an)"
)
# not after a bound: "more than a day ago", "over two weeks ago" give no one date
_NOT_A_BOUND = (
    r"(?<!more than )(?<!less than )(?<!fewer than )(?<!over )(?<!under )(?<!at least )"
    r"(?<!at most )(?<!within )"
)

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "iso",
        re.compile(
            r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?\b"
        ),
    ),
    ("ymd", re.compile(r"\b(?P<y>\d{4})/(?P<m>\d{1,2})/(?P<d>\d{1,2})\b")),
    (
        "md",
        re.compile(
            rf"\b{_WD}(?P<mon>{_M})(?:\.?{_HS}+(?:the{_HS}+)?|-)(?P<d>\d{{1,2}}){_ORD}\b"
            rf"(?:(?:,?{_HS}+|-)(?P<y>\d{{4}})\b)?",
            re.IGNORECASE,
        ),
    ),
    (
        "dm",
        re.compile(
            rf"\b{_WD}(?P<d>\d{{1,2}}){_ORD}(?:{_HS}+(?:of{_HS}+)?|-)(?P<mon>{_M})\b\.?(?:(?:,?{_HS}+|-)(?P<y>\d{{4}})\b)?",
            re.IGNORECASE,
        ),
    ),
    (
        "eu",
        re.compile(
            rf"\b{_WD}(?<![\d.,$])(?P<d>\d{{1,2}})\.(?P<m>\d{{1,2}})\.(?:(?P<y>\d{{4}}|\d{{2}})\b)?"
            rf"(?![\d])",
            re.IGNORECASE,
        ),
    ),
    (
        "mdw",
        re.compile(
            rf"\b{_WD}(?P<mon>{_M})\.?{_HS}+(?:the{_HS}+)?(?P<dw>{_OW})\b(?:,?{_HS}+(?P<y>\d{{4}})\b)?",
            re.IGNORECASE,
        ),
    ),
    (
        "dmw",
        re.compile(
            rf"\b{_WD}(?:the{_HS}+)?(?P<dw>{_OW}){_HS}+of{_HS}+(?P<mon>{_M})\b\.?(?:,?{_HS}+(?P<y>\d{{4}})\b)?",
            re.IGNORECASE,
        ),
    ),
    (
        # the far end of a span of days ("May 18-20", "May 18 to 20", "between May 18 and 20"):
        # a day of the date written just before it (each end is a date of its own)
        "end",
        re.compile(
            rf"(?<=\d)(?:{_HS}*[-–]{_HS}*|{_HS}+(?:to|through|thru|until|till|and|&){_HS}+(?:the{_HS}+)?)"
            rf"(?P<d>\d{{1,2}}){_ORD}\b(?!\s*(?::|%|am\b|pm\b|[.,]?\d|{_NOT_A_DAY}|days?\b|nights?\b|"
            rf"hours?\b|people\b|minutes?\b|mins?\b|weeks?\b|months?\b|years?\b|percent\b|kg\b|lbs?\b|"
            rf"(?:of{_HS}+)?(?:{_M})\b))",
            re.IGNORECASE,
        ),
    ),
    (
        # the near end of a span before a date ("18–20 May")
        "near",
        re.compile(
            rf"\b(?P<d>\d{{1,2}}){_ORD}(?={_HS}*[-–]{_HS}*\d{{1,2}}{_ORD}{_HS}+(?:of{_HS}+)?(?:{_M})\b)",
            re.IGNORECASE,
        ),
    ),
    (
        # "on Memorial Day": a public holiday of the US calendar (the harnesses' airline and
        # shops are American), in the year of the context; "Memorial Day weekend" is no one day
        "hol",
        re.compile(
            r"\b(?:on\s+)?(?P<hol>memorial\s+day|labor\s+day|independence\s+day|christmas\s+day|"
            r"christmas\s+eve|(?<=\bon\s)christmas|new\s+year['’]?s\s+day|new\s+year['’]?s\s+eve|"
            r"thanksgiving(?:\s+day)?|halloween|valentine['’]?s\s+day|juneteenth|veterans['’]?\s+day|"
            r"columbus\s+day|presidents['’]?\s+day|mother['’]?s\s+day|father['’]?s\s+day)\b"
            r"(?!\s+(?:weekend|week|sale|sales|holiday|holidays|break|deals?|shopping|rush|travel)\b)",
            re.IGNORECASE,
        ),
    ),
    (
        "num",
        re.compile(
            rf"\b{_WD}(?<![\d/.$])\b(?P<a>\d{{1,2}})/(?P<b>\d{{1,2}})(?:/(?P<y>\d{{2}}|\d{{4}}))?\b"
            rf"(?![/\d])",
            re.IGNORECASE,
        ),
    ),
    (
        # "05-18-2024", "18-05-24": a numeric date with hyphens, only with its year (without
        # one, "5-7" is as often a count: the residue reads it)
        "num",
        re.compile(
            rf"\b{_WD}(?<![\d.$-])\b(?P<a>\d{{1,2}})-(?P<b>\d{{1,2}})-(?P<y>\d{{4}}|\d{{2}})\b(?![-\d])",
            re.IGNORECASE,
        ),
    ),
    (
        "leg",
        re.compile(
            # (not "one day after your Sunday flight": the weekday is a date of its own)
            r"\b(?:the|a|one|two|three|\d)\s+days?\s+(?:before|after|prior to|ahead of)\s+"
            rf"(?:your|the|its|that|this)\s+(?:(?!(?:{_FULL_W})\b)\w+\s+)?(?:outbound|return|"
            r"departure|flight|trip|leg|booking)\b",
            re.IGNORECASE,
        ),
    ),
    (
        # "late May", "the last week of May", "a bit later", "later that week": a time said of
        # the leg that names no one date (unresolved, never "no date said")
        "vague",
        re.compile(
            rf"\b(?:(?:early|mid|late|mid-|the (?:start|beginning|middle|end) of|(?:the )?end of|"
            rf"(?:the )?(?:first|second|third|last|final) (?:week|half|few days) of)[ -]?(?:{_M})\b"
            rf"(?![ -]?\d)|(?:a (?:bit|little|few days|couple of days|day or two|week or so)|"
            rf"(?:a )?(?:few|couple of|several) days|some days) later\b|later (?:that|the same|in "
            rf"the) week\b)",
            re.IGNORECASE,
        ),
    ),
    (
        "status",
        re.compile(
            r"\b(?:(?:has|have|had|(?<=\w)['\u2019](?:s|ve|d))\s+already\s+(?:been\s+)?(?:flown|"
            r"departed|left|taken off|landed|returned|come back|got back|gotten back|"
            r"went out|gone out|happened|passed|taken place|gone|completed|been used)|"
            r"(?:has|have)\s+been\s+(?:flown|used|completed)\s+already|(?:left|departed|flew|"
            r"took off)\s+(?:before today|already|earlier this week)|(?<!\bon )(?<!\bby )"
            r"before today|already\s+"
            r"(?:flew|departed|went out|left|happened|passed|took place|took off)|(?:is|are|was|"
            r"were)\s+(?:already\s+)?in the past|(?:is|are)\s+(?:now\s+|already\s+)?(?:over(?!\s+"
            r"(?:\$|\d|a\b|an\b|one|two|three|four|five|six|seven|eight|nine|ten|half|the\b))|"
            r"behind you)|(?:be|been)\s+(?:already\s+)?behind (?:you|them|us)"
            # "has landed already", "has come and gone", "was used already", "a past flight",
            # "you came back on HAT290 already"
            r"|(?:has|have)\s+(?:already\s+)?(?:landed|come and gone)"
            r"|(?:has|have)\s+landed\s+already"
            r"|(?:was|were)\s+(?:flown|used|completed)\s+already|(?:is|was)\s+an?\s+past\s+"
            r"(?:flight|trip|leg|segment)|(?:came|flew|got)\s+back\b[^.;!?\n]{0,30}?\balready)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "ahead",
        re.compile(
            r"\b(?:(?:is|are)\s+(?:both\s+|all\s+)?still\s+(?:ahead|upcoming|to come|coming up|"
            r"in the future)|"
            r"(?:has|have)(?:n't| not)\s+(?:yet\s+)?(?:flown|departed|left|happened|taken place)"
            r"(?:\s+yet)?|(?:is|are)\s+(?:still\s+)?upcoming"
            # "none of its flights has been used yet", "hasn't been flown yet"
            r"|(?:has|have)(?:n't| not)\s+(?:yet\s+)?been\s+(?:used|flown|taken)"
            r"|\bnone\s+of\s+(?:its|the|your|their|these|those)\s+(?:\w+\s+)?(?:flights|legs|"
            r"segments)(?:\s+on\s+(?:it|this|that|the\s+\w+))?\s+(?:has|have)\s+(?:yet\s+)?"
            r"been\s+(?:used|flown|taken))\b",
            re.IGNORECASE,
        ),
    ),
    (
        "rel",
        re.compile(
            r"\b(?P<rel>the day after tomorrow|the day before yesterday|today|tonight|tomorrow|"
            r"this (?:coming )?weekend|"
            rf"yesterday|in\s+(?:just\s+|only\s+|about\s+)?(?P<n>\d{{1,2}}|{_NUM_WORD})\s+days?"
            # ("in a day or two": a span, no date)
            r"(?!\s+(?:before|or|"
            # ("booked more than a day ago": a bound, no date)
            rf"after|of|from\s+(?!now)))|{_NOT_A_BOUND}(?:only\s+|just\s+)?(?P<n2>\d{{1,2}}|{_NUM_WORD})"
            r"\s+days?\s+"
            # ("You've got two days until HAT278": the time left before it)
            r"(?P<dir>from now|from today|ago|away|until|till)"
            # "in 48 hours", "48 hours from now": whole days counted in hours
            r"|(?:in\s+(?:just\s+|only\s+|about\s+)?|(?=(?:24|48|72|96)\s+hours?\s+from\s+"
            r"(?:now|today)\b))(?P<h>24|48|72|96)\s+hours?(?:\s+from\s+(?:now|today))?\b"
            # "a week from today", "in two weeks", "a week ago"
            r"|in\s+(?P<w>a|an|one|two|three|\d)\s+weeks?(?!\s+(?:before|after|of|from\s+(?!now)))"
            rf"|{_NOT_A_BOUND}(?P<w2>a|an|one|two|three|\d)\s+weeks?\s+"
            r"(?P<wdir>from now|from today|ago|until|till)"
            # "one more night in Vegas before flying home": the nights left, counted from now
            rf"|(?P<n3>\d{{1,2}}|{_NUM_WORD})\s+more\s+nights?\b[^.;!?\n]{{0,30}}?\bbefore\s+(?:you\s+)?"
            r"(?:fly(?:ing)?|head(?:ing)?|go(?:ing)?|com(?:e|ing)|get(?:ting)?)\s+(?:home|back))\b",
            re.IGNORECASE,
        ),
    ),
    (
        # "two days later", "the next day": counted from the date the text said last
        "anaph",
        re.compile(
            # ("one day later than you're scheduled" compares; it counts from no date said)
            r"\b(?:(?:exactly\s+|just\s+)?(?P<an>\d{1,2}|one|two|three|four|five|six|seven|eight|"
            r"nine|ten|eleven|twelve|thirteen|fourteen|a|an)\s+"
            r"(?P<aunit>days?|weeks?)\s+(?P<adir>later|earlier)(?![^\S\n]+than\b)"
            r"|the\s+(?:very\s+)?(?P<anext>next|following|previous)\s+(?:day|morning|evening)"
            # "the day after that", "... is the day before.": counted from the date said last,
            # as "the next day" is
            r"|the\s+(?:very\s+)?day\s+(?P<athat>after|before)(?:\s+that\b|(?=\s*(?:[.;,!?)]|"
            r"\u2014|\u2013|$)))"
            # "the very same day": the emphasis makes it the day just said ("on the same day"
            # alone may count flights)
            r"|(?P<avery>(?:the|that)\s+very\s+same\s+day)"
            # "is that same day": the date said last (in this message; else unresolved)
            # ("the same day" alone is as often "one day": "two flights on the same day")
            # (a date written right after it is that date: "that day, May 17")
            # ("treat that date with caution" takes the date up only to hedge it: no date said)
            # ("I'll check that date first" puts the date said to a check: no date of its own)
            r"|(?<!check )(?<!verify )(?<!confirm )(?<!double-check )(?<!re-check )(?<!recheck )"
            r"(?P<asame>that\s+(?:same\s+)?(?:day|date)\b(?!\s*(?:,|:|\(|for|of)?\s*(?:\d|[A-Za-z]+"
            r"day\b|[A-Za-z]{3,9}\.?\s+\d))(?!\s+(?:with|as)\s+(?:some\s+|a\s+|due\s+|extra\s+)?"
            r"(?:caution|care|grain|pinch|provisional|tentative|unconfirmed)\b)|that\s+same\s+"
            r"(?:morning|afternoon|evening))"
            # "HAT044 IAH → ORD that evening", "later that day": the date said last ("that
            # evening flight" is a description)
            r"|(?P<atod>that\s+(?:morning|afternoon|evening|night)(?!\s+(?:flight|one|departure|"
            r"option)s?\b)|later\s+that\s+day))\b",
            re.IGNORECASE,
        ),
    ),
    (
        "day",
        re.compile(
            # (every alternative starts with a space or one of these characters: the lookahead,
            # implied, passes over other positions without trying the alternatives there)
            r"(?=[\sabfmostuw&\-–])(?:"
            rf"\b{_WD}the\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)\b(?!\s+{_NOT_A_DAY})"
            rf"|\b(?:on|by|until|till|before|after|from|through)\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)\b"
            rf"(?!\s+{_NOT_A_DAY})"
            # "May 10th and 11th": a second day of the date just written
            rf"|(?<=\d[snrt][tdh])\s*(?:and|&|-|–|to|through)\s*(?P<d3>\d{{1,2}})(?:st|nd|rd|th)\b"
            rf"(?!\s+{_NOT_A_DAY})"
            # "on the twentieth.": an ordinal word after a date preposition, ending its phrase
            # ("the second flight" and "the third option" are no days)
            # ("listed for the twentieth": a date the record gives the leg)
            rf"|\b(?:on|by|until|till|before|after|from|through|for)\s+the\s+(?P<d4>{_OW})\b"
            # (or before the flight it is on: "back on the eighteenth on HAT290", or its number in
            # brackets)
            rf"(?=\s*(?:[.,;:!?)]|$|\s+(?:(?:at|and|or|instead|rather|then|as)\b|[—–-]\s)"
            r"|\s+(?:on|aboard|via)\s+(?:flight\s+)?(?-i:[A-Z]{2,4}\d{2,4})\b"
            # ("back from Denver on the eighteenth (HAT290)")
            r"|\s+\((?:on\s+)?(?:flight\s+)?(?-i:[A-Z]{2,4}\d{2,4})\b))"
            # "- Houston → Chicago on HAT044, the thirteenth": an ordinal word set off by a comma
            # or a dash, ending its line or sentence ("HAT238, the second" may count flights)
            rf"|(?<=[,—–])\s+(?:also\s+|again\s+)?the\s+(?P<d5>{_OW_LATE})\b(?=[^\S\n]*(?:[.;!?)]|\n|\Z)))",
            re.IGNORECASE,
        ),
    ),
    (
        # "Tue 28", "Wednesday 29": a weekday with a day of the month and no month (an
        # abbreviation only capitalised: "sat 2 hours" is no date)
        "wdd",
        re.compile(
            rf"\b(?P<wd>(?i:{_FULL_W})|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?,?{_HS}+"
            r"(?P<d>\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?::|[.,]\d|/|%|a\.?m\b|p\.?m\b|h\b|hours?\b|"
            r"hrs?\b|mins?\b|minutes?\b|days?\b|nights?\b|weeks?\b|passengers?\b|people\b|bags?\b|"
            r"items?\b|of\b))",
        ),
    ),
    (
        "wd",
        re.compile(
            rf"\b(?P<which>this|next|coming|last|on|by|until|for)?\s*(?P<wd>{_FULL_W})\b"
            rf"(?!\s*,?\s*(?:the\s+)?(?:{_M}|\d))",
            re.IGNORECASE,
        ),
    ),
    (
        # "this Sat", "on Thurs.": a weekday abbreviation, written capitalised after a word
        # that makes it a day ("sat" alone is a verb)
        "wd",
        re.compile(
            r"\b(?P<which>this|next|coming|on|by|until|for|[Tt]his|[Nn]ext|[Oo]n|[Bb]y)\s+"
            r"(?P<wd>(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\b(?!\s*,?\s*(?:the\s+)?\d)"
        ),
    ),
    (
        # "LAX>SFO Fri, SFO>LAX Wed", "HAT163 Wed": a weekday abbreviation after an airport's or a
        # flight's code, or set off as a list item's or a table cell's value ("• HAT290 Denver →
        # Las Vegas — Sat", "| Sat |"), or in brackets of its own ("HAT290 (Mon)")
        "wd",
        re.compile(
            r"(?P<which>)(?:(?<=[A-Z]{3} )|(?<=[A-Z]{3}\d{3} )|(?<=[\u2014\u2013:|] )|(?<= - )|"
            r"(?<=\()(?=\w+\.?\)))"
            r"(?P<wd>(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\b(?!\s*,?\s*(?:the\s+)?\d)"
        ),
    ),
    (
        # "Mon: LAX→EWR", "- **Thu** – home", "2. Sat — HAT290": a weekday abbreviation labelling
        # a line
        "wd",
        re.compile(
            r"(?m)^[ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?(?P<which>)\**"
            r"(?P<wd>(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\b\.?\**[ \t]*[:–—-]"
        ),
    ),
    (
        # "Sat., 9am", "Thu 14:05": a weekday abbreviation before a time of day
        "wd",
        re.compile(
            r"(?P<which>)\b(?P<wd>(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\b\.?,?\s+"
            r"(?:at\s+)?(?=\d{1,2}(?::\d{2})?\s*(?:am|pm|AM|PM)\b|\d{1,2}:\d{2})"
        ),
    ),
]
