package events

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Headers of a dead letter that describe its original message.
const (
	// HeaderAccepted is when the stream stored the original (RFC 3339),
	// so that an erasure can tell dead letters of earlier messages from
	// those of later ones.
	HeaderAccepted = "Engram-Accepted"
	// HeaderOrigStream and HeaderOrigSeq locate the original in its stream
	// when the dead letter holds only part of it (see HeaderOrigSize).
	HeaderOrigStream = "Engram-Original-Stream"
	HeaderOrigSeq    = "Engram-Original-Seq"
	// HeaderOrigSize (bytes) and HeaderOrigDigest ("sha256:<hex>") are set
	// when the original was too large to copy whole: the dead letter then
	// holds its first bytes only.
	HeaderOrigSize   = "Engram-Original-Size"
	HeaderOrigDigest = "Engram-Original-Digest"
)

// deadLetterReserve is the room left under the payload limit for headers
// added at publication (the message id) and for rounding.
const deadLetterReserve = 1024

// headerBytes is the encoded size of h on the wire.
func headerBytes(h nats.Header) int {
	n := len("NATS/1.0\r\n\r\n")
	for k, vs := range h {
		for _, v := range vs {
			n += len(k) + len(": ") + len(v) + len("\r\n")
		}
	}
	return n
}

// markAccepted records the original's storage time on its dead letter.
func markAccepted(out *nats.Msg, m jetstream.Msg) {
	if md, err := m.Metadata(); err == nil {
		out.Header.Set(HeaderAccepted, md.Timestamp.UTC().Format(time.RFC3339Nano))
	}
}

// fitDeadLetter makes a dead letter fit under the server's payload limit
// limit: a message near the limit plus the dead letter's headers would exceed
// it, and JetStream would refuse the dead letter. Such an original is kept
// by reference: its stream and sequence, its size and SHA-256 digest in
// headers, its first bytes as the body, and the reason says so. A dead
// letter that fits is left whole.
func fitDeadLetter(out *nats.Msg, m jetstream.Msg, limit int64) {
	body := m.Data()
	if limit <= 0 || int64(len(body)+headerBytes(out.Header)) <= limit-deadLetterReserve {
		return
	}
	sum := sha256.Sum256(body)
	stream, seq := "", uint64(0)
	if md, err := m.Metadata(); err == nil {
		stream, seq = md.Stream, md.Sequence.Stream
	}
	digest := "sha256:" + hex.EncodeToString(sum[:])
	out.Header.Set(HeaderOrigStream, stream)
	out.Header.Set(HeaderOrigSeq, strconv.FormatUint(seq, 10))
	out.Header.Set(HeaderOrigSize, strconv.Itoa(len(body)))
	out.Header.Set(HeaderOrigDigest, digest)
	reason := out.Header.Get(HeaderReason)
	// The reason grows by the note below; reserve room for it first.
	const note = 256
	keep := limit - deadLetterReserve - int64(headerBytes(out.Header)) - note
	keep = min(max(keep, 0), int64(len(body)))
	out.Header.Set(HeaderReason, fmt.Sprintf("%s; original of %d bytes too large to copy under the %d-byte payload limit: kept by reference (stream %s sequence %d, %s), body truncated to %d bytes",
		reason, len(body), limit, stream, seq, digest, keep))
	out.Data = body[:keep]
}
