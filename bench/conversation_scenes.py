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


# Scenes whose answers are spread over two to five turns (issue 24), each question labelled with
# its kind and every turn it needs: "multi" (the question's words and its answer sit in different
# turns), "paraphrase" (asked in other words than the turns use) and "temporal" ("when did …",
# answered by a time a turn states). A question rarely shares more than a name and one word with
# the turn that answers it, so a search must read a turn with its neighbours.
SpreadScene = tuple[
    list[tuple[str, str]], list[tuple[str, tuple[int, ...], str]], dict[str, list[str]]
]

SPREAD_SCENES: list[SpreadScene] = [
    (
        [
            ("A", "The ceiling in our bathroom is dripping again, right above the sink."),
            ("B", "Again? Did you tell the landlord this time?"),
            ("A", "I did. He swears a plumber is coming {when}."),
            ("B", "Swears. Sure."),
            ("A", "If nobody shows up I'm withholding {amount} from the rent."),
        ],
        [
            ("What did {a}'s landlord promise about the leak?", (1, 2), "multi"),
            ("When is someone supposed to fix {a}'s bathroom?", (2,), "temporal"),
            ("How much rent will {a} hold back if the repair is skipped?", (4,), "paraphrase"),
        ],
        {
            "when": [
                "on Thursday morning",
                "next Monday",
                "before the weekend",
                "tomorrow at nine",
            ],
            "amount": ["a hundred dollars", "half", "the whole deposit", "two weeks' worth"],
        },
    ),
    (
        [
            ("A", "Remember the old upright piano in my grandmother's hallway?"),
            ("B", "The one nobody was allowed to touch?"),
            ("A", "It's in my living room now. My aunt had it shipped over {when}."),
            ("B", "No way. Are you taking lessons?"),
            ("A", "Not yet, but I found a teacher, {teacher}, who comes on Wednesdays."),
        ],
        [
            ("What instrument did {a} inherit?", (0, 2), "paraphrase"),
            ("When did the piano arrive at {a}'s home?", (2,), "temporal"),
            ("Who is giving {a} lessons?", (3, 4), "multi"),
        ],
        {
            "when": ["last weekend", "in early spring", "two weeks ago", "the day after Easter"],
            "teacher": [
                "Mr. Okafor",
                "a retired choir director",
                "Hannah from church",
                "my neighbour Luis",
            ],
        },
    ),
    (
        [
            ("A", "So I finally went to see someone about the headaches."),
            ("B", "Good. What did they say?"),
            ("A", "It's my eyes. Apparently I've needed glasses for years."),
            ("B", "Ha! All that squinting at spreadsheets."),
            ("A", "I picked {frames} frames, they'll be ready {when}."),
        ],
        [
            ("What was causing {a}'s headaches?", (0, 2), "multi"),
            ("What style of eyewear did {a} choose?", (4,), "paraphrase"),
            ("When can {a} collect the new glasses?", (4,), "temporal"),
        ],
        {
            "frames": ["round tortoiseshell", "thin gold", "chunky black", "clear plastic"],
            "when": ["on Friday", "in ten days", "next Tuesday", "by the end of the month"],
        },
    ),
    (
        [
            ("A", "Guess where I'm writing from. A train to {city}!"),
            ("B", "What? Since when do you travel for fun?"),
            ("A", "My cousin is getting married there {when}. I'm the one giving the toast."),
            ("B", "You, speaking in public. I'd pay to see that."),
            ("A", "I've rewritten it six times. It starts with the story of {story}."),
        ],
        [
            ("Whose wedding is {a} travelling to?", (2,), "paraphrase"),
            ("When is the wedding {a} is attending?", (2,), "temporal"),
            ("How does {a}'s speech begin?", (4,), "paraphrase"),
        ],
        {
            "city": ["Lisbon", "Edinburgh", "Montreal", "Kyoto"],
            "when": ["this Saturday", "on the twelfth", "next weekend", "on New Year's Eve"],
            "story": [
                "the canoe we sank at camp",
                "our lemonade stand",
                "the night we got lost in the maze",
                "his first terrible haircut",
            ],
        },
    ),
    (
        [
            ("A", "Bad news on the job front. The company is cutting my whole department."),
            ("B", "Oh no. Did they give you any warning?"),
            ("A", "They told us {when}. We have until the end of the quarter."),
            ("B", "What are you going to do?"),
            ("A", "Honestly? I'm thinking of going back to school for {field}."),
        ],
        [
            ("When did {a} learn about the layoffs?", (2,), "temporal"),
            ("What does {a} want to study after losing the job?", (4,), "multi"),
            ("Is {a}'s position being eliminated?", (0,), "paraphrase"),
        ],
        {
            "when": [
                "on Monday",
                "at the all-hands yesterday",
                "last Friday afternoon",
                "two days ago",
            ],
            "field": ["nursing", "landscape architecture", "accounting", "teaching"],
        },
    ),
    (
        [
            ("A", "We had to take {pet} to the emergency vet at midnight."),
            ("B", "Oh no, what happened?"),
            ("A", "He swallowed {object}. The X-ray showed it stuck in his stomach."),
            ("B", "Poor thing. Did they have to operate?"),
            ("A", "No, thank god, they got it out with a scope. He's home {recovery}."),
        ],
        [
            ("What did {a}'s dog eat that it shouldn't have?", (2,), "paraphrase"),
            ("Did {a}'s pet need surgery?", (4,), "paraphrase"),
            ("When did {a} rush the animal to the clinic?", (0,), "temporal"),
        ],
        {
            "pet": ["Biscuit", "our old lab", "the puppy", "Rufus"],
            "object": ["a sock", "a corn cob", "a tennis ball", "half a rubber duck"],
            "recovery": [
                "and sleeping it off",
                "and already begging for treats",
                "wearing a cone",
                "but grumpy",
            ],
        },
    ),
    (
        [
            ("A", "I did something impulsive. I bought a camper van."),
            ("B", "You did NOT. What kind?"),
            ("A", "An old {van} with {feature}. It needs work."),
            ("B", "Where are you taking it first?"),
            ("A", "Up the coast to {place}, as soon as the brakes are fixed, probably {when}."),
        ],
        [
            ("What vehicle did {a} just buy?", (0, 2), "multi"),
            ("Where is {a}'s first road trip going?", (3, 4), "multi"),
            ("When does {a} plan to leave on the trip?", (4,), "temporal"),
        ],
        {
            "van": ["Volkswagen bus", "Ford Transit", "Toyota HiAce", "Mercedes Sprinter"],
            "feature": ["a pop-up roof", "orange curtains", "a tiny stove", "a bed in the back"],
            "place": ["Big Sur", "the Outer Banks", "Cape Breton", "the Oregon dunes"],
            "when": ["in May", "after the holidays", "in three weeks", "over Labor Day"],
        },
    ),
    (
        [
            ("A", "My dad called. He's selling the house I grew up in."),
            ("B", "Wow. How do you feel about that?"),
            ("A", "Sad, mostly. But he wants to move closer to {sibling}."),
            ("B", "That makes sense, honestly."),
            ("A", "We're clearing out the attic {when}. I want to keep {keepsake}."),
        ],
        [
            ("Why is {a}'s father moving?", (0, 2), "multi"),
            ("What does {a} hope to save from the family home?", (4,), "paraphrase"),
            ("When will {a} sort through the attic?", (4,), "temporal"),
        ],
        {
            "sibling": [
                "my sister in Denver",
                "my brother and the grandkids",
                "his sister Ruth",
                "the coast",
            ],
            "when": [
                "next weekend",
                "on the first of the month",
                "over Thanksgiving",
                "this Sunday",
            ],
            "keepsake": [
                "the height marks on the door frame",
                "mom's recipe box",
                "the rocking horse",
                "the old records",
            ],
        },
    ),
    (
        [
            ("A", "I signed us up for a cooking class, couples only."),
            ("B", "Romantic! What cuisine?"),
            ("A", "{cuisine}. First session was {when} and we set off the smoke alarm."),
            ("B", "Of course you did."),
            ("A", "The chef still gave us {award}, I think out of pity."),
        ],
        [
            ("What kind of food is {a} learning to cook?", (2,), "multi"),
            ("When was the first lesson of {a}'s course?", (2,), "temporal"),
            ("What went wrong at {a}'s first class?", (2,), "paraphrase"),
        ],
        {
            "cuisine": ["Thai", "Neapolitan pizza", "Ethiopian", "Sichuan"],
            "when": ["on Tuesday", "last night", "a week ago", "on Valentine's Day"],
            "award": ["a gold star", "the apron prize", "extra dessert", "a round of applause"],
        },
    ),
    (
        [
            ("A", "The test results came back."),
            ("B", "And? I've been thinking about you all week."),
            ("A", "It's benign. The lump is just a cyst."),
            ("B", "Oh thank god. I'm crying a little."),
            ("A", "Me too. They'll check it again {when}, just to be safe."),
        ],
        [
            ("What did {a}'s biopsy show?", (2,), "paraphrase"),
            ("When is {a}'s follow-up appointment?", (4,), "temporal"),
            ("Is {a}'s growth cancerous?", (2,), "paraphrase"),
        ],
        {"when": ["in six months", "next spring", "in three months", "in the new year"]},
    ),
]
