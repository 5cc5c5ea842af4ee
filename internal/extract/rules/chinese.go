package rules

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/pkg/events"
)

var (
	nameZH   = compile(`(?:^|我|请|就|可以|都|你)(?:的名字|的全名|姓名)?(?:叫|是叫|名叫|的名字是|的名字叫|姓名是|全名是|名字是)(?:我)?\s*([\p{Han}A-Za-z·]{1,12})`)
	callMeZH = compile(`(?:叫我|称呼我|喊我)(?:为)?\s*([\p{Han}A-Za-z·]{1,10})`)
	// notCalledZH is the name the user does not want: "别叫我郑先生"
	notCalledZH = compile(`(?:别|別|不要|不用|不许|不準|不准)(?:再)?(?:叫我|称呼我|稱呼我|喊我)`)
	iAmNameZH   = compile(`^我是([\p{Han}]{2,3})$`)
	roleZH      = compile(`(?:我|本人)(?:现在|目前|是|在|其实)*(?:是|做|当|干)(?:一名|一个|一位|个|名|位)?([\p{Han}A-Za-z]{0,10}?(?:工程师|程序员|老师|教师|医生|护士|学生|律师|会计师|会计|设计师|产品经理|项目经理|经理|销售|研究员|分析师|架构师|作家|记者|厨师|司机|创业者|老板|主管|总监|博士生|研究生|大学生|高中生|实习生|运营|测试|顾问|编辑|翻译|警察|公务员|教授|HR|CEO|CTO|COO|CFO|PM|工人|护工|保安|律师助理|客服|店长|主播|自由职业者|全职妈妈|退休|教练|健身教练|导游|快递员|外卖员|骑手|保洁|理发师|发型师|美容师|化妆师|摄影师|药剂师|兽医|牙医|飞行员|空姐|空乘|乘务员|列车员|消防员|军人|农民|渔民|电工|木工|水电工|装修工|裁缝|面点师|烘焙师|咖啡师|调酒师|营业员|收银员|仓管|质检员|保姆|月嫂|育儿嫂|社工|心理咨询师|咨询师|策划|文案|UP主|博主|画师|原画师|插画师|独立开发者|站长|店主|个体户|包工头|网约车司机))`)
	jobZH       = compile(`我的(?:工作|职业|职位|岗位|本职)是(.{1,15})$`)
	workAtZH    = compile(`我(?:自己|现在|目前|一直|兼职|全职|远程)*(?:在|于)(.{1,15}?)(?:远程|兼职|全职)?(?:工作|上班|任职|实习|打工|办公|读研|读博|读书|上学|念书|(?:做(.{1,10})|干([^活啥嘛了过]\p{Han}{1,9}|[A-Za-z]{2,10}))$|当(.{1,10})$)`)
	joinZH      = compile(`我(?:就职于|供职于|入职了?|加入了?|跳槽到了?|跳槽去了?)(.{1,15})$`)
	liveZH      = compile(`我(?:现在|目前|一直|已经|刚刚|刚|最近)?(?:住在|住|定居在|定居|生活在|待在|搬到了?|搬去了?|搬家到了?|家在|常住在?|长住在?|落户在?|安家在?)\s*(.{1,12}?)(?:了|啦|这边|那边)?$`)
	// inCityZH is "在X定居 / 生活 / 安家" ("我在杭州定居了", "我在深圳生活了十年").
	inCityZH = compile(`^我(?:现在|目前|一直|已经|刚|人|也|还)*在(\p{Han}{2,8}?)(?:定居|安家|落户|生活|居住|常住|长住|租房|买了房|买房|扎根)`)
	// staffOfZH is "我是X的员工" ("我是腾讯的员工"): the employer alone.
	staffOfZH = compile(`^我(?:现在|目前)?是(\p{Han}{2,10}?|[A-Za-z][A-Za-z0-9&.\- ]{1,20}?)的(?:员工|职员|雇员|正式员工|外包|实习生)$`)
	// durationZH starts the "how long" that may follow a place ("上海已经两年").
	durationZH = compile(`已经|快要?|都|有|差不多|将近|好几|[0-9一二两三四五六七八九十几半]+(?:个)?(?:年|月|天|周|星期)`)
	fromZH     = compile(`^我(?:是|老家是)([^的]{2,6}?)人$|^我老家(?:在|是)?(.{2,8}?)(?:的|人)?$|^我来自(.{2,8})$`)
	ageZH      = compile(`我(?:今年|已经|快|刚满|都|刚|满|才)*(\d{1,3}|[一二三四五六七八九十两]{1,4})(?:周)?岁`)
	langZH     = compile(`(中文|汉语|普通话|英文|英语|日语|日文|粤语|法语|德语|韩语|西班牙语|俄语)`)
	replyCtxZH = compile(`回答|回复|回覆|回我|覆我|答复|说话|讲|写|解释|答案|回应|内容|说|用|交流|沟通|聊`)
	shortZH    = compile(`简短|简洁|短一点|短一些|短点|精简|简单点|简单一点|别太长|不要太长|别那么长|不要那么长|太长了|长话短说|一句话|言简意赅|直接说重点|说重点`)
	longZH     = compile(`详细|具体一点|具体点|具体些|长一点|多一点细节|多点细节|展开|深入|详尽|全面一点|太短了|太简单了`)
	// writingScopeZH binds a language to one kind of writing ("写 email 的
	//时候用英文", "代码注释用英文"): not the language of the answers
	writingScopeZH = compile(`(?:写|寫)[^，。,.]{0,12}(?:的时候|的時候|时|時)|(?i:email|e-mail)|邮件|郵件|代码|代碼|注释|註釋|程式`)
	// plainWordsZH asks for plain words, not a short answer: "说话简单点"
	plainWordsZH   = compile(`(?:说话|說話|讲话|講話|讲|講|解释|解釋)(?:得)?(?:简单|簡單)`)
	negZH          = compile(`别|不要|不用|不想|不喜欢|讨厌|受不了`)
	likeZH         = compile(`^(?:我|我们)?(?:也|还|真的|其实|一直|平时|比较|特别|非常|很|超|超级|最|挺|更|蛮|都|向来|从小就|一向)*(不太能吃|不太能喝|不怎么吃|不太吃|不太喜欢|不怎么喜欢|不大喜欢|不太爱|不怎么爱|不大爱|不喜欢|不爱|讨厌|受不了|厌恶|反感|烦|喜欢|爱|偏好|偏爱|热爱|更喜欢|习惯|迷上了?|爱上了?|不吃|不喝|吃不了|喝不了|不能吃|不能喝)(.+)$`)
	favZH          = compile(`我最喜欢的(.{1,6}?)是(.+)$`)
	allergyZH      = compile(`我(?:对|對)(.+?)(?:过敏|過敏|敏感)|我(?:有)?(.{1,6})(?:过敏|過敏)`)
	stopZH         = compile(`^(?:以后|今后|之后|下次|从现在开始)?(?:请|麻烦)?(?:你)?(?:别再|不要再|以后别|以后不要|别老|不要老|别总|不要总)(.+)$`)
	wantZH         = compile(`^(?:请|麻烦|希望)?(?:以后|今后|之后|下次|从现在开始|以后的话)(?:请|麻烦|希望)?(?:你)?(.+)$`)
	ruleZH         = compile(`^(?:在)?(?:我们|咱们|我司|本公司|公司|团队|部门|我们公司|我们团队|我们部门|我们组|单位|我们单位|我们学校|学校|我们家|家里|我们这|我们这边|公司里|公司的|按照公司)`)
	ruleKWZH       = compile(`规定|流程|制度|要求|必须|不允许|不能|禁止|审批|一律|只能|都要|都得|不准|不得|统一|报销|从不|从来不|不发布|不上线|需要.*批|得.*批|规矩|原则|政策|标准是|至少|最多|不超过|一般都|不发版|周五不|周末不`)
	ruleKW2ZH      = compile(`(?:审批|报销|发版|上线|发布|合同|采购)(?:流程|制度)?(?:是|要|需要|必须|得)`)
	remindZH       = compile(`(?:提醒我|记得提醒我|到时候提醒我|别让我忘了|帮我记着|^别忘了|^不要忘了|^千万别忘了)(?:一下)?(.+)$`)
	planZH         = compile(`^(?:我|我们)?(?:(?:月底|年底|周末|月初|年初|下班|放学|睡觉|出发|开学|过年|国庆|春节)(?:前|之前|以前|后|之后)|最近|下个月|今年|明年|马上|周末|这周|下周|之后|回头|待会儿?|等会儿?|晚点|晚上|今天|明天|后天)?(?:早上|上午|中午|下午|晚上|傍晚|凌晨)?(?:[0-9一二三四五六七八九十两]{1,3}[点:：](?:半|钟|[0-9]{2})?)?(?:之前|以前|前|之后|以后)?(?:一直|正在|在)?(?:打算|计划|准备|想要|想去|需要|得|必须|要|该|决定|考虑)(.+)$`)
	planVerbZH     = compile(`^(?:把|去|做|交|写|完成|准备|买|参加|开|出差|考|学|报名|搬|换|看|见|约|带|还|订|办|申请|提交|复习|面试|装修|健身|跑|练|读|整理|联系|打电话|回|飞|坐|处理|修|改|上|签|找|给|带|跟|和|陪)`)
	subjZH         = compile(`^(?:我|我们|我家|我和|我跟|我爸|我妈|我老婆|我老公|我儿子|我女儿|我们家|我们团队|我们公司)`)
	ageLeZH        = compile(`^我(?:今年|已经|都|快|刚满|刚|满|才)+(\d{1,3}|[一二三四五六七八九十两]{2,4})(?:岁)?了?$`)
	bareRoleNounZH = compile(`^(?:本人)?(?:一名|一个|一枚)?((?:[^\P{Han}我你他她是的在做当]|[A-Za-z]){0,6}?(?:工程师|程序员|老师|教师|医生|护士|律师|会计|设计师|产品经理|项目经理|销售|研究员|分析师|运营|公务员|教授|HR|码农|前端|后端|全栈))(?:一枚|一个)?$`)
	twoDigitsZH    = compile(`^[1-9]\d$`)
	nowInZH        = compile(`^我(?:现在|目前|人|现|自己)*在(\p{Han}{2,8}?)(?:了|呢)?$`)
	doJobZH        = compile(`^我(?:是)?(?:做|干|搞)(.{2,8}?)的$`)
	replyPrefZH    = compile(`^(?:你的)?(?:回复|回答|解释|答案|讲解|给我讲|跟我讲|给我解释|跟我说|和我说)(?:问题|我)?(?:的时候|时)(?:请|尽量|最好|要|能|可以|希望|都)*(.{2,20})$|^(?:你的)?(?:回复|回答|解释|答案|讲解)(?:请|尽量|最好|要|能|可以|希望|都)+(.{2,20})$`)
	orgHabitZH     = compile(`每(?:周|天|月|年|个)|周[一二三四五六日末]|星期[一二三四五六日天]|工作日|节假日|上班时间`)
	allSubjZH      = compile(`^(?:所有|任何|凡是|每个|每一|一切|全部)(?:的)?[^，]{0,20}?(?:都得|都要|都需要|都必须|得|要|需要|必须|不能|不可以|只能)`)
	dontKeepZH     = compile(`^(?:请|以后)?(?:不要|别|不用)再?记(?:住|着|录)?(?:我的|关于我的)?(.+?)了?$`)
	orgSubjZH      = compile(`^(?:我们|咱们)?(?:公司|团队|部门|组|单位|学校|店|医院|实验室|项目组)`)
	reportZH       = compile(`^(?:周报|日报|月报|季报|周会|例会|晨会|考勤|打卡|值班)`)
	bizZH          = compile(`报销|合同|采购|发票|请假|加班|出差|上线|发版|付款|预算|转账|用章|盖章|审批|入职|离职|调休`)
	procedureZH    = compile(`审核|审批|批准|签字|提交|报备|备案|以内|之内|天内|以上|超过|不超过|至少`)
	// prefIdiomZH are idioms of taste without 喜欢: fearing (怕辣), not being
	// used to (吃不惯, 不习惯), being a fan (咖啡控), (no) interest (对…没兴趣),
	// being (not) one's dish (不是我的菜).
	prefIdiomZH = compile(`^我(?:也|还|真的|其实|一直|平时|比较|特别|非常|很|超|最|挺|一向|向来|从小就|有点|实在)*(?:怕(?:[^我你他她会是自己的]|$)|吃不惯|喝不惯|用不惯|看不惯|听不惯|不习惯|不太习惯|不怎么习惯|是(?:个|一个|一枚|资深)?[\p{Han}A-Za-z]{1,6}控|对[^，]{1,12}?(?:没什么兴趣|没啥兴趣|没兴趣|不感兴趣|不太感兴趣|很感兴趣|特别感兴趣|超感兴趣|非常感兴趣|感兴趣|着迷|上瘾))|^[^，]{1,12}?(?:是|不是|真是|才是)我的菜`)
	// wishZH opens a wish of the user's ("我想…", "我希望…").
	wishZH = compile(`^我(?:一直|其实|真的|特别|很)?(?:想|希望|梦想|想要)`)
	// workActZH are team activities that make a cadence a rule ("我们每周五下午做代码评审").
	workActZH  = compile(`开会|例会|周会|站会|晨会|评审|review|Review|发版|上线|部署|复盘|汇报|培训|团建|值班|打卡|分享会|对账|盘点|结算|排期`)
	askingZH   = compile(`^我有(?:个|一个|几个|两个)?(?:问题|疑问|想法|事|请求|小问题)`)
	benrenZH   = compile(`^本人(?:叫|姓名|名叫)?\s*([\p{Han}]{2,3})$`)
	coordZH    = compile(`^(?:坐标|人在|现居|现居住在|现在人在|常驻|base在?|Base在?|BASE在?)\s*([\p{Han}A-Za-z]{2,10})$`)
	bareAgeZH  = compile(`^(?:今年|已经|刚满|快)?(\d{1,3}|[一二三四五六七八九十两]{1,4})(?:周)?岁(?:了)?$|^今年(\d{1,2})(?:岁)?了?$`)
	bareRoleZH = compile(`^(?:现在|目前)?(?:做|干|当|搞)(?:一名|一个|一位|个|名|位)?([\p{Han}A-Za-z]{2,8}?)(?:的|工作|这一?行)?$`)
	tzZH       = compile(`(?:东|西)[一二三四五六七八九十]{1,2}区|(?:UTC|GMT)\s*[+\-＋－]\s*\d{1,2}(?::\d\d)?|北京时间|美东时间|美西时间`)
	tzCtxZH    = compile(`时区|^我(?:在|用|这边是|这里是|是)|^(?:在|用)`)
	mustZH     = compile(`必须|不得|禁止|严禁|不允许|不准|不许|一律|务必|只能|一定要|不能`)
	negPrefZH  = compile(`^(?:能不能|可不可以|能否|可以)?(?:回复|回答|解释|写代码|写)?(?:的时候|时)?(?:请|麻烦)?(?:你)?(?:别|不要|不用|少|尽量别|尽量不要|千万别)(?:每次|总是|老是|一直|再)?都?(给我(?:推荐|发|用|写|列)?|用|推荐|发|写|出现|加|列|提)(.{1,20})$`)
	petZH      = compile(`^我(?:家|们家)(?:的)?(?:猫|狗|猫咪|狗狗|小猫|小狗|宠物|兔子|仓鼠|鹦鹉|孩子|小孩|儿子|女儿|老大|老二|宝宝|老人|老婆|老公)`)
	factZH     = compile(`^我(?:家|们家)?(?:患有|患了|患|乳糖不耐|是左撇子|左撇子|是扁平足|扁平足|在吃素|吃素|是素食|一直吃素|用的是|一直用|平时用|在用|有|养了|养着|养|会说|会讲|会|平时|每天|一般|经常|通常|从来不|从不|不会|不吃|不喝|不抽烟|抽烟|喝酒|毕业于|毕业|本科|研究生|在读|最近在|正在学|在学|已经结婚|结婚了|单身|离婚|怀孕|戒烟|戒酒|开车|坐地铁|骑车)|^我(?:的)?(?:老婆|老公|妻子|丈夫|太太|先生|爱人|儿子|女儿|孩子|小孩|狗|猫|宠物|妈妈|爸爸|父亲|母亲|父母|哥哥|姐姐|弟弟|妹妹|女朋友|男朋友|对象|生日|车|房子|专业|母语|血型|爱好|兴趣|老板|领导|同事|团队|爸|妈|哥|姐|弟|妹|爷爷|奶奶|外公|外婆|姥姥|姥爷|岳父|岳母|公公|婆婆|朋友|闺蜜|室友|邻居|上司|客户|家人|家里人|媳妇|男友|女友|宝宝|猫咪|狗狗)`)
)

var cities = map[string]bool{}

func init() {
	for _, c := range strings.Fields("北京 上海 广州 深圳 杭州 成都 武汉 南京 西安 重庆 天津 苏州 长沙 郑州 青岛 厦门 合肥 沈阳 大连 济南 昆明 福州 哈尔滨 香港 澳门 台北 东莞 宁波 无锡 佛山 珠海 石家庄 南昌 贵阳 南宁 太原 兰州 乌鲁木齐 拉萨 海口 三亚 长春 呼和浩特 银川 西宁 温州 常州 徐州 烟台 泉州 惠州 中山 绍兴 嘉兴 金华 扬州 洛阳 美国 日本 英国 德国 法国 新加坡 加拿大 澳洲 澳大利亚 韩国 纽约 伦敦 东京 硅谷 国外 老家 家里 本地 海外 北美 欧洲") {
		cities[c] = true
	}
}

// fieldOfWorkZH reports whether what the user "does" is a field rather
// than a post: "知识产权方向", "医疗领域", "金融这块".
func fieldOfWorkZH(v string) bool {
	for _, suf := range []string{"方向", "领域", "这块", "那块", "行业", "这行", "板块"} {
		if strings.HasSuffix(v, suf) {
			return true
		}
	}
	return false
}

// choresZH are what one does somewhere that is no job ("我在家干家务").
var choresZH = map[string]bool{"家务": true, "家务活": true, "杂活": true, "农活": true, "体力活": true}

// namedPlaceZH reports whether s names a city or country by name, not a
// kind of place: a bare "我在深圳" says where the user is, "我在小区" or
// "我在家里" does not.
func namedPlaceZH(s string) bool {
	switch s {
	case "老家", "家里", "本地", "国外", "海外":
		return false
	}
	return cities[s] || strings.HasSuffix(s, "市") || strings.HasSuffix(s, "省")
}

func isPlace(s string) bool {
	if cities[s] {
		return true
	}
	for _, suf := range []string{"市", "省", "区", "县", "镇", "村"} {
		if strings.HasSuffix(s, suf) {
			return true
		}
	}
	for c := range cities {
		if strings.HasPrefix(s, c) && !strings.HasSuffix(s, "公司") && !strings.HasSuffix(s, "大学") && !strings.HasSuffix(s, "银行") && !strings.HasSuffix(s, "医院") {
			return len(s) <= len(c)+6 // 北京朝阳, 上海浦东
		}
	}
	return false
}

var nameSuffixZH = []string{"就行了", "就行", "就好了", "就好", "就可以了", "就可以", "好了", "吧", "啊", "呀", "哦", "哈", "就是了", "的", "了"}

var surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧"

func trimNameZH(v string) string {
	for changed := true; changed; {
		changed = false
		for _, s := range nameSuffixZH {
			if strings.HasSuffix(v, s) && len(v) > len(s) {
				v = strings.TrimSuffix(v, s)
				changed = true
			}
		}
	}
	return v
}

var zhContinuation = compile(`^(?:是|住在|住|在|现在|目前|今年|刚|已经)`)

// recentZH opens a subject-less clause about what the speaker is doing lately.
var recentZH = compile(`^(?:最近在|最近正在|最近一直在|最近开始|正在学|一直在学)`)

// calledByOtherZH reports whether "叫我…" in c has another person as its
// subject who tells the user to do something ("我妈叫我早点睡") rather than
// calling them a name ("叫我小张", "大家都叫我老张").
func calledByOtherZH(c string) bool {
	i := strings.Index(c, "叫我")
	return i > 0 && strings.Contains(c[:i], "我")
}

func (r *run) chinese(c string) {
	if recentZH.MatchString(c) {
		c = "我" + c // "最近在学吉他"
	}
	if benrenVerbZH.MatchString(c) {
		c = "我" + c[len("本人"):] // "本人患2型糖尿病十余年" is "我患…"
	}
	if m := selfEmphasisZH.FindStringSubmatchIndex(c); m != nil && !strings.HasPrefix(c[m[3]:], "的") {
		c = "我" + c[m[3]:] // "我自己最爱生普" is "我最爱生普"
	}
	full := c
	// A clause after a comma often drops the subject: "我叫周杰，住在成都".
	if zhContinuation.MatchString(c) {
		c = "我" + c
	}
	// Identity and plans are matched with the date phrase removed:
	// "我上个月搬到深圳了", "下周我要去上海出差".
	if d, ok := r.date(c); ok {
		c = c[:d.start] + c[d.end:]
		c = strings.TrimLeft(c, "，, ")
	}
	if v := dietZH(c); v != "" && !questionZH(c) && !supposedZH.MatchString(c) {
		r.addCarry(events.Fact{Type: events.TypeProfile, Key: "diet", Value: v, Content: thirdZH(full), Confidence: confFact, Importance: impProfile})
		return // "我吃素五年了", "现在改海鲜素了": a diet, current in the profile
	}
	identity := false
	if (c == "男" || c == "女" || c == "男生" || c == "女生") && (r.atMessageStart || r.userSubject) {
		r.userSubject = true // "男，32，在上海做销售"
		return
	}
	if r.userSubject && twoDigitsZH.MatchString(c) {
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: c, Content: "今年" + c + "岁", Confidence: confIdentity, Importance: impProfile})
		return
	}
	if strings.HasPrefix(c, "本人") && utf8.RuneCountInString(c) <= 5 && !benrenZH.MatchString(c) {
		r.userSubject = true // "本人女，28岁，…": what follows is about the user
		return
	}
	if strings.HasPrefix(c, "我姓") && utf8.RuneCountInString(c) <= 4 {
		r.userSubject = true // "我姓刘，叫刘德明": the next clause names the user
		return
	}
	if m := benrenZH.FindStringSubmatch(c); m != nil && strings.Contains(surnames, string([]rune(m[1])[0])) {
		r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: m[1], Content: "名字是" + m[1], Confidence: confIdentity, Importance: impName})
		identity = true
	} else if m := nameZH.FindStringSubmatch(c); m != nil && (strings.Contains(c, "叫") || strings.Contains(c, "名")) && (!strings.HasPrefix(c, "叫") || r.userSubject || r.atMessageStart) && !(strings.Contains(c, "叫我") && r.hasKey("name")) {
		if v := trimNameZH(m[1]); v != "" && !strings.ContainsAny(v, "什么谁啥哪") && !strings.Contains(v, "名字") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: v, Content: "名字是" + v, Confidence: confIdentity, Importance: impName})
			identity = true
		}
	} else if m := callMeZH.FindStringSubmatch(c); m != nil && !calledByOtherZH(c) && !r.hasKey("name") && !notCalledZH.MatchString(c) {
		if v := trimNameZH(m[1]); v != "" && !strings.ContainsAny(string([]rune(v)[0]), "早去做别不回快赶少多用买吃来帮把给再先拿写看听读学") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: v, Content: "名字是" + v, Confidence: confIdentity, Importance: impName})
			identity = true
		}
	} else if m := iAmNameZH.FindStringSubmatch(c); m != nil && surnameLike(m[1]) && !roleZH.MatchString(c) {
		r.add(events.Fact{Type: events.TypeProfile, Key: "name", Value: m[1], Content: "名字是" + m[1], Confidence: confIdentity, Importance: impName})
		identity = true
	}
	if m := workAtZH.FindStringSubmatch(c); m != nil {
		place := cityZH(strings.TrimSpace(m[1]))
		if city, rest := cityPrefix(place); city != "" && (rest == "" || strings.HasPrefix(rest, "找") || strings.HasPrefix(rest, "一家") || strings.HasPrefix(rest, "的一家") || strings.HasPrefix(rest, "某")) {
			// 在北京一家外企做财务: the city is where the user works; "一家外企" names no employer
			r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: city, Content: "在" + city + "工作", Confidence: confIdentity, Importance: impProfile})
		} else if isPlace(place) {
			r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: place, Content: "在" + place + "工作", Confidence: confIdentity, Importance: impProfile})
		} else if city != "" && orgNameZH(rest) {
			// 在杭州阿里巴巴上班: the city and the employer, each its own fact
			r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: city, Content: "在" + city + "工作", Confidence: confIdentity, Importance: impProfile})
			v := orgOnlyZH(rest)
			r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "在" + v + "工作", Confidence: confIdentity, Importance: impProfile})
		} else if place != "" && !strings.HasPrefix(place, "家") && !strings.HasPrefix(place, "一家") && !strings.HasPrefix(place, "一个") && !strings.HasPrefix(place, "某") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: place, Content: "在" + place + "工作", Confidence: confIdentity, Importance: impProfile})
		}
		if role := strings.TrimSpace(m[2] + m[3] + m[4]); role != "" && !choresZH[role] {
			role = trimNameZH(role)
			r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "职业是" + role, Confidence: confIdentity, Importance: impProfile})
		}
		identity = true
	} else if m := joinZH.FindStringSubmatch(c); m != nil {
		v := trimNameZH(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "在" + v + "工作", Confidence: confIdentity, Importance: impProfile})
		identity = true
		if d, ok := r.date(full); ok && !d.future && strings.Contains(full, "入职") {
			// "我上周一入职了字节跳动": joining is also an event
			content := thirdZH(full)
			et := r.dated(&content, true)
			r.add(events.Fact{Type: events.TypeEvent, Content: content, Confidence: confEvent, Importance: impEvent, EventTime: et})
		}
	} else if m := roleZH.FindStringSubmatch(c); m != nil {
		r.roleZH(m[1])
		identity = true
	} else if m := coordZH.FindStringSubmatch(c); m != nil {
		v := cityZH(trimNameZH(m[1]))
		r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "住在" + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	} else if m := bareRoleZH.FindStringSubmatch(c); m != nil && r.userSubject {
		v := m[1]
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: v, Content: "职业是" + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	} else if m := bareRoleNounZH.FindStringSubmatch(c); m != nil && (r.userSubject || r.atMessageStart) {
		// "25岁，程序员，坐标杭州": a bare job title among identity clauses
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: m[1], Content: "职业是" + m[1], Confidence: confIdentity, Importance: impProfile})
		identity = true
	} else if m := bareAgeZH.FindStringSubmatch(c); m != nil && (r.userSubject || r.atMessageStart) {
		v := m[1] + m[2]
		if n := zhNumber(v); n > 0 {
			v = itoa(n)
		}
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: v, Content: "今年" + v + "岁", Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if tz := tzZH.FindString(c); tz != "" && tzCtxZH.MatchString(c) && !strings.ContainsAny(c, "吗？") {
		r.add(events.Fact{Type: events.TypeProfile, Key: "timezone", Value: tz, Content: "时区是" + tz, Confidence: confIdentity, Importance: impProfile})
		identity = true
	} else if m := jobZH.FindStringSubmatch(c); m != nil {
		v := trimNameZH(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: v, Content: "职业是" + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := staffOfZH.FindStringSubmatch(c); m != nil && !identity && !isPlace(m[1]) {
		v := strings.TrimSpace(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "在" + v + "工作", Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := inCityZH.FindStringSubmatch(c); m != nil && !identity && isPlace(cityZH(m[1])) {
		v := cityZH(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "住在" + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := liveZH.FindStringSubmatch(c); m != nil && !identity {
		v := strings.TrimSpace(m[1])
		if i := durationZH.FindStringIndex(v); i != nil && i[0] >= 6 {
			v = v[:i[0]] // "上海已经两年" → "上海"
		}
		v = cityZH(v)
		if _, dated := r.date(v); v != "" && !dated && !strings.ContainsAny(v, "的吗") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "住在" + v, Confidence: confIdentity, Importance: impProfile})
			identity = true
		}
	} else if m := fromZH.FindStringSubmatch(c); m != nil && !identity {
		v := cityZH(m[1] + m[2] + m[3])
		r.add(events.Fact{Type: events.TypeProfile, Key: "hometown", Value: v, Content: "老家是" + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := nowInZH.FindStringSubmatch(c); m != nil && !identity && isPlace(cityZH(m[1])) && (m[0] != "我在"+m[1] || namedPlaceZH(cityZH(m[1]))) {
		// "现在在广州" after an identity clause, "我目前在成都"
		v := cityZH(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "住在" + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := doJobZH.FindStringSubmatch(c); m != nil && !identity {
		v := m[1]
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: v, Content: "职业是" + v, Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := ageLeZH.FindStringSubmatch(c); m != nil && !ageZH.MatchString(c) {
		v := m[1]
		if n := zhNumber(v); n > 0 {
			v = itoa(n)
		}
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: v, Content: "今年" + v + "岁", Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if m := ageZH.FindStringSubmatch(c); m != nil {
		v := m[1]
		if n := zhNumber(v); n > 0 {
			v = itoa(n)
		}
		r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: v, Content: "今年" + v + "岁", Confidence: confIdentity, Importance: impProfile})
		identity = true
	}
	if identity {
		r.userSubject = true
		return
	}
	core := c
	c = full
	if r.replyZH(c) {
		return
	}
	if m := remindZH.FindStringSubmatch(c); m != nil {
		content := "提醒：" + strings.TrimSpace(m[1])
		et := r.dated(&content, true)
		if et == nil {
			// the date may precede 提醒我 ("明天提醒我…")
			if d, ok := r.date(c); ok {
				day := d.day
				content = day.Format("2006-01-02") + "（" + d.phrase + "）" + content
				et = &day
			}
		}
		r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: confReminder, Importance: impTodo + 0.1, EventTime: et})
		return
	}
	if r.conclusionZH(c) {
		return
	}
	if m := allergyZH.FindStringSubmatch(c); m != nil {
		r.add(events.Fact{Type: events.TypeFact, Content: thirdZH(c), Confidence: confFact, Importance: impProfile, Sensitivity: events.SensitivityHigh})
		return
	}
	if m := favZH.FindStringSubmatch(c); m != nil {
		r.add(events.Fact{Type: events.TypePreference, Key: "favorite_" + m[1], Value: m[2], Content: "用户最喜欢的" + m[1] + "是" + m[2], Confidence: confPreference, Importance: impPreference})
		return
	}
	if !strings.HasSuffix(c, "吗") && !strings.HasSuffix(c, "么") && (ruleZH.MatchString(c) && (ruleKWZH.MatchString(c) || ruleKW2ZH.MatchString(c)) || ruleKW2ZH.MatchString(c) && strings.Contains(c, "批") || isObligationZH(c) ||
		ruleZH.MatchString(c) && orgHabitZH.MatchString(c) && (strings.ContainsAny(c, "不都只") || orgSubjZH.MatchString(c) || cadenceActZH(c)) && !questionZH(c) ||
		bizZH.MatchString(c) && strings.ContainsAny(c, "要需须得") && procedureZH.MatchString(c) && !strings.HasPrefix(c, "我") ||
		reportZH.MatchString(c) && orgHabitZH.MatchString(c) && !questionZH(c) ||
		allSubjZH.MatchString(c) && !questionZH(c) || joinedLeadInZH(c)) {
		r.addCarry(events.Fact{Type: events.TypeRule, Content: c, Confidence: confRule, Importance: impRule})
		return
	}
	if m := negPrefZH.FindStringSubmatch(c); m != nil && !pronounZH(m[2]) {
		r.add(events.Fact{Type: events.TypePreference, Content: "用户不希望" + strings.TrimPrefix(m[1], "给我") + m[2], Confidence: confPreference, Importance: impPreference})
		return
	}
	if m := prefIdiomZH.FindStringSubmatch(c); m != nil && !r.question && !questionZH(strings.ReplaceAll(c, "没什么", "没")) {
		// "我特别怕辣", "我吃不惯西餐", "我是个咖啡控", "我对甜食没什么兴趣"
		r.add(events.Fact{Type: events.TypePreference, Content: thirdZH(c), Confidence: confPreference, Importance: impPreference})
		return
	}
	if m := likeZH.FindStringSubmatch(c); m != nil {
		obj := strings.TrimSpace(m[2])
		if obj == "" || obj == "你" || obj == "这个" || obj == "那个" || obj == "它" || strings.HasPrefix(obj, "你的") {
			return
		}
		if strings.HasPrefix(obj, "人") && m[1] == "爱" { // 我爱人 = my spouse
			r.add(events.Fact{Type: events.TypeFact, Content: thirdZH(c), Confidence: confFact, Importance: impFact})
			return
		}
		content := "用户" + m[1] + obj
		if strings.HasPrefix(c, "我们") {
			content = c
		}
		r.add(events.Fact{Type: events.TypePreference, Content: content, Confidence: confPreference, Importance: impPreference})
		return
	}
	if d, ok := r.date(c); ok && d.future && wishZH.MatchString(c) && !r.question && !questionZH(c) {
		// "我想明年换个城市生活": a wish with a date ahead is a (weak) plan
		content := thirdZH(c)
		et := r.dated(&content, true)
		r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: confWeak, Importance: impTodo, EventTime: et})
		return
	}
	if m := planZH.FindStringSubmatch(core); m != nil {
		rest := m[1]
		_, dated := r.date(c)
		strong := strings.Contains(c, "打算") || strings.Contains(c, "计划") || strings.Contains(c, "准备") || strings.Contains(c, "决定")
		if strong || dated || planVerbZH.MatchString(rest) {
			content := thirdZH(c)
			if !strings.HasPrefix(content, "用户") && !strings.HasPrefix(content, "我们") {
				content = "用户" + content
			}
			conf := confPlan
			if !strong && !dated && (strings.Contains(c, "想") || strings.Contains(c, "考虑")) {
				conf = confWeak
			}
			et := r.dated(&content, true)
			r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: conf, Importance: impTodo, EventTime: et})
			return
		}
	}
	if d, ok := r.date(c); ok && d.future && d.start == 0 && !r.question && !questionZH(c) {
		// "下个月去日本玩": a future date and a verb, the subject dropped
		if rest := strings.TrimLeft(c[d.end:], "早上晚中午下，, "); planVerbZH.MatchString(rest) && utf8.RuneCountInString(rest) >= 3 {
			content := "用户" + c
			et := r.dated(&content, true)
			r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: confPlan, Importance: impTodo, EventTime: et})
			return
		}
	}
	if d, ok := r.date(c); ok && !d.future {
		rest := strings.TrimLeft(strings.TrimSpace(c[:d.start]+c[d.end:]), "早上晚中午下夜里，, ")
		// Chinese drops the subject: "昨天跟客户开会", "前天搬家了" are the
		// user's own events when the date leads and no one else is named.
		implicit := d.start == 0 && !strings.ContainsAny(rest, "你您他她它") && !questionZH(rest) && !r.question &&
			!strings.HasPrefix(rest, "那") && !strings.HasPrefix(rest, "这") && !strings.HasPrefix(rest, "的") &&
			(strings.ContainsAny(rest, "了过") || strings.HasPrefix(rest, "跟") || strings.HasPrefix(rest, "和") || strings.HasPrefix(rest, "去")) &&
			utf8.RuneCountInString(rest) >= 3 && !strings.HasPrefix(rest, "天气")
		if (subjZH.MatchString(rest) && len(rest) > 6 || implicit) && !passingState(c, true) {
			content := c
			et := r.dated(&content, true)
			if strings.HasPrefix(content, "我") && !strings.HasPrefix(content, "我们") {
				content = "用户" + strings.TrimPrefix(content, "我")
			}
			typ := events.TypeEvent
			if t := cueTypeAt(c, true, d, true, r.ts); t == events.TypeTodo {
				typ = t // "这个月底之前得把论文交了": an obligation, not a happening
			}
			r.addCarry(events.Fact{Type: typ, Content: content, Confidence: confEvent, Importance: impEvent, EventTime: et})
			return
		}
	}
	if strings.Contains(c, "月") && (strings.ContainsAny(c, "了过") || strings.Contains(c, "出生") || strings.Contains(c, "生于")) && !questionZH(c) &&
		(subjZH.MatchString(c) || petZH.MatchString(c)) {
		// an explicit calendar date in the past: "我女儿是2019年3月3日出生的"
		if day, ok := findAbsDate(c, r.ts, true); ok {
			content := thirdZH(c)
			r.addCarry(events.Fact{Type: events.TypeEvent, Content: content, Confidence: confEvent, Importance: impEvent, EventTime: &day})
			return
		}
	}
	if (factZH.MatchString(c) || petZH.MatchString(c)) && !strings.ContainsAny(c, "你您") && !askingZH.MatchString(c) && !taskContext(c, c, true) {
		// continuation clauses join the fact: "我养了一条金毛，叫豆豆" is about the dog
		typ := events.TypeFact
		if t := cueType(c, true, false, false); t == events.TypePreference {
			typ = t // "我平时特别喜欢爬山"
		}
		r.addCarry(events.Fact{Type: typ, Content: thirdZH(c), Confidence: confFact, Importance: impFact})
		return
	}
	if m := replyPrefZH.FindStringSubmatch(c); m != nil && !questionZH(c) && !r.question {
		r.add(events.Fact{Type: events.TypePreference, Content: "用户希望" + c, Confidence: confPreference, Importance: impPreference})
		return
	}
	if m := stopZH.FindStringSubmatch(c); m != nil {
		r.add(events.Fact{Type: events.TypePreference, Content: "用户不希望再" + m[1], Confidence: confPreference, Importance: impPreference})
		return
	}
	if m := wantZH.FindStringSubmatch(c); m != nil && len(m[1]) > 3 {
		r.add(events.Fact{Type: events.TypePreference, Content: "用户希望以后" + m[1], Confidence: confPreference, Importance: impPreference})
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

// mixInZH is a request not to mix another language's words into the
// answer ("别夹英文单词", "不要掺英语").
var mixInZH = compile(`(?:别|不要|不用|少|尽量别|尽量不要)(?:夹|掺|混|带|夹杂|掺杂|混杂)(?:着|上|进)?(?:些|一些)?` + `(中文|汉语|普通话|英文|英语|日语|日文|粤语|法语|德语|韩语|西班牙语|俄语)`)

// selfInputZH is a clause about the language the user writes in ("我虽然用
// 中文打字", "我平时打字用中文"), or one conceding something.
var selfInputZH = compile(`虽然|尽管|打字|输入`)

// contrastZH marks the clause part that carries the request after a
// concession ("我虽然用中文打字但你请用英文回我").
var contrastZH = compile(`但是|但|可是|不过|然而`)

// afterContrastZH returns the part of c after its last contrast marker when
// that part names a language, else c.
func afterContrastZH(c string) string {
	locs := contrastZH.FindAllStringIndex(c, -1)
	if len(locs) == 0 {
		return c
	}
	if rest := c[locs[len(locs)-1][1]:]; langZH.MatchString(rest) && !keepTermsZH.MatchString(rest) {
		return rest
	}
	if keepTermsZH.MatchString(c) {
		// "用中文回我，但是 technical terms 保留英文": the terms kept in the
		// other language are no reply language; the part before says it
		if before := c[:locs[len(locs)-1][0]]; langZH.MatchString(before) {
			return before
		}
	}
	return c
}

// keepTermsZH keeps terms or names in a language ("technical terms 保留英文",
// "术语用英文", "英文 ingredient 名可以保留") or glosses words in one
// ("后面括号里写中文意思"): no reply language.
var keepTermsZH = compile(`(?i)(?:括号|括號|注释|註釋|注明|註明|标注|標註|旁边|旁邊)[^，。,.]{0,8}(?:中文|英文|拼音)(?:意思|解释|解釋|翻译|翻譯)?|(?:中文|英文)(?:意思|解释|解釋)|(?:terms?|术语|術語|专业(?:词|名词|词汇)|專業(?:詞|名詞)|名词|名詞|名字|名称|名稱|单词|單詞|词汇|詞彙)[^，。,.]{0,8}(?:保留|保持|用|写成|寫成|不要翻译|别翻译|別翻譯)\s*(?:英文|英语|原文|English)?|(?:英文|英语|English)\s*\w*\s*(?:名|名字|名称|术语|術語)[^，。,.]{0,4}(?:保留|不用翻)`)

// bilingualZH asks for every answer in two languages ("中文英文都写上",
// "一句中文一句英文", "中英对照").
var bilingualZH = compile(`(?:中文|汉语|漢語)\s*(?:和|跟|与|與|、|\+)?\s*(?:英文|英语|英語)\s*都|(?:英文|英语|英語)\s*(?:和|跟|与|與|、|\+)?\s*(?:中文|汉语|漢語)\s*都|一句中文一句英文|一句英文一句中文|中英(?:文)?(?:对照|對照|双语|雙語)|(?:双语|雙語)(?:回答|回复|回覆)`)

func (r *run) replyZH(c string) bool {
	if !replyCtxZH.MatchString(c) || strings.Contains(c, "我会") || strings.Contains(c, "我能") || strings.Contains(c, "我在学") {
		return false
	}
	if m := mixInZH.FindStringSubmatch(c); m != nil && m[1] != "中文" && m[1] != "汉语" && m[1] != "普通话" {
		// "说话别夹英文单词": only Chinese, nothing of the other language
		r.add(events.Fact{Type: events.TypePreference, Key: "language", Value: "中文", Content: "用户希望只用中文回答，不夹" + m[1] + "词", Confidence: confReply, Importance: impReply})
		return true
	}
	if selfInputZH.MatchString(c) && !contrastZH.MatchString(c) {
		return false // "我虽然用中文打字": how the user types, not how to answer
	}
	if bilingualZH.MatchString(c) {
		// two languages: no reply language of the profile, a standing
		// instruction of its own
		r.add(events.Fact{Type: events.TypePreference, Content: standing.Mark("用户希望每个回答中英文对照"), Confidence: confReply, Importance: impReply})
		return true
	}
	asked := afterContrastZH(c)
	if keepTermsZH.MatchString(asked) && len(langZH.FindAllString(asked, -1)) < 2 {
		return false // only the terms are named: the reply language is not
	}
	if m := langZH.FindStringSubmatch(asked); m != nil {
		if negZH.MatchString(asked) || otherLanguageEN.MatchString(c) || writingScopeZH.MatchString(asked) || standing.Once(c) {
			return false
		}
		v := m[1]
		switch v {
		case "汉语", "普通话":
			v = "中文"
		case "英语":
			v = "英文"
		case "日文":
			v = "日语"
		}
		r.add(events.Fact{Type: events.TypePreference, Key: "language", Value: v, Content: "用户希望用" + v + "回答", Confidence: confReply, Importance: impReply})
		return true
	}
	short, long := shortZH.MatchString(c) && !plainWordsZH.MatchString(c), longZH.MatchString(c)
	var v string
	switch {
	case short && !long:
		v = "short"
		if strings.Contains(c, "太短") {
			v = "detailed"
		}
	case long && !short:
		v = "detailed"
		if strings.Contains(c, "太长") {
			v = "short"
		}
	default:
		return false
	}
	content := "用户喜欢简短的回答"
	if v == "detailed" {
		content = "用户希望回答详细一些"
	}
	r.add(events.Fact{Type: events.TypePreference, Key: "response_style", Value: v, Content: content, Confidence: confReply, Importance: impReply})
	return true
}

// roleZH adds the role of "我是<role>"; "字节跳动的产品经理" is an employer and
// a role, "北京的程序员" a location and a role.
func (r *run) roleZH(v string) {
	if i := strings.LastIndex(v, "的"); i > 0 {
		org, role := v[:i], v[i+len("的"):]
		if utf8.RuneCountInString(org) >= 2 && !adjectiveZH.MatchString(org) {
			if cities[org] || strings.HasSuffix(org, "市") || strings.HasSuffix(org, "省") || strings.HasSuffix(org, "区") || strings.HasSuffix(org, "县") {
				r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: org, Content: "在" + org + "工作", Confidence: confIdentity, Importance: impProfile})
			} else {
				r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: org, Content: "在" + org + "工作", Confidence: confIdentity, Importance: impProfile})
			}
			v = role
		} else if utf8.RuneCountInString(role) >= 2 {
			v = role // "优秀的程序员" is a programmer
		}
	}
	r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: v, Content: "职业是" + v, Confidence: confIdentity, Importance: impProfile})
}

// adjectiveZH marks a modifier before 的 that is no organisation ("优秀的",
// "很普通的", "公司里的").
var adjectiveZH = compile(`^(?:一名|一个|一位)|[很最挺太非常比较特别超]|^(?:优秀|普通|资深|高级|初级|中级|年轻|新来|新|老|小|大|全职|兼职|自由|独立|合格|专业|厉害|一般|公司里|团队里|这里|那里|这边|那边)$`)

// cityPrefix splits a known city off the start of s.
func cityPrefix(s string) (city, rest string) {
	best := ""
	for c := range cities {
		if strings.HasPrefix(s, c) && len(c) > len(best) {
			best = c
		}
	}
	if best == "" || best == "老家" || best == "家里" || best == "本地" || best == "国外" || best == "海外" {
		return "", s
	}
	return best, s[len(best):]
}

// orgNameZH reports whether rest, what follows a city in "在杭州阿里巴巴上班",
// names an organisation: at least two characters, not a district or a
// place inside the city ("鼓楼区的一所小学", "附近"), nor an indefinite one.
func orgNameZH(rest string) bool {
	if utf8.RuneCountInString(rest) < 2 || strings.ContainsAny(rest, "区县镇村路街的") {
		return false
	}
	for _, p := range []string{"一家", "一所", "一个", "某", "附近", "找", "这边", "那边"} {
		if strings.Contains(rest, p) {
			return false
		}
	}
	return true
}

// orgOnlyZH cuts a department off an employer: "协和医院急诊科" → "协和医院".
func orgOnlyZH(v string) string {
	for _, suf := range []string{"医院", "公司", "集团", "银行", "大学"} {
		if i := strings.Index(v, suf); i > 0 && i+len(suf) < len(v) {
			return v[:i+len(suf)]
		}
	}
	return v
}

// isObligationZH reports whether c states an obligation or prohibition that
// is not about the speaker or the listener: "所有代码合并前必须至少两个人review",
// "客户的数据必须存在国内服务器上", "生产环境禁止直接改数据库".
func isObligationZH(c string) bool {
	loc := mustZH.FindStringIndex(c)
	if loc == nil || loc[0] == 0 || questionZH(c) {
		return false
	}
	subj := c[:loc[0]]
	if timeSubjZH.MatchString(subj) {
		return false // "周末必须把房租交了" is a plan
	}
	if strings.ContainsAny(subj, "我你您他她") || strings.HasPrefix(c, "不") || pronounZH(strings.TrimSuffix(subj, "都")) || subj == "这" || subj == "那" {
		return false
	}
	if _, ok := findDate(subj, time.Now()); ok {
		return false // "明天必须交报告" is a plan
	}
	// "不能" alone is as often ability as prohibition; it needs a general subject.
	if strings.HasPrefix(c[loc[0]:], "不能") || strings.HasPrefix(c[loc[0]:], "只能") || strings.HasPrefix(c[loc[0]:], "一定要") {
		return strings.HasPrefix(c, "所有") || strings.HasPrefix(c, "任何") || strings.HasPrefix(c, "凡是") || strings.HasPrefix(c, "每个") || strings.HasPrefix(c, "一切")
	}
	return utf8.RuneCountInString(subj) >= 2
}

// timeSubjZH is a time phrase in subject position ("周末", "月底前").
var timeSubjZH = compile(`^(?:周末|月底|年底|月初|年初|今晚|明早|下班|放学|睡前|晚上|早上|中午|下午|上午|过年|节前|节后)(?:前|之前|以前|后|之后)?$`)

// cadenceActZH reports whether a team activity follows the cadence in c, as
// its object ("我们每周五下午做代码评审"); "我们的周会在每周一上午" tells when a
// meeting is, a fact.
func cadenceActZH(c string) bool {
	h, a := orgHabitZH.FindStringIndex(c), workActZH.FindStringIndex(c)
	return h != nil && a != nil && a[0] > h[0]
}

// questionZH reports whether a Chinese clause is phrased as a question.
func questionZH(c string) bool {
	return strings.HasSuffix(c, "吗") || strings.HasSuffix(c, "么") || strings.HasSuffix(c, "呢") || strings.Contains(c, "什么") ||
		strings.Contains(c, "怎么") || strings.Contains(c, "为什么") || strings.Contains(c, "哪") || strings.Contains(c, "谁") ||
		strings.Contains(c, "多少") || strings.Contains(c, "几") && strings.Contains(c, "？")
}

// pronounZH reports whether obj is only a pronoun ("这个", "那些").
func pronounZH(obj string) bool {
	switch obj {
	case "这个", "那个", "这些", "那些", "它", "它们", "这样", "那样", "了":
		return true
	}
	return false
}

// joinedLeadInZH reports whether c starts with a rule lead-in that
// joinLeadIns joined to its body ("按公司规定，出差住宿每晚不能超过500元").
func joinedLeadInZH(c string) bool {
	i := strings.Index(c, "，")
	return i > 0 && leadInZH.MatchString(c[:i])
}

// surnameLike reports whether v starts like a Chinese name: a common surname,
// or 小/老/阿 before one ("小林", "老王").
func surnameLike(v string) bool {
	rs := []rune(v)
	if strings.ContainsRune(surnames, rs[0]) {
		return true
	}
	return len(rs) == 2 && strings.ContainsRune("小老阿", rs[0]) && strings.ContainsRune(surnames, rs[1])
}

// provincesZH are the provinces and regions that may precede a city.
var provincesZH = strings.Fields("河北 山西 辽宁 吉林 黑龙江 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 广东 海南 四川 贵州 云南 陕西 甘肃 青海 台湾 内蒙古 广西 西藏 宁夏 新疆")

// cityZH drops a province written before a city and the 市 after it
// ("浙江杭州" → "杭州", "广东省深圳市" → "深圳"): the value is the minimal span.
func cityZH(v string) string {
	for _, p := range provincesZH {
		if rest := strings.TrimPrefix(strings.TrimPrefix(v, p), "省"); rest != v && utf8.RuneCountInString(rest) >= 2 {
			v = rest
			break
		}
	}
	if c := strings.TrimSuffix(v, "市"); c != v && cities[c] {
		v = c
	}
	return v
}

// selfEmphasisZH is 我 with a word that only stresses it (自己, 本人, 个人,
// 本身), before anything but 的: the rules read "我自己最爱…" as "我最爱…".
var selfEmphasisZH = compile(`^我(?:自己|本人|个人|個人|本身)()`)

// benrenVerbZH opens a clause with 本人 ("I", formal) and a verb of
// having or being: "本人患2型糖尿病", "本人对青霉素过敏".
var benrenVerbZH = compile(`^本人(?:患有?|有|对|對|是|在|一直)`)

// supposedZH marks a supposition inside a clause: "我吃素的话", "如果我吃素".
var supposedZH = compile(`的话|的話|如果|假如|假设|假設|要是`)

// dietZH matches a clause in which the user states the diet they follow:
// the user (or a clause continuing about them) as subject, then a diet word
// ("我吃素五年了", "我从去年开始吃素了", "算蛋奶素吧", "现在改海鲜素了",
// "我是素食主义者"); "我不是素食主义者", "我妈吃素" and "之前说我吃全素"
// do not match.
var dietLeadZH = compile(`^(?:我|本人)?(?:现在|目前|已经|一直|平时|最近|这几年|从[^，。,]{1,6}(?:开始|起))*(?:是个?|在做|在|做|改成?|改吃|算是?|吃)?(蛋奶素|海鲜素|全素|吃斋|吃素|素食|生酮饮食|生酮)`)

// dietValuesZH is the profile value of each diet word.
var dietValuesZH = map[string]string{"吃斋": "素食", "吃素": "素食", "生酮饮食": "生酮"}

// dietZH returns the diet the user states they follow in clause c, or "".
func dietZH(c string) string {
	if !strings.Contains(c, "素") && !strings.Contains(c, "斋") && !strings.Contains(c, "生酮") {
		return "" // every diet word holds one of these: most clauses skip the expression
	}
	m := dietLeadZH.FindStringSubmatch(c)
	if m == nil {
		return ""
	}
	if v, ok := dietValuesZH[m[1]]; ok {
		return v
	}
	return m[1]
}
