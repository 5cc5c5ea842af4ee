package events

import (
	"bytes"
	"errors"

	"github.com/segmentio/encoding/json"
)

// Events are encoded and decoded with segmentio/encoding/json, a drop-in
// for encoding/json (same struct tags, same Marshaler and Unmarshaler
// interfaces, and its SyntaxError and UnmarshalTypeError are
// encoding/json's): every turn is decoded once by the extractor, and every
// fact batch encoded by the extractor and decoded by the ingester, and
// there it decodes about four times faster than encoding/json's Decoder.
// TestDecodeMatchesStdlib holds it to encoding/json's answers.

var errTrailing = errors.New("trailing data after the JSON object")

// decodeStrict decodes the one JSON value of data into v, rejecting
// unknown fields and anything but white space after the value. Object
// keys match field names as in encoding/json (case-insensitively).
func decodeStrict(data []byte, v any) error {
	rest, err := json.Parse(data, v, json.DisallowUnknownFields)
	if err != nil {
		return err
	}
	if len(bytes.TrimLeft(rest, " \t\r\n")) > 0 {
		return errTrailing
	}
	return nil
}

// decodeLoose decodes data into v, ignoring fields v does not name.
func decodeLoose(data []byte, v any) error { return json.Unmarshal(data, v) }

// encode is json.Marshal.
func encode(v any) ([]byte, error) { return json.Marshal(v) }
