# class: chitchat -- nothing to remember
ITEMS = [
 dict(ts="2026-01-06T07:45:00-05:00", text="good morning! how's it going today?"),
 dict(ts="2026-02-05T16:20:00+00:00", text="thanks so much, that really helped"),
 dict(ts="2026-03-06T22:10:00-08:00", text="lol ok that's actually hilarious"),
 dict(ts="2026-04-08T10:30:00+02:00", text="what's the capital of Mongolia again?"),
 dict(ts="2026-05-09T13:00:00-04:00", text="can you explain how a heat pump works in simple terms"),
 dict(ts="2026-06-14T18:05:00+10:00", text="ok cool, one sec, brb"),
 dict(ts="2026-07-11T12:40:00-06:00", text="how many tablespoons are in a quarter cup?"),
 dict(ts="2026-08-21T09:00:00+01:00", text="happy friday!! any fun facts for me today?"),
 dict(ts="2026-09-03T15:15:00-05:00", text="hmm not sure that's right, can you double check the math"),
 dict(ts="2026-10-09T20:45:00+09:00", text="what's a good synonym for 'resilient'?"),
 dict(ts="2026-11-14T23:30:00-05:00", text="ok night! talk to you tomorrow"),
 dict(ts="2026-12-04T11:25:00+00:00", text="is it true octopuses have three hearts?"),
 dict(ts="2026-01-17T14:00:00+05:30", text="write me a haiku about rain, anything goes"),
 dict(ts="2026-03-27T19:50:00-04:00", text="why is the sky orange at sunset, physics-wise?"),
]
