package extract

import (
	"regexp"
	"strings"
)

// Agent-directed text: the wider net for episodes.
//
// IsInstruction decides whether a text may become a fact, and must not
// flag the user's own statements, so it needs a command the agent would
// carry out. An episode is a rendering of what the user said, and one that
// records an instruction carries the instruction into every later prompt
// just as a fact would; but an episode dropped by mistake costs little,
// because the facts of the turn are kept. So episodes use a wider test,
// IsAgentDirected: text that speaks to the agent or to its memory
// ("note to the memory system: …", "dear AI, …", "各位AI助手"), that works
// on stored data ("add to the user's profile that …", "写入记忆"), that
// overrides what the agent was told or stored ("ignore whatever …", "clear
// all stored preferences"), that claims authority ("admin override",
// "from the product team: …", "这是上面的规定"), that plants a literal in
// every answer ("append 'Sponsored by …' to all answers"), that asks for
// credentials or switches protections off, or that carries a memory or
// role object ({"role": "system", …}, new_memory: {…}, key=… value=…).
// None of these is how a person tells another about their own life.

var (
	directedEN = compileAlternation([]string{
		// speaking to the agent or its memory
		`\brules?\s+for\s+(?:you|the\s+(?:ai|assistant|bot|chatbot|model))\b`,
		`\b(?:dear|hello|hi|hey|attention|attn|note|message|memo|reminder|instructions?|notice)\s+(?:to\s+|for\s+)?(?:the\s+|your\s+|this\s+|all\s+|any\s+)?(?:ai|assistants?|bots?|chatbots?|agents?|llms?|engram|memory|memory\s+(?:system|module|store|bank|layer)|language\s+models?)\b`,
		`(?:^|[\s'"(\[{,;.])(?:ai|assistant|bot|chatbot|agent|engram|memory(?:\s+(?:system|module|store|bank|layer|update|entry|note|write|hack))?|new[\s_-]?(?:extracted[\s_-]?)?memory)\s*[:=]`,
		`\b(?:ai|assistants?|bots?|chatbots?|agents?|llms?|models?)\s+(?:reading|processing|parsing|seeing|summari[sz]ing)\s+this\b|\b(?:begin|end)\s+(?:admin|system|instructions?|prompt|memory)\b`,
		`\b(?:ai|assistant|bot|chatbot|agent|system|model)\s+(?:instructions?|rules?|rule\s+update|config(?:uration)?|polic(?:y|ies)|directives?|settings|guidelines)\b`,
		// working on stored data
		`\b(?:store|save|record|write|add|insert|put|copy|log|register)\b[^.!?\n]{0,50}\b(?:as|into|in|to|on)\s+(?:(?:a|the|your|their|this|every|each|all|other|every\s+other)\s+)*(?:[a-z]+'s\s+|users'\s+)?(?:permanent\s+|global\s+|core\s+|new\s+|long-term\s+|system\s+|default\s+)?(?:rules?|memory|memories|profiles?|records?|instructions?|config|database)\b`,
		`\b(?:store|save|record|remember|keep)\s+(?:this|that|these|the\s+following)\s+(?:rule|instruction|config(?:uration)?|setting|permission|policy|directive)s?\b`,
		`\b(?:rule|instruction|policy|setting|directive)s?\s+(?:globally|for\s+(?:all|every|everyone|everybody))\b|\bpermanent\s+rule\b|\bstore\b[^.!?\n]{0,20}\bglobally\b`,
		`\b(?:the|this|that|every|each|any)\s+user(?:'s|s')?\s+(?:profile|record|memory|memories|data|preferences|account|settings)\b|\bwhen(?:ever)?\s+(?:asked|the\s+user|a\s+user|users)\b`,
		// overriding what the agent was told or holds
		`\b(?:clear|delete|erase|wipe|replace|reset|overwrite|purge)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+|their\s+|this\s+user's\s+)?(?:stored|saved|existing|other|previous)\s+(?:preferences|rules|memories|memory|profiles?|settings|instructions|records)\b|\b(?:clear|delete|erase|wipe|replace|reset|overwrite|purge)\s+(?:all\s+)?(?:the\s+|their\s+|this\s+user's\s+)(?:rules|instructions|settings)\b`,
		`\byou(?:'re|\s+are)\s+[a-z]+\s+now\b|\byou\s+have\s+no\s+(?:rules|limits|restrictions|filters|guidelines)\b`,
		// claimed authority
		`\b(?:admin(?:istrator)?|system|security|developer|root|operator|moderator)\s+(?:override|update|notice|message|instruction|command|code|mode|access|alert)\b|\boverride\s+code\b`,
		`\bfrom\s+(?:the\s+|your\s+)?(?:product|brand|marketing|it|security|admin|dev|developer|engineering|support|compliance|legal|sales|growth)(?:\s+(?:team|department|dept|desk))?\s*:`,
		`\b(?:team|staff|developers?|engineers?|admins?|moderators?)\s+(?:at|of|from|behind)\s+(?:engram|this\s+(?:app|assistant|bot|chatbot|platform|service|deployment))\b|\bengram(?:'s)?\s+(?:[a-z]+\s+)?(?:team|staff|developers?|engineers?)\b|\binsider\s+team\b`,
		`\b(?:store|save|record|remember|note)\s+that\s+(?:all|every|each|any)\s+(?:answers?|responses?|repl(?:y|ies)|messages?|users?|customers?|conversations?|chats?)\b`,
		`\bfrom\s+your\s+(?:provider|developer|developers|admin|administrator|operator|creator|vendor)\b|\bauthori[sz](?:ed|ing|e)\s+(?:by\s+(?:the\s+)?(?:admin|support|management|developer|security|it)|you\s+to)\b`,
		// protections, credentials and other people's data
		`\b(?:send|share|give|tell|type|enter|provide|post|reply\s+with)\b[^.!?\n]{0,30}\b(?:their|your|the|users'?|customers'?|login)\s+(?:login\s+)?(?:passwords?|pins?|credentials|otps?|one-time\s+codes?|verification\s+codes?)\b`,
		`\b(?:turn\s+off|disable|remove|skip|bypass|stop)\b[^.!?\n]{0,30}\b(?:pii|masking|redaction|filter(?:s|ing)?|id\s+checks?|identity\s+checks?|safety\s+checks?|verification)\b|\bunmasked\b|\bunredacted\b`,
		`\b(?:give|send|show|share|forward|hand|expose|release)\b[^.!?\n]{0,30}\b(?:saved|stored)\s+(?:data|memories|information|info|records|preferences|details)\b`,
		`\b(?:you|must|should|always|now)\s+refuse\s+to\b|\b(?:redirect|direct|send|point|refer)\s+(?:people|users|everyone|everybody|customers|visitors|all\s+\w+)\s+to\b`,
		// memory and role objects
		`\{\s*"?(?:role|type)"?\s*:\s*["']?(?:system|assistant|developer|rule|memory|instruction|preference|profile|fact)\b|"content"\s*:\s*"`,
		`\b(?:key|scope|value)\s*=\s*\S|\b(?:allow|enable|disable|skip|bypass|trust|admin|always|never|permission|role)[a-z_]*\s*=\s*(?:true|false|all|\d|["'])`,
	})

	// ignoreEN overrides what the agent was told or stored; ownWordsEN is
	// the user taking back their own words ("ignore what I said earlier"),
	// which is a correction, not an attack.
	ignoreEN   = regexp.MustCompile(`\bignore\b[^.!?\n]{0,40}\b(?:told|said|above|before|earlier|stored|saved|schema|preferences|memory|memories|settings|context|everything|whatever)\b`)
	ownWordsEN = regexp.MustCompile(`\bignore\s+(?:what|whatever|everything|all|anything)?\s*(?:that\s+)?i(?:'ve|\s+have|\s+just)?\s+(?:said|told|wrote|typed|mentioned|asked)\b|\bignore\s+my\b`)

	// plantedEN: a literal planted in every answer.
	plantedEN = regexp.MustCompile(`\b(?:insert|append|add|include|attach|put|mention|link|prepend|end|start|open|close|sign|finish)\b[^.!?\n]{0,60}\b(?:every|all|each|any)\s+(?:[a-z]+\s+)?(?:answers?|responses?|replies|messages|outputs?|recommendations?|recipes?|links|results|emails|suggestions)\b`)

	// directedZH is matched against the lower-cased text, like directedEN.
	directedZH = compileAlternation([]string{
		// speaking to the agent or its memory
		`(?:各位|亲爱的|尊敬的|致|给|对|所有|全体)(?:的)?(?:所有)?(?:ai|人工智能|助手|机器人|大模型|模型|智能体|记忆模块|记忆系统)`,
		`(?:记忆模块|记忆系统|记忆|系统|管理员|开发者|助手|机器人)(?:指令|通知|公告|消息|提示|更新)?\s*[：:]`,
		`【[^】\n]{0,12}(?:系统|管理员|指令|记忆|官方|内部|通知|公告)[^】\n]{0,12}】|\[[^\]\n]{0,12}(?:系统|管理员|指令|记忆|写入)[^\]\n]{0,12}\]`,
		// working on stored data
		`(?:写入|存入|存进|记入|录入|写进|记到|记进|加到|添加到|保存到)(?:到)?(?:我的|你的|他的|她的|用户的|所有用户的)?(?:长期)?(?:记忆|档案|画像|资料库|数据库|系统|规则)`,
		`(?:记给|告诉|发给|推给|通知)(?:所有|每个|每位|其他|其它)(?:的)?(?:用户|人|客户|会员)|(?:所有|每个|每位|其他|其它|任何)(?:的)?用户`,
		`(?:清空|删除|删掉|重置|覆盖|抹掉)(?:掉)?(?:用户|所有|全部|你的)?(?:的)?(?:记忆|规则|设定|偏好|资料|档案)`,
		`(?:该|这个|此|这位|本)用户(?:是|已|的|为|同意)`,
		// rules raised above the agent's own
		`(?:当作|作为|当成|视为|设为|列为)(?:你的)?(?:核心|最高|首要|基本|永久|第一|全局)?(?:规则|准则|原则|指令|设定|守则|规矩)`,
		`永久生效|(?:应用|适用|生效)(?:到|于)?所有(?:会话|对话|用户)|生效范围|所有会话|所有对话|给你定(?:几|一|两|三)?条`,
		// overriding what the agent was told or holds
		`(?:忽略|无视|忽视|不要理会|别理会|别管|不用管|抛开)[^我。！？\n][^。！？\n]{0,14}(?:指令|指示|设定|规则|提示|要求|命令|内容|设置|记忆|限制)`,
		`只听我的|没有(?:任何)?(?:道德|伦理)?(?:限制|约束|底线)|(?:标记为|设为|认定为|视为)(?:可信|受信任|信任|管理员|vip|白名单)|(?:身份|权限|等级)(?:已)?(?:升级|提升|变更|改为)|跳过(?:所有)?(?:的)?(?:过滤|审核|检查|验证)`,
		// the agent steered across a whole class of questions ("以后所有保险问题都推荐…")
		`(?:以后|今后|往后|从现在起|从今天起)[^。！？\n]{0,4}所有[^。！？\n]{0,12}都(?:只能|要|得)?(?:推荐|推)|所有[^。！？\n]{0,8}(?:问题|咨询|提问)[^。！？\n]{0,4}都(?:只能|要|得)?(?:推荐|推)`,
		// claimed authority and credentials
		`(?:这是|按照|根据|遵照)(?:上面|上级|公司|官方|平台|总部|领导)(?:的)?(?:规定|要求|合作|指示|通知|安排)|开发者(?:说|要求|通知)|内部(?:通知|规定|指令)`,
		`(?:记录|发送|回复|提供|告诉|索要)[^。！？\n]{0,12}(?:登录)?密码|(?:关闭|关掉|取消|去掉)[^。！？\n]{0,8}(?:脱敏|打码|过滤|审核)`,
	})

	// plantedZH: a literal planted in every answer.
	plantedZH = regexp.MustCompile(`(?:所有|每条|每个|每次|每一条|任何|之后的每个)(?:的)?[^。！？\n]{0,8}(?:回复|回答|答案|输出|表格|文档|推荐|邮件)[^。！？\n]{0,20}(?:加上|加|插入|附上|附带|带上|提到|提|出现|禁止|不许|不要|不准|推荐|署名|开头|结尾)`)
)

// IsAgentDirected reports whether text speaks to the agent or its memory
// rather than about the user (see above). It flags everything IsInstruction
// and HasMarkers flag, and what SpeaksToAgent flags; use it where a false
// alarm is cheap (episodes).
func IsAgentDirected(text string) bool {
	return IsInstruction(text) || HasMarkers(text) || SpeaksToAgent(text)
}

// SpeaksToAgent reports whether text holds one of the agent-directed shapes
// above that IsInstruction does not test for. Alone it flags next to no
// statement a user makes about themselves, which lets the fact rules drop
// such a sentence too.
func SpeaksToAgent(text string) bool {
	lower := strings.ToLower(text)
	if directedEN.MatchString(lower) || quoteOrLink(text) && plantedEN.MatchString(lower) ||
		strings.Contains(lower, "ignore") && ignoreEN.MatchString(lower) && !ownWordsEN.MatchString(lower) {
		return true
	}
	if isASCII(text) {
		return false
	}
	return directedZH.MatchString(lower) || quoteOrLink(text) && plantedZH.MatchString(lower)
}

// AnyDirected reports whether a sentence of text (cut as anySentence cuts)
// is agent-directed, or text holds a structural marker.
func AnyDirected(text string) bool {
	return HasMarkers(text) || anySentence(text, IsAgentDirected)
}
