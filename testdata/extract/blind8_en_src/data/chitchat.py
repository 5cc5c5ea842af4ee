# class chitchat: greetings, thanks, small talk; expect []
ITEMS = [
 {"tz": "America/Chicago", "ts": "2026-01-04T10:30:00-06:00", "text": "hey there, how's it going today?", "expected": []},
 {"tz": "Europe/London", "ts": "2026-02-16T22:45:00+00:00", "text": "thanks!! that worked perfectly, you're a lifesaver", "expected": []},
 {"tz": "Asia/Manila", "ts": "2026-03-23T06:50:00+08:00", "text": "good morning :) hope you're doing well", "expected": []},
 {"tz": "America/New_York", "ts": "2026-04-18T23:15:00-04:00", "text": "haha ok that is actually hilarious", "expected": []},
 {"tz": "Europe/Berlin", "ts": "2026-05-25T15:00:00+02:00", "text": "what's the weather usually like on Mars lol", "expected": []},
 {"tz": "Australia/Melbourne", "ts": "2026-06-11T21:30:00+10:00", "text": "ok cool, thanks for the help tonight", "expected": []},
 {"tz": "America/Los_Angeles", "ts": "2026-07-27T14:20:00-07:00", "text": "nvm figured it out myself, cheers mate", "expected": []},
 {"tz": "Pacific/Auckland", "ts": "2026-01-01T00:20:00+13:00", "text": "happy new year!! 2026 here we go", "expected": []},
 {"tz": "America/Toronto", "ts": "2026-08-28T17:05:00-04:00", "text": "lol you're funnier than half my coworkers", "expected": []},
 {"tz": "Europe/Madrid", "ts": "2026-09-19T12:40:00+02:00", "text": "anyway, tell me a fun fact about octopuses", "expected": []},
 {"tz": "Africa/Johannesburg", "ts": "2026-10-09T18:00:00+02:00", "text": "gotta run, talk to you later ok?", "expected": []},
 {"tz": "Asia/Kolkata", "ts": "2026-11-26T20:10:00+05:30", "text": "hmm interesting, never thought of it that way", "expected": []},
 {"tz": "Europe/Paris", "ts": "2026-12-21T23:30:00+01:00", "text": "bonjour! just popping in to say hi before bed", "expected": []},
 {"tz": "America/Chicago", "ts": "2026-02-06T16:30:00-06:00", "text": "ty ty, that's all for now", "expected": []},
 {"tz": "Asia/Dubai", "ts": "2026-03-31T09:00:00+04:00", "text": "wow that's a lot of info, give me a sec to read", "expected": []},
]
