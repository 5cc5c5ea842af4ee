package pii_test

import (
	"fmt"

	"github.com/engram-memory/engram/internal/pii"
)

func ExampleMask() {
	fmt.Println(pii.Mask("我的手机号是 +86 138 0013 8000，邮箱 li.na@example.com"))
	fmt.Println(pii.Mask("order 20231105123045 shipped, build v1.2.3.4"))
	// Output:
	// 我的手机号是 [PHONE]，邮箱 [EMAIL]
	// order 20231105123045 shipped, build v1.2.3.4
}

func ExampleApply() {
	keys := pii.NewMemKeys()
	policies := pii.Policies{
		Tenants:   map[string]pii.Policy{"bank": {Action: pii.ActionEncrypt}, "strict": {Action: pii.ActionDrop}},
		Encrypter: pii.NewEncrypter(keys),
	}
	text := "refund to card 4111 1111 1111 1111"

	out, _, _ := pii.Apply(policies.For("acme"), "acme", text)
	fmt.Println(out)

	_, drop, _ := pii.Apply(policies.For("strict"), "strict", text)
	fmt.Println(drop)

	sealed, _, _ := pii.Apply(policies.For("bank"), "bank", text)
	back, _ := policies.Encrypter.Reveal("bank", sealed)
	fmt.Println(back == text, len(pii.Find(sealed)))

	keys.Destroy("bank")
	_, err := policies.Encrypter.Reveal("bank", sealed)
	fmt.Println(err)
	// Output:
	// refund to card [BANK_CARD]
	// true
	// true 0
	// key for tenant: pii: tenant key destroyed
}
