package app

import (
	"context"
	"errors"
	"fmt"
)

// profileKeys returns the keys of the user's current profile from the state
// store, for the LLM extractor's prompt (so a correction reuses the key it
// corrects). Without a state store it returns an error and the prompt goes
// without the keys.
func (a *App) profileKeys(ctx context.Context, tenant, user string) ([]string, error) {
	if a.State == nil {
		return nil, errors.New("no state store")
	}
	entries, err := a.State.Profile(ctx, tenant, user)
	if err != nil {
		return nil, fmt.Errorf("profile keys: %w", err)
	}
	keys := make([]string, 0, len(entries))
	for _, e := range entries {
		keys = append(keys, e.Key)
	}
	return keys, nil
}
