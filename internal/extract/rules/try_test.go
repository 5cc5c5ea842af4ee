package rules

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

func TestTry(t *testing.T) {
	in := os.Getenv("TRY")
	if in == "" {
		t.Skip()
	}
	ts := time.Date(2023, 5, 8, 10, 0, 0, 0, time.UTC)
	for _, line := range strings.Split(in, "\n") {
		res := New().ExtractText(line, ts)
		fmt.Printf("%s\n", line)
		for _, f := range res.Facts {
			et := ""
			if f.EventTime != nil {
				et = f.EventTime.Format("2006-01-02")
			}
			fmt.Printf("   %s key=%q val=%q %q c=%.2f i=%.2f %s\n", f.Type, f.Key, f.Value, f.Content, f.Confidence, f.Importance, et)
		}
		for _, f := range res.Forget {
			fmt.Printf("   FORGET %+v\n", f)
		}
	}
}
