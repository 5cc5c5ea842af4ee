package rules

import (
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/pkg/events"
)

var (
	nameEN           = compile(`(?i)\b(?:my\s+name\s+is|my\s+name's|my\s+full\s+name\s+is|i'm\s+called|i\s+am\s+called|(?:you\s+can\s+|please\s+|just\s+)?call\s+me|i\s+go\s+by|^the\s+name's|^name\s+is|^name's)\s+([\p{L}][\p{L}'.\-]*(?:\s+[\p{L}][\p{L}'.\-]*){0,3})`)
	favRevEN         = compile(`(?i)^([\p{L}][\p{L}\d\s'\-]{1,40}?)\s+(?:is|are)\s+my\s+(?:all[\s-]time\s+)?favou?rite\s+([\p{L}\s]{2,30})$`)
	ruleImpersonalEN = compile(`(?i)^(?:[\p{L}\-]+\s+){1,3}(?:must|need\s+to|needs\s+to|have\s+to|has\s+to|should\s+always|can\s+only)\s+be\s+\p{L}+(?:ed|en)\b|^(?:[\p{L}\-]+\s+){1,3}(?:is|are)\s+due\s+(?:every|each|by|on|within|before)\b|\bneeds?\s+(?:at\s+least\s+)?(?:\w+\s+)?(?:days?|weeks?|hours?|months?)'?\s+(?:notice|in\s+advance|advance\s+notice)\b`)
	ruleImpEN        = compile(`(?i)^(?:never|don't\s+ever|nobody|no\s+one)\s+(?:should\s+|may\s+|can\s+|is\s+allowed\s+to\s+|gets\s+to\s+)?(?:push|merge|deploy|commit|ship|release|share|send|post|upload|delete|drop|touch|edit|change|run|store|leave|accept|approve|sign|pay|spend|book|discuss|expose|log|hardcode|hard-code|force-push|force\s+push)\b|^no\s+(?:[\p{L}\-]+\s+){1,3}(?:without|before|after|unless|until|during)\b`)
	workAsEN         = compile(`(?i)^i(?:\s+work|\s+am\s+working|'m\s+working|'ve\s+been\s+working|\s+have\s+been\s+working|'ve\s+been|\s+have\s+been|'m|\s+am|\s+(?:just\s+|recently\s+)?started)\s+(at|for|in|with)\s+(.+?)\s+as\s+(?:an?\s+)?([\p{L}][\p{L}\s\-]{1,40}?)$`)
	// tenureEN is "I've been at / with X for three years" ("since 2019"): X is the employer.
	tenureEN = compile(`^(?i:i've\s+been|i\s+have\s+been|i've\s+worked|i\s+have\s+worked)\s+(?i:at|with|for)\s+(\p{Lu}[\p{L}\d&.'\-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'\-]*|&|of))*)\s+(?i:for|since)\s`)
	// liveVerbEN opens a statement of where the user (or their household)
	// lives now; liveLocEN looks for the place in the words after it.
	liveVerbEN = compile(`(?i)\b(?:(?:i|we)('ve|\s+have|'d|\s+had)?|but|and)(?:\s+(?:just|recently|currently|now|finally|also|still|actually|already|been|officially|permanently))*\s+(live|lived|living|reside|resided|residing|relocated|moved|settled|'m\s+based|am\s+based|'re\s+based|are\s+based|'m\s+located|am\s+located|call)\b`)
	// hometownIsEN is "my hometown is X".
	hometownIsEN = compile(`^(?i:my\s+(?:home\s*town|hometown|home\s+city|birthplace)\s+is)\s+(\p{Lu}[\p{L}'.\-]*(?:\s+\p{Lu}[\p{L}'.\-]*)*)`)
	bareLikeEN   = compile(`(?i)^(?:not\s+(?:really\s+|that\s+|too\s+|super\s+)?into|(?:really|totally|so|super)\s+into|not\s+(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of|(?:a\s+)?(?:big|huge)\s+fan\s+of|can't\s+stand|cannot\s+stand)\s`)
	roleIsEN     = compile(`(?i)^my\s+(?:job\s+title|title|job|role|position|occupation|profession)\s+is\s+(?:an?\s+)?([\p{L}][\p{L}\s\-]{1,40}?)(?:\s+(?:at|for|with)\s+((?-i:\p{Lu})[\p{L}\d&.'\-]*(?:\s+(?-i:\p{Lu})[\p{L}\d&.'\-]*)*)|\s+(?:at|for|with|in)\s+.*)?(?:\s*,.*)?$`)
	teamHabitEN  = compile(`(?i)^(?:we|our\s+(?:[\p{L}\-]+\s+)?(?:team|company|org|department|office|school|group|firm|startup|lab|shop|store)|(?:our\s+|the\s+)?(?:code\s+freeze|standups?|stand-ups?|deploys?|deployments?|releases?|retros?|retrospectives?|sprints?|on-?call|sprint\s+planning|all-hands|payroll|inventory|backups?))\b.*\b(?:every|each)\s+(?:day|morning|week|weekday|sprint|month|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|(?i)^our\s+(?:sprints?|release\s+cycle|on-?call\s+rotation|standups?|retros?)\s+(?:is|are|last|lasts|run|runs)\b`)
	orgAfterEN   = compile(`^\s+(?i:at|for|with)\s+(?i:an?\s+(?:[\p{L}\-]+\s+){0,2}(?:company|startup|firm|agency|bank|hospital|clinic|school|lab|studio|shop|nonprofit|non-profit|consultancy)\s+(?:called|named)\s+)?(\p{Lu}[\p{L}\d&.'\-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'\-]*|&|of))*)`)
	orgLeadEN    = compile(`(?i)^(?:(?:at|in|for|on)\s+(?:my|our|the)\s+(?:company|team|work|job|office|org|organi[sz]ation|department|dept|firm|startup|lab|school|shop|store|restaurant|clinic|hospital|project|workplace)|at\s+work|here\s+at\s+\p{L}+)\b[,:]?\s*`)
	modalRuleEN  = compile(`(?i)\b(?:must|needs?|have\s+to|has\s+to|can't|cannot|can\s+only|only|always|never|not\s+allowed|required|requires?|forbidden|mandatory|no\s+one|nobody|is\s+capped|are\s+capped|max(?:imum)?|at\s+least|at\s+most)\b`)
	strictEN     = compile(`(?i)\b(?:no\s+exceptions?|without\s+exception|mandatory|strictly|hard\s+rule|non-negotiable|is\s+required|are\s+required)\b`)
	orgSubjEN    = compile(`(?i)^(?:we|our\s+(?:[\p{L}\-]+\s+)?(?:team|company|org|organi[sz]ation|department|dept|office|school|group|firm|startup|lab|shop|store|policy|rule|process))\b`)
	todoBareEN   = compile(`(?i)^(?:still\s+|really\s+|also\s+|definitely\s+)?(need\s+to|have\s+to|gotta|got\s+to|going\s+to|gonna|planning\s+to|plan\s+to|hoping\s+to|must)\s+(\S.*)$`)
	otherNameEN  = compile(`(?i)^(?:his|her|their|(?:my|our)\s+\p{L}+(?:'s|s'))\s+name(?:\s+is|'s)\s+\p{Lu}`)
	hereEN       = compile(`^(?:it's\s+|its\s+)?(\p{Lu}[\p{L}'\-]+(?:\s+\p{Lu}[\p{L}'\-]+)?)\s+here(?:$|\s*[,!:]|\s+[—–-]\s|\s+(?:from|again))`)
	introAgeEN   = compile(`^[^,]{1,40},\s*(\d{1,2})(?:\s*(?:y/?o|yrs?(?:\s+old)?|years?\s+old))?\s*(?:,|$|\s+and\b|\s+from\b)`)
	casualRole   = compile(`(?i:(?:^|,\s*|\band\s+)(?:a\s+|an\s+)?((?:[\p{L}\-]+\s+){0,3}[\p{L}\-]+)\s+(?:at|@)\s+)(\p{Lu}[\p{L}\d&.'\-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'\-]*|&|of))*)(?:\s*(?:,|$)|\s+(?:in|since|for)\s)`)
	ruleEN4      = compile(`(?i)^(?:[^:]{1,30}:\s*)?(?:(?:everyone|everybody)\s+(?:on|in|at|who)\s+|(?:all|every|each|any)\s+)(?:[^\s,]+\s+){0,5}?(?:must|need|needs|has\s+to|have\s+to|require|requires|should\s+always|should\s+never|can't|cannot|can\s+only|may\s+not|are\s+not\s+allowed|aren't\s+allowed|is\s+not\s+allowed|isn't\s+allowed|are\s+required|is\s+required|are\s+subject|always|never)\b|\b(?:needs?|requires?)\s+(?:an?\s+|two\s+|three\s+|\d+\s+)?(?:[\p{L}']+\s+){0,2}(?:approvals?|sign-?offs?|signoffs?|reviewers?)\b|\bneeds?\s+(?:approval|sign-?off|a\s+review|review|two\s+approvals|\w+\s+approvals?)\s+(?:from|by)\b`)
	formatNounEN = compile(`(?i)\b(?:casual|formal|informal|professional|friendly|conversational|plain\s+english|simple\s+language|metric(?:\s+units)?|imperial(?:\s+units)?|british\s+spelling|american\s+spelling|celsius|fahrenheit|24-hour\s+time|emojis?|emoticons?|bullet(?:s|\s+points?|ed\s+lists?)?|tables?|markdown|jargon|technical\s+terms|acronyms|abbreviations|code\s+(?:blocks?|snippets?|samples?|examples?)|examples?|headings?|headers|(?:numbered\s+)?lists|walls?\s+of\s+text|(?:long\s+)?paragraphs|exclamation\s+(?:marks?|points?)|all\s+caps|links|sources|citations|references|disclaimers|caveats|small\s+talk|filler|fluff|pleasantries|apologies|formatting|bold(?:\s+text)?|latex|diagrams|analogies|metaphors|slang|profanity|swearing|(?:\p{L}+\s+)?commands|one-liners|summaries|tl;?dr)\b`)
	formatMarkEN = compile(`(?i)^(?:please\s+|pls\s+|always\s+|just\s+)*(?:don't|do\s+not|never|stop|avoid|skip|no|use|include|add|give\s+me|more|less|fewer|only|keep|without|prefer)\b|\b(?:please|pls|plz)$|^(?:no|more|fewer|less|some)\s`)
	formatNegEN  = compile(`(?i)^(?:please\s+|pls\s+|just\s+)*(?:don't|do\s+not|never|stop|avoid|skip|no|less|fewer|without)\b`)
	constraintEN = compile(`(?i)\b(?:don't|do\s+not|never|no)\s+(?:[\p{L}']+\s+){0,3}(?:calls?|meetings?|messages?|emails?|texts?|notifications?|deploys?|deployments?|releases?|pings?|anything)\s+(?:before|after|past|earlier\s+than|later\s+than|on|during)\s+\S.*$`)
	tzEN         = compile(`\b(?:(?:UTC|GMT)\s?[+\-−]\s?\d{1,2}(?::\d\d)?|UTC|GMT|CET|CEST|EET|EEST|WET|BST|IST|JST|KST|SGT|HKT|AEST|AEDT|ACST|AWST|NZST|NZDT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|AKST|HST|(?:Pacific|Eastern|Central|Mountain|Atlantic)\s+(?:time|Time)|(?:Europe|America|Asia|Australia|Africa)/[A-Z][A-Za-z_]+)\b`)
	tzCtxEN      = compile(`(?i)\b(?:time\s?zone|tz|my\s+time|i'm\s+(?:on|in)|i\s+am\s+(?:on|in)|we're\s+(?:on|in)|for\s+scheduling|(?:based|living|working|live|work)\s+(?:in|on|out\s+of|from)|,\s*so)\b|^(?:(?:UTC|GMT)\s?[+\-−]\s?\d{1,2}|[A-Z]{3,4})\s+(?:here|for\s+me)`)
	workFromEN   = compile(`^(?i:(?:i'm\s+|i\s+am\s+|currently\s+)?(?:working|living|based|staying)\s+(?:remotely\s+|full[\s-]time\s+|part[\s-]time\s+|mostly\s+|currently\s+)?(?:from|in|out\s+of)\s+)(\p{Lu}[\p{L}'.\-]*(?:\s+\p{Lu}[\p{L}'.\-]*)*|\p{Han}{2,8})`)
	introEN      = compile(`^(?:[Ii]'m|I\s+am|[Tt]his\s+is)\s+(\p{Lu}[\p{L}'\-]*(?:\s+\p{Lu}[\p{L}'\-]*){0,2})(?:$|\s*,|\s+[—–-]\s|\s+(?:and|from|here|by))`)
	roleEN       = compile(`(?i)(?:` + strings.Join(roleLeadsEN, "|") + `)` + roleRestEN)
	employerEN   = compile(`(?i:\b(?:i\s+work(?:\s+in\s+[\p{L}\-]+(?:\s+[\p{L}\-]+)?)?|i'm\s+working|i\s+am\s+working|i've\s+been\s+working|i\s+intern|i'm\s+interning|engineer|developer|designer|manager|analyst|scientist|researcher|intern|consultant|lead|director|teacher|nurse|doctor|accountant|i'm\s+employed)\s+(?:at|for|by)|\bi\s+(?:just\s+|recently\s+)?joined|\bi\s+(?:just\s+|recently\s+)?(?:started|began|landed|got)\s+(?:a\s+|my\s+)?(?:new\s+)?(?:job|position|role|gig|internship|working)\s+(?:at|with|for))\s+(?i:an?\s+(?:[\p{L}\-]+\s+){0,2}(?:company|startup|firm|agency|bank|hospital|clinic|school|lab|studio|shop|nonprofit|non-profit|consultancy)\s+(?:called|named)\s+)?(\p{Lu}[\p{L}\d&.'\-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'\-]*|&|of))*|[a-z][a-z\d&.\-]+\.(?:com|io|ai|org))`)
	employer2    = compile(`(?i)\bmy\s+(?:company|employer)\s+is\s+(\S.*)$`)
	locationEN   = compile(`(?i:\b(?:i\s+live|i'm\s+living|i\s+am\s+living|i\s+reside|i'm\s+based|i\s+am\s+based|i'm\s+located|i\s+am\s+located|i\s+(?:just\s+|recently\s+)?moved|i've\s+(?:just\s+)?moved|i\s+relocated|based|living)\s+(?:in|to|out\s+of))\s+(\p{Lu}[\p{L}'.\-]*(?:\s+\p{Lu}[\p{L}'.\-]*)*(?:,\s*\p{Lu}[\p{L}'.\-]*(?:\s+\p{Lu}[\p{L}'.\-]*)*)?|\p{Han}{2,8}|[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+)?$)`)
	hometownEN   = compile(`^(?i:(?:i'm|i\s+am|i\s+come)\s+(?:originally\s+)?from)\s+(\p{Lu}[\p{L}'.\-]*(?:\s+\p{Lu}[\p{L}'.\-]*)*)`)
	ageEN2       = compile(`(?i)\b(?:i'm|i\s+am)\s+(\d{1,3})\s*(?:years?\s+old|yrs?\s+old|y/?o|$|,|\s+and\b|\s+now\b)|\bmy\s+age\s+is\s+(\d{1,3})|\bi\s+(?:just\s+)?turned\s+(\d{1,3})\b`)

	langWordsEN = `chinese|mandarin|english|french|german|spanish|japanese|korean|russian|italian|portuguese|cantonese|arabic|hindi|vietnamese|dutch`
	replyLangEN = compile(`(?i)\b(?:answer|answers|reply|replies|respond|responses|response|write|speak|talk|communicate|use|explain|chat|text)\b[^.]*?\b(?:in\s+|using\s+)?(` + langWordsEN + `)\b|\b(` + langWordsEN + `)\s+(?:please|only|answers|replies|responses)\b|^(?:in\s+)(` + langWordsEN + `)\b`)
	replyNoun   = compile(`(?i)^(?:a\s+(?:bit|little)\s+)?(?:more|less)\s+details?\b|\b(?:answers?|repl(?:y|ies)|responses?|respond|explanations?|explain|summar(?:y|ies)|messages?|write|writing|keep\s+it|keep\s+them|be|tl;?dr|output|version|gist)\b`)
	styleShort  = compile(`(?i)\b(?:(?:under|below|within|max(?:imum)?\s+(?:of\s+)?|no\s+more\s+than|less\s+than|fewer\s+than)\s+\d+\s+(?:words|sentences|lines)|\d+\s+(?:words|sentences|lines)\s+(?:max|or\s+less|or\s+fewer)|short|shorter|brief|briefly|concise|concisely|succinct|terse|to\s+the\s+point|tl;?dr|one[\s-]liners?|less\s+verbose|not\s+too\s+long|no\s+long|keep\s+it\s+short|fewer\s+words|short\s+version|quick\s+version|just\s+the\s+gist|the\s+gist|bottom\s+line)\b`)
	styleLong   = compile(`(?i)\b(?:detailed|more\s+detail|in\s+detail|longer|in-depth|in\s+depth|thorough|thoroughly|comprehensive|elaborate|step[\s-]by[\s-]step|more\s+details|lots\s+of\s+detail|full\s+explanations?|long\s+version|full\s+version|all\s+the\s+details|every\s+detail|deep[\s-]dives?|nitty[\s-]gritty)\b`)
	// otherLanguageEN is a language asked for something other than the
	// replies themselves, or beside another language ("comments in
	// English", "in both English and Chinese"): no reply language, the
	// standing instruction keeps it whole.
	otherLanguageEN = compile(`(?i)\b(?:comments?|variable\s+names?|identifiers?|commit\s+messages?)\b|\bboth\b|\bbilingual\b|\b(?:` + langWordsEN + `)\s+(?:and|then|with|plus|\+|&)\s+(?:` + langWordsEN + `|中文|英文)\b|注释|註釋|註解|双语|雙語`)
	iSpeak          = compile(`^i\s+(?:can\s+|also\s+|only\s+)?(?:speak|talk|write|read|understand|use|learned|studied|grew)\b`)
	negReply        = compile(`(?i)\b(?:don't|do\s+not|never|stop|no\s+more|not|hate|dislike|can't\s+stand)\b`)

	dietEN      = compile(`(?i)\b(?:i'm|i\s+am)\s+(?:a\s+|now\s+|strictly\s+)?(vegetarian|vegan|pescatarian|lactose[\s-]intolerant|gluten[\s-]free|keto|halal|kosher)\b`)
	favEN       = compile(`(?i)\bmy\s+(?:all[\s-]time\s+)?favou?rite\s+([\p{L}\s]{2,30}?)\s+(?:is|are|was|would\s+be)\s+(.+)$`)
	likeEN      = compile(`(?i)^(?:i|we)\s+(?:really\s+|also\s+|just\s+|absolutely\s+|totally\s+|kinda\s+|kind\s+of\s+|sort\s+of\s+|generally\s+|usually\s+|still\s+|do\s+|much\s+|definitely\s+|honestly\s+|truly\s+|actually\s+|always\s+)*(prefer|would\s+prefer|like|love|enjoy|adore|hate|dislike|detest|loathe|can't\s+stand|cannot\s+stand|can\s+not\s+stand|don't\s+like|do\s+not\s+like|don't\s+really\s+like|don't\s+enjoy|don't\s+care\s+for|am\s+not\s+a\s+(?:big\s+|huge\s+)?fan\s+of|'m\s+not\s+a\s+(?:big\s+|huge\s+)?fan\s+of|am\s+a\s+(?:big\s+|huge\s+)?fan\s+of|'m\s+a\s+(?:big\s+|huge\s+)?fan\s+of|'m\s+(?:really\s+|so\s+|totally\s+|big\s+)?into|am\s+(?:really\s+|so\s+|totally\s+|big\s+)?into|'m\s+obsessed\s+with|am\s+obsessed\s+with|'m\s+not\s+(?:really\s+|that\s+|too\s+|super\s+)?into|am\s+not\s+(?:really\s+|that\s+|too\s+|super\s+)?into|avoid|'d\s+rather|would\s+rather)\s+(.+)$`)
	allergyEN   = compile(`(?i)\b(?:i'm|i\s+am|i\s+have\s+been)\s+(?:severely\s+|very\s+|mildly\s+|deathly\s+)?allergic\s+to\s+(.+)$|\bi\s+have\s+(?:an?\s+)?(?:severe\s+)?(\S+\s+)?allergy`)
	stylePrefEN = compile(`(?i)^(?:please\s+|pls\s+|from\s+now\s+on,?\s+|going\s+forward,?\s+|in\s+the\s+future,?\s+|always\s+|next\s+time,?\s+)+(?:please\s+)?(?:always\s+)?(use|avoid|don't\s+use|stop\s+using|include|add|skip|no|give\s+me|format|write|explain|show)\b(.*)$`)
	stopEN      = compile(`(?i)^(?:please\s+)?(?:stop|quit|don't\s+keep|do\s+not\s+keep|no\s+more)\s+(\S.*)$`)

	ruleEN  = compile(`(?i)^(?:at\s+(?:work|my\s+company|my\s+job|our\s+company|the\s+office),?\s+)?(?:(?:we're|we\s+are)\s+(?:not\s+allowed|not\s+permitted|required|forbidden|only\s+allowed|not\s+supposed)\b|(?:we|our\s+(?:team|company|org|organization|department|dept|office|school|group|firm|startup|lab|shop))\s+(?:never|always|only|must|don't|do\s+not|can't|cannot|can\s+not|have\s+to|are\s+required\s+to|requires?|forbids?|bans?|prohibits?|mandates?|aren't\s+allowed|are\s+not\s+allowed|need\s+to|has\s+to|doesn't|does\s+not|won't)\b)`)
	ruleEN2 = compile(`(?i)\b(?:our|the|my\s+company's|my\s+team's|company|team)\s+(?:[\p{L}\-]+\s+){0,3}(?:process|policy|policies|rule|rules|workflow|procedure|guideline|guidelines|standard|convention|requirement|requirements|sla|budget\s+limit|limit|deadline|cadence|approval|approvals)\b.*\b(?:is|are|has|have|requires?|needs?|must|says|means|takes|goes|involves|only|always|never|can't|cannot|caps|limits|allows|forbids|bans|prohibits)\b`)
	ruleEN3 = compile(`(?i)\b(?:all|every|any)\s+(?:[\p{L}\-]+\s+){0,3}(?:must|need\s+to|needs\s+to|has\s+to|have\s+to|require|requires|should\s+always)\s+(?:be\s+)?(?:approved|reviewed|signed|go|get|have)\b|\b(?:must|needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:approved|signed\s+off|reviewed)\s+by\b|\bno\s+(?:deploys?|deployments|releases|merges|meetings)\s+(?:on|after|before|during)\b`)

	todoEN   = compile(`(?i)^(?:i|we)\s+(?:still\s+|really\s+|also\s+|definitely\s+|probably\s+|seriously\s+)?(need\s+to|have\s+to|gotta|got\s+to|must|should|'ve\s+got\s+to|am\s+going\s+to|'m\s+going\s+to|'m\s+gonna|am\s+gonna|plan\s+to|'m\s+planning\s+to|am\s+planning\s+to|are\s+planning\s+to|'re\s+planning\s+to|intend\s+to|want\s+to|'ll|will|'m\s+supposed\s+to|am\s+supposed\s+to|'re\s+going\s+to|are\s+going\s+to|hope\s+to|'m\s+hoping\s+to|am\s+hoping\s+to|'m\s+thinking\s+of|am\s+thinking\s+of|'m\s+thinking\s+about|am\s+thinking\s+about|am\s+considering|'m\s+considering|'d\s+like\s+to|would\s+like\s+to|'m\s+about\s+to|am\s+about\s+to|'m\s+trying\s+to|am\s+trying\s+to)\s+(.+)$`)
	remindEN = compile(`(?i)\b(?:remind\s+me\s+(?:(?:tomorrow|tonight|today|later|next\s+\w+|this\s+\w+|on\s+\w+|in\s+\w+\s+\w+)\s+)?(?:to|about|that)|don't\s+let\s+me\s+forget\s+(?:to|about)|don't\s+forget\s+to\s+remind\s+me\s+(?:to|about)|set\s+a\s+reminder\s+(?:to|for)|(?:don't|do\s+not)\s+forget\s+(?:to|that\s+i\s+need\s+to))\s+(.+)$`)
	// an event clause: first person, a past-tense or future verb
	eventSubjEN = compile(`(?i)^(?:i|we|my\s+\p{L}+|our\s+\p{L}+|(?:[\p{L}']+,?\s+){1,3}and\s+i)\b`)
	factEN      = compile(`(?i)^(?:my\s+(?:wife|husband|partner|spouse|son|daughter|kids?|children|child|dog|cat|pet|mom|mother|dad|father|parents|brother|sister|boyfriend|girlfriend|fiancée?|birthday|team|manager|boss|car|house|apartment|flat|phone|laptop|native\s+language|first\s+language|mother\s+tongue|blood\s+type|hobby|hobbies|major|degree|salary|commute|office|email|kid's|son's|daughter's)\b|i\s+(?:can't\s+eat|cannot\s+eat|can't\s+have|can't\s+drink|have|'ve\s+got|own|speak|studied|graduated|grew\s+up|was\s+born|drive|play|practice|practise|run|cook|use|don't\s+eat|do\s+not\s+eat|don't\s+drink|do\s+not\s+drink|never\s+eat|never\s+drink|usually|always|often|rarely|take|wear|ride|go\s+to|commute|volunteer|teach|collect|speak)\b|i've\s+got\b|i'm\s+(?:married|single|divorced|pregnant|left-handed|right-handed|colou?r[\s-]blind|diabetic|retired|studying|learning|training|allergic|a\s+(?:mom|dad|parent|student|fan|native))\b|i\s+am\s+(?:married|single|divorced|pregnant|retired|studying|learning|diabetic)\b)`)
)

var pronounObj = map[string]bool{"it": true, "that": true, "this": true, "you": true, "them": true, "those": true,
	"these": true, "it a lot": true, "that one": true, "this one": true, "it so much": true, "you too": true,
	"that idea": true, "the idea": true, "your answer": true, "this answer": true, "that answer": true, "it!": true}

// roleNouns are the head nouns a role must end with ("software engineer").
var roleNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields("illustrator animator painter sculptor dancer actor actress singer producer filmmaker nanny caregiver paramedic firefighter soldier realtor broker bartender cook housekeeper cleaner tailor hairdresser stylist barber courier copywriter blogger youtuber streamer influencer coach trainer instructor counselor counsellor worker midwife optometrist radiologist pediatrician cardiologist neurologist hygienist homemaker housewife programmer machinist welder landscaper gardener dev engineer eng swe sde developer dev programmer coder designer manager teacher doctor nurse student lawyer accountant analyst scientist researcher consultant writer architect professor chef founder co-founder cofounder ceo cto cfo coo vp intern pm editor journalist photographer artist musician pharmacist dentist surgeon physician therapist psychologist tutor lecturer librarian salesperson marketer recruiter administrator admin officer director lead supervisor technician mechanic electrician plumber carpenter driver pilot farmer banker trader economist entrepreneur freelancer contractor translator interpreter secretary assistant clerk cashier waiter waitress barista baker veterinarian vet paralegal auditor actuary statistician mathematician physicist chemist biologist specialist coordinator owner principal postdoc phd student undergrad undergraduate sre devops tester qa ux scrum master guard receptionist janitor custodian dispatcher emt attorney solicitor barrister judge cop detective sergeant lieutenant sailor lifeguard locksmith surveyor physio physiotherapist chiropractor dietitian dietician nutritionist optician sonographer technologist sysadmin strategist planner buyer merchandiser rep representative agent associate advisor adviser underwriter adjuster bookkeeper controller treasurer estimator inspector foreman laborer labourer operator assembler roofer decorator florist jeweler jeweller butcher grocer vendor shopkeeper salesman saleswoman teller concierge maid steward stewardess attendant ranger zookeeper groomer doula anesthesiologist anaesthetist dermatologist psychiatrist medic pathologist epidemiologist geologist ecologist astronomer archaeologist historian linguist curator archivist novelist poet screenwriter playwright author columnist reporter podcaster drafter draftsman trucker chauffeur postman mailman server paramedic caretaker babysitter preschool crna pa np rn lpn cna") {
		roleNouns[w] = true
	}
}

var nameStop = map[string]bool{"and": true, "but": true, "from": true, "i": true, "i'm": true, "by": true, "the": true,
	"so": true, "btw": true, "here": true, "in": true, "at": true, "not": true, "please": true, "or": true, "if": true,
	"when": true, "because": true, "since": true, "to": true, "for": true, "with": true, "who": true, "thanks": true}

var introDeny = map[string]bool{"Chinese": true, "American": true, "British": true, "Good": true, "Fine": true,
	"Sorry": true, "Not": true, "Here": true, "Back": true, "Ok": true, "OK": true, "So": true, "Just": true,
	"Really": true, "Very": true, "Going": true, "A": true, "The": true, "Happy": true, "Glad": true, "Tired": true,
	"Done": true, "Home": true, "Sure": true, "Still": true, "Also": true, "Always": true, "Never": true, "In": true,
	"At": true, "On": true, "An": true, "Excited": true, "Confused": true, "Interested": true, "Busy": true, "Free": true}

// faithsEN name a faith a user may state ("I'm Muslim", "I am
// Seventh-day Adventist"): a need that governs suggestions, never a name.
var faithsEN = strings.Fields("Muslim Jewish Hindu Jain Sikh Buddhist Christian Catholic Orthodox Mormon Adventist Seventh-day Baptist Methodist Lutheran Quaker Protestant Evangelical Rastafarian Bahá'í Bahai Atheist Agnostic Pagan")

func init() {
	for _, f := range faithsEN {
		introDeny[f] = true
	}
}

func cleanName(s string) string {
	words := strings.Fields(s)
	var keep []string
	for _, w := range words {
		if nameStop[strings.ToLower(w)] {
			break
		}
		keep = append(keep, strings.TrimRight(w, ".'"))
	}
	return strings.Join(keep, " ")
}

func trimObj(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimRight(s, " ,.!?:;")
	return s
}

func (r *run) english(c, lower string) {
	// identity
	identity := false
	if r.userSubject && twoDigitsZH.MatchString(c) {
		// a bare age among identity clauses ("男，32，在上海做销售")
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: c, Content: "Is " + c + " years old", Confidence: confIdentity, Importance: impProfile})
		return
	}
	if m := leadAgeEN.FindStringSubmatch(c); m != nil && r.userSubject {
		// "Marcus here. 52, semi-retired, living in Asheville": the age opens
		// the description; the rest of the clause is read as usual
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: m[1], Content: "Is " + m[1] + " years old", Confidence: confIdentity, Importance: impProfile})
		c = c[len(m[0]):]
		lower = strings.ToLower(c)
	}
	if r.atMessageStart && strings.Contains(c, ",") {
		// "Mike, 41, dad of three, living in Denver": a bare name and age open the message
		if m := nameAgeEN.FindStringSubmatch(c); m != nil && !introDeny[m[1]] && !hereDeny[strings.ToLower(m[1])] && !capMonth(m[1]) {
			if _, ok := weekdaysEN[strings.ToLower(m[1])]; !ok {
				r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: m[1], Content: "Name is " + m[1], Confidence: confIdentity, Importance: impName})
				r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: m[2], Content: "Is " + m[2] + " years old", Confidence: confIdentity, Importance: impProfile})
				r.userSubject = true
			}
		}
	}
	if r.nicknameEN(c, lower) {
		r.userSubject = true
		return
	}
	if m := teachAtEN.FindStringSubmatch(c); m != nil && !r.question {
		// "I teach English at a high school in Osaka": the subject names the post
		role := m[1] + " teacher"
		if m[1] == strings.ToLower(m[1]) || !strings.Contains(m[2], "school") {
			role = strings.ToLower(m[1]) + " teacher"
		}
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
		if m[3] != "" {
			r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: m[3], Content: "Lives in " + m[3], Confidence: confIdentity, Importance: impProfile})
		}
		if i := strings.Index(lower, "teach "); i >= 0 {
			r.add(events.Fact{Type: events.TypeFact, Content: "Teaches " + trimObj(c[i+len("teach "):]), Confidence: confFact, Importance: impFact})
		}
		r.userSubject = true
		return
	}
	if r.inPassingEN(c, lower) {
		// "As a nurse, what should I …", "29 y/o designer here": identity in
		// passing; the rest of the clause is a request, not a fact
		r.userSubject = true
		return
	}
	if strings.Contains(lower, "currently") || strings.Contains(lower, " now ") || strings.Contains(lower, "still") || strings.Contains(lower, "also") {
		if c2 := nowWorkEN.ReplaceAllString(c, "$1 $2"); c2 != c && employerEN.MatchString(c2) {
			c, lower = c2, strings.ToLower(c2) // "I'm currently interning at Goldman Sachs"
		}
	}
	if r.userSubject && (strings.HasPrefix(lower, "live") || strings.HasPrefix(lower, "based") || strings.HasPrefix(lower, "located") || strings.HasPrefix(lower, "and live")) {
		// "im 25, live in austin tx": the subject of an identity clause carries over
		if m := liveBareEN.FindStringSubmatch(c); m != nil {
			v := stateCodeOff(cityOnly(m[1]))
			r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
			return
		}
	}
	if containsAny(lower, workAdvHintsEN) {
		// "I work remotely for Shopify", "I work part-time at Starbucks"
		if c2 := workAdvEN.ReplaceAllString(c, "$1"); c2 != c && employerEN.MatchString(c2) {
			c, lower = c2, strings.ToLower(c2)
		}
	}
	if m := matchIndexIf(ageAdjEN, c, lower, "old", "y/o", "yo "); m != nil && !thirdPersonEN(lower) {
		// "I'm a 34-year-old accountant": the age, then the role without it
		v := c[m[4]:m[5]]
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: v, Content: "Is " + v + " years old", Confidence: confIdentity, Importance: impProfile})
		identity = true
		c = c[:m[4]] + c[m[1]:]
		lower = strings.ToLower(c)
	}
	if thirdPersonEN(lower) {
		// "my manager's name is Kevin", "her name is Luna": a fact about
		// someone else, never the user's profile
		if strings.Contains(lower, "name") && otherNameEN.MatchString(c) && !factEN.MatchString(c) {
			r.add(events.Fact{Type: events.TypeFact, Content: upperFirst(thirdEN(trimObj(c))), Confidence: confFact, Importance: impFact})
			return
		}
		r.englishRest(c, lower)
		return
	}
	if strings.Contains(lower, "name") || strings.Contains(lower, "call me") || strings.Contains(lower, "go by") || strings.Contains(lower, "called") {
		if m := nameEN.FindStringSubmatch(c); m != nil && !notCalledEN.MatchString(lower) {
			if v := cleanName(m[1]); v != "" && !pronounObj[strings.ToLower(v)] {
				r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: v, Content: "Name is " + v, Confidence: confIdentity, Importance: impName})
				identity = true
			}
		}
	} else if m := introEN.FindStringSubmatch(c); m != nil && !introDeny[strings.Fields(m[1])[0]] {
		v := cleanName(m[1])
		if v != "" {
			r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: v, Content: "Name is " + v, Confidence: confIdentity, Importance: impName})
			identity = true
		}
	} else if m := lowerIntroEN.FindStringSubmatch(c); m != nil && r.atMessageStart && !lowerDeny[m[1]] && !introDeny[upperFirst(m[1])] && !roleNouns[m[1]] {
		// "hey im sam, a nurse": a name typed in lower case, told by what follows it
		v := upperFirst(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: v, Content: "Name is " + v, Confidence: confIdentity, Importance: impName})
		identity = true
	} else if m := hereEN.FindStringSubmatch(c); m != nil && !introDeny[strings.Fields(m[1])[0]] && !hereDeny[strings.ToLower(strings.Fields(m[1])[0])] {
		r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: m[1], Content: "Name is " + m[1], Confidence: confIdentity, Importance: impName})
		identity = true
	}
	if identity && strings.Contains(c, ",") {
		// "I'm Tom, 27, from Manchester": a bare number after the name is the age
		if m := introAgeEN.FindStringSubmatch(c); m != nil {
			r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: m[1], Content: "Is " + m[1] + " years old", Confidence: confIdentity, Importance: impProfile})
		}
	}
	if identity || r.userSubject || r.atMessageStart {
		// "backend dev at Stripe", "I'm Daniel, backend dev at Stripe"
		if m := matchIf(casualRole, c, lower, " at ", "@"); m != nil {
			ws := strings.Fields(strings.ToLower(m[1]))
			if n := len(ws); n > 0 && roleNouns[ws[n-1]] && !strings.HasPrefix(ws[0], "i") && ws[0] != "my" && !introDeny[m[2]] {
				role := strings.Join(strings.Fields(m[1]), " ")
				r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
				v := strings.TrimRight(m[2], ".,' ")
				r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "Works at " + v, Confidence: confIdentity, Importance: impProfile})
				identity = true
			}
		}
	}
	if (identity || r.userSubject || r.atMessageStart || strings.HasPrefix(lower, "i")) && r.anonRole(c, lower) {
		identity = true // "I'm Leo, PM at a fintech startup"
	}
	if m := matchIf(workFromEN, c, lower, "working", "living", "based", "staying"); m != nil && m[1] != "Home" && (!locationEN.MatchString(c) || !strings.HasPrefix(lower, "i")) {
		v := cityOnly(trimObj(m[1]))
		r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if mayHaveTZ(c, lower) {
		if m := tzEN.FindString(c); m != "" && !r.question && !requestVerbsEN[firstWord(lower)] && tzCtxEN.MatchString(c) {
			r.add(events.Fact{Type: events.TypeProfile, Key: "timezone", Value: m, Content: "Time zone is " + m, Confidence: confIdentity, Importance: impProfile})
			identity = true
			r.constraintEN(c, lower)
		}
	}
	if strings.HasPrefix(lower, "i") && len(lower) > 2 && (lower[1] == ' ' || lower[1] == '\'') || strings.Contains(lower, "i'm a") || strings.Contains(lower, "i am a") || strings.Contains(lower, "working as") || strings.Contains(lower, "work as") || strings.Contains(lower, "job") || strings.Contains(lower, "role") || strings.Contains(lower, "position") || strings.Contains(lower, "title") || strings.Contains(lower, ",") || strings.Contains(lower, "company") || strings.Contains(lower, "employer") {
		m := roleMatchEN(c, lower)
		if i := strings.Index(lower, "working as "); m != nil && i > 0 && !roleNounEnd(m[1]) {
			m = roleEN.FindStringSubmatch(c[i:]) // "a single mom working as a paralegal"
		}
		if m != nil {
			role := strings.TrimSpace(m[1])
			ws := strings.Fields(strings.ToLower(role))
			if len(ws) > 0 && len(ws) <= 5 && (roleNouns[ws[len(ws)-1]] || len(ws) > 1 && roleNouns[ws[len(ws)-2]+" "+ws[len(ws)-1]]) {
				r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
				identity = true
				// "a PhD student at MIT", "a nurse at St. Mary's": the organisation after any role
				if i := strings.Index(c, m[1]); i >= 0 && (!mayEmployerEN(lower) || employerEN.FindStringIndex(c) == nil) {
					if e := orgAfterEN.FindStringSubmatch(c[i+len(m[1]):]); e != nil && !introDeny[e[1]] {
						v := strings.TrimRight(e[1], ".,' ")
						r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "Works at " + v, Confidence: confIdentity, Importance: impProfile})
					}
				}
			}
		}
		if m := matchIf(employerEN, c, lower, " at ", " for ", " by ", "joined", " with "); m != nil {
			v := strings.TrimRight(m[1], ".,' ")
			if v != "" && v != "I" && !introDeny[v] {
				r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "Works at " + v, Confidence: confIdentity, Importance: impProfile})
				identity = true
			}
		} else if m := employer2.submatch(c, lower); m != nil {
			v := trimObj(m[1])
			r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "Works at " + v, Confidence: confIdentity, Importance: impProfile})
			identity = true
		}
		if m := matchIf(locationEN, c, lower, " in ", " to ", "out of"); m != nil {
			v := cityOnly(trimObj(m[1]))
			if _, ok := r.date(v); v != "" && !ok && !pronounObj[strings.ToLower(v)] {
				r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
				identity = true
			}
		}
		if m := matchIf(hometownEN, c, lower, " from "); m != nil && !r.hasKey("hometown") {
			v := trimObj(m[1])
			r.add(events.Fact{Type: events.TypeProfile, Key: "hometown", Value: v, Content: "Is from " + v, Confidence: confIdentity, Importance: impProfile})
			identity = true
		}
		if m := matchIf(ageEN2, c, lower, "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"); m != nil {
			v := m[1] + m[2] + m[3]
			r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: v, Content: "Is " + v + " years old", Confidence: confIdentity, Importance: impProfile})
			identity = true
		}
	}
	if strings.Contains(lower, " as ") {
		// "I work at amazon as a warehouse supervisor", "I've been at Accenture
		// for three years as a consultant": the role, and the organisation
		// when the sentence names one with at / for / with
		if m := workAsEN.FindStringSubmatch(c); m != nil {
			ws := strings.Fields(strings.ToLower(m[3]))
			if n := len(ws); n > 0 && n <= 5 && roleNouns[ws[n-1]] {
				if !r.hasKey("role") {
					role := strings.Join(strings.Fields(m[3]), " ")
					r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
				}
				if org := orgOf(m[2]); strings.ToLower(m[1]) != "in" && org != "" && !r.hasKey("employer") {
					r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: org, Content: "Works at " + org, Confidence: confIdentity, Importance: impProfile})
				}
				identity = true
			}
		}
	}
	if m := matchIf(tenureEN, c, lower, " for ", " since "); m != nil && !r.hasKey("employer") {
		v := strings.TrimRight(m[1], ".,' ")
		r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "Works at " + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if !r.hasKey("location") && containsAny(lower, liveHintsEN) {
		if v := liveLocEN(c); v != "" {
			r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
			identity = true
		}
	}
	if m := matchIf(hometownIsEN, c, lower, "home", "birthplace"); m != nil {
		v := trimObj(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "hometown", Value: v, Content: "Is from " + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := roleIsEN.FindStringSubmatch(c); m != nil && !identity {
		ws := strings.Fields(strings.ToLower(m[1]))
		if n := len(ws); n > 0 && n <= 5 && roleNouns[ws[n-1]] {
			role := strings.Join(strings.Fields(m[1]), " ")
			r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
			if m[2] != "" {
				r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: m[2], Content: "Works at " + m[2], Confidence: confIdentity, Importance: impProfile})
			}
			identity = true
		}
	}
	if identity && strings.Contains(c, ",") && !r.hasKey("location") {
		// "im 25, live in austin tx": a subject-less part after an identity
		for _, part := range strings.Split(c, ",")[1:] {
			if m := liveBareEN.FindStringSubmatch(strings.TrimSpace(part)); m != nil {
				v := stateCodeOff(cityOnly(m[1]))
				r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
			} else if m := workFromEN.FindStringSubmatch(strings.TrimSpace(part)); m != nil && m[1] != "Home" {
				// "data engineer at Atlassian, working remotely from Pune"
				v := cityOnly(trimObj(m[1]))
				r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
			}
		}
	}
	if identity {
		r.userSubject = true
		if role := r.roleValue(); role != "" && strings.Contains(lower, " in ") {
			r.roleCityEN(c, role) // "I work as a pharmacist in Leeds"
		}
		if d, ok := r.date(c); ok && !d.future && (strings.Contains(lower, "started") || dayChange(c, d)) {
			// "I started a new job at Deloitte on Monday": the change is also an event
			content, et := withDate(trimObj(c), d, false)
			r.add(events.Fact{Type: events.TypeEvent, Content: content, Confidence: confEvent, Importance: impEvent, EventTime: et})
		}
		return
	}
	r.englishRest(c, lower)
}

// englishRest applies the English rules after identity: reply preferences,
// likes, plans, rules, events and personal facts.
func (r *run) englishRest(c, lower string) {
	// reply preferences
	if r.replyEN(c, lower) || r.formatPrefEN(c, lower) || r.conclusionEN(c, lower) {
		return
	}
	if r.healthDietEN(c, lower) {
		return // "I'm type 1 diabetic so …", "I went vegan in January"
	}
	if m := matchIf(dietEN, c, lower, "vegan", "vegetarian", "pescatarian", "intolerant", "gluten", "keto", "halal", "kosher"); m != nil {
		v := strings.ToLower(m[1])
		if strings.Contains(v, "intolerant") {
			// an intolerance is a condition, not a diet the user follows
			r.add(events.Fact{Type: events.TypeFact, Content: "Is " + v, Confidence: confFact, Importance: impProfile})
			return
		}
		// a diet is a profile value (settingKeys), not a taste
		r.add(events.Fact{Type: events.TypeFact, Key: "diet", Value: v, Content: "Is " + v, Confidence: confFact, Importance: impProfile})
		return
	}
	if m := matchIf(allergyEN, c, lower, "allerg"); m != nil {
		r.add(events.Fact{Type: events.TypeFact, Content: thirdEN(trimObj(c)), Confidence: confFact, Importance: impProfile, Sensitivity: events.SensitivityHigh})
		return
	}
	if m := matchIf(favRevEN, c, lower, "favo"); m != nil && !strings.Contains(lower, "my favorite is") {
		// "Coffee is my favorite drink"
		what := strings.TrimSpace(strings.ToLower(m[2]))
		v := trimObj(m[1])
		if !pronounObj[strings.ToLower(v)] {
			r.add(events.Fact{Type: events.TypePreference, Key: "favorite_" + strings.ReplaceAll(what, " ", "_"), Value: v,
				Content: "Favorite " + what + " is " + v, Confidence: confPreference, Importance: impPreference})
			return
		}
	}
	if m := matchIf(favEN, c, lower, "favo"); m != nil {
		what := strings.TrimSpace(strings.ToLower(m[1]))
		v := trimObj(m[2])
		r.add(events.Fact{Type: events.TypePreference, Key: "favorite_" + strings.ReplaceAll(what, " ", "_"), Value: v,
			Content: "Favorite " + what + " is " + v, Confidence: confPreference, Importance: impPreference})
		return
	}
	// reminders and plans, possibly dated
	if m := matchIf(remindEN, c, lower, "remind", "forget"); m != nil {
		body := trimObj(m[1])
		content := "Reminder: " + body
		et := r.dated(&content, false)
		if d, ok := r.date(c); et == nil && ok {
			// the date may precede the task: "remind me tomorrow to call my landlord"
			day := d.day
			content += " on " + day.Format("2006-01-02") + " (" + d.phrase + ")"
			et = &day
		}
		r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: confReminder, Importance: impTodo + 0.1, EventTime: et})
		return
	}
	c0 := c
	if m := bareLoveEN.FindStringSubmatch(c); m != nil && !strings.HasPrefix(strings.ToLower(m[1]), "to ") {
		c = "I " + c // "Love hiking on weekends", "Hate cilantro"
	}
	if bareLikeEN.MatchString(c) {
		c = "I'm " + c // "Not a fan of long emails", "Big fan of jazz"
		if l := strings.ToLower(c); strings.HasPrefix(l, "i'm big ") || strings.HasPrefix(l, "i'm huge ") {
			c = "I'm a " + c[4:]
		}
		if strings.HasPrefix(strings.ToLower(c), "i'm can") {
			c = "I " + c[4:]
		}
	}
	// lc is the lower case of c, which may have gained a subject above
	// (lower stays that of the clause as it came)
	lc := lower
	if c != c0 {
		lc = strings.ToLower(c)
	}
	if m := submatchLower(likeEN, expandEN(c), c, lc); m != nil {
		obj := trimObj(m[2])
		lo := strings.ToLower(obj)
		verb := strings.Join(strings.Fields(strings.ToLower(m[1])), " ")
		if likeWhenEN.MatchString(obj) && !r.question {
			// "I like it when you explain things with analogies"
			r.add(events.Fact{Type: events.TypePreference, Content: prefVerbEN(verb) + " " + obj, Confidence: confPreference, Importance: impPreference})
			return
		}
		if pronounObj[lo] || strings.HasPrefix(lo, "it ") || strings.HasPrefix(lo, "when that") || strings.HasPrefix(lo, "when this") || strings.HasPrefix(lo, "when it") || strings.HasPrefix(lo, "that ") && len(lo) < 12 || strings.HasPrefix(lo, "you ") || strings.HasPrefix(lo, "your ") {
			// "I switched to vscode and I prefer it now": the thing is in the
			// clause before; a pronoun alone is a reaction ("I like it").
			if p := strings.ToLower(r.prev); strings.HasPrefix(p, "i ") && secondPersonAt(p) < 0 && !reactionEN(p) && (pronounObj[lo] || strings.HasPrefix(lo, "it ")) {
				r.add(events.Fact{Type: events.TypePreference, Content: thirdEN(trimObj(r.prev)) + "; " + strings.ToLower(prefVerbEN(verb)) + " it",
					Confidence: confPreference, Importance: impPreference})
			}
			return
		}
		r.add(events.Fact{Type: events.TypePreference, Content: prefVerbEN(verb) + " " + obj, Confidence: confPreference, Importance: impPreference})
		return
	}
	if r.prefShapeEN(c, lower) {
		return // "I always go for the window seat", "my go-to is a flat white"
	}
	if !r.question && containsAny(lower, prefIdiomHintsEN) && prefIdiomEN.MatchString(c) {
		// "I'm a sucker for thrillers", "Mornings are not my thing", "can't
		// get enough of Korean food", "I tend to avoid sugar"
		r.add(events.Fact{Type: events.TypePreference, Content: thirdEN(trimObj(c)), Confidence: confPreference, Importance: impPreference})
		return
	}
	// (the hints were written for lower, the clause as it came)
	if m := hintMatch(noRecommendEN, c, lc, lower, "recommend", "suggest", "mention", "bring up"); m != nil && !r.question {
		// "Please don't recommend Apple products", "stop suggesting Python"
		r.add(events.Fact{Type: events.TypePreference, Content: "Does not want suggestions of " + trimObj(m[1]), Confidence: confPreference, Importance: impPreference})
		return
	}
	core := c
	if d, ok := r.date(c); ok && d.start == 0 {
		core = strings.TrimLeft(c[d.end:], " ,")
	}
	if m := submatchLower(todoEN, expandEN(core), c, lc); m != nil {
		content := thirdEN(trimObj(core))
		conf := confPlan
		modal := strings.ToLower(m[1])
		if modal == "want to" || modal == "hope to" || strings.Contains(modal, "thinking") || strings.Contains(modal, "like to") || strings.Contains(modal, "trying") {
			conf = confWeak
			if _, dated := r.date(c); !dated && vagueObjEN.MatchString(m[2]) {
				// "I'm trying to understand this stuff", "I want to fix that": context for
				// the request at hand, no plan worth keeping
				r.judged = true
				return
			}
		}
		if modal == "'ll" || modal == "will" || modal == "should" || modal == "must" {
			if _, ok := r.date(c); !ok {
				conf = 0.65 // "I'll check" without a date is usually conversational
			}
		}
		et := r.planDate(c, core, &content)
		r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: conf, Importance: impTodo, EventTime: et})
		return
	}
	if m := todoBareEN.FindStringSubmatch(core); m != nil && !r.question {
		// the subject dropped: "Need to buy groceries tonight", "Going to the gym after work today"
		_, dated := r.date(c)
		modal := strings.ToLower(m[1])
		if dated || (strings.HasPrefix(modal, "need") || strings.HasPrefix(modal, "have")) && !deicticObjEN(m[2]) && len(strings.Fields(m[2])) >= 2 {
			content := upperFirst(trimObj(core))
			et := r.planDate(c, core, &content)
			r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: confPlan, Importance: impTodo, EventTime: et})
			return
		}
	}
	if r.constraintEN(c, lower) {
		return
	}
	if !r.question && secondPersonAt(lower) < 0 {
		// "At my company, expenses over $1000 need VP approval"; "Our team does
		// code reviews on every PR, no exceptions"
		if m := orgLeadEN.FindStringIndex(c); m != nil && modalRuleEN.MatchString(c[m[1]:]) ||
			containsAny(lower, strictHintsEN) && strictEN.MatchString(c) && len(strings.Fields(c)) >= 4 && (orgSubjEN.MatchString(c) || !hasFirstPersonEN(lower)) {
			r.add(events.Fact{Type: events.TypeRule, Content: upperFirst(trimObj(c)), Confidence: confRule, Importance: impRule})
			return
		}
	}
	if !r.question && containsAny(lower, policyHintsEN) && policyEN.MatchString(c) {
		// "We have a policy that every PR needs a linked ticket"
		r.add(events.Fact{Type: events.TypeRule, Content: upperFirst(trimObj(c)), Confidence: confRule, Importance: impRule})
		return
	}
	if !r.question && (ruleEN.match(c, lc) || ruleEN2.match(c, lc) || ruleEN3.match(c, lc)) ||
		!r.question && secondPersonAt(lower) < 0 && (strings.HasPrefix(lower, "only ") || strings.HasPrefix(lower, "every ") || strings.HasPrefix(lower, "each ")) && ruleOnlyEN.MatchString(c) || !r.question && containsAny(lower, rule4HintsEN) && !hasFirstPersonEN(lower) && secondPersonAt(lower) < 0 && ruleEN4.MatchString(c) || !r.question && containsAny(lower, teamHintsEN) && teamHabitEN.MatchString(c) ||
		!r.question && secondPersonAt(lower) < 0 && !vagueEndEN(lower) && ruleImpEN.MatchString(r.noLead(c, lower)) ||
		!r.question && containsAny(lower, impersonalHintsEN) && !hasFirstPersonEN(lower) && secondPersonAt(lower) < 0 && !deicticStartEN(lower) && ruleImpersonalEN.MatchString(c) ||
		!r.question && containsAny(lower, notAllowedHintsEN) && !hasFirstPersonEN(lower) && secondPersonAt(lower) < 0 && !deicticStartEN(lower) && notAllowedEN.MatchString(c) {
		r.add(events.Fact{Type: events.TypeRule, Content: upperFirst(trimObj(r.noLead(c, lower))), Confidence: confRule, Importance: impRule})
		return
	}
	if d, ok := r.date(c); ok && eventSubjEN.MatchString(strings.TrimSpace(strings.Trim(c[:d.start]+c[d.end:], ", "))) && !passingState(strings.TrimSpace(strings.Trim(c[:d.start]+c[d.end:], ", ")), false) && !containsAny(lower, askEN) {
		content, et := withDate(trimObj(c), d, false)
		typ := events.TypeEvent
		if t := cueTypeAt(c, false, d, true, r.ts); t == events.TypeTodo || t == events.TypeConclusion {
			typ = t // "My thesis is due on May 30": a deadline
		}
		r.add(events.Fact{Type: typ, Content: content, Confidence: confEvent, Importance: impEvent, EventTime: et})
		return
	}
	if strings.ContainsAny(c, "0123456789") && pastEN.MatchString(c) && (eventSubjEN.MatchString(c) || thirdPersonEN(lower)) {
		// an explicit calendar date in the past: "My daughter was born on March 3rd, 2019"
		if day, ok := findAbsDate(c, r.ts, true); ok {
			r.add(events.Fact{Type: events.TypeEvent, Content: thirdEN(trimObj(c)), Confidence: confEvent, Importance: impEvent, EventTime: &day})
			return
		}
	}
	if factEN.MatchString(c) && !taskContext(c, lower, false) && !gotObligationEN.MatchString(c) {
		content := thirdEN(trimObj(c))
		typ := events.TypeFact
		if t := cueType(c, false, false, false); t == events.TypePreference || t == events.TypeConclusion {
			typ = t // "I usually love a long run on Sundays"
		}
		r.add(events.Fact{Type: typ, Content: content, Confidence: confFact, Importance: impFact})
		return
	}
	if stopEN.MatchString(c) || stylePrefEN.MatchString(c) {
		r.add(events.Fact{Type: events.TypePreference, Content: "Wants: " + trimObj(c), Confidence: confPreference, Importance: impPreference})
	}
}

// dated rewrites *content in place with the resolved date of its relative
// date phrase, if any ("… tomorrow" → "… on 2023-05-09 (tomorrow)",
// "明天…" → "2023-05-09（明天）…"), and returns the event time.
func (r *run) dated(content *string, han bool) *time.Time {
	d, ok := r.date(*content)
	if !ok {
		return nil
	}
	day := d.day
	iso := day.Format("2006-01-02")
	c := *content
	if han {
		*content = c[:d.start] + iso + "（" + d.phrase + "）" + c[d.end:]
	} else if strings.HasSuffix(strings.TrimRight(c[:d.start], " "), " on") || relationBefore(c[:d.start]) {
		// "we launch on June 1"; "off work until May 3" keeps its relation
		*content = c[:d.start] + iso + " (" + d.phrase + ")" + c[d.end:]
	} else {
		*content = c[:d.start] + "on " + iso + " (" + d.phrase + ")" + c[d.end:]
	}
	return &day
}

// dateRelationsEN are the prepositions that relate a date to a span or a
// deadline; a date after one of them takes no "on".
var dateRelationsEN = []string{" until", " till", " til", " through", " by", " before", " after", " since", " from", " to"}

// relationBefore reports whether the text before a date ends with such a
// preposition ("until", "by", "since").
func relationBefore(before string) bool {
	b := " " + strings.ToLower(strings.TrimRight(before, " "))
	for _, p := range dateRelationsEN {
		if strings.HasSuffix(b, p) {
			return true
		}
	}
	return false
}

// leadAgeEN is an age that opens a self-description: "52, semi-retired, …".
var leadAgeEN = compile(`^([1-9]\d),\s+`)

// teachAtEN is a teaching post: the subject and the kind of school, and
// the city after it ("I teach English at a high school in Osaka").
var teachAtEN = compile(`^(?i:i\s+(?:also\s+)?teach)\s+([A-Za-z]+)\s+(?i:at|in)\s+(?i:a|an|the)\s+((?i:[a-z-]+\s+){0,2}(?i:school|college|university|academy|kindergarten|institute|uni))(?:\s+(?i:in)\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?))?\b`)

// gotObligationEN is "I've got" that owns nothing: an obligation ("I've
// got to get my MOT done", a to-do) or a question to ask.
var gotObligationEN = compile(`(?i)^i've\s+got\s+(?:to\b|an?\s+(?:quick\s+|small\s+|dumb\s+|silly\s+)?(?:question|favou?r|request|idea)\b|another\s+question\b)`)

var contractions = strings.NewReplacer("I'm ", "I am ", "i'm ", "i am ", "I've ", "I have ", "i've ", "i have ",
	"I'll ", "I will ", "i'll ", "i will ", "We're ", "We are ", "we're ", "we are ", "I'd ", "I would ", "i'd ", "i would ")

// expandEN expands first-person contractions so one pattern covers both.
func expandEN(s string) string {
	if !strings.Contains(s, "'") {
		return s
	}
	return contractions.Replace(s)
}

// roleLeadsEN are the openings of roleEN, in order, and roleRestEN what
// follows them: "I'm a nurse", "working as an engineer", "my job is the
// lead designer", "…, a dad of two". They are kept apart for roleStartEN.
var (
	roleLeadsEN = []string{
		`^(?:(?:by\s+day|by\s+night|professionally|by\s+profession|by\s+trade|work-?wise|career-?wise|for\s+work|for\s+a\s+living)\s*,?\s+)?i'm`,
		`^i\s+am`,
		`\bworking\s+as`,
		`^i\s+(?:just\s+|recently\s+)?started\s+(?:out\s+|working\s+)?as`,
		`\band`,
		`^i've\s+been`,
		`^i\s+have\s+been`,
		`^(?:currently\s+|now\s+)?(?:working|work)\s+as`,
		`^i\s+work\s+as`,
		`^i\s+work\s+(?:nights|weekends|shifts|part-time|full-time)\s+as`,
		`^i\s+freelance\s+as`,
		`^i\s+(?:also\s+)?(?:moonlight|volunteer|consult|contract)\s+as`,
		`^i'm\s+working\s+as`,
		`^i\s+am\s+working\s+as`,
		`\bjob\s+is`,
		`\brole\s+is`,
		`\bposition\s+is`,
		`\btitle\s+is`,
		`,`,
	}
	roleRestEN = `\s+(?:currently\s+|now\s+|still\s+)?(?:a|an|the)\s+([\p{L}\d][\p{L}\d\s\-]{1,40}?)(?:\s+(?:at|for|in|with|from|and|on|of|who|since|by)\b.*|\s+(?:\p{L}+ing|looking|trying|thinking|here|lol)\b.*|\s*,.*)?$`
)

var langHints = strings.Split(langWordsEN, "|")

// matchIf runs re only when lower contains one of the hints, words the
// pattern cannot match without, and the pattern's own prefilter lets it
// through; most clauses skip most patterns this way. lower must be
// strings.ToLower(c).
func matchIf(re *pattern, c, lower string, hints ...string) []string {
	if !containsAny(lower, hints) || !re.may(lower) {
		return nil
	}
	return re.FindStringSubmatch(c)
}

// submatchLower is p.FindStringSubmatch(s) guarded by p's prefilter, for
// an s derived from c (lower is strings.ToLower(c)): lower is reused when s
// is c, else s is lower-cased.
func submatchLower(p *pattern, s, c, lower string) []string {
	if s != c {
		lower = strings.ToLower(s)
	}
	return p.submatch(s, lower)
}

func aOrAn(s string) string {
	if s != "" && strings.ContainsRune("aeiouAEIOU", rune(s[0])) {
		return "an"
	}
	return "a"
}

func prefVerbEN(v string) string {
	switch {
	case strings.HasPrefix(v, "prefer") || v == "would prefer":
		return "Prefers"
	case v == "like":
		return "Likes"
	case v == "love" || v == "adore":
		return "Loves"
	case v == "enjoy":
		return "Enjoys"
	case v == "hate" || v == "loathe" || v == "detest":
		return "Hates"
	case strings.Contains(v, "stand"):
		return "Can't stand"
	case strings.Contains(v, "not ") && (strings.Contains(v, "fan") || strings.Contains(v, "into")):
		return "Is not a fan of"
	case strings.Contains(v, "fan of"):
		return "Is a fan of"
	case strings.Contains(v, "into") || strings.Contains(v, "obsessed"):
		return "Is into"
	case v == "avoid":
		return "Avoids"
	case strings.Contains(v, "rather"):
		return "Would rather"
	case strings.Contains(v, "enjoy"):
		return "Doesn't enjoy"
	}
	return "Doesn't like" // dislike, don't like, don't care for
}

func (r *run) replyEN(c, lower string) bool {
	if m := matchIf(replyLangEN, c, lower, langHints...); m != nil && !negReply.MatchString(lower) && !iSpeak.MatchString(lower) && !otherLanguageEN.MatchString(lower) && !standing.Once(c) {
		v := upperFirst(strings.ToLower(m[1] + m[2] + m[3]))
		if v == "Mandarin" {
			v = "Chinese"
		}
		r.add(events.Fact{Type: events.TypePreference, Key: "language", Value: v, Content: "Prefers answers in " + v, Confidence: confReply, Importance: impReply})
		return true
	}
	if !replyNoun.match(lower, lower) {
		return false
	}
	short, long := styleShort.match(lower, lower), styleLong.match(lower, lower)
	neg := negReply.match(lower, lower)
	if neg && (strings.Contains(lower, "not too long") || strings.Contains(lower, "no long")) {
		short, long, neg = true, false, false
	}
	var v string
	switch {
	case short && !long:
		v = "short"
		if neg {
			v = "detailed"
		}
	case long && !short:
		v = "detailed"
		if neg {
			v = "short"
		}
	default:
		return false
	}
	r.add(events.Fact{Type: events.TypePreference, Key: "response_style", Value: v, Content: "Prefers " + v + " answers", Confidence: confReply, Importance: impReply})
	return true
}

// constraintEN adds a scheduling or delivery constraint ("don't suggest calls
// before 9am my time", "no deploys after 4pm") as a rule and reports whether
// it did.
func (r *run) constraintEN(c, lower string) bool {
	if raw := strings.ToLower(r.raw); len(raw) > len(lower) && strings.HasSuffix(raw, lower) || strings.HasPrefix(raw, "no ") {
		c, lower = strings.TrimSpace(r.raw), raw // "no calls before 10am please": the filler "no" was the point
	}
	if !strings.Contains(lower, "no ") && !strings.Contains(lower, "n't ") && !strings.Contains(lower, "not ") && !strings.Contains(lower, "never ") {
		return false
	}
	loc := constraintEN.FindStringIndex(c)
	if loc == nil {
		return false
	}
	r.add(events.Fact{Type: events.TypeRule, Content: upperFirst(trimObj(c[loc[0]:])), Confidence: confRule, Importance: impRule})
	return true
}

// thirdPersonNouns are the people and animals a clause may be about instead
// of the user ("my manager's name is Kevin", "my wife is a nurse at Mayo").
var thirdPersonNouns = wordSet(`wife husband partner spouse son daughter kid kids child children baby dog cat pet puppy
		kitten mom mum mother dad father parents parent brother sister sibling siblings boyfriend girlfriend fiance fiancé
		fiancee fiancée manager boss friend friends colleague colleagues coworker coworkers co-worker roommate flatmate
		neighbor neighbour cousin uncle aunt grandma grandmother grandpa grandfather grandparents nephew niece teacher
		doctor landlord landlady client clients customer customers teammate teammates lead mentor therapist ex team
		stepson stepdaughter stepmom stepdad in-laws`)

// thirdPersonEN reports whether the clause l (lower-cased) is about someone
// else: it opens with he/she/they or "my <relative|colleague|pet>".
func thirdPersonEN(l string) bool {
	w := firstWord(l)
	switch w {
	case "he", "she", "they", "his", "her", "their":
		return true
	case "my", "our":
		rest := strings.TrimLeft(l[len(w):], " ")
		n := firstWord(rest)
		if rest = rest[len(n):]; strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "s'") {
			return thirdPersonNouns[n] || thirdPersonNouns[n+"s"]
		}
		return thirdPersonNouns[n]
	}
	return false
}

// hereDeny are words that open "X here" without naming the speaker.
var hereDeny = map[string]bool{"nobody": true, "everyone": true, "everybody": true, "someone": true, "anyone": true,
	"nothing": true, "same": true, "new": true, "all": true, "it": true, "dinner": true, "lunch": true, "winter": true,
	"summer": true, "spring": true, "fall": true, "autumn": true, "morning": true, "night": true, "rain": true, "snow": true,
	"look": true, "looky": true, "lookie": true, "over": true, "right": true, "come": true, "get": true, "sit": true,
	"stay": true, "stop": true, "wait": true, "hold": true, "ditto": true, "me": true, "guess": true}

// formatPrefEN adds a preference about what replies contain ("Don't use
// emojis in your replies", "bullet points please, no walls of text", "give
// me code examples") and reports whether it did. The clause must name a
// format or content element and be an imperative or a "…please" request;
// first-person statements ("I wrote a table") are no preference.
func (r *run) formatPrefEN(c, lower string) bool {
	if r.question {
		return false
	}
	wants := strings.HasPrefix(lower, "i'd like") || strings.HasPrefix(lower, "i would like") || strings.HasPrefix(lower, "i'd prefer") ||
		strings.HasPrefix(lower, "i'd rather") || strings.HasPrefix(lower, "i would rather") ||
		strings.HasPrefix(lower, "i'd appreciate") || strings.HasPrefix(lower, "i want ")
	switch firstWord(lower) {
	case "i", "we", "my", "our", "it", "this", "that", "the", "there", "he", "she", "they":
		if !wants {
			return false
		}
	}
	if !containsAny(lower, formatHintsEN) || !formatNounEN.MatchString(c) {
		return false
	}
	if wants {
		r.add(events.Fact{Type: events.TypePreference, Content: "Wants: " + trimObj(c), Confidence: confPreference, Importance: impPreference})
		return true
	}
	raw := strings.ToLower(strings.TrimRight(r.raw, " .!"))
	if !formatMarkEN.MatchString(lower) && !formatMarkEN.MatchString(raw) && !strings.Contains(raw, "please") && !strings.Contains(lower, " no ") {
		return false
	}
	if formatNegEN.MatchString(raw) && !formatNegEN.MatchString(lower) {
		lower, c = raw, r.raw // "no emojis please": the filler "no" was the point
	}
	// An imperative with a task of its own ("Use a table to compare these
	// laptops") is a one-off request: a standing preference is negative,
	// scoped to replies in general, or a bare "X please".
	if !formatNegEN.MatchString(lower) && !strings.Contains(lower, " no ") && !containsAny(lower, replyScopeEN) && len(strings.Fields(raw)) > 4 {
		return false
	}
	content := "Wants: " + trimObj(c)
	if formatNegEN.MatchString(lower) {
		content = "Doesn't want: " + trimObj(c)
	}
	r.add(events.Fact{Type: events.TypePreference, Content: content, Confidence: confPreference, Importance: impPreference})
	return true
}

// hasKey reports whether the run already holds a fact with key k.
func (r *run) hasKey(k string) bool {
	for i := range r.facts {
		if r.facts[i].Key == k {
			return true
		}
	}
	return false
}

// vagueObjEN matches a plan whose object only points at the conversation
// ("learn this stuff", "get it all", "figure any of this out").
var vagueObjEN = compile(`(?i)\b(?:(?:this|that|these|those)\s+(?:stuff|things?)|all\s+(?:of\s+)?this|any\s+of\s+this|it\s+all)\b`)

// deicticObjEN reports whether a plan's object points at the conversation
// ("know what this does", "fix it") rather than naming a task.
func deicticObjEN(obj string) bool {
	for _, w := range strings.Fields(strings.ToLower(obj)) {
		switch strings.Trim(w, ",.!?") {
		case "this", "that", "it", "these", "those", "here", "know", "understand", "see", "ask", "think":
			return true
		}
	}
	return false
}

// teamHintsEN and strictHintsEN are substrings teamHabitEN and strictEN
// cannot match without.
var (
	teamHintsEN       = []string{"every ", "each ", "sprint", "standup", "stand-up", "retro", "on-call", "oncall", "release cycle"}
	impersonalHintsEN = []string{" be ", " due ", "notice", "advance"}
	rule4HintsEN      = []string{"all ", "every", "each ", "any", "need", "requir"}
	// notAllowedEN is a universal prohibition or requirement with a general
	// subject: "Interns are not allowed to access production", "Contractors
	// are required to sign an NDA".
	notAllowedEN      = compile(`(?i)^(?:[\p{L}\-]+\s+){1,4}(?:must|should|can)\s+(?:never|always|only)\s+\p{L}+|^(?:[\p{L}\-]+\s+){1,4}(?:are|is)\s+(?:not\s+allowed|not\s+permitted|never\s+allowed|required|forbidden|prohibited|banned|expected)\s+(?:to|from)\s+\S|^(?:[\p{L}\-]+\s+){1,4}(?:aren't|isn't|can't\s+be)\s+allowed\s+to\s+\S`)
	notAllowedHintsEN = []string{"must never", "must always", "should never", "should always", "can only", "must only", "allowed", "permitted", "required", "forbidden", "prohibited", "banned", "expected"}
	strictHintsEN     = []string{"exception", "mandatory", "strict", "hard rule", "negotiable", "required"}
)

// replyScopeEN mark a wish about replies in general rather than one task.
var replyScopeEN = []string{"always", "from now on", "going forward", "in general", "whenever", "every time", "each time",
	"in your", "your answers", "your replies", "your responses", "when you", "all answers", "all replies"}

// formatHintsEN are substrings formatNounEN cannot match without.
var formatHintsEN = []string{"emoji", "emoticon", "bullet", "table", "markdown", "jargon", "term", "acronym", "abbreviation",
	"code", "example", "heading", "header", "list", "wall", "paragraph", "exclamation", "caps", "link", "source",
	"citation", "reference", "disclaimer", "caveat", "small talk", "filler", "fluff", "pleasantr", "apolog", "format",
	"bold", "latex", "diagram", "analog", "metaphor", "slang", "profan", "swear", "command", "one-liner", "summar",
	"tl;dr", "tldr", "casual", "formal", "professional", "friendly", "conversational", "plain", "simple", "metric",
	"imperial", "spelling", "celsius", "fahrenheit", "24-hour"}

// containsAny reports whether s contains one of subs. Given many subs
// and a short s, it first indexes the byte pairs of s (see bigrams) and
// searches only for the subs all of whose pairs s holds: most clauses hold
// few of a long list of hints, and most of the others lack a pair.
func containsAny(s string, subs []string) bool {
	if len(subs) >= minBigramSubs && len(s) <= maxBigramText {
		b := bigramsOf(s)
		return b.containsAny(s, subs)
	}
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// mayHaveTZ is a cheap test that rules out most clauses before tzEN runs:
// a time-zone name needs two capitals in a row or the words "time"/"zone".
func mayHaveTZ(c, lower string) bool {
	if strings.Contains(lower, "time") || strings.Contains(lower, "zone") || strings.Contains(lower, "/") {
		return true
	}
	for i := 1; i < len(c); i++ {
		if c[i] >= 'A' && c[i] <= 'Z' && c[i-1] >= 'A' && c[i-1] <= 'Z' {
			return true
		}
	}
	return false
}

// noLead returns the clause with a leading "no"/"never" that the filler
// trimming removed put back ("No PRs get merged without tests").
func (r *run) noLead(c, lower string) string {
	raw := strings.TrimSpace(r.raw)
	if l := strings.ToLower(raw); (strings.HasPrefix(l, "no ") || strings.HasPrefix(l, "never ")) && strings.HasSuffix(l, lower) {
		return raw
	}
	return c
}

// deicticStartEN reports whether l opens with a pronoun or pointer ("it must
// be done by Friday", "this needs to be fixed"): a remark about the task at
// hand, not a standing rule.
func deicticStartEN(l string) bool {
	switch firstWord(l) {
	case "it", "this", "that", "these", "those", "they", "he", "she", "we", "i", "you", "everything", "something", "someone":
		return true
	}
	return false
}

// subjectDropEN are verbs that open an English chat sentence whose subject
// "I" was dropped ("Started a new job at Netflix last week", "Been learning
// Korean for 6 months"); the value says what to put back.
var subjectDropEN = map[string]string{}

func init() {
	for _, w := range strings.Fields(`started finished joined moved bought visited met went got came took made ran won lost quit left flew drove
		spent saw tried booked adopted graduated married signed launched shipped passed failed broke hurt had just finally
		recently been completed switched sold built wrote read learned learnt found lost`) {
		subjectDropEN[w] = "I "
	}
	for _, w := range strings.Fields(`working learning studying flying heading moving traveling travelling visiting planning
		preparing training building`) {
		subjectDropEN[w] = "I'm "
	}
}

// restoreSubjectEN puts back the dropped "I" of a chat sentence.
func restoreSubjectEN(s string) string {
	w := firstWord(s)
	p, ok := subjectDropEN[strings.ToLower(w)]
	if !ok || len(w) == len(s) {
		return s
	}
	if w == "been" || w == "Been" {
		p = "I've "
	}
	return p + strings.ToLower(w[:1]) + s[1:]
}

// informativeEN reports whether s names something beyond the conversation: a
// date, a number or a capitalised word after the first ("Started a new job
// at Netflix", "Been learning Korean for 6 months", but not "Started reading
// the docs, still confused").
func informativeEN(s string, ts time.Time) bool {
	if _, ok := findDate(s, ts); ok {
		return true
	}
	for i, w := range strings.Fields(s) {
		if isDigit(w[0]) || i > 0 && isUpperWord(w) && w != "I" && !strings.HasPrefix(w, "I'") {
			return true
		}
	}
	return false
}

// cityOnly drops the region or country written after a city ("Austin,
// Texas" → "Austin", "Portland, OR, USA" → "Portland"): the value is the
// minimal span.
func cityOnly(v string) string {
	if i := strings.IndexByte(v, ','); i > 0 {
		return strings.TrimSpace(v[:i])
	}
	return v
}

var (
	workAdvHintsEN = []string{"remote", "part", "full", "freelance", "from home"}
	lowerIntroEN   = compile(`^(?:i'm|i\s+am)\s+([a-z][a-z'\-]{1,15}),\s*(?:a|an|\d{1,2}|from|here)\b`)
	nameAgeEN      = compile(`^(\p{Lu}[\p{L}'\-]+),\s*(\d{1,2})\s*(?:,|$)`)
	bareLoveEN     = compile(`(?i)^(?:really\s+|absolutely\s+|totally\s+|kinda\s+|honestly\s+)?(?:love|adore|hate|despise|detest|loathe|enjoy|dislike|don't\s+(?:really\s+)?(?:like|enjoy|care\s+for)|can't\s+stand)\s+(\S.*)$`)
	nowWorkEN      = compile(`(?i)\b(i'm|i\s+am)\s+(?:currently|now|still|also)\s+(working|interning|employed)\b`)
	liveBareEN     = compile(`(?i)^(?:and\s+)?(?:live|living|based|located)\s+(?:in|out\s+of)\s+([\p{L}][\p{L}'.\-]*(?:\s+[\p{L}][\p{L}'.\-]*){0,2})$`)
	workAdvEN      = compile(`(?i)\b(work|working|intern|interning)\s+(?:remotely|remote|part[\s-]time|full[\s-]time|freelance|from\s+home)\b`)
	ageAdjEN       = compile(`(?i)\b(?:i'm|i\s+am)\s+(an?\s+)?(\d{1,2})[\s-]*(?:years?|yrs?|y)[\s-]*(?:old|o)\s+`)
	nickEN         = compile(`(?i:\b(?:everyone|everybody|people|friends|my\s+friends|folks|most\s+people|all\s+my\s+friends|my\s+family|my\s+mates|they|colleagues|my\s+coworkers|my\s+team)\s+(?:usually\s+|just\s+|all\s+|mostly\s+|always\s+)?calls?\s+me\s+|\b(?:i\s+prefer|i'd\s+prefer|i\s+would\s+prefer|i'd\s+rather|i\s+would\s+rather|i\s+like)\s+(?:to\s+be|being)\s+called\s+|\bi\s+answer\s+to\s+|\bmy\s+nickname\s+is\s+|\bnickname'?s\s+|\bgo\s+by\s+)(\p{Lu}[\p{L}'.\-]*|[a-z]{2,12}$)`)
	asRoleEN       = compile(`(?i)^as\s+an?\s+([^,]{2,80}?)\s*,\s*\S`)
	hereRoleEN     = compile(`(?i)^(?:(\d{1,2})\s*(?:y/?o|yo|yrs?\s+old|years?\s+old|[mf])\s+)?((?:[\p{L}\-]+\s+){0,3}?[\p{L}\-]+)\s+here\b`)
	roleStopEN     = map[string]bool{"at": true, "for": true, "in": true, "with": true, "from": true, "who": true, "working": true,
		"since": true, "on": true, "and": true, "of": true, "that": true, "trying": true, "looking": true, "based": true, "living": true}
)

// nicknameEN adds the name the user goes by ("Everyone calls me Bex", "I
// prefer to be called Sam", "my nickname is JJ") and reports whether it did.
func (r *run) nicknameEN(c, lower string) bool {
	if !strings.Contains(lower, "call") && !strings.Contains(lower, "nickname") && !strings.Contains(lower, "answer to") && !strings.Contains(lower, "go by") {
		return false
	}
	m := nickEN.FindStringSubmatch(c)
	if m == nil || r.question {
		return false
	}
	v := strings.TrimRight(m[1], ".'")
	if pronounObj[strings.ToLower(v)] || introDeny[v] || nameStop[strings.ToLower(v)] {
		return false
	}
	r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: v, Content: "Name is " + v, Confidence: confIdentity, Importance: impName})
	return true
}

// inPassingEN reads identity stated in passing at the start of a request or
// question: "As a nurse working nights, what should I eat?", "29 y/o
// product designer here, looking for book recs". It adds the role (and age,
// employer) and reports whether it did.
func (r *run) inPassingEN(c, lower string) bool {
	if strings.HasPrefix(lower, "as a") {
		m := asRoleEN.FindStringSubmatch(c)
		if m == nil {
			return false
		}
		ws := strings.Fields(m[1])
		n := 0
		for n < len(ws) && !roleStopEN[strings.ToLower(ws[n])] {
			n++
		}
		role := cleanRole(strings.Join(ws[:n], " "))
		rw := strings.Fields(strings.ToLower(role))
		if len(rw) == 0 || len(rw) > 4 || !roleNouns[rw[len(rw)-1]] {
			return false
		}
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
		if n < len(ws) {
			if e := orgAfterEN.FindStringSubmatch(" " + strings.Join(ws[n:], " ")); e != nil && !introDeny[e[1]] {
				v := strings.TrimRight(e[1], ".,' ")
				r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "Works at " + v, Confidence: confIdentity, Importance: impProfile})
			}
		}
		return true
	}
	if !strings.Contains(lower, " here") {
		return false
	}
	m := hereRoleEN.FindStringSubmatch(c)
	if m == nil {
		return false
	}
	role := cleanRole(m[2])
	rw := strings.Fields(strings.ToLower(role))
	if len(rw) == 0 || !roleNouns[rw[len(rw)-1]] || rw[0] == "i" || rw[0] == "my" || rw[0] == "the" {
		return false
	}
	if m[1] != "" {
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: m[1], Content: "Is " + m[1] + " years old", Confidence: confIdentity, Importance: impProfile})
	}
	r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
	return true
}

// stateCodeOff drops a trailing two-letter state or country code from a
// city written in lower case ("austin tx" → "austin").
func stateCodeOff(v string) string {
	ws := strings.Fields(v)
	if n := len(ws); n > 1 && len(ws[n-1]) == 2 {
		return strings.Join(ws[:n-1], " ")
	}
	return v
}

// planDate dates a plan's content: when the date phrase was cut from the
// clause c to leave core, it is appended as "on 2023-05-12 (Friday)";
// otherwise a date inside the content is resolved in place (see dated).
func (r *run) planDate(c, core string, content *string) *time.Time {
	if core == c {
		return r.dated(content, false)
	}
	d, _ := r.date(c)
	day := d.day
	*content += " on " + day.Format("2006-01-02") + " (" + d.phrase + ")"
	return &day
}

// hintMatch is matchIf with the hints looked for in another text than
// lower, strings.ToLower(c).
func hintMatch(re *pattern, c, lower, hinted string, hints ...string) []string {
	if !containsAny(hinted, hints) || !re.may(lower) {
		return nil
	}
	return re.FindStringSubmatch(c)
}

// matchIndexIf is matchIf returning submatch indexes.
func matchIndexIf(re *pattern, c, lower string, hints ...string) []int {
	if !containsAny(lower, hints) || !re.may(lower) {
		return nil
	}
	return re.FindStringSubmatchIndex(c)
}

// vagueEndEN reports whether a clause ends on a pointer rather than a thing
// ("Never touch the stuff", "never do that"): no standing rule.
func vagueEndEN(l string) bool {
	l = strings.TrimRight(l, " .!")
	for _, w := range []string{" the stuff", " it", " that", " them", " this"} {
		if strings.HasSuffix(l, w) {
			return true
		}
	}
	return false
}

// lowerDeny are lower-case words that follow "i'm" without being a name.
var lowerDeny = wordSet(`tired good fine sorry back new ok okay here not so just also still really very going trying
		looking working done ready sure happy glad excited confused stuck lost bored busy free sick home late early curious
		worried nervous alone single married divorced retired pregnant vegan vegetarian allergic currently now originally
		basically actually literally honestly from in at on with a an the`)

// ruleOnlyEN is a permission kept to some ("Only senior engineers can
// approve production deploys") or a team cadence with the time first
// ("Every Friday we have a team lunch").
var ruleOnlyEN = compile(`(?i)^only\s+(?:[\p{L}\-]+\s+){1,3}(?:can|may|are\s+allowed\s+to|is\s+allowed\s+to|get\s+to|have\s+access)\b|^(?:every|each)\s+(?:other\s+)?(?:day|morning|week|weekday|sprint|month|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s*,?\s+(?:we|our\s+(?:[\p{L}\-]+\s+)?(?:team|company|department|office|group))\b`)

// prefIdiomEN are idioms of liking and disliking that name no verb of
// liking: being a sucker for, all about, crazy about, a <thing> person;
// something being (not) one's thing or cup of tea; not getting enough of;
// nothing beating; tending to avoid, steering clear of.
var prefIdiomEN = compile(`(?i)^(?:i'm|i\s+am)\s+(?:(?:a\s+)?(?:total\s+|real\s+|huge\s+|big\s+)?sucker\s+for|all\s+about|crazy\s+about|nuts\s+about|mad\s+about|(?:more\s+of\s+|not\s+(?:really\s+)?|definitely\s+|totally\s+)?an?\s+[\p{L}\-]+\s+person\b)|\b(?:is|are|'s|isn't|aren't|is\s+not|are\s+not)\s+(?:really\s+|just\s+|totally\s+|definitely\s+)?(?:not\s+)?my\s+(?:thing|jam|cup\s+of\s+tea|kind\s+of\s+thing|vibe|style)\b|^i\s+can't\s+get\s+enough\s+of\b|^nothing\s+beats\b|^i\s+(?:tend\s+to|try\s+to|always)\s+(?:avoid|steer\s+clear\s+of|stay\s+away\s+from)\b|^i\s+(?:steer\s+clear\s+of|stay\s+away\s+from)\b|^(?:when\s+it\s+comes\s+to\s+[^,]+,\s*)(?:i'm|i\s+am)\s+(?:all\s+about|a\s+fan\s+of|into)\b`)

// prefIdiomHintsEN gate prefIdiomEN.
var prefIdiomHintsEN = []string{"sucker", "all about", "crazy about", "nuts about", "mad about", " person", "my thing", "my jam", "cup of tea", "kind of thing", "my vibe", "my style", "enough of", "nothing beats", "avoid", "steer clear", "stay away"}

// noRecommendEN is a standing request not to be offered something.
var noRecommendEN = compile(`(?i)^(?:please\s+|pls\s+|just\s+)*(?:don't|do\s+not|never|stop|quit)\s+(?:ever\s+)?(?:recommend|suggest|mention|bring\s+up|offer)(?:ing)?\s+(?:me\s+)?(\S.*)$`)

// liveHintsEN are words liveVerbEN cannot match without.
var liveHintsEN = []string{"live", "living", "reside", "relocated", "moved", "settled", "based", "located", "call "}

// livePrepEN are the prepositions that may introduce the place after a
// verb of living ("in", "to", "near", "outside" …).
var livePrepEN = map[string]bool{"in": true, "to": true, "near": true, "outside": true, "around": true, "of": true}

// liveLocEN returns the place where the user says they live now, read from
// the few words after a verb of living: "I've lived in Berlin since 2015",
// "I live just outside Boston", "We live in a small apartment in Brooklyn",
// "I recently relocated to Denver". A place only in the past ("I lived in
// Tokyo in 2019", without "have") is no current location, and a month or
// weekday after the verb ("moved in March") is no place.
func liveLocEN(c string) string {
	m := liveVerbEN.FindStringSubmatchIndex(c)
	if m == nil {
		return ""
	}
	verb := strings.ToLower(c[m[4]:m[5]])
	perfect := m[2] >= 0
	if (verb == "lived" || verb == "resided") && !perfect {
		return "" // "I lived in Tokyo for a year": not where the user lives now
	}
	words := strings.Fields(c[m[1]:])
	if verb == "call" {
		// "I call Denver home"
		if len(words) >= 2 && strings.EqualFold(strings.Trim(words[1], ".,!"), "home") && isCapWord(words[0]) {
			return strings.Trim(words[0], ".,!")
		}
		return ""
	}
	for i := 0; i < len(words) && i < 8; i++ {
		w := strings.ToLower(strings.Trim(words[i], ",."))
		if !livePrepEN[w] && w != "just" && w != "right" {
			if strings.HasSuffix(words[i], ",") || strings.HasSuffix(words[i], ".") {
				return "" // the clause moved on
			}
			continue
		}
		if !livePrepEN[w] || i+1 >= len(words) || !isCapWord(words[i+1]) {
			continue
		}
		var place []string
		for _, x := range words[i+1:] {
			t := strings.TrimRight(x, ".,!?;:")
			if !isCapWord(t) {
				break
			}
			place = append(place, t)
			if t != x {
				break
			}
		}
		v := strings.Join(place, " ")
		if v == "" || capMonth(v) && len(v) <= 9 || introDeny[v] || pronounObj[strings.ToLower(v)] {
			return ""
		}
		if _, ok := weekdaysEN[strings.ToLower(v)]; ok {
			return ""
		}
		return v
	}
	return ""
}

// isCapWord reports whether w starts with an upper-case letter and is not "I".
func isCapWord(w string) bool {
	if w == "" || w == "I" || strings.HasPrefix(w, "I'") {
		return false
	}
	return w[0] >= 'A' && w[0] <= 'Z'
}

// orgOf reads an organisation from the words after "at" / "for" / "with":
// "amazon" and "Accenture for three years" give "amazon" and "Accenture";
// "home", "night" or an indefinite "a bank" give nothing.
func orgOf(s string) string {
	s = strings.TrimSpace(s)
	for _, cut := range []string{" for ", " since ", " in ", " on ", " during "} {
		if i := strings.Index(s, cut); i > 0 {
			s = s[:i]
		}
	}
	l := strings.ToLower(s)
	if s == "" || len(strings.Fields(s)) > 4 || strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an ") || strings.HasPrefix(l, "the ") ||
		strings.HasPrefix(l, "my ") || strings.HasPrefix(l, "our ") || strings.HasPrefix(l, "this ") || strings.HasPrefix(l, "that ") ||
		orgDenyEN[l] || pronounObj[l] {
		return ""
	}
	return strings.TrimRight(s, ".,' ")
}

// orgDenyEN are words after "at" / "for" that name no organisation.
var orgDenyEN = map[string]bool{"home": true, "night": true, "nights": true, "work": true, "school": true, "least": true,
	"first": true, "once": true, "times": true, "now": true, "free": true, "me": true, "them": true, "us": true,
	"myself": true, "fun": true, "money": true, "hours": true, "years": true, "months": true, "weeks": true, "days": true}

// roleNounEnd reports whether a job title candidate ends in a role noun.
func roleNounEnd(v string) bool {
	ws := strings.Fields(strings.ToLower(v))
	n := len(ws)
	return n > 0 && (roleNouns[ws[n-1]] || n > 1 && roleNouns[ws[n-2]+" "+ws[n-1]])
}

// notCalledEN is a name the user does not want to be called ("please
// don't call me ma'am"): not the user's name.
var notCalledEN = compile(`\b(?:don'?t|do\s+not|never|stop|quit|no\s+more)\s+(?:ever\s+)?(?:call|calling|address|addressing)\s+me\b`)
