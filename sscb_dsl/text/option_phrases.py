"""The phrases around an option value that say whose value it is (text/options.py): the
ordered item's own ("your current black one"), a catalogue variant on offer ("comes in black",
"the 1000ml is out of stock", "another variant has ..."), or a new choice ("switch it to the
blue"). Data only."""

from __future__ import annotations

import re

# A value word naming a street ("476 Maple Drive"): part of an address, not an option.
_STREET_AFTER = re.compile(
    r"\s+(?:Drive|Dr|Street|St|Lane|Ln|Avenue|Ave|Road|Rd|Boulevard|Blvd|Way|Court|Ct|Place|Pl|"
    r"Circle|Terrace|Parkway|Trail|Highway|Square)\b"
)
# The ordered item taken up again after the new one: "silver, unlike your current black one"
# "your earbuds come in black": the ordered item described, not a catalogue's offer
_YOURS_COME_IN = re.compile(
    r"\b(?:your\s+(?:[\w-]+\s+){0,3}|the\s+(?:[\w-]+\s+){1,3}(?:you|you've|you have) (?:ordered|"
    r"bought|purchased|received|got)\s+)comes?\s+in\s+(?:an?\s+)?$",
    re.IGNORECASE,
)
_OWN_AGAIN = re.compile(
    r"\b(?:unlike|instead of|rather than|not|than|from|replacing|versus|vs\.?)\s+(?:your|the)\s+"
    r"(?:current|existing|original|old|present|ordered)?\s*(?:[\w-]+\s+)?$"
    r"|\b(?:your|the) (?:current|existing|original|old|present)\s+(?:[\w-]+\s+)?$"
    # a value kept from the item through a change: "switch them to blue and keep the 6-hour
    # battery"
    r"|\b(?:keep|keeps|keeping|retain|retains|retaining|preserve|preserving)\s+(?:the|your|its|"
    r"their)\s+(?:same\s+)?$"
    # "swapped for the stainless steel one with the same 1-litre capacity", "the 100ml of the
    # same oriental fragrance": the item's kept
    r"|\b(?:with|in|at|of|has|have|keeps?)\s+the\s+same\s+$"
    # "switched to blue, with no change to the 8-hour battery life you had"
    r"|\b(?:no |without (?:any |a )?)change (?:to|in) (?:the|your|its|their)\s+$",
    re.IGNORECASE,
)
# ... or said after it to be the item's from before the change: "now blue, with the 6-hour
# battery they had before"
OWN_BEFORE_AFTER = re.compile(
    r"(?:\s+[\w-]+){0,2}?\s+(?:(?:that|which)\s+)?(?:they|it|you|yours)\s+(?:already\s+)?"
    r"(?:had|have had|has had)\s+(?:before|previously|originally|until now|all along)\b",
    re.IGNORECASE,
)
# A second thing set beside the item: "... and the 25ft green vinyl one", "versus the blue one"
# (no verb between: "the chair and the speaker are the blue ones" says the speaker's value)
_CONTRAST_BEFORE = re.compile(
    r"\b(?:and|or|versus|vs\.?|than|while|whereas) the\s+"
    r"(?:(?!(?:is|are|was|were)\b)[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)
_ONE_AFTER = re.compile(r"(?:[\s-]+[\w-]+){0,3}?[\s-]+(?:one|ones|version|variant|model)\b", re.I)
# (a bracket may stand between: "30ml, 50ml (currently unavailable) and 100ml")
_COORDINATED = re.compile(
    # (an article may open the next: "in a woody and an oriental scent")
    r"\s*(?:\([^()\n]{0,60}\))?(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+|\s*/\s*)(?:an?\s+)?",
    re.I,
)
_OTHER_VARIANTS_AFTER = re.compile(
    r"[\s-]*(?:versions|variants|models|options|ones|editions|alternatives|counterparts|"
    r"equivalents|variations)\b",
    re.IGNORECASE,
)
_VARIANT_NOUN = re.compile(r"[\s-]*(?:version|variant|model|option|pair|one|edition)\b", re.I)
_OFFER_HEADER = re.compile(
    r"\b(?:variants?|versions?|options|models|alternatives|choices)\b[^:]*\b(?:available|"
    r"choose|pick|select|offer|in stock|exist|can)\b|\b(?:available|other|alternative)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:variants?|versions?|options|models|colou?rs|sizes|choices)\b"
    # a list of them introduced: "There are several blue options:", "Here are the blue ones:"
    r"|^\W*(?:there are|here are|these are|we have|i found|i see)\b(?![^:\n]{0,40}\byour\b)"
    r"[^:\n]{0,40}\b(?:variants?|versions?|options|models|alternatives|choices|pairs|ones)\b"
    r"[^:\n]{0,20}:"
    # "If you'd like clicky switches:" over the variants that have them
    r"|^\W*if you(?:'d| would)? (?:like|prefer|rather have|want|go (?:for|with))\b[^:]*:"
    # a heading naming the new item: "**New helmet**", "Replacement:"
    r"|^[\s*_#]*(?:the\s+|your\s+)?(?:new|replacement|proposed|suggested|selected|requested)\b"
    r"[\w ()-]{0,40}?[*_:\s]*$",
    re.IGNORECASE,
)
_THAN_BEFORE = re.compile(
    r"(?<!rather )(?<!other )\bthan\s+(?:the\s+|a\s+|an\s+|size\s+|your\s+)?$", re.IGNORECASE
)
# "are the black ones", "your blue ones": the item's own (plural) units, not other variants
# (a plain modifier between: "the plain white ones", "your standard black pair")
_DEFINITE_BEFORE = re.compile(
    r"\b(?:the|your|these|those)\s+(?:(?:plain|standard|regular|basic|classic|original|usual|"
    r"ordinary|current|existing|old|previous|present)\s+)?$",
    re.IGNORECASE,
)
_COPULA_BEFORE = re.compile(r"\b(?:is|are|'re)\s+$", re.IGNORECASE)
# "your earbuds are a black model": said of the item (not "there is a black model")
# ("the order lists it as a canister model", "... lists both as canister models": the record's
# value said of the item)
_LISTED_AS = (
    r"(?:lists?|listed|shows?|shown|records?|recorded|marks?|marked|describes?|described|labels?|"
    r"labell?ed|registers?|registered)\s+(?:[\w#'-]+\s+){0,3}?as"
)
# (with an adverb or a hedge between: "it is really a", "it may already be a", "it seems to be
# an")
_PREDICATIVE_A = re.compile(
    r"(?<!there )(?<!there)\b(?:(?:is|are|was|were|'s|'re)(?:\s+(?:really|actually|probably|likely|"
    r"definitely|indeed|still|apparently|supposedly|presumably|in fact|not))?|isn't|aren't|"
    r"wasn't|(?:may|might|must|could)(?:\s+(?:well|already|actually|really|not))?\s+be|"
    rf"(?:seems?|appears?) to be|{_LISTED_AS})\s+(?:a|an)\s+$",
    re.IGNORECASE,
)
_LISTED_AS_BEFORE = re.compile(rf"\b{_LISTED_AS}\s+$", re.IGNORECASE)
_INDEFINITE_BEFORE = re.compile(r"\b(?:a|an|any|another|other|some)\s+(?:\w+\s+)?$", re.I)
# a variant picked out by its value among any others: "any model with 16GB" (not "a 24MP model
# with 3x zoom", which may describe the item)
_ANY_VARIANT_WITH = re.compile(
    r"\b(?:any|another|other)\s+(?:[\w-]+\s+)?(?:model|version|variant|option|one)s?\s+"
    r"(?:with|in|that has|having)\s+(?:a\s+|an\s+)?$",
    re.IGNORECASE,
)
# a value given as an example of what a rule allows ("another option of the same product, e.g.
# a leather or mesh version of a chair"): no item's ("say" set off as an aside, ", say, a
# leather one", not the verb: "does your thermostat say Google Assistant?"; what another source
# "may say" is conceded, not said: "The box may say 30 ml, but the order shows the 100ml")
_EXAMPLE_BEFORE = re.compile(
    r"(?:\be\.\s?g\.|\bfor (?:example|instance)|\bsuch as|(?:,\s*|\blet'?s\s+|\b(?:may|might|"
    r"could) )say\b|\bsay(?=[,:]))"
    r"[,:]?\s+(?:(?:a|an|the)\s+)?$",
    re.IGNORECASE,
)
_BARE_INDEFINITE = re.compile(r"\b(?:is|be|get|want|need|take) (?:a|an)\s+$", re.I)
_CLAUSE_END = re.compile(r"\s*(?:[;.,!?]|$)")
# Said of a catalogue variant: "the 1000ml in blue is out of stock", "size 10 is in stock at".
# Within the value's own phrase: not across ", and the ..." (another thing) or ", but".
_SAME_PHRASE = r"(?:(?!,\s*(?:and (?:the|your|a|an|this|that)|but|while|whereas)\b)[^.;!?])"
_OFFERED_AFTER = re.compile(
    # ("the black Google Assistant model will stay in stock", "it remains available")
    rf"{_SAME_PHRASE}{{0,50}}?\b(?:(?:is|are|will|would|may|might)(?: not)? "
    r"(?:currently |also |still )?(?:(?:be|stay|remain) )?|(?:stays|remains) )"
    r"(?:out of stock|in stock|available|unavailable|sold out|discontinued|on offer|offered)\b"
    # ("The laptop (8GB) cost $2291.87", "that cost $549.84": a singular subject's past, the
    # price paid, and so is "the blue earbuds cost $..."; "the 8GB versions cost $..." offers)
    rf"|{_SAME_PHRASE}{{0,50}}?\b(?:is|are|costs|(?<=ones )cost|(?<=versions )cost|"
    r"(?<=variants )cost|(?<=models )cost|(?<=options )cost|"
    r"would cost|goes for|sells for|lists at) "
    r"(?:only |just )?(?:\$|usd ?)\d"
    # the catalogue's variants of it: "Here are the clicky-switch versions available in full
    # size"
    r"|[\s-]+(?:[\w-]+[\s-]+){0,2}?(?:versions|variants|models|options|ones)\s+(?:currently\s+|"
    r"now\s+)?(?:available|in stock|on offer|offered)\b"
    # a variant weighed: "the 1000ml would be the step up"
    # (in the value's own phrase: not "1L, which would be the smaller one")
    # "a large frame is the next size up": a variant weighed against the item
    r"|[^.;!?,]{0,30}?\b(?:is|'s|would be) (?:the |a |one )?(?:next )?(?:size|step) (?:up|down)\b"
    # "The 10x version is a different variant": named as another variant
    r"|[\s-]*(?:version|variant|model|one|edition)\s+(?:is|would be)\s+(?:a\s+|an\s+)?"
    r"(?:different|another|separate|other)\s+(?:variant|version|model|item|product|one)\b"
    r"|[^.;!?,]{0,30}?\b(?:would|could|might) be (?:the|a|an) (?:step up|upgrade|"
    r"bigger|larger|smaller|next|better|cheaper|pricier|option|alternative|choice|replacement|"
    r"match)\b"
    # the catalogue's variants of a value listed: "In blue, the earbuds come as: ...", "Blue
    # earbuds currently available:", "Blue earbuds in the catalogue:"
    r"|,\s+(?:the|these|those)\s+(?:[\w-]+\s+){0,2}(?:comes?|are available|is available|"
    r"are offered|exist)\s+(?:as|in)\b"
    r"|[^.;!?,\n]{0,30}?\b(?:currently |now )?(?:available|in (?:the )?(?:catalog(?:ue)?|"
    r"stock))\s*:"
    # the exchange's new item on its way: "The 100ml woody will ship once you send the current
    # bottle back", "the woody perfume in 100ml is the replacement"
    # (not out of a bracket describing what its noun names: "the pending garden hose (50ft Vinyl,
    # Black) will be shipped")
    r"|[^.;!?,()]{0,40}?\b(?:will (?:ship|be (?:shipped|sent|dispatched|mailed))|is on "
    r"(?:its|the) way|ships (?:once|when|as soon as)|is the replacement|is your replacement)\b"
    # a variant offered to change to: "Blue earbuds you can switch to:"
    r"|[^.;!?,\n]{0,30}?\byou (?:can|could|may|might) (?:switch|swap|change|exchange|move|"
    r"upgrade) (?:to|for|into)(?=\s*(?:[:.;,!?\n]|$))"
    # variants said to be bigger than the item: "The 1.5L and 2L are both bigger"
    r"|(?:\s*(?:,|and|or)\s*(?:the\s+)?[\w.-]+)*\s+(?:are|is)\s+(?:both\s+|all\s+|also\s+)?"
    r"(?:bigger|larger|smaller|longer|shorter|heavier|lighter|faster|slower|higher|lower)\b"
    r"(?!\s+than\b)"
    # a variant said to exist ("a 2L tank does exist in this line") or counted from the item
    # ("large is one size up")
    r"|[^.;!?,]{0,30}?\b(?:does |do )(?:also )?exist\b"
    r"|\s+(?:is|would be)\s+(?:one|a|the next)\s+(?:size|step)\s+(?:up|down)\b",
    re.IGNORECASE,
)
_YOURS_BEFORE = re.compile(
    r"\b(?:your|yours|same|current|existing|original)\b[^.;!?]{0,40}$|\byou (?:purchased|ordered|"
    r"bought|received|got|paid|have|had|own|already have)\b[^.;!?]{0,60}$"
    # ("since you're on tactile switches at the moment")
    r"|\byou(?:'re| are) (?:currently |now )?(?:on|using)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# The value of a variant on offer or of the new item, not the ordered item's: "available in
# blue", "changed to the new option: Color: Blue", "swap it for the blue one".
# an alternative offered on a condition: "If you'd rather have silicone", "if you'd prefer the
# smaller 80% layout, I can look at exchange options"
IF_YOU_RATHER = re.compile(
    # (not "if you want to swap the black lamp for ...": the item held, the change's object)
    r"\bif you(?:'d| would)? (?:rather|prefer|like|want)(?!(?: to)?\s+(?:swap|exchange|return|"
    r"replace|change|trade in|send back)\s+(?:the|your|this|that)\b)(?: to)?(?: (?:have|get|go "
    r"with|switch to|try))?\s+(?:the\s+|an?\s+|a\s+|something\s+)?(?:[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)
# the values a choice question lists after it asks: "Which ecosystem do you want it to work
# with — Google, Alexa or HomeKit?", "Which would you like: blue or black?" (not "your current")
CHOICE_ASKED_BEFORE = re.compile(
    # (not a choice of which item held: "Which item would you like to change — the blue
    # earbuds, ...?" names the items by their values)
    r"\b(?:which|what)\b(?![^.;!?\n]{0,80}?\b(?:items?|products?|orders?|to (?:change|modify|"
    r"exchange|return|swap|replace|cancel))\b)"
    r"[^.;!?\n]{0,40}?\b(?:would|do) you (?:like|want|prefer|need)\b"
    r"[^.;!?\n:\u2014\u2013]{0,40}[:\u2014\u2013,]\s*(?:(?!your\b|yours\b|current\b)[^.;!?\n])"
    r"{0,80}$",
    re.IGNORECASE,
)
_NEW_OR_OFFERED_BEFORE = re.compile(
    r"\b(?:available|comes?|offered|sold|in stock|exists?|there (?:is|are))\s+in\s+(?:an?\s+)?$"
    # another variant of the product: "this machine also comes with a 2-litre tank"
    r"|\b(?:also|too)\s+(?:comes?|available|offered|sold|made)\s+(?:with|in)\s+(?:an?\s+|the\s+)?$"
    # the catalogue's range: "in several sizes up to 100ml", "versions from 500ml to"
    r"|\b(?:sizes|capacities|versions|variants|options|models|lengths)\s+(?:(?:ranging\s+)?from\s+"
    r"(?:[\w.]+(?:\s*[a-z]+)?\s+(?:up\s+)?to\s+)?|(?:up\s+)?to\s+)(?:the\s+|an?\s+)?$"
    # (not a change denied: "with no change to the 8-hour battery life you had")
    r"|(?<!\bthe )(?<!\ban )(?<!\bthis )(?<!\bthat )(?<!\byour )(?<!\bno )(?<!\bwithout )"
    r"\b(?:chang|modifi|modify|switch|"
    r"updat|"
    # ("I'll move you to the 10", "switch you over to the black one")
    # ("the request swaps it for the oriental 100ml")
    r"exchang|swapp?|upgrad|mov|convert|replac)(?:e|es|ed|ing|s)?\s+(?:(?:it|them|you) (?:over )?|"
    r"(?:the|your) "
    r"(?:[\w-]+ ){1,3})?(?:to|for|into|with)\b(?! (?:your|the same)\b)[^.;!?]{0,60}$"
    r"|\byou(?:'ve| have) (?:selected|chosen|picked|opted for)\b[^.;!?]{0,90}$"
    # what a change would take: "you'd need the Google version", "you'd want the 100ml"
    r"|\byou(?:'d| would) (?:need|want|be looking for|have to get)\s+(?:the\s+|an?\s+)?"
    r"(?:(?!your\b|yours\b|to\b)[\w-]+\s+){0,2}$"
    # a choice put to the user: "Would you like the blue ones or the black ones?"
    r"|\b(?:would|do) you (?:like|want|prefer)\s+(?:the\s+|an?\s+)?"
    r"(?:(?!your\b|yours\b|to\b|it\b|them\b)[\w-]+\s+){0,4}$"
    # the change named as a noun, with what it changes to: "The switch to blue failed"
    r"|\b(?:the|your|this|that) (?:switch|change|swap|move) (?:over )?to\b(?! (?:your|the same)\b)"
    r"[^.;!?]{0,60}$"
    # ("so an exchange would be needed for Google": what a change would get)
    r"|\b(?:exchange|swap|switch|change|replacement)\s+(?:would be |is |will be )?(?:needed|"
    r"required|necessary)\s+(?:for|to get)\s+(?:the\s+|an?\s+)?$"
    # a choice still to make: "so we can pick the Google Home version", "you could go with the
    # 1000ml" (not "you picked the black one": the item's own)
    r"|\b(?:can|could|will|'ll|to|should|shall|would|might|may)\s+(?:\w+\s+)?(?:pick|choose|"
    r"select|go with|opt for)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,3}$"
    # ("Shall I use the black Google Assistant model?")
    r"|\b(?:shall|should) (?:i|we) use\s+the\s+(?:[\w-]+\s+){0,3}$"
    # a variant picked out by a superlative as the subject: "The priciest backpack is the navy
    # large polyester model" (not "yours is the cheapest one")
    r"|(?<!\bis )(?<!'s )(?<!\bare )(?<!\bbe )\bthe (?:cheapest|priciest|most expensive|least "
    r"expensive|largest|biggest|smallest|lightest|heaviest|newest|latest|highest|lowest|fastest|"
    r"top|best)\b(?: (?!your\b|yours\b|same\b|current\b)[\w-]+){0,9} (?:is|would be|'s|are)\s+"
    r"(?:the\s+|an?\s+)?"
    r"(?:[\w-]+\s+){0,4}$"
    # a change written from the old value to the new: "from the 9 to the 10", "8-hour → 4-hour"
    r"|(?<!\brange )(?<!\branges )(?<!\branging )(?<!\bvaries )(?<!\bvary )(?<!\bsizes )"
    r"(?<!\bcapacities )(?<!\bversions )\bfrom\s+"
    # ("from your blue 3-piece hardshell set ($495.87) to the black 2-piece softshell")
    r"(?:the\s+|your\s+|an?\s+|size\s+)?[\w.-]+(?:\s+[\w.-]+){0,6}(?:\s+\(\$?[\d,.]+\))?\s+"
    # (not "From the order it appears to be the oriental scent": "to be" is no change's end)
    r"(?:(?:up|down)\s+)?(?:to|into)\s+(?!be\b)(?:the\s+|an?\s+|size\s+)?(?:[\w-]+\s+){0,3}$"
    r"|(?:→|->|=>|⟶|➔)\s*(?:the\s+|an?\s+|size\s+)?$"
    # "blue becomes black, the 8-hour battery becomes 4 hours": the value a change turns it into
    r"|\b(?:becomes?|would become|will become|turns? into|would turn into)\s+(?:the\s+|an?\s+)?$"
    r"|\b(?:go(?:ing)?|step(?:ping)?|mov(?:e|ing)|siz(?:e|ing)|trad(?:e|ing)) (?:up|down) to\b"
    r"[^.;!?]{0,40}$"
    r"|\b(?:doubl|tripl|increas|bump|boost|rais|halv|reduc)(?:e|es|ed|ing)\b[^.;!?]{0,30}\bto\s+"
    r"(?:the\s+|a\s+)?$"
    # the user's wish: "You'd like the earbuds in blue", "you want them in size L"
    r"|\byou(?:'d| would)? (?:like|want|prefer|asked for|requested)\s+(?:them\s+|it\s+|"
    r"(?:the|your)\s+(?:[\w-]+\s+){1,3})?(?:in|with)\s+(?:the\s+|an?\s+|size\s+)?$"
    # a variant looked for: "I'll look up the black / 4-hour / non-water-resistant variant"
    # (or bare: "so I'll look for white", "I'll search for blue")
    r"|\b(?:look(?:ing)? (?:up|for)|find|finding|search(?:ing)? for|hunt(?:ing)? (?:down|for))\s+"
    r"(?:(?:the|a|an|some)\s+)?(?:[\w-]+\s*/\s*){0,3}$"
    r"|\b(?:new|requested|desired|preferred|chosen|selected) (?:option|variant|item|version|"
    r"model|one|specification|configuration)s?\b[^.;!?]{0,60}$"
    r"|\bnew [a-z]+(?: [a-z]+)?\s*:[^.;!?]{0,60}$"
    r"|\b(?:is|are|'s|'re) now\b[^.;!?]{0,60}$"
    # the order as it stands after the change: "Your order now has the blue earbuds"
    r"|\bnow (?:has|have|contains?|holds?|includes?)\s+(?:the\s+|a\s+|an\s+)?$"
    r"|\b(?:instead|replacement|new)\s+(?:\w+\s+)?$"
    # the new item described: "the new lamp is white", "the replacement ones are in blue"
    r"|\b(?:new|replacement|exchanged) (?:[\w-]+ ){1,2}(?:is|are|will be|would be|comes? in)\s+"
    r"(?:in\s+|the\s+|a\s+)?$"
    # a variant picked from the catalogue: "the cheapest option is the small HEPA purifier"
    r"|\b(?:cheapest|least expensive|most expensive|closest|nearest|best|other|alternative|"
    r"biggest|largest|smallest|next|bigger|larger|smaller)(?: (?:option|one|variant|choice|match|"
    r"model|version|size|capacity)s?)?(?: (?:in stock|available|on offer|left))? (?:is|are|"
    r"would be|will be|available is)\b"
    r"[^.;!?]{0,40}$"
    # the catalogue's variants listed: "comes in several versions, including ...", "another
    # variant has ..."
    r"|\b(?:comes?|available|offered|sold|made) in (?:several|many|multiple|a few|different|"
    r"various|other|two|three|four) (?:\w+ )?(?:versions|variants|models|options|configurations|"
    r"colou?rs|sizes|styles)\b[^.;!?]{0,80}$"
    r"|\b(?:another|other|a different|one other) (?:[\w-]+ ){0,3}?(?:variant|version|model|"
    r"option|configuration)s? (?:has|have|with|comes? with|offers?|is|in)\b[^.;!?]{0,50}$"
    # the new item's future: "the new pair will have 4 hours"
    r"|\b(?:new|replacement|exchanged) (?:[\w-]+ ){0,2}?(?:will|would|is going to) (?:have|be|come|"
    r"get|last|offer)\b[^.;!?]{0,40}$"
    # the new item as it is: "the new pair has an 8-hour battery"
    r"|\b(?:the|your) (?:new|replacement) (?:[\w-]+ ){0,2}?(?:has|have|comes? with|gets?|offers?)"
    r"\b[^.;!?,]{0,30}$"
    # what the user is to receive in the exchange: "send back the 750ml and receive the 1000ml",
    # "you'd get the 1000ml in its place", "we'll ship you the blue one"
    r"|\b(?:you(?:'ll| will|'d| would)|and|then)\s+(?:receive|get)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:new\s+)?$"
    r"|\b(?:we|i)(?:'ll| will|'d| would|'re going to| are going to)\s+(?:send|ship|mail|"
    r"dispatch)\s+(?:you\s+|out\s+)?(?:the\s+|a\s+|an\s+|your\s+)?(?:new\s+)?$",
    re.IGNORECASE,
)


# the letter sizes in words ("a medium", "in large"), not a quantity ("a large number")
_SIZE_NOT_AFTER = (
    r"(?![\s-]+(?:number|amount|selection|order|orders|quantity|quantities|print|portion|part|"
    r"share|range|choice|variety|sum|group|purchase|purchases|fee|fees|discount)\b)"
)
_SIZE_WORDS = {
    letter: re.compile(rf"(?<![\w-])(?:{body})(?![\w-]){_SIZE_NOT_AFTER}", re.IGNORECASE)
    for letter, body in (
        ("xs", r"extra[\s-]small|x[\s-]small"),
        ("s", r"small"),
        ("m", r"medium"),
        ("l", r"large"),
        ("xl", r"extra[\s-]large|x[\s-]large"),
        ("xxl", r"xx[\s-]large|double[\s-]extra[\s-]large|2xl"),
    )
}

_NUMBER_WORDS = [
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"),
    *("nineteen", "twenty"),
]


# what follows a platform's maker in its everyday name: "Google-compatible", "Apple-ready"
_COMPATIBLE = r"(?:compatible|enabled|friendly|ready|based|powered)"

# a noun that makes the platform before it name a variant: "the HomeKit model"
_PLATFORM_NOUN = r"(?=[\s-](?:model|one|version|variant|edition)\b)"

# other names of a value: video resolutions
_SYNONYMS: dict[str, tuple[str, ...]] = {
    "1080 p": (r"full[\s-]?hd", r"fhd"),
    "4 k": (r"ultra[\s-]?hd", r"uhd", r"2160p"),
    "720 p": (r"hd[\s-]ready",),
    # a material said as its adjective or its first word: "the wooden one", "stainless"
    "wood": (r"wooden", r"timber", r"hardwood"),
    # (steel said alone is the catalogue's stainless steel unless "steel" is a value of its own,
    # which the exact values claim first)
    "stainless steel": (r"stainless", r"steel", r"(?:brushed|polished|satin)[\s-]steel"),
    "wool": (r"woo?llen",),
    "hardshell": (r"hard[\s-]shell(?:ed)?",),
    "softshell": (r"soft[\s-]shell(?:ed)?",),
    # British and American spellings: "grey" is the catalogue's "gray"
    "gray": (r"grey",),
    "grey": (r"gray",),
    "aluminum": (r"aluminium",),
    "aluminium": (r"aluminum",),
    # connectivity and lighting in everyday words: "cordless", "unlit"
    "wireless": (
        r"cordless",
        r"cord[\s-]?free",
        r"cable[\s-]?free",
        r"wire[\s-]?free",
        r"untethered",
        # "the model without a cable"
        r"(?:(?<=one )|(?<=model )|(?<=version )|(?<=kind )|(?<=type ))"
        r"(?:without|with no) (?:a |the )?(?:cable|cord)",
    ),
    # "the one with a cable" (not "comes with a charging cable": the item's accessory)
    "wired": (
        r"corded",
        r"cabled",
        r"(?:(?<=one )|(?<=model )|(?<=version )|(?<=kind )|(?<=type ))"
        r"with (?:a |the )?(?:cable|cord)",
    ),
    # a bicycle's type by where it rides: "built for off-road trails"
    "mountain": (r"off[\s-]?road",),
    "none": (r"unlit", r"non[\s-]?backlit"),
    # a switch's feel in its sound: "click-style switches", "clicking keys"; a bump felt without
    # a click is tactile, a smooth press with neither is linear
    "clicky": (r"click[\s-]?(?:style|type)", r"clicking"),
    "tactile": (
        r"(?:soft |slight |small |gentle |noticeable )?bump (?:without|but no) (?:a |the )?click",
    ),
    "linear": (r"smooth(?: all the way down|,? (?:with )?no (?:bump|click))",),
    # a pack's hydration compartment in everyday words: "a sleeve for a water reservoir"
    "hydration": (
        r"(?:sleeve|pocket|compartment|slot|pouch) for (?:a |the |your )?(?:water "
        r"(?:reservoir|bladder)|hydration (?:bladder|pack|reservoir))",
        r"water[\s-](?:reservoir|bladder)",
    ),
    # everyday words for a fit or a connector: "over-the-ear", "Type-C", "bag-free",
    # "AA-powered", "ladies' sizes"
    "over ear": (r"over[\s-]the[\s-]ear",),
    "in ear": (r"in[\s-]the[\s-]ear",),
    "on ear": (r"on[\s-]the[\s-]ear",),
    "usb c": (r"(?:usb[\s-]?)?type[\s-]?c",),
    "bagless": (r"bag[\s-]?free", r"bag-less"),
    # a book's binding in the trade's words: "the hardback", "a paperback"
    "hard cover": (r"hard[\s-]?(?:back|bound)",),
    "soft cover": (r"(?:paper|soft)[\s-]?back",),
    "aa batteries": (r"aa[\s-]?(?:powered|cells?)",),
    "women": (r"ladies'?", r"womens"),
    "wi fi + cellular": (r"cellular", r"lte"),
    # a smart-home platform by its maker as an adjective: "Google-compatible", "HomeKit-enabled"
    # (not "works with Google Home": the platform the user has, asked about as often as said)
    # and the platform's own name naming the variant: "the HomeKit model" (not "the Google
    # version": the user's platform, asked for as often as said)
    "google assistant": (rf"google(?:[\s-]?(?:home|nest))?[\s-]?{_COMPATIBLE}",),
    "apple homekit": (
        rf"(?:apple|homekit|apple[\s-]?homekit)[\s-]?{_COMPATIBLE}",
        rf"(?:homekit|apple[\s-]?homekit){_PLATFORM_NOUN}",
    ),
    "amazon alexa": (
        rf"(?:amazon|alexa|amazon[\s-]?alexa)[\s-]?{_COMPATIBLE}",
        rf"(?:alexa|amazon[\s-]?alexa){_PLATFORM_NOUN}",
    ),
    # a vacuum you stand behind: "a stand-up model", "a push-along one"
    "upright": (r"stand[\s-]?up", r"push[\s-]?along"),
    # a scent family by the name perfumers now give it: "the spicy-amber scent"
    "oriental": (
        r"(?:spicy[\s-])?amber(?:y|[\s-]spic(?:e|y))?(?=[\s-]+(?:scent|fragrance|perfume|one|"
        r"notes?)\b)",
    ),
    "woody": (r"woodsy",),
}


# the range's end said to be the item's own value: "The largest is 100ml, the same as the one you
# have", "... is the 100 ml ($312.04). Since that's the size you already have, ..."
SAME_AS_YOURS_AFTER = re.compile(
    r"(?:\s*\([^()\n]{0,30}\))?\W{0,4}(?:since |so |which is |that's |it's |and )?"
    r"(?:that's |that is |it's |this is )?(?:exactly |just )?(?:the same as (?:the one you|what "
    r"you|yours|your)|the "
    r"(?:size|one) you (?:already )?(?:have|own|ordered|bought))",
    re.IGNORECASE,
)
