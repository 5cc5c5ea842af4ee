# class: date -- relative dates resolved against the local date of ts
ITEMS = [
 dict(ts="2026-03-04T08:20:00-05:00",
      text="my daughter's piano recital is next month on the 3rd, don't let me forget",
      exp=["event:2026-04-03"],
      note="'don't let me forget' also makes a todo about the recital defensible"),
 dict(ts="2026-02-11T09:00:00+00:00",
      text="I'm on sick leave until Friday, so no work stuff this week",
      exp=["event:2026-02-13"]),
 dict(ts="2026-05-20T19:10:00+01:00",
      text="the plumber's coming the day after tomorrow in the morning, need to be home",
      exp=["event:2026-05-22"]),
 dict(ts="2026-06-08T12:45:00-04:00",
      text="had my bloodwork done last Tuesday, results should come back soon",
      exp=["event:2026-06-02"]),
 dict(ts="2026-01-20T20:30:00+08:00",
      text="every year on March 14 we go back to my grandma's village for her memorial",
      exp=["fact:memorial"],
      note="yearly habit: a fact, not a dated event"),
 dict(ts="2026-04-15T10:00:00-04:00",
      text="my passport expires in two weeks and I still need to renew it",
      exp=["event:2026-04-29", "todo:passport"]),
 dict(ts="2026-07-02T18:25:00+10:00",
      text="our anniversary is this Saturday, want to book somewhere nice",
      exp=["event:2026-07-04"]),
 dict(ts="2026-09-28T21:00:00+09:00",
      text="got an interview at Rakuten on Wednesday next week at 2pm",
      exp=["event:2026-10-07"]),
 dict(ts="2026-11-05T14:35:00-08:00",
      text="I'm moving out of this apartment at the end of the month, lease is up",
      exp=["event:2026-11-30"]),
 dict(ts="2026-03-30T08:00:00+01:00",
      text="dentist in 10 days, remind me the night before pls",
      exp=["event:2026-04-09", "todo:dentist"]),
 dict(ts="2026-08-14T16:00:00+02:00",
      text="the kids go back to school a week from Monday, need to buy supplies",
      exp=["event:2026-08-24"],
      note="'a week from Monday' = the Monday after the coming Monday (17th + 7)"),
 dict(ts="2026-12-01T10:30:00+05:30",
      text="I fly home to Kochi on the 19th for Christmas",
      exp=["event:2026-12-19", "p:hometown=Kochi"]),
 dict(ts="2026-10-12T09:15:00-04:00",
      text="my mom's knee surgery got scheduled for the first Monday of next month",
      exp=["event:2026-11-02"]),
 dict(ts="2026-02-25T13:20:00-06:00",
      text="tax appointment with my CPA tomorrow at 4, gotta find those receipts",
      exp=["event:2026-02-26"]),
 dict(ts="2026-05-04T08:40:00+08:00",
      text="I started the new job last Thursday and it's already chaos",
      exp=["event:2026-04-30"]),
]
# independent recomputation of every resolved date, checked by build.py
import datetime as _d
def _nxt(day, wd):  # next date strictly after day with weekday wd (Mon=0)
    k = (wd - day.weekday()) % 7 or 7
    return day + _d.timedelta(days=k)
def _lastweek(day, wd):  # weekday wd of the previous calendar week
    monday = day - _d.timedelta(days=day.weekday() + 7)
    return monday + _d.timedelta(days=wd)
def _first_wd_next_month(day, wd):
    y, m = (day.year + (day.month == 12), day.month % 12 + 1)
    f = _d.date(y, m, 1)
    return f + _d.timedelta(days=(wd - f.weekday()) % 7)
DATE_CHECKS = {
 "piano recital": lambda t: _d.date(t.year, t.month + 1, 3),
 "sick leave until Friday": lambda t: _nxt(t, 4),
 "day after tomorrow": lambda t: t + _d.timedelta(days=2),
 "bloodwork": lambda t: _lastweek(t, 1),
 "passport expires": lambda t: t + _d.timedelta(days=14),
 "anniversary is this Saturday": lambda t: _nxt(t, 5),
 "Rakuten": lambda t: _lastweek(t, 2) + _d.timedelta(days=14),
 "end of the month, lease": lambda t: _d.date(t.year, t.month + 1, 1) - _d.timedelta(days=1),
 "dentist in 10 days": lambda t: t + _d.timedelta(days=10),
 "a week from Monday": lambda t: _nxt(t, 0) + _d.timedelta(days=7),
 "Kochi on the 19th": lambda t: _d.date(t.year, t.month, 19),
 "first Monday of next month": lambda t: _first_wd_next_month(t, 0),
 "CPA tomorrow": lambda t: t + _d.timedelta(days=1),
 "new job last Thursday": lambda t: _lastweek(t, 3),
}
