package standing

import (
	"regexp"
	"strings"
)

// A request for every answer is said to the assistant ("you", "please",
// an imperative, "你", "请", "别") with a word that makes it last beyond
// the request at hand ("from now on", "whenever you suggest", "for
// anything food", "以后", "每次", "…的时候"), and is not bound to one
// matter ("for this project", "这次").
var (
	persistEN = regexp.MustCompile(`(?i)\bwhatever\s+you\s+(?:suggest|recommend|give|tell)\b|\b(?:from\s+now\s+on|going\s+forward|next\s+time\b(?:\s+(?:i|we)\b)?|in\s+(?:the\s+)?future|every\s*time|each\s+time|always|in\s+general|generally|for\s+everything|for\s+all\s+(?:our|my|your|of\s+(?:our|my))\b|all\s+our\s+(?:chats|conversations|talks)|by\s+default|default\s+to|unless\s+i\s+say\s+otherwise|keep\s+doing\s+(?:that|this|it)|stick\s+(?:with|to)\s+(?:that|this|it)|(?:any|all|every)\s+(?:\w+\s+){0,3}?(?:you\s+(?:ever\s+)?(?:give|suggest|recommend|write|send|show|make|tell|post)|ideas?|suggestions?|recommendations?|recipes?|answers?|replies|responses|code|advice)|(?:whenever|any\s*time|every\s+time|each\s+time|when)\s+you\s+(?:\w+\s+)?(?:give|suggest|recommend|write|send|explain|answer|reply|talk|describe|list|show|tell|schedule|say|mention|use|do)\b(?:\s+me)?(?:\s+(?:the|this|that|it)\b)?|if\s+you\s+(?:ever\s+)?(?:\w+\s+)?(?:give|suggest|recommend|write|send|tell|show|explain)\b)`)
	addressEN = regexp.MustCompile(`(?i)\b(?:you|your|u|pls|plz|please)\b|^(?:(?:from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|always|never)[\s,]+)*(?:\w+\s+){0,2}?(?:use|keep|give|put|write|answer|reply|respond|stop|don'?t|avoid|skip|cut|assume|default|make|no|be|talk|tell|explain|list|number|call|include|mention|flag|remember|treat|stick)\b`)
	// scopeEN binds a request to a matter ("for this project"),
	// scopeOnceEN to one piece of work or one occasion ("this time")
	scopeEN     = regexp.MustCompile(`(?i)\b(?:this|that|the|my|our)\s+(?:\w+\s+)?(?:project|repo|repository|codebase|service|trip|wedding|party|event|essay|paper|thesis|deck|presentation|app|campaign|book|novel|course|renovation|race|marathon|itinerary|script|ticket|meeting|interview|dinner)\b`)
	scopeOnceEN = regexp.MustCompile(`(?i)\b(?:this|that)\s+(?:\w+\s+)?(?:email|answer|reply|message|paragraph|letter|post|draft|doc|document|response|summary|list|one|question|table|code|snippet|function|file)\s+only\b|\bfor\s+(?:this|that)\s+(?:\w+\s+)?(?:email|answer|reply|message|paragraph|letter|post|draft|doc|document|response|summary|one|question)\b|\bfor\s+(?:now|today|tonight|this\s+one)\b|\bthis\s+time\b|\bremind\s+me\b|` +
		// one piece of writing named with "only": "for the leaflet only", "only for the card", "just this one"
		`\b(?:only|just)\s+(?:for\s+)?(?:this|that|the)\s+(?:\w+\s+){0,2}?(?:one|card|leaflet|flyer|email|letter|post|message|document|doc|draft|invite|invitation|speech|note|toast|reply|answer|poster|menu|sign|caption)\b|\bfor\s+(?:this|that|the)\s+(?:\w+\s+){0,2}?(?:card|leaflet|flyer|email|letter|post|message|document|doc|draft|invite|invitation|speech|note|toast|poster|menu|sign|caption)\s+only\b|\bjust\s+(?:this|that)\s+(?:one|once)\b|\bthis\s+one\s+(?:only|document)\b`)

	persistZH = regexp.MustCompile(`以后|以後|下次|下回|今后|今後|往后|往後|从现在(?:开始|起)|從現在(?:開始|起)|每次|每回|一律|始终|始終|默认|默認|凡是|不管(?:什么|什麼|啥)|无论(?:什么|啥)|無論(?:什麼|啥)|任何|先说好|先說好|都(?:用|要|按|给|給|别|別|不要)|的时候|的時候|(?:你|您)(?:以后|以後)?(?:跟我|和我|对我|對我)?(?:说话|說話|讲话|講話|回答|回复|回覆|解释|解釋|讲题|講題)|(?:跟我|和我|对我|對我)(?:说话|說話|讲话|講話)`)
	addressZH = regexp.MustCompile(`(?:^|[，,。！!\s])(?:下次|下回|以后|以後)?(?:简|簡)?短(?:一)?(?:点|點|些)|你|您|请|請|麻烦|麻煩|别|別|不要|给我|給我|跟我|帮我|幫我|记得|記得|称呼我|稱呼我|叫我|^(?:先|尽量|儘量|一律|统一|統一)`)
	scopeZH   = regexp.MustCompile(`这份|這份|呢(?:封|次|篇|份)|呢(?:个|個)\s*(?i:post|email|稿|帖)|只限|仅限|僅限|就这一|就這一|只(?:是)?(?:这|這)(?:一)?(?:次|封|篇|个|個)|这个项目|這個項目|这次|這次|这封|這封|这段|這段|这条|這條|这一次|這一次|这趟|這趟|这篇|這篇|今天|今晚|这周|這週|这个周末|這個週末|提醒我`)
)

// A condition is a need the user states of themself that governs every
// suggestion: a diet, an allergy, an illness, a pregnancy, a disability,
// age with little ease with technology, pronouns.
var (
	conditionEN = regexp.MustCompile(`(?i)\b(?:i'?m|i\s+am|we'?re|we\s+are|were)\s+(?:\w+\s+){0,3}?(?:coeliac|celiac|diabetic|vegan|vegetarian|pescatarian|deaf|blind|colou?r[- ]?blind|dyslexic|pregnant|lactose[- ]intolerant|allergic|halal|kosher|muslim|jewish|hindu|jain|sikh|buddhist|catholic|orthodox|mormon|adventist|seventh-day\s+adventist|latter-day\s+saints?|nonbinary|non-binary|autistic|hard\s+of\s+hearing|visually\s+impaired|not\s+(?:very\s+|so\s+|too\s+)?(?:good|great|comfortable)\s+with\s+(?:computers|technology|tech|phones|screens|the\s+internet))\b|` +
		`\b(?:i|we)\s+(?:also\s+|really\s+|actually\s+|do\s+)?(?:have|'ve\s+got|have\s+got|was\s+diagnosed\s+with|live\s+with|suffer\s+from)\s+(?:\w+\s+){0,3}?(?:dyslexia|diabetes|coeliac|celiac|allerg\w*|macular\s+degeneration|glaucoma|cataracts?|low\s+vision|hearing\s+loss|intolerance|gout)\b|` +
		`\b(?:i|we)\s+(?:also\s+|always\s+|usually\s+)?(?:use|rely\s+on|need)\s+(?:a\s+|my\s+)?(?:screen\s*reader|jaws|nvda|voiceover|talkback|hearing\s+aids?|wheelchair|magnifier|read[- ]aloud)\b|` +
		`\bmy\s+(?:eyes|eyesight|vision|hearing)\s+(?:is|are|isn'?t|aren'?t|has|have|'s|'re|were|was|got|going|not)\b|` +
		`\b(?:i|we|my\s+family)\s+(?:only\s+)?(?:keeps?|eats?)\s+(?:strictly\s+|only\s+)?(?:kosher|halal)\b|` +
		// what the user eats must be of a diet: "anything I eat must be halal"
		`\b(?:everything|anything|all|whatever|what)\s+(?:that\s+)?(?:i|we)\s+(?:eat|drink|cook|order)\s+(?:must|has\s+to|needs\s+to|should|have\s+to)\s+be\s+(?:\w+\s+)?(?:halal|kosher|vegan|vegetarian|pescatarian|gluten[- ]free|dairy[- ]free|nut[- ]free|lactose[- ]free|plant-based|low[- ]\w+)\b|` +
		`\b(?:i|we)\s+(?:only\s+eat\s+(?:halal|kosher|vegan|vegetarian|plant-based)|(?:also\s+|really\s+)?(?:don'?t|do\s+not|never|can'?t|cannot)\s+(?:eat|drink|have))\s+(?:any\s+)?(?:pork|beef|meat|fish|seafood|shellfish|dairy|gluten|alcohol|eggs?|nuts|peanuts|sugar|caffeine|spicy)\b|` +
		`\b(?:i'?m|i\s+am)\s+(?:a\s+)?type\s*(?:1|2|one|two)\b|\b(?:lands?|puts?|sends?|landed)\s+me\s+in\s+(?:the\s+)?(?:er|a&e|hospital|emergency(?:\s+room)?)\b|\b(?:i|we)\s+(?:carry|have)\s+an?\s+epi-?pen\b|\banaphylactic\b|` +
		`\bhiv[- ]positive\b|\b(?:i|we)\s+(?:have|live\s+with|was\s+diagnosed\s+with)\s+hiv\b|` +
		`\b(?:i\s+)?(?:use|my\s+pronouns\s+are)\s+(?:they/them|she/her|he/him)\b|\b(?:i'?m|i\s+am)\s+\d+\s+weeks\b|` +
		`\b(?:i|we|ive|i've)\s+(?:also\s+|really\s+)?(?:have|'ve\s+got|have\s+got|got|had|'ve\s+had|was\s+diagnosed\s+with|live\s+with|suffer\s+from)\s+(?:(?:bad|severe|mild|chronic|stage\s*\d|early|late)\s+)*(?:lower\s+back\s+pain|back\s+pain|chronic\s+pain|a\s+herniated\s+disc|a\s+slipped\s+disc|sciatica|high\s+blood\s+pressure|hypertension|high\s+cholesterol|epilepsy|migraines|ibs|crohn'?s|kidney\s+disease|acid\s+reflux|arthritis|a\s+tremor|tinnitus|lupus|asthma|copd|ulcerative\s+colitis|colitis|a\s+(?:heart|kidney)\s+condition|heart\s+disease|a\s+stent|a\s+pacemaker|cancer|seizures)\b|` +
		`\bi'?m\s+(?:also\s+|currently\s+|still\s+)?(?:on\s+(?:dialysis|chemo(?:therapy)?|insulin|anticoagulants|immunosuppressants|tamoxifen)|epileptic|immunocompromised|asthmatic)\b|` +
		// chronic conditions and treatments that bear on advice about
		// food, medicine, exertion or injury
		`\b(?:i|we|ive|i've)\s+(?:also\s+|really\s+)?(?:have|'ve\s+got|have\s+got|got|had|'ve\s+had|was\s+diagnosed\s+with|live\s+with|suffer\s+from)\s+(?:(?:bad|severe|mild|moderate|chronic)\s+)*(?:haemophilia|hemophilia|sickle[- ]cell|a\s+(?:kidney|liver|heart|lung|bone\s+marrow)\s+transplant|(?:bppv|vertigo)|a\s+prosthetic\s+(?:leg|arm|limb)|multiple\s+sclerosis|ms\b|parkinson'?s|fibromyalgia|osteoporosis|pots\b|insomnia|anaemia|anemia|hemochromatosis|a\s+bleeding\s+disorder|an?\s+(?:autoimmune|blood|clotting)\s+(?:disease|disorder|condition))|` +
		`\bi'?m\s+(?:also\s+|currently\s+|still\s+)?(?:on\s+(?:anti[- ]?rejection|immunosuppressive|immune[- ]suppressing)\s+(?:meds|medication|medicines|drugs|tablets|pills)|an\s+amputee|a\s+transplant\s+(?:patient|recipient))\b|` +
		`^(?:user\s+)?(?:has|has\s+got|has\s+had|lives\s+with|suffers\s+from)\s+(?:(?:bad|severe|mild|moderate|chronic)\s+)*(?:haemophilia|hemophilia|sickle[- ]cell|a\s+(?:kidney|liver|heart|lung)\s+transplant|bppv|vertigo|multiple\s+sclerosis|parkinson'?s|fibromyalgia|osteoporosis|insomnia|a\s+prosthetic\s+(?:leg|arm|limb))\b|^(?:user\s+)?is\s+on\s+(?:anti[- ]?rejection|immunosuppressive)\s+(?:meds|medication|drugs)\b|` +
		// the same needs as the rules extractor writes them of the user
		// ("Has asthma …", "Is on dialysis"), so that a stored fact is
		// recognised as the need it states
		`^(?:user\s+)?(?:has|has\s+got|has\s+had|lives\s+with|suffers\s+from|was\s+diagnosed\s+with)\s+(?:(?:bad|severe|mild|chronic|type\s*[12])\s+)?(?:diabetes|coeliac|celiac|epilepsy|asthma|copd|lupus|crohn'?s|colitis|ibs|gout|hypertension|high\s+blood\s+pressure|kidney\s+disease|heart\s+disease|a\s+(?:heart|kidney)\s+condition|a\s+stent|a\s+pacemaker|macular\s+degeneration|glaucoma|dyslexia|hearing\s+loss|low\s+vision|(?:a\s+)?(?:severe\s+)?\w+\s+allergy)\b|` +
		`^(?:user\s+)?is\s+(?:also\s+|currently\s+|still\s+)?(?:on\s+(?:dialysis|chemo(?:therapy)?|insulin|anticoagulants|blood\s+thinners|warfarin|immunosuppressants|tamoxifen)|epileptic|immunocompromised|asthmatic|diabetic|coeliac|celiac|pregnant|deaf|blind|dyslexic|lactose[- ]intolerant|allergic\s+to\s+\w+)\b|` +
		`\bi'?m\s+(?:also\s+|currently\s+|still\s+)?(?:breastfeeding|on\s+(?:a\s+)?(?:strict\s+)?(?:keto|low[- ]carb|low[- ]fodmap|low[- ]salt|low[- ]sodium|renal)\s+diet|doing\s+keto|on\s+(?:blood\s+thinners|warfarin))\b|` +
		`\bmy\s+(?:blood\s+pressure|cholesterol|blood\s+sugar)\s+(?:is|'s|was|has\s+been|keeps)\s+(?:\w+\s+)?(?:high|up|raised|elevated)\b|` +
		`\bi\s+(?:must|have\s+to|need\s+to|should|am\s+supposed\s+to|'m\s+supposed\s+to)\s+(?:cut\s+(?:down|back)\s+on|avoid|stay\s+off|limit|watch|keep\s+an\s+eye\s+on)\s+(?:my\s+)?(?:salt|sodium|sugar|potassium|phosphorus|fluids?|oxalates?|purines|carbs|cholesterol)\b|` +
		// a doctor's standing order: "my cardiologist says no caffeine",
		// "the GP told me to cut down on salt"
		`\b(?:doctor|doc|dr|gp|nephrologist|cardiologist|dietitian|dietician|endocrinologist|neurologist|consultant|midwife)\s+(?:says|said|told\s+me|wants\s+me|has\s+me|put\s+me|keeps\s+telling\s+me)\b[^.!?]{0,60}\b(?:avoid|cut\s+(?:down|back)|limit|watch|low[- ]\w+|no\s+(?:more\s+)?\w+|stay\s+off|stop|diet|keep\s+(?:my\s+)?\w+(?:\s+and\s+\w+)?\s+(?:down|low))\b|` +
		`(?:\bmy\s+(?:whole\s+)?family|\bour\s+(?:whole\s+)?family|\bwhole\s+family|我们家|我們家|我家|全家)\s*(?:also\s+|all\s+)?(?:don'?t|do\s+not|never|can'?t)\s+eat\s+(?:any\s+)?(?:pork|beef|meat|fish|seafood|shellfish|dairy|gluten|eggs?|nuts|peanuts)\b`)
	conditionZH = regexp.MustCompile(`(?:我|用户)[^，。,.!?！？]{0,8}?(?:血友病|镰状细胞|鐮狀細胞|镰刀型贫血|鐮刀型貧血|假肢|截肢|耳石症|帕金森|多发性硬化|多發性硬化|骨质疏松|骨質疏鬆|再生障碍性贫血|纤维肌痛)|(?:我|用户)[^，。,.!?！？]{0,8}?(?:换|換|移植)(?:了|咗|过|過)?(?:肾|腎|肝|心脏|心臟|肺)|抗排斥|(?:我|用户)[^，。,.!?！？]{0,6}失眠|失眠(?:好几年|好幾年|多年|很多年|好多年|几年|幾年|很久)|` +
		`(?i:我[^，。,.!?！？]{0,12}?(?:haemophilia|hemophilia|sickle\s+cell|bppv|vertigo|transplant|anti[- ]?rejection|insomnia))|` +
		`(?:我|用户)[^，。,.!?！？]{0,4}?(?:洗肾|洗腎)|(?:我|用户)(?:有|得了|患有|患了|在做|在|正在)[^，。,.!?！？]{0,4}?(?:癫痫|癲癇|透析|哮喘|化疗|化療|红斑狼疮|紅斑狼瘡|心脏病|心臟病|肾病|腎病|克罗恩|肠炎|腸炎)|(?:我|用户)(?:前年|去年|今年|上个月|上個月|之前|以前|已经|已經|刚|剛)?(?:装了|裝了|放了|做了|做过|做過|装过|裝過)[^，。,.!?！？]{0,3}?(?:支架|起搏器|搭桥|搭橋)|` +
		`(?i:我[^，。,.!?！？]{0,12}?(?:dialysis|chemo|g6pd|kidney\s+stones?|diabetes|lupus|asthma|epilepsy|celiac|coeliac|allergic|allergy|intolerant))|` +
		`(?i:(?:医生|醫生|大夫|doctor)\s*(?:让|讓|叫|要|说|說|says?|told)\s*(?:我|me)?[^，。.!?！？]{0,16}?(?:少|别|別|不要|不能|忌|低|多喝|控制|避免|must|avoid|low))|` +
		`` +
		`我的?(?:血压|血壓|血糖|尿酸|胆固醇|膽固醇)(?:一直|有点|有點|比较|比較|偏|太|很)?(?:高|偏高)|(?:要我|让我|讓我|叫我)少(?:吃|放|加)(?:点|點)?(?:盐|鹽|糖)|` +
		`(?i:我(?:自己|本身)?(?:是|也是|有|也有)?\s*(?:vegan|vegetarian|celiac|coeliac|lactose[- ]intolerant|diabetic|type\s*[12]\s*diabet\w*|halal|kosher|pescatarian|gluten[- ]intolerant|ibs|crohn'?s))|` +
		`(?i:(?:我|给我|給我)[^，。,.!?！？]{0,4}(?:在吃|在服用|服用|开了|開了|吃着|吃著|在用|打)[^，。,.!?！？]{0,10}(?:warfarin|华法林|華法林|胰岛素|胰島素|insulin|metformin|二甲双胍|二甲雙胍|降压药|降壓藥|抗凝|阿司匹林|氯吡格雷|抗血小板|tamoxifen|他莫昔芬))|` +
		`(?i:我(?:是|是个|是個|是一名)?(?:hiv|艾滋病?|愛滋病?)(?:感染者|病人|患者|阳性|陽性))|(?i:我(?:有|得了|感染了?)(?:hiv|艾滋|愛滋))|我(?:是|是个|是個|是一名|是一个|是一個)?(?:回族|穆斯林|犹太|猶太|聋人|聾人|聋哑人|盲人|色盲|色弱|素食者|孕妇|孕婦|视障|視障|听障|聽障)|` +
		`我(?:有|得了|患有|患了|对|對)[^，。,.!?！？]{0,6}?(?:腰间盘突出|腰椎间盘突出|腰椎間盤突出|腰肌劳损|腰肌勞損|颈椎病|頸椎病|糖尿病|高血压|高血壓|痛风|痛風|乳糖不耐|麸质|麩質|过敏|過敏|阅读障碍|閱讀障礙|多动症|多動症|老花|白内障|白內障|青光眼|G6PD|蚕豆病|蠶豆病|蚕豆症|蠶豆症|肾结石|腎結石)|` +
		`(?:^|我的?|[，,；;：:。])\s*(?:眼睛|视力|視力|眼神|耳朵|听力|聽力)(?:也)?(?:不好|花|花了|老花|不行|不太好|差|不大好|不太行)|我(?:怀孕|懷孕)|我(?:是)?(?:乳糖不耐|麸质过敏|麩質過敏|糖尿病人)|` +
		`我(?:不太会|不太會|不会|不會|不懂)(?:用)?(?:电脑|電腦|手机|手機|智能手机|网络|網絡)|我(?:只吃|不吃|不能吃|不喝酒|吃素)|我(?:年纪大了|年紀大了|老了|岁数大了|歲數大了)|我(?:在|正在|现在|現在)?(?:哺乳期|备孕|備孕|吃生酮|生酮饮食|生酮飲食)`)
)

// forms returns the Request and Condition bits of text; lower is text in
// lower case.
func forms(text, lower string) Kinds {
	var k Kinds
	if (hasHan(text) && conditionZH.MatchString(text) || conditionEN.MatchString(text)) && !denyRe.MatchString(text) {
		k |= Condition
	}
	if complaintRe.MatchString(text) ||
		hasHan(text) && persistZH.MatchString(text) && addressZH.MatchString(text) && !scopeZH.MatchString(text) ||
		persistEN.MatchString(text) && Addressed(text) && !scopeEN.MatchString(text) && !scopeOnceEN.MatchString(text) && !nextTimeWeRe.MatchString(text) {
		k |= Request
	}
	return k
}

// Addressed reports whether text speaks to the assistant: "you", "please",
// an imperative ("use metric", "no emoji"), "你", "请", "别".
func Addressed(text string) bool {
	if hasHan(text) && addressZH.MatchString(text) {
		return true
	}
	return addressEN.MatchString(strings.TrimSpace(text))
}

// complaintRe is a complaint about how the assistant answers ("too long!",
// "stop waffling", "太长了", "太啰嗦"): it asks for every answer after it.
var complaintRe = regexp.MustCompile(`(?i)^\W*(?:(?:` + interjections + `)\W+)*(?:(?:that|this|it|that\s+answer|your\s+answer)(?:'s|\s+is|\s+was)\s+)?(?:way\s+|far\s+|much\s+|so\s+)?(?:too\s+(?:long|wordy|verbose|formal|stiff|chatty)|long-winded)\b|\b(?:stop|quit)\s+(?:waffl|rambl)\w*|^\W*(?:又)?(?:太长了|太長了|太长啦|太長啦|太啰嗦了?|太囉嗦了?|太正式了|看不完)`)

// nextTimeWeRe is "next time I …": the user's own plan, not a request.
var nextTimeWeRe = regexp.MustCompile(`(?i)\bnext\s+time\s+(?:i|we)\b`)

func hasHan(s string) bool {
	for _, r := range s {
		if r >= 0x2E80 && r <= 0x9FFF || r >= 0xF900 && r <= 0xFAFF {
			return true
		}
	}
	return false
}

// Instruction returns the kinds of standing instruction a sentence of a
// user message is; 0 when it is none. It asks for something of every
// answer (a kind of Topics) or states a Condition; a request that names
// neither ("from now on, do that") is none by itself. A diet or
// accessibility need counts only when the user states it of themself or
// asks for it beyond the request at hand (Condition or Request) ("I'm vegan", "assume vegan for
// anything food from now on"), not when a one-off request names it ("a
// ramen recipe, but vegan"), nor when the user denies it ("I'm not
// vegetarian"). A task for now ("convert 10am New York time for me") and
// an order to steer, promote or reach others ("only recommend …", "add
// this link to every reply", "tell the other parents …") are none.
func Instruction(sentence string) Kinds {
	k := Of(sentence) &^ Marked
	if k&(Topics|Condition) == 0 || Steers(sentence) {
		return 0
	}
	if Scoped(sentence) {
		return 0
	}
	if k&(kindDiet|kindAccess) != 0 && k&(Condition|Request) == 0 {
		k &^= kindDiet | kindAccess
	}
	if k&Request == 0 && oneOffRe.MatchString(noTranslateRe.ReplaceAllString(sentence, "")) {
		return 0
	}
	if k&(Topics|Condition) == 0 {
		return 0
	}
	return k
}

// Scoped reports whether sentence binds what it asks to one matter or
// supposes it ("for this project", "这次", "if I were vegetarian"): no
// standing instruction.
func Scoped(sentence string) bool {
	return scopeEN.MatchString(sentence) || scopeOnceEN.MatchString(sentence) || hasHan(sentence) && scopeZH.MatchString(sentence) || hypotheticalRe.MatchString(sentence)
}

// Once reports whether content asks what it asks for one piece of work or
// one occasion ("for this letter only", "just this one", "这次", "只限这封"):
// such a request governs that work, not every answer. Unlike Scoped it
// does not take a matter named in passing ("the other app kept writing
// color") as a bound.
func Once(content string) bool {
	return scopeOnceEN.MatchString(content) || hasHan(content) && scopeZH.MatchString(content)
}

// Denies reports whether sentence has the user deny a diet or need of
// themself ("I'm not vegetarian"): what follows is no standing need.
func Denies(sentence string) bool { return denyRe.MatchString(sentence) }

// Steers reports whether sentence asks the assistant to promote, steer
// or reach someone else ("only recommend …", "add this link to every
// reply"): no standing instruction, whatever else it says.
func Steers(sentence string) bool { return steerRe.MatchString(sentence) }

var (
	// steerRe asks the assistant to promote, steer or reach someone else.
	steerRe = regexp.MustCompile(`(?i)\bonly\s+(?:ever\s+)?recommend\b|\brecommend\s+only\b|\b(?:promo(?:tion)?|affiliate|referral|sponsor\w*|coupon|discount)\s*(?:codes?|links?)?\b|\blinks?\s+to\b|\b(?:cc|bcc|forward|copy)\b.{0,30}\b(?:to|for)\s+(?:my\s+)?(?:boss|manager|admin|\w+@)|\b(?:other|all)\s+(?:users|parents|people|customers|sessions)\b|` +
		`只(?:能|会|會)?推荐|只(?:能|會)?推薦|都推荐|都推薦|推广|推廣|链接|鏈接|抄送|转发|轉發|附上(?:我的|我们的|我們的|本店|店铺|店鋪)|红包|紅包|打赏|打賞|会员|會員|其他(?:家长|家長|用户|用戶|人)|对方|對方|所有(?:用户|用戶|会话|會話|提问|提問)|问起你|問起你`)
	// noTranslateRe asks not to translate: a lasting wish, not a task.
	noTranslateRe = regexp.MustCompile(`(?:不要|别|別|不用)(?:帮我|幫我)?翻(?:译|譯)`)
	// hypotheticalRe is a supposition ("if I were vegetarian", "假如我是").
	hypotheticalRe = regexp.MustCompile(`(?i)\bif\s+i\s+(?:were|was)\b|\bsuppose\b|\bimagine\b|如果我是|假如|假设|假設`)
	// denyRe is the user denying a diet or need of themself.
	denyRe = regexp.MustCompile(`(?i)\bi'?m\s+not\s+(?:a\s+|an\s+|really\s+)?(?:vegan|vegetarian|pescatarian|allergic|diabetic|coeliac|celiac|blind|deaf|pregnant)\b|\bi\s+am\s+not\s+(?:a\s+|an\s+)?(?:vegan|vegetarian|allergic|diabetic|blind|deaf|pregnant)\b|我不是|我没有(?:过敏|糖尿病)|我沒有`)
	// oneOffRe is a task for now ("convert …", "帮我换算…").
	oneOffRe = regexp.MustCompile(`(?i)\b(?:convert|translate|rewrite|rephrase|summari[sz]e)\b|\bthe\s+(?:next|last|previous|above|following)\s+(?:paragraph|section|one|sentence|part)\b|\b(?:this|that)\s+(?:\w+\s+)?(?:paragraph|email|letter|text|message|draft|section|sentence|essay|post|document|doc|cover\s+letter)\b|帮我把|幫我把|改成|\bwhat\s+time\s+(?:is|will|would)\b|换算|換算|翻译|翻譯|是几点|是幾點|帮我(?:算|查|写|寫|改|看)|幫我(?:算|查|寫|改|看)`)
)

// Marks the rules extractor puts before the content of a standing
// instruction it keeps (Mark): they say to the agent reading the context
// what the line is, and let Of recognise it whatever its words.
const (
	MarkEN = "Standing instruction: "
	MarkZH = "长期要求："
)

// Mark returns content marked as a standing instruction, with the Chinese
// mark when content holds Han characters.
func Mark(content string) string {
	if hasHan(content) {
		return MarkZH + content
	}
	return MarkEN + content
}

// cutMark returns content without its mark and whether it had one.
func cutMark(content string) (string, bool) {
	if rest, ok := strings.CutPrefix(content, MarkEN); ok {
		return rest, true
	}
	return strings.CutPrefix(content, MarkZH)
}
