// Package rules is engram's deterministic extractor for English and Chinese
// (extractor id "rules/1"). It needs no model and no network, so it is the
// embedded default and the fallback when an LLM endpoint is down.
//
// Only messages with role user are read. A user message that
// extract.IsInstruction flags yields nothing at all. Each message is cut into
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
//	reply language / length                preference   language,        0.9         0.7
//	                                                    response_style
//	"remind me to …" / 提醒我…              todo         -                0.9         0.7
//	likes, dislikes, diet, favourites      preference   favorite_<x>,    0.85        0.6
//	                                                    diet
//	team / company rules, approvals        rule         -                0.85        0.8
//	plans ("I need to", 打算, 明天要)       todo         -                0.8 (0.75 for "want to",
//	                                                                     0.65 for undated "I'll")  0.6
//	dated events (yesterday, 上周五)        event        -                0.8         0.5
//	personal facts (family, pets, allergy) fact         -                0.8         0.5 (allergy 0.8,
//	                                                                                 sensitivity high)
//
// With the default thresholds (confidence > 0.7, importance > 0.3) everything
// above is kept except undated "I'll …" statements, which are usually
// conversational. Relative dates are resolved against the turn's ts in its
// own time zone (see findDate); the resolved date is written into the content
// ("Went hiking on 2023-05-07 (yesterday)", "用户2023-05-07（昨天）去爬山了") and
// into Fact.EventTime.
//
// Reply preferences carry a key so that a later different value supersedes
// the old one: response_style is "short" or "detailed" in both languages;
// language is the language as the user named it ("Chinese", "中文", "英文").
// Content is a clean third-person statement that keeps the user's words,
// because recall is partly lexical.
package rules
