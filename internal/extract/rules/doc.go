// Package rules is engram's deterministic extractor for English and Chinese
// (extractor id "rules/8"). It needs no model and no network, so it is the
// embedded default and the fallback when an LLM endpoint is down.
//
// Only messages with role user are read. The injection guard (guard.go)
// judges sentences and clauses: an instruction to the agent, or a segment
// opened by a forged role label, is dropped and counted in
// Result.Injections, and the user's own statements beside it are kept; a
// message whose instruction runs across sentences yields nothing. Each
// message is cut into
// sentences (. ! ? ; newline and 。！？；) and clauses (Chinese commas; in
// English a comma or and/but/so before a new first-person clause), and each
// clause goes through the rules below, first match wins, except that one
// identity clause may give several profile facts ("I'm a nurse at Mayo").
//
//	rule                                   type         key              confidence  importance
//	"remember that …" / "记住…" (wraps any) as inner    as inner         0.95        ≥ 0.8
//	forget me / 忘了我吧 / forget what I said about X   ForgetIntent (All, Query, Key for known keys)
//	name                                   profile      name             0.9         0.9
//	role, employer, location, hometown, age profile     canonical key    0.9         0.8
//	reply language / length                profile      language,        0.9         0.7
//	                                                    response_style
//	diet ("I'm vegan", "我吃素五年了")        profile      diet             0.8         0.8
//	"remind me to …" / 提醒我…              todo         -                0.9         0.7
//	likes, dislikes, favourites            preference   favorite_<x>     0.85        0.6
//	team / company rules, approvals        rule         -                0.85        0.8
//	decisions ("we decided", "settled on", conclusion   -                0.85        0.8
//	"going with", 决定, 敲定, 商量好)
//	plans ("I need to", 打算, 明天要)       todo         -                0.8 (0.75 for "want to",
//	                                                                     0.65 for undated "I'll")  0.6
//	dated events (yesterday, 上周五)        event        -                0.8         0.5
//	personal facts (family, pets, allergy) fact         -                0.8         0.5 (allergy 0.8,
//	                                                                                 sensitivity high)
//
//	informative first-person sentence     fact, or     -                0.75        heuristic below
//	(generic rule, see below)              event if dated
//
// # Message and sentence shapes
//
// Before the clause rules (shapes.go):
//   - A message that asks for work on a piece of text yields nothing: a
//     translation, rewrite or proofreading request, or an email, message or
//     letter to draft ("translate this: 我叫…", "write an email saying I'm
//     moving", "把这句话翻译成英文：…"). The payload is not the user speaking
//     about themselves.
//   - A labelled sentence is read by its label: "todo: …", "待办：…", "Plan
//     for next week: …" are to-dos; "Pricing rule: …", "公司规定：…" are rules
//     whose content is the whole sentence.
//   - A Chinese rule lead-in cut off by a comma ("我们公司规定，…",
//     "按公司规定，…") is joined to the clause after it.
//   - A Chinese rule, event or personal fact takes the subject-less clauses
//     that follow it into its content ("…必须存在国内服务器上，不能出境",
//     "上周三我摔了一跤，手腕骨折了", "我养了一条金毛，叫豆豆").
//
// Identity belongs to the user only. A clause about someone else ("my
// manager's name is Kevin", "his name is Ned", "My wife is a doctor at
// Mayo", "我老板叫…", "我妈叫我早点睡") never gives a profile fact; it may
// give a fact about that person. Casual and compound introductions are read
// clause by clause: "Lena here", "Tom, 27, from …" (age after the name),
// "backend dev at Stripe" (role and employer, at the start of a message or
// after an introduction), "本人张伟，35岁，在北京一家外企做财务" (a bare age
// or "做…的" role after an identity clause is the user's; a city before
// "一家…" is the location and "一家外企" no employer), "坐标深圳",
// "字节跳动的产品经理" (employer and role). Time zones ("my timezone is CET",
// "so GMT+8 for scheduling", "东八区") are profile key timezone.
//
// Dates: 今年 / "this year" frame a state, not a day, and a year that starts
// a habit ("从去年开始", "since last year") is no event date, so such
// sentences are facts. "on Saturday" resolves to the last Saturday in a
// past-tense clause and the next one otherwise; an explicit calendar date
// ("born on March 3rd, 2019", "2019年3月3日") in a past-tense clause makes an
// event. A Chinese clause that starts with a past date and names no one else
// is the user's event even without 我 ("昨天跟客户开会，…", "前天搬家了"); one
// that starts with a future date and a verb is a plan ("下个月去日本玩").
//
// English chat often drops the subject: a sentence that opens with a past
// verb or a gerund from subjectDropEN ("Started a new job at Netflix last
// week", "Been learning Korean for 6 months") is read with "I" put back.
// Rules need no "we" or "our": an impersonal obligation ("Tickets must be
// closed within 48 hours", "所有代码合并前必须至少两个人review", "客户的数据必须
// 存在国内服务器上"), an imperative prohibition ("Never push directly to
// main"), a scheduling constraint ("don't suggest calls before 9am") or a
// team cadence ("Code freeze starts every Thursday") is a rule, unless it is
// a question or points at the task at hand ("this must be fixed").
// Preferences about what replies contain ("Don't use emojis", "bullet points
// please", "别给我Windows的命令", "回复的时候别用太多术语") are preferences.
//
// Casual withdrawals are forget intents with a query: "you can drop the
// gluten thing", "scrap that about my sister's wedding", "nvm about the job
// offer", "please disregard my earlier message about moving", "别记着减肥的
// 事了", "跳槽那个事就当我没说", "搬家的事你别记了"; "erase me from your
// memory", "I don't want you remembering anything about me", "别再记我的任何
// 信息了" are all.
//
// Forget intents are also recognised by what they are about ("forget where I
// live" → location, "forget my old employer" → employer, "忘掉我住哪儿",
// "把我的名字忘掉吧", "不要再记我的年龄了", "删除你记住的关于我的所有信息" → all).
//
// # Forget requests and profile shapes (rules/4, forget.go, profile.go)
//
// A forget request is read as verb + object, and the object is judged:
// "me" or all of the user's data is All; a profile attribute is a Key ("my
// home address", "where I work", "how old I am", "我的住址", "我在哪家公司上班",
// "我多大"); anything else a Query ("the gym membership", "花生过敏那条"). The
// verbs are imperative (forget, delete, erase, scratch, drop, get rid of,
// 删掉, 忘了, 清掉, 作废 …, after please / can you / you can / 麻烦 / 能不能),
// or a request not to keep ("don't keep my address", "no need to remember
// how old I am", "I'd rather you didn't store where I work", "I don't want my
// time zone saved", "不用记我在哪上班", "别存我的名字"); the Chinese object may
// come before the verb ("我的住址别记了", "装修的事情你就忘了吧"). A pronoun
// object takes its topic from the clause before when that clause names one
// ("that peanut allergy thing, forget it"; "之前说…的那个，不要了"). A request
// after a comma inside a longer clause ("I don't live in Denver anymore,
// forget my location") must name a key, everything or a topic. Never a
// forget intent: the speaker or someone else forgetting ("I forgot my
// umbrella", "我朋友把我的生日忘了"), a question about forgetting ("你会不会
// 忘记…"), a reminder ("别让我忘了"), an edit of the task at hand ("delete the
// second paragraph", "把这段代码删掉"). A message that holds a forget intent
// stores no facts: what else it says justifies the request.
//
// Profile: career changes give role and employer ("got promoted to senior
// PM at Atlassian", "joined Stripe as a designer", "刚升职做了技术总监", then
// "在美团"); a bare age opens a message ("41yo, 6ft", "33M"); a
// self-description label is read as an introduction ("Context: PhD student at
// ETH Zurich"); a statement before a question tail is read alone ("I'm in
// GMT+8, what time …?"); "程序员一枚" is a role; "本人在字节跳动上班" an employer.
// Values are cleaned: a city without its district ("成都高新区" → 成都) or
// state code ("Austin TX" → Austin), a name without "pls", and no value that
// is a question word ("住在哪").
//
// # Generalisation (rules/3)
//
// The patterns read shapes, not corpus sentences:
//   - Suppositions state nothing: a sentence that opens with if, suppose,
//     imagine, what if, let's say, 如果, 假如, 假设, 要是 … yields nothing. In a
//     sentence that ends with a question mark, a clause that opens with an
//     auxiliary or a wh-word ("would I need a visa") is skipped, except a
//     request "can / could / would / will you …"; a Chinese clause ending in
//     吗, or a question to 你, is skipped too. The other clauses are read.
//   - Where one lives is read from the few words after a verb of living (live,
//     have lived, moved, relocated, settled, based, call X home; 在X定居 /
//     生活, 现在人在X): the first capitalised place after in / to / near /
//     outside ("We live in a small apartment in Brooklyn"). "I lived in …"
//     without "have" is the past and gives no location.
//   - Employer and role from tenure and "as a": "I've been at Accenture for
//     three years as a consultant", "i work at amazon as a warehouse
//     supervisor", "I work in marketing at Nike", "working as a paralegal",
//     "an accountant by trade", "我是腾讯的员工".
//   - Preference idioms: a sucker for, all about, a tea person, not my thing,
//     not my cup of tea, can't get enough of, tend to avoid, don't recommend
//     X, the long / short version; 怕辣, 吃不惯, 不习惯, 咖啡控, 对X没兴趣,
//     是我的菜.
//   - Rules: "Only senior engineers can approve …", "Every Friday we …", a
//     Chinese team cadence whose activity follows it ("我们每周五下午做代码评审").
//     No rule is read from a question.
//   - Context is no memory (context.go): the generic rule drops sentences
//     about the task at hand (trouble words such as error, crash, 报错;
//     pointers into the conversation such as below, "this code", 上面;
//     help-seeking openings such as "I'm getting", "I tried", 我试了; a
//     request in the same sentence such as please, tell me, 帮我) and passing
//     states ("right now", "in 10 minutes", a mood word with today / now,
//     我今天好累); the personal-fact rules drop the first three, and the
//     dated-event rules drop a mood or a next-minutes clause.
//   - More relative dates: "a couple weeks ago", "three weeks back", "the
//     other day" and 前几天 / 几天前 / 前些天 (three days, as "a few days ago"),
//     前两天, 半个月前, 上上周, "earlier this week", "last summer" (the first
//     day of the last such season begun at least three months before),
//     "in January" in a past-tense clause whose subject is I or we (the first
//     of the last such month), 今年三月, and a bare 周一 / 星期五 resolved by
//     tense (了 / 过: the last one; 要 / 打算: the next one).
//
// # Conclusions, type cues, calendar dates (classify.go, dates.go)
//
// A decision reached is a conclusion: "We decided to go with Postgres",
// "Ended up buying the Subaru", "I think I'll go with the cheaper option",
// "Final decision: we launch on June 1", "最后还是选了MacBook Air",
// "跟老婆商量好了，明年再买房" (the dated clause after it joins it), "团队一致同意
// 用Go重写". Not decided yet ("I haven't decided", "还没定", "搞定了"), a
// companion ("going with my sister") or a question is no conclusion.
//
// Sentences kept by the generic rule, by the "remember …" fallback and by
// the personal-fact and dated-event rules take their type from their own
// cue words (cueType): deciding → conclusion; liking or disliking with the
// speaker as subject → preference; an obligation of a team or company →
// rule; obligation, intention or a deadline ("need to", "due Friday", "得",
// "打算", "截止") → todo unless dated in the past; a time expression →
// event; else fact. Diets and health conditions are facts (key diet for
// "I'm vegetarian"), unless phrased as a like or dislike.
//
// Besides relative dates, findDate resolves calendar dates in the common
// written forms: "March 3rd", "the 20th of May", "2024-06-01", "on 3/15",
// "on the 12th", "by Friday", "in June" / "next March" (the 1st; not in a
// past-tense clause, where a bare month is too vague), "3月15号",
// "三月三号", "15号", "6月底", "下个月15号", "下个月初", "明年5月"; a year alone
// ("in 2019", "2020年", not "since 2019") is its first day. A year-less date is
// the last such day in a past-tense clause and the next one otherwise.
// Birthdays and anniversaries recur, so their dates make no event.
//
// Profile in passing: "As a nurse working nights, what should I eat?", "29
// y/o product designer here", "I'm a 34-year-old accountant", "Everyone
// calls me Bex", "I prefer to be called Sam", "I work remotely for
// Shopify", "大家都叫我阿杰", "我在腾讯远程办公". Values are the minimal span:
// the city without its region ("Portland, Oregon" → Portland, "浙江杭州" →
// 杭州), the job title without words of mood ("very tired software
// engineer" → software engineer).
//
// # Recall shapes (rules/5, recall.go)
//
// Chat spelling is repaired before the rules run (English text only):
// apostrophe-less contractions ("dont", "ive"), chat abbreviations ("tmrw",
// "wrking", "u", "ur"), and emoji, which end a clause when words follow
// them ("Priya here 👋 data engineer at Atlassian" reads as "Priya here, data
// engineer at Atlassian"). More openers are fillers (fwiw, imo, tbf, ngl,
// "hey there", "hii").
//
// Identity: the place after a job title is the location ("I work as a
// pharmacist in Leeds", "a sous chef in Osaka", "a pastry chef at a tiny
// bakery in Porto"), unless it is a field of work, a language or a month
// ("an analyst in Risk", "a teacher in English"); a job title at an
// unnamed organisation is a role without employer ("PM at a fintech
// startup"); "working remotely from Pune" after an introduction is the
// location; hometown and location are both read from "originally from Cork
// but living in Melbourne"; the expanded list of job nouns covers trades and
// services (guard, receptionist, paramedic, physiotherapist …). An identity
// change on a day ("I just turned 30 last week", "moved to Lyon two weeks
// ago") is also an event; a month or a year frames a state and is not.
//
// Preferences: a habit of choosing ("I always go for the window seat", "I
// usually order oat milk", "I tend to pick aisle seats"), a go-to ("my go-to
// lunch is a wrap"), a comparison that picks a side ("I'd take mountains
// over beaches", "tea over coffee any day"), strong likes without a like
// verb ("I could eat ramen every day", "can't live without my coffee", "been
// really into bouldering", "not much of a coffee drinker"), "I like / hate
// it when …", and subject-less likes ("big fan of jazz", "dont like
// cilantro"). Habits that are not choices stay facts ("I usually work from
// home on Mondays").
//
// Facts: a diet taken up is the diet fact, not a dated event ("I went vegan
// in January" → diet vegan); a lasting health condition with its modifiers
// is a sensitive fact, cut before a request that follows ("I'm type 1
// diabetic so please factor that in" → "Is type 1 diabetic").
//
// Rules stated as having one: "We have a policy that every PR needs a
// ticket", "There's a rule at my company that …", "It's company policy to
// …". Plans may open with their date ("In two days I need to …").
//
// Forget requests: "can you not keep my age on file", "delete all memories
// you have of me" (All), "drop my job title from whatever you've saved"
// (Key role), "the country music thing I mentioned earlier, please forget
// it" (Query), "关于我的东西全都删掉" (All).
//
// Questions, suppositions and other people never give these shapes ("Do
// you usually go for the aisle seat?", "If I went vegan, …", "My sister
// works as a nurse in Leeds" is a fact about the sister).
//
// # Generic rule
//
// A sentence for which none of the rules above produced anything (no fact and
// no forget intent from any of its clauses) goes through the generic rule
// (generic.go). It keeps informative first-person declarative sentences about
// the speaker and their life ("I've been learning the violin for two years",
// "After the race, I took my dog to the beach", "我最近压力有点大，工作太忙了").
// English sentences are first cut at spaced dashes ("Crazy thing happened -
// I won the final"), and each part is judged alone. A part must, after
// leading fillers and a one-word vocative before a comma ("Mel, I …") are
// stripped:
//   - hold a first-person word: I, I'm, I've, I'd, my, myself anywhere, or
//     we/our as the first word (a later "we" is usually generic: "how we
//     think"); in Chinese start with 我, or have 我 after at most four
//     characters of a time or place phrase ("周末我…") but not after a verb
//     or preposition taking it as object ("帮我…", "把我的…");
//   - not start with a request or question word ("Summarize my notes", "Can
//     my landlord…"; requestVerbsEN);
//   - not be a question (ends in ? or ？; in Chinese also 吗/么 or an
//     interrogative such as 什么, 怎么, 哪, 谁);
//   - not address the other party: an English part is cut before the clause
//     holding "you"/"your" ("I joined the class, you can always improve" keeps
//     the first clause) and dropped if that leaves nothing; a Chinese one with
//     你/您 is dropped;
//   - not start with a reaction, hedge or politeness ("I think", "I know",
//     "I'm glad", "I hope", "I'm sorry", "I'll", "me too", 我觉得, 我知道,
//     我也是 … the lists are genericDenyEN / genericDenyZH), nor be a thin
//     remark about the conversation ("I think this is a great point").
//
// Content is the sentence itself, rewritten to third person like the other
// rules ("Has been learning the violin …", "用户最近压力有点大…") and clipped
// at a word boundary to 300 bytes. A relative date makes it an event with the
// date resolved as above (in English moved to the end: "Hiked with some
// friends on 2023-05-05 (Last Friday)"). Confidence is 0.75 (kept by the default threshold,
// below every specific rule). Importance is
//
//	0.1 + 0.07 per content word (at most 6) + 0.08 for a named entity
//	    + 0.08 for a number + 0.08 for a date, capped at 0.7
//
// where a content word is an English word of three or more letters outside a
// stop list of function words and conversational fillers (a Chinese content
// word is two Han characters outside a list of function characters), and a
// named entity is a capitalised word after the first. So "I went hiking"
// (0.17) and "I've been painting a lot lately" (0.24) fall below the 0.3
// threshold, while three content words or two plus an entity, number or date
// pass. Assistant, system and tool messages, instructions, and every
// sentence of a message that held one never reach the rule.
//
// With the default thresholds (confidence > 0.7, importance > 0.3) everything
// above is kept except undated "I'll …" statements, which are usually
// conversational. Relative dates are resolved against the turn's ts in its
// own time zone (see findDate); the resolved date is written into the content
// ("Went hiking on 2023-05-07 (yesterday)", "用户2023-05-07（昨天）去爬山了") and
// into Fact.EventTime.
//
// Reply preferences and the diet carry a key so that a later different
// value supersedes the old one, and are typed profile (settingKeys), as the
// LLM extractor's prompt types them, so they are current in the profile: response_style is "short" or "detailed" in both languages;
// language is the language as the user named it ("Chinese", "中文", "英文").
// Content is a clean third-person statement that keeps the user's words,
// because recall is partly lexical.
package rules
