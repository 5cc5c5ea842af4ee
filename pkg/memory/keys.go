package memory

import "strings"

// keyAliases maps phrasings of a profile key, in any language, to one
// canonical key. Extend it here: the left side is compared after
// NormalizeText, with spaces and dashes turned into underscores.
var keyAliases = map[string]string{
	"name": "name", "my_name": "name", "full_name": "name", "名字": "name", "姓名": "name", "称呼": "name",
	"reply_style": "response_style", "response_style": "response_style", "answer_style": "response_style",
	"answer_length": "response_style", "response_length": "response_style", "回复风格": "response_style", "回答风格": "response_style", "回答长度": "response_style",
	"language": "language", "reply_language": "language", "response_language": "language", "preferred_language": "language",
	"语言": "language", "回复语言": "language", "回答语言": "language",
	"location": "location", "city": "location", "home": "location", "lives_in": "location", "address": "location", "home_address": "location", "current_city": "location", "住处": "location", "居住地": "location", "所在地": "location", "城市": "location", "住址": "location",
	"employer": "employer", "company": "employer", "works_at": "employer", "公司": "employer", "单位": "employer",
	"role": "role", "job": "role", "job_title": "role", "occupation": "role", "title": "role", "职位": "role", "职业": "role", "工作": "role",
	"age": "age", "年龄": "age",
	"timezone": "timezone", "time_zone": "timezone", "tz": "timezone", "时区": "timezone",
	"hometown": "hometown", "home_town": "hometown", "老家": "hometown", "籍贯": "hometown",
	"workplace": "employer", "current_employer": "employer", "工作单位": "employer",
	"nickname": "name", "preferred_name": "name", "call_me": "name", "昵称": "name", "外号": "name", "小名": "name",
	"employer_name": "employer", "company_name": "employer", "organization": "employer", "organisation": "employer",
	"job_role": "role", "position": "role", "profession": "role", "岗位": "role",
	"current_location": "location", "residence": "location", "city_of_residence": "location", "现居地": "location", "常住地": "location",
	"birthplace": "hometown", "place_of_birth": "hometown", "出生地": "hometown", "家乡": "hometown",
	"diet": "diet", "dietary_restriction": "diet", "dietary_preference": "diet", "饮食": "diet", "饮食习惯": "diet",
}

// NormalizeKey maps a profile key to its canonical form: "reply style",
// "回复风格" and "response_style" all become "response_style". Unknown keys
// are lower-cased with spaces and dashes turned into underscores.
func NormalizeKey(k string) string {
	n := keySeparators.Replace(NormalizeText(k))
	if c, ok := keyAliases[n]; ok {
		return c
	}
	return n
}

// AddKeyAlias registers alias as another name for canonical. It is meant for
// start-up configuration; it is not safe to call concurrently with NormalizeKey.
func AddKeyAlias(alias, canonical string) {
	keyAliases[keySeparators.Replace(NormalizeText(alias))] = canonical
}

// keySeparators turns the word separators of a key into underscores.
var keySeparators = strings.NewReplacer(" ", "_", "-", "_")
