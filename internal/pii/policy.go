package pii

import (
	"errors"
	"fmt"
)

// Action is what a Policy does with text that contains personal data.
type Action string

// The actions a Policy can take.
const (
	// ActionMask replaces each match with its placeholder (the default; the
	// empty Action means ActionMask).
	ActionMask Action = "mask"
	// ActionDrop asks the caller to drop any text that contains a match.
	ActionDrop Action = "drop"
	// ActionEncrypt replaces each match with an "[ENC:...]" token that the
	// tenant's key can reveal and destroying the key makes unreadable.
	ActionEncrypt Action = "encrypt"
)

// ErrUnknownAction is returned for an Action other than the ones above.
var ErrUnknownAction = errors.New("pii: unknown action")

// Policy is how one tenant's text is treated. The zero value masks.
type Policy struct {
	// Action is what to do with personal data; "" means ActionMask.
	Action Action `json:"action,omitempty"`
	// Encrypter seals spans for ActionEncrypt; it is required for that
	// action and ignored by the others.
	Encrypter *Encrypter `json:"-"`
}

// Validate reports an unknown action, or ActionEncrypt without an Encrypter.
func (p Policy) Validate() error {
	switch p.Action {
	case "", ActionMask, ActionDrop:
		return nil
	case ActionEncrypt:
		if p.Encrypter == nil {
			return errors.New("pii: encrypt policy has no encrypter")
		}
		return nil
	}
	return fmt.Errorf("policy action %q: %w", p.Action, ErrUnknownAction)
}

// Policies looks up a tenant's Policy. The zero value masks for everyone.
type Policies struct {
	// Default applies to tenants absent from Tenants.
	Default Policy
	// Tenants holds per-tenant overrides; nil means none.
	Tenants map[string]Policy
	// Encrypter, if set, is used by any encrypt policy that has none.
	Encrypter *Encrypter
}

// For returns the policy for tenant: its override if any, else Default, with
// Encrypter filled in from p.Encrypter when the policy has none.
func (p *Policies) For(tenant string) Policy {
	if p == nil {
		return Policy{}
	}
	pol, ok := p.Tenants[tenant]
	if !ok {
		pol = p.Default
	}
	if pol.Encrypter == nil {
		pol.Encrypter = p.Encrypter
	}
	return pol
}

// Validate checks Default and every override.
func (p *Policies) Validate() error {
	if p == nil {
		return nil
	}
	def := p.Default
	if def.Encrypter == nil {
		def.Encrypter = p.Encrypter
	}
	var errs []error
	if err := def.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("default: %w", err))
	}
	for t, pol := range p.Tenants {
		if pol.Encrypter == nil {
			pol.Encrypter = p.Encrypter
		}
		if err := pol.Validate(); err != nil {
			errs = append(errs, fmt.Errorf("tenant %q: %w", t, err))
		}
	}
	return errors.Join(errs...)
}

// Apply enforces policy on text for tenant:
//   - mask (or ""): out is Mask(text), drop is false;
//   - drop: drop is true and out is "" if text holds any personal data,
//     otherwise out is text;
//   - encrypt: out is text with each match replaced by a token from
//     policy.Encrypter (repeated until Find reports nothing, like Mask).
//
// err is non-nil for an invalid policy or a failed encryption (for instance
// a destroyed tenant key); out is then "" and must not be stored.
func Apply(policy Policy, tenant, text string) (out string, drop bool, err error) {
	if err := policy.Validate(); err != nil {
		return "", false, err
	}
	switch policy.Action {
	case ActionDrop:
		if len(Find(text)) > 0 {
			return "", true, nil
		}
		return text, false, nil
	case ActionEncrypt:
		for ms := Find(text); len(ms) > 0; ms = Find(text) {
			var encErr error
			src := text
			text = replace(src, ms, func(m Match) string {
				if encErr != nil {
					return ""
				}
				tok, err := policy.Encrypter.Encrypt(tenant, src[m.Start:m.End])
				encErr = err
				return tok
			})
			if encErr != nil {
				return "", false, fmt.Errorf("encrypt pii: %w", encErr)
			}
		}
		return text, false, nil
	}
	return Mask(text), false, nil
}
