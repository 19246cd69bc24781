"""Scenes of the conversation benchmark: short exchanges between two friends, each with
questions asked later in other words, labelled with the turn that answers them.

A scene is (turns, questions, slots): a turn is (speaker, text) where speaker "A" tells the news
and "B" reacts; a question is (text, index of the evidence turn). `{a}`/`{b}` are the speakers,
other braces are slots filled from the scene's pools (one value each per use).
"""

from __future__ import annotations

Scene = tuple[list[tuple[str, str]], list[tuple[str, int]], dict[str, list[str]]]

SCENES: list[Scene] = [
    (
        [
            (
                "A",
                "Guess who's asleep on my feet right now? We brought home a {breed} from the shelter on Saturday.",
            ),
            ("B", "Stop, that's adorable. Did the kids get to pick a name?"),
            (
                "A",
                "They argued for an hour and landed on {name}. It already chewed through one of my slippers.",
            ),
            ("B", "Ha, welcome to the chaos."),
        ],
        [("What kind of animal did {a} adopt?", 0), ("What did {a}'s kids call the new pet?", 2)],
        {
            "breed": [
                "beagle puppy",
                "one-eyed tabby cat",
                "retired greyhound",
                "pair of lop-eared rabbits",
                "husky mix",
            ],
            "name": ["Biscuit", "Pickle", "Captain", "Mochi", "Waffles"],
        },
    ),
    (
        [
            ("A", "I finally signed up for {course} at the community college, Tuesday nights."),
            ("B", "Oh nice, what made you go for it?"),
            (
                "A",
                "Honestly I needed something that isn't screens. The teacher is a retired {teacher} and very strict.",
            ),
            ("B", "Strict is good, you'll actually learn."),
        ],
        [("What class is {a} taking?", 0), ("Who teaches {a}'s evening course?", 2)],
        {
            "course": [
                "a pottery course",
                "beginner Spanish",
                "a woodworking workshop",
                "a film photography class",
                "conversational Japanese",
            ],
            "teacher": [
                "ship engineer",
                "opera singer",
                "carpenter",
                "newspaper photographer",
                "diplomat",
            ],
        },
    ),
    (
        [
            ("A", "My legs are still jelly. I did the {race} on Sunday."),
            ("B", "You did it?! How was the time?"),
            (
                "A",
                "{time}, which is way better than I hoped. My sister waited at the finish with a sign.",
            ),
            ("B", "That's amazing, frame that sign."),
        ],
        [("What running event did {a} take part in?", 0), ("How fast did {a} finish the race?", 2)],
        {
            "race": [
                "Boston half marathon",
                "charity 10k by the river",
                "hill trail run",
                "city night relay",
                "Brighton marathon",
            ],
            "time": [
                "Just under two hours",
                "Fifty-one minutes",
                "Three hours and ten minutes",
                "An hour and a half",
                "Four hours flat",
            ],
        },
    ),
    (
        [
            ("A", "Big news: I accepted the offer from {company}."),
            ("B", "Wait, the one you interviewed with in the snowstorm?"),
            ("A", "That one. I'll be leading the {team} team, starting the first week of {month}."),
            ("B", "You earned this, seriously."),
        ],
        [
            ("Which company is {a} joining?", 0),
            ("When does {a} start the new role?", 2),
            ("What team will {a} lead?", 2),
        ],
        {
            "company": [
                "a robotics startup in Austin",
                "the county library system",
                "a small design studio",
                "St. Mary's hospital",
                "an ocean research lab",
            ],
            "team": ["data", "outreach", "product design", "patient records", "field survey"],
            "month": ["June", "September", "March", "November", "April"],
        },
    ),
    (
        [
            ("A", "We're taking the kids camping at {place} next month."),
            ("B", "Tents or one of those cabins?"),
            ("A", "Tents, obviously. {kid} insists on bringing the telescope to look for {sight}."),
            ("B", "Send me pictures of the sky!"),
        ],
        [
            ("Where is {a}'s family going camping?", 0),
            ("What does {a}'s kid want to look for on the trip?", 2),
        ],
        {
            "place": [
                "Yosemite",
                "the Lake District",
                "Big Sur",
                "the Black Forest",
                "Joshua Tree",
            ],
            "kid": ["Noah", "Lily", "Sam", "Ava", "Theo"],
            "sight": [
                "Saturn's rings",
                "shooting stars",
                "the Andromeda galaxy",
                "the Milky Way",
                "satellites",
            ],
        },
    ),
    (
        [
            ("A", "I went to a {group} support group for the first time yesterday."),
            ("B", "That's a big step. How did it feel?"),
            (
                "A",
                "Terrifying, then lighter. A woman named {person} told her story and I cried in the parking lot after.",
            ),
            ("B", "I'm really glad you went."),
        ],
        [
            ("What kind of support group did {a} attend?", 0),
            ("Whose story moved {a} at the meeting?", 2),
        ],
        {
            "group": ["LGBTQ", "grief", "new parents", "caregivers", "sobriety"],
            "person": ["Rosa", "Dana", "Margaret", "Imani", "Yvette"],
        },
    ),
    (
        [
            ("A", "I painted again! It's a {subject}, acrylic on a huge canvas."),
            ("B", "You have to show me. Where will it go?"),
            ("A", "Above the {spot}. My mom says it's the best thing I've made."),
            ("B", "Your mom is right, probably."),
        ],
        [("What did {a} paint recently?", 0), ("Where is {a} hanging the new painting?", 2)],
        {
            "subject": [
                "sunrise over the lake",
                "horse in a meadow",
                "city skyline at night",
                "bowl of lemons",
                "lighthouse in a storm",
            ],
            "spot": ["fireplace", "piano", "kitchen table", "stairs", "bed"],
        },
    ),
    (
        [
            ("A", "Ugh, my car died on the highway this morning. {problem}."),
            ("B", "Oh no, are you okay? How did you get home?"),
            ("A", "I'm fine. {helper} drove out and towed me with his truck, what a hero."),
            ("B", "Bake him something."),
        ],
        [("What went wrong with {a}'s car?", 0), ("Who rescued {a} when the car broke down?", 2)],
        {
            "problem": [
                "The timing belt snapped",
                "The battery was completely dead",
                "A tire blew out",
                "The engine overheated",
                "The alternator gave up",
            ],
            "helper": [
                "My neighbor Carl",
                "My brother-in-law",
                "A coworker named Raj",
                "My dad",
                "An old friend from school",
            ],
        },
    ),
    (
        [
            ("A", "We booked the honeymoon! Two weeks in {country}."),
            ("B", "Finally! What's the plan there?"),
            ("A", "{plan}, and one day with no phones at all."),
            ("B", "The no-phones day is the real luxury."),
        ],
        [
            ("Where is {a} going for the honeymoon?", 0),
            ("What does {a} plan to do on the trip?", 2),
        ],
        {
            "country": ["Portugal", "Japan", "Iceland", "Peru", "Greece"],
            "plan": [
                "Surfing lessons and a cooking class",
                "Temples, hot springs and a night train",
                "Glacier hiking and whale watching",
                "The Inca trail and a jungle lodge",
                "Island hopping and a sailing day",
            ],
        },
    ),
    (
        [
            ("A", "Can I vent? My landlord is {issue}."),
            ("B", "Again? What did he say this time?"),
            (
                "A",
                "That I have until {deadline} to decide. I'm looking at apartments near {area} now.",
            ),
            ("B", "Good, that area is lovely."),
        ],
        [
            ("What is {a}'s problem with the landlord?", 0),
            ("Where is {a} looking for a new apartment?", 2),
        ],
        {
            "issue": [
                "raising the rent by twenty percent",
                "selling the building",
                "refusing to fix the heating",
                "moving his son into my unit",
                "not returning the deposit",
            ],
            "deadline": [
                "the end of the month",
                "Friday",
                "next spring",
                "the first of August",
                "Christmas",
            ],
            "area": [
                "the old harbor",
                "the university",
                "Maple Park",
                "the train station",
                "the river market",
            ],
        },
    ),
    (
        [
            ("A", "I've been reading {book} before bed and I can't stop."),
            ("B", "Is that the one your book club picked?"),
            ("A", "Yes, and {opinion}. We meet on Thursday to talk about it."),
            ("B", "Tell me the ending. Actually don't."),
        ],
        [("What book is {a} reading?", 0), ("What does {a} think of the book club's pick?", 2)],
        {
            "book": [
                "a novel about a lighthouse keeper",
                "a biography of Marie Curie",
                "a thriller set on a night train",
                "a memoir by a chef",
                "a fantasy epic with talking crows",
            ],
            "opinion": [
                "the middle is slow but the ending wrecked me",
                "I think it's overrated",
                "it's the best thing I've read this year",
                "the main character annoys me",
                "I keep underlining whole pages",
            ],
        },
    ),
    (
        [
            ("A", "My grandma turns {age} on Sunday, we're throwing a surprise party."),
            ("B", "Wow, {age}! Where are you having it?"),
            ("A", "At {venue}. I'm baking her favorite, a {cake}."),
            ("B", "She's going to cry, in the good way."),
        ],
        [
            ("How old is {a}'s grandmother turning?", 0),
            ("What cake is {a} baking for the party?", 2),
            ("Where is the surprise party for {a}'s grandma?", 2),
        ],
        {
            "age": ["ninety", "eighty-five", "one hundred", "seventy-five", "ninety-two"],
            "venue": [
                "the church hall",
                "her favorite diner",
                "my aunt's farm",
                "the community garden",
                "the lake pavilion",
            ],
            "cake": [
                "lemon drizzle cake",
                "black forest cake",
                "carrot cake",
                "coconut layer cake",
                "plum cake",
            ],
        },
    ),
    (
        [
            ("A", "Small win: I started volunteering at {place} on weekends."),
            ("B", "That's so you. What do you do there?"),
            ("A", "Mostly {task}. The regulars already call me by name."),
            ("B", "Love that for you."),
        ],
        [("Where does {a} volunteer?", 0), ("What does {a} do as a volunteer?", 2)],
        {
            "place": [
                "the animal shelter",
                "a soup kitchen",
                "the children's hospital",
                "the public library",
                "a community farm",
            ],
            "task": [
                "walking the big dogs",
                "serving lunch",
                "reading stories to kids",
                "sorting donated books",
                "weeding and watering",
            ],
        },
    ),
    (
        [
            ("A", "I hurt my {body} playing {sport} with my cousins."),
            ("B", "Ouch, is it bad?"),
            ("A", "The doctor said {verdict}, so no more heroics for a while."),
            ("B", "Rest up and let people help you."),
        ],
        [("How did {a} get injured?", 0), ("What did the doctor tell {a} about the injury?", 2)],
        {
            "body": ["ankle", "wrist", "knee", "shoulder", "back"],
            "sport": ["basketball", "soccer", "volleyball", "tennis", "frisbee"],
            "verdict": [
                "six weeks in a brace",
                "it's a sprain, not a break",
                "I need physical therapy",
                "stay off it for ten days",
                "surgery might be needed",
            ],
        },
    ),
    (
        [
            ("A", "We finally picked a name for the band: {band}."),
            ("B", "Ha! Who came up with that?"),
            ("A", "Our drummer. First gig is at {venue} in two weeks, you have to come."),
            ("B", "Put me on the list."),
        ],
        [("What is the name of {a}'s band?", 0), ("Where is the band's first concert?", 2)],
        {
            "band": [
                "The Paper Moons",
                "Static Orchard",
                "Velvet Tractor",
                "Low Tide Club",
                "Neon Sparrows",
            ],
            "venue": [
                "the Blue Door bar",
                "a brewery downtown",
                "the student union",
                "the Rialto theater",
                "a rooftop cafe",
            ],
        },
    ),
    (
        [
            ("A", "Garden update: the {plant} finally came up, after I'd given up on them."),
            ("B", "Told you to be patient. What's next?"),
            ("A", "I want to build a {project} this summer, my dad promised to help."),
            ("B", "Your dad and power tools, be careful."),
        ],
        [
            ("What finally sprouted in {a}'s garden?", 0),
            ("What does {a} want to build with their father?", 2),
        ],
        {
            "plant": ["tomatoes", "sunflowers", "strawberries", "lavender", "pumpkins"],
            "project": [
                "greenhouse",
                "chicken coop",
                "treehouse",
                "raised vegetable bed",
                "garden bench",
            ],
        },
    ),
]
