# syntax=docker/dockerfile:1
#
# One image for every engram binary: extractor, ingester, recaller, forgetter
# and engram, plus a tiny HTTP probe (healthcheck) for container
# healthchecks. The final stage is `scratch`: no shell, no package manager,
# a non-root user, CA certificates for HTTPS model endpoints and nothing else.
# Pick the binary with the container command, e.g.
#
#   docker run --rm engram:dev extractor --nats-url nats://nats:4222
#   docker run --rm -p 8080:8080 engram:dev        # default: engram serve
#
# Build from the repository root:  docker build -t engram:dev .

ARG GO_VERSION=1.26

FROM golang:${GO_VERSION} AS build
WORKDIR /src
ENV CGO_ENABLED=0 GOFLAGS=-buildvcs=false
# Dependencies first, so source edits do not invalidate the module layer.
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
ARG TARGETOS
ARG TARGETARCH
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    GOOS=${TARGETOS:-linux} GOARCH=${TARGETARCH} \
    go build -trimpath -ldflags "-s -w" -o /out/ ./cmd/... ./deploy/healthcheck \
 && ls -l /out
# Files the scratch image needs: a passwd/group entry for the non-root user
# (its home is the data directory) and a data directory it owns (the NATS
# store, SQLite file and user key secret of `engram serve`).
RUN mkdir -p /rootfs/etc /rootfs/var/lib/engram /rootfs/tmp \
 && echo 'nonroot:x:65532:65532:nonroot:/var/lib/engram:/sbin/nologin' > /rootfs/etc/passwd \
 && echo 'nonroot:x:65532:' > /rootfs/etc/group \
 && chown -R 65532:65532 /rootfs/var/lib/engram \
 && chmod 1777 /rootfs/tmp

FROM scratch
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=build /rootfs/ /
COPY --from=build --chown=65532:65532 /rootfs/var/lib/engram /var/lib/engram
COPY --from=build /out/ /usr/local/bin/
ENV PATH=/usr/local/bin \
    HOME=/var/lib/engram \
    ENGRAM_DATA_DIR=/var/lib/engram \
    ENGRAM_LOG_FORMAT=json \
    ENGRAM_HTTP_ADDR=0.0.0.0:8080
USER 65532:65532
WORKDIR /var/lib/engram
# No VOLUME: workers against Qdrant/Redis need no disk, and an anonymous
# volume per container would leak. For `engram serve`, mount one:
#   docker run -v engram-data:/var/lib/engram -p 8080:8080 engram:dev
# 8080: recaller HTTP API, /mcp and its /metrics; 9090: worker /metrics.
EXPOSE 8080 9090
# No ENTRYPOINT: the command names the binary (compose `command:`, k8s
# `command:`), so one image serves all five.
CMD ["engram", "serve"]
